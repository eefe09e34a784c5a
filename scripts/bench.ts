// npm run bench: requests/s, p50 and p99 latency and the longest event-loop stall, for GET /competitions and for a mixed
// load (public GETs, complaints, a signed-in contestant's reads), on PGlite, on PostgreSQL with one process and with two
// processes on one database, beside a bare Fastify answering the same bytes from memory. All measured in this run on
// 127.0.0.1; figures are printed, never asserted (the machine they run on decides them).
// Each server runs in its own child process, which measures its own event loop (perf_hooks.monitorEventLoopDelay and
// the gaps between a 2 ms timer's ticks) and reports the longest delay over each measured window; the load comes from this process through keep-alive connections
// spread over the servers of a row.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '../server/db/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../server/db/scratchDatabase.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const MAX_REQUESTS = 200_000; // a hard bound per measurement, whatever the speed
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = '/api/v1';
// Extra node flags for the server processes, e.g. BENCH_NODE_ARGS=--cpu-prof to profile them (profiles land in the cwd).
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// Only the rows whose server name contains this (e.g. BENCH_ONLY=PGlite); bare Fastify always runs, for the percentages.
const ONLY = process.env.BENCH_ONLY;

type Target = { name: string; port: number; child: ChildProcess };
type Stats = { maxMs: number; p99Ms: number };
type FromParent = { type: 'reset' } | { type: 'report' };
type FromChild = { type: 'listening'; port: number } | ({ type: 'report' } & Stats);

// ---------------------------------------------------------------- server side (child process)

async function serve(kind: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  let app;
  if (kind === 'bare') {
    // The very bytes the reference server answered, by method and path.
    const answers = JSON.parse(process.env.BENCH_ANSWERS ?? '{}') as Record<string, string>;
    app = Fastify({ logger: false });
    app.all('/*', async (request, reply) => {
      const answer = answers[`${request.method} ${request.url}`];
      return answer === undefined ? reply.code(404).send() : reply.type('application/json; charset=utf-8').send(answer);
    });
  } else {
    const { buildServer } = await import('../server/app.ts');
    const { openDatabase, withStartupLock } = await import('../server/db/index.ts');
    const { seedIfEmpty, applyPhase } = await import('../server/db/seed.ts');
    const { loadConfig } = await import('../server/config.ts');
    const dataDir = process.env.BENCH_DATA_DIR!;
    const database =
      kind === 'postgres'
        ? await openDatabase({ engine: 'postgres', url: process.env.BENCH_DATABASE_URL!, max: loadConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }, []).databasePoolSize })
        : await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await withStartupLock(database, async () => {
      await seedIfEmpty(database.db, 'running');
      await applyPhase(database.db, 'running');
    });
    app = await buildServer({
      database,
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      uploadsDir: path.join(dataDir, 'uploads'),
      validateResponses: false,
      // Every request comes from 127.0.0.1: the per-address limits would answer 429 to the bench, not measure the server.
      rateLimits: { complaints: 1e9, login: 1e9 },
    });
  }
  // Two measures of the event loop: perf_hooks' histogram, and the longest gap between the ticks of a 2 ms timer. The
  // second is kept because a loop starved by microtasks (PGlite's queue on the server thread resolving one query after
  // another) records almost no histogram samples, and so looks fine to the histogram alone (4 samples, 6 ms, over a
  // 4-second starvation, measured for issue 22).
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let lastTick = performance.now();
  let longestGap = 0;
  setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - lastTick);
    lastTick = now;
  }, 2).unref();
  process.on('message', (message: FromParent) => {
    if (message.type === 'reset') {
      delay.reset();
      longestGap = 0;
      lastTick = performance.now();
    } else {
      process.send?.({ type: 'report', maxMs: Math.max(delay.max / 1e6, longestGap), p99Ms: delay.percentile(99) / 1e6 } satisfies FromChild);
    }
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 } satisfies FromChild);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

// ---------------------------------------------------------------- load side

