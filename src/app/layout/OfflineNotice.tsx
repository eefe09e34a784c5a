import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './shell.css';
import type { ActorRefFrom } from 'xstate';
import { offlineMachine } from '../../machines';
import { LazyOfflineDialog, preload } from '../../design-system/lazy';

type OfflineActor = ActorRefFrom<typeof offlineMachine>;

/**
 * The dialog drawn from the offline machine: open in `offline.dialogOpen` only. Until the dialog's
 * code has arrived (`dialogReady`), a plain alert says the same, so going offline early still tells.
 */
export function OfflineDialogView({ actor, dialogReady = true }: { actor: OfflineActor; dialogReady?: boolean }) {
  const { t } = useTranslation(['common', 'errors']);
  const open = useSelector(actor, (snapshot) => snapshot.matches({ offline: 'dialogOpen' }));
  if (!dialogReady) {
    return open ? (
      <p role="alert" className={styles.fallback}>
        {t('errors:offline')}
      </p>
    ) : null;
  }
  return (
    <LazyOfflineDialog
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'dialog.close' });
      }}
      title={t('offline.title')}
      message={t('errors:offline')}
      dismissLabel={t('offline.dismiss')}
      closeLabel={t('close')}
    />
  );
}

/** Runs `task` when the browser is idle (at most 2 s later), or soon where idle callbacks are missing. */
function requestIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1000);
}

/** Feeds the browser's online/offline events to the machine; reopens on each offline event. */
export function OfflineNotice() {
  const actor = useActorRef(offlineMachine);
  const [dialogReady, setDialogReady] = useState(false);
  // The dialog's code must already be here when the network is gone: fetch it once the page is idle.
  useEffect(() => {
    let live = true;
    const load = () =>
      preload.offlineDialog().then(
        () => live && setDialogReady(true),
        () => {},
      );
    const id = setTimeout(() => requestIdle(load), 0);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, []);
  useEffect(() => {
    const offline = () => actor.send({ type: 'network.offline' });
    const online = () => actor.send({ type: 'network.online' });
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [actor]);
  return <OfflineDialogView actor={actor} dialogReady={dialogReady} />;
}
