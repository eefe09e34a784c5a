import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import '../src/design-system/theme/fonts';
import '../src/design-system/theme/global.css';
import { applyDocumentLanguage, createI18n, namespaces } from '../src/app/i18n/i18n';
import { intlLocaleOf, isLanguage, type Language } from '../src/domain/language';

// Both dictionaries are loaded once, before any story renders, so a story never flashes keys.
const instances: Record<Language, I18n> = {
  ar: await createI18n('ar', namespaces),
  en: await createI18n('en', namespaces),
};

/** One language source: the toolbar's `locale` drives i18next, `<html lang dir>` and react-aria's locale. */
const withLocale: Decorator = (Story, context) => {
  const language: Language = isLanguage(context.globals.locale) ? context.globals.locale : 'ar';
  applyDocumentLanguage(language);
  return (
    <I18nextProvider i18n={instances[language]}>
      <I18nProvider locale={intlLocaleOf(language)}>
        <div dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
          <Story />
        </div>
      </I18nProvider>
    </I18nextProvider>
  );
};

/**
 * A story that simulates a failing API declares what the page logs about it (spec §8 logs every failed load):
 * `parameters: { expectedErrors: ['offline'] }`. Those lines are the story working as meant, so they stay out of the
 * test output; any other console error still prints.
 */
const quietExpectedErrors: Preview['beforeEach'] = ({ parameters }) => {
  const expected = (parameters.expectedErrors ?? []) as string[];
  if (expected.length === 0) return;
  const original = console.error;
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value));
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => expected.some((each) => text(arg).includes(each)))) return;
    original(...args);
  };
  return () => {
    console.error = original;
  };
};

const preview: Preview = {
  beforeEach: quietExpectedErrors,
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (RTL)', right: 'rtl' },
          { value: 'en', title: 'English (LTR)', right: 'ltr' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ar' },
  decorators: [withLocale],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // A violation fails the story's test (in Storybook's panel and in `npm test`).
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
    options: { storySort: { order: ['Introduction', 'Tokens', 'Design system', 'Machines', 'App'] } },
  },
};

export default preview;
