// Pages wire machines to sections: each hook or component here runs one machine with the home services.
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { Spinner } from '../../../design-system/components/Spinner/Spinner';
import { LazyModal, preload } from '../../../design-system/lazy';
import {
  countdownMachine,
  hasTrackResult,
  rulesLoaderMachine,
  trackCardButtons,
  trackButtonMachine,
  type CountableCompetition,
  type TrackKey,
  type TrackUser,
} from '../../../machines';
import { useSessionView } from '../../session/sessionActor';
import type { SessionView } from '../../session/sessionView';
import { useHomeServices } from './homeServices';
import { CompetitionTimeSection } from './sections/CompetitionTimeSection';
import { CountdownBar } from './sections/CountdownBar';
import { RulesList, type RulesView } from './sections/RulesList';
import { TrackActions } from './sections/TrackActions';
import type { Statistics } from './homeApi';

export type CountdownRef = ActorRefFrom<typeof countdownMachine>;

/** The countdown machine, fed the displayed competition whenever it changes. */
export function useCountdown(competition: CountableCompetition | null): CountdownRef {
  const services = useHomeServices();
  const machine = useMemo(() => countdownMachine.provide({ actors: { ticker: services.ticker } }), [services]);
  const ref = useActorRef(machine, { input: { competition, now: services.now() } });
  useEffect(() => {
    if (ref.getSnapshot().context.competition !== competition) ref.send({ type: 'competition.update', competition });
  }, [ref, competition]);
  return ref;
}

export function ConnectedCompetitionTime({ countdown, loading }: { countdown: CountdownRef; loading: boolean }) {
  const context = useSelector(countdown, (snapshot) => snapshot.context);
  return <CompetitionTimeSection loading={loading} countdown={context} />;
}

export function ConnectedCountdownBar({ countdown, statistics }: { countdown: CountdownRef; statistics: Statistics | null }) {
  const context = useSelector(countdown, (snapshot) => snapshot.context);
  if (!context.showBar) return null;
  return <CountdownBar countdown={context} statistics={statistics} />;
}

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

/** The rules list of the about banner's modal and the conditions page. */
export function ConnectedRules() {
  const services = useHomeServices();
  const machine = useMemo(() => rulesLoaderMachine.provide({ actors: { fetchRules: fromPromise(() => services.fetchRules()) } }), [services]);
  const [snapshot, send] = useMachine(machine);
  const view: RulesView = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches({ loaded: 'empty' })
        ? 'empty'
        : 'listed';
  return <RulesList view={view} rules={snapshot.context.rules} onRetry={() => send({ type: 'rules.retry' })} />;
}

export function RulesModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('home');
  return (
    <LazyModal isOpen={isOpen} onOpenChange={onOpenChange} title={t('about.rulesTitle')} closeLabel={t('close')} size="lg">
      <ConnectedRules />
    </LazyModal>
  );
}

// The impression form, its machine, validation and the submit call arrive with the modal. Its actor
// lives in the modal's content, so closing the modal (only its close button can) resets the form.
const loadImpressionForm = () => import('./ConnectedImpressionForm');
const ConnectedImpressionForm = lazy(() => loadImpressionForm().then((module) => ({ default: module.ConnectedImpressionForm })));

/** Fetch the modal's code ahead of the press (pointer over or focus on the add-your-impression button). */
export function preloadImpressionDialog() {
  void preload.modal();
  void loadImpressionForm();
}

/** The add-your-impression modal: static backdrop (Escape and outside clicks do nothing); closing resets the form. */
export function ImpressionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <LazyModal
      isOpen={isOpen}
      staticBackdrop
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('impressions.formTitle')}
      closeLabel={t('close')}
    >
      <Suspense fallback={<Spinner label={t('sectionLoading')} />}>
        <ConnectedImpressionForm />
      </Suspense>
    </LazyModal>
  );
}
