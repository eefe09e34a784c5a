import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { useResource } from '../../../../api/useResource';
import { pathOf } from '../../../routes/routes';
import { FATIHAH_LIMITS } from '../recording/limits';
import { RecorderPanel } from '../recording/RecorderPanel';
import { fetchFifthAttempts } from '../recording/recordingApi';
import { useContestantScope } from '../recording/useContestantScope';
import { useProfileRefreshOnLeave } from '../recording/useProfileRefreshOnLeave';
import { Verses } from '../recording/Verses';
import { FifthTrackFrame } from './FifthTrackFrame';
import * as styles from '../recording/recording.css';
import { Inline } from '../../../../design-system/components/Layout/Inline';

const FIFTH_TARGET = { track: 'fifth' } as const;

/**
 * `/recording/fatihah/record`: record Al-Fatiha and send it as an attempt. The server counts an attempt when it is sent;
 * recording again before sending costs nothing. With all the allowed attempts sent (or one accepted), no recorder is offered.
 */
export default function FatihahRecordPage() {
  const { t } = useTranslation('recording');
  const [resource, retry] = useResource(fetchFifthAttempts);
  const contestant = useContestantScope();
  const markChanged = useProfileRefreshOnLeave();
  const [sent, setSent] = useState(0);
  const onUploaded = useCallback(() => {
    markChanged();
    setSent((n) => n + 1);
    retry();
  }, [markChanged, retry]);
  return (
    <FifthTrackFrame
      titleId="fatihah-record-title"
      title={t('fifth.recordTitle')}
      before={
        sent > 0 ? (
          <p role="status" className={[styles.badge, styles.badgeDone].join(' ')}>
            {t('fifth.sent')}
          </p>
        ) : null
      }
      resource={resource}
      onRetry={retry}
      // A new recorder after each sent attempt: the next take starts from the explanation, with a new key.
      // One just sent, or one from before, awaiting review: the next one replaces it, said before the microphone.
      offer={(answer) => (
        <RecorderPanel
          key={sent}
          scope={`fifth:${contestant}`}
          target={FIFTH_TARGET}
          limits={FATIHAH_LIMITS}
          againNote={t('fifth.againNote')}
          onUploaded={onUploaded}
          replacesPending={sent > 0 || answer.attempts.some((attempt) => attempt.status === 'pending')}
        >
          <Verses surah={1} from={1} to={7} />
        </RecorderPanel>
      )}
      after={
        <Inline space="sm" alignY="stretch">
          <LinkButton href={pathOf('fatihah')} variant="secondary">
            {t('fifth.back')}
          </LinkButton>
        </Inline>
      }
    />
  );
}
