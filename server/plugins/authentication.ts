// Who is calling the site's API: the bearer token (or, for media an <audio> element fetches, the jwt cookie), checked
// against the database, and the language a signed-in user now uses the site in.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Context, User } from '../api/context.ts';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import { ApiError, langOf } from '../http/errors.ts';

export type Auth = { user: User; token: { jti: string; expiresAt: Date } };

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Auth;
  }
}

function bearerOf(request: FastifyRequest, allowCookie: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  if (!allowCookie) return undefined;
  const cookie = request.headers.cookie?.split(';').map((c) => c.trim()).find((c) => c.startsWith('jwt='));
  if (!cookie) return undefined;
  try {
    return decodeURIComponent(cookie.slice(4)) || undefined;
  } catch {
    return undefined; // a malformed escape is no token at all
  }
}

/**
 * The user and whether the token was revoked, in one round trip (every signed-in request pays for it), prepared
 * (server/db/prepared.ts).
 */
const signedInUser = (db: Context['db']) =>
  preparedOn(db, 'signed_in_user', (on) =>
    on
      .select({
        user: t.users,
        revoked: sql<boolean>`exists (select 1 from ${t.revokedTokens} where ${t.revokedTokens.jti} = ${sql.placeholder('jti')})`,
      })
      .from(t.users)
      .where(eq(t.users.id, sql.placeholder('userId')))
      .prepare('signed_in_user'),
  );

/** The caller's account; 'no-user' for a valid token whose account is gone, undefined for no usable token. */
export async function authenticate(ctx: Context, request: FastifyRequest, allowCookie: boolean): Promise<Auth | 'no-user' | undefined> {
  const raw = bearerOf(request, allowCookie);
  if (!raw) return undefined;
  const claims = await ctx.tokens.verify(raw);
  if (!claims) return undefined;
  const [found] = await signedInUser(ctx.db).execute({ userId: claims.userId, jti: claims.jti });
  if (found?.revoked) return undefined;
  if (!found) {
    const [revoked] = await ctx.db.select({ jti: t.revokedTokens.jti }).from(t.revokedTokens).where(eq(t.revokedTokens.jti, claims.jti));
    return revoked ? undefined : 'no-user';
  }
  const user = found.user;
  // An anonymised account has no sessions (server/operators/anonymise.ts).
  if (user.anonymisedAt) return undefined;
  // A password reset ends every session opened before it.
  if (user.sessionsValidAfter && claims.issuedAt.getTime() < user.sessionsValidAfter.getTime()) return undefined;
  return { user, token: { jti: claims.jti, expiresAt: claims.expiresAt } };
}

/**
 * The language a signed-in user uses the site in, which their push messages are written in: the app sends it with
 * every call (Accept-Language), so the first call after a change of language records it, one write only then. Only
 * for a bearer token, which only the app's own calls carry: a media file fetched with the cookie (an <audio> element)
 * carries the browser's languages instead. Signing up and signing in record it too (server/api/auth.ts).
 */
export async function rememberLanguage(ctx: Context, request: FastifyRequest, user: User): Promise<void> {
  const lang = langOf(request);
  if (user.language === lang) return;
  await ctx.db.update(t.users).set({ language: lang }).where(eq(t.users.id, user.id));
  user.language = lang;
}

/** The `bearerAuth` security handler of the contract's signed-in operations. */
export const bearerAuth = (ctx: Context) => async (request: FastifyRequest) => {
  if (request.auth) return; // an upload's sender, signed in before its body was read
  const found = await authenticate(ctx, request, false);
  if (found === 'no-user') {
    throw request.routeOptions.config.operationId === 'logout' ? new ApiError(404, 'userNotFound') : new ApiError(401, 'unauthenticated');
  }
  // The spec's logout failure catalogue reads 401 as "Email or Password is incorrect".
  if (!found) throw new ApiError(401, request.routeOptions.config.operationId === 'logout' ? 'badCredentials' : 'unauthenticated');
  await rememberLanguage(ctx, request, found.user);
  request.auth = found;
};
