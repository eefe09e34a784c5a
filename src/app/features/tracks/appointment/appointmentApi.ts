// The third and fourth tracks' calls, read by ../../../api/appointments. The two tracks' endpoints have the same shapes.
import type { BookingData, BookingTrack, ConfirmInput, ConfirmResult, HoldResult } from '../../../../machines';
import {
  readCancel,
  readConfirm,
  readHold,
  readLevels,
  readRequest,
  readSlots,
  type ContestantDetails,
  type RequestAnswer,
} from '../../../api/appointments';
import { userOf, type User } from '../../../api/auth';
import { api } from '../../../services/apiClient';
import { startedIn } from '../startedApi';

// One path per track; typed as the third track's, whose contract is the fourth's too.
const base = (track: BookingTrack) => `/competition/${track}-paths` as '/competition/third-paths';
const holds = (track: BookingTrack) => `/competition/${track}-paths/holds` as '/competition/third-paths/holds';

/** The contestant's latest request; "not started" without asking the read whose "not started" is a 404 when we know. */
export async function fetchRequest(track: BookingTrack): Promise<RequestAnswer> {
  if ((await startedIn(track)) === false) return { kind: 'notStarted' };
  const { data, error, response } = await api.GET(base(track));
  return readRequest(response.status, data ?? error);
}

export async function fetchSlots({ track }: { track: BookingTrack }) {
  const { data, error, response } = await api.GET(`/competition/${track}-paths/slots` as '/competition/third-paths/slots');
  return readSlots(response.status, data ?? error);
}

async function fetchLevels(track: BookingTrack) {
  const { data, error, response } = await api.GET(`/competition/${track}-paths/levels` as '/competition/third-paths/levels');
  return readLevels(response.status, data ?? error);
}

/** The signed-in contestant's account, whose details fill the form. */
export async function fetchProfile(): Promise<User | undefined> {
  const { data } = await api.GET('/user/profile');
  return userOf(data);
}

/** Levels, free slots, and the open request the booking would move (while it may still change). */
export async function loadBooking({ track }: { track: BookingTrack }): Promise<BookingData> {
  const [levels, slots, answer] = await Promise.all([fetchLevels(track), fetchSlots({ track }), fetchRequest(track)]);
  const open = answer.kind === 'request' && answer.request.changeUntil !== null ? answer.request : null;
  return {
    levels,
    slots,
    openRequest: open ? { id: open.id, slotId: open.slotId, levelId: open.level.id, appointmentAt: open.appointmentAt } : null,
  };
}

export async function holdSlot({ track, slotId }: { track: BookingTrack; slotId: number }): Promise<HoldResult> {
  const { data, error, response } = await api.POST(holds(track), { body: { slot_id: slotId } });
  return readHold(response.status, data ?? error);
}

export async function releaseHold({ track, holdId }: { track: BookingTrack; holdId: number }): Promise<void> {
  await api.DELETE(`/competition/${track}-paths/holds/{holdId}` as '/competition/third-paths/holds/{holdId}', { params: { path: { holdId } } });
}

export async function confirmBooking(input: ConfirmInput): Promise<ConfirmResult> {
  if (input.mode === 'reschedule') {
    const { data, error, response } = await api.POST(`/competition/${input.track}-paths/reschedule` as '/competition/third-paths/reschedule', {
      body: { slot_id: input.slotId, hold_id: input.holdId },
    });
    return readConfirm(response.status, data ?? error, 'reschedule');
  }
  const { data, error, response } = await api.POST(base(input.track), {
    body: { level_id: input.levelId, slot_id: input.slotId, hold_id: input.holdId, details: input.details as unknown as ContestantDetails },
  });
  return readConfirm(response.status, data ?? error, 'book');
}

export async function cancelRequest(track: BookingTrack) {
  const { data, error, response } = await api.POST(`/competition/${track}-paths/cancel` as '/competition/third-paths/cancel');
  return readCancel(response.status, data ?? error);
}
