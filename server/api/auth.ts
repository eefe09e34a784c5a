// Sign-in, registration, one-time codes, password reset, profile and logout.
import { isUniqueViolation } from '../db/errors.ts';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { attemptKey, clear, hit, limit, secondsUntil } from '../auth/counters.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { otpLink, type OtpType } from '../mail.ts';
import type { Lang } from '../messages.ts';
import { t as msg } from '../messages.ts';
import { userJson } from './common.ts';
import { requireKnownCountries } from './countries.ts';
import type { Context, Handler, User } from './context.ts';

export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_S = 60;
/** Windows of the per-account ceilings (their sizes are ctx.accountLimits). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const OTP_CHECK_WINDOW_MS = 24 * 60 * 60_000;

const loginKey = (email: string) => `login:${email.toLowerCase()}`;
const otpCheckKey = (type: OtpType, email: string) => `otp-check:${type}:${email.toLowerCase()}`;
const otpSendKey = (type: OtpType, email: string) => `otp-send:${type}:${email.toLowerCase()}`;

const byEmail = (email: string) => sql`lower(${t.users.email}) = lower(${email})`;

async function findUser(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(t.users).where(byEmail(email));
  return user;
}

// Codes are stored as an HMAC, never in clear, under a key every process of the deployment shares (ctx.otpKey): a code
// stored by one process is checked by any other.
const codeHash = (key: string, email: string, code: string) => createHmac('sha256', key).update(`${email.toLowerCase()}:${code}`).digest('hex');

// The e-mailed link's token is 256 random bits, so a plain SHA-256 of it is all that needs keeping.
const linkHash = (token: string) => createHash('sha256').update(token).digest('hex');

type Executor = Pick<Db, 'update' | 'insert'>;
/** A new code and the token of its e-mailed link, both only ever in the mail. */
type IssuedCode = { code: string; token: string };

