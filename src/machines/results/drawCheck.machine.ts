import { assign, fromPromise, setup } from 'xstate';
import type { DrawRecordCheck as DrawCheck } from '../../domain/draw/verifyDrawRecord.ts';

export interface DrawCheckContext {
  /** Why a recomputation disagreed, for the page to name. */
  reason: Extract<DrawCheck, { kind: 'disagrees' }>['reason'] | null;
}

export type DrawCheckEvent = { type: 'draw.verify' };

/**
 * The draw page's "verify" button: recompute the published draw in the browser (the app provides `recompute`, which
 * runs `verifyDrawRecord`, the check the server and scripts/verify-draw.ts run) and say whether it agrees.
 */
export const drawCheckMachine = setup({
  types: {} as { context: DrawCheckContext; events: DrawCheckEvent },
  actors: {
    recompute: fromPromise<DrawCheck>(async () => {
      throw new Error('provide the recompute actor');
    }),
  },
  actions: {
    setReason: assign((_, check: DrawCheck) => ({ reason: check.kind === 'disagrees' ? check.reason : null })),
  },
}).createMachine({
  id: 'drawCheck',
  context: { reason: null },
  initial: 'idle',
  states: {
    idle: { on: { 'draw.verify': 'checking' } },
    checking: {
      invoke: {
        id: 'recompute',
        src: 'recompute',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'agrees', target: 'agrees', actions: { type: 'setReason', params: ({ event }) => event.output } },
          { target: 'disagrees', actions: { type: 'setReason', params: ({ event }) => event.output } },
        ],
        onError: { target: 'disagrees', actions: assign({ reason: 'seed' as const }) },
      },
    },
    agrees: { on: { 'draw.verify': 'checking' } },
    disagrees: { on: { 'draw.verify': 'checking' } },
  },
});
