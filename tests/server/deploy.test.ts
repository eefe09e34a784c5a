// The deployment recipe (issue 32 point 6), checked without a container engine (none runs here): the Dockerfile's entry
// command exists and is what `npm run serve` runs, it starts the server with deploy/compose.yaml's environment, and
// deploy/nginx.conf passes `nginx -t` and, run in front of that server, does what the README says it does.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { registration } from './harness.ts';
import { freePort } from './serverProcess.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
type Service = { command?: string[]; environment?: Record<string, string>; image?: string; build?: unknown; healthcheck?: unknown };
const compose = parseYaml(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

/** The final stage's instructions of a kind, in order (line continuations joined). */
function instructions(kind: string): string[] {
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  const lastStage = lines.map((line) => /^FROM\s/i.test(line)).lastIndexOf(true);
  return lines.slice(lastStage).filter((line) => line.startsWith(`${kind} `)).map((line) => line.slice(kind.length + 1).trim());
}

/** The image's ENV (KEY=value pairs of the final stage). */
function imageEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of instructions('ENV')) for (const [, key, value] of line.matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  return env;
}

/** Compose's `${NAME:?message}`, `${NAME:-default}` and `${NAME}`, from `values`. */
function interpolate(value: string, values: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_, name: string, fallback?: string) => {
    if (values[name] !== undefined) return values[name];
    if (/:-/.test(value) && fallback !== undefined) return fallback;
    throw new Error(`compose.yaml needs ${name}, which the test does not give`);
  });
}

describe('the Dockerfile', () => {
  it('builds in stages with npm ci and the site, and runs as an unprivileged user', () => {
    expect(dockerfile.match(/^FROM\s/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    const users = instructions('USER');
    expect(users.at(-1)).toBe('node');
    // Everything the server reads at run time is copied into the image (the server imports only src/contract and src/domain).
    for (const needed of ['server', 'openapi', 'src/contract', 'src/domain', 'dist', 'node_modules', 'package.json']) {
      expect(dockerfile).toContain(`/app/${needed}`);
    }
  });

  it('starts what `npm run serve` starts, with node itself as the process that gets SIGTERM', () => {
    const cmd = JSON.parse(instructions('CMD').at(-1)!) as string[];
    expect(cmd).toEqual(['node', '--import', 'tsx', 'server/main.ts']);
    expect(existsSync(path.join(root, cmd.at(-1)!))).toBe(true);
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe(`tsx ${cmd.at(-1)}`);
    expect(instructions('STOPSIGNAL')).toEqual(['SIGTERM']);
  });
});

describe('compose.yaml', () => {
  it('runs two server processes and a worker from the one image, nginx, PostgreSQL and an S3-compatible store', () => {
    const { services } = compose;
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['server1', 'server2', 'worker', 'nginx', 'postgres', 'minio']));
    for (const name of ['server1', 'server2', 'worker']) expect(services[name]!.image).toBe('quran-competition');
    // The servers run the image's own command; the worker its own (`npm run worker`).
    expect(services.server1!.command).toBeUndefined();
    expect(services.worker!.command).toEqual(['node', '--import', 'tsx', 'server/worker.ts']);
    const env = services.server1!.environment!;
    expect(env).toMatchObject({ NODE_ENV: 'production', S3_BUCKET: expect.any(String), WORK_JOBS: 'false' });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(env.TRUST_PROXY).toBeTruthy();
    // The worker has the servers' settings, and answers its probes and /metrics on a port of its own.
    expect(services.worker!.environment).toMatchObject({ ...env, WORKER_METRICS_PORT: '9464' });
    expect(JSON.stringify(services.worker!.healthcheck)).toContain('127.0.0.1:9464/readyz');
  });
});

