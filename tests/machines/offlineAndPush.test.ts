import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { offlineMachine } from '../../src/machines/network/offline.machine.ts';
import { pushRoute as decidePushRoute, pushRoutingMachine, type PushData } from '../../src/machines/push/pushRouting.ts';
import { pathTo } from '../../src/app/routes/routes.ts';

/** The machine names a route; these tests read it as the path the site goes to. */
const pushRoute = (data: PushData | null | undefined) => {
  const to = decidePushRoute(data);
  return to ? pathTo(to) : null;
};
import { graphCoverage, replayMismatches } from './support/graphCoverage.ts';

describe('offline dialog', () => {
  it('starts online; going offline opens the dialog', () => {
    const actor = createActor(offlineMachine).start();
    expect(actor.getSnapshot().value).toBe('online');
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toEqual({ offline: 'dialogOpen' });
  });

  it('can be closed, and reopens on the next offline event', () => {
    const actor = createActor(offlineMachine).start();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ offline: 'dialogClosed' });
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toEqual({ offline: 'dialogOpen' });
  });

  it('hides when back online, from either offline state', () => {
    const actor = createActor(offlineMachine).start();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('online');
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('online');
  });

  it('model-based: every state reached and every transition taken', () => {
    const events = [{ type: 'network.offline' }, { type: 'network.online' }, { type: 'dialog.close' }] as const;
    expect(replayMismatches(offlineMachine, { events: [...events] })).toEqual([]);
    expect(graphCoverage(offlineMachine, { events: [...events] })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});

describe('pushRoute', () => {
  it.each([
    ['approved', '/congratulations'],
    ['success', '/congratulations'],
    ['failed', '/pre-saving'],
    ['pending', '/success-send'],
  ])('third track %s → %s', (status, route) => {
    expect(pushRoute({ third_path_status: status })).toBe(route);
  });

  it.each([
    ['approved', '/congratulations/nabaa'],
    ['success', '/congratulations/nabaa'],
    ['failed', '/pre-saving/nabaa'],
    ['pending', '/success-send/nabaa'],
  ])('fourth track %s → %s', (status, route) => {
    expect(pushRoute({ fourth_path_status: status })).toBe(route);
  });

  it.each([
    ['accepted', '/recording'],
    ['refused', '/recording'],
  ])('second track %s → %s (the set\'s status and reason)', (status, route) => {
    expect(pushRoute({ second_path_status: status })).toBe(route);
  });

  it.each([
    ['active', '/recording/fatihah'],
    ['failed', '/recording/fatihah'],
  ])('fifth track %s → %s (the attempts, a new one after a refusal)', (status, route) => {
    expect(pushRoute({ fifth_path_status: status })).toBe(route);
  });

  it.each(['approved', 'returned', 'payment_recorded', 'paid'])('prize request %s → /winner/competition (the status and any reason)', (status) => {
    expect(pushRoute({ prize_request_status: status })).toBe('/winner/competition');
    expect(pushRoute({ prize_request_status: 'weird' })).toBeNull();
  });

  it('the second and fifth tracks ignore statuses the server never sends for them', () => {
    expect(pushRoute({ second_path_status: 'approved' })).toBeNull();
    expect(pushRoute({ fifth_path_status: 'accepted' })).toBeNull();
    expect(pushRoute({ second_path_status: 'weird', fifth_path_status: 'active' })).toBe('/recording/fatihah');
    expect(pushRoute({ fourth_path_status: 'success', second_path_status: 'accepted' })).toBe('/congratulations/nabaa');
  });

  it('the third track wins when both are present; an unknown status is ignored', () => {
    expect(pushRoute({ third_path_status: 'pending', fourth_path_status: 'approved' })).toBe('/success-send');
    expect(pushRoute({ third_path_status: 'weird', fourth_path_status: 'failed' })).toBe('/pre-saving/nabaa');
    expect(pushRoute({ third_path_status: 'weird' })).toBeNull();
    expect(pushRoute(null)).toBeNull();
    expect(pushRoute(undefined)).toBeNull();
  });
});

describe('push routing machine', () => {
  function start() {
    const effects = { showToast: vi.fn(), refetchNotifications: vi.fn(), navigate: vi.fn() };
    const actor = createActor(
      pushRoutingMachine.provide({
        actions: {
          showToast: (_, params) => effects.showToast(params),
          refetchNotifications: () => effects.refetchNotifications(),
          navigate: (_, { to }) => effects.navigate({ path: pathTo(to) }),
        },
      }),
    ).start();
    return { actor, effects };
  }

  it('a status message: toast with the body, notifications refetched, routed', () => {
    const { actor, effects } = start();
    actor.send({
      type: 'push.receive',
      message: { notification: { body: 'Your recitation was approved' }, data: { fourth_path_status: 'approved' } },
    });
    expect(effects.showToast).toHaveBeenCalledWith({ body: 'Your recitation was approved' });
    expect(effects.refetchNotifications).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith({ path: '/congratulations/nabaa' });
    expect(actor.getSnapshot().value).toBe('listening');
  });

  it('any other message: toast and refetch, no navigation', () => {
    const { actor, effects } = start();
    actor.send({ type: 'push.receive', message: { notification: { body: 'Hello' } } });
    actor.send({ type: 'push.receive', message: {} });
    expect(effects.showToast.mock.calls).toEqual([[{ body: 'Hello' }], [{ body: '' }]]);
    expect(effects.refetchNotifications).toHaveBeenCalledTimes(2);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('a routed message without a body still toasts (empty) and routes', () => {
    const { actor, effects } = start();
    actor.send({ type: 'push.receive', message: { data: { third_path_status: 'failed' } } });
    expect(effects.showToast).toHaveBeenCalledWith({ body: '' });
    expect(effects.navigate).toHaveBeenCalledWith({ path: '/pre-saving' });
  });

  it('a second-track decision as the server sends it (body and data) opens the recording page', () => {
    const { effects, actor } = start();
    actor.send({
      type: 'push.receive',
      message: { notification: { title: 'Second track', body: 'Your second-track recitations were accepted' }, data: { second_path_status: 'accepted' } },
    });
    expect(effects.showToast).toHaveBeenCalledWith({ body: 'Your second-track recitations were accepted' });
    expect(effects.refetchNotifications).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith({ path: '/recording' });
  });

  it('model-based: every state reached and every transition taken', () => {
    const events = [
      { type: 'push.receive', message: { data: { third_path_status: 'pending' } } },
      { type: 'push.receive', message: {} },
    ] as const;
    expect(replayMismatches(pushRoutingMachine, { events: [...events] } as never)).toEqual([]);
    expect(graphCoverage(pushRoutingMachine, { events: [...events] })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});
