// Issue 22: guessing passwords and codes for one account from many addresses, telling accounts apart, forged client addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import type { Mailer, OtpType } from '../../server/mail.ts';
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
