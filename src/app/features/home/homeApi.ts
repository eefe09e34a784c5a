import type { components } from '../../../contract/schema';
import { ensureOk, firstOfData, listOfData } from '../../../api/envelope';
import { api } from '../../services/apiClient';
import { fetchAllArchives, type Archive } from '../competition/competitionApi';
import { type SubmitResult } from '../../../machines';
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

/** POST /complaints with `type: impression`; 200 is success, a refusal carries its message and field errors. */
export async function sendImpression(values: Record<string, string>): Promise<SubmitResult> {
  const body: Schemas['ImpressionRequest'] = {
    name: values['name'] ?? '',
    email: values['email'] ?? '',
    type: 'impression',
    content: values['content'] ?? '',
  };
  const { error, response } = await api.POST('/complaints', { body });
  // The forms kit's answer reader comes with the first send, not with the home page.
  const { readFormAnswer } = await import('../../api/forms');
  return readFormAnswer(response.status, error);
}
