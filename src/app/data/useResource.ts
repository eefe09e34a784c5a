import { useCallback, useEffect, useState } from 'react';

/** Data a page or section shows: loading, loaded, or failed (with retry); an empty list is a loaded one. */
export type Resource<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/**
 * Runs `load` once on mount and again on `retry`; a late answer after unmount is dropped.
 * `replace` shows newer data the page already has (for example the answer of a save).
 */
export function useResource<T>(load: () => Promise<T>): [Resource<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'loaded', data }),
      (error: unknown) => {
        // Spec §8: these failures are logged; decisions.md adds the visible failed state with retry.
        console.error(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a stable module function; `attempt` re-runs it.
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return [state, retry, replace];
}
