// Readers of the third and fourth tracks' answers (levels, slots, holds, requests, cancel, reschedule). Every
// appointment time is read here, once, from Mecca time into an instant.
import type { components } from '../../contract/schema';
import { type BookingLevel, type BookingSlot, type BookingTrack, type ConfirmResult, type HoldResult } from '../../machines';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import { firstOfData, isSuccess, listOfData, readEnvelope, readRefusal, refusalMessage } from '../../api/envelope';

type Schemas = components['schemas'];

export type AppointmentStatus = Schemas['MemorisationStatus'];
export type ContestantDetails = Schemas['ContestantDetails'];

/** A contestant's request as the pages show it. */
export interface AppointmentRequest {
  id: number;
  track: BookingTrack;
  level: BookingLevel;
  status: AppointmentStatus;
  appointmentAt: number;
  meetingUrl: string | null;
  refusalReason: string | null;
  degree: number | null;
  slotId: number | null;
  details: ContestantDetails | null;
  decidedAt: number | null;
  /** Until when it may be cancelled or moved; null when it no longer may. */
  changeUntil: number | null;
}

/** `GET /competition/{third,fourth}-paths`: the latest request, or not started (404/401, or a cancelled one). */
export type RequestAnswer = { kind: 'request'; request: AppointmentRequest } | { kind: 'notStarted' };

const fail = (what: string, status: number): never => {
  throw new Error(`${what}: HTTP ${status}`);
};

function instant(value: string, what: string): number {
  const at = parseMeccaDateTime(value);
  if (at === null) throw new Error(`${what}: not a Mecca date-time: ${value}`);
  return at;
}

export function toAppointmentRequest(row: Schemas['MemorisationRequest']): AppointmentRequest {
  return {
    id: row.id,
    track: row.track,
    level: row.level,
    status: row.status,
    appointmentAt: instant(row.appointment_at, 'appointment'),
    meetingUrl: row.meeting_url,
    refusalReason: row.refusal_reason,
    degree: row.degree,
    slotId: row.slot_id,
    details: row.details,
    decidedAt: row.decided_at ? parseMeccaDateTime(row.decided_at) : null,
    changeUntil: row.change_until ? parseMeccaDateTime(row.change_until) : null,
  };
}

function requestOf(body: unknown, what: string): AppointmentRequest {
  const row = firstOfData(body as Schemas['MemorisationRequestResponse']);
  if (!row) throw new Error(`${what}: no data[0]`);
  return toAppointmentRequest(row);
}

export function readRequest(httpStatus: number, body: unknown): RequestAnswer {
  if (httpStatus === 404 || httpStatus === 401) return { kind: 'notStarted' };
  if (!isSuccess(httpStatus)) fail('appointment request', httpStatus);
  return { kind: 'request', request: requestOf(body, 'appointment request') };
}

export function readLevels(httpStatus: number, body: unknown): BookingLevel[] {
  if (!isSuccess(httpStatus)) fail('levels', httpStatus);
  return listOfData(body as Schemas['LevelListResponse']);
}

export function readSlots(httpStatus: number, body: unknown): BookingSlot[] {
  if (!isSuccess(httpStatus)) fail('slots', httpStatus);
  return listOfData(body as Schemas['SlotListResponse']).map((slot) => ({
    id: slot.id,
    startsAt: instant(slot.starts_at, 'slot'),
    capacity: slot.capacity,
    seatsLeft: slot.seats_left,
  }));
}

/** Which field a refusal names. */
function refusedField(body: unknown): string | undefined {
  return Object.keys(readEnvelope(body).errors ?? {})[0];
}

/** A hold: held with its seconds, or refused because the slot filled up (409) or is too close (422). */
export function readHold(httpStatus: number, body: unknown): HoldResult {
  if (httpStatus === 409 && refusedField(body) === 'clash') return { kind: 'clash', message: refusalMessage(body) ?? '' };
  if (httpStatus === 409 && refusedField(body) === 'slot_id') return { kind: 'refused', reason: 'slotTaken' };
  if (httpStatus === 422 && refusedField(body) === 'slot_id') return { kind: 'refused', reason: 'slotTooSoon' };
  if (!isSuccess(httpStatus)) fail('hold', httpStatus);
  const hold = firstOfData(body as Schemas['AppointmentHoldResponse']);
  if (!hold) throw new Error('hold: no data[0]');
  return { kind: 'held', holdId: hold.id, expiresInSeconds: hold.expires_in_seconds };
}

/** A confirmation or a move: booked, refused for the slot or the request, or details the server refused (422). */
export function readConfirm(httpStatus: number, body: unknown, mode: 'book' | 'reschedule'): ConfirmResult & { request?: AppointmentRequest } {
  const field = refusedField(body);
  if (httpStatus === 409 && field === 'slot_id') return { kind: 'refused', reason: 'slotTaken' };
  if (httpStatus === 409 && field === 'clash') return { kind: 'clash', message: refusalMessage(body) ?? '' };
  if (httpStatus === 409) return { kind: 'refused', reason: mode === 'book' ? 'requestOpen' : 'tooLateToChange' };
  if (httpStatus === 422 && field === 'slot_id') return { kind: 'refused', reason: 'slotTooSoon' };
  if (httpStatus === 422) {
    const { message, fieldErrors } = readRefusal(body);
    return { kind: 'rejected', message: message ?? '', fieldErrors };
  }
  if (!isSuccess(httpStatus)) fail('confirm', httpStatus);
  const request = requestOf(body, 'confirm');
  return { kind: 'booked', requestId: request.id, request };
}

/** Cancelling: the cancelled request, or too late / nothing to cancel (409, with the server's message). */
export function readCancel(httpStatus: number, body: unknown): { kind: 'cancelled'; request: AppointmentRequest } | { kind: 'refused'; message: string } {
  if (httpStatus === 409) return { kind: 'refused', message: refusalMessage(body) ?? '' };
  if (!isSuccess(httpStatus)) fail('cancel', httpStatus);
  return { kind: 'cancelled', request: requestOf(body, 'cancel') };
}
