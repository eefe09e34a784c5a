// Issue 22: several server processes on one PostgreSQL, behind a proxy, with nothing counted twice and nothing run twice.
// The claim that makes scheduled work run once is tested on every engine; two real server processes (server/main.ts)
// sharing one PostgreSQL database and one DATA_DIR run when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/index.ts';
import type { Mailer } from '../../server/mail.ts';
import * as t from '../../server/db/schema.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { type JobRecord, type Queue, recentJobs, startQueue } from '../../server/queue/queue.ts';
import { demo, engines, registration, startTestServer, type TestServer } from './harness.ts';
import { type ServerProcess, freePort, startServerProcess, stopServerProcess } from './serverProcess.ts';

describe.each(engines)('the job queue (pg-boss) on %s', (engine) => {
  let server: TestServer;
  const queues: Queue[] = [];
  const log = { info: () => {}, error: () => {} };
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1000);
    await server?.close();
  });

  it('gives one slot of a schedule to exactly one of several processes sending it at once', async () => {
    // A cron schedule sends its job with a singleton key per minute slot (pg-boss's timekeeper): three queues on one
    // database sending the same slot at the same moment make one job.
    const started: Queue[] = [];
    for (let i = 0; i < 3; i++) started.push(await startQueue({ database: server.database, work: false, log, jobs: [{ name: 'test-once', run: async () => {} }] }));
    queues.push(...started);
    const ids = await Promise.all(started.flatMap((queue) => [1, 2].map(() => queue.send('test-once', {}, { singletonKey: 'test-once', singletonSeconds: 60 }))));
    expect(ids.filter(Boolean)).toHaveLength(1);
  });

  it('retries a failing job with backoff, and shows its tries and its error to administrators', async () => {
    let runs = 0;
    const queue = await startQueue({
      database: server.database,
      work: true,
      log,
      timings: { pollingIntervalSeconds: 0.5 },
      jobs: [
        {
          name: 'test-flaky',
          retryLimit: 2,
          retryDelay: 1,
          async run() {
            runs++;
            if (runs === 1) throw new Error('the first try fails');
          },
        },
        { name: 'test-broken', retryLimit: 1, retryDelay: 1, run: async () => Promise.reject(new Error('always broken')) },
      ],
    });
    queues.push(queue);
    await queue.send('test-flaky', {});
    await queue.send('test-broken', {});
    let jobs: JobRecord[] = [];
    for (let i = 0; i < 60; i++) {
      jobs = await recentJobs(server.database.db, { limit: 50 });
      const flaky = jobs.find((j) => j.name === 'test-flaky');
      const broken = jobs.find((j) => j.name === 'test-broken');
      if (flaky?.state === 'completed' && broken?.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(runs).toBe(2);
    expect(jobs.find((j) => j.name === 'test-flaky')).toMatchObject({ state: 'completed', retryCount: 1, error: null });
    expect(jobs.find((j) => j.name === 'test-broken')).toMatchObject({ state: 'failed', retryCount: 1, error: 'always broken' });
    expect((await recentJobs(server.database.db, { limit: 50, failedOnly: true })).map((j) => j.name)).toEqual(['test-broken']);
  }, 60_000);
});

describe.each(engines)('the per-process public cache on %s', (engine) => {
  it('is kept by writes that change no public read (a complaint, a sign-in) and emptied by one that does', async () => {
    const server = await startTestServer(engine);
    try {
      const phone = async () => {
        const res = await server.request({ method: 'GET', url: '/api/v1/settings' });
        return (res.json() as { data: [{ phone: string }] }).data[0].phone;
      };
      const seeded = await phone();
      // Changed behind the server's back: only a read that reaches the database sees it.
      await server.database.db.update(t.settings).set({ value: { ar: '+966 11 000 0007', en: '+966 11 000 0007' } }).where(eq(t.settings.key, 'phone'));
      await server.request({ method: 'POST', url: '/api/v1/complaints', payload: { name: 'Cache Keeper', email: 'keep@example.com', type: 'suggestion', content: 'Nothing public changes.' } });
      await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.visitor });
      expect(await phone()).toBe(seeded);
      const registered = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration('cache.reader@example.com') });
      expect(registered.statusCode).toBe(201);
      expect(await phone()).toBe('+966 11 000 0007');
    } finally {
      await server.close();
    }
  });
});

