import { useTranslation } from 'react-i18next';
import { languages, saveLanguage, type Language } from '../i18n/language';
import * as styles from './header.css';

/** Spec §4: changing the language saves it and reloads the page. */
export function switchLanguage(language: Language): void {
  saveLanguage(window.localStorage, language);
  window.location.reload();
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = languages.find((language) => language !== i18n.language) ?? 'ar';
  return (
    <button type="button" className={styles.languageButton} lang={other} onClick={() => switchLanguage(other)}>
      {t(`language.${other}`)}
    </button>
  );
}
