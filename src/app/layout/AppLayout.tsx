import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components';
import { Outlet } from 'react-router-dom';
import { NotificationsProvider } from '../features/account/notifications';
import { CompetitionProvider } from '../features/competition/competitionActor';
import { LinkRouter } from '../routes/LinkRouter';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { ToastMount } from './ToastMount';
import { useDocumentTitle } from './useDocumentTitle';
import { useScrollToTop } from './useScrollToTop';
import { useSessionServices } from './useSessionServices';
import * as styles from './shell.css';

// The offline notice draws nothing while the network is up: its code (the offline machine, the dialog's wiring) is
// fetched as the page starts, beside the page's own, not before it (bench:bundle's first load).
const OfflineNotice = lazy(() => import('./OfflineNotice').then((module) => ({ default: module.OfflineNotice })));
// The service worker likewise (registered once the page has loaded): the note that the page shows what was kept
// offline, at the top of the content, and the "new version — reload" prompt.
const SiteWorker = lazy(() => import('../worker/SiteWorker').then((module) => ({ default: module.SiteWorker })));

/** decisions.md: every page shows the header and the footer, through this one layout. */
export function AppLayout() {
  const { t } = useTranslation();
  useScrollToTop();
  useDocumentTitle();
  return (
    // react-aria links and menu items (avatar menu, link buttons) navigate through the app's router.
    <LinkRouter>
      {/* What the whole site shares, provided once: the current competition (the header's links follow it, the
          home page shows it) and the contestant's notifications (the bell, the page and push messages). */}
      <CompetitionProvider>
        <NotificationsProvider>
          <div className={styles.shell}>
            <a className={styles.skipLink} href="#main">
              {t('skipToContent')}
            </a>
            <SiteHeader />
            <main id="main" className={styles.main} tabIndex={-1}>
              <Suspense fallback={null}>
                <SiteWorker />
              </Suspense>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
            <SiteFooter />
            <Suspense fallback={null}>
              <OfflineNotice />
            </Suspense>
            <ToastMount />
            <SessionServices />
          </div>
        </NotificationsProvider>
      </CompetitionProvider>
    </LinkRouter>
  );
}

/** Its own component, so a session change (guest once the cookie is read, at every load) re-renders it, not the layout. */
function SessionServices() {
  useSessionServices();
  return null;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className={styles.main}>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </p>
  );
}
