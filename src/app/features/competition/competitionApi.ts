import type { components } from '../../../contract/schema';
import { ensureOk, listOfData } from '../../../api/envelope';
import { readCompetitionAnswer } from '../../api/competition';
import { api } from '../../services/apiClient';
import { type CompetitionAnswer, type RuleItem } from '../../../machines';
import { parseMeccaDateTime } from '../../../domain/meccaTime';

type Schemas = components['schemas'];

/** An archived competition, its Mecca-time dates parsed on arrival (null when unreadable; the raw text is kept to show). */
export type Archive = Schemas['Archive'] & { startsAt: number | null; endsAt: number | null };

export function toArchive(wire: Schemas['Archive']): Archive {
  return { ...wire, startsAt: parseMeccaDateTime(wire.start_date), endsAt: parseMeccaDateTime(wire.end_date) };
}

/** GET /competitions: the competition with its dates as instants, or "no active competition"; other answers reject. */
export async function fetchCompetition(): Promise<CompetitionAnswer> {
  const { data, error, response } = await api.GET('/competitions');
  return readCompetitionAnswer(response.status, data ?? error);
}

export async function fetchAllArchives(): Promise<Archive[]> {
  const { data, response } = await api.GET('/archives');
  ensureOk(response);
  return listOfData(data).map(toArchive);
}

export async function fetchRules(): Promise<readonly RuleItem[]> {
  const { data, response } = await api.GET('/conditions');
  ensureOk(response);
  return listOfData(data);
}
