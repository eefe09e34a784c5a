// The third and fourth tracks: levelled memorisation tests booked by appointment.
// A slot seats `capacity` contestants; a seat is taken by a pending or approved request on it, or held for a few minutes
// by a contestant confirming. Every change of seats happens in one transaction that first locks the slot's row
// (SELECT … FOR UPDATE), so two contestants can never both get the last seat, on PostgreSQL or PGlite.
import { and, count, desc, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { type Level, levelsOf } from '../../competitions/content.ts';
import { ApiError } from '../../http/errors.ts';
import { HOUR_MS, MINUTE_MS, fromMeccaString, toMeccaIsoDate, toMeccaString } from '../../../src/domain/meccaTime.ts';
import { type Availability, defaultAvailability } from '../../../src/domain/availability.ts';
import { availabilityOf, generatedStarts } from '../../competitions/availability.ts';
import type { Lang } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { notices, trackName } from '../../operators/notices.ts';
import { formatDayTime } from '../../../src/domain/format.ts';
import { activeCompetition, type Competition, requireActiveCompetition, requireContestant, requireRunning, text } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { requireKnownCountries } from '../countries.ts';

import { isUniqueViolation } from '../../db/errors.ts';

export type MemorisationTrack = 'third' | 'fourth';
type Slot = typeof t.appointmentSlots.$inferSelect;
type Request = typeof t.submissions.$inferSelect;

/** A request can be cancelled or moved until this long before its test. */
export const CHANGE_CUTOFF_MS = 12 * HOUR_MS;

const OPEN_STATUSES = ['pending', 'approved'] as const;
const ACTIVE_STATUSES = ['pending', 'approved', 'success'];

/** A level of the competition's list (`levelsOf`) as contestants read it; one since removed keeps its number. */
export function levelJson(levels: readonly Level[], levelId: number, lang: Lang): Schemas['MemorisationLevel'] {
  const level = levels.find((l) => l.id === levelId);
  return level ? { id: level.id, title: text(level.title, lang), description: text(level.description, lang) } : { id: levelId, title: String(levelId), description: '' };
}

/** Until when the request may be cancelled or moved; null when it no longer may. */
function changeUntil(row: Request, now: Date): Date | null {
  if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) return null;
  const until = new Date(row.appointmentAt.getTime() - CHANGE_CUTOFF_MS);
  return now.getTime() < until.getTime() ? until : null;
}

function requestJson(row: Request, levels: readonly Level[], lang: Lang, now: Date): Schemas['MemorisationRequest'] {
  const appointment = toMeccaString(row.appointmentAt);
  const until = changeUntil(row, now);
  return {
    id: row.id,
    track: row.track,
    level: levelJson(levels, row.levelId, lang),
    date: appointment.slice(0, 10),
    time: appointment.slice(11),
    appointment_at: appointment,
    status: row.status,
    meeting_url: row.meetingUrl,
    refusal_reason: row.refusalReason,
    degree: row.degree,
    created_at: toMeccaString(row.createdAt),
    slot_id: row.slotId,
    details: row.details,
    decided_at: row.decidedAt ? toMeccaString(row.decidedAt) : null,
    change_until: until ? toMeccaString(until) : null,
  };
}

function slotJson(slot: Slot, seatsLeft: number): Schemas['AppointmentSlot'] {
  const startsAt = toMeccaString(slot.startsAt);
  return { id: slot.id, date: startsAt.slice(0, 10), time: startsAt.slice(11), starts_at: startsAt, capacity: slot.capacity, seats_left: Math.max(0, seatsLeft) };
}

/** The contestant's newest request on a track (a cancelled one included: it reads as not started). */
export async function latestRequest(db: Db | Tx, userId: number, competitionId: number, track: MemorisationTrack) {
  const [row] = await db
    .select()
    .from(t.submissions)
    .where(and(eq(t.submissions.userId, userId), eq(t.submissions.competitionId, competitionId), eq(t.submissions.track, track)))
    .orderBy(desc(t.submissions.createdAt), desc(t.submissions.id))
    .limit(1);
  return row;
}

/**
 * The slots the track's availability generates (server/competitions/availability.ts) exist as rows, created on first
 * use (the competition's dates may move); returns the setting (null: the organiser set none, so none is generated).
 */
