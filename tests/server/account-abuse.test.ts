// Issue 22: guessing passwords and codes for one account from many addresses, telling accounts apart, forged client addresses.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import * as t from '../../server/db/schema.ts';
import { passwordStamp } from '../../server/operators/tokens.ts';
import { logMailer, otpMailText, type Mailer, type OtpType } from '../../server/mail.ts';
import { bearer, body, demo, engines, login, registration, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('per-account limits and enumeration on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (email: string, password: string) => server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email, password } });

  it('bounds sign-in attempts per account across addresses (item 6), and a success starts afresh', async () => {
    const email = `guessed.${engine}@example.com`;
    await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } });
    for (let i = 0; i < 9; i++) expect((await signIn(email, `wrong-${i}-pass`)).statusCode).toBe(401);
    expect((await signIn(email, 'secret-pass-1')).statusCode).toBe(200);
    // Each request comes from a new address; the account still refuses the 11th in 15 minutes, even with the right password.
    for (let i = 0; i < 10; i++) expect((await signIn(email.toUpperCase(), `wrong-${i}-pass`)).statusCode).toBe(401);
    const refused = await signIn(email, 'secret-pass-1');
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ status: 429, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    server.clock.advance(15 * 60_000);
    expect((await signIn(email, 'secret-pass-1')).statusCode).toBe(200);
    // Unknown addresses are counted the same way, so the 429 tells nothing.
    for (let i = 0; i < 10; i++) expect((await signIn(`nobody.${engine}@example.com`, 'whatever-123')).statusCode).toBe(401);
    expect((await signIn(`nobody.${engine}@example.com`, 'whatever-123')).statusCode).toBe(429);
  });

  it('bounds password-reset code guesses per account over time, across codes and addresses (item 2)', async () => {
    const email = demo.winner.email;
    const verify = (otp: string) => server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp, otp_type: 'reset_password' } });
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
    const first = server.lastCode(email, 'reset_password');
    const wrong = (code: string) => (code === '0000' ? '1111' : '0000');
    for (let i = 0; i < 5; i++) expect((await verify(wrong(first))).statusCode).toBe(422);
    server.clock.advance(61_000);
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
    const second = server.lastCode(email, 'reset_password');
    expect(second).not.toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await verify(wrong(second))).statusCode).toBe(422);
    // Ten checks in a day: the right code is refused too, on both calls that check it.
    const refused = await verify(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    const reset = await server.request({
      method: 'POST',
      url: '/api/v1/user/auth/reset-password',
      payload: { email, otp: second, password: 'taken-over-1', password_confirmation: 'taken-over-1' },
    });
    expect(reset.statusCode).toBe(429);
    server.clock.advance(24 * 60 * 60_000);
    expect((await signIn(email, demo.winner.password)).statusCode).toBe(200);
  });

  it('answers otp/verify and otp/resend the same for unknown and known emails (item 7)', async () => {
    const unknown = `ghost.${engine}@example.com`;
    const known = demo.visitor.email;
    for (const otpType of ['user_verify_email', 'reset_password'] as OtpType[]) {
      const a = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email: unknown, otp: '1234', otp_type: otpType }, headers: { 'accept-language': 'en' } });
      const b = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email: known, otp: '1234', otp_type: otpType }, headers: { 'accept-language': 'en' } });
      expect(a.statusCode).toBe(422);
      expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
    }
    const sent = server.codes.length;
    for (const otpType of ['user_verify_email', 'reset_password'] as OtpType[]) {
      const resend = (email: string) =>
        server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: otpType }, headers: { 'accept-language': 'en' } });
      const a = await resend(unknown);
      const b = await resend(known);
      expect(a.statusCode).toBe(200);
      expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
      // A second request within the cooldown: 429 for both, with the same wait.
      const a2 = await resend(unknown);
      const b2 = await resend(known);
      expect(a2.statusCode).toBe(429);
      expect([b2.statusCode, b2.body]).toEqual([a2.statusCode, a2.body]);
    }
    // Only the known account's reset code went out (its email is verified, so no verification code).
    expect(server.codes.slice(sent).map((c) => `${c.email} ${c.type}`)).toEqual([`${known} reset_password`]);
  });

  it('ends a session opened in the same second before a password reset (item 9)', async () => {
    const email = demo.newcomer.email;
    server.clock.now = new Date(Math.floor(server.clock.now.getTime() / 1000) * 1000 + 2000 + 100);
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
    const code = server.lastCode(email, 'reset_password');
    const before = await login(server, demo.newcomer);
    server.clock.advance(300);
    const reset = await server.request({ method: 'POST', url: '/api/v1/user/auth/reset-password', payload: { email, otp: code, password: demo.newcomer.password, password_confirmation: demo.newcomer.password } });
    expect(reset.statusCode).toBe(200);
    server.clock.advance(300);
    const after = await login(server, demo.newcomer);
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(before) })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(after) })).statusCode).toBe(200);
  });
});

