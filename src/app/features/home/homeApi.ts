import type { components } from '../../../contract/schema';
import { firstOfData, listOfData, readEnvelope } from '../../api/envelope';
import { complaintFailure } from '../../api/errors';
import { api } from '../../services/apiClient';
import {
  interpretCompetitionResponse,
  interpretTrackResponse,
  type FetchCompetitionResult,
  type RuleItem,
  type SubmitResult,
  type TrackProgress,
  type TrackWithResult,
} from '../../../machines';

type Schemas = components['schemas'];
export type Settings = Schemas['Settings'];
export type Statistics = Schemas['Statistics'];
export type Archive = Schemas['Archive'];
export type FaqItem = Schemas['FaqItem'];
export type Testimonial = Schemas['Testimonial'];

/** The number of archives the home page shows; "read more" shows when the API returned more. */
export const HOME_ARCHIVE_COUNT = 3;

export interface ArchivesOnHome {
  shown: Archive[];
  /** How many the API returned before the list was cut (decisions.md). */
  total: number;
}

class LoadError extends Error {
  constructor(readonly status: number) {
    super(`request failed with ${status}`);
  }
}

function ensureOk(response: Response): void {
  if (!response.ok) throw new LoadError(response.status);
}

/** GET /competitions, read by the machines' rules (the no-competition message whatever the status). */
export async function fetchCompetition(): Promise<FetchCompetitionResult> {
  const { data, error, response } = await api.GET('/competitions');
  return interpretCompetitionResponse(response.status, (data ?? error) as { message?: unknown; data?: unknown } | undefined);
}

export async function fetchStatistics(): Promise<Statistics> {
  const { data, response } = await api.GET('/statistics');
  ensureOk(response);
  const statistics = firstOfData(data);
  if (!statistics) throw new LoadError(response.status);
  return statistics;
}

export async function fetchArchivesOnHome(): Promise<ArchivesOnHome> {
  const all = await fetchAllArchives();
  return { shown: all.slice(0, HOME_ARCHIVE_COUNT), total: all.length };
}

export async function fetchAllArchives(): Promise<Archive[]> {
  const { data, response } = await api.GET('/archives');
  ensureOk(response);
  return listOfData(data);
}

export async function fetchFaq(): Promise<FaqItem[]> {
  const { data, response } = await api.GET('/faq');
  ensureOk(response);
  return listOfData(data);
}

export async function fetchTestimonials(): Promise<Testimonial[]> {
  const { data, response } = await api.GET('/testimonials');
  ensureOk(response);
  return listOfData(data);
}

export async function fetchRules(): Promise<readonly RuleItem[]> {
  const { data, response } = await api.GET('/conditions');
  ensureOk(response);
  return listOfData(data);
}

/** GET /competition/{third,fourth,fifth}-paths; 404/401 mean "not started", other failures reject. */
export async function fetchTrackResult({ track }: { track: TrackWithResult }): Promise<TrackProgress> {
  const path = (
    {
      third: '/competition/third-paths',
      fourth: '/competition/fourth-paths',
      fifth: '/competition/fifth-paths',
    } as const
  )[track];
  const { data, error, response } = await api.GET(path);
  const progress = interpretTrackResponse(track, response.status, (data ?? error) as never);
  if (!progress) throw new LoadError(response.status);
  return progress;
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
