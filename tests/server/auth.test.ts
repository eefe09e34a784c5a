// Sign-in, registration, one-time codes, password reset, logout, profile, notifications and push tokens, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, demo, engines, login, multipart, registration, samples, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('accounts on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs a verified account in with data.token and data.user', async () => {
    const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.contestant, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const { data, message } = body(res);
    expect(message).toBe('Logged in successfully');
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.user).toMatchObject({ email: demo.contestant.email, type: 'contestant', second_path_certificates: true, path_first_path: 'active' });
    const caseInsensitive = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { ...demo.contestant, email: 'Contestant@Example.com' } });
    expect(caseInsensitive.statusCode).toBe(200);
  });

  it('answers 401 with errors.email for a wrong password or an unknown email', async () => {
    for (const payload of [{ ...demo.contestant, password: 'wrong-password' }, { email: 'nobody@example.com', password: 'whatever-123' }]) {
      const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ status: 401, message: 'Email or Password is incorrect', errors: { email: ['Email or Password is incorrect'] } });
    }
  });

  it('answers 203 with only a message for an unverified account', async () => {
    const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.unverified, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(203);
    expect(body(res).message).toBe('Please verify your email address first');
    expect(body(res).data ?? null).toBeNull();
  });

  it('registers, sends a 4-digit code, verifies it and signs the new contestant in', async () => {
    const email = `new.${engine}@example.com`;
    const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    expect(res.statusCode).toBe(201);
    expect(body(res).data).toEqual({ email, otp_type: 'user_verify_email' });
    const code = server.lastCode(email);
    expect(code).toMatch(/^\d{4}$/);
    const pending = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email, password: 'secret-pass-1' } });
    expect(pending.statusCode).toBe(203);
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: code, otp_type: 'user_verify_email' } });
    expect(verified.statusCode).toBe(200);
    const { data } = body(verified);
    expect(data.verified).toBe(true);
    expect(data.user).toMatchObject({ email, type: 'contestant', path_first_path: null, first_paths_audios: [], second_path_certificates: false });
    const profile = await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(data.token) });
    expect(body(profile).data.user).toMatchObject({ email, phone: '966500000000', id_name: 'Abdullah Ahmed Ali', birth_date: '2000-01-31' });
    // The code is spent.
    const again = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: code, otp_type: 'user_verify_email' } });
    expect(again.statusCode).toBe(422);
  });

  it('keeps a registration whose mail failed, and sends a code again on request', async () => {
    const email = `mailfail.${engine}@example.com`;
    server.mail.fails = true;
    try {
      const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
      expect(res.statusCode).toBe(201);
      const resendFails = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: 'user_verify_email' } });
      expect(resendFails.statusCode).toBe(429); // within the 60 s cooldown of the first code
    } finally {
      server.mail.fails = false;
    }
    server.clock.advance(61_000);
    const resent = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: 'user_verify_email' } });
    expect(resent.statusCode).toBe(200);
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } });
    expect(verified.statusCode).toBe(200);
  });

  it('refuses a taken email, a mismatched confirmation and bad registration fields with 422', async () => {
    const taken = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration('CONTESTANT@example.com'), headers: { 'accept-language': 'en' } });
    expect(taken.statusCode).toBe(422);
    expect(body(taken).errors).toEqual({ email: ['The email has already been taken.'] });
    const mismatch = await server.request({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      payload: { ...registration('mismatch@example.com'), password_confirmation: 'other-pass-1' },
      headers: { 'accept-language': 'en' },
    });
    expect(body(mismatch).errors).toEqual({ password_confirmation: ['The value must be equal to the password value'] });
    const bad = await server.request({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      payload: { ...registration('bad@example.com'), phone: '96650abc', birth_date: '2000-13-45', gender: 'other', id_number: '12' },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.phone).toContain('Value must be numeric');
    expect(Object.keys(body(bad).errors ?? {})).toEqual(expect.arrayContaining(['phone', 'birth_date', 'gender', 'id_number']));
    const missing = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: { email: 'x@example.com' } });
    expect(Object.keys(body(missing).errors ?? {})).toHaveLength(11);
    const nobody = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email: 'mismatch@example.com', password: 'secret-pass-1' } });
    expect(nobody.statusCode).toBe(401);
  });

  it('limits wrong codes to 5 attempts and expires codes after 10 minutes', async () => {
    const email = `attempts.${engine}@example.com`;
    await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    const code = server.lastCode(email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: wrong, otp_type: 'user_verify_email' } });
      expect(res.statusCode).toBe(422);
      expect(body(res).errors).toHaveProperty('otp');
    }
    const locked = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: code, otp_type: 'user_verify_email' } });
    expect(locked.statusCode).toBe(422);

    server.clock.advance(61_000);
    const resent = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: 'user_verify_email' }, headers: { 'accept-language': 'en' } });
    expect(resent.statusCode).toBe(200);
    expect(body(resent).message).toBe('OTP sent successfully');
    const fresh = server.lastCode(email);
    server.clock.advance(10 * 60_000 + 1000);
    const expired = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: fresh, otp_type: 'user_verify_email' } });
    expect(expired.statusCode).toBe(422);
  });

  it('answers a resend within 60 seconds with 429, Retry-After and the message under data.email', async () => {
    const email = `cooldown.${engine}@example.com`;
    await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email, otp_type: 'user_verify_email' }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(res).data.email[0]).toMatch(/^Please wait \d+ seconds/);
    // Unknown and already verified addresses get the answer of a sent code (issue 22: no account enumeration), and nothing.
    const sent = server.codes.length;
    const unknown = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email: 'nobody@example.com', otp_type: 'user_verify_email' } });
    expect(unknown.statusCode).toBe(200);
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/resend', payload: { email: demo.newcomer.email, otp_type: 'user_verify_email' } });
    expect(verified.statusCode).toBe(200);
    expect(server.codes.length).toBe(sent);
  });

  it('resets a password with an emailed code, and answers 200 for unknown emails too', async () => {
    const unknown = await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email: 'nobody@example.com' } });
    expect(unknown.statusCode).toBe(200);
    expect(server.codes.some((c) => c.email === 'nobody@example.com')).toBe(false);
    const email = demo.newcomer.email;
    const before = await login(server, demo.newcomer);
    server.clock.advance(1000);
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    const code = server.lastCode(email, 'reset_password');
    const check = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: code, otp_type: 'reset_password' } });
    expect(body(check).data).toEqual({ verified: true });
    const mismatch = await server.request({ method: 'POST', url: '/api/v1/user/auth/reset-password', payload: { email, otp: code, password: 'brand-new-pass', password_confirmation: 'other-pass-99' } });
    expect(body(mismatch).errors).toHaveProperty('password_confirmation');
    const reset = await server.request({ method: 'POST', url: '/api/v1/user/auth/reset-password', payload: { email, otp: code, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' } });
    expect(reset.statusCode).toBe(200);
    // The reset ends the sessions opened before it.
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(before) })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.newcomer })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email, password: 'brand-new-pass' } })).statusCode).toBe(200);
    const reused = await server.request({ method: 'POST', url: '/api/v1/user/auth/reset-password', payload: { email, otp: code, password: 'third-pass-123', password_confirmation: 'third-pass-123' } });
    expect(reused.statusCode).toBe(422);
    // Put the demo password back for the other tests.
    server.clock.advance(61_000);
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email } });
    const code2 = server.lastCode(email, 'reset_password');
    await server.request({ method: 'POST', url: '/api/v1/user/auth/reset-password', payload: { email, otp: code2, password: demo.newcomer.password, password_confirmation: demo.newcomer.password } });
  });

  it('needs a valid token for the profile, and logout revokes exactly that token', async () => {
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
    const forged = await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl') });
    expect(forged.statusCode).toBe(401);
    expect(body(forged)).toMatchObject({ status: 401, message: 'يجب تسجيل الدخول', data: null });
    const token = await login(server, demo.visitor);
    const other = await login(server, demo.visitor);
    expect(body(await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).data.user.type).toBe('visitor');
    const noPlatform = await server.request({ method: 'POST', url: '/api/v1/user/profile/logout', headers: bearer(token) });
    expect(noPlatform.statusCode).toBe(422);
    const out = await server.request({ method: 'POST', url: '/api/v1/user/profile/logout?platform=web', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('answers logout with 404 "User Not Found" when the token\'s user no longer exists', async () => {
    const email = `gone.${engine}@example.com`;
    await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } });
    const token = body(verified).data.token as string;
    const { users } = await import('../../server/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await server.database.db.delete(users).where(eq(users.email, email));
    const out = await server.request({ method: 'POST', url: '/api/v1/user/profile/logout?platform=web', headers: { ...bearer(token), 'accept-language': 'en' } });
    expect(out.statusCode).toBe(404);
    expect(body(out).message).toBe('User Not Found');
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('changes the name and the picture (type read from the bytes), refusing bad input', async () => {
    const token = await login(server, demo.visitor);
    const renamed = await server.request({ method: 'PUT', url: '/api/v1/user/profile', headers: bearer(token), payload: { name: 'Yousef Al-Amri Jr' } });
    expect(body(renamed).data.user.name).toBe('Yousef Al-Amri Jr');
    const short = await server.request({ method: 'PUT', url: '/api/v1/user/profile', headers: bearer(token), payload: { name: 'Yo' } });
    expect(short.statusCode).toBe(422);
    const png = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.png });
    const uploaded = await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: { ...bearer(token), ...png.headers }, payload: png.payload });
    expect(uploaded.statusCode).toBe(200);
    const url = body(uploaded).data.user.thumbnail as string;
    expect(url).toMatch(/^\/api\/v1\/media\/thumbnails\/[\w-]+\.png$/);
    const picture = await server.request({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(samples.png)).toBe(true);
    const fake = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.text });
    const refused = await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: { ...bearer(token), ...fake.headers }, payload: fake.payload });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toHaveProperty('thumbnail');
    const big = multipart({}, { field: 'thumbnail', name: 'big.png', type: 'image/png', content: Buffer.concat([samples.png, Buffer.alloc(2 * 1024 * 1024)]) });
    const tooBig = await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: { ...bearer(token), ...big.headers }, payload: big.payload });
    expect(tooBig.statusCode).toBe(422);
    const none = multipart({ note: 'no file' });
    const missing = await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: { ...bearer(token), ...none.headers }, payload: none.payload });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toHaveProperty('thumbnail');
    const json = await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: bearer(token), payload: { thumbnail: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('lists my notifications newest first, marks them read, and hides other users\' notifications', async () => {
    const token = await login(server, demo.contestant);
    const list = body(await server.request({ method: 'GET', url: '/api/v1/user/profile/notifications', headers: bearer(token) })).data[0];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const unread = list.find((n: { is_read: number }) => n.is_read === 0);
    expect(unread.data).toEqual({ fourth_path_status: 'pending' });
    const winnerToken = await login(server, demo.winner);
    const theirs = await server.request({ method: 'POST', url: `/api/v1/user/profile/notifications/${unread.id}/read`, headers: bearer(winnerToken) });
    expect(theirs.statusCode).toBe(404);
    const mine = await server.request({ method: 'POST', url: `/api/v1/user/profile/notifications/${unread.id}/read`, headers: bearer(token) });
    expect(body(mine).data[0].find((n: { id: number }) => n.id === unread.id).is_read).toBe(1);
    const all = await server.request({ method: 'POST', url: '/api/v1/user/profile/notifications/read-all', headers: bearer(winnerToken) });
    expect(body(all).data[0].every((n: { is_read: number }) => n.is_read === 1)).toBe(true);
  });

  it('syncs push tokens as a set per user', async () => {
    const token = await login(server, demo.newcomer);
    expect(body(await server.request({ method: 'GET', url: '/api/v1/user/profile/fcm-tokens', headers: bearer(token) })).data).toEqual([]);
    const synced = await server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', headers: bearer(token), payload: { tokens: ['a-token', 'b-token', 'a-token'] } });
    expect(body(synced).data).toEqual(['a-token', 'b-token']);
    const replaced = await server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', headers: bearer(token), payload: { tokens: ['b-token', 'c-token'] } });
    expect(body(replaced).data.sort()).toEqual(['b-token', 'c-token']);
    const other = await login(server, demo.visitor);
    expect(body(await server.request({ method: 'GET', url: '/api/v1/user/profile/fcm-tokens', headers: bearer(other) })).data).toEqual([]);
    const bad = await server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', headers: bearer(token), payload: { tokens: 'a-token' } });
    expect(bad.statusCode).toBe(422);
  });

  it('rate-limits login attempts from one address with 429 in the envelope', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      // A different account each time: the per-account limit (account-abuse.test.ts) stays out of this.
      last = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email: `nobody.${i}@example.com`, password: 'whatever-123' }, remoteAddress: '192.0.2.7', headers: { 'accept-language': 'en' } });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(body(last!)).toMatchObject({ status: 429, message: 'Too many requests, please try again later', data: null });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.contestant })).statusCode).toBe(200);
  });

  it('rate-limits complaints and code requests too', async () => {
    const complaint = { name: 'Abdullah Ahmed', email: 'a@example.com', type: 'suggestion', content: 'Please add a dark mode.' };
    const complaintStatuses = [];
    for (let i = 0; i < 6; i++) {
      complaintStatuses.push((await server.request({ method: 'POST', url: '/api/v1/complaints', payload: complaint, remoteAddress: '192.0.2.8' })).statusCode);
    }
    expect(complaintStatuses).toEqual([200, 200, 200, 200, 200, 429]);
    const otpStatuses = [];
    for (let i = 0; i < 6; i++) {
      otpStatuses.push((await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email: 'nobody@example.com' }, remoteAddress: '192.0.2.9' })).statusCode);
    }
    expect(otpStatuses.at(-1)).toBe(429);
    const verifyStatuses = [];
    for (let i = 0; i < 11; i++) {
      verifyStatuses.push((await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email: 'nobody@example.com', otp: '1234', otp_type: 'reset_password' }, remoteAddress: '192.0.2.10' })).statusCode);
    }
    expect(verifyStatuses.at(-1)).toBe(429);
  });
});

