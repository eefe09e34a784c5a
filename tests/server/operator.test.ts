// The operator console's API (issue 20): role checks on every operation of the contract, blind double review with a
// third reviewer on disagreement, decisions audited in their own transaction and sent to the contestant.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import * as t from '../../server/db/schema.ts';
import { apiDocumentPath } from '../../server/app.ts';
import { reviewState } from '../../server/operators/reviewRule.ts';
import { PLAYBACK } from '../../server/media/analyse.ts';
import { announceDraw } from '../../server/draw/index.ts';
import { parseDrawCommand, runDrawCommand } from '../../server/commands/draw.ts';
import { secretCommitment } from '../../src/domain/draw/fairDraw.ts';
import { createOperator, declareConflicts, parseCreateOperator, parseDeclareConflicts } from '../../server/commands/operatorCreate.ts';
import type { Db } from '../../server/db/index.ts';
import type { PushMessage, PushSender } from '../../server/operators/push.ts';
import { bearer, body, demo, engines, login, registration, startTestServer, type TestServer } from './harness.ts';

const operators = {
  operator: { email: 'operator@example.com', password: 'Operator#2026' },
  reviewer1: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' },
  reviewer2: { email: 'reviewer2@example.com', password: 'Reviewer2#2026' },
};

type Op = { method: string; path: string; operationId: string; hasBody: boolean; secured: boolean };

/** Every operation tagged Operator in the contract, with its path parameters filled in. */
function operatorOperations(): Op[] {
  const doc = parseYaml(readFileSync(apiDocumentPath, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; tags?: string[]; requestBody?: object; security?: Record<string, unknown>[] }>>;
  };
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.tags?.includes('Operator')) continue;
      const filled = path.replace('{reviewKind}', 'second').replace('{track}', 'second').replace('{drawStep}', 'commit').replace(/\{[A-Za-z]+\}/g, '1');
      const secured = (op.security ?? []).some((s) => 'operatorBearer' in s);
      ops.push({ method: method.toUpperCase(), path: `/api/v1${filled}`, operationId: op.operationId, hasBody: op.requestBody !== undefined, secured });
    }
  }
  return ops;
}

async function operatorLogin(server: TestServer, account: { email: string; password: string }): Promise<string> {
  const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: account });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.token as string;
}

const fullScores = (total: 'high' | 'low') => (total === 'high' ? { tajweed: 38, makharij: 28, fluency: 18, voice: 9 } : { tajweed: 10, makharij: 10, fluency: 10, voice: 5 });

describe('the review rule', () => {
  it('decides on two agreeing verdicts, asks a third beyond the tolerance, and lets the majority decide', () => {
    expect(reviewState([{ verdict: 'accept', total: 90 }])).toEqual({ needed: 2, outcome: null });
    expect(reviewState([{ verdict: 'accept', total: 90 }, { verdict: 'accept', total: 80 }])).toEqual({ needed: 2, outcome: { verdict: 'accept', degree: 85 } });
    expect(reviewState([{ verdict: 'accept', total: 90 }, { verdict: 'accept', total: 70 }])).toEqual({ needed: 3, outcome: null });
    expect(reviewState([{ verdict: 'accept', total: 60 }, { verdict: 'refuse', total: 55 }])).toEqual({ needed: 3, outcome: null });
    expect(reviewState([{ verdict: 'accept', total: 60 }, { verdict: 'refuse', total: 55 }, { verdict: 'refuse', total: 40 }])).toEqual({
      needed: 3,
      outcome: { verdict: 'refuse', degree: 48 },
    });
  });
});

describe('operator:create', () => {
  it('reads its options and refuses mistakes', () => {
    expect(parseCreateOperator(['--email', 'a@b.org', '--role', 'reviewer'])).toEqual({ email: 'a@b.org', role: 'reviewer', name: 'a' });
    expect(() => parseCreateOperator(['--email', 'a@b.org', '--role', 'admin'])).toThrow(/--role/);
    expect(() => parseCreateOperator(['--email', 'nope', '--role', 'operator'])).toThrow(/--email/);
    expect(() => parseCreateOperator(['--email', 'a@b.org', '--role', 'operator'], { OPERATOR_PASSWORD: 'short' })).toThrow(/12/);
    expect(parseCreateOperator(['--email', 'a@b.org', '--role', 'reviewer', '--conflict', 'son@b.org', '--conflict=niece@c.org'])).toEqual({
      email: 'a@b.org',
      role: 'reviewer',
      name: 'a',
      conflicts: ['son@b.org', 'niece@c.org'],
    });
    expect(() => parseCreateOperator(['--email', 'a@b.org', '--role', 'reviewer', '--conflict', 'not-an-email'])).toThrow(/--conflict/);
    expect(() => parseCreateOperator(['--email', 'a@b.org', '--email', 'c@d.org', '--role', 'reviewer'])).toThrow(/twice/);
    expect(parseDeclareConflicts(['--email', 'a@b.org', '--conflict', 'son@b.org'])).toEqual({ email: 'a@b.org', conflicts: ['son@b.org'] });
    expect(() => parseDeclareConflicts(['--email', 'a@b.org'])).toThrow(/--conflict/);
  });
});

