// Console tokens: the site's JWTs under a key of their own, so an operator's token is never a contestant's and back.
import { createHash } from 'node:crypto';
import { TokenService } from '../auth/tokens.ts';

/** An operator's console session lasts a working day at most: sign in again the next morning. */
export const OPERATOR_SESSION_SECONDS = 10 * 60 * 60;

/** The console's signing secret, derived from JWT_SECRET: a token signed for one side fails verification on the other. */
export function operatorTokenService(jwtSecret: string, now: () => Date): TokenService {
  return new TokenService(createHash('sha256').update(`operator-console:${jwtSecret}`).digest('hex'), now, OPERATOR_SESSION_SECONDS);
}

/**
 * What a console token is issued against: a digest of the operator's password hash (never the hash itself). Any change
 * of the password (a new hash, whoever wrote it: a command or the database by hand) ends every session opened before.
 */
export function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(`operator-session:${passwordHash}`).digest('base64url').slice(0, 22);
}
