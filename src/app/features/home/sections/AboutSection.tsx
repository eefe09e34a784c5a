import { useTranslation } from 'react-i18next';
import { Button, ResourceView, StepCard, StepList } from '../../../../design-system';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import type { Settings } from '../homeApi';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';

const STEP_KEYS = ['tree_word_1', 'tree_word_2', 'tree_word_3', 'tree_word_4', 'tree_word_5'] as const;

/** The step texts present in the settings, in order (at most five; an empty one is left out). */
export function stepTexts(settings: Settings): string[] {
  return STEP_KEYS.map((key) => settings[key]?.trim() ?? '').filter((text) => text !== '');
}

export interface AboutSectionProps {
  settings: Resource<Settings>;
  onRetry: () => void;
  onOpenRules: () => void;
}

/** Section 2: the gradient banner with the rules button, then the competition instructions as step cards. */
export function AboutSection({ settings, onRetry, onOpenRules }: AboutSectionProps) {
  const { t } = useTranslation('home');
  const labels = useResourceLabels({ failed: t('about.settingsFailed') });
  return (
    <section className={styles.section} aria-labelledby="home-about">
      <div className={styles.inner}>
        <div className={styles.aboutBanner}>
          <h2 id="home-about" className={styles.aboutTitle}>
            {t('about.title')}
          </h2>
          <p className={styles.aboutText}>{t('about.description')}</p>
          <Button variant="accent" onPress={onOpenRules}>
            {t('about.rulesButton')}
          </Button>
        </div>
        <h3 className={styles.subheading}>{t('about.instructions')}</h3>
        <ResourceView resource={settings} onRetry={onRetry} labels={labels} reserve={styles.reservedBlockSize}>
          {(loaded) => (
          <>
            {loaded.tree_description ? <p className={styles.lead}>{loaded.tree_description}</p> : null}
            <StepList>
              {stepTexts(loaded).map((text, index) => (
                <StepCard key={index} index={index} text={text} stepLabel={t('about.step', { number: index + 1 })} />
              ))}
            </StepList>
          </>
          )}
        </ResourceView>
      </div>
    </section>
  );
}
