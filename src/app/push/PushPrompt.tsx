import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { Button } from '../../design-system/components/Button/Button';
import { pushPromptMachine, type PushPermission } from '../../machines';
import { useAppTranslation } from '../i18n/useAppTranslation';
import { usePushEffects } from './usePushEffects';
import { pushAvailable, startAppPush } from './appPush';

export type PushPromptActor = ActorRefFrom<typeof pushPromptMachine>;

/** What this browser allows before anything is asked. */
function currentPermission(): PushPermission {
  return pushAvailable() ? Notification.permission : 'unavailable';
}

/** The prompt in its machine's state: the enable button (pending while asking), or what came of it. */
export function PushPromptView({ actor }: { actor: PushPromptActor }) {
  const { t } = useAppTranslation();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  if (state === 'hidden') return null;
  if (state === 'enabled') return <p role="status">{t('account:push.enabled')}</p>;
  if (state === 'denied') return <p role="status">{t('account:push.denied')}</p>;
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        isPending={state === 'enabling'}
        pendingLabel={t('account:push.enabling')}
        onPress={() => actor.send({ type: 'push.enable' })}
      >
        {t('account:push.enable')}
      </Button>
      {state === 'failed' ? <p role="alert">{t('account:push.failed')}</p> : null}
    </div>
  );
}

/** Browser notifications are asked for only here, by a button press (never on first load). */
export function PushPrompt() {
  const pushEffects = usePushEffects();
  const machine = useMemo(
    () =>
      pushPromptMachine.provide({
        actors: {
          enablePush: fromPromise(async () => {
            const result = await startAppPush(true, pushEffects);
            return result === 'started' || result === 'denied' ? result : 'failed';
          }),
        },
      }),
    [pushEffects],
  );
  const actor = useActorRef(machine, { input: { permission: currentPermission() } });
  return <PushPromptView actor={actor} />;
}
