import { mkdtemp, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { probeFfmpeg } from '../../server/media/ffmpeg.ts';
import { startTestServer } from './harness.ts';
import { startServerProcess, stopServerProcess } from './serverProcess.ts';

/** Every line the server's logger writes, as parsed JSON. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

// A newcomer's first `npm start` must print nothing to wonder about (issue 21, point 9): the API's
// start-up used to warn "ContentTypeParser for 'application/octet-stream' not found" every time.
describe('server start-up', () => {
  it('logs no warning or error while the API is built', async () => {
    const { lines, logger } = capturingLogger();
    const server = await startTestServer('pglite', { overrides: { logger } });
    try {
      const warnings = lines.filter((line) => line.level >= 40).map((line) => line.msg);
      expect(warnings).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('says which ffmpeg checks recordings, with its path and version (the system one where installed)', { timeout: 150_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qc-startlog-'));
    const { FFMPEG_PATH: _unset, ...env } = process.env;
    const expected = await probeFfmpeg(undefined, { env });
    expect(expected.available).toBe(true);
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', FFMPEG_PATH: '' });
    try {
      const line = server
        .output()
        .split('\n')
        .find((text) => text.includes('Recordings are checked with ffmpeg'));
      expect(line).toBeDefined();
      if (expected.available) expect(line).toContain(`ffmpeg ${expected.version} at ${expected.path}`);
    } finally {
      await stopServerProcess(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** Starts server/main.ts as `npm run serve` would, expecting it to refuse: its exit code and everything it wrote. */
function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _database, TRUST_PROXY: _trust, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--phase', 'running'], {
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

// Issue 27, point 13: a setting that would trust everyone, or a data directory that cannot hold the lock, ends the start
// with one line saying what to change (as TRUST_PROXY=true always did), not a TypeError's stack.
describe('a start that must be refused', () => {
  const scratch = () => mkdtempSync(path.join(tmpdir(), 'qc-refused-'));

  it.each([
    ['0.0.0.0/0', /covers every IPv4 address/],
    ['0.0.0.0/1,128.0.0.0/1', /covers every IPv4 address/],
    ['::/1 8000::/1', /covers every IPv6 address/],
    ['::ffff:0:0/96', /covers every IPv4 address/],
    ['10.0.0.0/8,proxy.example', /correct or remove "proxy\.example"/],
  ])('TRUST_PROXY=%s ends the start with one line', async (value, reason) => {
    const dataDir = scratch();
    try {
      const { code, output } = await refusedStart({ TRUST_PROXY: value, DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output.trim().split('\n'), output).toHaveLength(1);
      expect(output.trim()).toMatch(/^Cannot start: TRUST_PROXY /);
      expect(output).toMatch(reason);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 70_000);

  it('a plain file where the lock socket goes ends the start with one line naming it', async () => {
    const dataDir = scratch();
    try {
      writeFileSync(path.join(dataDir, 'server.lock.sock'), 'not a socket');
      const { code, output } = await refusedStart({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output.trim().split('\n'), output).toHaveLength(1);
      expect(output.trim()).toBe(
        `Cannot start: ${path.join(dataDir, 'server.lock.sock')} is where the lock socket goes, and something else is there: remove it, or set another DATA_DIR`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 70_000);
});
