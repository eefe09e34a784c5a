// Data survives a restart, a second process cannot open the same PGlite directory, and concurrent writes lose nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/dataDirLock.ts';
import { openDatabase } from '../../server/db/index.ts';
import * as t from '../../server/db/schema.ts';
import { derivedAudio } from '../fixtures/audio/derive.ts';
import { bearer, body, demo, engines, login, multipart, startTestServer, type TestServer } from './harness.ts';

describe('PGlite data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps writes across a restart and seeds only once', async () => {
    const pgliteDir = path.join(dir, 'pglite');
    const first = await startTestServer('pglite', { pgliteDir });
    const res = await first.request({
      method: 'POST',
      url: '/api/v1/complaints',
      payload: { name: 'Persistent Person', email: 'keep@example.com', type: 'complaint', content: 'This must still be here after a restart.' },
    });
    expect(res.statusCode).toBe(200);
    const competitions = (await first.database.db.select().from(t.competitions)).length;
    await first.close();

    const second = await startTestServer('pglite', { pgliteDir });
    try {
      const kept = await second.database.db.select().from(t.complaints).where(eq(t.complaints.email, 'keep@example.com'));
      expect(kept).toHaveLength(1);
      expect((await second.database.db.select().from(t.competitions)).length).toBe(competitions);
      expect((await second.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: demo.contestant })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('refuses a second holder of the lock with a clear message, and takes it again once released', async () => {
    const lockDir = path.join(dir, 'locked');
    const release = await lockDataDir(lockDir);
    try {
      await expect(lockDataDir(lockDir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(lockDir)).rejects.toThrow(`Another server process (pid ${process.pid}) is already using the data directory`);
    } finally {
      release();
    }
    const again = await lockDataDir(lockDir);
    again();
  });

  // Issue 22 item 5: the lock dies with its process, however it dies, and process ids count for nothing.
  it('takes over the lock of a process killed with SIGKILL, and ignores a pid file naming a live process', async () => {
    const lockDir = path.join(dir, 'killed');
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', `import('${path.resolve('server/db/dataDirLock.ts')}').then((m) => m.lockDataDir(process.argv[1])).then(() => { console.log('locked'); setInterval(() => {}, 1000); });`, lockDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      holder.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
    });
    await expect(lockDataDir(lockDir)).rejects.toThrow(`(pid ${holder.pid})`);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(path.join(lockDir, 'server.lock.sock'))).toBe(true); // left behind, as kill -9 leaves it
    // The old pid lock file, naming a process that is alive (here: this one, as a restarted PID 1 would see itself).
    writeFileSync(path.join(lockDir, 'server.lock'), String(process.pid));
    const release = await lockDataDir(lockDir);
    release();
  }, 60_000);

  it('a second server process on the same directory exits with the message', async () => {
    const lockDir = path.join(dir, 'second-process');
    const release = await lockDataDir(lockDir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATA_DIR: lockDir, PORT: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('Cannot start: Another server process');
    } finally {
      release();
    }
  }, 60_000);
});