// Issue 27, point 10: the link in every code's e-mail lets the owner through from a new device, whatever strangers guessed.
describe.each(engines)('the e-mailed link on %s (issue 27, point 10)', (engine) => {
  const publicOrigin = 'https://competition.example.org';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { publicOrigin } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const wrong = (code: string) => (code === '0000' ? '1111' : '0000');
  const lastMail = (email: string, type: OtpType) => {
    const found = server.codes.filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.type === type).at(-1);
    if (!found) throw new Error(`no ${type} mail to ${email}`);
    return { ...found, token: new URL(found.link).searchParams.get('token') ?? '' };
  };
  const verify = (email: string, type: OtpType, proof: { otp?: string; token?: string }) =>
    server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp_type: type, ...proof }, headers: { 'accept-language': 'en' } });
  const reset = (email: string, password: string, proof: { otp?: string; token?: string }) =>
    server.request({ method: 'POST', url: '/api/v1/user/auth/reset-password', payload: { email, password, password_confirmation: password, ...proof }, headers: { 'accept-language': 'en' } });
  const askReset = (email: string, headers: Record<string, string> = {}) => {
    server.clock.advance(61_000);
    return server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email }, headers });
  };
  /** Ten wrong codes from ten strangers' addresses (two codes, five each), then a fresh code for the owner. */
  const strangersGuessTen = async (email: string, type: OtpType) => {
    for (let round = 0; round < 2; round++) {
      if (type === 'reset_password') await askReset(email);
      const code = lastMail(email, type).code;
      for (let i = 0; i < 5; i++) expect((await verify(email, type, { otp: wrong(code) })).statusCode).toBe(422);
      if (type === 'user_verify_email') {
        server.clock.advance(61_000);
        await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: type } });
      }
    }
    if (type === 'reset_password') await askReset(email);
    return lastMail(email, type);
  };

  it('verifies a new e-mail from a new device with the link after ten wrong codes from strangers', async () => {
    const email = `linked.${engine}@example.com`;
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) })).statusCode).toBe(201);
    const mail = await strangersGuessTen(email, 'user_verify_email');
    // The right code from a browser the account does not know is held back a day; the link's token is not.
    expect((await verify(email, 'user_verify_email', { otp: mail.code })).statusCode).toBe(429);
    const verified = await verify(email, 'user_verify_email', { token: mail.token });
    expect(verified.statusCode).toBe(200);
    expect(body(verified).data).toMatchObject({ verified: true, user: { email } });
    // The browser that followed the link is now a known device; the spent link is one more guess, beyond the ten.
    expect(String(verified.headers['set-cookie'])).toMatch(/^qc_device=/);
    expect((await verify(email, 'user_verify_email', { token: mail.token })).statusCode).toBe(429);
  });

  it('resets the password from a new device with the link after ten wrong codes from strangers', async () => {
    const email = demo.visitor.email;
    const mail = await strangersGuessTen(email, 'reset_password');
    expect((await reset(email, 'Visitor#2027-new', { otp: mail.code })).statusCode).toBe(429);
    // The reset page checks nothing before the new password; verifying the link's token alone works too.
    expect((await verify(email, 'reset_password', { token: mail.token })).statusCode).toBe(200);
    const done = await reset(email, 'Visitor#2027-new', { token: mail.token });
    expect(done.statusCode).toBe(200);
    const signIn = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email, password: 'Visitor#2027-new' } });
    expect(signIn.statusCode).toBe(200);
    // Used, the link is one more stranger's guess, beyond the ten.
    expect((await reset(email, 'Visitor#2028-new', { token: mail.token })).statusCode).toBe(429);
  });

  it("refuses a wrong, replaced or expired link like a wrong code, and counts it as a stranger's guess", async () => {
    const email = demo.winner.email;
    const refusedLikeACode = async (token: string) => {
      const res = await verify(email, 'reset_password', { token });
      expect([res.statusCode, body(res).errors]).toEqual([422, { otp: ['The verification code is invalid or expired'] }]);
    };
    await askReset(email);
    const first = lastMail(email, 'reset_password');
    await refusedLikeACode(first.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))); // 1: a wrong token
    await askReset(email);
    const second = lastMail(email, 'reset_password');
    expect(second.token).not.toBe(first.token);
    await refusedLikeACode(first.token); // 2: the token of a code a newer one replaced
    server.clock.advance(10 * 60_000 + 1000);
    await refusedLikeACode(second.token); // 3: expired with its code
    await askReset(email);
    const third = lastMail(email, 'reset_password');
    for (let i = 0; i < 7; i++) await refusedLikeACode(randomBytes(32).toString('base64url')); // 4-10
    // Ten wrong proofs from strangers: the right code is held back now, so the wrong tokens were counted as guesses.
    expect((await verify(email, 'reset_password', { otp: third.code })).statusCode).toBe(429);
    expect((await verify(email, 'reset_password', { token: randomBytes(32).toString('base64url') })).statusCode).toBe(429);
    // The owner's link still works (its code also took more than five wrong tries: the link is not what they guessed).
    expect((await reset(email, 'Winner#2027-new', { token: third.token })).statusCode).toBe(200);
  });

  it('takes exactly one of the code and the link token', async () => {
    const email = demo.newcomer.email;
    await askReset(email);
    const mail = lastMail(email, 'reset_password');
    const both = await reset(email, 'Newcomer#2027-new', { otp: mail.code, token: mail.token });
    expect([both.statusCode, body(both).errors]).toEqual([422, { token: ['This field is not allowed'] }]);
    const neither = await verify(email, 'reset_password', {});
    expect([neither.statusCode, body(neither).errors]).toEqual([422, { otp: ['Value is required'] }]);
    const malformed = await verify(email, 'reset_password', { token: 'short' });
    expect(malformed.statusCode).toBe(422);
    expect(body(malformed).errors).toHaveProperty('token');
    // The link dies with its code once used.
    expect((await reset(email, 'Newcomer#2027-new', { token: mail.token })).statusCode).toBe(200);
    const used = await reset(email, 'Newcomer#2028-new', { token: mail.token });
    expect([used.statusCode, body(used).errors]).toEqual([422, { otp: ['The verification code is invalid or expired'] }]);
  });

  it('names PUBLIC_ORIGIN in the e-mailed link, never the Host of the request, and keeps only the token\'s hash', async () => {
    const email = `origin.${engine}@example.com`;
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email), headers })).statusCode).toBe(201);
    await askReset(demo.contestant.email, headers);
    for (const [to, type, page] of [[email, 'user_verify_email', '/verify-otp'], [demo.contestant.email, 'reset_password', '/reset-password']] as const) {
      const mail = lastMail(to, type);
      const link = new URL(mail.link);
      expect(link.origin + link.pathname).toBe(`${publicOrigin}${page}`);
      expect(link.searchParams.get('email')).toBe(to);
      expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      const [row] = await server.database.db
        .select({ linkHash: t.otps.linkHash })
        .from(t.otps)
        .where(sql`lower(${t.otps.email}) = lower(${to}) and ${t.otps.otpType} = ${type} and ${t.otps.consumedAt} is null`);
      expect(row!.linkHash).toBe(createHash('sha256').update(mail.token).digest('hex'));
    }
    // The mail's text, in both languages, and the development log line carry the code and the link.
    const link = lastMail(email, 'user_verify_email').link;
    for (const lang of ['ar', 'en'] as const) expect(otpMailText('4821', lang, link, 600_000)).toMatch(new RegExp(`4821[^]*\n${link.replace(/[.?*+^$()[\]\\|{}]/g, '\\$&')}\n`));
    // How long the code lives is the configured time, in the mail's language and digits.
    expect(otpMailText('4821', 'ar', link, 600_000)).toContain('صالح لمدة ١٠ دقائق.');
    expect(otpMailText('4821', 'ar', link, 900_000)).toContain('صالح لمدة ١٥ دقيقة.');
    expect(otpMailText('4821', 'en', link, 900_000)).toContain('It is valid for 15 minutes.');
    const lines: string[] = [];
    await logMailer((line) => lines.push(line)).sendOtp(email, '4821', 'user_verify_email', 'ar', link, 600_000);
    expect(lines).toEqual([`OTP for ${email}: 4821, link: ${link}`]);
  });
});

