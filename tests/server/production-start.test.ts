// A production start is empty and safe (issue 29, point 1): it seeds nothing, ignores --phase, and refuses a database
// that holds the demo, whose console accounts have published passwords. Development keeps its demo.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase.ts';
import * as t from '../../server/db/schema.ts';
import { DemoDatabaseError, isDemoDatabase, prepareContent } from '../../server/db/startup.ts';
import { engines, type Engine } from './harness.ts';
import { startServerProcess, stopServerProcess } from './serverProcess.ts';

const production = { NODE_ENV: 'production', JWT_SECRET: 'production-secret-production-secret-0123', PUBLIC_ORIGIN: 'https://competition.example.org' };

/** A fresh empty database of this engine, and the environment a server process needs to use it. */
async function emptyDatabase(engine: Engine, cleanups: (() => Promise<void>)[]): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-prod-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (engine === 'pglite') {
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') }) };
  }
  const scratch: ScratchDatabase = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_prod');
  cleanups.push(() => scratch.drop());
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, open: () => openDatabase({ engine: 'postgres', url: scratch.url, max: 1 }) };
}

async function rows(database: Database) {
  const [competitions] = await database.db.select({ n: count() }).from(t.competitions);
  const [users] = await database.db.select({ n: count() }).from(t.users);
  const [operators] = await database.db.select({ n: count() }).from(t.operators);
  return { competitions: competitions!.n, users: users!.n, operators: operators!.n };
}

/** Runs the real server to its exit (it is expected to refuse to start) and returns its code and output. */
function startToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--phase', 'draw'], {
      env: { ...process.env, LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe.each(engines)('a production start (%s)', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('seeds nothing on an empty database and marks it as the organiser\'s, so a later development start leaves it alone', async () => {
    const { open } = await emptyDatabase(engine, cleanups);
    const database = await open();
    try {
      expect(await prepareContent(database.db, { production: true, phase: 'draw' })).toBe('new');
      expect(await rows(database)).toEqual({ competitions: 0, users: 0, operators: 0 });
      expect(await isDemoDatabase(database.db)).toBe(false);
      // `npm start` pointed at the organiser's database by mistake: no demo accounts appear in it, no dates move.
      expect(await prepareContent(database.db, { production: false, phase: 'running' })).toBe('own');
      expect(await rows(database)).toEqual({ competitions: 0, users: 0, operators: 0 });
      expect(await prepareContent(database.db, { production: true, phase: 'running' })).toBe('own');
    } finally {
      await database.close();
    }
  });

  it('refuses a database that holds the demo, saying why and what to do', async () => {
    const { open } = await emptyDatabase(engine, cleanups);
    const database = await open();
    try {
      expect(await prepareContent(database.db, { production: false, phase: 'running' })).toBe('seeded-demo');
      expect(await isDemoDatabase(database.db)).toBe(true);
      const before = await rows(database);
      await expect(prepareContent(database.db, { production: true, phase: 'running' })).rejects.toThrow(DemoDatabaseError);
      await expect(prepareContent(database.db, { production: true, phase: 'running' })).rejects.toThrow(/demo accounts.*empty database/);
      expect(await rows(database)).toEqual(before);
      // Development goes on using it.
      expect(await prepareContent(database.db, { production: false, phase: 'draw' })).toBe('demo');
    } finally {
      await database.close();
    }
  });

  it('as a process: empty and ignoring --phase on a new database; one line and exit 1 on the demo\'s', async () => {
    const fresh = await emptyDatabase(engine, cleanups);
    const server = await startServerProcess({ ...fresh.env, ...production, LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
    try {
      const competition = await fetch(`${server.base}/competitions`);
      expect(competition.status).toBe(404);
      // The documented demo console account does not exist.
      const login = await fetch(`${server.base}/operator/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'operator@example.com', password: 'Operator#2026' }),
      });
      expect(login.status).toBeGreaterThanOrEqual(400);
      expect(login.status).toBeLessThan(500);
      expect(server.output()).toMatch(/--phase running is ignored/);
      expect(server.output()).not.toMatch(/Seeded the demo/);
    } finally {
      expect(await stopServerProcess(server)).toBe(0);
    }

    // Each start without an administrator prints a new one-time setup link; the older one stops working.
    const setupLinks = (output: string) => [...output.matchAll(/First-run setup: open (\S+)/g)].map((m) => m[1]!);
    const [older] = setupLinks(server.output());
    expect(older).toMatch(/^https:\/\/competition\.example\.org\/operator\/setup#token=[A-Za-z0-9_-]{43}$/);
    const again = await startServerProcess({ ...fresh.env, ...production, LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
    try {
      const [newer] = setupLinks(again.output());
      expect(newer).toBeDefined();
      expect(newer).not.toBe(older);
      const setup = (link: string) =>
        fetch(`${again.base}/operator/setup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: new URL(link).hash.slice('#token='.length), name: 'Amina', email: 'amina@example.org', password: 'a-long-password-2026', password_confirmation: 'a-long-password-2026' }),
        });
      expect((await setup(older!)).status).toBe(403);
      expect((await setup(newer!)).status).toBe(201);
    } finally {
      expect(await stopServerProcess(again)).toBe(0);
    }
    const withAdministrator = await startServerProcess({ ...fresh.env, ...production, LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
    expect(await stopServerProcess(withAdministrator)).toBe(0);
    expect(setupLinks(withAdministrator.output())).toEqual([]);

    const demo = await emptyDatabase(engine, cleanups);
    const seeded = await demo.open();
    await prepareContent(seeded.db, { production: false, phase: 'running' });
    await seeded.close();
    const refused = await startToExit({ ...demo.env, ...production });
    expect(refused.code).toBe(1);
    const lines = refused.output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: this database holds the demo competition/);
  }, 240_000);
});
