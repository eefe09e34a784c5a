// Console sign-in and sign-out. Accounts come from the setup link, an administrator's invitation or `npm run
// operator:create`; there is no sign-up.
import { sql } from 'drizzle-orm';
import { attemptKey, clear, limit } from '../../auth/counters.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { passwordStamp } from '../../operators/tokens.ts';
import { LOGIN_WINDOW_MS } from '../auth.ts';
import type { Handler } from '../context.ts';
import { operatorJson } from './common.ts';

export const operatorLogin: Handler<'operatorLogin'> = async (ctx, { request, reply, lang }) => {
  const { email, password } = request.body;
  const [operator] = await ctx.db.select().from(t.operators).where(sql`lower(${t.operators.email}) = lower(${email})`);
  // As the site's sign-in: attempts on one account are bounded across addresses and processes, and a known device of
  // the account is counted on its own (server/auth/knownDevices.ts). Unknown emails are counted alike.
  const device = operator ? await ctx.knownDevices.console.deviceOf(request, operator.id) : undefined;
  const key = attemptKey(`operator-login:${email.toLowerCase()}`, device);
  await limit(ctx.db, key, ctx.accountLimits.loginPerAccount, LOGIN_WINDOW_MS, ctx.now());
  // The same work whether or not the account exists.
  const matches = await verifyPassword(operator?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!operator?.passwordHash || !matches || operator.disabledAt) throw new ApiError(401, 'badCredentials', { errors: { email: 'badCredentials' } });
  await clear(ctx.db, key);
  await ctx.knownDevices.console.remember(request, reply, operator.id);
  const token = await ctx.operatorTokens.issue(operator.id, passwordStamp(operator.passwordHash));
  return { code: 200, body: { status: 200, message: msg(lang, 'loggedIn'), data: { token, operator: operatorJson(operator) } } };
};

export const getOperatorMe: Handler<'getOperatorMe'> = async (_ctx, { request, lang }) => {
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: operatorJson(operatorOf(request)) } };
};

export const operatorLogout: Handler<'operatorLogout'> = async (ctx, { request, lang }) => {
  const auth = request.operatorAuth!;
  await ctx.db.insert(t.revokedTokens).values({ jti: auth.token.jti, expiresAt: auth.token.expiresAt }).onConflictDoNothing();
  return { code: 200, body: { status: 200, message: msg(lang, 'loggedOut'), data: null } };
};
