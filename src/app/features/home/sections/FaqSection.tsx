import { useTranslation } from 'react-i18next';
import { DisclosureGroup, ResourceView } from '../../../../design-system';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import type { FaqItem } from '../homeApi';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';

/** Section 10 (anchor `case-studies`, the header's FAQ link): an accordion with the first item open. */
export function FaqSection({ faq, onRetry }: { faq: Resource<FaqItem[]>; onRetry: () => void }) {
  const { t } = useTranslation('home');
  const labels = useResourceLabels();
  // question and answer are translation keys; a key the dictionary lacks is shown as received.
  const translate = (key: string) => t(key as 'faq.title', { defaultValue: key });
  return (
    <section className={styles.section} aria-labelledby="home-faq" id="case-studies">
      <div className={styles.inner}>
        <h2 id="home-faq" className={styles.heading}>
          {t('faq.title')}
        </h2>
        <ResourceView resource={faq} onRetry={onRetry} labels={labels} reserve={styles.reservedBlockSize} empty={{ title: t('faq.empty') }}>
          {(items) => (
            <DisclosureGroup
              headingLevel={3}
              items={items.map((item) => ({ id: String(item.id), title: translate(item.question), content: <p>{translate(item.answer)}</p> }))}
            />
          )}
        </ResourceView>
      </div>
    </section>
  );
}