function start(name: string, kind: string, env: Record<string, string> = {}): Promise<Target> {
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', kind], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} server did not start within 180 s`)), 180_000);
    const onMessage = (message: FromChild) => {
      if (message.type !== 'listening') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve({ name, port: message.port, child });
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
}

async function stop(target: Target): Promise<void> {
  target.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (target.child.exitCode === null) target.child.kill('SIGKILL');
}

function loopStats(target: Target): Promise<Stats> {
  return new Promise((resolve) => {
    const onMessage = (message: FromChild) => {
      if (message.type !== 'report') return;
      target.child.off('message', onMessage);
      resolve({ maxMs: message.maxMs, p99Ms: message.p99Ms });
    };
    target.child.on('message', onMessage);
    target.child.send({ type: 'report' } satisfies FromParent);
  });
}

type Call = { method: 'GET' | 'POST'; path: string; body?: Buffer; token?: string };
type Result = { rps: number; p50: number; p99: number; errors: number; requests: number; stallMs: number };

function call(port: number, request: Call, agent?: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (request.body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': request.body.length });
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    const req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Loads the targets together (connection i goes to target i mod n) with the calls in turn, for SECONDS. */
async function measure(targets: Target[], calls: Call[]): Promise<Result> {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const one = async (connection: number, request: Call) => {
    const began = process.hrtime.bigint();
    try {
      const { status } = await call(targets[connection % targets.length]!.port, request, agents[connection % targets.length]);
      if (status !== 200) errors++;
    } catch {
      errors++;
    }
    latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
  };
  const run = (deadline: number, budget: number) =>
    Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, connection) => {
        let next = connection; // each connection starts at its own place in the mix
        while (performance.now() < deadline && sent < budget) {
          sent++;
          await one(connection, calls[next++ % calls.length]!);
        }
      }),
    );
  // Warm up (JIT, caches, pools), then measure.
  await run(performance.now() + 1000, 2000);
  latencies.length = 0;
  errors = 0;
  sent = 0;
  await Promise.all(targets.map((target) => target.child.send({ type: 'reset' } satisfies FromParent)));
  const started = performance.now();
  await run(started + SECONDS * 1000, MAX_REQUESTS);
  const elapsed = (performance.now() - started) / 1000;
  const stalls = await Promise.all(targets.map(loopStats));
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, requests: latencies.length, stallMs: Math.max(...stalls.map((s) => s.maxMs)) };
}

function postgresUrl(): { url: string; stopCluster: boolean } | undefined {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { url: given, stopCluster: false };
  const script = path.join(root, 'scripts', 'pg-test-cluster.sh');
  if (process.getuid?.() !== 0 || !existsSync(script) || !existsSync('/usr/lib/postgresql')) return undefined;
  const alreadyRunning = existsSync(path.join(process.env.PG_TEST_CLUSTER_DIR ?? '/tmp/qc-pg-test-cluster', 'port'));
  try {
    const url = execFileSync('bash', [script, 'start'], { encoding: 'utf8', env: { ...process.env, PG_TEST_DB: 'qc_bench' } }).trim().split('\n').at(-1)!;
    return { url, stopCluster: !alreadyRunning };
  } catch {
    return undefined;
  }
}

/**
 * The engine alone, in this process: 100 concurrent loops of an insert and a select for SECONDS, on PGlite run on this
 * thread (as the server did before issue 22) and on PGlite in its own thread (as it does now), with the longest gap
 * between a 2 ms timer's ticks: how long this thread could not answer anything.
 */
async function engineStall(): Promise<{ where: string; queries: number; gapMs: number }[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { openDatabase } = await import('../server/db/index.ts');
  const schema = await import('../server/db/schema.ts');
  const migrationsFolder = path.join(root, 'server', 'db', 'migrations');
  const run = async (db: Db) => {
    let last = performance.now();
    let gap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      gap = Math.max(gap, now - last);
      last = now;
    }, 2);
    let queries = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (performance.now() < until) {
          await db.insert(schema.complaints).values({ name: 'Bench', email: 'bench@example.com', type: 'suggestion', content: 'x', createdAt: new Date() });
          await db.select().from(schema.complaints).limit(5);
          queries += 2;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the tick after the last query ends the last gap
    clearInterval(ticker);
    return { queries: queries / SECONDS, gapMs: gap };
  };
  const onThread = await PGlite.create();
  await migrate(drizzle({ client: onThread }), { migrationsFolder });
  const before = await run(drizzle({ client: onThread, schema }) as unknown as Db);
  await onThread.close();
  const inWorker = await openDatabase({ engine: 'pglite' });
  const after = await run(inWorker.db);
  await inWorker.close();
  return [
    { where: 'on the server thread', ...before },
    { where: 'in its own thread', ...after },
  ];
}