describe('the image\'s command with compose.yaml\'s environment, behind deploy/nginx.conf', () => {
  let server: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  let output = '';
  let nginxOutput = '';
  let port = 0;
  let proxyPort = 0;
  let exited: Promise<number | null>;
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-deploy-'));
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: 'https://competition.example.org',
    POSTGRES_PASSWORD: 'unused-here',
    S3_SECRET_ACCESS_KEY: 'unused-here',
    METRICS_TOKEN: randomBytes(24).toString('hex'),
  };

  beforeAll(async () => {
    port = await freePort();
    const composed = Object.fromEntries(Object.entries(compose.services.server1!.environment!).map(([key, value]) => [key, interpolate(String(value), secrets)]));
    // What only exists inside the recipe's network is replaced: the database by the embedded one (or the tests'
    // PostgreSQL is not needed for this: the topology test runs the recipe with it), the bucket by local files, the
    // port by a free one; nginx here connects from loopback, so loopback joins the trusted proxies.
    const env: Record<string, string> = { ...imageEnvironment(), ...composed };
    for (const key of Object.keys(env)) if (key.startsWith('S3_')) delete env[key];
    Object.assign(env, { DATABASE_URL: '', DATA_DIR: path.join(dir, 'data'), DIST_DIR: '/nonexistent', PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: `${env.TRUST_PROXY},127.0.0.1`, LOG_LEVEL: 'info' });
    delete env.CHROME_PATH;
    delete env.FFMPEG_PATH;
    const [command, ...args] = JSON.parse(instructions('CMD').at(-1)!) as string[];
    expect(command).toBe('node');
    server = spawn(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => server!.once('exit', resolve));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: ${output}`);
      if (i > 600) throw new Error(`the server did not start within 120 s: ${output}`);
      if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) nginx.kill('SIGTERM');
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts in production, ready, with its probes and metrics', async () => {
    expect(output).toContain('First-run setup: open https://competition.example.org/operator/setup#token=');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${secrets.METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_request_duration_seconds');
    // JSON log lines, each request's under its id.
    const faq = await fetch(`http://127.0.0.1:${port}/api/v1/faq`);
    const id = faq.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => output.split('\n').filter((line) => line.includes(`"reqId":"${id}"`)).length).toBeGreaterThanOrEqual(2);
  });

  it('deploy/nginx.conf passes nginx -t (nginx-light from Debian; .ci/run installs it)', () => {
    expect(nginxBinary, 'nginx is not installed: apt-get install -y nginx-light').toBeDefined();
    proxyPort = 4_002;
    const conf = nginxConf(4_000, 4_001);
    const checked = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', conf, '-g', `pid ${path.join(dir, 'nginx-t.pid')};`], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
  });

  /** deploy/nginx.conf with the two servers at local ports, listening on a free one, its files in the temp directory. */
  function nginxConf(first: number, second: number): string {
    const temp = path.join(dir, 'nginx-temp');
    mkdirSync(temp, { recursive: true });
    const text = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
      .replace('server server1:8080', `server 127.0.0.1:${first}`)
      .replace('server server2:8080', `server 127.0.0.1:${second}`)
      .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`)
      // Under the test, standard output is a socket, which nginx cannot open by name.
      .replace('access_log /dev/stdout json;', `access_log ${path.join(dir, 'access.log')} json;`)
      .replace('http {', `http {\n  client_body_temp_path ${temp}/body;\n  proxy_temp_path ${temp}/proxy;`);
    const file = path.join(dir, `nginx-${first}-${second}.conf`);
    writeFileSync(file, text);
    return file;
  }

  it('in front of it: passes the request id, takes a 1.5 MB upload, goes past a process that refuses, and hides /metrics', async () => {
    proxyPort = await freePort();
    // The second server is a port nobody listens on: a stopped process, as during a restart.
    const conf = nginxConf(port, await freePort());
    nginx = spawn(nginxBinary!, ['-p', dir, '-c', conf, '-g', `pid ${path.join(dir, 'nginx.pid')}; daemon off;`], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout!.on('data', (chunk) => (nginxOutput += chunk));
    nginx.stderr!.on('data', (chunk) => (nginxOutput += chunk));
    const proxy = `http://127.0.0.1:${proxyPort}`;
    for (let i = 0; !(await fetch(`${proxy}/api/v1/faq`).then(() => true, () => false)); i++) {
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Every request answered, whichever process nginx tried first.
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${proxy}/api/v1/faq`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    // nginx's $request_id (32 hex digits), kept by the server because nginx is a trusted proxy, and logged with it.
    const id = answers[0]!.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The server writes its log line as the answer leaves: it may reach this process a moment after the answer.
    await expect.poll(() => output).toContain(`"reqId":"${id}"`);
    await expect.poll(() => readFileSync(path.join(dir, 'access.log'), 'utf8')).toContain(`"request_id":"${id}"`);

    // A contestant signs up through the proxy (the code is in the server's log: no SMTP here) and sends a 1.5 MB
    // picture: over nginx's default 1 MB body limit, streamed through to the server, which keeps it.
    const json = { 'content-type': 'application/json' };
    const email = 'deployed@example.com';
    const registered = await fetch(`${proxy}/api/v1/user/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(registration(email)) });
    expect(registered.status).toBe(201);
    await expect.poll(() => output).toContain(`OTP for ${email}: `);
    const otp = new RegExp(`OTP for ${email}: (\\d+)`).exec(output)![1]!;
    const verified = await fetch(`${proxy}/api/v1/user/auth/otp/verify`, { method: 'POST', headers: json, body: JSON.stringify({ email, otp, otp_type: 'user_verify_email' }) });
    expect(verified.status).toBe(200);
    const login = await fetch(`${proxy}/api/v1/user/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'secret-pass-1' }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const boundary = 'qc-deploy-boundary';
    const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), randomBytes(1_500_000)]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="thumbnail"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await fetch(`${proxy}/api/v1/user/profile/thumbnail`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      body,
    });
    expect(upload.status).toBe(200);
    const thumbnail = ((await upload.json()) as { data: { user: { thumbnail: string } } }).data.user.thumbnail;
    const kept = await fetch(`${proxy}${thumbnail}`);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(picture)).toBe(true);

    for (const hidden of ['/metrics', '/healthz', '/readyz']) expect((await fetch(`${proxy}${hidden}`)).status).toBe(404);
  }, 60_000);

  it('stops on SIGTERM with exit code 0', async () => {
    server!.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 60_000);
});
