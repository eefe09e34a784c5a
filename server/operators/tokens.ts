// Console tokens: the site's JWTs under a key of their own, so an operator's token is never a contestant's and back.
import { createHash } from 'node:crypto';
import { TokenService } from '../auth/tokens.ts';

/** The console's signing secret, derived from JWT_SECRET: a token signed for one side fails verification on the other. */
export function operatorTokenService(jwtSecret: string, now: () => Date): TokenService {
  return new TokenService(createHash('sha256').update(`operator-console:${jwtSecret}`).digest('hex'), now);
}
