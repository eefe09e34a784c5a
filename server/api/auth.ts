// Sign-in, registration, one-time codes, password reset, profile and logout.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { OtpType } from '../mail.ts';
import type { Lang } from '../messages.ts';
import { t as msg } from '../messages.ts';
import { userJson } from './common.ts';
import type { Context, Handler, User } from './context.ts';

export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_S = 60;

const byEmail = (email: string) => sql`lower(${t.users.email}) = lower(${email})`;

async function findUser(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(t.users).where(byEmail(email));
  return user;
}

// Codes are stored as an HMAC, never in clear; the key is per process start, which only matters for codes in flight.
const otpKey = randomInt(2 ** 47).toString(36) + Date.now().toString(36);
const codeHash = (email: string, code: string) => createHmac('sha256', otpKey).update(`${email.toLowerCase()}:${code}`).digest('hex');

type Executor = Pick<Db, 'update' | 'insert'>;

/** Replaces any open code of this kind with a new one (inside the caller's transaction when given) and returns it. */
async function storeOtp(db: Executor, email: string, type: OtpType, now: Date, ttlMs: number): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db
    .update(t.otps)
    .set({ consumedAt: now })
    .where(and(sql`lower(${t.otps.email}) = lower(${email})`, eq(t.otps.otpType, type), isNull(t.otps.consumedAt)));
  await db.insert(t.otps).values({ email: email.toLowerCase(), otpType: type, codeHash: codeHash(email, code), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return code;
}

async function issueOtp(ctx: Context, email: string, type: OtpType, lang: Lang): Promise<void> {
  const code = await ctx.db.transaction((tx) => storeOtp(tx as unknown as Executor, email, type, ctx.now(), ctx.otpTtlMs));
  await ctx.mailer.sendOtp(email, code, type, lang);
}

/** Seconds to wait before another code may be sent, 0 when one may be sent now. */
async function cooldownLeft(ctx: Context, email: string, type: OtpType): Promise<number> {
  const [last] = await ctx.db
    .select({ createdAt: t.otps.createdAt })
    .from(t.otps)
    .where(and(sql`lower(${t.otps.email}) = lower(${email})`, eq(t.otps.otpType, type)))
    .orderBy(desc(t.otps.createdAt))
    .limit(1);
  if (!last) return 0;
  const elapsed = (ctx.now().getTime() - last.createdAt.getTime()) / 1000;
  return elapsed >= OTP_RESEND_COOLDOWN_S ? 0 : Math.ceil(OTP_RESEND_COOLDOWN_S - elapsed);
}

/** Checks a code, counting the attempt; `consume` spends it. Throws 422 errors.otp when wrong, expired or out of attempts. */
async function checkOtp(ctx: Context, email: string, type: OtpType, code: string, consume: boolean): Promise<void> {
  const now = ctx.now();
  const [open] = await ctx.db
    .select()
    .from(t.otps)
    .where(and(sql`lower(${t.otps.email}) = lower(${email})`, eq(t.otps.otpType, type), isNull(t.otps.consumedAt), gt(t.otps.expiresAt, now)))
    .orderBy(desc(t.otps.createdAt))
    .limit(1);
  const invalid = new ApiError(422, 'otpInvalid', { errors: { otp: 'otpInvalid' } });
  if (!open) throw invalid;
  // Count the attempt atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(t.otps)
    .set({ attempts: sql`${t.otps.attempts} + 1` })
    .where(and(eq(t.otps.id, open.id), lt(t.otps.attempts, OTP_MAX_ATTEMPTS), isNull(t.otps.consumedAt)))
    .returning({ attempts: t.otps.attempts });
  if (!counted) throw invalid;
  const expected = Buffer.from(open.codeHash, 'hex');
  const given = Buffer.from(codeHash(email, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw invalid;
  if (consume) {
    const [spent] = await ctx.db
      .update(t.otps)
      .set({ consumedAt: now })
      .where(and(eq(t.otps.id, open.id), isNull(t.otps.consumedAt)))
      .returning({ id: t.otps.id });
    if (!spent) throw invalid;
  }
}

function requireConfirmation(password: string, confirmation: string): void {
  if (password !== confirmation) {
    throw new ApiError(422, 'invalid', { errors: { password_confirmation: 'equalTo' }, params: { other: 'password' } });
  }
}

export const login: Handler<'login'> = async (ctx, { request, lang }) => {
  const { email, password } = request.body;
  const user = await findUser(ctx.db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await dummyPasswordHash(), password), false);
  if (!user || !ok) throw new ApiError(401, 'badCredentials', { errors: { email: 'badCredentials' } });
  if (!user.emailVerifiedAt) return { code: 203, body: { status: 203, message: msg(lang, 'verifyEmailFirst'), data: null } };
  const token = await ctx.tokens.issue(user.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'loggedIn'), data: { token, user: await userJson(ctx, user) } } };
};

