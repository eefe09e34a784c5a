import { useTranslation } from 'react-i18next';
import { Menu } from '../../design-system/components/Menu/Menu';
import { isLanguage, languages, saveLanguage, type Language } from '../../domain/language';
import * as styles from './header.css';

/** Spec §4: changing the language saves it and reloads the page. */
export function switchLanguage(language: Language): void {
  saveLanguage(window.localStorage, language);
  window.location.reload();
}

/** The header's language menu: Arabic and English; choosing the other one saves it and reloads. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <Menu
      trigger={<span className={styles.languageTrigger}>{t(`language.${current}`)}</span>}
      triggerLabel={`${t('header.languageMenu')}: ${t(`language.${current}`)}`}
      items={languages.map((language) => ({ id: language, label: t(`language.${language}`), isDisabled: language === current }))}
      onAction={(id) => {
        if (isLanguage(id) && id !== current) switchLanguage(id);
      }}
    />
  );
}