describe.each(engines)('operator console on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 without a token and 403 to a contestant or visitor on every operator operation', async () => {
    const ops = operatorOperations().filter((op) => op.secured);
    expect(ops.length).toBeGreaterThanOrEqual(17);
    const contestant = await login(server, demo.contestant);
    const visitor = await login(server, demo.visitor);
    for (const op of ops) {
      const payload = op.hasBody ? {} : undefined;
      const none = await server.request({ method: op.method as 'GET', url: op.path, ...(payload ? { payload } : {}) });
      expect(none.statusCode, `${op.operationId} without a token`).toBe(401);
      for (const token of [contestant, visitor]) {
        const res = await server.request({ method: op.method as 'GET', url: op.path, headers: bearer(token), ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${op.operationId} with a site token`).toBe(403);
      }
    }
  });

  it('lets a reviewer only review, and signs operators in and out', async () => {
    const reviewer = await operatorLogin(server, operators.reviewer1);
    expect(body(await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(reviewer) })).data.role).toBe('reviewer');
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/reviews', headers: bearer(reviewer) })).statusCode).toBe(200);
    for (const url of ['/api/v1/operator/requests', '/api/v1/operator/messages', '/api/v1/operator/audit', '/api/v1/operator/draws', '/api/v1/operator/slots']) {
      expect((await server.request({ method: 'GET', url, headers: bearer(reviewer) })).statusCode, url).toBe(403);
    }
    // A console token is no contestant's token either.
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(reviewer) })).statusCode).toBe(401);
    const wrong = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { ...operators.operator, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    // Contestants cannot sign in to the console.
    expect((await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: demo.contestant })).statusCode).toBe(401);
    const operator = await operatorLogin(server, operators.operator);
    expect((await server.request({ method: 'POST', url: '/api/v1/operator/auth/logout', headers: bearer(operator) })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(operator) })).statusCode).toBe(401);
  });

  it('creates console accounts by command only, never for a site account', async () => {
    await expect(createOperator(server.database.db, { email: demo.contestant.email, role: 'operator', name: 'x' })).rejects.toThrow(/site account/);
    const lines = await createOperator(server.database.db, { email: 'new-reviewer@example.org', role: 'reviewer', name: 'New', password: 'a-long-password-123' });
    expect(lines[0]).toMatch(/Created reviewer/);
    await operatorLogin(server, { email: 'new-reviewer@example.org', password: 'a-long-password-123' });
    await expect(createOperator(server.database.db, { email: 'NEW-reviewer@example.org', role: 'operator', name: 'x' })).rejects.toThrow(/exists/);
  });

  it('reviews blind, twice, then a third time on disagreement; the decision is audited and notified', async () => {
    const r1 = await operatorLogin(server, operators.reviewer1);
    const r2 = await operatorLogin(server, operators.reviewer2);
    const op = await operatorLogin(server, operators.operator);
    const queue = body(await server.request({ method: 'GET', url: '/api/v1/operator/reviews', headers: bearer(r1) })).data[0] as { kind: string; item_id: number; code: string }[];
    const sets = queue.filter((i) => i.kind === 'second');
    expect(sets.length).toBeGreaterThanOrEqual(2);
    // Blind: no names or emails anywhere in what a reviewer reads.
    const item = await server.request({ method: 'GET', url: `/api/v1/operator/reviews/second/${sets[0]!.item_id}`, headers: bearer(r1) });
    expect(item.body).not.toMatch(/example\.invalid|العتيبي|Aisha/);
    expect(body(item).data[0].recordings).toHaveLength(5);
    expect(body(item).data[0].rubric.length).toBeGreaterThan(0);

    // Agreeing verdicts decide at once.
    const [a, b] = sets;
    const review = (token: string, id: number, payload: object) =>
      server.request({ method: 'POST', url: `/api/v1/operator/reviews/second/${id}`, headers: { ...bearer(token), 'accept-language': 'en' }, payload });
    expect((await review(r1, a!.item_id, { verdict: 'accept' })).statusCode).toBe(422); // no scores
    expect((await review(r1, a!.item_id, { verdict: 'refuse', scores: fullScores('low') })).statusCode).toBe(422); // no reason
    expect((await review(r1, a!.item_id, { verdict: 'accept', scores: fullScores('high') })).statusCode).toBe(200);
    expect((await review(r1, a!.item_id, { verdict: 'accept', scores: fullScores('high') })).statusCode).toBe(409); // once per reviewer
    const decided = await review(r2, a!.item_id, { verdict: 'accept', scores: { tajweed: 36, makharij: 27, fluency: 17, voice: 9 } });
    expect(body(decided).data[0].status).toBe('decided');
    const [entry] = await server.database.db.select().from(t.secondPathEntries).where(sql`${t.secondPathEntries.id} = ${a!.item_id}`);
    expect(entry!.status).toBe('accepted');
    const [note] = await server.database.db.select().from(t.notifications).where(sql`${t.notifications.userId} = ${entry!.userId}`);
    expect(note!.data).toEqual({ second_path_status: 'accepted' });
    expect((await review(op, a!.item_id, { verdict: 'accept', scores: fullScores('high') })).statusCode).toBe(409); // decided

    // Disagreement beyond the tolerance asks for a third reviewer; a recusal does not count.
    expect((await review(r1, b!.item_id, { verdict: 'accept', scores: fullScores('high') })).statusCode).toBe(200);
    const split = await review(r2, b!.item_id, { verdict: 'refuse', scores: fullScores('low'), reason: 'Many tajweed mistakes' });
    expect(body(split).data[0]).toMatchObject({ status: 'open', verdicts: 2, verdicts_needed: 3 });
    const third = await createOperator(server.database.db, { email: 'third@example.org', role: 'reviewer', name: 'Third', password: 'a-long-password-123' });
    expect(third).toHaveLength(1);
    const r3 = await operatorLogin(server, { email: 'third@example.org', password: 'a-long-password-123' });
    expect((await review(r3, b!.item_id, { verdict: 'recuse' })).statusCode).toBe(422); // a reason is needed
    expect(body(await review(r3, b!.item_id, { verdict: 'recuse', reason: 'I know this contestant' })).data[0]).toMatchObject({ status: 'open', mine: 'recuse' });
    const final = await review(op, b!.item_id, { verdict: 'refuse', scores: fullScores('low'), reason: 'Unclear makharij' });
    expect(body(final).data[0].status).toBe('decided');
    const [refused] = await server.database.db.select().from(t.secondPathEntries).where(sql`${t.secondPathEntries.id} = ${b!.item_id}`);
    expect(refused!.status).toBe('refused');
    expect(refused!.refusalReason).toContain('Many tajweed mistakes');

    const audit = body(await server.request({ method: 'GET', url: `/api/v1/operator/audit?q=review.decide`, headers: bearer(op) })) as ReturnType<typeof body> & { meta: { total: number } };
    expect(audit.meta.total).toBe(2);
    expect(audit.data[0][0]).toMatchObject({ action: 'review.decide', subject_type: 'secondTrackSet' });
  });

  it('does not apply a decision whose audit row fails', async () => {
    const op = await operatorLogin(server, operators.operator);
    const list = body(await server.request({ method: 'GET', url: '/api/v1/operator/requests?status=pending', headers: bearer(op) })).data[0] as { id: number }[];
    const pending = list[0]!;
    await server.database.db.execute(sql`create function qc_fail_audit() returns trigger language plpgsql as $$ begin raise exception 'audit unavailable'; end; $$`);
    await server.database.db.execute(sql`create trigger qc_fail_audit before insert on audit_log for each row execute function qc_fail_audit()`);
    const notesBefore = await server.database.db.select().from(t.notifications);
    try {
      const res = await server.request({ method: 'POST', url: `/api/v1/operator/requests/${pending.id}/decision`, headers: bearer(op), payload: { action: 'refuse', reason: 'Incomplete details' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await server.database.db.execute(sql`drop trigger qc_fail_audit on audit_log`);
    }
    const [row] = await server.database.db.select().from(t.submissions).where(sql`${t.submissions.id} = ${pending.id}`);
    expect(row!.status).toBe('pending');
    expect(await server.database.db.select().from(t.notifications)).toHaveLength(notesBefore.length);
    // The same decision goes through once the audit log works, and the log refuses to be rewritten.
    const ok = await server.request({ method: 'POST', url: `/api/v1/operator/requests/${pending.id}/decision`, headers: bearer(op), payload: { action: 'accept', meeting_url: 'https://meet.example.com/abc' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).data[0]).toMatchObject({ status: 'approved', meeting_url: 'https://meet.example.com/abc' });
    await expect(server.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('streams a recording under review with byte ranges, as the owner\'s own media', async () => {
    const reviewer = await operatorLogin(server, operators.reviewer1);
    // A recording of an item in reviewer1's queue: the only kind they may hear.
    const queue = body(await server.request({ method: 'GET', url: '/api/v1/operator/reviews', headers: bearer(reviewer) })).data[0] as { kind: string; item_id: number }[];
    const open = queue[0]!;
    const shown = body(await server.request({ method: 'GET', url: `/api/v1/operator/reviews/${open.kind}/${open.item_id}`, headers: bearer(reviewer) })).data[0] as { recordings: { id: number }[] };
    const [rec] = await server.database.db.select().from(t.recordings).where(sql`${t.recordings.id} = ${shown.recordings[0]!.id}`);
    const stored = rec!.playbackFileName ?? rec!.fileName;
    const folder = rec!.track === 'second' ? 'clips' : 'attempts';
    const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
    mkdirSync(path.join(server.uploadsDir, folder), { recursive: true });
    writeFileSync(path.join(server.uploadsDir, folder, stored), audio);
    const url = `/api/v1/operator/recordings/${rec!.id}/audio`;
    const get = (range?: string) => server.request({ method: 'GET', url, headers: { ...bearer(reviewer), ...(range ? { range } : {}) } });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe(rec!.playbackFileName ? PLAYBACK.mime : rec!.mimeType);
    expect(whole.rawPayload.equals(audio)).toBe(true);
    const part = await get('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
    const tail = await get('bytes=900-');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 900-999/1000');
    expect(tail.rawPayload.equals(audio.subarray(900))).toBe(true);
    const past = await get('bytes=1000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/recordings/999999/audio', headers: bearer(reviewer) })).statusCode).toBe(404);
  });

  it('keeps the language each contestant uses the site in (sign-up, sign-in, any call with their token) for their push messages', async () => {
    const languageOf = async (email: string) =>
      (await server.database.db.select({ language: t.users.language }).from(t.users).where(sql`lower(${t.users.email}) = ${email.toLowerCase()}`))[0]!.language;
    const signUp = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', headers: { 'accept-language': 'en' }, payload: registration('english.speaker@example.org') });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(await languageOf('english.speaker@example.org')).toBe('en');
    expect(await languageOf(demo.contestant.email)).toBe('ar');
    const signIn = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'accept-language': 'en-GB,en;q=0.9' }, payload: demo.contestant });
    expect(await languageOf(demo.contestant.email)).toBe('en');
    const token = body(signIn).data.token as string;
    const sync = (lang: string) =>
      server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', headers: { ...bearer(token), 'accept-language': lang }, payload: { tokens: ['a-browser'] } });
    expect((await sync('ar')).statusCode).toBe(200);
    expect(await languageOf(demo.contestant.email)).toBe('ar');
    expect((await sync('en')).statusCode).toBe(200);
    expect(await languageOf(demo.contestant.email)).toBe('en');
    const profile = await server.request({ method: 'PUT', url: '/api/v1/user/profile', headers: { ...bearer(token), 'accept-language': 'ar' }, payload: { name: 'Contestant' } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(await languageOf(demo.contestant.email)).toBe('ar');
    // Any call with the token tells it: a contestant who switches the site to English reads their pushes in English.
    const read = await server.request({ method: 'GET', url: '/api/v1/user/profile/notifications', headers: { ...bearer(token), 'accept-language': 'en' } });
    expect(read.statusCode).toBe(200);
    expect(await languageOf(demo.contestant.email)).toBe('en');
    // A media file fetched with the cookie carries the browser's languages, not the site's: it changes nothing.
    await server.request({ method: 'GET', url: '/api/v1/media/thumbnails/none.png', headers: { cookie: `jwt=${token}`, 'accept-language': 'ar' } });
    expect(await languageOf(demo.contestant.email)).toBe('en');
    expect((await server.request({ method: 'PUT', url: '/api/v1/user/profile', headers: { ...bearer(token), 'accept-language': 'ar' }, payload: { name: 'Contestant' } })).statusCode).toBe(200);
    // A failed sign-in changes nothing.
    await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'accept-language': 'en' }, payload: { ...demo.contestant, password: 'wrong-password-1' } });
    expect(await languageOf(demo.contestant.email)).toBe('ar');
  });

  it('decides a test request through attendance and result, and refuses a wrong order', async () => {
    const op = await operatorLogin(server, operators.operator);
    const approved = (body(await server.request({ method: 'GET', url: '/api/v1/operator/requests?status=approved', headers: bearer(op) })).data[0] as { id: number }[])[0]!;
    let signedIn = bearer(op);
    const decide = (payload: object) => server.request({ method: 'POST', url: `/api/v1/operator/requests/${approved.id}/decision`, headers: signedIn, payload });
    expect((await decide({ action: 'accept', meeting_url: 'https://x.example/1' })).statusCode).toBe(409);
    expect((await decide({ action: 'accept', meeting_url: 'http://insecure.example' })).statusCode).toBe(422);
    expect((await decide({ action: 'result', passed: true })).statusCode).toBe(422);
    // Nothing is recorded of a test before it starts; the refusal says when it does, in the operator's language.
    const at = Date.parse(`${(approved as unknown as { appointment_at: string }).appointment_at.replace(' ', 'T')}:00+03:00`);
    const saved = server.clock.now;
    try {
      server.clock.now = new Date(at - 60_000);
      // Signed in at that time (a token from the later time would not be valid yet).
      const early = await operatorLogin(server, operators.operator);
      const bearerEarly = bearer(early);
      for (const payload of [{ action: 'attendance', attended: true }, { action: 'result', passed: true, degree: 90 }]) {
        const refused = await server.request({ method: 'POST', url: `/api/v1/operator/requests/${approved.id}/decision`, headers: { ...bearerEarly, 'accept-language': 'en' }, payload });
        expect(refused.statusCode, refused.body).toBe(409);
        expect(body(refused).message).toMatch(/^The test starts on .+ Mecca time/);
      }
      const arabic = await server.request({ method: 'POST', url: `/api/v1/operator/requests/${approved.id}/decision`, headers: { ...bearerEarly, 'accept-language': 'ar' }, payload: { action: 'attendance', attended: false } });
      expect(body(arabic).message).toMatch(/^يبدأ الاختبار يوم [^0-9،]+، [^0-9]+ بتوقيت مكة/);
    } finally {
      server.clock.now = new Date(Math.max(saved.getTime(), at + 60_000));
    }
    // Once the test has begun (signed in afresh: the clock moved on).
    signedIn = bearer(await operatorLogin(server, operators.operator));
    expect(body(await decide({ action: 'attendance', attended: true })).data[0].attendance).toBe('attended');
    expect(body(await decide({ action: 'result', passed: true, degree: 92 })).data[0]).toMatchObject({ status: 'success', degree: 92 });
  });

  it('publishes an impression only if its author took part, and the home page shows it', async () => {
    const op = await operatorLogin(server, operators.operator);
    const messages = body(await server.request({ method: 'GET', url: '/api/v1/operator/messages?type=impression', headers: bearer(op) })).data[0] as {
      id: number;
      author_took_part: boolean;
      content: string;
    }[];
    const byParticipant = messages.find((m) => m.author_took_part)!;
    const byVisitor = messages.find((m) => !m.author_took_part)!;
    expect((await server.request({ method: 'POST', url: `/api/v1/operator/messages/${byVisitor.id}/publication`, headers: bearer(op) })).statusCode).toBe(409);
    const published = await server.request({ method: 'POST', url: `/api/v1/operator/messages/${byParticipant.id}/publication`, headers: bearer(op) });
    expect(body(published).data[0].published).toBe(true);
    const home = body(await server.request({ method: 'GET', url: '/api/v1/testimonials' })).data[0] as { review: string }[];
    expect(home.some((r) => r.review === byParticipant.content)).toBe(true);
    expect((await server.request({ method: 'DELETE', url: `/api/v1/operator/messages/${byParticipant.id}/publication`, headers: bearer(op) })).statusCode).toBe(200);
    const after = body(await server.request({ method: 'GET', url: '/api/v1/testimonials' })).data[0] as { review: string }[];
    expect(after.some((r) => r.review === byParticipant.content)).toBe(false);
  });

  it('opens and closes slots, and shows where each draw stands', async () => {
    const op = await operatorLogin(server, operators.operator);
    const future = new Date(server.clock.now.getTime() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    const created = await server.request({ method: 'POST', url: '/api/v1/operator/slots', headers: bearer(op), payload: { track: 'third', starts_at: `${future} 10:15`, capacity: 3 } });
    expect(created.statusCode, created.body).toBe(201);
    const slot = body(created).data[0] as { id: number };
    expect((await server.request({ method: 'POST', url: '/api/v1/operator/slots', headers: bearer(op), payload: { track: 'third', starts_at: `${future} 10:15`, capacity: 3 } })).statusCode).toBe(409);
    expect((await server.request({ method: 'DELETE', url: `/api/v1/operator/slots/${slot.id}`, headers: bearer(op) })).statusCode).toBe(200);
    // A day the calendar does not have passes the contract's pattern: it is refused under the field, never a 500.
    const impossible = await server.request({ method: 'POST', url: '/api/v1/operator/slots', headers: { ...bearer(op), 'accept-language': 'en' }, payload: { track: 'third', starts_at: '2031-02-31 10:15', capacity: 3 } });
    expect(impossible.statusCode, impossible.body).toBe(422);
    expect(body(impossible).errors).toEqual({ starts_at: ['Choose a day the calendar has'] });
    const draws = body(await server.request({ method: 'GET', url: '/api/v1/operator/draws', headers: bearer(op) })).data[0] as { track: string; stage: string }[];
    expect(draws.map((d) => d.track)).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    // The competition is running: the list cannot be frozen yet.
    const commit = await server.request({ method: 'POST', url: '/api/v1/operator/draws/first/commit', headers: { ...bearer(op), 'accept-language': 'en' }, payload: {} });
    expect(commit.statusCode).toBe(409);
    expect(body(commit).message).toMatch(/not ended/);
  });
});

describe.each(engines)('the draw from the console on %s', (engine) => {
  let server: TestServer;
  /** Every push message the server sent (Firebase's place). */
  const pushed: PushMessage[] = [];
  const push: PushSender = {
    async send(messages) {
      pushed.push(...messages);
      return { sent: messages.length, failed: 0 };
    },
  };
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'ended', overrides: { push } });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('commits, runs with the announced secret, publishes (winners notified) and issues certificates, each step audited and taken once', async () => {
    const [current] = await server.database.db.select().from(t.competitions).where(sql`${t.competitions.kind} = 'current'`);
    const secret = 'the operators secret for the second track';
    await announceDraw(server.database.db, { competitionId: current!.id, track: 'second', source: { kind: 'operatorSecret', commitment: secretCommitment(secret) }, now: current!.startAt });
    const op = await operatorLogin(server, operators.operator);
    const step = (name: string, payload: object = {}, lang = 'en') =>
      server.request({ method: 'POST', url: `/api/v1/operator/draws/second/${name}`, headers: { ...bearer(op), 'accept-language': lang }, payload });
    // Certificates come only from the frozen list, once its winners are published: refused at every stage before that.
    const certificatesRefused = async (stage: string) => {
      const en = await step('certificates');
      expect(en.statusCode, stage).toBe(409);
      expect(body(en)).toMatchObject({
        status: 409,
        message: 'This step of the draw cannot be taken now: certificates are issued from the frozen list once the winners are published: freeze the list, run the draw and publish the winners first',
        errors: { draw: [expect.any(String)] },
      });
      const ar = await step('certificates', {}, 'ar');
      expect(ar.statusCode, stage).toBe(409);
      expect(body(ar).message).toBe(
        'لا يمكن تنفيذ هذه الخطوة من القرعة الآن: تصدر الشهادات من قائمة المؤهلين المجمّدة بعد نشر الفائزين: جمّد القائمة وأجرِ القرعة وانشر الفائزين أولًا',
      );
      const [issued] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.certificates)
        .where(sql`${t.certificates.competitionId} = ${current!.id} and ${t.certificates.track} = 'second'`);
      expect(issued!.n, stage).toBe(0);
    };
    await certificatesRefused('announced');
    expect(body(await step('commit')).data[0]).toMatchObject({ track: 'second', stage: 'committed' });
    await certificatesRefused('committed');
    expect((await step('commit')).statusCode).toBe(409);
    const wrong = await step('run', { secret: 'not the secret' });
    expect(wrong.statusCode).toBe(409);
    expect(body(wrong).message).toMatch(/does not match/);
    expect(body(await step('run', { secret })).data[0].stage).toBe('drawn');
    await certificatesRefused('drawn');
    // Every account has a browser registered for push; every other one uses the site in English.
    const accounts = await server.database.db.select({ id: t.users.id }).from(t.users);
    await server.database.db.insert(t.fcmTokens).values(accounts.map(({ id }) => ({ userId: id, token: `device-of-${id}` })));
    await server.database.db.update(t.users).set({ language: 'en' }).where(sql`${t.users.id} % 2 = 0`);
    const publicWinners = async (track: string) => body(await server.request({ method: 'GET', url: `/api/v1/competition/winners/${track}` })).data[0] as { entry_id: string }[];
    expect(await publicWinners('second')).toEqual([]);
    const published = body(await step('publish')).data[0];
    expect(published.stage).toBe('published');
    const winners = await server.database.db.select().from(t.winners).where(sql`${t.winners.competitionId} = ${current!.id} and ${t.winners.track} = 'second'`);
    expect(winners.length).toBe(published.winner_count);
    // One truth: the winners page lists a track's winners as soon as its draw is published, before the results date,
    // and a track whose draw is not published still lists none.
    expect((await publicWinners('second')).map((w) => w.entry_id).sort()).toEqual(winners.map((w) => w.entryId).sort());
    expect(await publicWinners('third')).toEqual([]);
    const notified = await server.database.db.select().from(t.notifications).where(sql`${t.notifications.userId} = ${winners[0]!.userId}`);
    expect(notified.some((n) => n.body.en.includes('won the second track draw'))).toBe(true);
    // Each winner's push message is written in the language they use the site in.
    expect(pushed.map((m) => m.token).sort()).toEqual(winners.map((w) => `device-of-${w.userId}`).sort());
    for (const m of pushed) {
      const english = Number(m.token.replace('device-of-', '')) % 2 === 0;
      expect(m.title).toBe(english ? 'Draw result' : 'نتيجة السحب');
      expect(m.body).toMatch(english ? /^Congratulations! You won the second track draw\.$/ : /^مبارك! فزت في سحب المسار الثاني\.$/);
    }
    expect(new Set(pushed.map((m) => m.title)).size).toBe(winners.length > 1 ? 2 : 1);
    expect(body(await step('certificates')).data[0].certificates).toBeGreaterThan(0);
    const audit = body(await server.request({ method: 'GET', url: '/api/v1/operator/audit?q=draw.', headers: bearer(op) })) as ReturnType<typeof body> & { meta: { total: number } };
    expect(audit.meta.total).toBe(4); // the refused steps changed nothing and wrote no audit line
  });

  it('tells the winners of a draw run from the command line exactly as the console does: the same notification and push message', async () => {
    const db = server.database.db;
    const [current] = await db.select().from(t.competitions).where(sql`${t.competitions.kind} = 'current'`);
    const noticeOf = (n: typeof t.notifications.$inferSelect) => ({ title: n.title, body: n.body, data: n.data });
    const trackWinners = async (track: t.TrackSlug) =>
      (await db.select().from(t.winners).where(sql`${t.winners.competitionId} = ${current!.id} and ${t.winners.track} = ${track}`)).map((w) => w.userId).filter((id): id is number => id !== null);
    // What the console wrote for the second track's winners (the test above), one notification each.
    const consoleRows = await db.select().from(t.notifications).where(sql`${t.notifications.userId} in (${sql.join((await trackWinners('second')).map((id) => sql`${id}`), sql`, `)})`);
    const consoleNotice = noticeOf(consoleRows.find((n) => n.body.en.includes('second track draw'))!);

    const secret = 'the operators secret for the fifth track';
    await runDrawCommand(db, parseDrawCommand(['announce', '--track', 'fifth', '--secret', secret]), current!.startAt);
    const since = new Date(server.clock.now.getTime() + 1000);
    const pushedBefore = pushed.length;
    const [last] = await db.select({ id: sql<number>`coalesce(max(${t.notifications.id}), 0)::int` }).from(t.notifications);
    const lines = await runDrawCommand(db, parseDrawCommand(['run', '--track', 'fifth', '--secret', secret]), since, push);
    const winners = await trackWinners('fifth');
    expect(winners.length).toBeGreaterThan(0);
    const rows = await db.select().from(t.notifications).where(sql`${t.notifications.id} > ${last!.id}`);
    // One notification per winner, no one else's, the same words as the console's with the track's name in its place.
    expect(rows.map((n) => n.userId).sort()).toEqual([...winners].sort());
    for (const row of rows) {
      expect(noticeOf(row)).toEqual({
        title: consoleNotice.title,
        body: { ar: consoleNotice.body.ar.replace('المسار الثاني', 'المسار الخامس'), en: consoleNotice.body.en.replace('second track', 'fifth track') },
        data: consoleNotice.data,
      });
    }
    expect(lines).toContain(`${winners.length} winners published and notified`);
    // And a push message on each winner's browser, in their language.
    const messages = pushed.slice(pushedBefore);
    expect(messages.map((m) => m.token).sort()).toEqual(winners.map((id) => `device-of-${id}`).sort());
    for (const m of messages) expect([m.title, m.body]).toEqual(Number(m.token.replace('device-of-', '')) % 2 === 0 ? ['Draw result', 'Congratulations! You won the fifth track draw.'] : ['نتيجة السحب', 'مبارك! فزت في سحب المسار الخامس.']);
  });
});

/** A contestant made straight in the database (as if the site had let the sign-up through). */
async function contestantRow(db: Db, email: string): Promise<number> {
  const [row] = await db.insert(t.users).values({ type: 'contestant', name: `Contestant ${email}`, email, passwordHash: '!cannot-sign-in', emailVerifiedAt: new Date() }).returning({ id: t.users.id });
  return row!.id;
}

async function currentCompetition(db: Db): Promise<number> {
  const [row] = await db.select({ id: t.competitions.id }).from(t.competitions).where(sql`${t.competitions.kind} = 'current'`);
  return row!.id;
}

/** A second-track set of five clips in `status`, each clip's file on disk; its id and its recordings' ids. */
async function secondSet(server: TestServer, userId: number, status: 'recording' | 'submitted' | 'accepted'): Promise<{ id: number; recordings: number[] }> {
  const db = server.database.db;
  const competitionId = await currentCompetition(db);
  const [set] = await db
    .insert(t.secondPathEntries)
    .values({ userId, competitionId, status, submittedAt: status === 'recording' ? null : new Date() })
    .returning({ id: t.secondPathEntries.id });
  const clips = await db
    .insert(t.recordings)
    .values([1, 2, 3, 4, 5].map((clipIndex) => ({ userId, competitionId, track: 'second' as const, clipIndex, fileName: `test-clip-${userId}-${clipIndex}.webm`, mimeType: 'audio/webm', size: 4 })))
    .returning({ id: t.recordings.id, fileName: t.recordings.fileName });
  mkdirSync(path.join(server.uploadsDir, 'clips'), { recursive: true });
  for (const c of clips) writeFileSync(path.join(server.uploadsDir, 'clips', c.fileName), 'clip');
  return { id: set!.id, recordings: clips.map((c) => c.id) };
}

/** A fifth-track attempt in `status`, its file on disk; its id. */
async function fifthAttempt(server: TestServer, userId: number, status: 'pending' | 'inactive' = 'pending', clipIndex = 1): Promise<number> {
  const db = server.database.db;
  const [row] = await db
    .insert(t.recordings)
    .values({ userId, competitionId: await currentCompetition(db), track: 'fifth', clipIndex, status, fileName: `test-attempt-${userId}-${clipIndex}.webm`, mimeType: 'audio/webm', size: 7 })
    .returning({ id: t.recordings.id, fileName: t.recordings.fileName });
  mkdirSync(path.join(server.uploadsDir, 'attempts'), { recursive: true });
  writeFileSync(path.join(server.uploadsDir, 'attempts', row!.fileName), 'attempt');
  return row!.id;
}

type QueueItem = { kind: 'second' | 'fifth'; item_id: number; code: string };

describe.each(engines)('who reviews what, under which name, on %s (issue 27)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const queueOf = async (token: string) => body(await server.request({ method: 'GET', url: '/api/v1/operator/reviews', headers: bearer(token) })).data[0] as QueueItem[];
  const audio = async (token: string, id: number) => (await server.request({ method: 'GET', url: `/api/v1/operator/recordings/${id}/audio`, headers: bearer(token) })).statusCode;
  const item = async (token: string, kind: string, id: number) => (await server.request({ method: 'GET', url: `/api/v1/operator/reviews/${kind}/${id}`, headers: bearer(token) })).statusCode;
  const verdict = (token: string, kind: string, id: number, payload: object) =>
    server.request({ method: 'POST', url: `/api/v1/operator/reviews/${kind}/${id}`, headers: { ...bearer(token), 'accept-language': 'en' }, payload });
  const scores = { second: fullScores('high'), fifth: { tajweed: 38, makharij: 28, memorisation: 18, voice: 9 } };

  it('lets a reviewer hear a recording only while its item is assigned to them: anything else, walked by id, is a 404', async () => {
    const db = server.database.db;
    const r1 = await operatorLogin(server, operators.reviewer1);
    const op = await operatorLogin(server, operators.operator);
    const open = await secondSet(server, await contestantRow(db, 'walk-open@example.org'), 'submitted');
    const recused = await secondSet(server, await contestantRow(db, 'walk-recused@example.org'), 'submitted');
    const recording = await secondSet(server, await contestantRow(db, 'walk-recording@example.org'), 'recording');
    const decided = await secondSet(server, await contestantRow(db, 'walk-decided@example.org'), 'accepted');
    const superseded = await fifthAttempt(server, await contestantRow(db, 'walk-superseded@example.org'), 'inactive');

    expect((await queueOf(r1)).map((i) => `${i.kind}-${i.item_id}`)).toEqual(expect.arrayContaining([`second-${open.id}`, `second-${recused.id}`]));
    const recusal = await verdict(r1, 'second', recused.id, { verdict: 'recuse', reason: 'I teach this contestant' });
    expect(recusal.statusCode, recusal.body).toBe(200);
    const queue = await queueOf(r1);
    expect(queue.some((i) => i.kind === 'second' && i.item_id === recused.id)).toBe(false);

    // Walking every id of these recordings: only the open, assigned set plays.
    const ids = [...open.recordings, ...recused.recordings, ...recording.recordings, ...decided.recordings, superseded];
    for (let id = Math.min(...ids) - 1; id <= Math.max(...ids) + 1; id++) {
      expect(await audio(r1, id), `recording ${id}`).toBe(open.recordings.includes(id) ? 200 : 404);
    }
    expect(await item(r1, 'second', open.id)).toBe(200);
    for (const [kind, id] of [['second', recused.id], ['second', recording.id], ['second', decided.id], ['fifth', superseded]] as const) {
      expect(await item(r1, kind, id), `${kind} ${id}`).toBe(404);
      expect((await verdict(r1, kind, id, { verdict: 'accept', scores: scores[kind] })).statusCode, `${kind} ${id}`).toBe(404);
    }
    // The operator role keeps hearing everything reviewable; a clip of a set still being recorded is no one's to hear.
    for (const id of [...open.recordings, ...recused.recordings, ...decided.recordings, superseded]) expect(await audio(op, id), `recording ${id}`).toBe(200);
    for (const id of recording.recordings) expect(await audio(op, id), `recording ${id}`).toBe(404);
  });

  it('never assigns a reviewer their own entry: a site account with their console e-mail, its fifth-track attempt refused to them', async () => {
    const db = server.database.db;
    const r1 = await operatorLogin(server, operators.reviewer1);
    const r2 = await operatorLogin(server, operators.reviewer2);
    // The attack of issue 27: the reviewer's console e-mail (in other capitals) as a contestant, with an attempt.
    const own = await fifthAttempt(server, await contestantRow(db, operators.reviewer1.email.toUpperCase()));
    expect((await queueOf(r1)).some((i) => i.kind === 'fifth' && i.item_id === own)).toBe(false);
    expect((await queueOf(r2)).some((i) => i.kind === 'fifth' && i.item_id === own)).toBe(true);
    expect(await item(r1, 'fifth', own)).toBe(404);
    expect(await audio(r1, own)).toBe(404);
    expect(await audio(r2, own)).toBe(200);
    expect((await verdict(r1, 'fifth', own, { verdict: 'accept', scores: scores.fifth })).statusCode).toBe(404);
    expect(await db.select().from(t.reviews).where(sql`${t.reviews.itemKind} = 'fifth' and ${t.reviews.itemId} = ${own}`)).toHaveLength(0);
    expect((await verdict(r2, 'fifth', own, { verdict: 'accept', scores: scores.fifth })).statusCode).toBe(200);
  });

  it('never assigns an entry whose contestant the account declared a conflict with, by command at creation or later', async () => {
    const db = server.database.db;
    const relative = await contestantRow(db, 'relative@example.org');
    const pupil = await contestantRow(db, 'pupil@example.org');
    const stranger = await contestantRow(db, 'stranger@example.org');
    const relativeSet = await secondSet(server, relative, 'submitted');
    const pupilAttempt = await fifthAttempt(server, pupil);
    const strangerSet = await secondSet(server, stranger, 'submitted');

    const lines = await createOperator(db, { email: 'kin@example.org', role: 'reviewer', name: 'Kin', password: 'a-long-password-123', conflicts: ['Relative@Example.org'] });
    expect(lines.join('\n')).toMatch(/conflict of interest with Relative@Example\.org/);
    const kin = await operatorLogin(server, { email: 'kin@example.org', password: 'a-long-password-123' });
    const queue = await queueOf(kin);
    expect(queue.some((i) => i.kind === 'second' && i.item_id === relativeSet.id)).toBe(false);
    expect(queue.some((i) => i.kind === 'second' && i.item_id === strangerSet.id)).toBe(true);
    expect(await item(kin, 'second', relativeSet.id)).toBe(404);
    expect(await audio(kin, relativeSet.recordings[0]!)).toBe(404);
    expect(await audio(kin, strangerSet.recordings[0]!)).toBe(200);
    expect((await verdict(kin, 'second', relativeSet.id, { verdict: 'accept', scores: scores.second })).statusCode).toBe(404);

    // Declared later for an existing account (npm run operator:conflict), kept with when; again changes nothing.
    expect(await queueOf(kin)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'fifth', item_id: pupilAttempt })]));
    expect(await declareConflicts(db, { email: 'KIN@example.org', conflicts: ['pupil@example.org'] })).toEqual([expect.stringMatching(/^Declared a conflict/)]);
    expect(await declareConflicts(db, { email: 'kin@example.org', conflicts: ['PUPIL@example.org'] })).toEqual([expect.stringMatching(/declared already/)]);
    await expect(declareConflicts(db, { email: 'nobody@example.org', conflicts: ['pupil@example.org'] })).rejects.toThrow(/no operator/);
    const stored = await db.select().from(t.operatorConflicts).where(sql`${t.operatorConflicts.email} in ('Relative@Example.org', 'pupil@example.org')`);
    expect(stored).toHaveLength(2);
    expect(stored.every((c) => c.declaredAt instanceof Date)).toBe(true);
    expect((await queueOf(kin)).some((i) => i.kind === 'fifth' && i.item_id === pupilAttempt)).toBe(false);
    expect(await audio(kin, pupilAttempt)).toBe(404);
    expect((await verdict(kin, 'fifth', pupilAttempt, { verdict: 'refuse', scores: scores.fifth, reason: 'x' })).statusCode).toBe(404);

    // The operator role hears everything, but never judges a declared conflict's entry either.
    await declareConflicts(db, { email: operators.operator.email, conflicts: ['relative@example.org'] });
    const op = await operatorLogin(server, operators.operator);
    expect((await queueOf(op)).some((i) => i.kind === 'second' && i.item_id === relativeSet.id)).toBe(false);
    expect(await audio(op, relativeSet.recordings[0]!)).toBe(200);
    const refused = await verdict(op, 'second', relativeSet.id, { verdict: 'accept', scores: scores.second });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(/conflict of interest/);
  });

  it('names entries by random, stored pseudonyms that neither give their id nor follow the order of submission', async () => {
    const db = server.database.db;
    const first = await fifthAttempt(server, await contestantRow(db, 'pseudonym-1@example.org'));
    const second = await fifthAttempt(server, await contestantRow(db, 'pseudonym-2@example.org'));
    const set = await secondSet(server, await contestantRow(db, 'pseudonym-3@example.org'), 'submitted');
    expect(second).toBe(first + 1);
    const r2 = await operatorLogin(server, operators.reviewer2);
    const queue = await queueOf(r2);
    const codeOf = (kind: string, id: number) => queue.find((i) => i.kind === kind && i.item_id === id)!.code;
    const [a, b, s] = [codeOf('fifth', first), codeOf('fifth', second), codeOf('second', set.id)];
    const shape = /^([FS])-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
    expect(a).toMatch(shape);
    expect(b).toMatch(shape);
    expect(s).toMatch(shape);
    expect([a[0], b[0], s[0]]).toEqual(['F', 'F', 'S']);
    for (const [code, id] of [[a, first], [b, second], [s, set.id]] as const) expect(code).not.toContain(String(id));
    // Not sequential: two consecutive submissions differ in most places, not in a last digit.
    const differing = [...a].filter((c, i) => c !== b[i]).length;
    expect(differing).toBeGreaterThanOrEqual(3);
    // Stored and stable: the same code in the item, on another call, and in the database.
    const detail = body(await server.request({ method: 'GET', url: `/api/v1/operator/reviews/fifth/${first}`, headers: bearer(r2) })).data[0] as { code: string };
    expect(detail.code).toBe(a);
    expect(codeOf('fifth', first)).toBe((await queueOf(r2)).find((i) => i.kind === 'fifth' && i.item_id === first)!.code);
    const [row] = await db.select({ code: t.recordings.reviewCode }).from(t.recordings).where(sql`${t.recordings.id} = ${first}`);
    expect(`F-${row!.code}`).toBe(a);
  });

  it('lists the console\'s messages a page at a time in one query, the 501st and beyond included', async () => {
    const db = server.database.db;
    const base = Date.now() - 86_400_000;
    await db.insert(t.complaints).values(
      Array.from({ length: 600 }, (_, i) => ({ name: `Sender ${i}`, email: `sender${i}@example.org`, type: 'suggestion' as const, content: `Suggestion ${i}`, createdAt: new Date(base - i * 1000) })),
    );
    const op = await operatorLogin(server, operators.operator);
    const [{ n: total }] = (await db.select({ n: sql<number>`count(*)::int` }).from(t.complaints)) as [{ n: number }];
    expect(total).toBeGreaterThan(600);

    // Every statement the server runs, from drizzle's logger (the session's own, swapped for the count).
    const session = (db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }).session;
    const original = session.logger;
    const statements: string[] = [];
    session.logger = { logQuery: (query) => void statements.push(query) };
    const page = async (query: string) => {
      statements.length = 0;
      const res = await server.request({ method: 'GET', url: `/api/v1/operator/messages?${query}`, headers: bearer(op) });
      expect(res.statusCode, res.body).toBe(200);
      const answer = body(res) as ReturnType<typeof body> & { meta: { total: number; page: number; per_page: number } };
      return { list: answer.data[0] as { id: number; content: string }[], meta: answer.meta, reads: statements.filter((q) => /from "complaints"/.test(q)).length, all: statements.length };
    };
    try {
      const one = await page('page=1&per_page=1');
      const hundred = await page('page=1&per_page=100');
      expect(one.reads).toBe(1);
      expect(hundred.reads).toBe(1);
      expect(hundred.all).toBe(one.all); // a longer page costs no more statements
      expect(hundred.meta).toEqual({ total, page: 1, per_page: 100 });

      const seen: number[] = [];
      for (let n = 1; n <= Math.ceil(total / 100); n++) {
        const { list, meta, reads } = await page(`page=${n}&per_page=100`);
        expect(reads).toBe(1);
        expect(meta.total).toBe(total);
        seen.push(...list.map((m) => m.id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      // Newest first: the oldest suggestion is the very last message, well past the 500th.
      const last = await page(`page=${Math.ceil(total / 100)}&per_page=100`);
      expect(last.list.at(-1)!.content).toBe('Suggestion 599');
      expect(seen.indexOf(last.list.at(-1)!.id)).toBe(total - 1);
      const past = await page(`page=${Math.ceil(total / 100) + 1}&per_page=100`);
      expect(past.list).toEqual([]);
      expect(past.meta.total).toBe(total);
    } finally {
      session.logger = original;
    }
    // The flags come from the same query: the demo contestant's impression is publishable, the visitor's is not.
    const impressions = body(await server.request({ method: 'GET', url: '/api/v1/operator/messages?type=impression', headers: bearer(op) })) as ReturnType<typeof body> & { meta: { total: number } };
    expect(impressions.meta.total).toBe(2);
    expect((impressions.data[0] as { author_took_part: boolean }[]).map((m) => m.author_took_part).sort()).toEqual([false, true]);
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/messages?per_page=101', headers: bearer(op) })).statusCode).toBe(422);
  });
});