/** Replaces any open code of this kind with a new one (inside the caller's transaction when given) and returns it. */
async function storeOtp(db: Executor, key: string, email: string, type: OtpType, now: Date, ttlMs: number): Promise<IssuedCode> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const token = randomBytes(32).toString('base64url');
  await db
    .update(t.otps)
    .set({ consumedAt: now })
    .where(and(sql`lower(${t.otps.email}) = lower(${email})`, eq(t.otps.otpType, type), isNull(t.otps.consumedAt)));
  await db.insert(t.otps).values({
    email: email.toLowerCase(),
    otpType: type,
    codeHash: codeHash(key, email, code),
    linkHash: linkHash(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return { code, token };
}

/** Mails a code and its link; callers run it off the request path, so whether an account exists does not show in how long the answer takes. */
function mailOtp(ctx: Context, email: string, issued: IssuedCode, type: OtpType, lang: Lang): Promise<void> {
  return ctx.mailer.sendOtp(email, issued.code, type, lang, otpLink(ctx.publicOrigin, type, email, issued.token), ctx.otpTtlMs);
}

/** Creates a new code and mails it, all off the request path. */
function issueOtp(ctx: Context, email: string, type: OtpType, lang: Lang): void {
  const now = ctx.now();
  ctx.background('send a one-time code', async () => {
    const issued = await ctx.db.transaction((tx) => storeOtp(tx as unknown as Executor, ctx.otpKey, email, type, now, ctx.otpTtlMs));
    await mailOtp(ctx, email, issued, type, lang);
  });
}

/**
 * Counts a request for a code to this address, known or not (so the answer is the same either way): seconds to wait
 * before another may be sent, 0 when this one may be sent.
 */
async function cooldownLeft(ctx: Context, email: string, type: OtpType): Promise<number> {
  const now = ctx.now();
  const { count, resetAt } = await hit(ctx.db, otpSendKey(type, email), OTP_RESEND_COOLDOWN_S * 1000, now);
  return count > 1 ? secondsUntil(resetAt, now) : 0;
}

/** What a request offers for a code: the 4 digits typed, or the token of the code's e-mailed link. */
type CodeProof = { otp: string } | { token: string };

/**
 * The proof a verify or reset body carries: exactly one of `otp` and `token` (422 as the schema would answer: neither
 * is `errors.otp` "required", both `errors.token` "not allowed").
 */
function proofOf(body: { otp?: string; token?: string }): CodeProof {
  if (body.token !== undefined && body.otp !== undefined) throw new ApiError(422, 'invalid', { errors: { token: 'notAllowed' } });
  if (body.token !== undefined) return { token: body.token };
  if (body.otp === undefined) throw new ApiError(422, 'invalid', { errors: { otp: 'required' } });
  return { otp: body.otp };
}

const sameHash = (expectedHex: string, actualHex: string) => timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(actualHex, 'hex'));

/**
 * Checks a code, counting the attempt; `consume` spends it. Throws 422 errors.otp when wrong, expired or out of attempts
 * (5 per code, whoever tries), and 429 once ctx.accountLimits.otpChecksPerAccount checks of this email and code type in
 * 24 hours came from strangers (any address), or from this known device of the account: strangers' guesses never count
 * against the owner's device. Unknown emails go through the same steps.
 *
 * The token of the code's e-mailed link proves the mailbox as the code does, and is neither counted against nor refused
 * by those ceilings, nor by the code's wrong tries (its 256 bits are not what a stranger guessed): it dies only with the
 * code (expiry, use, a newer code). A wrong or stale token is refused and counted as a wrong code is.
 */
async function checkOtp(ctx: Context, request: FastifyRequest, user: User | undefined, type: OtpType, email: string, proof: CodeProof, consume: boolean): Promise<void> {
  const now = ctx.now();
  const invalid = new ApiError(422, 'otpInvalid', { errors: { otp: 'otpInvalid' } });
  const openCode = async () => {
    const [open] = await ctx.db
      .select()
      .from(t.otps)
      .where(and(sql`lower(${t.otps.email}) = lower(${email})`, eq(t.otps.otpType, type), isNull(t.otps.consumedAt), gt(t.otps.expiresAt, now)))
      .orderBy(desc(t.otps.createdAt))
      .limit(1);
    return open;
  };
  const spend = async (id: number) => {
    const [spent] = await ctx.db
      .update(t.otps)
      .set({ consumedAt: now })
      .where(and(eq(t.otps.id, id), isNull(t.otps.consumedAt)))
      .returning({ id: t.otps.id });
    if (!spent) throw invalid;
  };
  if ('token' in proof) {
    const open = await openCode();
    if (open?.linkHash && sameHash(open.linkHash, linkHash(proof.token))) {
      if (consume) await spend(open.id);
      return;
    }
  }
  const device = user ? await ctx.knownDevices.site.deviceOf(request, user.id, user.sessionsValidAfter) : undefined;
  await limit(ctx.db, attemptKey(otpCheckKey(type, email), device), ctx.accountLimits.otpChecksPerAccount, OTP_CHECK_WINDOW_MS, now);
  const open = await openCode();
  if (!open) throw invalid;
  // Count the attempt atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(t.otps)
    .set({ attempts: sql`${t.otps.attempts} + 1` })
    .where(and(eq(t.otps.id, open.id), lt(t.otps.attempts, OTP_MAX_ATTEMPTS), isNull(t.otps.consumedAt)))
    .returning({ attempts: t.otps.attempts });
  if (!counted || 'token' in proof) throw invalid;
  if (!sameHash(open.codeHash, codeHash(ctx.otpKey, email, proof.otp))) throw invalid;
  if (consume) await spend(open.id);
}

function requireConfirmation(password: string, confirmation: string): void {
  if (password !== confirmation) {
    throw new ApiError(422, 'invalid', { errors: { password_confirmation: 'equalTo' }, params: { other: 'password' } });
  }
}

export const login: Handler<'login'> = async (ctx, { request, reply, lang }) => {
  const { email, password } = request.body;
  const user = await findUser(ctx.db, email);
  // Attempts on one account are bounded whatever address they come from (the per-address limit is the route's); a
  // known device of the account is counted on its own, so strangers' failures never lock its owner out.
  const device = user ? await ctx.knownDevices.site.deviceOf(request, user.id, user.sessionsValidAfter) : undefined;
  const key = attemptKey(loginKey(email), device);
  await limit(ctx.db, key, ctx.accountLimits.loginPerAccount, LOGIN_WINDOW_MS, ctx.now());
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await dummyPasswordHash(), password), false);
  if (!user || !ok) throw new ApiError(401, 'badCredentials', { errors: { email: 'badCredentials' } });
  await clear(ctx.db, key);
  if (!user.emailVerifiedAt) return { code: 203, body: { status: 203, message: msg(lang, 'verifyEmailFirst'), data: null } };
  await ctx.knownDevices.site.remember(request, reply, user.id);
  // Push messages follow the language the contestant signs in with.
  if (user.language !== lang) await ctx.db.update(t.users).set({ language: lang }).where(eq(t.users.id, user.id));
  const token = await ctx.tokens.issue(user.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'loggedIn'), data: { token, user: await userJson(ctx, user) } } };
};

