// An impression on the home page or off it: the operator publishes one by someone who took part, or takes it down.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

/** `failure` is set when the last change was refused: the server's message, or null when it named none or was unreachable. */
export type PublicationContext = { published: boolean; failure: { message: string | null } | null };
export type PublicationEvent = { type: 'impression.publish' } | { type: 'impression.unpublish' };

export const publicationMachine = setup({
  types: {} as { context: PublicationContext; events: PublicationEvent; input: { published: boolean } },
  actors: {
    setPublished: fromPromise<ConsoleOutcome, { published: boolean }>(async () => {
      throw new Error('provide setPublished');
    }),
  },
  guards: {
    isPublished: ({ context }) => context.published,
    isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
  },
  actions: {
    clearFailure: assign({ failure: null }),
    refuse: assign((_, outcome: ConsoleOutcome) => ({ failure: { message: outcome.message ?? null } })),
    unreachable: assign({ failure: { message: null } }),
  },
}).createMachine({
  id: 'publication',
  context: ({ input }) => ({ published: input.published, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      meta: { transient: true },
      always: [{ guard: 'isPublished', target: 'published' }, { target: 'unpublished' }],
    },
    unpublished: { on: { 'impression.publish': { target: 'publishing', actions: 'clearFailure' } } },
    publishing: {
      invoke: {
        src: 'setPublished',
        input: { published: true },
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'published' }, { target: 'unpublished', actions: { type: 'refuse', params: ({ event }) => event.output } }],
        onError: { target: 'unpublished', actions: 'unreachable' },
      },
    },
    published: { on: { 'impression.unpublish': { target: 'unpublishing', actions: 'clearFailure' } } },
    unpublishing: {
      invoke: {
        src: 'setPublished',
        input: { published: false },
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'unpublished' }, { target: 'published', actions: { type: 'refuse', params: ({ event }) => event.output } }],
        onError: { target: 'published', actions: 'unreachable' },
      },
    },
  },
});
