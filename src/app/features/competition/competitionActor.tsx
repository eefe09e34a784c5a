import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { homeDataMachine, type CompetitionAnswer } from '../../../machines';
import { fetchCompetition as liveFetchCompetition } from './competitionApi';

/**
 * The current competition, shared by the whole site as one actor (the home data machine: the
 * competitions call and the spec's display rules). The layout provides it once, so the header
 * knows on every page whether a competition exists and the home page reads the same answer
 * instead of asking again.
 */
export const CompetitionActor = createActorContext(homeDataMachine);

export function CompetitionProvider({
  fetchCompetition = liveFetchCompetition,
  children,
}: {
  /** Stories and tests pass their own. */
  fetchCompetition?: () => Promise<CompetitionAnswer>;
  children: ReactNode;
}) {
  const logic = useMemo(() => homeDataMachine.provide({ actors: { fetchCompetition: fromPromise(() => fetchCompetition()) } }), [fetchCompetition]);
  return <CompetitionActor.Provider logic={logic}>{children}</CompetitionActor.Provider>;
}

/** False only once the API said there is no competition (spec §2: the header's all-certificates link follows it). */
export function useCompetitionExists(): boolean {
  return CompetitionActor.useSelector((snapshot) => !snapshot.matches('noCompetition'));
}
