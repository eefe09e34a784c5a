// Issue 30, point 5: broadcasts. The console writes a draft to an audience (the contestant filter's fields), previews it
// for one recipient in both languages, mails a copy to the operator, and sends it now or at a Mecca time after a
// confirmation naming the audience's size; a queue job sends it in batches, each recipient's row written with their
// notification, so nobody receives it twice, not even across a `kill -9` in the middle (the second part, a real server
// process on PGlite and, with TEST_DATABASE_URL, on PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBatch, workBroadcast } from '../../server/broadcasts/broadcasts.ts';
import { openDatabase, type Database } from '../../server/db/index.ts';
import * as t from '../../server/db/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase.ts';
import type { Mailer } from '../../server/mail.ts';
import { logPushSender } from '../../server/operators/push.ts';
import { toMeccaString } from '../../src/domain/meccaTime.ts';
import { bearer, body, engines, startTestServer, type TestServer } from './harness.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './serverProcess.ts';

const operator = { email: 'operator@example.com', password: 'Operator#2026' };
const draft = (audience: object, email = false) => ({
  title: { ar: 'تغيير مواعيد {track}', en: '{track}: slots moved' },
  body: { ar: 'السلام عليكم {name} ({pseudonym})، تغيّرت المواعيد.', en: 'Dear {name} ({pseudonym}), the slots moved.' },
  email,
  audience,
});

/** Contestants inserted directly (fast): `count` of them, each with a pending fourth-track request when `fourth`. */
async function insertContestants(db: Database['db'], label: string, count: number, fourth?: { competitionId: number; levelId: number }) {
  const users = await db
    .insert(t.users)
    .values(Array.from({ length: count }, (_, i) => ({ type: 'contestant' as const, name: `${label} ${i}`, email: `${label}-${i}@example.com`, passwordHash: 'x' })))
    .returning({ id: t.users.id });
  if (fourth) {
    await db.insert(t.submissions).values(
      users.map((u) => ({ userId: u.id, competitionId: fourth.competitionId, track: 'fourth' as const, levelId: fourth.levelId, appointmentAt: new Date(Date.now() + 86_400_000) })),
    );
  }
  return users.map((u) => u.id);
}

