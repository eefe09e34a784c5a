import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pushPromptMachine, type PushEnableResult, type PushPermission } from '../../src/machines/push/pushPrompt.machine.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(permission: PushPermission, answers: Array<PushEnableResult | Error> = []) {
  let asked = 0;
  const machine = pushPromptMachine.provide({
    actors: {
      enablePush: fromPromise(async () => {
        const answer = answers[asked++];
        if (answer instanceof Error) throw answer;
        return answer ?? 'started';
      }),
    },
  });
  const actor = createActor(machine, { input: { permission } }).start();
  return { actor, asked: () => asked };
}

describe('push prompt machine', () => {
  it.each([
    ['unavailable', 'hidden'],
    ['granted', 'hidden'],
    ['denied', 'denied'],
    ['default', 'offer'],
  ] as const)('starts from the browser permission %s in %s, asking nothing', (permission, state) => {
    const { actor, asked } = start(permission);
    expect(actor.getSnapshot().value).toBe(state);
    expect(asked()).toBe(0);
  });

  it('asks only on a press, then shows that notifications are on', async () => {
    const { actor, asked } = start('default', ['started']);
    actor.send({ type: 'push.enable' });
    expect(actor.getSnapshot().value).toBe('enabling');
    await settle();
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(asked()).toBe(1);
  });

  it('a refusal in the browser ends in denied', async () => {
    const { actor } = start('default', ['denied']);
    actor.send({ type: 'push.enable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('denied');
  });

  it('a failure offers the button again, and a second press can succeed', async () => {
    const { actor } = start('default', [new Error('no service worker'), 'started']);
    actor.send({ type: 'push.enable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'push.enable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enabled');
  });

  it('an answer that is neither started nor denied is a failure', async () => {
    const { actor } = start('default', ['failed']);
    actor.send({ type: 'push.enable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('push prompt machine, model-based', () => {
  const done = (output: PushEnableResult) => ({ type: 'xstate.done.actor.enablePush', output }) as never;
  const events = [
    { type: 'push.enable' } as const,
    done('started'),
    done('denied'),
    done('failed'),
    { type: 'xstate.error.actor.enablePush', error: new Error('x') } as never,
  ];

  it('reaches every state and takes every transition, from each starting permission', () => {
    const visited = new Set<string>();
    const untaken: string[][] = [];
    for (const permission of ['unavailable', 'denied', 'default'] as const) {
      const input = { permission };
      const machine = pushPromptMachine.provide({ actors: { enablePush: neverSettles() } });
      expect(replayMismatches(machine, { events, input })).toEqual([]);
      const coverage = graphCoverage(pushPromptMachine, { events, input });
      const all = ['pushPrompt.hidden', 'pushPrompt.offer', 'pushPrompt.enabling', 'pushPrompt.enabled', 'pushPrompt.denied', 'pushPrompt.failed'];
      all.filter((id) => !coverage.unvisitedStates.includes(id)).forEach((id) => visited.add(id));
      untaken.push(coverage.untakenEdges);
    }
    expect([...visited].sort()).toEqual(['pushPrompt.denied', 'pushPrompt.enabled', 'pushPrompt.enabling', 'pushPrompt.failed', 'pushPrompt.hidden', 'pushPrompt.offer']);
    // An edge counts as taken when one of the starting permissions takes it.
    const takenSomewhere = untaken.reduce((left, next) => left.filter((edge) => next.includes(edge)));
    expect(takenSomewhere).toEqual([]);
  });
});
