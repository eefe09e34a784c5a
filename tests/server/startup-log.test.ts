import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';

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
});
