import { fetchTrackSummaries, readTrackResult, type TrackWithResult } from '../../api/trackResults';
import { api } from '../../services/apiClient';
import type { TrackSummaries, TrackSummary } from '../../../machines';

// Where a signed-in contestant stands in every track, for the home page's track cards. Loaded when a contestant's
// page first asks (homeServices.ts), so a guest's first load carries none of it.

const TRACK_RESULT_PATHS = {
  third: '/competition/third-paths',
  fourth: '/competition/fourth-paths',
  fifth: '/competition/fifth-paths',
} as const;

/** GET /competition/{third,fourth,fifth}-paths; 404/401 mean "not started", other failures reject. */
async function fetchTrackResult(track: TrackWithResult): Promise<TrackSummary> {
  const { data, error, response } = await api.GET(TRACK_RESULT_PATHS[track]);
  return readTrackResult(track, response.status, data ?? error);
}

/**
 * Where the signed-in contestant stands in every track: one call (GET /competition/my-tracks, never a 404 for a
 * track not started). An API that answers only as the spec says lacks it: then the three tracks' own reads.
 */
export async function fetchMyTracks(): Promise<TrackSummaries> {
  const summaries = await fetchTrackSummaries();
  if (summaries) return summaries;
  const tracks = Object.keys(TRACK_RESULT_PATHS) as TrackWithResult[];
  const read = await Promise.all(tracks.map(fetchTrackResult));
  return Object.fromEntries(tracks.map((track, i) => [track, read[i]]));
}
