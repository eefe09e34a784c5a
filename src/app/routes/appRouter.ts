import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | null = null;

/** The site's one browser router; machines navigate through it (session logout, push routing). */
export function appRouter(): AppRouter {
  router ??= createBrowserRouter(buildRoutes());
  return router;
}

export function navigateTo(path: string): void {
  void appRouter().navigate(path);
}
