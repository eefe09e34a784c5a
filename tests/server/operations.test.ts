// What a proxy, an orchestrator and a scraper rely on (issue 32 points 4 and 5): /healthz and /readyz, the request id
// in answers and log lines, and /metrics behind its token.
import { constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { access } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/index.ts';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { withApplicationName } from '../../server/http/metrics.ts';
import { reportAnalysis, reportJob } from '../../server/timings.ts';
import { startQueue } from '../../server/queue/queue.ts';
import { bearer, body, demo, engines, login, startTestServer, type TestServer } from './harness.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** A built site of one page, whose shell answers every unknown page. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-ops-site-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><head></head><body><div id="root"></div></body></html>');
  return dir;
}

/** A logger whose JSON lines are kept, to read what was logged and with which request id. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe.each(engines)('probes on %s', (engine) => {
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer(engine, { overrides: { logger: log.logger } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/healthz answers 200 without asking anything, is never rate limited and is not logged per call', async () => {
    const before = log.lines.length;
    const answers = await Promise.all(Array.from({ length: 150 }, () => server.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '192.0.2.10' })));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers[0]!.json()).toEqual({ status: 'alive' });
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    expect((await server.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    const probeLines = log.lines.slice(before).filter((line) => JSON.stringify(line).includes('/healthz'));
    expect(probeLines).toEqual([]);
  });

  it('/readyz answers 200 when the database and the file store answer, naming each', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', store: 'ok' } });
    const answers = await Promise.all(Array.from({ length: 150 }, () => server.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '192.0.2.11' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(log.lines.filter((line) => JSON.stringify(line).includes('/readyz'))).toEqual([]);
  });

  it('every answer carries a request id, which every log line of that request carries too', async () => {
    const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email: 'nobody@example.com', password: 'wrong-password' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await server.request({ method: 'GET', url: '/api/v1/faq' });
    expect(other.headers['x-request-id']).not.toBe(id);
    const ofRequest = log.lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // Not from a client that is not a trusted proxy (none is trusted here).
    const forged = await server.app.inject({ method: 'GET', url: '/api/v1/faq', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(forged.headers['x-request-id']).not.toBe('chosen-by-client');
  });
});

describe('readiness when something does not answer', () => {
  it('/readyz names what does not answer (503) until it does again, and answers 503 from the moment the process drains', async () => {
    // The file store as the default check sees it (the uploads directory), and a queue that can hang.
    const store = { dir: '' };
    const queue = { hangs: false };
    const server = await startTestServer('pglite', {
      overrides: {
        readinessChecks: [
          { name: 'store', check: () => access(store.dir, constants.W_OK) },
          { name: 'queue', check: () => (queue.hangs ? new Promise(() => {}) : Promise.resolve()) },
        ],
      },
    });
    store.dir = server.uploadsDir;
    const readyz = () => server.app.inject({ method: 'GET', url: '/readyz' });
    try {
      expect((await readyz()).json()).toEqual({ status: 'ready', checks: { database: 'ok', store: 'ok', queue: 'ok' } });
      rmSync(server.uploadsDir, { recursive: true, force: true });
      let res = await readyz();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', store: 'failed', queue: 'ok' } });
      // Alive all the same: an orchestrator must not restart a process whose store is away.
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      mkdirSync(server.uploadsDir);
      expect((await readyz()).statusCode).toBe(200);

      // A check that never answers counts as failed after its timeout.
      queue.hangs = true;
      const started = Date.now();
      res = await readyz();
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', store: 'ok', queue: 'failed' } });
      expect(Date.now() - started).toBeLessThan(5_000);
      queue.hangs = false;
      expect((await readyz()).statusCode).toBe(200);

      // Draining: 503 at once, every answer ends its connection; the process is still alive.
      expect(server.app.lifecycle.draining).toBe(false);
      expect(await server.app.lifecycle.drain(1_000)).toEqual({ cut: 0 });
      res = await readyz();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      expect(res.headers.connection).toBe('close');
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('a database that does not answer makes /readyz 503', async () => {
    const server = await startTestServer('pglite');
    await server.database.close();
    try {
      const res = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', store: 'ok' } });
    } finally {
      await server.app.close();
      rmSync(server.uploadsDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('request ids from a trusted proxy', () => {
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer('pglite', { overrides: { logger: log.logger, trustProxy: loadConfig({ TRUST_PROXY: '10.9.0.0/16, ::1' }, []).trustProxy } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the X-Request-Id a trusted proxy passes in, returns it, and logs the request under it', async () => {
    for (const remoteAddress of ['10.9.3.4', '::ffff:10.9.0.1', '::1']) {
      const id = `edge-${remoteAddress.replace(/[^0-9a-f]/g, '')}-7f3a`;
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/faq', remoteAddress, headers: { 'x-request-id': id } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe(id);
      expect(log.lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
  });

  it('makes its own when the id comes from anyone else or is malformed', async () => {
    const cases = [
      { remoteAddress: '10.8.0.1', id: 'from-outside' },
      { remoteAddress: '192.0.2.1', id: 'from-outside' },
      { remoteAddress: '10.9.0.1', id: 'bad id with spaces' },
      { remoteAddress: '10.9.0.1', id: 'x'.repeat(129) },
      { remoteAddress: '10.9.0.1', id: 'line\u2028break' },
    ];
    for (const { remoteAddress, id } of cases) {
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/faq', remoteAddress, headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('/metrics', () => {
  it('does not exist unless METRICS_TOKEN is set: 404, never the site', async () => {
    const server = await startTestServer('pglite', { overrides: { distDir: builtSite() } });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(body(res).status).toBe(404);
      expect(server.app.metrics).toBeUndefined();
      // The site's shell answers any other unknown page: /metrics is not one.
      expect((await server.app.inject({ method: 'GET', url: '/some-page' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses METRICS_TOKEN shorter than 16 characters at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, [])).toThrow('METRICS_TOKEN must be at least 16');
    expect(loadConfig({ METRICS_TOKEN: TOKEN }, []).metricsToken).toBe(TOKEN);
    expect(loadConfig({}, []).metricsToken).toBeUndefined();
    expect(loadConfig({}, []).shutdownGraceMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '5000' }, []).shutdownGraceMs).toBe(5_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '5s' }, [])).toThrow('SHUTDOWN_GRACE_MS');
  });

  describe.each(engines)('with a token, on %s', (engine) => {
    let server: TestServer;
    let drop: (() => Promise<void>) | undefined;
    let pgDatabase: Database | undefined;
    beforeAll(async () => {
      if (engine === 'postgres') {
        // This process's connections named as server/main.ts names them, so the pool's use can be read back.
        const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_metrics');
        drop = scratch.drop;
        const named = withApplicationName(scratch.url, `qc-metrics-test-${process.pid}`);
        const database = await openDatabase({ engine: 'postgres', url: named.url, max: 4 });
        pgDatabase = database;
        await seedIfEmpty(database.db, 'running', new Date());
        server = await startTestServer('pglite', { overrides: { metricsToken: TOKEN, database, databasePool: { max: 4, applicationName: named.applicationName } } });
        const close = server.close;
        server.close = async () => {
          await close();
          await database.close();
        };
      } else {
        server = await startTestServer(engine, { overrides: { metricsToken: TOKEN } });
      }
    });
    afterAll(async () => {
      await server?.close();
      await drop?.();
    });

    const scrape = async () => {
      const res = await server.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return res.body;
    };
    const value = (text: string, series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };

    it('answers 401 in the envelope without the token or with another', async () => {
      for (const headers of [{}, bearer('not-the-metrics-token-000'), { authorization: `Basic ${TOKEN}` }, bearer(`${TOKEN}x`)]) {
        const res = await server.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toContain('Bearer');
        expect(body(res)).toMatchObject({ status: 401, data: null });
        expect(res.body).not.toContain('http_request_duration_seconds');
      }
    });

    it('counts requests by route and status class, uploads in flight, analysis time and the process', async () => {
      const faq = 'http_request_duration_seconds_count{method="GET",route="/api/v1/faq",status_class="2xx"}';
      const unmatched = 'http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}';
      const first = await scrape();
      const before = value(first, faq) ?? 0;
      for (let i = 0; i < 3; i++) expect((await server.request({ method: 'GET', url: '/api/v1/faq' })).statusCode).toBe(200);
      const unmatchedBefore = value(first, unmatched) ?? 0;
      expect((await server.request({ method: 'GET', url: '/api/v1/no-such-path-qzx' })).statusCode).toBe(404);
      const second = await scrape();
      expect(value(second, faq)).toBe(before + 3);
      // Routes are their patterns, never a client's path.
      expect(value(second, unmatched)).toBe(unmatchedBefore + 1);
      expect(second).not.toContain('no-such-path');
      expect(value(second, 'uploads_in_flight')).toBe(0);
      expect(value(second, 'process_resident_memory_bytes')).toBeGreaterThan(0);

      const analysed = 'recording_analysis_seconds_count{outcome="ok"}';
      const analysedBefore = value(second, analysed) ?? 0;
      reportAnalysis({ seconds: 1.5, outcome: 'ok' });
      const third = await scrape();
      expect(value(third, analysed)).toBe(analysedBefore + 1);
      expect(value(third, 'recording_analysis_seconds_bucket{le="2",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    });

    it('times the jobs this process works, by job and outcome, and reports the queue\'s depth from the database', async () => {
      const worked = 'job_duration_seconds_count{job="broadcast",outcome="failed"}';
      const before = value(await scrape(), worked) ?? 0;
      reportJob({ job: 'broadcast', outcome: 'failed', seconds: 0.2 });
      const text = await scrape();
      expect(value(text, worked)).toBe(before + 1);
      expect(value(text, 'job_duration_seconds_bucket{le="0.5",job="broadcast",outcome="failed"}')).toBeGreaterThanOrEqual(1);
      // A job waiting in pg-boss's table (the test server starts no queue: its schema is made here as a queue makes it).
      const queue = await startQueue({ database: pgDatabase ?? server.database, jobs: [{ name: 'metrics-probe', run: async () => {} }], work: false, log: { info() {}, error() {} } });
      try {
        await queue.send('metrics-probe', {});
        await queue.send('metrics-probe', {});
        expect(value(await scrape(), 'job_queue_depth{job="metrics-probe",state="created"}')).toBe(2);
      } finally {
        await queue.stop(1000);
      }
    });

    it('counts an upload through the gate and not a refused one', async () => {
      const token = await login(server, demo.contestant);
      const uploads = 'http_request_duration_seconds_count{method="POST",route="/api/v1/user/profile/thumbnail",status_class="4xx"}';
      const before = value(await scrape(), uploads) ?? 0;
      // Refused at the gate (no token): never counted as in flight; a refused picture: counted, then done.
      const form = { 'content-type': 'multipart/form-data; boundary=x' };
      const payload = '--x\r\ncontent-disposition: form-data; name="thumbnail"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nnot a png\r\n--x--\r\n';
      expect((await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: form, payload })).statusCode).toBe(401);
      expect((await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: { ...form, ...bearer(token) }, payload })).statusCode).toBe(422);
      const after = await scrape();
      expect(value(after, uploads)).toBe(before + 2);
      expect(value(after, 'uploads_in_flight')).toBe(0);
    });

    it('reports the PostgreSQL pool, its size and its connections by state (none on PGlite, which has no pool)', async () => {
      if (engine === 'pglite') {
        expect(await scrape()).not.toContain('database_pool_');
        return;
      }
      // Two of the pool's four connections busy for a while; the scrape's own queries (asked one after the other) are not counted.
      const busy = Promise.all([1, 2].map(() => pgDatabase!.db.execute(sql`select pg_sleep(1.5)`)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const text = await scrape();
      await busy;
      expect(value(text, 'database_pool_max')).toBe(4);
      expect(value(text, 'database_pool_connections{state="active"}')).toBe(2);
      expect(value(text, 'database_pool_connections{state="idle in transaction"}')).toBe(0);
    });
  });
});