describe.each(engines)('broadcasts on %s', (engine) => {
  let server: TestServer;
  let op: string;
  const copies: { email: string; title: string; body: string }[] = [];
  let pendingFourth: number[] = [];
  let approvedFourth: number[] = [];

  beforeAll(async () => {
    const mailer: Mailer = {
      sendOtp: async () => {},
      sendOperatorInvitation: async () => {},
      sendInboxAnswer: async () => {},
      sendBroadcast: async (email, _lang, message) => void copies.push({ email, ...message }),
    };
    server = await startTestServer(engine, { overrides: { mailer } });
    const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: operator });
    op = body(res).data.token;
    const [competition] = await server.database.db.select({ id: t.competitions.id }).from(t.competitions).limit(1);
    const [level] = await server.database.db.select({ id: t.competitionLevels.id }).from(t.competitionLevels).limit(1);
    const fourth = { competitionId: competition!.id, levelId: level?.id ?? 1 };
    pendingFourth = await insertContestants(server.database.db, 'pending4', 7, fourth);
    approvedFourth = await insertContestants(server.database.db, 'approved4', 3, fourth);
    await server.database.db.update(t.submissions).set({ status: 'approved' }).where(sql`${t.submissions.userId} in (${sql.join(approvedFourth, sql`, `)})`);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    server.request({ method, url: `/api/v1/operator${url}`, headers: { ...bearer(op), 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const deps = () => ({ db: server.database.db, now: () => new Date(), push: logPushSender(() => {}), mailer: { sendBroadcast: async () => {} } as unknown as Mailer, background: () => {} });
  const notified = async (id: number) =>
    server.database.db
      .select({ userId: t.notifications.userId, title: t.notifications.title, body: t.notifications.body })
      .from(t.notifications)
      .where(sql`${t.notifications.data}->>'broadcast_id' = ${String(id)}`);

  it('keeps a draft, refuses a status without its track, and previews it for the first recipient in both languages', async () => {
    const refused = await call('POST', '/broadcasts', draft({ status: 'pending' }));
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toHaveProperty(['audience.track']);
    expect((await call('POST', '/broadcasts', draft({ track: 'fourth', status: 'nonsense' }))).statusCode).toBe(422);

    const created = await call('POST', '/broadcasts', draft({ track: 'fourth', status: 'approved' }));
    expect(created.statusCode).toBe(201);
    const b = body(created).data[0];
    expect(b).toMatchObject({ status: 'draft', send_at: null, sent_count: 0, audience: { track: 'fourth', status: 'approved' } });
    const updated = await call('PUT', `/broadcasts/${b.id}`, draft({ track: 'fourth', status: 'pending' }, true));
    expect(body(updated).data[0]).toMatchObject({ email: true, audience: { track: 'fourth', status: 'pending' } });

    const preview = body(await call('GET', `/broadcasts/${b.id}/preview`)).data[0];
    const first = Math.min(...pendingFourth, ...(await pendingFourthOfDemo()));
    const [firstUser] = await server.database.db.select().from(t.users).where(eq(t.users.id, first));
    expect(preview.audience_size).toBe(pendingFourth.length + (await pendingFourthOfDemo()).length);
    expect(preview.recipient.name).toBe(firstUser!.name);
    expect(preview.title).toEqual({ ar: 'تغيير مواعيد المسار الرابع', en: 'Fourth track: slots moved' });
    expect(preview.body.en).toBe(`Dear ${firstUser!.name} (${preview.recipient.pseudonym ?? ''}), the slots moved.`);
    expect(preview.body.ar).toContain(firstUser!.name);

    // A copy to the operator's own address, both languages in it.
    expect((await call('POST', `/broadcasts/${b.id}/copy`)).statusCode).toBe(200);
    expect(copies.at(-1)).toMatchObject({ email: operator.email, title: `${preview.title.ar} / ${preview.title.en}` });
    expect(copies.at(-1)!.body).toContain(preview.body.en);
  });

  /** The demo's own pending fourth-track contestants (the seed may have some). */
  async function pendingFourthOfDemo(): Promise<number[]> {
    const rows = await server.database.db
      .selectDistinct({ id: t.submissions.userId })
      .from(t.submissions)
      .innerJoin(t.users, eq(t.users.id, t.submissions.userId))
      .where(and(eq(t.submissions.track, 'fourth'), eq(t.submissions.status, 'pending'), eq(t.users.type, 'contestant')));
    return rows.map((r) => r.id).filter((id) => !pendingFourth.includes(id));
  }

  it('picks its audience as the contestants list does: an Arabic search ignores marks, hamza and alef forms', async () => {
    const [competition] = await server.database.db.select({ id: t.competitions.id }).from(t.competitions).limit(1);
    const [level] = await server.database.db.select({ id: t.competitionLevels.id }).from(t.competitionLevels).limit(1);
    const ids = await insertContestants(server.database.db, 'hamza', 2, { competitionId: competition!.id, levelId: level?.id ?? 1 });
    await server.database.db.update(t.users).set({ name: 'إِسْمَاعِيل المؤذّن' }).where(eq(t.users.id, ids[0]!));
    await server.database.db.update(t.users).set({ name: 'أسماء الأنصاري' }).where(eq(t.users.id, ids[1]!));
    // Typed without hamza or marks: only the first matches (the list's rule), in the fourth track's pending.
    const audience = { q: 'اسماعيل الموذن', track: 'fourth', status: 'pending' };
    const listed = body(await call('GET', `/contestants?${new URLSearchParams({ ...audience, per_page: '100' })}`)) as unknown as { meta: { total: number } };
    expect(listed.meta.total).toBe(1);
    const b = body(await call('POST', '/broadcasts', draft(audience))).data[0];
    const preview = body(await call('GET', `/broadcasts/${b.id}/preview`)).data[0];
    expect(preview.audience_size).toBe(listed.meta.total);
    expect(preview.recipient.name).toBe('إِسْمَاعِيل المؤذّن');
    await server.database.db.update(t.submissions).set({ status: 'cancelled' }).where(sql`${t.submissions.userId} in (${sql.join(ids, sql`, `)})`);
  });

  it('sends only after a confirmation naming the current audience size, to that audience only, once each', async () => {
    const b = body(await call('POST', '/broadcasts', draft({ track: 'fourth', status: 'pending' }))).data[0];
    const size = body(await call('GET', `/broadcasts/${b.id}/preview`)).data[0].audience_size as number;
    const stale = await call('POST', `/broadcasts/${b.id}/sending`, { confirmed_audience_size: size + 1 });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).message).toContain(String(size));
    const past = await call('POST', `/broadcasts/${b.id}/sending`, { confirmed_audience_size: size, send_at: toMeccaString(Date.now() - 3_600_000) });
    expect(past.statusCode).toBe(422);

    const sent = await call('POST', `/broadcasts/${b.id}/sending`, { confirmed_audience_size: size });
    expect(sent.statusCode).toBe(200);
    expect(body(sent).data[0].status).toBe('scheduled');
    // A sent broadcast is no longer a draft.
    expect((await call('PUT', `/broadcasts/${b.id}`, draft({}))).statusCode).toBe(409);

    // The queue's job, here worked directly in batches of 3; twice over (as a retried job would) adds nobody.
    expect(await workBroadcast(deps(), b.id, { batchSize: 3, budgetMs: 60_000 })).toEqual({ sent: size, done: true });
    expect(await sendBatch(deps(), b.id, 3)).toEqual({ sent: 0, done: true });
    const rows = await notified(b.id);
    expect(rows.map((r) => r.userId).sort((x, y) => x - y)).toEqual([...pendingFourth, ...(await pendingFourthOfDemo())].sort((x, y) => x - y));
    for (const id of approvedFourth) expect(rows.some((r) => r.userId === id)).toBe(false);
    const one = rows.find((r) => r.userId === pendingFourth[0])!;
    expect(one.body.en).toBe('Dear pending4 0 (), the slots moved.');
    expect(one.title.ar).toBe('تغيير مواعيد المسار الرابع');
    const after = body(await call('GET', '/broadcasts')).data[0].find((x: { id: number }) => x.id === b.id);
    expect(after).toMatchObject({ status: 'sent', sent_count: size });

    // The contestant reads it among their notifications.
    const audit = body(await call('GET', `/audit?q=broadcast`)).data[0] as { action: string; subject_id: string; after: { audience_size?: number } }[];
    expect(audit.find((e) => e.action === 'broadcast.send' && e.subject_id === String(b.id))?.after.audience_size).toBe(size);
  });

  it('schedules for a Mecca time, sends nothing before it, and cancels before it starts', async () => {
    const b = body(await call('POST', '/broadcasts', draft({ winners: true }))).data[0];
    const size = body(await call('GET', `/broadcasts/${b.id}/preview`)).data[0].audience_size as number;
    expect(size).toBeGreaterThan(0);
    const at = toMeccaString(Date.now() + 2 * 3_600_000);
    const scheduled = await call('POST', `/broadcasts/${b.id}/sending`, { confirmed_audience_size: size, send_at: at }, 'ar');
    expect(body(scheduled).data[0]).toMatchObject({ status: 'scheduled', send_at: at });
    expect(await sendBatch(deps(), b.id, 50)).toEqual({ sent: 0, done: true });
    expect(await notified(b.id)).toEqual([]);
    expect(body(await call('DELETE', `/broadcasts/${b.id}/sending`)).data[0].status).toBe('cancelled');
    expect((await call('DELETE', `/broadcasts/${b.id}/sending`)).statusCode).toBe(409);
    expect(await sendBatch(deps(), b.id, 50)).toEqual({ sent: 0, done: true });
    expect(await notified(b.id)).toEqual([]);
  });

  it('shows administrators the queue’s recent jobs, and nobody else', async () => {
    const admin = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'admin@example.com', password: 'Admin#2026-demo' } })).data.token;
    const jobs = await server.request({ method: 'GET', url: '/api/v1/operator/jobs', headers: bearer(admin) });
    expect(jobs.statusCode).toBe(200);
    expect(Array.isArray(body(jobs).data[0])).toBe(true);
    expect((await call('GET', '/jobs')).statusCode).toBe(403);
  });
});