async function main(): Promise<void> {
  const engine = await engineStall();
  const complaint = Buffer.from(
    JSON.stringify({ name: 'Benchmark Sender', email: 'bench@example.com', type: 'suggestion', content: 'A suggestion sent by the benchmark.' }),
  );
  type Row = { server: string; load: string; result: Result };
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-bench-'));
  const pg = postgresUrl();
  let pgDatabase: ScratchDatabase | undefined;
  try {
    const pglite = await start('PGlite', 'pglite', { BENCH_DATA_DIR: path.join(dataDir, 'pglite') });
    const signIn = await call(pglite.port, {
      method: 'POST',
      path: `${API}/user/auth/login`,
      body: Buffer.from(JSON.stringify({ email: 'contestant@example.com', password: 'Contestant#2026' })),
    });
    const token = (JSON.parse(signIn.text) as { data: { token: string } }).data.token;
    // The mix, 10 calls in turn: 4 public reads, 2 complaints, 4 reads of a signed-in contestant.
    const mixed: Call[] = [
      { method: 'GET', path: `${API}/competitions` },
      { method: 'POST', path: `${API}/complaints`, body: complaint },
      { method: 'GET', path: `${API}/user/profile`, token },
      { method: 'GET', path: `${API}/settings` },
      { method: 'GET', path: `${API}/user/profile/notifications`, token },
      { method: 'GET', path: `${API}/faq` },
      { method: 'GET', path: `${API}/user/profile/competitions`, token },
      { method: 'POST', path: `${API}/complaints`, body: complaint },
      { method: 'GET', path: `${API}/competition/candidates/first` },
      { method: 'GET', path: `${API}/user/profile/fcm-tokens`, token },
    ];
    const competitions: Call[] = [{ method: 'GET', path: `${API}/competitions` }];
    // The bare server answers the very bytes PGlite's server answers, for every call of the mix.
    const answers: Record<string, string> = {};
    for (const request of mixed) answers[`${request.method} ${request.path}`] = (await call(pglite.port, request)).text;
    const bare = await start('bare', 'bare', { BENCH_ANSWERS: JSON.stringify(answers) });

    const runRows = async (name: string, targets: Target[]) => {
      if (ONLY && name !== 'bare Fastify' && !name.includes(ONLY)) {
        for (const target of targets) await stop(target);
        return;
      }
      rows.push({ server: name, load: 'GET /competitions', result: await measure(targets, competitions) });
      rows.push({ server: name, load: 'mixed', result: await measure(targets, mixed) });
      for (const target of targets) await stop(target);
    };
    await runRows('bare Fastify', [bare]);
    await runRows('PGlite', [pglite]);
    if (pg && (!ONLY || /postgres/i.test(ONLY))) {
      pgDatabase = await createScratchDatabase(pg.url, 'qc_bench');
      const env = { BENCH_DATA_DIR: path.join(dataDir, 'postgres'), BENCH_DATABASE_URL: pgDatabase.url };
      await runRows('PostgreSQL ×1', [await start('PostgreSQL', 'postgres', env)]);
      // Two processes on one database: the first migrates and seeds, the second finds it done.
      const first = await start('PostgreSQL a', 'postgres', env);
      await runRows('PostgreSQL ×2', [first, await start('PostgreSQL b', 'postgres', env)]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
    if (pg?.stopCluster) execFileSync('bash', [path.join(root, 'scripts', 'pg-test-cluster.sh'), 'stop']);
  }

  const bareRps = (load: string) => rows.find((r) => r.server === 'bare Fastify' && r.load === load)!.result.rps;
  console.log(`\n${SECONDS} s per row, ${CONNECTIONS} keep-alive connections, 127.0.0.1; stall = the servers' longest event-loop delay\n`);
  console.log('server          load                 req/s   p50 ms   p99 ms   errors   stall ms   % of bare');
  for (const { server, load, result } of rows) {
    console.log(
      [
        server.padEnd(15),
        load.padEnd(17),
        result.rps.toFixed(0).padStart(9),
        result.p50.toFixed(1).padStart(8),
        result.p99.toFixed(1).padStart(8),
        String(result.errors).padStart(8),
        result.stallMs.toFixed(1).padStart(10),
        `${((100 * result.rps) / bareRps(load)).toFixed(0)}%`.padStart(11),
      ].join(' '),
    );
  }
  console.log(`\nPGlite alone, 100 concurrent insert+select loops for ${SECONDS} s, longest time this thread could not run a timer:`);
  for (const { where, queries, gapMs } of engine) console.log(`  ${where.padEnd(22)} ${queries.toFixed(0).padStart(6)} queries/s   longest gap ${gapMs.toFixed(0)} ms`);
  if (!pg) console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or run as root with Debian PostgreSQL installed).');
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  serve(process.argv[serveIndex + 1] ?? 'bare').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
