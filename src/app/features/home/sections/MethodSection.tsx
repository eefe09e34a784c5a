import { formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../homeApi';
import * as styles from '../home.css';

const METHOD_STEPS = ['method_step_1', 'method_step_2', 'method_step_3', 'method_step_4'] as const;

/**
 * Section 3, shown only when a competition exists: how the competition works. Its texts are the organiser's (the
 * console's Site section, settings `method_*`); without a title (a new site not yet written) the section is not shown.
 */
export function MethodSection({ settings }: { settings: Settings | null }) {
  const { i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const title = settings?.method_title;
  if (!settings || !title) return null;
  const steps = METHOD_STEPS.map((key) => settings[key]).filter((step): step is string => typeof step === 'string' && step !== '');
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-method">
      <div className={styles.inner}>
        <h2 id="home-method" className={styles.heading}>
          {title}
        </h2>
        {settings.method_intro ? <p className={styles.lead}>{settings.method_intro}</p> : null}
        <ol className={styles.methodList}>
          {steps.map((step, index) => (
            <li key={index} className={styles.methodItem}>
              <span className={styles.methodNumber} aria-hidden="true">
                {formatNumber(language, index + 1)}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
