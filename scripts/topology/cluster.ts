// The README's deployment recipe started on this machine (issue 32, points 7 and 8): nginx with a configuration made
// from deploy/nginx.conf (its settings, local ports), in front of one or two `server/main.ts` processes (WORK_JOBS=false)
// and one `server/worker.ts`, all on one fresh PostgreSQL database (the test cluster of scripts/pg-test-cluster.sh) and
// one bucket on an s3rver started here, with one JWT_SECRET. Used by scripts/topology/test.ts and scripts/bench-deadline.ts.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { startS3Server, type TestS3Server } from '../../tests/support/s3Server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One process of the recipe: its port (a server's), its output so far, and its child while it runs. */
export type Member = {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Peak resident set size (kB) seen by the sampler, across restarts. */
  peakRssKb: number;
};

export type Cluster = {
  /** The proxy's address (http://127.0.0.1:PORT). */
  proxy: string;
  servers: Member[];
  worker: Member;
  s3: TestS3Server;
  databaseUrl: string;
  /** What nginx wrote to its error log (stderr) so far. */
  nginxLog(): string;
  /** kill -9 of a server process. */
  kill(index: number): Promise<void>;
  /** A new process for a server that was killed or stopped, on the same port. */
  restart(index: number): Promise<void>;
  /** Everything stopped, the database dropped, the temporary files gone. */
  close(): Promise<void>;
};

/** The PostgreSQL server to use: TEST_DATABASE_URL, or the test cluster started (or found running) now. */
function postgresServer(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return execFileSync('bash', [path.join(root, 'scripts/pg-test-cluster.sh'), 'start'], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
}

/** deploy/nginx.conf with the servers at local ports, listening on `listen`, its files in `dir`. */
function nginxConf(dir: string, ports: number[], listen: number): string {
  const temp = path.join(dir, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  const text = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)server server1:8080(.*)$/m, (_, indent: string, rest: string) => ports.map((port) => `${indent}server 127.0.0.1:${port}${rest}`).join('\n'))
    .replace(/^\s*server server2:8080.*\n/m, '')
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('access_log /dev/stdout json;', `access_log ${path.join(dir, 'access.log')} json;`)
    .replace('worker_processes auto;', 'worker_processes 1;')
    .replace('http {', `http {\n  client_body_temp_path ${temp}/body;\n  proxy_temp_path ${temp}/proxy;`);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, text);
  return file;
}

function rssKb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

export async function startCluster(options: { servers: number; log?: (line: string) => void }): Promise<Cluster> {
  const log = options.log ?? (() => {});
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-topology-'));
  const database = await createScratchDatabase(postgresServer(), 'qc_topology');
  const s3 = await startS3Server({ bucket: 'qc-topology' });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATABASE_URL: database.url,
    ...s3.env,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_ORIGIN: 'https://competition.example.org',
    DIST_DIR: '/nonexistent',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  delete env.NODE_OPTIONS;
  const members: Member[] = [];
  const spawnMember = (member: Omit<Member, 'child' | 'output' | 'exited'> & Partial<Member>, script: string, extra: Record<string, string>, args: string[] = []) => {
    const dataDir = mkdtempSync(path.join(dir, `${member.name}-`));
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    Object.assign(member, { child, output: () => output, exited: new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)))) });
    return member as Member;
  };
  const waitReady = async (member: Member) => {
    for (let i = 0; ; i++) {
      if (member.child.exitCode !== null || member.child.signalCode !== null) throw new Error(`${member.name} exited at start: ${member.output()}`);
      if (i > 1200) throw new Error(`${member.name} did not start within 120 s: ${member.output()}`);
      if (await fetch(`http://127.0.0.1:${member.port}/readyz`).then((r) => r.ok, () => false)) return;
      await sleep(100);
    }
  };
  const startServer = async (member: Omit<Member, 'child' | 'output' | 'exited'>) => {
    const started = spawnMember(member, 'server/main.ts', { PORT: String(member.port), WORK_JOBS: 'false' }, ['--phase', 'running']);
    await waitReady(started);
    return started;
  };

  const servers: Member[] = [];
  // One after the other: the first seeds the demo into the empty database (the second would wait on the startup lock).
  for (let i = 0; i < options.servers; i++) {
    const server = await startServer({ name: `server${i + 1}`, port: await freePort(), peakRssKb: 0 });
    servers.push(server);
    members.push(server);
    log(`${server.name} on port ${server.port} (pid ${server.child.pid})`);
  }
  const worker = spawnMember({ name: 'worker', port: 0, peakRssKb: 0 }, 'server/worker.ts', {});
  members.push(worker);
  for (let i = 0; !worker.output().includes('Working jobs'); i++) {
    if (worker.child.exitCode !== null || i > 600) throw new Error(`the worker did not start: ${worker.output()}`);
    await sleep(100);
  }
  log(`worker (pid ${worker.child.pid})`);

  const proxyPort = await freePort();
  const conf = nginxConf(dir, servers.map((s) => s.port), proxyPort);
  let nginxOutput = '';
  const nginx = spawn(nginxBinary, ['-p', dir, '-c', conf, '-g', `pid ${path.join(dir, 'nginx.pid')}; daemon off;`], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (chunk) => (nginxOutput += chunk));
  nginx.stderr!.on('data', (chunk) => (nginxOutput += chunk));
  const proxy = `http://127.0.0.1:${proxyPort}`;
  for (let i = 0; !(await fetch(`${proxy}/api/v1/faq`).then((r) => r.ok, () => false)); i++) {
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxOutput}`);
    await sleep(100);
  }
  log(`nginx on port ${proxyPort}`);

  const sampler = setInterval(() => {
    for (const member of members) member.peakRssKb = Math.max(member.peakRssKb, rssKb(member.child.exitCode === null ? member.child.pid : undefined));
  }, 250);

  const stopped = (member: Member) => member.child.exitCode !== null || member.child.signalCode !== null;
  return {
    proxy,
    servers,
    worker,
    s3,
    databaseUrl: database.url,
    nginxLog: () => nginxOutput,
    async kill(index) {
      const server = servers[index]!;
      server.child.kill('SIGKILL');
      await server.exited;
    },
    async restart(index) {
      const old = servers[index]!;
      if (!stopped(old)) throw new Error(`${old.name} is still running`);
      const again = await startServer({ name: old.name, port: old.port, peakRssKb: old.peakRssKb });
      servers[index] = again;
      members[members.indexOf(old)] = again;
    },
    async close() {
      clearInterval(sampler);
      nginx.kill('SIGTERM');
      for (const member of members) if (!stopped(member)) member.child.kill('SIGTERM');
      await Promise.race([Promise.all(members.map((m) => m.exited)), sleep(15_000)]);
      for (const member of members) if (!stopped(member)) member.child.kill('SIGKILL');
      await s3.close();
      await database.drop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
