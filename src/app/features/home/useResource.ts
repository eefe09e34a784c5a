import { useCallback, useEffect, useState } from 'react';

/** A section's data: loading, loaded, or failed (with retry); an empty list is a loaded one. */
export type Resource<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/** Runs `load` once on mount and again on `retry`; a late answer after unmount is dropped. */
export function useResource<T>(load: () => Promise<T>): [Resource<T>, () => void] {
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
  return [state, retry];
}
