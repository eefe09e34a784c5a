import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { I18nextProvider } from 'react-i18next';
import { directionOf, intlLocaleOf } from '../../src/domain/language';
import * as styles from '../../src/operator/console.css';
import { createConsoleI18n } from '../../src/operator/i18n/i18n';

// The console's own dictionaries, both languages, before any story renders.
const instances = { ar: await createConsoleI18n('ar'), en: await createConsoleI18n('en') };

export type Languages = 'both' | 'ar' | 'en';

/** A console view once per language, each in its own direction and dictionary (in a panel's frame unless `bare`). */
export function InLanguages({ languages, bare = false, children }: { languages: Languages; bare?: boolean; children: () => ReactNode }) {
  const list = languages === 'both' ? (['ar', 'en'] as const) : [languages];
  return (
    <div className={styles.main}>
      {list.map((language) => (
        <I18nextProvider key={language} i18n={instances[language]}>
          <I18nProvider locale={intlLocaleOf(language)}>
            <div lang={language} dir={directionOf(language)} className={bare ? undefined : styles.panel}>
              {children()}
            </div>
          </I18nProvider>
        </I18nextProvider>
      ))}
    </div>
  );
}
