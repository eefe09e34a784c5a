import { useEffect } from 'react';
import { Button } from '../../../design-system/components/Button/Button';
import { ResourceView } from '../../../design-system/components/ResourceView/ResourceView';
import { meccaTimeLabel } from '../../../domain/meccaTime';
import { isLanguage } from '../../../domain/language';
import { formatDateTime } from '../../../domain/format';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import { PushPrompt } from '../../push/PushPrompt';
import { NotificationsActor, unreadCount, useNotifications, type AppNotification } from './notifications';
import * as styles from './account.css';

function NotificationItem({ item, onMarkRead, marking }: { item: AppNotification; onMarkRead: () => void; marking: boolean }) {
  const { t, i18n } = useAppTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const at = item.createdAt;
  const unread = item.is_read === 0;
  return (
    <li className={[styles.item, unread ? styles.unread : ''].filter(Boolean).join(' ')}>
      <h2 className={[styles.itemTitle, unread ? '' : styles.itemTitleRead].filter(Boolean).join(' ')}>
        {unread ? <span className={styles.badge}>{t('account:notifications.unread')}</span> : null}
        {item.title}
      </h2>
      <p className={styles.body}>{item.body}</p>
      <div className={styles.meta}>
        {at !== null ? (
          <time dateTime={meccaTimeLabel(at).dateTime}>
            {formatDateTime(language, new Date(at))} ({t('meccaTime')})
          </time>
        ) : (
          <span />
        )}
        {unread ? (
          <Button variant="ghost" size="sm" onPress={onMarkRead} isPending={marking} pendingLabel={t('forms:sending')}>
            {t('account:notifications.markRead')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The shared list in its states: loading, failed (with retry), empty, loaded (newest first, unread marked), marking read. */
export function NotificationsView() {
  const { t } = useAppTranslation();
  const state = useNotifications();
  const actor = NotificationsActor.useActorRef();
  const { marking } = state;
  const markRead = (target: number | 'all') => actor.send({ type: 'notifications.markRead', target });
  const unread = unreadCount(state.items);
  const firstLoad = state.items.length === 0;
  const labels = useResourceLabels({ failed: t('account:notifications.loadFailed') });
  // A reload keeps the list shown; the first load shows its loading and failure.
  const status = firstLoad && (state.status === 'loading' || state.status === 'idle') ? 'loading' : firstLoad && state.status === 'failed' ? 'failed' : firstLoad ? 'empty' : 'loaded';
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.headerRow}>
        <h1 id="notifications-title" className={styles.title}>
          {t('account:notifications.title')}
        </h1>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" onPress={() => markRead('all')} isPending={marking === 'all'} pendingLabel={t('forms:sending')}>
            {t('account:notifications.markAllRead')}
          </Button>
        ) : null}
      </div>
      <PushPrompt />
      <ResourceView
        status={status}
        onRetry={() => actor.send({ type: 'notifications.load' })}
        labels={labels}
        empty={{ title: t('account:notifications.empty'), description: t('account:notifications.emptyHint') }}
      >
          <p className={styles.summary} role="status">
            {t('account:notifications.unreadCount', { count: unread })}
          </p>
          <ul className={styles.list}>
            {state.items.map((item) => (
              <NotificationItem key={item.id} item={item} marking={marking === item.id} onMarkRead={() => markRead(item.id)} />
            ))}
          </ul>
      </ResourceView>
    </section>
  );
}

/** /notifications: fetched afresh on each visit; the bell's dot reads the same list. */
export default function NotificationsPage() {
  const actor = NotificationsActor.useActorRef();
  useEffect(() => actor.send({ type: 'notifications.load' }), [actor]);
  return <NotificationsView />;
}
