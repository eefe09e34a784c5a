import { useCallback, useEffect, useRef } from 'react';
import { SessionActor } from '../../../session/sessionActor';

/**
 * After an upload the profile's `first_paths_audios` (and so the home page's track card) has changed. The profile is read
 * again when the contestant leaves the page, not at once: reloading it re-checks access and would unmount the page.
 */
export function useProfileRefreshOnLeave(): () => void {
  const actor = SessionActor.useActorRef();
  const changed = useRef(false);
  useEffect(
    () => () => {
      if (changed.current) setTimeout(() => actor.send({ type: 'profile.refresh' }), 0);
    },
    [actor],
  );
  return useCallback(() => {
    changed.current = true;
  }, []);
}