describe.each(engines)('forgot-password timing on %s (item 7)', (engine) => {
  let server: TestServer;
  const sent: string[] = [];
  beforeAll(async () => {
    // An SMTP server that takes 400 ms per mail.
    const slowMailer: Mailer = {
      async sendOtp(email) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        sent.push(email);
      },
      sendOperatorInvitation: async () => {},
      sendInboxAnswer: async () => {},
    };
    server = await startTestServer(engine, { overrides: { mailer: slowMailer } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers as fast for an existing account as for an unknown one, and still sends the code', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await server.app.inject({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email }, remoteAddress: `192.0.2.${sent.length + 60}` });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    await timed('warm-up@example.com');
    const unknown = await timed(`nobody.${engine}@example.com`);
    const known = await timed(demo.contestant.email);
    expect(known).toBeLessThan(300);
    expect(Math.abs(known - unknown)).toBeLessThan(250);
    await server.app.settled();
    expect(sent).toEqual([demo.contestant.email]);
  });
});

describe.each(engines)('client addresses behind a proxy on %s (item 6)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { overrides: { trustProxy: loadConfig({ TRUST_PROXY: '10.9.0.0/16, 127.0.0.1' }, []).trustProxy } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (remoteAddress: string, forwardedFor: string, i: number) =>
    server.request({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      payload: { email: `someone.${i}.${engine}@example.com`, password: 'whatever-123' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn('192.0.2.77', `198.51.100.${i}`, i)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keys each client behind a configured proxy by its forwarded address', async () => {
    const spread = [];
    for (let i = 0; i < 11; i++) spread.push((await signIn('10.9.3.4', `198.51.100.${i + 20}`, i + 20)).statusCode);
    expect(spread.every((s) => s === 401)).toBe(true);
    const one = [];
    for (let i = 0; i < 11; i++) one.push((await signIn('10.9.3.4', '198.51.100.99', i + 40)).statusCode);
    expect(one[10]).toBe(429);
  });

  it('refuses TRUST_PROXY=true and malformed entries at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' }, [])).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ::1' }, []).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(loadConfig({}, []).trustProxy).toEqual([]);
  });
});

