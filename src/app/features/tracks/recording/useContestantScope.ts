import { SessionActor } from '../../../session/sessionActor';

/** A key for what this browser keeps for the signed-in contestant, so another account on the same browser never sees it. */
export function useContestantScope(): string {
  return SessionActor.useSelector((snapshot) => {
    const id = (snapshot.context.user as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : 'me';
  });
}
