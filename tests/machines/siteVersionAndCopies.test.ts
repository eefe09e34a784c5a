// What the page says about the site's service worker (src/machines/network): a new build waits for the visitor's
// "reload" (appUpdate), and a page shown from kept answers says since when, then offers the latest once back online
// (offlineCopy).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appUpdateMachine } from '../../src/machines/network/appUpdate.machine.ts';
import { offlineCopyMachine } from '../../src/machines/network/offlineCopy.machine.ts';

describe('appUpdate', () => {
  it('offers a new build; "later" hides it until the next build; "reload" hands over once', async () => {
    let applied = 0;
    const applyUpdate = fromPromise<void>(async () => {
      applied++;
    });
    const actor = createActor(appUpdateMachine.provide({ actors: { applyUpdate } })).start();
    expect(actor.getSnapshot().value).toBe('current');
    actor.send({ type: 'update.apply' });
    expect(applied).toBe(0); // nothing to apply yet
    actor.send({ type: 'update.found' });
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'update.dismiss' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    actor.send({ type: 'update.apply' });
    expect(applied).toBe(0);
    actor.send({ type: 'update.found' });
    actor.send({ type: 'update.apply' });
    await waitFor(actor, () => applied === 1);
    expect(actor.getSnapshot().value).toBe('applying');
  });

  it('offers the reload again when handing over fails', async () => {
    const actor = createActor(
      appUpdateMachine.provide({
        actors: {
          applyUpdate: fromPromise<void>(async () => {
            throw new Error('the new worker did not take over');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'update.found' });
    actor.send({ type: 'update.apply' });
    await waitFor(actor, (s) => s.matches('available'));
  });
});

describe('offlineCopy', () => {
  it('says nothing while answers are live; then the oldest kept time; then offers the latest once online', () => {
    const actor = createActor(offlineCopyMachine).start();
    expect(actor.getSnapshot().value).toBe('live');
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('live');
    actor.send({ type: 'copy.served', storedAt: 2_000 });
    actor.send({ type: 'copy.served', storedAt: 1_000 });
    actor.send({ type: 'copy.served', storedAt: 3_000 });
    expect(actor.getSnapshot().value).toBe('stale');
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
