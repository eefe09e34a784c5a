// Third- and fourth-track requests: accept with a slot and a meeting link, mark attendance, record the result,
// refuse with a reason; and the appointment slots they sit in.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../http/errors.ts';
import { parseMeccaDateTime, toMeccaString } from '../../../src/domain/meccaTime.ts';
import { type Lang, t as msg } from '../../messages.ts';
import { formatDayTime } from '../../../src/domain/format.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { notices } from '../../operators/notices.ts';
import { requireActiveCompetition } from '../common.ts';
import { levelJson, seatsTaken, testMinutes, testsOverlap } from '../tracks/appointments.ts';
import { levelsOf } from '../../competitions/content.ts';
import { seesPersonalData } from '../../operators/permissions.ts';
import { maskIdNumber } from '../../../src/domain/iban.ts';
import type { Db, Tx } from '../../db/index.ts';
import type { OperatorRole } from '../../db/schema.ts';
import type { Handler, Schemas } from '../context.ts';
import { decideDeps, reasonOf } from './common.ts';

type Request = typeof t.submissions.$inferSelect;
type Slot = typeof t.appointmentSlots.$inferSelect;

type Clash = NonNullable<Schemas['OperatorRequest']['clashes_with']>;
/** What a request's card carries beside the row: the level's title, whether the ID may be shown, an overlapping request. */
type Extras = { levelTitle: string; personal: boolean; clash: Clash | null };

const requestJson = (r: Request, who: { name: string; email: string }, extras: Extras): Schemas['OperatorRequest'] => ({
  id: r.id,
  track: r.track,
  contestant_name: who.name,
  contestant_email: who.email,
  level_id: r.levelId,
  level_title: extras.levelTitle,
  // A role outside seesPersonalData reads the ID number masked (its last four) and not the name on it.
  national_id_type: r.details?.national_id_type ?? null,
  id_number: r.details?.id_number ? (extras.personal ? r.details.id_number : maskIdNumber(r.details.id_number)) : null,
  id_name: extras.personal ? (r.details?.id_name ?? null) : null,
  clashes_with: extras.clash,
  appointment_at: toMeccaString(r.appointmentAt),
  slot_id: r.slotId,
  status: r.status,
  meeting_url: r.meetingUrl,
  refusal_reason: r.refusalReason,
  degree: r.degree,
  attendance: r.attendance,
  created_at: toMeccaString(r.createdAt),
});

/** What each decision needs the request to be, and what it leaves behind, for the audit row. */
const snapshot = (r: Request) => ({
  status: r.status,
  slot_id: r.slotId,
  appointment_at: toMeccaString(r.appointmentAt),
  meeting_url: r.meetingUrl,
  attendance: r.attendance,
  degree: r.degree,
  refusal_reason: r.refusalReason,
});

const isOpen = (r: Request) => r.status === 'pending' || r.status === 'approved';

/**
 * For each open request, the same contestant's open request on the other track whose test overlaps it (each track's
 * test lasting its slots' length): booked before the one-test-at-a-time rule, or moved since.
 */
async function clashesOf(db: Db | Tx, competitionId: number, rows: readonly Request[]): Promise<Map<number, Clash>> {
  const clashes = new Map<number, Clash>();
  const open = rows.filter(isOpen);
  if (open.length === 0) return clashes;
  const others = await db
    .select()
    .from(t.submissions)
    .where(and(eq(t.submissions.competitionId, competitionId), inArray(t.submissions.userId, [...new Set(open.map((r) => r.userId))]), inArray(t.submissions.status, ['pending', 'approved'])));
  const minutes = { third: await testMinutes(db, competitionId, 'third'), fourth: await testMinutes(db, competitionId, 'fourth') };
  const span = (r: Request) => ({ startsAt: r.appointmentAt, minutes: minutes[r.track as 'third' | 'fourth'] });
  for (const r of open) {
    const other = others.find((o) => o.userId === r.userId && o.track !== r.track && testsOverlap(span(r), span(o)));
    if (other) clashes.set(r.id, { id: other.id, track: other.track as Clash['track'], appointment_at: toMeccaString(other.appointmentAt), status: other.status as Clash['status'] });
  }
  return clashes;
}

