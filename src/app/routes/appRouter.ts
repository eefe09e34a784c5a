import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The site's browser router (main.tsx creates it once and hands it to App). */
export const createAppRouter = (): AppRouter => createBrowserRouter(buildRoutes());

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
