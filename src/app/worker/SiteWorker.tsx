import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { Banner } from '../../design-system/components/Banner/Banner';
import { Button } from '../../design-system/components/Button/Button';
import { formatDateTime } from '../../domain/format';
import { appUpdateMachine, offlineCopyMachine } from '../../machines';
import { useLanguage } from '../i18n/useAppTranslation';
import * as styles from './worker.css';
import { siteWorkerAvailable, startSiteWorker, type SiteWorker as Worker } from './registerWorker';

type OfflineCopyActor = ActorRefFrom<typeof offlineCopyMachine>;
type AppUpdateActor = ActorRefFrom<typeof appUpdateMachine>;

/** The note above the page while it shows what the service worker kept: from when, and, back online, a reload. */
export function OfflineCopyNote({ actor, onReload }: { actor: OfflineCopyActor; onReload: () => void }) {
  const { t } = useTranslation('worker');
  const language = useLanguage();
  const state = useSelector(actor, (snapshot) => (snapshot.matches('stale') ? 'stale' : snapshot.matches('reconnected') ? 'reconnected' : 'live'));
  const storedAt = useSelector(actor, (snapshot) => snapshot.context.storedAt);
  if (state === 'live' || storedAt === null) return null;
  if (state === 'stale') {
    return (
      <div className={styles.note}>
        <Banner tone="offline" message={t('offline.copyNote', { time: formatDateTime(language, storedAt) })} />
      </div>
    );
  }
  return (
    <div className={styles.note}>
      <Banner
      tone="info"
      message={t('offline.reconnected', { time: formatDateTime(language, storedAt) })}
      actions={
        <Button size="sm" onPress={onReload}>
          {t('offline.reload')}
        </Button>
        }
      />
    </div>
  );
}

/** "A new version of the site is ready": reload into it, or later. */
export function UpdatePrompt({ actor }: { actor: AppUpdateActor }) {
  const { t } = useTranslation('worker');
  const shown = useSelector(actor, (snapshot) => snapshot.matches('available') || snapshot.matches('applying'));
  const applying = useSelector(actor, (snapshot) => snapshot.matches('applying'));
  if (!shown) return null;
  return (
    <Banner
      placement="floating"
      message={t('update.available')}
      actions={
        <>
          <Button size="sm" isPending={applying} pendingLabel={t('update.reloading')} onPress={() => actor.send({ type: 'update.apply' })}>
            {t('update.reload')}
          </Button>
          <Button size="sm" variant="ghost" isDisabled={applying} onPress={() => actor.send({ type: 'update.dismiss' })}>
            {t('update.later')}
          </Button>
        </>
      }
    />
  );
}

/**
 * The site's service worker, seen from the page (fetched after the page's own code, and drawing nothing until there is
 * something to say): registered once the page has loaded; the offline note and the update prompt.
 */
export function SiteWorker() {
  const { i18n } = useTranslation();
  // What the effect and the hand-over share: the started worker.
  const [shared] = useState(() => ({ worker: null as Worker | null }));
  const [updateMachine] = useState(() =>
    appUpdateMachine.provide({
      actors: { applyUpdate: fromPromise(() => shared.worker?.applyUpdate() ?? Promise.reject(new Error('no service worker'))) },
    }),
  );
  const update = useActorRef(updateMachine);
  const copy = useActorRef(offlineCopyMachine);

  useEffect(() => {
    const online = () => copy.send({ type: 'network.online' });
    const offline = () => copy.send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [copy]);

  useEffect(() => {
    if (!siteWorkerAvailable()) return;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      startSiteWorker({
        onUpdateWaiting: () => update.send({ type: 'update.found' }),
        onCopyServed: (storedAt) => copy.send({ type: 'copy.served', storedAt }),
        language: () => i18n.language,
      }).then(
        (started) => {
          if (cancelled) started.stop();
          else shared.worker = started;
        },
        (error: unknown) => console.warn('The service worker was not started:', error),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      shared.worker?.stop();
      shared.worker = null;
    };
  }, [copy, update, shared, i18n]);

  return (
    <>
      <OfflineCopyNote actor={copy} onReload={() => window.location.reload()} />
      <UpdatePrompt actor={update} />
    </>
  );
}
