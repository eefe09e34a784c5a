import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { appRouter } from './routes/appRouter';
import { SessionProvider } from './session/SessionProvider';
import { intlLocaleOf, isLanguage } from './i18n/language';

/** The providers around the router; the build's prerender passes a static router for `/`. */
export function App({ i18n, router, onRendered }: { i18n: I18n; router?: ReactNode; onRendered?: () => void }) {
  useEffect(() => onRendered?.(), [onRendered]);
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocaleOf(language)}>
        <SessionProvider>
          {router ?? <RouterProvider router={appRouter()} />}
        </SessionProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