/** The requests as the console's cards show them, in the console's language; the ID only to a role that sees it. */
async function cardsOf(db: Db | Tx, competitionId: number, rows: readonly { r: Request; name: string; email: string }[], lang: Lang, role: OperatorRole) {
  const levels = await levelsOf(db, competitionId);
  const clashes = await clashesOf(db, competitionId, rows.map(({ r }) => r));
  const personal = seesPersonalData(role);
  return rows.map(({ r, name, email }) =>
    requestJson(r, { name, email }, { levelTitle: levelJson(levels.filter((l) => l.track === r.track), r.levelId, lang).title, personal, clash: clashes.get(r.id) ?? null }),
  );
}

export const getOperatorRequests: Handler<'getOperatorRequests'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const competition = await requireActiveCompetition(ctx);
  const { track, status } = request.query ?? {};
  const rows = await ctx.db
    .select({ r: t.submissions, name: t.users.name, email: t.users.email })
    .from(t.submissions)
    .innerJoin(t.users, eq(t.users.id, t.submissions.userId))
    .where(and(eq(t.submissions.competitionId, competition.id), track ? eq(t.submissions.track, track) : undefined, status ? eq(t.submissions.status, status) : undefined))
    .orderBy(desc(t.submissions.createdAt), desc(t.submissions.id));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await cardsOf(ctx.db, competition.id, rows, lang, me.role)] } };
};

const notDecidable = () => new ApiError(409, 'requestNotDecidable', { errors: { action: 'requestNotDecidable' } });

/** Attendance and a result describe a test that has taken place: refused (409) before its start, saying when it is. */
function notBeforeStart(found: Request, now: Date, lang: Lang): void {
  if (now.getTime() < found.appointmentAt.getTime()) {
    throw new ApiError(409, 'testNotStarted', { params: { at: formatDayTime(lang, found.appointmentAt) }, errors: { action: 'testNotStarted' } });
  }
}

function httpsUrl(value: string | undefined): string | undefined {
  try {
    const url = new URL(value?.trim() ?? '');
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export const decideOperatorRequest: Handler<'decideOperatorRequest'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const reason = reasonOf(b.reason);
  const meetingUrl = httpsUrl(b.meeting_url);
  if (b.action === 'accept' && !meetingUrl) throw new ApiError(422, 'invalid', { errors: { meeting_url: 'meetingUrlInvalid' } });
  if (b.action === 'attendance' && b.attended === undefined) throw new ApiError(422, 'invalid', { errors: { attended: 'attendedRequired' } });
  if (b.action === 'result' && b.passed === undefined) throw new ApiError(422, 'invalid', { errors: { passed: 'passedRequired' } });
  if (b.action === 'result' && b.passed && b.degree === undefined) throw new ApiError(422, 'invalid', { errors: { degree: 'degreeRequired' } });
  if (b.action === 'refuse' && !reason) throw new ApiError(422, 'invalid', { errors: { reason: 'reasonRequired' } });

  const result = await decide(decideDeps(ctx), me.id, async ({ tx, audit, notify }) => {
    const [found] = await tx.select().from(t.submissions).where(eq(t.submissions.id, request.params.requestId)).for('update');
    if (!found) throw new ApiError(404, 'notFound');
    const now = ctx.now();
    let change: Partial<Request>;
    let notice;
    switch (b.action) {
      case 'accept': {
        if (found.status !== 'pending') throw notDecidable();
        let slot: Slot | undefined;
        if (b.slot_id !== undefined && b.slot_id !== found.slotId) {
          [slot] = await tx.select().from(t.appointmentSlots).where(eq(t.appointmentSlots.id, b.slot_id)).for('update');
          if (!slot || slot.track !== found.track || slot.competitionId !== found.competitionId) throw new ApiError(422, 'invalid', { errors: { slot_id: 'slotUnavailable' } });
          const taken = (await seatsTaken(tx, [slot.id], now)).get(slot.id) ?? 0;
          if (taken >= slot.capacity) throw new ApiError(409, 'slotFull', { errors: { slot_id: 'slotFull' } });
        }
        change = { status: 'approved', meetingUrl: meetingUrl!, ...(slot ? { slotId: slot.id, appointmentAt: slot.startsAt } : {}) };
        notice = notices.requestApproved(found.track, slot?.startsAt ?? found.appointmentAt, meetingUrl!);
        break;
      }
      case 'attendance':
        if (found.status !== 'approved') throw notDecidable();
        notBeforeStart(found, now, lang);
        change = { attendance: b.attended ? 'attended' : 'absent' };
        notice = notices.attendance(found.track, b.attended!);
        break;
      case 'result':
        if (found.status !== 'approved') throw notDecidable();
        notBeforeStart(found, now, lang);
        change = b.passed ? { status: 'success', degree: b.degree! } : { status: 'failed', degree: b.degree ?? null, slotId: null };
        notice = b.passed ? notices.requestPassed(found.track, b.degree!) : notices.requestFailed(found.track);
        break;
      case 'refuse':
        if (found.status !== 'pending' && found.status !== 'approved') throw notDecidable();
        // A refused request gives its seat back.
        change = { status: 'refused', refusalReason: reason!, slotId: null };
        notice = notices.requestRefused(found.track, reason!);
        break;
    }
    const [updated] = await tx
      .update(t.submissions)
      .set({ ...change, decidedAt: now })
      .where(eq(t.submissions.id, found.id))
      .returning();
    await audit({ action: `request.${b.action}`, subjectType: `${found.track}TrackRequest`, subjectId: found.id, before: snapshot(found), after: snapshot(updated!) });
    await notify(found.userId, notice);
    const [who] = await tx.select({ name: t.users.name, email: t.users.email }).from(t.users).where(eq(t.users.id, found.userId));
    return (await cardsOf(tx, found.competitionId, [{ r: updated!, ...who! }], lang, me.role))[0]!;
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'decisionSaved'), data: [result] } };
};

