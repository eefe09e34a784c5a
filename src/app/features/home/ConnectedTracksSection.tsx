import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { isLanguage } from '../../../domain/language';
import { trackButtonMachine, trackCardButtons, type CountableCompetition, type TrackKey, type TrackUser } from '../../../machines';
import { loadNamespaces } from '../../i18n/i18n';
import { useSessionView } from '../../session/sessionActor';
import type { SessionView } from '../../session/sessionView';
import type { CountdownRef } from './countdown';
import { useHomeServices } from './homeServices';
import { TrackActions } from './sections/TrackActions';
import { TracksSection } from './sections/TracksSection';
import { trackStatusText } from './sections/trackStatus';

function trackUserOf(view: SessionView): { authenticated: boolean; user: TrackUser | null } {
  return view.status === 'signedIn' ? { authenticated: true, user: view.user } : { authenticated: false, user: null };
}

/** Only these tracks' buttons wait for the contestant's progress; the first two are decided from the profile. */
const WAITS_FOR_PROGRESS: readonly TrackKey[] = ['third', 'fourth', 'fifth'];

/**
 * The track cards: one track-button machine for the page reads where a signed-in contestant stands in every track
 * (one call) and decides each card's challenge label and link; the phase decides which buttons show; each card says
 * in one line where the contestant stands.
 */
export function ConnectedTracksSection(props: { competition: CountableCompetition; buttonsShown: boolean; countdown: CountdownRef }) {
  const { competition, buttonsShown, countdown } = props;
  const services = useHomeServices();
  const view = useSessionView();
  const session = trackUserOf(view);
  const machine = useMemo(
    () =>
      trackButtonMachine.provide({
        actors: {
          // The cards' lines are in the `tracks` dictionary, fetched beside the answer (a guest never needs it).
          fetchMyTracks: fromPromise(async () => (await Promise.all([services.fetchMyTracks(), loadNamespaces(['tracks'])]))[0]),
        },
      }),
    [services],
  );
  const [snapshot, send] = useMachine(machine, { input: session });
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
  const { i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const progressText = i18n.getFixedT(null, 'tracks');
  const machineStatus = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  const { challenges, summaries } = snapshot.context;
  return (
    <TracksSection
      competition={competition}
      renderStatus={(track) => trackStatusText(track, summaries[track], progressText, language)}
      renderActions={(track) => (
        <TrackActions
          status={WAITS_FOR_PROGRESS.includes(track) ? machineStatus : 'ready'}
          buttons={trackCardButtons({ track, phase: phase ?? 'ended', buttonsShown: buttonsShown && phase !== null, challenge: challenges[track] })}
          onRetry={() => send({ type: 'track.retry' })}
        />
      )}
    />
  );
}
