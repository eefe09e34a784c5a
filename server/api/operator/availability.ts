// Examiner availability of the third and fourth tracks in the console (issue 29, point 5): read both tracks' settings
// with their forecasts and next slots, and set one track's, audited with before and after. The rules are in
// server/competitions/availability.ts; the setting's own shape and faults in src/domain/availability.ts.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import {
  availabilityOf,
  forecastOf,
  generatedStarts,
  type MemorisationTrack,
  memorisationTracks,
  saveAvailability,
} from '../../competitions/availability.ts';
import { type Availability, availabilityFaults, defaultAvailability } from '../../../src/domain/availability.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

type Competition = typeof t.competitions.$inferSelect;

/** How many of the next generated slots the console previews. */
const PREVIEW = 10;

const wire = (a: Availability) => ({
  weekly: a.weekly,
  overrides: a.overrides,
  slot_minutes: a.slotMinutes,
  seats: a.seats,
  min_notice_minutes: a.minNoticeMinutes,
  hold_minutes: a.holdMinutes,
});

async function trackJson(db: Db | Tx, c: Competition, track: MemorisationTrack, now: Date): Promise<Schemas['OperatorTrackAvailability']> {
  const setting = await availabilityOf(db, c.id, track);
  // The slots a contestant could book now: from the minimum notice on, inside the competition.
  const from = Math.max(now.getTime() + (setting?.minNoticeMinutes ?? 0) * 60_000, c.startAt.getTime());
  const next = generatedStarts(setting, c)
    .filter((d) => d.getTime() >= from)
    .slice(0, PREVIEW)
    .map(toMeccaString);
  // An unset track is offered the product's first pattern to start from; nothing is generated until it is saved.
  return { track, configured: setting !== null, ...wire(setting ?? defaultAvailability), forecast: await forecastOf(db, c, track, setting), next_slots: next };
}

async function competitionOf(db: Db | Tx, id: number, lock = false): Promise<Competition> {
  const query = db.select().from(t.competitions).where(eq(t.competitions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

export const getOperatorAvailability: Handler<'getOperatorAvailability'> = async (ctx, { request, lang }) => {
  const c = await competitionOf(ctx.db, request.params.competitionId);
  const now = ctx.now();
  const tracks = [];
  for (const track of memorisationTracks) tracks.push(await trackJson(ctx.db, c, track, now));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [tracks] } };
};

export const putOperatorAvailability: Handler<'putOperatorAvailability'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const track = request.params.memorisationTrack;
  const b = request.body;
  const next: Availability = {
    weekly: b.weekly.map(({ day, start, end }) => ({ day, start, end })),
    overrides: b.overrides.map(({ from, to, hours }) => ({ from, to, hours: hours.map(({ start, end }) => ({ start, end })) })),
    slotMinutes: b.slot_minutes,
    seats: b.seats,
    minNoticeMinutes: b.min_notice_minutes,
    holdMinutes: b.hold_minutes,
  };
  const faults = availabilityFaults(next);
  if (faults.length > 0) {
    const errors: Record<string, MessageKey> = {};
    const field = { slotMinutes: 'slot_minutes', seats: 'seats', minNoticeMinutes: 'min_notice_minutes', holdMinutes: 'hold_minutes', weekly: 'weekly', overrides: 'overrides' } as const;
    for (const f of faults) errors[f.index === null ? field[f.field] : `${field[f.field]}.${f.index}`] ??= `availability_${f.code}`;
    throw new ApiError(422, 'availabilityInvalid', { errors });
  }
  const now = ctx.now();
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await competitionOf(tx, request.params.competitionId, true);
    if (c.state === 'archived') throw new ApiError(409, 'competitionArchived', { errors: { competition: 'competitionArchived' } });
    const before = await saveAvailability(tx, c, track, next, now);
    await audit({
      action: 'availability.update',
      subjectType: 'competition',
      subjectId: c.id,
      before: before ? { track, ...wire(before) } : null,
      after: { track, ...wire(next) },
    });
    return trackJson(tx, c, track, now);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'availabilitySaved'), data: [json] } };
};
