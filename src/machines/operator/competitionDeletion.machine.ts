// Deleting a draft competition nobody entered: offered, confirmed (naming it: it cannot be undone, though an archive of
// it is kept first), sent, then deleted or refused with the server's words.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

export type CompetitionDeletionContext = { refusal: string | null };
export type CompetitionDeletionEvent = { type: 'deletion.choose' } | { type: 'deletion.confirm' } | { type: 'deletion.cancel' };

export const competitionDeletionMachine = setup({
  types: {} as { context: CompetitionDeletionContext; events: CompetitionDeletionEvent },
  actors: {
    deleteCompetition: fromPromise<ConsoleOutcome>(async () => {
      throw new Error('provide deleteCompetition');
    }),
  },
}).createMachine({
  id: 'competitionDeletion',
  context: { refusal: null },
  initial: 'offered',
  states: {
    /** The button is offered; after a refusal (`refused`: the server's message, null when none or unreachable). */
    offered: { initial: 'idle', on: { 'deletion.choose': 'confirming' }, states: { idle: {}, refused: {} } },
    /** Asked to confirm, naming the competition. */
    confirming: { on: { 'deletion.confirm': { target: 'deleting', actions: assign({ refusal: null }) }, 'deletion.cancel': 'offered.idle' } },
    deleting: {
      invoke: {
        src: 'deleteCompetition',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'deleted' },
          { target: 'offered.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'offered.refused', actions: assign({ refusal: null }) },
      },
    },
    deleted: { type: 'final' },
  },
});