describe('the server process', () => {
  // The real server (`server/main.ts`) on a free port and a fresh data directory, once it answers.
  async function startServerProcess(logLevel: 'warn' | 'info', prepare?: (dataDir: string) => void) {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-sigterm-'));
    prepare?.(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--phase', 'running'], {
      // The test reads the log as records (an incoming request's url): pino's JSON lines, not the readable development log.
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: logLevel, LOG_FORMAT: 'json', DIST_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = {
      port,
      dataDir,
      child,
      base: `http://127.0.0.1:${port}/api/v1`,
      output: '',
      exited: new Promise<number | null>((resolve) => child.on('exit', resolve)),
      /** Resolves once the server's output contains `text`. */
      async logged(text: string) {
        for (let i = 0; !server.output.includes(text); i++) {
          if (i > 200 || child.exitCode !== null) throw new Error(`the server never logged ${text}: ${server.output}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      cleanUp() {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    child.stdout.on('data', (chunk) => (server.output += chunk));
    child.stderr.on('data', (chunk) => (server.output += chunk));
    try {
      for (let i = 0; ; i++) {
        if (i > 240) throw new Error(`server did not start: ${server.output}`);
        const up = await fetch(`${server.base}/faq`).then((r) => r.ok, () => false);
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } catch (error) {
      server.cleanUp();
      throw error;
    }
    return server;
  }

  async function storedComplaints(dataDir: string) {
    const stored = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      return await stored.db.select().from(t.complaints);
    } finally {
      await stored.close();
    }
  }

  it('on SIGTERM finishes in-flight requests, closes the database, frees the data directory and keeps every answered write', async () => {
    const server = await startServerProcess('warn');
    try {
      expect(existsSync(path.join(server.dataDir, 'server.lock.sock'))).toBe(true);
      const send = (i: number) =>
        fetch(`${server.base}/complaints`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Shutdown sender ${i}`, email: `s${i}@example.com`, type: 'complaint', content: 'Sent while the server stops.' }),
        }).then((r) => r.status, () => 0);
      // One write answered before the signal, more sent as it arrives (on a loaded machine they may or
      // may not have reached the server: each must be answered in full or refused, never half-done).
      const before = await send(0);
      const during = Array.from({ length: 4 }, (_, i) => send(i + 1));
      server.child.kill('SIGTERM');
      const statuses = [before, ...(await Promise.all(during))];
      expect(await server.exited, server.output).toBe(0);
      expect(existsSync(path.join(server.dataDir, 'server.lock.sock'))).toBe(false);
      expect(before).toBe(200);
      expect(statuses.every((s) => s === 200 || s === 503 || s === 0), String(statuses)).toBe(true);
      // The demo seed has complaints of its own (the console's messages): count only this test's senders.
      const sent = (await storedComplaints(server.dataDir)).filter((row) => /^s\d+@example\.com$/.test(row.email));
      expect(sent.length).toBe(statuses.filter((s) => s === 200).length);
    } finally {
      server.cleanUp();
    }
  }, 180_000);

  it('removes orphan uploads at start; on SIGTERM waits for a request whose body is still uploading, answers it, then exits 0', async () => {
    // What kill -9 during uploads leaves (issue 22 item 9): a stored file whose row was never committed, a half-received one.
    const orphans = ['uploads/clips/never-committed.webm', 'uploads/.incoming/half-received.part'];
    const server = await startServerProcess('info', (dataDir) => {
      for (const orphan of orphans) {
        mkdirSync(path.dirname(path.join(dataDir, orphan)), { recursive: true });
        writeFileSync(path.join(dataDir, orphan), 'partial');
      }
    });
    try {
      expect(server.output).toContain('Removed 2 uploaded file(s) that no record names');
      for (const orphan of orphans) expect(existsSync(path.join(server.dataDir, orphan))).toBe(false);
      const json = JSON.stringify({ name: 'Slow Uploader', email: 'slow@example.com', type: 'complaint', content: 'Half of this arrives after the signal.' });
      const half = Math.floor(json.length / 2);
      let upload!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (upload = controller) });
      // fetch keeps the connection for as long as the server's keep-alive hint (72 s), as a browser or proxy would.
      const answer = fetch(`${server.base}/complaints`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit).then(
        async (r) => ({ status: r.status, envelope: (await r.json()) as { status: number; message: string; data: unknown } }),
      );
      upload.enqueue(new TextEncoder().encode(json.slice(0, half)));
      // Fastify logs the request once its headers are in; the body is still half sent.
      await server.logged('"url":"/api/v1/complaints"');
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await server.logged('SIGTERM: finishing in-flight requests');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // While it drains, a new connection is refused.
      const refused = await new Promise<boolean>((resolve) => {
        const socket = connect(server.port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(false)));
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
      expect(server.child.exitCode).toBe(null);
      upload.enqueue(new TextEncoder().encode(json.slice(half)));
      upload.close();
      const { status, envelope } = await answer;
      expect(status).toBe(200);
      expect(envelope).toMatchObject({ status: 200, data: null });
      expect(envelope.message).toEqual(expect.any(String));
      expect(await server.exited, server.output).toBe(0);
      // Well before the 10 s force timer (which exits 1).
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(existsSync(path.join(server.dataDir, 'server.lock.sock'))).toBe(false);
      expect((await storedComplaints(server.dataDir)).filter((row) => row.email === 'slow@example.com')).toHaveLength(1);
    } finally {
      server.cleanUp();
    }
  }, 180_000);
});

describe.each(engines)('concurrent writes on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Six uploads of one account at once: one process reads two at a time per account, several processes more, so the
    // database must hold the limit by itself (here one process reads them all).
    server = await startTestServer(engine, { overrides: { rateLimits: { complaints: 1000, otpSend: 1000, uploads: 1000 }, uploadLimits: { perAccount: 6 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores every one of 40 parallel complaints', async () => {
    const [before] = await server.database.db.select({ n: count() }).from(t.complaints);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.request({ method: 'POST', url: '/api/v1/complaints', payload: { name: `Parallel ${i} sender`, email: `p${i}@example.com`, type: 'suggestion', content: `Parallel suggestion number ${i}` } }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [after] = await server.database.db.select({ n: count() }).from(t.complaints);
    expect(after!.n - before!.n).toBe(40);
  });

  it('lets exactly one of two parallel registrations of one email win', async () => {
    const payload = {
      name: 'Twin Registrant', email: 'twin@example.com', password: 'secret-pass-1', password_confirmation: 'secret-pass-1', phone: '966500000222',
      gender: 'female', country: 'EG', nationality: 'EG', birth_date: '1999-05-05', national_id_type: 'passport', id_number: '55554444', id_name: 'Twin Registrant',
    };
    const results = await Promise.all([1, 2, 3].map(() => server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    const rows = await server.database.db.select().from(t.users).where(eq(t.users.email, 'twin@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('keeps the fifth track at three attempts under six parallel uploads', async () => {
    const token = await login(server, demo.newcomer);
    // A real recording: the server decodes every take it keeps (tests/server/recording.test.ts).
    const { webm } = await derivedAudio();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => {
        const form = multipart({}, { field: 'audio', name: 'fatiha.webm', type: 'audio/webm', content: webm });
        return server.request({ method: 'POST', url: '/api/v1/competition/fifth-paths', headers: { ...bearer(token), ...form.headers }, payload: form.payload });
      }),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const attempts = body(await server.request({ method: 'GET', url: '/api/v1/competition/fifth-paths', headers: bearer(token) })).data[0];
    expect(attempts.map((a: { attempt_number: number }) => a.attempt_number)).toEqual([3, 2, 1]);
  }, 120_000); // six takes decoded and encoded by ffmpeg, two at a time on a shared machine
});
