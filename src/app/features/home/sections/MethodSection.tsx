import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import * as styles from '../home.css';

// How the competition works; the steps to take part are the instructions' (settings, section 2).
const METHOD_STEPS = ['tracks', 'judging', 'draw', 'prizes'] as const;

/** Section 3, shown only when a competition exists: how the competition works (tracks, judging, draw, prizes). */
export function MethodSection() {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-method">
      <div className={styles.inner}>
        <h2 id="home-method" className={styles.heading}>
          {t('method.title')}
        </h2>
        <p className={styles.lead}>{t('method.intro')}</p>
        <ol className={styles.methodList}>
          {METHOD_STEPS.map((step, index) => (
            <li key={step} className={styles.methodItem}>
              <span className={styles.methodNumber} aria-hidden="true">
                {formatNumber(language, index + 1)}
              </span>
              {t(`method.${step}`)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
