// The console's exports section: the administrator picks what to archive (the whole site or one competition) and the
// server makes it; then it is listed for download (made), or the server's refusal is shown (refused).
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

/** null: the whole site. */
export type SiteArchiveContext = { competitionId: number | null; refusal: string | null };
export type SiteArchiveEvent = { type: 'scope.change'; competitionId: number | null } | { type: 'archive.make' };

export const siteArchiveMachine = setup({
  types: {} as { context: SiteArchiveContext; events: SiteArchiveEvent },
  actors: {
    makeArchive: fromPromise<ConsoleOutcome, { competitionId: number | null }>(async () => {
      throw new Error('provide makeArchive');
    }),
  },
}).createMachine({
  id: 'siteArchive',
  context: { competitionId: null, refusal: null },
  initial: 'ready',
  states: {
    /** The choice is offered; after an archive was made (`made`) or refused (`refused`: the server's message, null when none or unreachable). */
    ready: {
      initial: 'idle',
      on: {
        'scope.change': { actions: assign({ competitionId: ({ event }) => event.competitionId }) },
        'archive.make': { target: 'making', actions: assign({ refusal: null }) },
      },
      states: { idle: {}, made: {}, refused: {} },
    },
    making: {
      invoke: {
        src: 'makeArchive',
        input: ({ context }) => ({ competitionId: context.competitionId }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'ready.made' },
          { target: 'ready.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'ready.refused', actions: assign({ refusal: null }) },
      },
    },
  },
});
