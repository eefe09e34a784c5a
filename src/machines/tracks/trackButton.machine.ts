import { assign, fromPromise, setup } from 'xstate';
import { challengeButton, hasTrackResult } from './trackButtons.ts';
import type { ChallengeLabel, LinkButton, TrackKey, TrackProgress, TrackUser } from './types.ts';

export interface TrackButtonInput {
  track: TrackKey;
  authenticated: boolean;
  user: TrackUser | null;
}

export interface TrackButtonContext extends TrackButtonInput {
  progress: TrackProgress;
  challenge: LinkButton<ChallengeLabel>;
}

export type TrackButtonEvent =
  | { type: 'session.change'; authenticated: boolean; user: TrackUser | null }
  | { type: 'track.retry' };

const NOT_STARTED: TrackProgress = { kind: 'notStarted' };

function withChallenge(context: Omit<TrackButtonContext, 'challenge'>): TrackButtonContext {
  return { ...context, challenge: challengeButton(context) };
}

export const trackButtonMachine = setup({
  types: {} as { context: TrackButtonContext; events: TrackButtonEvent; input: TrackButtonInput },
  actors: {
    /** GET /competition/{third,fourth,fifth}-paths; 404/401 resolve to `{ kind: 'notStarted' }`. */
    fetchTrackResult: fromPromise<TrackProgress, { track: TrackKey }>(async () => {
      throw new Error('provide the fetchTrackResult actor');
    }),
  },
  guards: {
    needsTrackResult: ({ context }) => context.authenticated && context.user?.type !== 'visitor' && hasTrackResult(context.track),
  },
  actions: {
    applySession: assign(({ context, event }) => {
      const { authenticated, user } = event as Extract<TrackButtonEvent, { type: 'session.change' }>;
      return withChallenge({ ...context, authenticated, user, progress: NOT_STARTED });
    }),
    applyProgress: assign(({ context }, progress: TrackProgress) => withChallenge({ ...context, progress })),
  },
}).createMachine({
  id: 'trackButton',
  context: ({ input }) => withChallenge({ ...input, progress: NOT_STARTED }),
  initial: 'resolving',
  on: {
    'session.change': { target: '.resolving', actions: 'applySession' },
  },
  states: {
    resolving: {
      meta: { transient: true },
      always: [{ guard: 'needsTrackResult', target: 'loading' }, { target: 'ready' }],
    },
    /** Third to fifth track, a signed-in contestant: their result is loading (a visitor has none to ask for). */
    loading: {
      invoke: {
        id: 'fetchTrackResult',
        src: 'fetchTrackResult',
        input: ({ context }) => ({ track: context.track }),
        onDone: { target: 'ready', actions: { type: 'applyProgress', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'applyProgress', params: NOT_STARTED } },
      },
    },
    /** The label and link are decided. */
    ready: {},
    /** The result could not be read (other than 404/401): start challenge, with a retry. */
    failed: {
      on: { 'track.retry': 'loading' },
    },
  },
});