// Issue 27: limits that slow a stranger without locking the owner out (point 10), the console's own ceiling (point 9),
// console e-mails refused at sign-up (point 8), console sessions of a working day (point 11), tokens without an expiry (point 14).
const deviceCookie = (res: { headers: Record<string, unknown> }, name: string): string => {
  const header = res.headers['set-cookie'];
  const found = (Array.isArray(header) ? header : [header]).map(String).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(header)}`);
  return found.split(';')[0]!;
};

describe.each(engines)('strangers cannot lock an owner out on %s (issue 27)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email, password }, headers });
  const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

  it('lets the owner sign in from a device that signed in before while strangers are refused', async () => {
    const email = demo.newcomer.email;
    const first = await signIn(email, demo.newcomer.password);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first, 'qc_device');
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(first.headers['set-cookie'])).toMatch(/Path=\/api\/v1\/user\/auth;/);
    // Eleven wrong passwords, each from another address.
    for (let i = 0; i < 11; i++) expect((await signIn(email, `stranger-${i}-guess`)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await signIn(email, demo.newcomer.password)).statusCode).toBe(429);
    // The owner's browser: let through, from whatever address.
    const owner = await signIn(email, demo.newcomer.password, { cookie });
    expect(owner.statusCode).toBe(200);
    // A device cookie of another account, or a forged one, is no key to this one.
    const other = deviceCookie(await signIn(demo.contestant.email, demo.contestant.password), 'qc_device');
    expect((await signIn(email, demo.newcomer.password, { cookie: other })).statusCode).toBe(429);
    expect((await signIn(email, demo.newcomer.password, { cookie: `${cookie.slice(0, -2)}xx` })).statusCode).toBe(429);
    // The device is bounded too: its own ten failures stop it, but not anyone else's.
    const device = deviceCookie(owner, 'qc_device');
    for (let i = 0; i < 10; i++) expect((await signIn(email, `device-${i}-guess`, { cookie: device })).statusCode).toBe(401);
    expect((await signIn(email, demo.newcomer.password, { cookie: device })).statusCode).toBe(429);
    server.clock.advance(15 * 60_000);
    expect((await signIn(email, demo.newcomer.password, { cookie: device })).statusCode).toBe(200);
  });

  it('unlocks sign-in for a new device through the e-mailed reset code', async () => {
    const email = demo.visitor.email;
    for (let i = 0; i < 11; i++) await signIn(email, `stranger-${i}-guess`);
    expect((await signIn(email, demo.visitor.password)).statusCode).toBe(429);
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
    const code = server.lastCode(email, 'reset_password');
    const reset = await server.request({
      method: 'POST',
      url: '/api/v1/user/auth/reset-password',
      payload: { email, otp: code, password: demo.visitor.password, password_confirmation: demo.visitor.password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, demo.visitor.password)).statusCode).toBe(200);
  });

  it('lets the owner reset with a new code after ten wrong codes from a stranger, and keeps the stranger out', async () => {
    const email = demo.winner.email;
    const cookie = deviceCookie(await signIn(email, demo.winner.password), 'qc_device');
    const check = (otp: string, headers: Record<string, string> = {}) =>
      server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp, otp_type: 'reset_password' }, headers });
    // A stranger asks for codes and guesses ten times from ten addresses (5 on each code kill it).
    for (let round = 0; round < 2; round++) {
      server.clock.advance(61_000);
      await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
      const code = server.lastCode(email, 'reset_password');
      for (let i = 0; i < 5; i++) expect((await check(wrong(code))).statusCode).toBe(422);
    }
    // The owner asks for a new code and uses it from their browser.
    server.clock.advance(61_000);
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
    const fresh = server.lastCode(email, 'reset_password');
    // A stranger holding the right code would still be refused: guesses beyond ten a day are not checked.
    expect((await check(fresh)).statusCode).toBe(429);
    expect((await check(fresh, { cookie })).statusCode).toBe(200);
    const reset = await server.request({
      method: 'POST',
      url: '/api/v1/user/auth/reset-password',
      payload: { email, otp: fresh, password: 'Winner#2027-new', password_confirmation: 'Winner#2027-new' },
      headers: { cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Winner#2027-new')).statusCode).toBe(200);
    // A device known before the reset is a stranger again (it knew only the old password); the one that reset is known.
    const resetDevice = deviceCookie(reset, 'qc_device');
    for (let i = 0; i < 10; i++) expect((await signIn(email, `stranger-${i}-guess`)).statusCode).toBe(401);
    expect((await signIn(email, 'Winner#2027-new', { cookie })).statusCode).toBe(429);
    expect((await signIn(email, 'Winner#2027-new', { cookie: resetDevice })).statusCode).toBe(200);
  });

  it('lets a new contestant verify from the browser that signed up after ten wrong codes from a stranger', async () => {
    const email = `squatted.${engine}@example.com`;
    const registered = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    expect(registered.statusCode).toBe(201);
    const cookie = deviceCookie(registered, 'qc_device');
    const check = (otp: string, headers: Record<string, string> = {}) =>
      server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp, otp_type: 'user_verify_email' }, headers });
    for (let round = 0; round < 2; round++) {
      const code = server.lastCode(email);
      for (let i = 0; i < 5; i++) expect((await check(wrong(code))).statusCode).toBe(422);
      server.clock.advance(61_000);
      await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: 'user_verify_email' } });
    }
    const fresh = server.lastCode(email);
    expect((await check(fresh)).statusCode).toBe(429);
    const verified = await check(fresh, { cookie });
    expect(verified.statusCode).toBe(200);
    expect(body(verified).data.verified).toBe(true);
  });

  it('refuses sign-up with the e-mail of a console account, like any taken e-mail', async () => {
    const console = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration('Reviewer1@Example.com'), headers: { 'accept-language': 'en' } });
    const site = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(demo.contestant.email), headers: { 'accept-language': 'en' } });
    expect(console.statusCode).toBe(422);
    expect([console.statusCode, console.body]).toEqual([site.statusCode, site.body]);
    expect(server.codes.some((c) => c.email.toLowerCase() === 'reviewer1@example.com')).toBe(false);
  });

  it('refuses site and console tokens without an expiry', async () => {
    const nowS = Math.floor(server.clock.now.getTime() / 1000);
    const sign = (secret: string, subject: number, exp: boolean, claims: Record<string, string> = {}) => {
      const jwt = new SignJWT({ iat_ms: nowS * 1000, ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(subject)).setJti(randomUUID()).setIssuedAt(nowS);
      if (exp) jwt.setExpirationTime(nowS + 3600);
      return jwt.sign(new TextEncoder().encode(secret));
    };
    const siteSecret = 'test-secret-that-is-long-enough-0123456789';
    const consoleSecret = createHash('sha256').update(`operator-console:${siteSecret}`).digest('hex');
    const [contestant] = await server.database.db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = ${demo.contestant.email}`);
    const [operator] = await server.database.db.select().from(t.operators).where(sql`lower(${t.operators.email}) = 'operator@example.com'`);
    const profile = async (token: string) => (await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).statusCode;
    const me = async (token: string) => (await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(token) })).statusCode;
    // Signed with the right keys: with an expiry they are sessions, without one they are refused.
    expect(await profile(await sign(siteSecret, contestant!.id, true))).toBe(200);
    expect(await profile(await sign(siteSecret, contestant!.id, false))).toBe(401);
    const stamp = { stp: passwordStamp(operator!.passwordHash!) };
    expect(await me(await sign(consoleSecret, operator!.id, true, stamp))).toBe(200);
    expect(await me(await sign(consoleSecret, operator!.id, false, stamp))).toBe(401);
  });
});

