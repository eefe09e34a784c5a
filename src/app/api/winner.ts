import type { components } from '../../contract/schema';
import { firstOfData, type User } from './envelope';

type Win = components['schemas']['Win'];
export type WinnerProfileData = { user: User; wins: readonly Win[] };

/** What `GET /user/winner/profile` says: the profile with its wins, none on record, or not for this kind of account. */
export type WinnerProfileAnswer = { kind: 'profile'; profile: WinnerProfileData } | { kind: 'noRecord' } | { kind: 'contestantsOnly' };

/**
 * Reads the winner profile answer: `data[0]` on 2xx; 403 means the account cannot have one (a
 * visitor: the page says it is for contestants); 404 means no record yet. Anything else throws.
 */
export function readWinnerProfileAnswer(httpStatus: number, body: unknown): WinnerProfileAnswer {
  if (httpStatus === 403) return { kind: 'contestantsOnly' };
  if (httpStatus === 404) return { kind: 'noRecord' };
  const profile = httpStatus >= 200 && httpStatus < 300 ? firstOfData(body as Parameters<typeof firstOfData<WinnerProfileData>>[0]) : undefined;
  if (!profile) throw new Error(`winner profile: HTTP ${httpStatus}`);
  return { kind: 'profile', profile };
}