export const register: Handler<'register'> = async (ctx, { request, lang }) => {
  const b = request.body;
  requireConfirmation(b.password, b.password_confirmation);
  if (await findUser(ctx.db, b.email)) throw new ApiError(422, 'invalid', { errors: { email: 'emailTaken' } });
  const passwordHash = await hashPassword(b.password);
  let code: string;
  try {
    // The account and its first code are written together: never an account without a code.
    code = await ctx.db.transaction(async (tx) => {
      await tx.insert(t.users).values({
        type: 'contestant',
        name: b.name.trim(),
        email: b.email,
        passwordHash,
        phone: b.phone,
        gender: b.gender,
        country: b.country.trim(),
        nationality: b.nationality.trim(),
        birthDate: b.birth_date,
        nationalIdType: b.national_id_type,
        idNumber: b.id_number,
        idName: b.id_name.trim(),
        createdAt: ctx.now(),
      });
      return storeOtp(tx as unknown as Executor, b.email, 'user_verify_email', ctx.now(), ctx.otpTtlMs);
    });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, the loser gets the same 422.
    if (String((error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code) === '23505') {
      throw new ApiError(422, 'invalid', { errors: { email: 'emailTaken' } });
    }
    throw error;
  }
  try {
    await ctx.mailer.sendOtp(b.email, code, 'user_verify_email', lang);
  } catch (error) {
    // The account exists; the verify screen's "send again" recovers from a mail failure.
    request.log.error({ err: error }, 'could not send the verification code');
  }
  return { code: 201, body: { status: 201, message: msg(lang, 'registered'), data: { email: b.email, otp_type: 'user_verify_email' } } };
};

export const verifyOtp: Handler<'verifyOtp'> = async (ctx, { request, lang }) => {
  const { email, otp, otp_type } = request.body;
  const user = await findUser(ctx.db, email);
  if (!user) throw new ApiError(404, 'userNotFound');
  if (otp_type === 'reset_password') {
    await checkOtp(ctx, email, otp_type, otp, false);
    return { code: 200, body: { status: 200, message: msg(lang, 'codeVerified'), data: { verified: true } } };
  }
  await checkOtp(ctx, email, otp_type, otp, true);
  const [verified] = await ctx.db.update(t.users).set({ emailVerifiedAt: user.emailVerifiedAt ?? ctx.now() }).where(eq(t.users.id, user.id)).returning();
  const token = await ctx.tokens.issue(user.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'emailVerified'), data: { verified: true, token, user: await userJson(ctx, verified!) } } };
};

export const resendOtp: Handler<'resendOtp'> = async (ctx, { request, lang }) => {
  const { email, otp_type } = request.body;
  const user = await findUser(ctx.db, email);
  if (!user) throw new ApiError(404, 'userNotFound');
  if (otp_type === 'user_verify_email' && user.emailVerifiedAt) throw new ApiError(422, 'invalid', { errors: { email: 'alreadyVerified' } });
  const wait = await cooldownLeft(ctx, email, otp_type);
  if (wait > 0) throw new ApiError(429, 'tooManyRequests', { data: { email: 'otpWait' }, params: { seconds: wait }, retryAfter: wait });
  await issueOtp(ctx, user.email, otp_type, lang);
  return { code: 200, body: { status: 200, message: msg(lang, 'otpSent'), data: null } };
};

export const forgotPassword: Handler<'forgotPassword'> = async (ctx, { request, lang }) => {
  const { email } = request.body;
  const user = await findUser(ctx.db, email);
  // The same answer whether or not the account exists; a request within the cooldown sends nothing new.
  if (user && (await cooldownLeft(ctx, email, 'reset_password')) === 0) await issueOtp(ctx, user.email, 'reset_password', lang);
  return { code: 200, body: { status: 200, message: msg(lang, 'otpSent'), data: null } };
};

export const resetPassword: Handler<'resetPassword'> = async (ctx, { request, lang }) => {
  const { email, otp, password, password_confirmation } = request.body;
  requireConfirmation(password, password_confirmation);
  const user = await findUser(ctx.db, email);
  if (!user) throw new ApiError(422, 'otpInvalid', { errors: { otp: 'otpInvalid' } });
  await checkOtp(ctx, email, 'reset_password', otp, true);
  const passwordHash = await hashPassword(password);
  // Owning the mailbox is proven by the code, so an unverified email becomes verified too.
  const validAfter = new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
  await ctx.db
    .update(t.users)
    .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now(), sessionsValidAfter: validAfter })
    .where(eq(t.users.id, user.id));
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