async function ensureSlots(db: Db, competition: Competition, track: MemorisationTrack): Promise<Availability | null> {
  const setting = await availabilityOf(db, competition.id, track);
  const wanted = generatedStarts(setting, competition);
  if (!setting || wanted.length === 0) return setting;
  const existing = await db
    .select({ startsAt: t.appointmentSlots.startsAt })
    .from(t.appointmentSlots)
    .where(and(eq(t.appointmentSlots.competitionId, competition.id), eq(t.appointmentSlots.track, track)));
  const have = new Set(existing.map((s) => s.startsAt.getTime()));
  const missing = wanted.filter((d) => !have.has(d.getTime()));
  if (missing.length === 0) return setting;
  await db
    .insert(t.appointmentSlots)
    .values(missing.map((startsAt) => ({ competitionId: competition.id, track, startsAt, capacity: setting.seats })))
    .onConflictDoNothing();
  return setting;
}

/**
 * Seats taken per slot: open requests on it, and live holds (except `exceptUserId`'s own). The one count of the
 * booking pages and the operator console (slots' `taken`, accepting onto a slot, closing one).
 */
export async function seatsTaken(db: Db | Tx, slotIds: number[], now: Date, exceptUserId?: number): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (slotIds.length === 0) return taken;
  const booked = await db
    .select({ slotId: t.submissions.slotId, n: count() })
    .from(t.submissions)
    .where(and(inArray(t.submissions.slotId, slotIds), inArray(t.submissions.status, [...OPEN_STATUSES])))
    .groupBy(t.submissions.slotId);
  const held = await db
    .select({ slotId: t.appointmentHolds.slotId, n: count() })
    .from(t.appointmentHolds)
    .where(
      and(
        inArray(t.appointmentHolds.slotId, slotIds),
        gt(t.appointmentHolds.expiresAt, now),
        exceptUserId === undefined ? undefined : ne(t.appointmentHolds.userId, exceptUserId),
      ),
    )
    .groupBy(t.appointmentHolds.slotId);
  for (const row of [...booked, ...held]) taken.set(row.slotId!, (taken.get(row.slotId!) ?? 0) + Number(row.n));
  return taken;
}

/** The earliest instant a slot may start at now: the track's minimum notice, inside the competition. */
const earliestStart = (competition: Competition, setting: Availability | null, now: Date) =>
  new Date(Math.max(now.getTime() + (setting ?? defaultAvailability).minNoticeMinutes * MINUTE_MS, competition.startAt.getTime()));
/** How long a seat stays held while the contestant confirms: the track's hold time. */
const holdMs = (setting: Availability | null) => (setting ?? defaultAvailability).holdMinutes * MINUTE_MS;

/** Slots with a free seat, from the minimum notice to the competition's end, earliest first. */
async function freeSlots(ctx: Context, competition: Competition, track: MemorisationTrack, userId: number, onlyDate?: string): Promise<Schemas['AppointmentSlot'][]> {
  const setting = await ensureSlots(ctx.db, competition, track);
  const now = ctx.now();
  const slots = await ctx.db
    .select()
    .from(t.appointmentSlots)
    .where(
      and(
        eq(t.appointmentSlots.competitionId, competition.id),
        eq(t.appointmentSlots.track, track),
        gte(t.appointmentSlots.startsAt, earliestStart(competition, setting, now)),
        lte(t.appointmentSlots.startsAt, competition.endAt),
      ),
    )
    .orderBy(t.appointmentSlots.startsAt);
  const inDay = onlyDate ? slots.filter((s) => toMeccaIsoDate(s.startsAt) === onlyDate) : slots;
  const taken = await seatsTaken(ctx.db, inDay.map((s) => s.id), now, userId);
  return inDay.map((s) => slotJson(s, s.capacity - (taken.get(s.id) ?? 0))).filter((s) => s.seats_left > 0);
}

/** A slot closer than the track's minimum notice (in hours, as the organiser set it). */
const tooSoon = (setting: Availability | null) =>
  new ApiError(422, 'invalid', { errors: { slot_id: 'slotTooSoon' }, params: { hours: Math.round(((setting ?? defaultAvailability).minNoticeMinutes / 60) * 10) / 10 } });
const slotTaken = () => new ApiError(409, 'slotTaken', { errors: { slot_id: 'slotTaken' } });
const requestOpen = () => new ApiError(409, 'requestOpen', { errors: { track: 'requestOpen' } });

/** How long a test of the track lasts: its slots' length (the organiser's setting, else the default's). */
export async function testMinutes(db: Db | Tx, competitionId: number, track: MemorisationTrack): Promise<number> {
  return ((await availabilityOf(db, competitionId, track)) ?? defaultAvailability).slotMinutes;
}