describe.each(engines)('one-time codes with a configured lifetime on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { otpTtlSeconds: 120 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const verify = (email: string, otp: string, otpType: 'user_verify_email' | 'reset_password') =>
    server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp, otp_type: otpType }, headers: { 'accept-language': 'en' } });
  const expiredAnswer = { status: 422, message: 'The verification code is invalid or expired', errors: { otp: ['The verification code is invalid or expired'] } };

  it('accepts a code until otpTtlSeconds have passed and refuses it after, with 422 under errors.otp', async () => {
    await server.request({ method: 'POST', url: '/api/v1/user/auth/forgot-password', payload: { email: demo.newcomer.email } });
    const code = server.lastCode(demo.newcomer.email, 'reset_password');
    server.clock.advance(119_000);
    expect((await verify(demo.newcomer.email, code, 'reset_password')).statusCode).toBe(200);
    server.clock.advance(2_000);
    const expired = await verify(demo.newcomer.email, code, 'reset_password');
    expect(expired.statusCode).toBe(422);
    expect(body(expired)).toMatchObject(expiredAnswer);
  });

  it('refuses a registration code older than otpTtlSeconds', async () => {
    const email = `short-lived.${engine}@example.com`;
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) })).statusCode).toBe(201);
    const code = server.lastCode(email);
    server.clock.advance(121_000);
    const expired = await verify(email, code, 'user_verify_email');
    expect(expired.statusCode).toBe(422);
    expect(body(expired)).toMatchObject(expiredAnswer);
  });
});
