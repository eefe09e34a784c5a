// A reference server of a spec's own (phase `running`, fresh data), whose output the spec reads: in development the
// server writes each one-time code to its log, which is how a spec registers fresh contestants. With NODE_ENV=production
// in its env it is a real site's start instead (nothing seeded; the setup link in its log, `setupLinkOf`), on an empty
// database of `emptyDatabase`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { test } from '@playwright/test';
import path from 'node:path';
import type { Database, OpenOptions } from '../../../server/db/index.ts';

export type OwnServer = { base: string; output: () => string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '../../..');

export async function startOwnServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs'), String(port)], {
    cwd: root,
    env: { ...process.env, E2E_PHASE: 'running', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    // Bounded: a port held by a process that accepts but never answers would otherwise hold the spec until its timeout.
    const up = await fetch(`${base}/api/v1/settings`, { signal: AbortSignal.timeout(5000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { base, output: () => output, stop };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the reference server on ${port} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Registers a new contestant through the API, verifies the emailed code from the server's log, and returns its token. */
export async function freshContestant(server: OwnServer, label: string): Promise<{ email: string; token: string }> {
  const email = `rec.${label}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const password = 'Strong-pass-2026';
  const post = (route: string, body: unknown) =>
    fetch(`${server.base}/api/v1${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/user/auth/register', {
    name: 'Recording Tester',
    email,
    password,
    password_confirmation: password,
    phone: '0501234567',
    gender: 'female',
    country: 'SA',
    nationality: 'SA',
    birth_date: '2000-01-01',
    national_id_type: 'national_id',
    id_number: '1234567890',
    id_name: 'Recording Tester',
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const pattern = new RegExp(`OTP for ${email.replace(/[.+]/g, '\\$&')}: (\\d{4})`);
  let code: string | undefined;
  for (let tries = 0; tries < 100 && !code; tries++) {
    code = pattern.exec(server.output())?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no code logged for ${email}`);
  const verified = await post('/user/auth/otp/verify', { email, otp: code, otp_type: 'user_verify_email' });
  const token = ((await verified.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`verify: ${verified.status}`);
  return { email, token };
}

/** Stops a server `startOwnServer` started (none, or one already stopped, is fine). */
export async function stopOwnServer(server: OwnServer | null): Promise<void> {
  await server?.stop();
}

/** A fresh contestant whose email the spec chooses; returns the token. */
export async function newContestant(server: OwnServer, email: string): Promise<string> {
  return (await freshContestant(server, email.replace(/@.*$/, '').replace(/[^\w.-]/g, '-'))).token;
}

/**
 * Starts a spec's own server before its tests and stops it after them; `server()` is the running one. Call at the top
 * level of the spec (Playwright's hooks), after any `beforeAll` that `env` reads (hooks run in the order declared).
 */
export function ownServerFor(port: number, env: () => NodeJS.ProcessEnv = () => ({})): () => OwnServer {
  let server: OwnServer | null = null;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; none are needed
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(200_000);
    server = await startOwnServer(port, env());
  });
  test.afterAll(async () => {
    await server?.stop();
    server = null;
  });
  return () => {
    if (!server) throw new Error('the own server is not running');
    return server;
  };
}

/** The one-time setup link a production start prints while no administrator exists (the newest one, if several). */
export async function setupLinkOf(server: OwnServer): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const links = server.output().match(/https?:\/\/\S+\/operator\/setup#token=[\w-]+/g);
    if (links) return links[links.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no setup link in the server's log:\n${server.output()}`);
}

/**
 * An empty database for a production start, as an organiser would give it: a fresh database on the PostgreSQL server
 * of TEST_DATABASE_URL when it is set (CI), else an empty embedded (PGlite) data directory. `env` is what
 * `startOwnServer` takes to use it; `open` opens it from the test (on PGlite only while the server is stopped).
 */
export async function emptyDatabase(prefix: string): Promise<{ engine: 'postgres' | 'pglite'; dataDir: string; env: NodeJS.ProcessEnv; open: () => Promise<Database>; drop: () => Promise<void> }> {
  // Loaded here only: the other specs never open a database themselves.
  const { openDatabase } = await import('../../../server/db/index.ts');
  const { createScratchDatabase } = await import('../../../server/db/scratchDatabase.ts');
  const opening = (options: OpenOptions) => () => openDatabase(options);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) {
    return { engine: 'pglite', dataDir, env: { E2E_DATA_DIR: dataDir }, open: opening({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') }), drop: removeDir };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, prefix.replace(/\W/g, '_'));
  return {
    engine: 'postgres',
    dataDir,
    env: { E2E_DATA_DIR: dataDir, E2E_DATABASE_URL: scratch.url },
    open: opening({ engine: 'postgres', url: scratch.url, max: 1 }),
    drop: async () => {
      await scratch.drop();
      await removeDir();
    },
  };
}
