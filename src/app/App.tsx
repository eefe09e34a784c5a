import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { RouteRef } from '../machines';
import { intlLocaleOf, isLanguage } from '../domain/language';
import type { AppRouter } from './routes/appRouter';
import { pathTo } from './routes/routes';
import { SessionProvider } from './session/SessionProvider';

/**
 * The providers around the router. main.tsx passes the browser router; the build's prerender
 * passes a memory router on `/`: the same tree, so the browser hydrates the prerendered page
 * (same markup, same ids).
 */
export function App({ i18n, router, onRendered }: { i18n: I18n; router: AppRouter; onRendered?: () => void }) {
  useEffect(() => onRendered?.(), [onRendered]);
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  // The session's navigation (logout → `/`) renders at once (flushSync), before the machine's new
  // state does: otherwise a page for signed-in users would see the signed-out session first and
  // send the user to /login instead of `/`.
  const navigate = useCallback((to: RouteRef) => void router.navigate(pathTo(to), { flushSync: true }), [router]);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocaleOf(language)}>
        <SessionProvider navigate={navigate}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}
