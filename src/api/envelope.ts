// How every answer of the API is read, by the site (src/app/api) and the console (src/operator) alike.
import type { components } from '../contract/schema';

export type FieldErrors = components['schemas']['FieldErrors'];

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

/** `data[0]` of an answer that must carry one (a section's list, a saved record); throws so the caller shows its failure. */
export function requireFirstOfData<T>(body: { data: readonly T[] } | null | undefined): T {
  const value = firstOfData(body);
  if (value === undefined) throw new Error('the answer carries no data');
  return value;
}

/** The first non-empty message of the first field that has one, with its field key. */
export function firstFieldMessage(fields: FieldErrors | undefined): { field: string; message: string } | undefined {
  if (!fields) return undefined;
  for (const [field, messages] of Object.entries(fields)) {
    const message = messages.find((m) => m.trim() !== '');
    if (message !== undefined) return { field, message };
  }
  return undefined;
}

/** Field messages an older answer carries under `data` (`{ email: ['…'] }`, spec §8's OTP-resend and complaint readings). */
function dataFieldErrors(data: unknown): FieldErrors | undefined {
  if (!isRecord(data)) return undefined;
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(data)) {
    if (Array.isArray(value)) result[field] = value.filter((m): m is string => typeof m === 'string');
  }
  return firstFieldMessage(result) ? result : undefined;
}

/**
 * A refusal as every form and decision shows it: its first message and the field messages. The one reading of
 * "a refusal's first message" (spec §8, for login, register, OTP, complaint and impression alike): the first
 * non-empty field message under `errors`, else the first one of a field list under `data`, else the top-level
 * `message`; undefined when the answer names none (the caller shows its catalogue text). The field messages are
 * those of `errors`, else those under `data`.
 */
export function readRefusal(body: unknown): { message: string | undefined; fieldErrors: FieldErrors } {
  const { errors, data, message } = readEnvelope(body);
  const fromErrors = firstFieldMessage(errors);
  if (fromErrors) return { message: fromErrors.message, fieldErrors: errors ?? {} };
  const fromData = dataFieldErrors(data);
  if (fromData) return { message: firstFieldMessage(fromData)?.message, fieldErrors: fromData };
  return { message: message !== undefined && message.trim() !== '' ? message : undefined, fieldErrors: errors ?? {} };
}

/** A refusal's first message, as the server wrote it (in the request's language): see `readRefusal`. */
export function refusalMessage(body: unknown): string | undefined {
  return readRefusal(body).message;
}

/** A 2xx status: the answer carries what was asked for. */
export function isSuccess(httpStatus: number): boolean {
  return httpStatus >= 200 && httpStatus < 300;
}

/** A list or record answer that is not 2xx is a failure: it throws, so the resource view shows its failed state. */
export function ensureOk(response: { status: number }): void {
  if (!isSuccess(response.status)) throw new Error(`request failed with ${response.status}`);
}
