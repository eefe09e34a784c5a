import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { homeDataMachine } from '../../../machines';
import { competitionPresence } from '../../layout/competitionPresence';
import { useHomeServices } from './homeServices';

// The page's own machine: it comes with the hero, while the sections' machines (countdown, track
// buttons, rules) come with the sections' chunk (wiring.tsx).
export type HomeDataRef = ActorRefFrom<typeof homeDataMachine>;

/** The home data machine with the competitions call. */
export function useHomeData(): HomeDataRef {
  const services = useHomeServices();
  const machine = useMemo(
    () => homeDataMachine.provide({ actors: { fetchCompetition: fromPromise(() => services.fetchCompetition()) } }),
    [services],
  );
  const ref = useActorRef(machine);
  // The header's /certificates/all link follows isComExist (spec §2), known once /competitions
  // answered. A subscription, not a selector: the page itself need not render again for it.
  useEffect(() => {
    const publish = (snapshot: ReturnType<typeof ref.getSnapshot>) => {
      const settled = snapshot.matches('noCompetition') ? false : snapshot.matches('loaded') ? snapshot.context.isComExist : null;
      if (settled !== null) competitionPresence.set(settled);
    };
    publish(ref.getSnapshot());
    const subscription = ref.subscribe(publish);
    return () => subscription.unsubscribe();
  }, [ref]);
  return ref;
}
