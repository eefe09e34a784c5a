// Pages wire machines to sections: each hook or component here runs one machine with the home services.
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LazyModal } from '../../../design-system/lazy';
import { notify } from '../../../design-system';
import {
  competitionTimeline,
  countdownMachine,
  hasTrackResult,
  homeDataMachine,
  impressionFormMachine,
  rulesLoaderMachine,
  trackCardButtons,
  trackButtonMachine,
  type CountableCompetition,
  type TrackKey,
  type TrackUser,
} from '../../../machines';
import { useSession } from '../../session/SessionContext';
import { useHomeServices } from './homeServices';
import { CompetitionTimeSection } from './sections/CompetitionTimeSection';
import { CountdownBar } from './sections/CountdownBar';
import { ImpressionForm, type ImpressionFormView } from './sections/ImpressionForm';
import { RulesList, type RulesView } from './sections/RulesList';
import { TrackActions } from './sections/TrackActions';
import type { Statistics } from './homeApi';
import { competitionPresence } from '../../layout/competitionPresence';

export type CountdownRef = ActorRefFrom<typeof countdownMachine>;
export type HomeDataRef = ActorRefFrom<typeof homeDataMachine>;

/** The home data machine with the competitions call. */
export function useHomeData(): HomeDataRef {
  const services = useHomeServices();
  const machine = useMemo(
    () => homeDataMachine.provide({ actors: { fetchCompetition: fromPromise(() => services.fetchCompetition()) } }),
    [services],
  );
  const ref = useActorRef(machine);
  // The header's /certificates/all link follows isComExist (spec §2), known once /competitions answered.
  const settled = useSelector(ref, (snapshot) =>
    snapshot.matches('noCompetition') ? false : snapshot.matches('loaded') ? snapshot.context.isComExist : null,
  );
  useEffect(() => {
    if (settled !== null) competitionPresence.set(settled);
  }, [settled]);
  return ref;
}

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

function trackUserOf(view: ReturnType<typeof useSession>['view']): { authenticated: boolean; user: TrackUser | null } {
  return view.status === 'signedIn' ? { authenticated: true, user: view.user } : { authenticated: false, user: null };
}

/** One track card's buttons: the track-button machine decides the challenge label and link; the phase decides which show. */
export function ConnectedTrackActions(props: {
  track: TrackKey;
  competition: CountableCompetition;
  buttonsShown: boolean;
  countdown: CountdownRef;
}) {
  const { track, competition, buttonsShown, countdown } = props;
  const services = useHomeServices();
  const { view } = useSession();
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
  const phase = useSelector(countdown, (s) => competitionTimeline(competition, s.context.nowMs).phase);
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  return (
    <TrackActions
      status={status}
      buttons={trackCardButtons({ track, phase, buttonsShown, challenge: snapshot.context.challenge })}
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

export type ImpressionFormRef = ActorRefFrom<typeof impressionFormMachine>;

/** The impression form machine: success and failure toasts in the page's language. */
export function useImpressionForm(): ImpressionFormRef {
  const services = useHomeServices();
  const { t } = useTranslation('home');
  const machine = useMemo(
    () =>
      impressionFormMachine.provide({
        actors: { submitForm: fromPromise(({ input }: { input: Record<string, string> }) => services.sendImpression(input)) },
        actions: {
          notifySent: () => void notify.success(t('impressions.sent')),
          notifyFailure: (_, params: { message: string | null }) => void notify.error(params.message || t('impressions.failed')),
        },
      }),
    [services, t],
  );
  return useActorRef(machine);
}

export function impressionViewOf(snapshot: ReturnType<ImpressionFormRef['getSnapshot']>): ImpressionFormView {
  const value = snapshot.value as string;
  return value === 'sending' ? 'sending' : value === 'sent' ? 'sent' : 'editing';
}

/** The add-your-impression modal: static backdrop (Escape and outside clicks do nothing); closing resets the form. */
export function ImpressionDialog({ form, isOpen, onClose }: { form: ImpressionFormRef; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  const snapshot = useSelector(form, (s) => s);
  return (
    <LazyModal
      isOpen={isOpen}
      staticBackdrop
      onOpenChange={(open) => {
        if (!open) {
          form.send({ type: 'form.reset' });
          onClose();
        }
      }}
      title={t('impressions.formTitle')}
      closeLabel={t('close')}
    >
      <ImpressionForm
        view={impressionViewOf(snapshot)}
        context={snapshot.context}
        onChange={(field, value) => form.send({ type: 'field.change', field, value })}
        onSubmit={() => form.send({ type: 'form.submit' })}
      />
    </LazyModal>
  );
}
