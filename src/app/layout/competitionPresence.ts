import { useSyncExternalStore } from 'react';

// Whether a competition exists (the home data's `isComExist`): the header's /certificates/all link
// shows only then. Unknown (null) until the home data has said, and then the link shows.
let exists: boolean | null = null;
const listeners = new Set<() => void>();

export const competitionPresence = {
  get: (): boolean | null => exists,
  /** The home data machine's owner calls this once `/competitions` has answered. */
  set(next: boolean | null): void {
    if (next === exists) return;
    exists = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True unless the home data said there is no competition. */
export function useShowAllCertificatesLink(): boolean {
  return useSyncExternalStore(competitionPresence.subscribe, competitionPresence.get, competitionPresence.get) !== false;
}
