import type { components } from '../../contract/schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type FieldErrors = Schemas['FieldErrors'];

/** The parts of an envelope `{ status, message, data, errors }` read defensively from any answer body. */
export type EnvelopeParts = {
  status: number | undefined;
  message: string | undefined;
  data: unknown;
  errors: FieldErrors | undefined;
};

export function isRecord(value: unknown): value is Record<string, unknown> {
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

/** A list or record answer that is not 2xx is a failure: the resource hook shows its failed state. */
export function ensureOk(response: Response): void {
  if (!response.ok) throw new Error(`request failed with ${response.status}`);
}
