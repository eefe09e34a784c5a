import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';

/** Data a page or section shows: loading, loaded, or failed (with retry); an empty list is a loaded one. */
export type Resource<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * Runs `load` once on mount and again on `retry`; a late answer after unmount is dropped.
 * `replace` shows newer data the page already has (for example the answer of a save).
 * An answer renders as a transition: a page fed by several calls stays responsive while each
 * answer's sections render, in slices (on a phone, one long task per answer otherwise). The tuple
 * is the same object until something in it changes, so memoised sections skip unrelated renders.
 */
export function useResource<T>(load: () => Promise<T>): [Resource<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (live) startTransition(() => setState({ status: 'loaded', data }));
      },
      (error: unknown) => {
        // Spec §8: these failures are logged; decisions.md adds the visible failed state with retry.
        console.error(error);
        if (live) startTransition(() => setState({ status: 'failed' }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a stable module function; `attempt` re-runs it.
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return useMemo(() => [state, retry, replace], [state, retry, replace]);
}