/** Two tests overlap when each starts before the other ends. */
export const testsOverlap = (a: { startsAt: Date; minutes: number }, b: { startsAt: Date; minutes: number }): boolean =>
  a.startsAt.getTime() < b.startsAt.getTime() + b.minutes * MINUTE_MS && b.startsAt.getTime() < a.startsAt.getTime() + a.minutes * MINUTE_MS;

/**
 * Locks the contestant's account row for the rest of the transaction, before any slot: the one contestant's holds,
 * bookings and moves on both tracks then run one after the other, so two at once cannot both pass the clash check.
 */
async function lockContestant(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
}

/**
 * A contestant sits one test at a time: refuses (409, under `clash`) a slot that overlaps their open request on the
 * other track, naming that track and its time in the contestant's language. Runs under `lockContestant`.
 */
async function refuseClash(tx: Tx, competition: Competition, slot: Slot, userId: number, lang: Lang): Promise<void> {
  const other: MemorisationTrack = slot.track === 'third' ? 'fourth' : 'third';
  const open = await tx
    .select({ appointmentAt: t.submissions.appointmentAt })
    .from(t.submissions)
    .where(and(eq(t.submissions.userId, userId), eq(t.submissions.competitionId, competition.id), eq(t.submissions.track, other), inArray(t.submissions.status, [...OPEN_STATUSES])));
  if (open.length === 0) return;
  const mine = { startsAt: slot.startsAt, minutes: await testMinutes(tx, competition.id, slot.track as MemorisationTrack) };
  const theirs = await testMinutes(tx, competition.id, other);
  const clash = open.find((r) => testsOverlap(mine, { startsAt: r.appointmentAt, minutes: theirs }));
  if (!clash) return;
  const name = lang === 'en' ? trackName[other].en.toLowerCase() : trackName[other].ar;
  throw new ApiError(409, 'slotClash', { params: { track: name, at: formatDayTime(lang, clash.appointmentAt) }, errors: { clash: 'slotClash' } });
}

/** Locks the slot's row for the rest of the transaction; refuses a slot of another track or outside the competition. */
async function lockSlot(tx: Tx, competition: Competition, track: MemorisationTrack, slotId: number): Promise<Slot> {
  const [slot] = await tx
    .select()
    .from(t.appointmentSlots)
    .where(and(eq(t.appointmentSlots.id, slotId), eq(t.appointmentSlots.competitionId, competition.id), eq(t.appointmentSlots.track, track)))
    .for('update');
  if (!slot || slot.startsAt > competition.endAt || slot.startsAt < competition.startAt) {
    throw new ApiError(422, 'invalid', { errors: { slot_id: 'slotUnavailable' } });
  }
  return slot;
}

/**
 * Takes a seat of a locked slot for `userId`: their live hold on it if they have one (it is used up), else a seat
 * still free, which also needs the minimum notice. Throws "no longer available" when none is left.
 */
async function takeSeat(tx: Tx, slot: Slot, competition: Competition, userId: number, now: Date, holdId: number | undefined): Promise<void> {
  const setting = await availabilityOf(tx, competition.id, slot.track);
  if (holdId !== undefined) {
    const used = await tx
      .delete(t.appointmentHolds)
      .where(and(eq(t.appointmentHolds.id, holdId), eq(t.appointmentHolds.userId, userId), eq(t.appointmentHolds.slotId, slot.id), gt(t.appointmentHolds.expiresAt, now)))
      .returning({ id: t.appointmentHolds.id });
    if (used.length > 0) return;
  }
  if (slot.startsAt < earliestStart(competition, setting, now)) throw tooSoon(setting);
  const taken = (await seatsTaken(tx, [slot.id], now, userId)).get(slot.id) ?? 0;
  if (taken >= slot.capacity) throw slotTaken();
  // A hold of this contestant's own on the slot (expired or not) is used up by the booking.
  await tx.delete(t.appointmentHolds).where(and(eq(t.appointmentHolds.userId, userId), eq(t.appointmentHolds.slotId, slot.id)));
}