/** A console account's email (operators are never contestants): answered like any taken email, telling nothing more. */
async function isConsoleEmail(ctx: Context, email: string): Promise<boolean> {
  const [operator] = await ctx.db.select({ id: t.operators.id }).from(t.operators).where(sql`lower(${t.operators.email}) = lower(${email})`);
  return operator !== undefined;
}

export const register: Handler<'register'> = async (ctx, { request, reply, lang }) => {
  const b = request.body;
  requireConfirmation(b.password, b.password_confirmation);
  requireKnownCountries(b);
  if ((await findUser(ctx.db, b.email)) || (await isConsoleEmail(ctx, b.email))) throw new ApiError(422, 'invalid', { errors: { email: 'emailTaken' } });
  const passwordHash = await hashPassword(b.password);
  let created: { id: number; issued: IssuedCode };
  try {
    // The account and its first code are written together: never an account without a code.
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(t.users).values({
        type: 'contestant',
        name: b.name.trim(),
        email: b.email,
        passwordHash,
        phone: b.phone,
        gender: b.gender,
        country: b.country,
        nationality: b.nationality,
        birthDate: b.birth_date,
        nationalIdType: b.national_id_type,
        idNumber: b.id_number,
        idName: b.id_name.trim(),
        language: lang,
        createdAt: ctx.now(),
      }).returning({ id: t.users.id });
      return { id: user!.id, issued: await storeOtp(tx as unknown as Executor, ctx.otpKey, b.email, 'user_verify_email', ctx.now(), ctx.otpTtlMs) };
    });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, the loser gets the same 422.
    if (isUniqueViolation(error)) {
      throw new ApiError(422, 'invalid', { errors: { email: 'emailTaken' } });
    }
    throw error;
  }
  // The first code starts the resend cooldown. A mail failure is logged; the verify screen's "send again" recovers.
  await cooldownLeft(ctx, b.email, 'user_verify_email');
  ctx.background('send a one-time code', () => mailOtp(ctx, b.email, created.issued, 'user_verify_email', lang));
  // The browser that signed up is the account's first known device: strangers guessing its code cannot block it.
  await ctx.knownDevices.site.remember(request, reply, created.id);
  return { code: 201, body: { status: 201, message: msg(lang, 'registered'), data: { email: b.email, otp_type: 'user_verify_email' } } };
};

