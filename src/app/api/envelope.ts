import type { components } from '../../contract/schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Competition = Schemas['Competition'];
export type FieldErrors = Schemas['FieldErrors'];

/** The exact message the API sends when there is no competition (recognised whatever the status code). */
export const NO_ACTIVE_COMPETITION_MESSAGE = 'No active competition found';

/** The parts of an envelope `{ status, message, data, errors }` read defensively from any answer body. */
export type EnvelopeParts = {
  status: number | undefined;
  message: string | undefined;
  data: unknown;
  errors: FieldErrors | undefined;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field messages in the `{ field: [messages] }` shape; a lone string message counts as a one-item list. */
export function asFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

export function readEnvelope(body: unknown): EnvelopeParts {
  if (!isRecord(body)) return { status: undefined, message: undefined, data: undefined, errors: undefined };
  return {
    status: typeof body['status'] === 'number' ? body['status'] : undefined,
    message: typeof body['message'] === 'string' ? body['message'] : undefined,
    data: body['data'],
    errors: asFieldErrors(body['errors']),
  };
}

/** `data[0]` of a record or list answer (`/settings`, `/statistics`, the track results, ...). */
export function firstOfData<T>(body: { data: readonly T[] } | null | undefined): T | undefined {
  const data: unknown = body?.data;
  return Array.isArray(data) && data.length > 0 ? (data[0] as T) : undefined;
}

/** The list in `data[0]` (`/conditions`, `/testimonials`, `/archives`, `/faq`, notifications, ...); `[]` when absent. */
export function listOfData<T>(body: { data: readonly (readonly T[])[] } | null | undefined): T[] {
  const first: unknown = firstOfData<readonly T[]>(body);
  return Array.isArray(first) ? [...(first as readonly T[])] : [];
}

/** `data.token` of a login or email-verification answer; undefined for the 203 answer, which has no data. */
export function tokenOf(
  body: Schemas['LoginResponse'] | Schemas['LoginPendingResponse'] | Schemas['VerifyOtpResponse'] | null | undefined,
): string | undefined {
  const data = readEnvelope(body).data;
  if (!isRecord(data)) return undefined;
  const token = data['token'];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** `data.user` of the profile, login and email-verification answers. */
export function userOf(
  body: Schemas['UserResponse'] | Schemas['LoginResponse'] | Schemas['LoginPendingResponse'] | Schemas['VerifyOtpResponse'] | null | undefined,
): User | undefined {
  const data = readEnvelope(body).data;
  if (!isRecord(data)) return undefined;
  const user = data['user'];
  return isRecord(user) ? (user as User) : undefined;
}

/** Login answered 203: the account exists but cannot sign in yet; show `message`. */
export function isLoginPending(httpStatus: number): boolean {
  return httpStatus === 203;
}

/** True for the "no competition" answer, recognised by its message whatever the status code. */
export function isNoActiveCompetition(body: unknown): boolean {
  return readEnvelope(body).message === NO_ACTIVE_COMPETITION_MESSAGE;
}

/** `data` of `/competitions` (the competition itself), or null when there is none. */
export function competitionOf(body: Schemas['CompetitionResponse'] | Schemas['NoCompetitionResponse'] | null | undefined): Competition | null {
  if (isNoActiveCompetition(body)) return null;
  const data = readEnvelope(body).data;
  return isRecord(data) ? (data as Competition) : null;
}

/** Track results: 404 or 401, as the HTTP status or the body's `status`, mean "not started". */
export function isTrackNotStarted(httpStatus: number, body?: unknown): boolean {
  const bodyStatus = readEnvelope(body).status;
  return httpStatus === 404 || httpStatus === 401 || bodyStatus === 404 || bodyStatus === 401;
}
