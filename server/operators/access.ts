// Who may call what in the console: the operatorBearer security handler asks this before any operator handler runs.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { can } from './permissions.ts';
import { passwordStamp } from './tokens.ts';

export type Operator = typeof t.operators.$inferSelect;
export type OperatorAuth = { operator: Operator; token: { jti: string; expiresAt: Date } };

declare module 'fastify' {
  interface FastifyRequest {
    operatorAuth?: OperatorAuth;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * No token, or one that is neither the console's nor the site's: 401. A contestant's or visitor's valid token, or a
 * role the permission table (server/operators/permissions.ts) does not allow this operation: 403 with the errors
 * envelope. A disabled operator, an invited one that has no password yet, or a token from before the operator's
 * password changed, is signed out (401).
 */
export async function authenticateOperator(
  deps: { db: Db; operatorTokens: TokenService; isSiteUser: (request: FastifyRequest) => Promise<boolean> },
  request: FastifyRequest,
): Promise<void> {
  const raw = bearer(request);
  if (!raw) throw new ApiError(401, 'unauthenticated');
  const claims = await deps.operatorTokens.verify(raw);
  if (!claims) {
    if (await deps.isSiteUser(request)) throw new ApiError(403, 'operatorsOnly');
    throw new ApiError(401, 'unauthenticated');
  }
  const [revoked] = await deps.db.select({ jti: t.revokedTokens.jti }).from(t.revokedTokens).where(eq(t.revokedTokens.jti, claims.jti));
  if (revoked) throw new ApiError(401, 'unauthenticated');
  const [operator] = await deps.db.select().from(t.operators).where(eq(t.operators.id, claims.userId));
  if (!operator || operator.disabledAt || !operator.passwordHash) throw new ApiError(401, 'unauthenticated');
  // Issued before the operator's password last changed (or before tokens carried the stamp): that session has ended.
  if (claims.stamp !== passwordStamp(operator.passwordHash)) throw new ApiError(401, 'unauthenticated');
  const operationId = request.routeOptions.config.operationId ?? '';
  if (!can(operator.role, operationId)) {
    const key = operator.role === 'reviewer' ? 'reviewersOnlyReview' : 'notForYourRole';
    throw new ApiError(403, key, { errors: { role: key } });
  }
  request.operatorAuth = { operator, token: { jti: claims.jti, expiresAt: claims.expiresAt } };
}

/** The signed-in operator of a request the security handler let through. */
export function operatorOf(request: FastifyRequest): Operator {
  const auth = request.operatorAuth;
  if (!auth) throw new ApiError(401, 'unauthenticated');
  return auth.operator;
}
