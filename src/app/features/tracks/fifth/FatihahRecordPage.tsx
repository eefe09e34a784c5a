import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { EmptyState } from '../../../../design-system/components/EmptyState/EmptyState';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import { fifthTrackAllowance } from '../../../api/recording';
import { useResource } from '../../../../api/useResource';
import { pathOf } from '../../../routes/routes';
import { FATIHAH_LIMITS } from '../recording/limits';
import { RecorderPanel } from '../recording/RecorderPanel';
import { fetchFifthAttempts } from '../recording/recordingApi';
import { useContestantScope } from '../recording/useContestantScope';
import { useProfileRefreshOnLeave } from '../recording/useProfileRefreshOnLeave';
import { Verses } from '../recording/Verses';
import * as styles from '../recording/recording.css';
import { AttemptAllowance, AttemptHistory } from './AttemptHistory';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

const FIFTH_TARGET = { track: 'fifth' } as const;

/**
 * `/recording/fatihah/record`: record Al-Fatiha and send it as an attempt. The server counts an attempt when it is sent;
 * recording again before sending costs nothing. With all the allowed attempts sent (or one accepted), no recorder is offered.
 */
export default function FatihahRecordPage() {
  const { t } = useTranslation(['recording', 'errors']);
  const [resource, retry] = useResource(fetchFifthAttempts);
  const labels = useResourceLabels({ failed: t('load.failed'), retry: t('load.retry') });
  const contestant = useContestantScope();
  const markChanged = useProfileRefreshOnLeave();
  const [sent, setSent] = useState(0);
  const onUploaded = useCallback(() => {
    markChanged();
    setSent((n) => n + 1);
    retry();
  }, [markChanged, retry]);
  return (
    <Stack as="section" space="lg" className={styles.page} aria-labelledby="fatihah-record-title">
      <h1 id="fatihah-record-title" className={styles.title}>
        {t('fifth.recordTitle')}
      </h1>
      {sent > 0 ? (
        <p role="status" className={[styles.badge, styles.badgeDone].join(' ')}>
          {t('fifth.sent')}
        </p>
      ) : null}
      <ResourceView resource={resource} onRetry={retry} labels={labels}>
        {(answer) =>
          answer.kind === 'notStarted' ? (
            <EmptyState title={t('errors:noActiveCompetition')} />
          ) : (
            <>
              <AttemptAllowance attempts={answer.attempts} allowed={answer.allowed} />
              {fifthTrackAllowance(answer.attempts, answer.allowed).canStart ? (
                // A new recorder after each sent attempt: the next take starts from the explanation, with a new key.
                // One just sent, or one from before, awaiting review: the next one replaces it, said before the microphone.
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
              ) : null}
              <AttemptHistory attempts={answer.attempts} />
              <Inline space="sm" alignY="stretch">
                <LinkButton href={pathOf('fatihah')} variant="secondary">
                  {t('fifth.back')}
                </LinkButton>
              </Inline>
            </>
          )
        }
      </ResourceView>
    </Stack>
  );
}
