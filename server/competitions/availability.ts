// Examiner availability of the third and fourth tracks (issue 29, point 5): the organiser's setting per competition and
// track (src/domain/availability.ts), the slots it generates, and what may change once contestants have booked. A slot
// exists as a row of appointment_slots once generated (server/api/tracks/appointments.ts `ensureSlots`) or opened by an
// operator; changing the setting re-cuts the generated rows in the same transaction, and never removes a booked seat.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type Availability, availableSlotStarts, defaultAvailability, shiftOverrides } from '../../src/domain/availability.ts';
import { DAY_MS, fromMeccaString, toMeccaIsoDate } from '../../src/domain/meccaTime.ts';

export type MemorisationTrack = 'third' | 'fourth';
export const memorisationTracks = ['third', 'fourth'] as const;
type Row = typeof t.availability.$inferSelect;

/** Requests that hold a seat. */
export const SEAT_STATUSES = ['pending', 'approved'] as const;

export const availabilityOfRow = (row: Row): Availability => ({
  weekly: row.weekly,
  overrides: row.overrides,
  slotMinutes: row.slotMinutes,
  seats: row.seats,
  minNoticeMinutes: row.minNoticeMinutes,
  holdMinutes: row.holdMinutes,
});

/** The track's setting, or null when the organiser has set none (then no slot is generated). */
export async function availabilityOf(db: Db | Tx, competitionId: number, track: MemorisationTrack): Promise<Availability | null> {
  const [row] = await db.select().from(t.availability).where(and(eq(t.availability.competitionId, competitionId), eq(t.availability.track, track)));
  return row ? availabilityOfRow(row) : null;
}

/** The generated slot starts of a setting between the competition's start and end. */
export function generatedStarts(a: Availability | null, competition: { startAt: Date; endAt: Date }): Date[] {
  if (!a) return [];
  return availableSlotStarts(a, { startAt: competition.startAt.getTime(), endAt: competition.endAt.getTime() }).map((ms) => new Date(ms));
}

/** Writes the demo's (and the old fixed schedule's) setting for both tracks: the demo books exactly as before. */
export async function writeDefaultAvailability(db: Db | Tx, competitionId: number): Promise<void> {
  await db
    .insert(t.availability)
    .values(memorisationTracks.map((track) => ({ competitionId, track, ...defaultAvailability })))
    .onConflictDoNothing();
}

/** Copies both tracks' settings, the overrides moved by the whole days between the two starts (Mecca days). */
export async function copyAvailability(tx: Tx, source: { id: number; startAt: Date }, target: { id: number; startAt: Date }): Promise<void> {
  const rows = await tx.select().from(t.availability).where(eq(t.availability.competitionId, source.id));
  if (rows.length === 0) return;
  const days = Math.round((fromMeccaString(toMeccaIsoDate(target.startAt)).getTime() - fromMeccaString(toMeccaIsoDate(source.startAt)).getTime()) / DAY_MS);
  await tx.insert(t.availability).values(rows.map((row) => ({ ...availabilityOfRow(row), overrides: shiftOverrides(row.overrides, days), competitionId: target.id, track: row.track })));
}

/** A change that would take seats from contestants who booked them: 409 naming how many bookings it would cancel. */
export class BookingsAtRisk extends ApiError {
  constructor(readonly bookings: number) {
    super(409, 'availabilityCancelsBookings', { errors: { availability: 'availabilityCancelsBookings' }, params: { count: bookings } });
  }
}

/**
 * Saves a track's setting and re-cuts its generated slot rows, in the caller's transaction: rows the new setting no
 * longer offers are removed, the others get the new seats (a slot an operator closed stays closed, one an operator
 * opened is left as it is). Refused with `BookingsAtRisk` when a booked seat would go: on a slot no longer offered, or
 * beyond a slot's new seats. Returns the setting as it was (null when there was none).
 */