/** Releases a contestant's holds on this competition's track (a new hold replaces them). */
async function releaseHolds(tx: Db | Tx, userId: number, competition: Competition, track: MemorisationTrack): Promise<void> {
  const slotsOfTrack = tx
    .select({ id: t.appointmentSlots.id })
    .from(t.appointmentSlots)
    .where(and(eq(t.appointmentSlots.competitionId, competition.id), eq(t.appointmentSlots.track, track)));
  await tx.delete(t.appointmentHolds).where(and(eq(t.appointmentHolds.userId, userId), inArray(t.appointmentHolds.slotId, slotsOfTrack)));
}

/** Holds past their expiry free their seats by not being counted; this removes their rows (also run hourly). */
export async function purgeExpiredHolds(db: Db | Tx, now: Date): Promise<void> {
  await db.delete(t.appointmentHolds).where(lte(t.appointmentHolds.expiresAt, now));
}

function memorisationHandlers(track: MemorisationTrack) {
  const getRequest: Handler<'getThirdTrackRequest'> = async (ctx, { user, lang }) => {
    const u = requireContestant(user);
    const competition = await activeCompetition(ctx);
    const row = competition ? await latestRequest(ctx.db, u.id, competition.id, track) : undefined;
    // A cancelled request leaves the track as not started.
    if (!row || row.status === 'cancelled') throw new ApiError(404, 'trackNotStarted');
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [requestJson(row, await levelsOf(ctx.db, row.competitionId, track), lang, ctx.now())] } };
  };

  const postRequest: Handler<'postThirdTrackRequest'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    const competition = await requireActiveCompetition(ctx);
    const { level_id, slot_id, hold_id, details } = request.body;
    const levels = await levelsOf(ctx.db, competition.id, track);
    if (!levels.some((l) => l.id === level_id)) throw new ApiError(422, 'invalid', { errors: { level_id: 'unknownLevel' } });
    requireKnownCountries(details);
    const birth = fromMeccaString(details.birth_date);
    if (birth.getTime() >= ctx.now().getTime() || details.birth_date < '1900-01-01') throw new ApiError(422, 'invalid', { errors: { birth_date: 'birthDateInvalid' } });
    const latest = await latestRequest(ctx.db, u.id, competition.id, track);
    if (latest && ACTIVE_STATUSES.includes(latest.status)) throw requestOpen();
    requireRunning(ctx, competition);
    const now = ctx.now();
    try {
      const row = await ctx.db.transaction(async (tx) => {
        await lockContestant(tx, u.id);
        const slot = await lockSlot(tx, competition, track, slot_id);
        await refuseClash(tx, competition, slot, u.id, lang);
        await takeSeat(tx, slot, competition, u.id, now, hold_id);
        const [inserted] = await tx
          .insert(t.submissions)
          .values({ userId: u.id, competitionId: competition.id, track, levelId: level_id, slotId: slot.id, appointmentAt: slot.startsAt, details, createdAt: now })
          .returning();
        // Kept on the account: the form is filled in with them next time.
        await tx
          .update(t.users)
          .set({
            nationalIdType: details.national_id_type,
            idNumber: details.id_number,
            idName: details.id_name.trim(),
            nationality: details.nationality,
            birthDate: details.birth_date,
            gender: details.gender,
            country: details.country,
            phone: details.phone,
          })
          .where(eq(t.users.id, u.id));
        const received = notices.requestReceived(track, slot.startsAt);
        await tx.insert(t.notifications).values({ userId: u.id, title: received.title, body: received.body, data: received.data ?? null, createdAt: now });
        return inserted!;
      });
      return { code: 201, body: { status: 201, message: msg(lang, 'requestSent'), data: [requestJson(row, levels, lang, now)] } };
    } catch (error) {
      // A parallel request of the same contestant won the one open request per track.
      if (isUniqueViolation(error)) throw requestOpen();
      throw error;
    }
  };

  const getLevels: Handler<'getThirdTrackLevels'> = async (ctx, { user, lang }) => {
    requireContestant(user);
    const competition = await activeCompetition(ctx);
    const levels = competition ? await levelsOf(ctx.db, competition.id, track) : [];
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [levels.map((l) => levelJson(levels, l.id, lang))] } };
  };

  const getSlots: Handler<'getThirdTrackSlots'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    const competition = await activeCompetition(ctx);
    const slots = competition ? await freeSlots(ctx, competition, track, u.id, request.query?.date) : [];
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [slots] } };
  };

  const postHold: Handler<'postThirdTrackHold'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    const competition = await requireActiveCompetition(ctx);
    requireRunning(ctx, competition, 'slot_id');
    const setting = await ensureSlots(ctx.db, competition, track);
    const now = ctx.now();
    const hold = await ctx.db.transaction(async (tx) => {
      await lockContestant(tx, u.id);
      const slot = await lockSlot(tx, competition, track, request.body.slot_id);
      if (slot.startsAt < earliestStart(competition, setting, now)) throw tooSoon(setting);
      await refuseClash(tx, competition, slot, u.id, lang);
      await purgeExpiredHolds(tx, now);
      await releaseHolds(tx, u.id, competition, track);
      const taken = (await seatsTaken(tx, [slot.id], now)).get(slot.id) ?? 0;
      if (taken >= slot.capacity) throw slotTaken();
      const [row] = await tx
        .insert(t.appointmentHolds)
        .values({ slotId: slot.id, userId: u.id, expiresAt: new Date(now.getTime() + holdMs(setting)), createdAt: now })
        .returning();
      return { row: row!, slot: slotJson(slot, slot.capacity - taken - 1) };
    });
    return {
      code: 201,
      body: {
        status: 201,
        message: msg(lang, 'slotHeld'),
        data: [{ id: hold.row.id, slot: hold.slot, expires_at: toMeccaString(hold.row.expiresAt), expires_in_seconds: Math.round(holdMs(setting) / 1000) }],
      },
    };
  };

  const deleteHold: Handler<'deleteThirdTrackHold'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    await ctx.db.delete(t.appointmentHolds).where(and(eq(t.appointmentHolds.id, request.params.holdId), eq(t.appointmentHolds.userId, u.id)));
    return { code: 200, body: { status: 200, message: msg(lang, 'holdReleased'), data: null } };
  };

  /** The contestant's open request, locked, if it may still change. */
  async function changeableRequest(tx: Tx, userId: number, competition: Competition, now: Date): Promise<Request> {
    const [row] = await tx
      .select()
      .from(t.submissions)
      .where(
        and(eq(t.submissions.userId, userId), eq(t.submissions.competitionId, competition.id), eq(t.submissions.track, track), inArray(t.submissions.status, [...OPEN_STATUSES])),
      )
      .for('update');
    if (!row) throw new ApiError(409, 'noOpenRequest', { errors: { track: 'noOpenRequest' } });
    if (!changeUntil(row, now)) throw new ApiError(409, 'tooLateToChange', { errors: { track: 'tooLateToChange' } });
    return row;
  }

  const cancelRequest: Handler<'cancelThirdTrackRequest'> = async (ctx, { user, lang }) => {
    const u = requireContestant(user);
    const competition = await requireActiveCompetition(ctx);
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      const open = await changeableRequest(tx, u.id, competition, now);
      const [updated] = await tx.update(t.submissions).set({ status: 'cancelled', slotId: null, cancelledAt: now }).where(eq(t.submissions.id, open.id)).returning();
      return updated!;
    });
    return { code: 200, body: { status: 200, message: msg(lang, 'requestCancelled'), data: [requestJson(row, await levelsOf(ctx.db, competition.id, track), lang, now)] } };
  };

  const rescheduleRequest: Handler<'rescheduleThirdTrackRequest'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    const competition = await requireActiveCompetition(ctx);
    requireRunning(ctx, competition, 'slot_id');
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      await lockContestant(tx, u.id);
      const open = await changeableRequest(tx, u.id, competition, now);
      const slot = await lockSlot(tx, competition, track, request.body.slot_id);
      if (slot.id === open.slotId) throw new ApiError(422, 'invalid', { errors: { slot_id: 'slotUnavailable' } });
      await refuseClash(tx, competition, slot, u.id, lang);
      await takeSeat(tx, slot, competition, u.id, now, request.body.hold_id);
      // A new time goes back to the operators: pending approval, no meeting yet.
      const [updated] = await tx
        .update(t.submissions)
        .set({ slotId: slot.id, appointmentAt: slot.startsAt, status: 'pending', meetingUrl: null, decidedAt: null })
        .where(eq(t.submissions.id, open.id))
        .returning();
      return updated!;
    });
    return { code: 200, body: { status: 200, message: msg(lang, 'requestRescheduled'), data: [requestJson(row, await levelsOf(ctx.db, competition.id, track), lang, now)] } };
  };

  return { getRequest, postRequest, getLevels, getSlots, postHold, deleteHold, cancelRequest, rescheduleRequest };
}

export const thirdTrack = memorisationHandlers('third');
export const fourthTrack = memorisationHandlers('fourth');