// ---------------------------------------------------------------- kill -9 in the middle of a broadcast

const RECIPIENTS = 2_000;

describe.each(engines)('a broadcast cut by kill -9 on %s', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-broadcast-kill-'));
  let scratch: ScratchDatabase | undefined;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  const open = () =>
    engine === 'postgres' ? openDatabase({ engine: 'postgres', url: scratch!.url, max: 2 }) : openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });

  beforeAll(async () => {
    if (engine === 'postgres') scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_broadcast');
    env = {
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      JWT_SECRET: 'broadcast-kill-secret-broadcast-kill-secret',
      // Small batches, a pause between them, and a dead process's job retried within seconds.
      BROADCAST_BATCH_SIZE: '40',
      BROADCAST_BATCH_PAUSE_MS: '60',
      BROADCAST_JOB_EXPIRE_SECONDS: '6',
      QUEUE_MAINTENANCE_SECONDS: '2',
      QUEUE_POLL_SECONDS: '0.5',
    };
    // A first start makes and seeds the database; 2,000 contestants join it while no server holds it.
    await stopServerProcess(await startServerProcess(env));
    const database = await open();
    await insertContestants(database.db, 'crowd', RECIPIENTS);
    await database.close();
  }, 300_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await stopServerProcess(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes after a restart with every recipient notified exactly once', async () => {
    server = await startServerProcess(env);
    type Row = { id: number; status: string; sent_count: number; audience_size: number };
    const api = (base: string, token: string, method: string, url: string, payload?: object) =>
      fetch(`${base}/operator${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as { data: [Row & Row[]] } }));
    const signIn = async (base: string) =>
      ((await (await fetch(`${base}/operator/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(operator) })).json()) as { data: { token: string } }).data.token;

    let token = await signIn(server.base);
    const b = (await api(server.base, token, 'POST', '/broadcasts', draft({}))).json.data[0];
    const size = (await api(server.base, token, 'GET', `/broadcasts/${b.id}/preview`)).json.data[0].audience_size;
    expect(size).toBeGreaterThanOrEqual(RECIPIENTS);
    expect((await api(server.base, token, 'POST', `/broadcasts/${b.id}/sending`, { confirmed_audience_size: size })).status).toBe(200);

    // Watch it go out, and kill the process once a quarter has been reached.
    const progress = async (base: string) => (await api(base, token, 'GET', '/broadcasts')).json.data[0].find((x) => x.id === b.id)!;
    let before = 0;
    for (let i = 0; i < 600 && before < size / 4; i++) {
      before = (await progress(server.base)).sent_count;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(before).toBeGreaterThanOrEqual(size / 4);
    const exited = new Promise((resolve) => server!.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;

    server = await startServerProcess(env);
    token = await signIn(server.base);
    let now = await progress(server.base);
    expect(now.sent_count).toBeLessThan(size); // it was cut in the middle
    for (let i = 0; i < 240 && now.status !== 'sent'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      now = await progress(server.base);
    }
    expect(now).toMatchObject({ status: 'sent', sent_count: size });
    await stopServerProcess(server);

    const database = await open();
    try {
      const counts = await database.db
        .select({ userId: t.notifications.userId, n: sql<number>`count(*)::int` })
        .from(t.notifications)
        .where(sql`${t.notifications.data}->>'broadcast_id' = ${String(b.id)}`)
        .groupBy(t.notifications.userId);
      expect(counts).toHaveLength(size);
      expect(counts.filter((c) => Number(c.n) !== 1)).toEqual([]);
      const [recipients] = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.broadcastRecipients).where(eq(t.broadcastRecipients.broadcastId, b.id));
      expect(Number(recipients!.n)).toBe(size);
    } finally {
      await database.close();
    }
  }, 400_000);
});
