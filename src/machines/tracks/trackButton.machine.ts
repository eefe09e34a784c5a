import { assign, fromPromise, setup } from 'xstate';
import { TRACK_KEYS } from '../competition/types.ts';
import { challengeButton } from './trackButtons.ts';
import type { ChallengeLabel, LinkButton, TrackKey, TrackSummaries, TrackUser } from './types.ts';

export interface TrackButtonInput {
  authenticated: boolean;
  user: TrackUser | null;
}

/** Every track card's challenge button and where the contestant stands, from one read for the whole page. */
export interface TrackButtonContext extends TrackButtonInput {
  summaries: TrackSummaries;
  challenges: Record<TrackKey, LinkButton<ChallengeLabel>>;
}

export type TrackButtonEvent =
  | { type: 'session.change'; authenticated: boolean; user: TrackUser | null }
  | { type: 'track.retry' };

function withChallenges(context: Omit<TrackButtonContext, 'challenges'>): TrackButtonContext {
  const challenges = Object.fromEntries(
    TRACK_KEYS.map((track) => [track, challengeButton({ track, ...context, summary: context.summaries[track] ?? null })]),
  ) as Record<TrackKey, LinkButton<ChallengeLabel>>;
  return { ...context, challenges };
}

export const trackButtonMachine = setup({
  types: {} as { context: TrackButtonContext; events: TrackButtonEvent; input: TrackButtonInput },
  actors: {
    /** GET /competition/my-tracks: one summary per track (a track left out reads as not started). */
    fetchMyTracks: fromPromise<TrackSummaries>(async () => {
      throw new Error('provide the fetchMyTracks actor');
    }),
  },
  guards: {
    /** Only a signed-in contestant has track results; a visitor's or a guest's are never asked for. */
    needsSummaries: ({ context }) => context.authenticated && context.user?.type !== 'visitor',
  },
  actions: {
    applySession: assign(({ context, event }) => {
      const { authenticated, user } = event as Extract<TrackButtonEvent, { type: 'session.change' }>;
      return withChallenges({ ...context, authenticated, user, summaries: {} });
    }),
    applySummaries: assign(({ context }, summaries: TrackSummaries) => withChallenges({ ...context, summaries })),
  },
}).createMachine({
  id: 'trackButton',
  context: ({ input }) => withChallenges({ ...input, summaries: {} }),
  initial: 'resolving',
  on: {
    'session.change': { target: '.resolving', actions: 'applySession' },
  },
  states: {
    resolving: {
      meta: { transient: true },
      always: [{ guard: 'needsSummaries', target: 'loading' }, { target: 'ready' }],
    },
    /** A signed-in contestant: where they stand in each track is loading (once for every card). */
    loading: {
      invoke: {
        id: 'fetchMyTracks',
        src: 'fetchMyTracks',
        onDone: { target: 'ready', actions: { type: 'applySummaries', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'applySummaries', params: {} } },
      },
    },
    /** The labels and links are decided. */
    ready: {},
    /** The summaries could not be read: start challenge on the third to fifth tracks, with a retry. */
    failed: {
      on: { 'track.retry': 'loading' },
    },
  },
});
