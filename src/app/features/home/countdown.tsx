// The countdown machine on the home page: fed the displayed competition, read by the time section and the fixed bar.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { countdownMachine, type CountableCompetition } from '../../../machines';
import type { Statistics } from './homeApi';
import { useHomeServices } from './homeServices';
import { CompetitionTimeSection } from './sections/CompetitionTimeSection';
import { CountdownBar } from './sections/CountdownBar';

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
