import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appUpdateMachine, offlineCopyMachine } from '../../src/machines';

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('offline copy (the note "offline — shown as of …")', () => {
  it('says nothing while every answer is live', () => {
    const actor = createActor(offlineCopyMachine).start();
    actor.send({ type: 'network.online' });
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toBe('live');
    expect(actor.getSnapshot().context.storedAt).toBeNull();
  });

  it('shows the oldest kept answer\'s time, offers a reload once back online, and goes back to the note offline again', () => {
    const actor = createActor(offlineCopyMachine).start();
    actor.send({ type: 'copy.served', storedAt: 2_000 });
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'copy.served', storedAt: 1_000 });
    actor.send({ type: 'copy.served', storedAt: 3_000 });
    expect(actor.getSnapshot().context.storedAt).toBe(1_000);
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('reconnected');
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'network.online' });
    actor.send({ type: 'copy.served', storedAt: 500 });
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().context.storedAt).toBe(500);
  });
});

describe('app update (the "new version — reload" prompt)', () => {
  it('prompts when a new build waits, hides on "later" until the next build, and hands over on "reload"', async () => {
    const applied: string[] = [];
    const machine = appUpdateMachine.provide({ actors: { applyUpdate: fromPromise<void>(async () => {
      applied.push('skipWaiting');
    }) } });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('current');
    actor.send({ type: 'update.apply' });
    await settle();
    expect(applied).toEqual([]); // nothing to hand over yet
    actor.send({ type: 'update.found' });
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'update.dismiss' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    actor.send({ type: 'update.apply' });
    await settle();
    expect(applied).toEqual([]); // "later" holds until the next build
    actor.send({ type: 'update.found' });
    actor.send({ type: 'update.apply' });
    expect(actor.getSnapshot().value).toBe('applying');
    await settle();
    expect(applied).toEqual(['skipWaiting']);
  });

  it('shows the prompt again when the new version did not take over', async () => {
    const machine = appUpdateMachine.provide({ actors: { applyUpdate: fromPromise<void>(async () => Promise.reject(new Error('no'))) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'update.found' });
    actor.send({ type: 'update.apply' });
    await settle();
    expect(actor.getSnapshot().value).toBe('available');
  });

  it('fails loudly when the app forgot to provide the hand-over', async () => {
    const actor = createActor(appUpdateMachine).start();
    actor.send({ type: 'update.found' });
    actor.send({ type: 'update.apply' });
    await settle();
    expect(actor.getSnapshot().value).toBe('available');
  });
});
