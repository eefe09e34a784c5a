import { type Competition, type CompetitionAnswer, type NextCompetition } from '../../machines';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import type { components } from '../../contract/schema';
import { isRecord, readEnvelope } from '../../api/envelope';

type WireCompetition = components['schemas']['Competition'];
/** `next_comp` has the same fields; it may carry its own next. */
type WireNextCompetition = NonNullable<WireCompetition['next_comp']> & { next_comp?: WireNextCompetition | null };

/** The exact message the API sends when there is no competition (recognised whatever the status code). */
export const NO_ACTIVE_COMPETITION_MESSAGE = 'No active competition found';

/** A next competition with its Mecca-time strings parsed into instants. */
function toNextCompetition(wire: WireNextCompetition): NextCompetition {
  const { start_date, end_date, next_comp, ...fields } = wire;
  return {
    ...fields,
    startsAt: parseMeccaDateTime(start_date),
    endsAt: parseMeccaDateTime(end_date),
    ...(next_comp !== undefined ? { next_comp: next_comp ? toNextCompetition(next_comp) : null } : {}),
  };
}

/** The competition of `GET /competitions`, its dates parsed once, here, into instants (decisions.md: Mecca time). */
export function toCompetition(wire: WireCompetition): Competition {
  const { start_date, end_date, next_comp, ...fields } = wire;
  return {
    ...fields,
    startsAt: parseMeccaDateTime(start_date),
    endsAt: parseMeccaDateTime(end_date),
    next_comp: next_comp ? toNextCompetition(next_comp) : null,
  };
}

/**
 * Reads a `GET /competitions` answer: the competition, or "no active competition" (its message,
 * whatever the status code). Anything else is a failure: it throws.
 */
export function readCompetitionAnswer(httpStatus: number, body: unknown): CompetitionAnswer {
  const { message, data } = readEnvelope(body);
  if (message === NO_ACTIVE_COMPETITION_MESSAGE) return { kind: 'noActiveCompetition' };
  if (httpStatus === 200 && isRecord(data)) return { kind: 'competition', competition: toCompetition(data as WireCompetition) };
  throw new Error(`competitions: HTTP ${httpStatus}`);
}
