import { useSyncExternalStore } from 'react';
import type { components } from '../../../contract/schema';
import { listOfData } from '../../api/envelope';
import { api } from '../../services/apiClient';

export type AppNotification = components['schemas']['Notification'];

export type NotificationsState =
  | { status: 'idle'; items: readonly AppNotification[] }
  | { status: 'loading'; items: readonly AppNotification[] }
  | { status: 'loaded'; items: readonly AppNotification[] }
  | { status: 'failed'; items: readonly AppNotification[] };

/** Newest first: by Mecca date-time (`YYYY-MM-DD HH:MM` sorts as text), then by id. */
export function newestFirst(items: readonly AppNotification[]): AppNotification[] {
  return [...items].sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
}

export const unreadCount = (items: readonly AppNotification[]): number => items.filter((item) => item.is_read === 0).length;

type Listener = () => void;
const initial: NotificationsState = { status: 'idle', items: [] };
let state: NotificationsState = initial;
const listeners = new Set<Listener>();

function set(next: NotificationsState): void {
  state = next;
  for (const listener of listeners) listener();
}

type NotificationListBody = Parameters<typeof listOfData<AppNotification>>[0];

/**
 * The signed-in contestant's notification list, shared by the header's bell, the notifications page and
 * push messages (each refetches it). One list, so the bell's dot always follows what the page shows.
 */
export const notificationsStore = {
  get: (): NotificationsState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** GET /user/profile/notifications; a failure keeps the last list (spec §8: logged only). */
  async load(): Promise<void> {
    set({ status: 'loading', items: state.items });
    try {
      const { data, response } = await api.GET('/user/profile/notifications');
      if (!response.ok) throw new Error(`notifications: HTTP ${response.status}`);
      set({ status: 'loaded', items: newestFirst(listOfData(data as NotificationListBody)) });
    } catch (error) {
      console.error(error);
      set({ status: 'failed', items: state.items });
    }
  },
  /** POST .../{id}/read (or read-all): the answer is the new list. */
  async markRead(id: number | 'all'): Promise<void> {
    const { data, response } =
      id === 'all'
        ? await api.POST('/user/profile/notifications/read-all')
        : await api.POST('/user/profile/notifications/{notificationId}/read', { params: { path: { notificationId: id } } });
    if (!response.ok) throw new Error(`mark read: HTTP ${response.status}`);
    set({ status: 'loaded', items: newestFirst(listOfData(data as NotificationListBody)) });
  },
  /** Signed out: nothing to show. Stories and tests also seed a list here. */
  reset(next: NotificationsState = initial): void {
    set(next);
  },
};

export function useNotifications(): NotificationsState {
  return useSyncExternalStore(notificationsStore.subscribe, notificationsStore.get, notificationsStore.get);
}