// ------------------------------------------------------------------ slots

async function slotsJson(ctx: Parameters<Handler<'getOperatorSlots'>>[0], slots: Slot[]): Promise<Schemas['OperatorSlot'][]> {
  const taken = await seatsTaken(ctx.db, slots.map((s) => s.id), ctx.now());
  return slots.map((s) => ({ id: s.id, track: s.track, starts_at: toMeccaString(s.startsAt), capacity: s.capacity, taken: taken.get(s.id) ?? 0 }));
}

export const getOperatorSlots: Handler<'getOperatorSlots'> = async (ctx, { lang }) => {
  const competition = await requireActiveCompetition(ctx);
  const slots = await ctx.db
    .select()
    .from(t.appointmentSlots)
    .where(and(eq(t.appointmentSlots.competitionId, competition.id), inArray(t.appointmentSlots.track, ['third', 'fourth'])))
    .orderBy(asc(t.appointmentSlots.startsAt), asc(t.appointmentSlots.track));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await slotsJson(ctx, slots)] } };
};

export const postOperatorSlot: Handler<'postOperatorSlot'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const competition = await requireActiveCompetition(ctx);
  // The contract's pattern lets through days no calendar has (31 February): refused under the field.
  const at = parseMeccaDateTime(request.body.starts_at);
  if (at === null) throw new ApiError(422, 'invalid', { errors: { starts_at: 'noSuchDay' } });
  const startsAt = new Date(at);
  if (startsAt.getTime() <= ctx.now().getTime()) throw new ApiError(422, 'invalid', { errors: { starts_at: 'slotInPast' } });
  try {
    const slot = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
      const [created] = await tx
        .insert(t.appointmentSlots)
        .values({ competitionId: competition.id, track: request.body.track, startsAt, capacity: request.body.capacity, openedByOperator: true })
        .returning();
      await audit({ action: 'slot.open', subjectType: 'appointmentSlot', subjectId: created!.id, before: null, after: { track: created!.track, starts_at: request.body.starts_at, capacity: created!.capacity } });
      return created!;
    });
    return { code: 201, body: { status: 201, message: msg(lang, 'slotCreated'), data: [(await slotsJson(ctx, [slot]))[0]!] } };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'slotExists', { errors: { starts_at: 'slotExists' } });
    throw error;
  }
};

export const deleteOperatorSlot: Handler<'deleteOperatorSlot'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const [slot] = await tx.select().from(t.appointmentSlots).where(eq(t.appointmentSlots.id, request.params.slotId)).for('update');
    if (!slot) throw new ApiError(404, 'notFound');
    if ((await seatsTaken(tx, [slot.id], ctx.now())).get(slot.id)) throw new ApiError(409, 'slotInUse', { errors: { slot_id: 'slotInUse' } });
    // Kept at capacity 0 rather than deleted, so the availability pattern does not open it again.
    await tx.update(t.appointmentSlots).set({ capacity: 0 }).where(eq(t.appointmentSlots.id, slot.id));
    await audit({ action: 'slot.close', subjectType: 'appointmentSlot', subjectId: slot.id, before: { capacity: slot.capacity }, after: { capacity: 0 } });
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'slotClosed'), data: null } };
};
