import { Navigate, type RouteObject } from 'react-router-dom';
import { ROUTE_IDS } from '../../machines';
import { loadNamespaces } from '../i18n/i18n';
import { appNamespaces } from '../i18n/useAppTranslation';
import { AppLayout } from '../layout/AppLayout';
import { AccessGate } from './AccessGate';
import { loadPage } from './pages';
import { pathOf, pathTo, routes, type RouteHandle } from './routes';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // Shown while the first page's chunk loads; the layout's own Suspense covers later navigations.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        ...ROUTE_IDS.map((id): RouteObject => {
          const entry = routes[id];
          const namespaces = 'namespaces' in entry ? entry.namespaces : appNamespaces;
          return {
            path: entry.path,
            handle: { routeId: id } satisfies RouteHandle,
            lazy: async () => {
              const [{ default: Page }] = await Promise.all([loadPage(id), loadNamespaces(namespaces)]);
              return {
                Component: () => (
                  <AccessGate rule={entry.access}>
                    <Page />
                  </AccessGate>
                ),
              };
            },
          };
        }),
        // decisions.md: the winners spelling of the fourth track also reaches its candidates.
        { path: '/competition/candidates/fourth-path', element: <Navigate to={pathTo({ route: 'candidates', track: 'fourth' })} replace /> },
        { path: '*', element: <Navigate to={pathOf('comingSoon')} replace /> },
      ],
    },
  ];
}
