import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAppTranslation } from './useAppTranslation';
import type { ActorRefFrom } from 'xstate';
import { offlineMachine } from '../../machines';
import { LazyOfflineDialog } from '../../design-system/lazy';

type OfflineActor = ActorRefFrom<typeof offlineMachine>;

/** The dialog drawn from the offline machine: open in `offline.dialogOpen` only. */
export function OfflineDialogView({ actor }: { actor: OfflineActor }) {
  const { t } = useAppTranslation();
  const open = useSelector(actor, (snapshot) => snapshot.matches({ offline: 'dialogOpen' }));
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

/** Feeds the browser's online/offline events to the machine; reopens on each offline event. */
export function OfflineNotice() {
  const actor = useActorRef(offlineMachine);
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
  return <OfflineDialogView actor={actor} />;
}
