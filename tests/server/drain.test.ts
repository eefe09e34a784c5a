// Disposability (issue 32 point 4): the real server process, sent SIGTERM while an upload is half sent, stops accepting,
// answers /readyz 503 at once, lets the upload finish and keeps it, and exits 0; one that cannot finish within
// SHUTDOWN_GRACE_MS is cut and the process exits 1, on time.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, type ClientRequest, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demo } from './harness.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

const TOKEN = 'drain-test-metrics-token-0123';

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

function read(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
  });
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** A thumbnail upload whose body is written by the test: headers and the first part now, the rest when `finish` is called. */
function slowUpload(port: number, token: string) {
  const boundary = `----qc${randomBytes(8).toString('hex')}`;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), randomBytes(300_000)]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="thumbnail"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/user/profile/thumbnail',
    agent: false,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length, authorization: `Bearer ${token}` },
  });
  const answer = read(req);
  answer.catch(() => {});
  const half = Math.floor(payload.length / 2);
  req.write(payload.subarray(0, half));
  return { answer, finish: () => req.end(payload.subarray(half)) };
}

describe('the server process on SIGTERM', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterEach(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'qc-drain-'));
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, ...env });
    const port = Number(new URL(server.base).port);
    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', resolve));
    const logged = async (text: string) => {
      for (let i = 0; !server!.output().includes(text); i++) {
        if (i > 400 || server!.child.exitCode !== null) throw new Error(`the server never logged ${text}: ${server!.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const login = await fetch(`${server.base}/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo.contestant) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { port, exited, logged, token };
  };

  it('refuses new connections, answers /readyz 503 at once, lets a half-sent upload finish and keeps it, then exits 0', async () => {
    const { port, exited, logged, token } = await start({});
    // One kept-alive connection, as a proxy or a probe holds: it is still there after the signal.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string, headers: Record<string, string> = {}) => read(httpRequest({ host: '127.0.0.1', port, path: url, agent, headers }).end());
    try {
      expect((await get('/readyz')).status).toBe(200);
      const upload = slowUpload(port, token);
      // The upload is past the gate and being received.
      for (let i = 0; ; i++) {
        const metrics = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
        expect(metrics.status).toBe(200);
        if (/^uploads_in_flight 1$/m.test(metrics.text)) break;
        if (i > 200) throw new Error(`the upload never showed as in flight: ${metrics.text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const signalled = Date.now();
      server!.child.kill('SIGTERM');
      await logged('SIGTERM: finishing in-flight requests');
      const readyz = await get('/readyz');
      expect(readyz.status).toBe(503);
      expect(JSON.parse(readyz.text)).toEqual({ status: 'draining' });
      expect(readyz.headers.connection).toBe('close');
      expect(await refused(port)).toBe(true);
      expect(server!.child.exitCode).toBe(null);

      upload.finish();
      const answer = await upload.answer;
      expect(answer.status, answer.text).toBe(200);
      const thumbnail = (JSON.parse(answer.text) as { data: { user: { thumbnail: string } } }).data.user.thumbnail;
      expect(thumbnail).toMatch(/^\/api\/v1\/media\/thumbnails\/[\w-]+\.png$/);
      expect(await exited, server!.output()).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      // Kept: the file is in the store, and the database was closed cleanly (the lock socket is gone).
      expect(existsSync(path.join(dataDir, 'uploads', 'thumbnails', path.basename(thumbnail)))).toBe(true);
      expect(existsSync(path.join(dataDir, 'server.lock.sock'))).toBe(false);
    } finally {
      agent.destroy();
    }
  }, 180_000);

  it('cuts an upload still unfinished after SHUTDOWN_GRACE_MS and exits 1, on time', async () => {
    const { exited, logged, port, token } = await start({ SHUTDOWN_GRACE_MS: '1500' });
    const upload = slowUpload(port, token);
    await logged('"url":"/api/v1/user/profile/thumbnail"');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server!.child.kill('SIGTERM');
    expect(await exited, server!.output()).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(8_000);
    expect(server!.output()).toContain('1 request(s) were still in flight after 1500 ms (SHUTDOWN_GRACE_MS)');
    await expect(upload.answer).rejects.toThrow();
    expect(existsSync(path.join(dataDir, 'server.lock.sock'))).toBe(false);
  }, 180_000);
});
