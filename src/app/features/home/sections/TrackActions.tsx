import { useTranslation } from 'react-i18next';
import { Button, LinkButton, ResourceView } from '../../../../design-system';
import type { TrackCardButtons } from '../../../../machines';
import * as styles from '../home.css';
import { pathTo } from '../../../routes/routes';

export interface TrackActionsProps {
  /** `loading`: the contestant's result is being read; `failed`: it could not be (start challenge, with a retry). */
  status: 'loading' | 'ready' | 'failed';
  buttons: TrackCardButtons;
  onRetry: () => void;
}

/** The buttons the machines decided: start/show/join challenge, winners, candidates. */
export function TrackActions({ status, buttons, onRetry }: TrackActionsProps) {
  const { t } = useTranslation('home');
  const { challenge, winners, candidates } = buttons;
  if (!challenge && !winners && !candidates) return null;
  return (
    <div className={styles.trackActions}>
      {challenge ? (
        status === 'loading' ? (
          <ResourceView status="loading" labels={{ loading: t('tracks.checking') }} spinnerSize="sm" />
        ) : (
          <LinkButton href={pathTo(challenge.to)} variant="primary" size="sm">
            {t(`tracks.${challenge.label}`)}
          </LinkButton>
        )
      ) : null}
      {challenge && status === 'failed' ? (
        <Button variant="ghost" size="sm" onPress={onRetry} aria-describedby={undefined}>
          {t('tracks.retry')}
        </Button>
      ) : null}
      {candidates ? (
        <LinkButton href={pathTo(candidates.to)} variant="secondary" size="sm">
          {t('tracks.candidates')}
        </LinkButton>
      ) : null}
      {winners ? (
        <LinkButton href={pathTo(winners.to)} variant="accent" size="sm">
          {t('tracks.winners')}
        </LinkButton>
      ) : null}
    </div>
  );
}
