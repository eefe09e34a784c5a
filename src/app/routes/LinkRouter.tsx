import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

const absoluteUrl = /^[a-z][a-z\d+.-]*:/i;

/** react-router resolves every href as a path ('https://x' would become '/https:/x'); other sites' addresses pass through. */
function useLinkHref(href: string): string {
  const resolved = useHref(href);
  return absoluteUrl.test(href) ? href : resolved;
}

/** react-aria links, link buttons and menu items navigate through the app's router. */
export function LinkRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
      {children}
    </AriaRouterProvider>
  );
}
