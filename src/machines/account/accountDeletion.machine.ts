// A contestant's account deleted (issue 30, point 2), in two hands, one machine shape: the contestant asks for it
// (`accountDeletion`, their profile page) and an administrator carries it out by anonymising the account
// (`anonymisation`, the console). Each step cannot be undone, so it is confirmed first; a refused or unreachable step
// goes back to where it was asked, with the server's words (or none) in `failure`; a step taken stays taken.
import { assign, fromPromise, setup } from 'xstate';

/** What the step answered: taken, or refused with the server's first message (null when it named none). */
export type DeletionStepOutcome = { kind: 'saved'; message?: undefined } | { kind: 'refused'; message: string | null };

/** `done`: the step was taken before the machine started (the page opened on it); `failure`: the last step refused. */
export type DeletionStepContext = { done: boolean; failure: { message: string | null } | null };
export type DeletionStepInput = { done: boolean };

export type DeletionStepEvent = { type: 'step.ask' } | { type: 'step.confirm' } | { type: 'step.cancel' };

function createDeletionStepMachine(id: string) {
  return setup({
    types: {} as { context: DeletionStepContext; events: DeletionStepEvent; input: DeletionStepInput },
    actors: {
      takeStep: fromPromise<DeletionStepOutcome>(async () => {
        throw new Error('provide takeStep');
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ done: input.done, failure: null }),
    initial: 'opening',
    states: {
      opening: {
        meta: { transient: true },
        always: [{ guard: ({ context }) => context.done, target: 'done' }, { target: 'ready' }],
      },
      /** The step is offered. */
      ready: { on: { 'step.ask': { target: 'confirming', actions: assign({ failure: null }) } } },
      /** Asked to confirm: it cannot be undone. */
      confirming: { on: { 'step.confirm': 'working', 'step.cancel': 'ready' } },
      working: {
        invoke: {
          src: 'takeStep',
          onDone: [
            { guard: ({ event }) => event.output.kind === 'saved', target: 'done', actions: assign({ done: true }) },
            { target: 'ready', actions: assign({ failure: ({ event }) => ({ message: event.output.message ?? null }) }) },
          ],
          onError: { target: 'ready', actions: assign({ failure: { message: null } }) },
        },
      },
      /** Taken: the contestant's request waits for an administrator; the administrator's leaves only a pseudonym. */
      done: { type: 'final' },
    },
  });
}

/** The contestant's request: `ready` (the button), `confirming`, `working` (sending), `done` (requested, waiting). */
export const accountDeletionMachine = createDeletionStepMachine('accountDeletion');

/** An administrator carrying a request out: `ready`, `confirming` (names the contestant), `working`, `done` (anonymised). */
export const anonymisationMachine = createDeletionStepMachine('anonymisation');
