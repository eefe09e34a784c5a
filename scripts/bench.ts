// npm run bench: requests/s and p99 latency of GET /competitions and POST /complaints on PGlite and PostgreSQL,
// beside a bare Fastify answering the same bytes from memory, all measured in this run on 127.0.0.1 only.
// Each server runs in its own child process; the load comes from this process through a bounded keep-alive loop.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const MAX_REQUESTS = 200_000; // a hard bound per measurement, whatever the speed
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Target = { name: string; port: number; child: ChildProcess };

// ---------------------------------------------------------------- server side (child process)

async function serve(kind: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  let app;
  if (kind === 'bare') {
    const competitions = process.env.BENCH_PAYLOAD ?? '{}';
    app = Fastify({ logger: false });
    app.get('/api/v1/competitions', async (_request, reply) => reply.type('application/json; charset=utf-8').send(competitions));
    app.post('/api/v1/complaints', async () => ({ status: 200, message: 'complaint sent successfully', data: null }));
  } else {
    const { buildServer } = await import('../server/app.ts');
    const { openDatabase } = await import('../server/db/index.ts');
    const { seedIfEmpty, applyPhase } = await import('../server/db/seed.ts');
    const dataDir = process.env.BENCH_DATA_DIR!;
    const database =
      kind === 'postgres'
        ? await openDatabase({ engine: 'postgres', url: process.env.BENCH_DATABASE_URL!, max: 20 })
        : await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await seedIfEmpty(database.db, 'running');
    await applyPhase(database.db, 'running');
    app = await buildServer({
      database,
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      uploadsDir: path.join(dataDir, 'uploads'),
      validateResponses: false,
      rateLimits: { complaints: 1e9 },
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

// ---------------------------------------------------------------- load side

function start(kind: string, env: Record<string, string> = {}): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', kind], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start within 180 s`)), 180_000);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ name: kind, port: message.port, child });
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function stop(target: Target): Promise<void> {
  target.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (target.child.exitCode === null) target.child.kill('SIGKILL');
}

type Result = { rps: number; p99: number; errors: number; requests: number };

async function measure(port: number, method: 'GET' | 'POST', urlPath: string, body?: string): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const payload = body ? Buffer.from(body) : undefined;
  const one = () =>
    new Promise<void>((resolve) => {
      const began = process.hrtime.bigint();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: urlPath,
          agent,
          headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });
  // Warm up, then measure for SECONDS (or MAX_REQUESTS).
  for (let i = 0; i < 200; i++) await one();
  latencies.length = 0;
  errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline && sent < MAX_REQUESTS) {
        sent++;
        await one();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, errors, requests: latencies.length };
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

async function main(): Promise<void> {
  const complaint = JSON.stringify({ name: 'Benchmark Sender', email: 'bench@example.com', type: 'suggestion', content: 'A suggestion sent by the benchmark.' });
  const rows: { server: string; operation: string; result: Result }[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-bench-'));
  const pg = postgresUrl();
  try {
    const pglite = await start('pglite', { BENCH_DATA_DIR: path.join(dataDir, 'pglite') });
    // The bare server answers the very bytes PGlite's server answers.
    const payload = await new Promise<string>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: pglite.port, path: '/api/v1/competitions' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      }).on('error', reject),
    );
    const targets: Target[] = [pglite];
    if (pg) targets.push(await start('postgres', { BENCH_DATA_DIR: path.join(dataDir, 'postgres'), BENCH_DATABASE_URL: pg.url }));
    targets.unshift(await start('bare', { BENCH_PAYLOAD: payload }));
    for (const target of targets) {
      rows.push({ server: target.name, operation: 'GET /competitions', result: await measure(target.port, 'GET', '/api/v1/competitions') });
      rows.push({ server: target.name, operation: 'POST /complaints', result: await measure(target.port, 'POST', '/api/v1/complaints', complaint) });
      await stop(target);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (pg?.stopCluster) execFileSync('bash', [path.join(root, 'scripts', 'pg-test-cluster.sh'), 'stop']);
  }

  const bare = (operation: string) => rows.find((r) => r.server === 'bare' && r.operation === operation)!.result.rps;
  console.log(`\n${SECONDS} s per row, ${CONNECTIONS} keep-alive connections, 127.0.0.1\n`);
  console.log('server    operation            req/s     p99 ms   errors   % of bare');
  for (const { server, operation, result } of rows) {
    console.log(
      `${server.padEnd(9)} ${operation.padEnd(18)} ${result.rps.toFixed(0).padStart(8)} ${result.p99.toFixed(2).padStart(9)} ${String(result.errors).padStart(8)} ${((100 * result.rps) / bare(operation)).toFixed(0).padStart(9)}%`,
    );
  }
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
