import { useTranslation } from 'react-i18next';
import { DisclosureGroup, EmptyState, ErrorState, Spinner } from '../../../../design-system';
import type { FaqItem } from '../homeApi';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';

/** Section 10 (anchor `case-studies`, the header's FAQ link): an accordion with the first item open. */
export function FaqSection({ faq, onRetry }: { faq: Resource<FaqItem[]>; onRetry: () => void }) {
  const { t } = useTranslation('home');
  // question and answer are translation keys; a key the dictionary lacks is shown as received.
  const translate = (key: string) => t(key as 'faq.title', { defaultValue: key });
  return (
    <section className={styles.section} aria-labelledby="home-faq" id="case-studies">
      <div className={styles.inner}>
        <h2 id="home-faq" className={styles.heading}>
          {t('faq.title')}
        </h2>
        {faq.status === 'loading' ? (
          <div className={styles.reserve}>
            <Spinner label={t('sectionLoading')} />
          </div>
        ) : faq.status === 'failed' ? (
          <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
        ) : faq.data.length === 0 ? (
          <EmptyState title={t('faq.empty')} />
        ) : (
          <DisclosureGroup
            headingLevel={3}
            items={faq.data.map((item) => ({ id: String(item.id), title: translate(item.question), content: <p>{translate(item.answer)}</p> }))}
          />
        )}
      </div>
    </section>
  );
}
