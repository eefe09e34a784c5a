// Whether the signed-in contestant has started a track, asked before a track's own read: that read answers "not
// started" with a 404 (decisions.md), which the browser logs as a red error on every visit to a track not yet begun.
import type { TrackKey } from '../../../machines';
import { fetchTrackSummaries } from '../../api/trackResults';

/**
 * From `GET /competition/my-tracks` (one call, never a 404 for a track not started): false when the contestant has not
 * started `track` (or is not signed in, or no competition runs), so the page skips the track's own read and shows "not
 * started" as that read would; null when the API has no such call (one that answers only as the spec says), so the page
 * reads the track as before.
 */
export async function startedIn(track: TrackKey): Promise<boolean | null> {
  const summaries = await fetchTrackSummaries();
  if (summaries === null) return null;
  const stage = summaries[track]?.stage ?? 'notStarted';
  return stage !== 'notStarted';
}
