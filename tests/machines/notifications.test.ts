import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationsMachine, type MarkReadTarget, type NotificationEntry } from '../../src/machines/account/notifications.machine.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

const unread: NotificationEntry = { id: 2, is_read: 0 };
const read: NotificationEntry = { id: 1, is_read: 1 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const fetches: Deferred<readonly NotificationEntry[]>[] = [];
  const marks: Array<Deferred<readonly NotificationEntry[]> & { target: MarkReadTarget }> = [];
  const notifyMarkReadFailed = vi.fn();
  const machine = notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise(() => new Promise<readonly NotificationEntry[]>((resolve, reject) => fetches.push({ resolve, reject }))),
      markRead: fromPromise(({ input }: { input: { target: MarkReadTarget } }) =>
        new Promise<readonly NotificationEntry[]>((resolve, reject) => marks.push({ resolve, reject, target: input.target })),
      ),
    },
    actions: { notifyMarkReadFailed },
  });
  const actor = createActor(machine).start();
  return { actor, fetches, marks, notifyMarkReadFailed };
}

describe('notifications machine', () => {
  it('asks for nothing until the app says whose list to load', () => {
    const { actor, fetches } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetches).toHaveLength(0);
  });

  it('loads the list, and a refetch keeps it shown until the fresh one arrives', async () => {
    const { actor, fetches } = start();
    actor.send({ type: 'notifications.load' });
    fetches[0]!.resolve([unread, read]);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'notifications.load' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.items).toEqual([unread, read]);
    fetches[1]!.resolve([{ id: 3, is_read: 0 }, unread, read]);
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(3);
  });

  it('a failed fetch keeps the last list, and a retry asks again', async () => {
    const { actor, fetches } = start();
    actor.send({ type: 'notifications.load' });
    fetches[0]!.resolve([unread]);
    await settle();
    actor.send({ type: 'notifications.load' });
    fetches[1]!.reject(new Error('HTTP 503'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.items).toEqual([unread]);
    actor.send({ type: 'notifications.load' });
    expect(fetches).toHaveLength(3);
  });

  it('marks one read: the button is pending, then the answer is the new list', async () => {
    const { actor, fetches, marks } = start();
    actor.send({ type: 'notifications.load' });
    fetches[0]!.resolve([unread, read]);
    await settle();
    actor.send({ type: 'notifications.markRead', target: 2 });
    expect(actor.getSnapshot().value).toBe('markingRead');
    expect(actor.getSnapshot().context.marking).toBe(2);
    expect(marks[0]!.target).toBe(2);
    marks[0]!.resolve([{ ...unread, is_read: 1 }, read]);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toEqual({ items: [{ ...unread, is_read: 1 }, read], marking: null });
  });

  it('a failed mark-read keeps the list and says so', async () => {
    const { actor, fetches, marks, notifyMarkReadFailed } = start();
    actor.send({ type: 'notifications.load' });
    fetches[0]!.resolve([unread]);
    await settle();
    actor.send({ type: 'notifications.markRead', target: 'all' });
    marks[0]!.reject(new Error('HTTP 500'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toEqual({ items: [unread], marking: null });
    expect(notifyMarkReadFailed).toHaveBeenCalledOnce();
  });

  it('signing out clears the list from any state', async () => {
    const { actor, fetches } = start();
    actor.send({ type: 'notifications.load' });
    fetches[0]!.resolve([unread]);
    await settle();
    actor.send({ type: 'notifications.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});

describe('notifications machine, model-based', () => {
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
  const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) }) as never;
  const events = [
    { type: 'notifications.load' } as const,
    { type: 'notifications.markRead', target: 2 } as const,
    { type: 'notifications.clear' } as const,
    done('fetchNotifications', [unread]),
    error('fetchNotifications'),
    done('markRead', [read]),
    error('markRead'),
  ];

  it('reaches every state and takes every transition', () => {
    const machine = notificationsMachine.provide({ actors: { fetchNotifications: neverSettles(), markRead: neverSettles() } });
    expect(replayMismatches(machine, { events })).toEqual([]);
    expect(graphCoverage(notificationsMachine, { events })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});
