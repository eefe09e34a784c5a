import { Navigate, type RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n/i18n';
import { AppLayout } from '../layout/AppLayout';
import { appNamespaces } from '../i18n/useAppTranslation';
import { AccessGate } from './AccessGate';
import { routeTable } from './routeTable';

export type RouteHandle = { routeId: string };

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // Shown while the first page's chunk loads; the layout's own Suspense covers later navigations.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        ...routeTable.map(
          (entry): RouteObject => ({
            path: entry.path,
            handle: { routeId: entry.id } satisfies RouteHandle,
            lazy: async () => {
              const [{ default: Page }] = await Promise.all([entry.page(), loadNamespaces(entry.namespaces ?? appNamespaces)]);
              return {
                Component: () => (
                  <AccessGate rule={entry.access}>
                    <Page />
                  </AccessGate>
                ),
              };
            },
          }),
        ),
        // decisions.md: the winners spelling of the fourth track also reaches its candidates.
        { path: '/competition/candidates/fourth-path', element: <Navigate to="/competition/candidates/forth-path" replace /> },
        { path: '*', element: <Navigate to="/coming-soon" replace /> },
      ],
    },
  ];
}
