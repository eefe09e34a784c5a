import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { appRouter } from './routes/appRouter';
import { SessionProvider } from './session/SessionProvider';
import { intlLocaleOf, isLanguage } from './i18n/language';

type Router = ReturnType<typeof appRouter>;

/**
 * The providers around the router. The build's prerender passes a memory router on `/`: the same
 * tree as the browser's, so the browser hydrates the prerendered page (same markup, same ids).
 */
export function App({ i18n, router, onRendered }: { i18n: I18n; router?: Router; onRendered?: () => void }) {
  useEffect(() => onRendered?.(), [onRendered]);
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocaleOf(language)}>
        <SessionProvider>
          <RouterProvider router={router ?? appRouter()} />
        </SessionProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
