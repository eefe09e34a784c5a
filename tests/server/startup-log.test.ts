import { mkdtemp, rm } from 'node:fs/promises';
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