export async function saveAvailability(tx: Tx, competition: { id: number; startAt: Date; endAt: Date }, track: MemorisationTrack, next: Availability, now: Date): Promise<Availability | null> {
  const [row] = await tx
    .select()
    .from(t.availability)
    .where(and(eq(t.availability.competitionId, competition.id), eq(t.availability.track, track)))
    .for('update');
  const slots = await tx
    .select()
    .from(t.appointmentSlots)
    .where(and(eq(t.appointmentSlots.competitionId, competition.id), eq(t.appointmentSlots.track, track), eq(t.appointmentSlots.openedByOperator, false)))
    .for('update');
  const wanted = new Set(generatedStarts(next, competition).map((d) => d.getTime()));
  const booked = await bookedPerSlot(tx, slots.map((s) => s.id));
  let atRisk = 0;
  const removed: number[] = [];
  const reseated: number[] = [];
  for (const slot of slots) {
    const seats = booked.get(slot.id) ?? 0;
    if (!wanted.has(slot.startsAt.getTime())) {
      atRisk += seats;
      removed.push(slot.id);
    } else if (slot.capacity > 0 && slot.capacity !== next.seats) {
      atRisk += Math.max(0, seats - next.seats);
      reseated.push(slot.id);
    }
  }
  if (atRisk > 0) throw new BookingsAtRisk(atRisk);
  // Requests already decided (passed, failed, refused, cancelled) keep their appointment time; their slot goes.
  if (removed.length) await tx.delete(t.appointmentSlots).where(inArray(t.appointmentSlots.id, removed));
  if (reseated.length) await tx.update(t.appointmentSlots).set({ capacity: next.seats }).where(inArray(t.appointmentSlots.id, reseated));
  const values = { ...next, updatedAt: now };
  if (row) await tx.update(t.availability).set(values).where(and(eq(t.availability.competitionId, competition.id), eq(t.availability.track, track)));
  else await tx.insert(t.availability).values({ competitionId: competition.id, track, ...values });
  return row ? availabilityOfRow(row) : null;
}

/** Seats taken by requests (pending or approved) per slot. */
async function bookedPerSlot(db: Db | Tx, slotIds: number[]): Promise<Map<number, number>> {
  const booked = new Map<number, number>();
  if (slotIds.length === 0) return booked;
  const rows = await db
    .select({ slotId: t.submissions.slotId, n: count() })
    .from(t.submissions)
    .where(and(inArray(t.submissions.slotId, slotIds), inArray(t.submissions.status, [...SEAT_STATUSES])))
    .groupBy(t.submissions.slotId);
  for (const row of rows) booked.set(row.slotId!, Number(row.n));
  return booked;
}

export type Forecast = { slots: number; seats: number; requests: number; booked: number };

/**
 * Seats the setting offers between the competition's start and end (generated slots, less those an operator closed,
 * plus those an operator opened) against the track's requests so far (every one not cancelled), and the seats booked.
 */
export async function forecastOf(db: Db | Tx, competition: { id: number; startAt: Date; endAt: Date }, track: MemorisationTrack, a: Availability | null): Promise<Forecast> {
  const starts = generatedStarts(a, competition);
  const rows = await db
    .select()
    .from(t.appointmentSlots)
    .where(and(eq(t.appointmentSlots.competitionId, competition.id), eq(t.appointmentSlots.track, track)));
  const generated = new Set(starts.map((d) => d.getTime()));
  const closed = rows.filter((r) => !r.openedByOperator && r.capacity === 0 && generated.has(r.startsAt.getTime())).length;
  const opened = rows.filter((r) => r.openedByOperator && r.capacity > 0 && r.startsAt >= competition.startAt && r.startsAt <= competition.endAt && !generated.has(r.startsAt.getTime()));
  const slots = starts.length - closed + opened.length;
  const seats = (starts.length - closed) * (a?.seats ?? 0) + opened.reduce((sum, r) => sum + r.capacity, 0);
  const [requests] = await db
    .select({ n: count() })
    .from(t.submissions)
    .where(and(eq(t.submissions.competitionId, competition.id), eq(t.submissions.track, track), ne(t.submissions.status, 'cancelled')));
  const booked = await bookedPerSlot(db, rows.map((r) => r.id));
  return { slots, seats, requests: Number(requests?.n ?? 0), booked: [...booked.values()].reduce((s, n) => s + n, 0) };
}
