import type { components } from '../../contract/schema';
import { isRecord, readEnvelope } from '../../api/envelope';

// The envelope readers shared with the console live in src/api/envelope.ts; the site's own readers follow.
export {
  asFieldErrors,
  firstFieldMessage,
  firstOfData,
  isRecord,
  listOfData,
  readEnvelope,
  refusalMessage,
  requireFirstOfData,
  type EnvelopeParts,
  type FieldErrors,
} from '../../api/envelope';

type Schemas = components['schemas'];

export type User = Schemas['User'];

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
