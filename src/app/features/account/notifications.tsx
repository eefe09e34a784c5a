import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { notify } from '../../../design-system/components/Toast/notify';
import { notificationsMachine, type MarkReadTarget, type NotificationEntry } from '../../../machines';
import { parseMeccaDateTime } from '../../../domain/meccaTime';
import type { components } from '../../../contract/schema';
import { ensureOk, listOfData } from '../../../api/envelope';
import { activeI18n } from '../../i18n/i18n';
import { api } from '../../services/apiClient';

type WireNotification = components['schemas']['Notification'];

/** A notification with its Mecca-time `created_at` parsed on arrival (null when unreadable). */
export type AppNotification = WireNotification & { createdAt: number | null };

export function toNotification(wire: WireNotification): AppNotification {
  return { ...wire, createdAt: parseMeccaDateTime(wire.created_at) };
}

/** Newest first: by time (an unreadable one last), then by id. */
export function newestFirst(items: readonly AppNotification[]): AppNotification[] {
  return [...items].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity)));
}

export const unreadCount = (items: readonly AppNotification[]): number => items.filter((item) => item.is_read === 0).length;

type NotificationListBody = Parameters<typeof listOfData<WireNotification>>[0];
const readList = (data: unknown) => newestFirst(listOfData(data as NotificationListBody).map(toNotification));

/** GET /user/profile/notifications. */
async function fetchNotifications(): Promise<AppNotification[]> {
  const { data, response } = await api.GET('/user/profile/notifications');
  ensureOk(response);
  return readList(data);
}

/** POST …/{id}/read or …/read-all: the answer is the new list. */
async function markRead({ target }: { target: MarkReadTarget }): Promise<AppNotification[]> {
  const { data, response } =
    target === 'all'
      ? await api.POST('/user/profile/notifications/read-all')
      : await api.POST('/user/profile/notifications/{notificationId}/read', { params: { path: { notificationId: target } } });
  ensureOk(response);
  return readList(data);
}

/** The site's one notification list (the bell, the page and push messages read it). */
export const NotificationsActor = createActorContext(notificationsMachine);

const liveNotificationsMachine = notificationsMachine.provide({
  actors: {
    fetchNotifications: fromPromise<readonly NotificationEntry[]>(() => fetchNotifications()),
    markRead: fromPromise<readonly NotificationEntry[], { target: MarkReadTarget }>(({ input }) => markRead(input)),
  },
  actions: { notifyMarkReadFailed: () => void notify.error(activeI18n().t('errors:generic')) },
});

/** The layout provides the list once (stories give `NotificationsActor.Provider` a machine in the state they show). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return <NotificationsActor.Provider logic={liveNotificationsMachine}>{children}</NotificationsActor.Provider>;
}

export type NotificationsView = {
  status: 'idle' | 'loading' | 'loaded' | 'markingRead' | 'failed';
  items: readonly AppNotification[];
  marking: MarkReadTarget | null;
};

function notificationsView(snapshot: SnapshotFrom<typeof notificationsMachine>): NotificationsView {
  // The provided actors fill the list with AppNotification items.
  return { status: snapshot.value, items: snapshot.context.items as readonly AppNotification[], marking: snapshot.context.marking };
}
const sameView = (a: NotificationsView, b: NotificationsView) => a.status === b.status && a.items === b.items && a.marking === b.marking;

export function useNotifications(): NotificationsView {
  return NotificationsActor.useSelector(notificationsView, sameView);
}
