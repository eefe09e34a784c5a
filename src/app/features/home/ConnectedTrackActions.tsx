import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { hasTrackResult, trackButtonMachine, trackCardButtons, type TrackKey, type TrackUser } from '../../../machines';
import { useSessionView } from '../../session/sessionActor';
import type { SessionView } from '../../session/sessionView';
import type { CountdownRef } from './countdown';
import { useHomeServices } from './homeServices';
import { TrackActions } from './sections/TrackActions';

function trackUserOf(view: SessionView): { authenticated: boolean; user: TrackUser | null } {
  return view.status === 'signedIn' ? { authenticated: true, user: view.user } : { authenticated: false, user: null };
}

/** One track card's buttons: the track-button machine decides the challenge label and link; the phase decides which show. */
export function ConnectedTrackActions(props: { track: TrackKey; buttonsShown: boolean; countdown: CountdownRef }) {
  const { track, buttonsShown, countdown } = props;
  const services = useHomeServices();
  const view = useSessionView();
  const session = trackUserOf(view);
  const machine = useMemo(
    () =>
      trackButtonMachine.provide({
        actors: {
          fetchTrackResult: fromPromise(({ input }: { input: { track: TrackKey } }) =>
            hasTrackResult(input.track) ? services.fetchTrackResult({ track: input.track }) : Promise.resolve({ kind: 'notStarted' as const }),
          ),
        },
      }),
    [services],
  );
  const [snapshot, send] = useMachine(machine, { input: { track, ...session } });
  useEffect(() => {
    const { context } = snapshot;
    if (context.authenticated !== session.authenticated || context.user !== session.user) {
      send({ type: 'session.change', ...session });
    }
    // Only a new session should re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.authenticated, session.user]);
  // The countdown already follows the displayed competition's own timeline; every card reads it there.
  const phase = useSelector(countdown, (s) => s.context.timelinePhase);
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  return (
    <TrackActions
      status={status}
      buttons={trackCardButtons({ track, phase: phase ?? 'ended', buttonsShown: buttonsShown && phase !== null, challenge: snapshot.context.challenge })}
      onRetry={() => send({ type: 'track.retry' })}
    />
  );
}
