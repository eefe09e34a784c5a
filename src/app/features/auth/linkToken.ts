import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The token of the e-mailed link this page was opened with (`?email=…&token=…`), read once and then removed from the
 * address bar (the router's history.replaceState), so it lingers neither in the history nor in an address copied on.
 */
export function useLinkToken(): string | undefined {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') || undefined);
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  return token;
}