describe.each(engines)('one-time codes of processes with generated secrets on %s (issue 27, point 7)', (engine) => {
  it('checks on one process a code another stored, each with a JWT secret made for itself (development without JWT_SECRET)', async () => {
    const server = await startTestServer(engine);
    const codes: string[] = [];
    const mailer: Mailer = { sendOtp: async (_email, code) => void codes.push(code), sendOperatorInvitation: async () => {}, sendInboxAnswer: async () => {} };
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        buildServer({ database: server.database, jwtSecret: randomBytes(32).toString('hex'), jwtSecretGenerated: true, uploadsDir: server.uploadsDir, mailer, now: () => server.clock.now }),
      ),
    );
    try {
      const email = `generated.${engine}@example.com`;
      const registered = await first!.inject({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email), remoteAddress: '192.0.2.1' });
      expect(registered.statusCode).toBe(201);
      await first!.settled();
      const verified = await second!.inject({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: codes.at(-1), otp_type: 'user_verify_email' }, remoteAddress: '192.0.2.2' });
      expect(verified.statusCode).toBe(200);
    } finally {
      await Promise.all([first?.close(), second?.close()]);
      await server.close();
    }
  });
});

// ---------------------------------------------------------------- two server processes on one PostgreSQL

const post = (base: string, url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.each(engines.filter((engine) => engine === 'postgres'))('two server processes on one %s database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-multiprocess-'));
  let scratch: ScratchDatabase | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let startedAt = 0;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_multi');
    const url = scratch.url;
    // One database, one DATA_DIR (shared storage for uploads and keys), one JWT secret, a proxy on loopback in front.
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'multiprocess-secret-multiprocess-secret',
      TRUST_PROXY: 'loopback',
      // The queue checks its schedules every second and polls for jobs every half second.
      QUEUE_CRON_SECONDS: '1',
      QUEUE_POLL_SECONDS: '0.5',
    };
    // Started together: migrations, seeding and the first housekeeping meet under their locks and claims.
    startedAt = Date.now();
    [a, b] = await Promise.all([startServerProcess({ ...env, LOG_LEVEL: 'info' }), startServerProcess({ ...env, LOG_LEVEL: 'info' })]);
    database = await openDatabase({ engine: 'postgres', url });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares the per-address limit: 5 complaints a minute from one address, whichever process answers', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const complaint = { name: 'Spread Sender', email: 'spread@example.com', type: 'suggestion', content: 'Sent to two processes.' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(i % 2 ? b.base : a.base, '/complaints', complaint, from)).status);
    // In each process's memory this would be 4 + 4 allowed; counted in the database it is 5 in all.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another address is not affected.
    expect((await post(b.base, '/complaints', complaint, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('holds the per-account sign-in limit across both processes and every address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(i % 2 ? b.base : a.base, '/user/auth/login', { email: demo.newcomer.email, password: 'wrong-password-1' }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password, on either process.
    expect((await post(a.base, '/user/auth/login', demo.newcomer, { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });

  it('holds the reset-code ceiling across both processes: the 11th check of the day is refused, whatever the code', async () => {
    expect((await post(a.base, '/user/auth/forgot-password', { email: demo.visitor.email }, { 'x-forwarded-for': '192.0.2.1' })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        i % 2 ? b.base : a.base,
        '/user/auth/reset-password',
        { email: demo.visitor.email, otp: String(1000 + i), password: 'new-password-1', password_confirmation: 'new-password-1' },
        { 'x-forwarded-for': `192.0.2.${i + 10}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  /** The code the server processes wrote to their output for this email (codes go out off the request path: waited for). */
  const codeFor = async (email: string, after: number): Promise<string> => {
    for (let i = 0; i < 100; i++) {
      const lines = [...`${a.output()}\n${b.output()}`.matchAll(new RegExp(`OTP for ${email.replace(/[.+]/g, '\\$&')}: (\\d{4})`, 'g'))];
      if (lines.length > after) return lines.at(-1)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code number ${after + 1} for ${email}`);
  };

  it('signs up, verifies and resets a password whichever process answers each step (issue 27, point 7)', async () => {
    const email = 'alternating@example.com';
    const from = (n: number) => ({ 'x-forwarded-for': `192.0.2.${100 + n}` });
    expect((await post(a.base, '/user/auth/register', registration(email), from(1))).status).toBe(201);
    // The code stored and mailed by one process is checked by the other.
    const verified = await post(b.base, '/user/auth/otp/verify', { email, otp: await codeFor(email, 0), otp_type: 'user_verify_email' }, from(2));
    expect(verified.status).toBe(200);
    const token = ((await verified.json()) as { data: { token: string } }).data.token;
    expect((await fetch(`${a.base}/user/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    // A reset code asked of one process: checked by the other, spent by the first, the new password good on both.
    expect((await post(b.base, '/user/auth/forgot-password', { email }, from(3))).status).toBe(200);
    const code = await codeFor(email, 1);
    expect((await post(a.base, '/user/auth/otp/verify', { email, otp: code, otp_type: 'reset_password' }, from(4))).status).toBe(200);
    const reset = await post(b.base, '/user/auth/reset-password', { email, otp: code, password: 'alternated-pass-2', password_confirmation: 'alternated-pass-2' }, from(5));
    expect(reset.status).toBe(200);
    expect((await post(a.base, '/user/auth/login', { email, password: 'alternated-pass-2' }, from(6))).status).toBe(200);
    expect((await post(b.base, '/user/auth/login', { email, password: 'alternated-pass-2' }, from(7))).status).toBe(200);
  });

  it('kills a code after five wrong tries, whichever process and address they come from (issue 27, point 9)', async () => {
    const email = demo.winner.email;
    expect((await post(b.base, '/user/auth/forgot-password', { email }, { 'x-forwarded-for': '192.0.2.150' })).status).toBe(200);
    const code = await codeFor(email, 0);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await post(i % 2 ? b.base : a.base, '/user/auth/otp/verify', { email, otp: wrong, otp_type: 'reset_password' }, { 'x-forwarded-for': `192.0.2.${160 + i}` });
      expect(res.status).toBe(422);
    }
    expect((await post(a.base, '/user/auth/otp/verify', { email, otp: code, otp_type: 'reset_password' }, { 'x-forwarded-for': '192.0.2.170' })).status).toBe(422);
  });

  it('shares sessions: a token from one process works on the other, and a logout on one ends it on both', async () => {
    const signIn = await post(a.base, '/user/auth/login', demo.contestant, { 'x-forwarded-for': '192.0.2.200' });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const profile = (base: string) => fetch(`${base}/user/profile`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await profile(b.base)).toBe(200);
    expect((await fetch(`${b.base}/user/profile/logout?platform=web`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(await profile(a.base)).toBe(401);
  });

  it('runs each slot of a schedule once although both processes check every second (the job queue, issue 32)', async () => {
    // The deadlines job is scheduled every minute: wait until a slot after the start has been worked.
    type Row = { name: string; state: string; singleton_on: string | Date | null };
    let rows: Row[] = [];
    for (let i = 0; i < 100; i++) {
      rows = await database.postgres!.unsafe<Row[]>(
        `select name, state::text as state, singleton_on from pgboss.job where name in ('deadlines', 'housekeeping', 'broadcasts-due')
         union all select name, state::text, singleton_on from pgboss.archive where name in ('deadlines', 'housekeeping', 'broadcasts-due')`,
      );
      if (rows.some((row) => row.name === 'deadlines' && row.state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const deadlines = rows.filter((row) => row.name === 'deadlines');
    expect(deadlines.some((row) => row.state === 'completed')).toBe(true);
    // One job per minute slot, not one per process per check.
    const slots = deadlines.map((row) => String(row.singleton_on));
    expect(new Set(slots).size).toBe(slots.length);
    const minutes = Math.floor((Date.now() - startedAt) / 60_000) + 1;
    expect(deadlines.length).toBeLessThanOrEqual(minutes + 1);
    expect(rows.filter((row) => row.state === 'failed')).toEqual([]);
  }, 120_000);

  it('runs `npm run worker` beside them, answering its probes and /metrics on WORKER_METRICS_PORT, and stops on SIGTERM with 0', async () => {
    const port = await freePort();
    const token = randomBytes(12).toString('hex');
    const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: scratch!.url, DATA_DIR: dataDir, JWT_SECRET: 'multiprocess-secret-multiprocess-secret', WORKER_METRICS_PORT: String(port), HOST: '127.0.0.1', METRICS_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    worker.stdout!.on('data', (chunk) => (output += chunk));
    worker.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); i++) {
        if (worker.exitCode !== null || i > 300) throw new Error(`the worker did not answer /healthz: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain('# TYPE job_duration_seconds histogram');
      expect(text).toContain('# TYPE job_queue_depth gauge');
      expect(text).toMatch(/^database_pool_max 4$/m);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 120_000);
});
