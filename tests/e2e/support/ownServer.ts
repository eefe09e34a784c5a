// A reference server of a spec's own (phase `running`, fresh data), whose output the spec reads: in development the
// server writes each one-time code to its log, which is how a spec registers fresh contestants.
import { spawn, type ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';
import path from 'node:path';

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
    const up = await fetch(`${base}/api/v1/settings`).then(
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
