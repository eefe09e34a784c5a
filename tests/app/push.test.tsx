import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/app/api/client';
import { readPushConfig } from '../../src/app/push/config';
import { createPushMessageHandler } from '../../src/app/push/messageHandler';
import { resetPush, SERVICE_WORKER_URL, startPush, type FirebaseMessagingApi } from '../../src/app/push/pushSetup';
import { MAX_TOKENS, syncPushToken, withTimeout } from '../../src/app/push/tokenSync';
import { FIFTH_TRACK_PUSH_STATUSES, PRIZE_REQUEST_PUSH_STATUSES, pushRoute, PUSH_STATUSES, SECOND_TRACK_PUSH_STATUSES, type PushMessage } from '../../src/machines';
import { pathTo } from '../../src/app/routes/routes';

function handlerWithSpies() {
  const toast = vi.fn<(body: string) => void>();
  const refetchNotifications = vi.fn<() => void>();
  const navigate = vi.fn<(path: string) => void>();
  // The machine names a route; the spy records the path the site goes to.
  const handle = createPushMessageHandler({ toast, refetchNotifications, navigate: (to) => navigate(pathTo(to)) });
  return { handle, toast, refetchNotifications, navigate };
}

describe('the push message handler (the one the firebase listener calls)', () => {
  const cases: Array<[string, PushMessage['data'], string]> = [
    ['third approved', { third_path_status: 'approved' }, '/congratulations'],
    ['third success', { third_path_status: 'success' }, '/congratulations'],
    ['third failed', { third_path_status: 'failed' }, '/pre-saving'],
    ['third pending', { third_path_status: 'pending' }, '/success-send'],
    ['fourth approved', { fourth_path_status: 'approved' }, '/congratulations/nabaa'],
    ['fourth success', { fourth_path_status: 'success' }, '/congratulations/nabaa'],
    ['fourth failed', { fourth_path_status: 'failed' }, '/pre-saving/nabaa'],
    ['fourth pending', { fourth_path_status: 'pending' }, '/success-send/nabaa'],
  ];

  it.each(cases)('%s: toasts the body, refetches notifications and routes', (_name, data, route) => {
    const { handle, toast, refetchNotifications, navigate } = handlerWithSpies();
    handle({ notification: { title: 'Result', body: 'Your request was reviewed' }, data });
    expect(toast).toHaveBeenCalledWith('Your request was reviewed');
    expect(refetchNotifications).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(route);
  });

  it('a message without a track status toasts and refetches but stays on the page', () => {
    const { handle, toast, refetchNotifications, navigate } = handlerWithSpies();
    handle({ notification: { body: 'A new competition starts tomorrow' }, data: null });
    expect(toast).toHaveBeenCalledWith('A new competition starts tomorrow');
    expect(refetchNotifications).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an unknown status routes nowhere; a message without a body shows no empty toast', () => {
    const { handle, toast, navigate, refetchNotifications } = handlerWithSpies();
    handle({ notification: null, data: { third_path_status: 'archived' } });
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(refetchNotifications).toHaveBeenCalledTimes(1);
  });

  it('handles every message it is given, one after another', () => {
    const { handle, navigate } = handlerWithSpies();
    handle({ notification: { body: 'a' }, data: { third_path_status: 'pending' } });
    handle({ notification: { body: 'b' }, data: { fourth_path_status: 'failed' } });
    expect(navigate.mock.calls).toEqual([['/success-send'], ['/pre-saving/nabaa']]);
  });
});