describe.each(engines)('the console sign-in on %s (issue 27)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const consoleSignIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email, password }, headers });
  const me = (token: string) => server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(token) });

  it('bounds an operator account\'s sign-in attempts across addresses, letting its known device through', async () => {
    const account = { email: 'reviewer2@example.com', password: 'Reviewer2#2026' };
    const first = await consoleSignIn(account.email, account.password);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first, 'qc_console_device');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await consoleSignIn(account.email, `guess-${i}-password`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const refused = await consoleSignIn(account.email, account.password);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ status: 429, data: null });
    expect((await consoleSignIn(account.email, account.password, { cookie })).statusCode).toBe(200);
    // A site device cookie is no console device.
    const site = deviceCookie(await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.contestant }), 'qc_device');
    expect((await consoleSignIn(account.email, account.password, { cookie: site.replace('qc_device', 'qc_console_device') })).statusCode).toBe(429);
    server.clock.advance(15 * 60_000);
    expect((await consoleSignIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('ends console sessions after ten hours and when the operator\'s password changes', async () => {
    const account = { email: 'reviewer1@example.com', password: 'Reviewer1#2026' };
    const token = body(await consoleSignIn(account.email, account.password)).data.token as string;
    expect((await me(token)).statusCode).toBe(200);
    server.clock.advance(10 * 60 * 60_000 - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    server.clock.advance(61_000);
    expect((await me(token)).statusCode).toBe(401);

    const current = body(await consoleSignIn(account.email, account.password)).data.token as string;
    expect((await me(current)).statusCode).toBe(200);
    // There is no password change call: an administrator writes a new hash (the command's hashing, by hand in SQL).
    await server.database.db.update(t.operators).set({ passwordHash: await hashPassword('Reviewer1#2026-changed') }).where(sql`lower(${t.operators.email}) = ${account.email}`);
    expect((await me(current)).statusCode).toBe(401);
    const after = await consoleSignIn(account.email, 'Reviewer1#2026-changed');
    expect(after.statusCode).toBe(200);
    expect((await me(body(after).data.token as string)).statusCode).toBe(200);
  });
});