// An unknown email is answered like a wrong code (422 errors.otp), a known one with no code to resend like a sent one:
// these calls never tell whether an account exists.
export const verifyOtp: Handler<'verifyOtp'> = async (ctx, { request, reply, lang }) => {
  const { email, otp_type } = request.body;
  const user = await findUser(ctx.db, email);
  if (otp_type === 'reset_password') {
    await checkOtp(ctx, request, user, otp_type, email, proofOf(request.body), false);
    return { code: 200, body: { status: 200, message: msg(lang, 'codeVerified'), data: { verified: true } } };
  }
  await checkOtp(ctx, request, user, otp_type, email, proofOf(request.body), true);
  if (!user) throw new ApiError(422, 'otpInvalid', { errors: { otp: 'otpInvalid' } }); // no code exists without an account
  const [verified] = await ctx.db.update(t.users).set({ emailVerifiedAt: user.emailVerifiedAt ?? ctx.now() }).where(eq(t.users.id, user.id)).returning();
  const token = await ctx.tokens.issue(user.id);
  await ctx.knownDevices.site.remember(request, reply, user.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'emailVerified'), data: { verified: true, token, user: await userJson(ctx, verified!) } } };
};

export const resendOtp: Handler<'resendOtp'> = async (ctx, { request, lang }) => {
  const { email, otp_type } = request.body;
  const user = await findUser(ctx.db, email);
  const wait = await cooldownLeft(ctx, email, otp_type);
  if (wait > 0) throw new ApiError(429, 'tooManyRequests', { data: { email: 'otpWait' }, params: { seconds: wait }, retryAfter: wait });
  // Nothing is sent to an unknown address, nor an email code to an address already verified; the answer is the same.
  if (user && !(otp_type === 'user_verify_email' && user.emailVerifiedAt)) issueOtp(ctx, user.email, otp_type, lang);
  return { code: 200, body: { status: 200, message: msg(lang, 'otpSent'), data: null } };
};

export const forgotPassword: Handler<'forgotPassword'> = async (ctx, { request, lang }) => {
  const { email } = request.body;
  const user = await findUser(ctx.db, email);
  // The same answer, after the same work, whether or not the account exists; a request within the cooldown sends nothing new.
  const wait = await cooldownLeft(ctx, email, 'reset_password');
  if (user && wait === 0) issueOtp(ctx, user.email, 'reset_password', lang);
  return { code: 200, body: { status: 200, message: msg(lang, 'otpSent'), data: null } };
};

export const resetPassword: Handler<'resetPassword'> = async (ctx, { request, reply, lang }) => {
  const { email, password, password_confirmation } = request.body;
  requireConfirmation(password, password_confirmation);
  const user = await findUser(ctx.db, email);
  await checkOtp(ctx, request, user, 'reset_password', email, proofOf(request.body), true);
  if (!user) throw new ApiError(422, 'otpInvalid', { errors: { otp: 'otpInvalid' } }); // no code exists without an account
  const passwordHash = await hashPassword(password);
  // Owning the mailbox is proven by the code, so an unverified email becomes verified too. Tokens carry their issue
  // time to the millisecond, so a session opened in the same second before the reset ends too.
  const validAfter = ctx.now();
  await ctx.db
    .update(t.users)
    .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now(), sessionsValidAfter: validAfter })
    .where(eq(t.users.id, user.id));
  // The emailed code proved the mailbox: strangers' failed sign-ins no longer hold the account, and this browser is known.
  await clear(ctx.db, loginKey(email));
  await ctx.knownDevices.site.remember(request, reply, user.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'passwordReset'), data: null } };
};

export const logout: Handler<'logout'> = async (ctx, { token, lang }) => {
  if (!token) throw new ApiError(401, 'badCredentials');
  await ctx.db.insert(t.revokedTokens).values({ jti: token.jti, expiresAt: token.expiresAt }).onConflictDoNothing();
  return { code: 200, body: { status: 200, message: msg(lang, 'loggedOut'), data: null } };
};

export const getProfile: Handler<'getProfile'> = async (ctx, { user, lang }) => {
  const u = user!;
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: { user: await userJson(ctx, u) } } };
};

export const updateProfile: Handler<'updateProfile'> = async (ctx, { user, request, lang }) => {
  const [updated] = await ctx.db.update(t.users).set({ name: request.body.name.trim() }).where(eq(t.users.id, user!.id)).returning();
  return { code: 200, body: { status: 200, message: msg(lang, 'profileUpdated'), data: { user: await userJson(ctx, updated!) } } };
};
