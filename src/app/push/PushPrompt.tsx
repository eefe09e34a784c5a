import { useState } from 'react';
import { Button } from '../../design-system/components/Button/Button';
import { useAppTranslation } from '../i18n/useAppTranslation';
import { usePushEffects } from './usePushEffects';
import { pushAvailable, startAppPush } from './appPush';

type PromptState = 'offer' | 'enabling' | 'enabled' | 'denied' | 'failed';

function initialState(): PromptState | null {
  if (!pushAvailable()) return null;
  if (Notification.permission === 'granted') return null;
  return Notification.permission === 'denied' ? 'denied' : 'offer';
}

/** Browser notifications are asked for only here, by a button press (never on first load). */
export function PushPrompt() {
  const { t } = useAppTranslation();
  const [state, setState] = useState<PromptState | null>(initialState);
  const pushEffects = usePushEffects();
  if (state === null) return null;
  if (state === 'enabled') return <p role="status">{t('account:push.enabled')}</p>;
  if (state === 'denied') return <p role="status">{t('account:push.denied')}</p>;
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        isPending={state === 'enabling'}
        pendingLabel={t('account:push.enabling')}
        onPress={() => {
          setState('enabling');
          startAppPush(true, pushEffects).then(
            (result) => setState(result === 'started' ? 'enabled' : result === 'denied' ? 'denied' : 'failed'),
            () => setState('failed'),
          );
        }}
      >
        {t('account:push.enable')}
      </Button>
      {state === 'failed' ? <p role="alert">{t('account:push.failed')}</p> : null}
    </div>
  );
}