describe('push token sync (spec §7)', () => {
  function fakeClient(known: string[]) {
    const posted: unknown[] = [];
    const client = {
      GET: vi.fn(async () => ({ data: { status: 200, message: 'ok', data: known }, response: new Response(null, { status: 200 }) })),
      POST: vi.fn(async (_path: string, options: { body: unknown }) => {
        posted.push(options.body);
        return { data: { status: 200, message: 'ok', data: [] }, response: new Response(null, { status: 200 }) };
      }),
    } as unknown as ApiClient;
    return { client, posted };
  }

  it('sends the list plus the new token when the token is not in it', async () => {
    const { client, posted } = fakeClient(['old-token']);
    await expect(syncPushToken(client, 'new-token')).resolves.toBe('synced');
    expect(posted).toEqual([{ tokens: ['old-token', 'new-token'] }]);
  });

  it('sends nothing when the token is already known', async () => {
    const { client, posted } = fakeClient(['old-token', 'new-token']);
    await expect(syncPushToken(client, 'new-token')).resolves.toBe('alreadyKnown');
    expect(posted).toEqual([]);
  });

  it('keeps within the contract’s limit of tokens, dropping the oldest', async () => {
    const known = Array.from({ length: MAX_TOKENS }, (_, i) => `token-${i}`);
    const { client, posted } = fakeClient(known);
    await syncPushToken(client, 'new-token');
    const sent = (posted[0] as { tokens: string[] }).tokens;
    expect(sent).toHaveLength(MAX_TOKENS);
    expect(sent.at(-1)).toBe('new-token');
    expect(sent).not.toContain('token-0');
  });

  it('withTimeout rejects a promise that never settles', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'getToken')).rejects.toThrow('getToken timed out after 20 ms');
    await expect(withTimeout(Promise.resolve('ok'), 20)).resolves.toBe('ok');
  });
});

describe('starting push', () => {
  const config = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

  it('reads the configuration only when every required VITE_FIREBASE_* value is set', () => {
    expect(readPushConfig({})).toBeNull();
    expect(readPushConfig({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' })).toBeNull();
    expect(
      readPushConfig({
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'p',
        VITE_FIREBASE_MESSAGING_SENDER_ID: 's',
        VITE_FIREBASE_APP_ID: 'a',
        VITE_FIREBASE_VAPID_KEY: ' v ',
      }),
    ).toEqual(config);
  });

  it('with no configuration: one log line, no firebase, no call', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const loadFirebase = vi.fn();
    const client = { GET: vi.fn(), POST: vi.fn() } as unknown as ApiClient;
    const deps = { config: null, client, onMessage: vi.fn(), log, loadFirebase };
    await expect(startPush(deps, false)).resolves.toBe('unconfigured');
    await expect(startPush(deps, true)).resolves.toBe('unconfigured');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
    expect(loadFirebase).not.toHaveBeenCalled();
    expect(client.GET).not.toHaveBeenCalled();
  });

  it('never prompts on start-up: without a permission granted earlier it waits for a button press', async () => {
    resetPush();
    const requestPermission = vi.spyOn(Notification, 'requestPermission');
    const loadFirebase = vi.fn<() => Promise<FirebaseMessagingApi>>();
    const client = { GET: vi.fn(), POST: vi.fn() } as unknown as ApiClient;
    const result = await startPush({ config, client, onMessage: vi.fn(), loadFirebase }, false);
    // The test browser has not granted notifications: the answer depends only on not asking.
    expect(['needsPermission', 'denied']).toContain(result);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(loadFirebase).not.toHaveBeenCalled();
    requestPermission.mockRestore();
  });
});

describe('the service worker', () => {
  /** The worker's lookup over the table the build writes into it (scripts/service-worker.ts). */
  async function loadWorker(): Promise<(data: unknown) => string | null> {
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    const [{ pushRouteIn }, { pushRouteTable }] = await Promise.all([import('../../src/sw/pushRoutes'), import('../../src/app/push/pushRouteTable')]);
    const table = pushRouteTable();
    return (data) => pushRouteIn(table, data);
  }

  const routePath = (data: unknown) => {
    const to = pushRoute(data as never);
    return to ? pathTo(to) : null;
  };

  it('routes a clicked notification exactly as the push routing machine does', async () => {
    const workerRoute = await loadWorker();
    const samples: Array<Record<string, string> | null> = [null, {}, { third_path_status: 'archived' }];
    for (const status of PUSH_STATUSES) {
      samples.push({ third_path_status: status }, { fourth_path_status: status }, { third_path_status: status, fourth_path_status: 'failed' });
    }
    for (const status of SECOND_TRACK_PUSH_STATUSES) samples.push({ second_path_status: status }, { second_path_status: status, fifth_path_status: 'active' });
    for (const status of FIFTH_TRACK_PUSH_STATUSES) samples.push({ fifth_path_status: status }, { fifth_path_status: status, prize_request_status: 'paid' });
    for (const status of PRIZE_REQUEST_PUSH_STATUSES) samples.push({ prize_request_status: status }, { prize_request_status: status, fourth_path_status: 'pending' });
    for (const data of samples) expect(workerRoute(data), JSON.stringify(data)).toBe(routePath(data));
  });
});
