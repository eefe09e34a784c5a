import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { EmptyState } from '../../../../design-system/components/EmptyState/EmptyState';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import { fifthTrackAllowance, type FifthTrackAnswer } from '../../../api/recording';
import { useResource } from '../../../../api/useResource';
import { pathOf } from '../../../routes/routes';
import { fetchFifthAttempts } from '../recording/recordingApi';
import * as styles from '../recording/recording.css';
import { AttemptAllowance, AttemptHistory } from './AttemptHistory';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

/** The page around its data, which `load` reads (the API's by default; a story's own). */
export function FatihahLoader({ load }: { load: () => Promise<FifthTrackAnswer> }) {
  const { t } = useTranslation(['recording', 'errors']);
  const [resource, retry] = useResource(load);
  const labels = useResourceLabels({ failed: t('load.failed'), retry: t('load.retry') });
  return (
    <Stack as="section" space="lg" className={styles.page} aria-labelledby="fifth-title">
      <h1 id="fifth-title" className={styles.title}>
        {t('fifth.title')}
      </h1>
      <p className={styles.intro}>{t('fifth.intro')}</p>
      <ResourceView resource={resource} onRetry={retry} labels={labels}>
        {(answer) =>
          answer.kind === 'notStarted' ? (
            <EmptyState title={t('errors:noActiveCompetition')} />
          ) : (
            <>
              <AttemptAllowance attempts={answer.attempts} allowed={answer.allowed} />
              {fifthTrackAllowance(answer.attempts, answer.allowed).canStart ? (
                <Inline space="sm" alignY="stretch">
                  <LinkButton href={pathOf('fatihahRecord')}>{t('fifth.record')}</LinkButton>
                </Inline>
              ) : null}
              <AttemptHistory attempts={answer.attempts} />
            </>
          )
        }
      </ResourceView>
    </Stack>
  );
}

/** `/recording/fatihah`: the fifth track — what it asks, attempts used and left, the history, and the way to record. */
export default function FatihahPage() {
  return <FatihahLoader load={fetchFifthAttempts} />;
}
