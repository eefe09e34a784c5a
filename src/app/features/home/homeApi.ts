import type { components } from '../../../contract/schema';
import { ensureOk, firstOfData, listOfData, readEnvelope } from '../../api/envelope';
import { complaintFailure } from '../../api/errors';
import { api } from '../../services/apiClient';
import { fetchAllArchives, type Archive } from '../competition/competitionApi';
import { readMyTracks, readTrackResult, type TrackWithResult } from '../../api/trackResults';
import { type SubmitResult, type TrackSummaries, type TrackSummary } from '../../../machines';
import { parseMeccaDateTime } from '../../../domain/meccaTime';

type Schemas = components['schemas'];
export type { SiteSettings as Settings } from '../site/siteSettings';
export type Statistics = Schemas['Statistics'];
export type FaqItem = Schemas['FaqItem'];
/** An impression, its date parsed on arrival into the instant to show (the raw text when unreadable). */
export type Testimonial = Omit<Schemas['Testimonial'], 'date'> & { date: Date | string };

/** `date` is `YYYY-MM-DD HH:MM` or a bare `YYYY-MM-DD`, Mecca time. */
export function toTestimonial(wire: Schemas['Testimonial']): Testimonial {
  const ms = parseMeccaDateTime(wire.date) ?? parseMeccaDateTime(`${wire.date} 00:00`);
  return { ...wire, date: ms === null ? wire.date : new Date(ms) };
}

/** The number of archives the home page shows; "read more" shows when the API returned more. */
export const HOME_ARCHIVE_COUNT = 3;

export interface ArchivesOnHome {
  shown: Archive[];
  /** How many the API returned before the list was cut (decisions.md). */
  total: number;
}

export async function fetchStatistics(): Promise<Statistics> {
  const { data, response } = await api.GET('/statistics');
  ensureOk(response);
  const statistics = firstOfData(data);
  if (!statistics) throw new Error(`statistics: HTTP ${response.status} without data[0]`);
  return statistics;
}

export async function fetchArchivesOnHome(): Promise<ArchivesOnHome> {
  const all = await fetchAllArchives();
  return { shown: all.slice(0, HOME_ARCHIVE_COUNT), total: all.length };
}

export async function fetchFaq(): Promise<FaqItem[]> {
  const { data, response } = await api.GET('/faq');
  ensureOk(response);
  return listOfData(data);
}

export async function fetchTestimonials(): Promise<Testimonial[]> {
  const { data, response } = await api.GET('/testimonials');
  ensureOk(response);
  return listOfData(data).map(toTestimonial);
}

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
  const { data, error, response } = await api.GET('/competition/my-tracks');
  const summaries = readMyTracks(response.status, data ?? error);
  if (summaries) return summaries;
  const tracks = Object.keys(TRACK_RESULT_PATHS) as TrackWithResult[];
  const read = await Promise.all(tracks.map(fetchTrackResult));
  return Object.fromEntries(tracks.map((track, i) => [track, read[i]]));
}

/** POST /complaints with `type: impression`; 200 is success, a refusal carries its message and field errors. */
export async function sendImpression(values: Record<string, string>): Promise<SubmitResult> {
  const body: Schemas['ImpressionRequest'] = {
    name: values['name'] ?? '',
    email: values['email'] ?? '',
    type: 'impression',
    content: values['content'] ?? '',
  };
  const { error, response } = await api.POST('/complaints', { body });
  if (response.ok) return { kind: 'sent' };
  const failure = complaintFailure(error);
  const message = failure.toast.kind === 'server' ? failure.toast.text : (readEnvelope(error).message ?? '');
  return { kind: 'rejected', message, fieldErrors: failure.fieldErrors };
}
