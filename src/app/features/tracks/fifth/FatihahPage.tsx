import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import type { FifthTrackAnswer } from '../../../api/recording';
import { useResource } from '../../../../api/useResource';
import { pathOf } from '../../../routes/routes';
import { fetchFifthAttempts } from '../recording/recordingApi';
import { FifthTrackFrame } from './FifthTrackFrame';
import * as styles from '../recording/recording.css';
import { Inline } from '../../../../design-system/components/Layout/Inline';

/** The page around its data, which `load` reads (the API's by default; a story's own). */
export function FatihahLoader({ load }: { load: () => Promise<FifthTrackAnswer> }) {
  const { t } = useTranslation('recording');
  const [resource, retry] = useResource(load);
  return (
    <FifthTrackFrame
      titleId="fifth-title"
      title={t('fifth.title')}
      before={<p className={styles.intro}>{t('fifth.intro')}</p>}
      resource={resource}
      onRetry={retry}
      offer={() => (
        <Inline space="sm" alignY="stretch">
          <LinkButton href={pathOf('fatihahRecord')}>{t('fifth.record')}</LinkButton>
        </Inline>
      )}
    />
  );
}

/** `/recording/fatihah`: the fifth track — what it asks, attempts used and left, the history, and the way to record. */
export default function FatihahPage() {
  return <FatihahLoader load={fetchFifthAttempts} />;
}
