import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/routes';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).routeId === 'string';
}

/** The document title of the deepest matched route, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const routeId = matches.map((match) => match.handle).filter(isRouteHandle).at(-1)?.routeId;
  useEffect(() => {
    if (routeId) document.title = t(`routes.${routeId}` as 'routes.home');
  }, [routeId, t]);
}
