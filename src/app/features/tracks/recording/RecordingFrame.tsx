import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../../api/useResource';
import { EmptyState } from '../../../../design-system/components/EmptyState/EmptyState';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import * as styles from './recording.css';

/**
 * A recording page of the second or fifth track: its section named by its title, what it says before its data (an
 * intro, a status), and its answer through the resource view — loading, failed with a retry, "no active competition"
 * when the answer is of `noCompetition`'s kind, else what `children` draws of it.
 */
export function RecordingFrame<A extends { kind: string }, K extends A['kind']>({
  titleId,
  title,
  before,
  resource,
  onRetry,
  noCompetition,
  children,
}: {
  titleId: string;
  title: string;
  before?: ReactNode;
  resource: Resource<A>;
  onRetry: () => void;
  noCompetition: K;
  children: (answer: Exclude<A, { kind: K }>) => ReactNode;
}) {
  const { t } = useTranslation(['recording', 'errors']);
  const labels = useResourceLabels({ failed: t('load.failed'), retry: t('load.retry') });
  return (
    <Stack as="section" space="lg" className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {before}
      <ResourceView resource={resource} onRetry={onRetry} labels={labels}>
        {(answer) => (answer.kind === noCompetition ? <EmptyState title={t('errors:noActiveCompetition')} /> : children(answer as Exclude<A, { kind: K }>))}
      </ResourceView>
    </Stack>
  );
}
