import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | null = null;

/** The site's one browser router; machines navigate through it (session logout, push routing). */
export function appRouter(): AppRouter {
  router ??= createBrowserRouter(buildRoutes());
  return router;
}

/** Resolves once the router has matched its first location and loaded that route's chunk. */
export function whenInitialised(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A machine's navigation (logout → `/`, a push message → its page) renders at once (flushSync),
 * before the machine's new state does. Otherwise the router's transition render would come after
 * the session's: a page for signed-in users would see the signed-out session first and send the
 * user to /login instead of `/`.
 */
export function navigateTo(path: string): void {
  void appRouter().navigate(path, { flushSync: true });
}
