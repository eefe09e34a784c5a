import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../../design-system/components/ExternalLink/ExternalLink';
import * as styles from './booking.css';

/** An accepted test's meeting: the link to join it, or that the link comes shortly before the test. */
export function MeetingLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation(['booking', 'common']);
  if (!url) return <>{t('outcome.meetingSoon')}</>;
  return (
    <ExternalLink newTabLabel={t('common:opensInNewTab')} className={styles.link} href={url}>
      {t('outcome.joinMeeting')}
    </ExternalLink>
  );
}
