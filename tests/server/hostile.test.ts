// Issue 22: requests an attacker would send, each answered in the envelope, with a 4xx, and without a word of internals.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import multipartPlugin from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiDocumentPath } from '../../server/app.ts';
import { INCOMING } from '../../server/api/uploads.ts';
import * as t from '../../server/db/schema.ts';
import { handlerStarted, installErrorHandling } from '../../server/http/errors.ts';
import { bearer, body, demo, engines, login, multipart, samples, startTestServer, type TestServer } from './harness.ts';

type Operation = { operationId: string; requestBody?: { content: Record<string, unknown> }; security?: Record<string, unknown>[] };
const doc = parse(readFileSync(apiDocumentPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const jsonOperations = Object.entries(doc.paths).flatMap(([url, item]) =>
  Object.entries(item)
    // The operators' console refuses a contestant's token before reading the body (403); scripts/fuzz.ts covers those.
    .filter(([, op]) => op.requestBody?.content['application/json'] && !op.security?.some((requirement) => 'operatorBearer' in requirement))
    .map(([method, op]) => ({ url: url.replace(/\{[^}]+\}/g, '1'), method: method.toUpperCase() as 'POST' | 'PUT', operationId: op.operationId })),
);

/** Words that only an internal message would carry. */
const internals = /select |insert |update |password_hash|\$1|FST_|ERR_|node_modules|\/tmp\/|\/work\/|at .*\.ts:|Error:|ENOTDIR|EACCES/i;

function expectEnvelope(res: { statusCode: number; body: string }, status?: number) {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const json = JSON.parse(res.body) as { status: number; message: string; data: unknown };
  expect(json.status).toBe(res.statusCode);
  expect(typeof json.message).toBe('string');
  expect(json).toHaveProperty('data');
  expect(res.body).not.toMatch(internals);
}

const noLimits = { login: 1e6, otpSend: 1e6, otpVerify: 1e6, complaints: 1e6, uploads: 1e6 };

describe.each(engines)('hostile requests on %s', (engine) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { overrides: { rateLimits: noLimits } });
    token = await login(server, demo.contestant);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('content types (item 1)', () => {
    it('refuses a multipart body on a JSON operation with 415 and stores nothing', async () => {
      const before = (await server.database.db.select().from(t.complaints)).length;
      const form = multipart({ type: 'hacker', email: 'not-an-email', name: ' ', content: ' ' });
      const res = await server.request({ method: 'POST', url: '/api/v1/complaints', ...form, headers: { ...form.headers, 'accept-language': 'en' } });
      expectEnvelope(res, 415);
      expect(body(res)).toMatchObject({ message: 'Unsupported content type', errors: { body: ['Unsupported content type'] } });
      expect((await server.database.db.select().from(t.complaints)).length).toBe(before);

      const name = multipart({ name: 'x'.repeat(1000) });
      expectEnvelope(await server.request({ method: 'PUT', url: '/api/v1/user/profile', ...name, headers: { ...name.headers, ...bearer(token) } }), 415);

      const tokens = multipart({ tokens: 'abcdef' });
      expectEnvelope(await server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', ...tokens, headers: { ...tokens.headers, ...bearer(token) } }), 415);
      const stored = await server.request({ method: 'GET', url: '/api/v1/user/profile/fcm-tokens', headers: bearer(token) });
      expect(body(stored).data).not.toContain('a');
    });

    it('refuses JSON on a multipart operation, and any body on an operation that takes none', async () => {
      expectEnvelope(
        await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', headers: bearer(token), payload: { thumbnail: 'x' } }),
        415,
      );
      const form = multipart({ platform: 'web' });
      expectEnvelope(await server.request({ method: 'POST', url: '/api/v1/competition/first-paths/start', ...form, headers: { ...form.headers, ...bearer(token) } }), 415);
      expectEnvelope(await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }), 415);
      expectEnvelope(await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'application/json-patch+json' }, payload: '{}' }), 415);
    });

    it('still validates every declared type: JSON in any letter case, multipart fields of upload operations', async () => {
      const mixedCase = await server.request({
        method: 'POST',
        url: '/api/v1/complaints',
        headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
        payload: JSON.stringify({ type: 'hacker', email: 'not-an-email', name: ' ', content: ' ' }),
      });
      expectEnvelope(mixedCase, 422);
      const clip = multipart({ recitation_id: 'abc' }, { field: 'audio', name: 'a.webm', type: 'audio/webm', content: samples.webm });
      const res = await server.request({ method: 'POST', url: '/api/v1/competition/second-paths/clips', ...clip, headers: { ...clip.headers, ...bearer(token) } });
      expectEnvelope(res, 422);
      expect(body(res).errors).toHaveProperty('recitation_id');
    });
  });

  describe('no 500s (item 3)', () => {
    const memberNames = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupSetter__'];

    it(`answers unknown fields named like object members on all ${jsonOperations.length} JSON operations with 422 under their own name`, async () => {
      expect(jsonOperations.length).toBeGreaterThanOrEqual(13);
      for (const { url, method } of jsonOperations) {
        for (const name of memberNames) {
          const res = await server.request({
            method,
            url: `/api/v1${url}`,
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: `{"email":"a@b.co","password":"12345678",${JSON.stringify(name)}:1}`,
          });
          expectEnvelope(res, 422);
          expect(Object.keys(body(res).errors ?? {}), `${method} ${url} ${name}`).toContain(name);
        }
        // A __proto__ key is refused by the JSON parser itself.
        const proto = await server.request({ method, url: `/api/v1${url}`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
        expectEnvelope(proto);
      }
    }, 120_000);

    it('answers a NUL character in a body, a query or a path with 422 and the errors object', async () => {
      const profile = await server.request({ method: 'PUT', url: '/api/v1/user/profile', headers: bearer(token), payload: { name: 'Abd\u0000ullah' } });
      expectEnvelope(profile, 422);
      expect(body(profile).errors).toHaveProperty('name');
      const complaint = await server.request({ method: 'POST', url: '/api/v1/complaints', payload: { type: 'suggestion', email: 'a@b.co', name: 'Ali', content: 'x\u0000y' } });
      expectEnvelope(complaint, 422);
      expect(body(complaint).errors).toHaveProperty('content');
      const search = await server.request({ method: 'GET', url: '/api/v1/certificates?q=%00' });
      expectEnvelope(search, 422);
      expect(body(search).errors).toHaveProperty('q');
      expectEnvelope(await server.request({ method: 'GET', url: '/api/v1/certificates/QC%00' }));
      expectEnvelope(await server.request({ method: 'GET', url: '/api/v1/media/thumbnails/a%00.png' }));
    });

    it('treats a malformed jwt cookie on media as no session', async () => {
      const res = await server.request({ method: 'GET', url: '/api/v1/media/clips/x.webm', headers: { cookie: 'jwt=%E0%A4%A' } });
      expectEnvelope(res, 404);
    });
  });

  describe('no internals (item 4)', () => {
    it('answers the multipart login of the issue without SQL, columns or values', async () => {
      const boundary = 'qc-duplicate-fields';
      const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload = `${field('email', 'a@b.co')}${field('email', 'c@d.co')}${field('password', 'x')}--${boundary}--\r\n`;
      const form = { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
      const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload, headers: form.headers });
      expectEnvelope(res);
      expect(res.body).not.toContain('c@d.co');
    });

    it('answers fastify\'s own refusals in the envelope with a generic message', async () => {
      const badEscape = await server.request({ method: 'GET', url: '/api/v1/certificates/%E0%A4%A', headers: { 'accept-language': 'en' } });
      expectEnvelope(badEscape, 400);
      expect(badEscape.body).not.toContain('%E0');
      const longParam = await server.request({ method: 'GET', url: `/api/v1/certificates/${'A'.repeat(120)}`, headers: { 'accept-language': 'en' } });
      expectEnvelope(longParam, 414);
      expect(body(longParam).message).toBe('The address is too long');
      const badJson = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
      expectEnvelope(badJson, 400);
      const tooLarge = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ content: 'x'.repeat(70_000) }) });
      expectEnvelope(tooLarge, 413);
      const unknownMethod = await server.request({ method: 'PROPFIND' as 'GET', url: '/api/v1/competitions' });
      expectEnvelope(unknownMethod, 404);
    });

    it('answers what Node\'s HTTP parser refuses (unknown method, oversized headers) in the envelope', async () => {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
          let received = '';
          socket.on('data', (chunk) => (received += chunk.toString('utf8')));
          socket.on('close', () => resolve(received));
          socket.on('error', reject);
        });
      const answer = (text: string) => {
        const [head = '', payload = ''] = text.split('\r\n\r\n');
        return { statusCode: Number(head.split(' ')[1]), body: payload, head };
      };
      const unknownMethod = answer(await raw('FOO /api/v1/competitions HTTP/1.1\r\nHost: x\r\n\r\n'));
      expectEnvelope(unknownMethod, 400);
      expect(unknownMethod.head).toMatch(/content-type: application\/json/i);
      const bigHeaders = answer(await raw(`GET /api/v1/competitions HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      expectEnvelope(bigHeaders, 431);
    });

    it('answers a code error while handling an upload with a plain 500, never its message', async () => {
      // The uploads directory is a file: storing the picture fails inside the handler with a message naming the path.
      const file = path.join(tmpdir(), `qc-not-a-dir-${engine}-${process.pid}`);
      writeFileSync(file, 'x');
      const broken = await startTestServer(engine, { overrides: { uploadsDir: file } });
      try {
        const visitor = await login(broken, demo.visitor);
        const form = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.png });
        const res = await broken.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', ...form, headers: { ...form.headers, ...bearer(visitor) } });
        expect(res.statusCode).toBe(500);
        expect(body(res)).toEqual({ status: 500, message: 'حدث خطأ ما', data: null });
        const [row] = await broken.database.db.select().from(t.users).where(eq(t.users.email, demo.visitor.email));
        expect(row?.thumbnail ?? null).toBeNull();
      } finally {
        await broken.close();
      }
    });
  });
});

describe('the error handler on a multipart route', () => {
  it('keeps a database error\'s text (SQL, columns, bound values) out of the answer', async () => {
    const app = Fastify();
    installErrorHandling(app);
    await app.register(multipartPlugin, { attachFieldsToBody: 'keyValues' });
    app.post('/x', async (request) => {
      handlerStarted.add(request);
      throw Object.assign(new Error('Failed query: select "id", "password_hash" from "users" where lower("email") = lower($1)\nparams: a@b.co,c@d.co'), { cause: { code: '42883' } });
    });
    const form = multipart({ email: 'a@b.co' });
    const res = await app.inject({ method: 'POST', url: '/x', ...form });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(internals);
    expect(res.body).not.toContain('a@b.co');
    const broken = await app.inject({ method: 'POST', url: '/x', headers: form.headers, payload: '--nonsense' });
    expectEnvelope(broken, 400);
    await app.close();
  });
});

describe.each(engines)('uploads on %s (item 8)', (engine) => {
  let server: TestServer;
  let token: string;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(engine, { overrides: { rateLimits: { ...noLimits, uploads: 2 }, maxConcurrentUploads: 1 } });
    token = await login(server, demo.newcomer);
    port = Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends the headers of a 10 MB multipart upload and none of its body; resolves with what came back by then. */
  const startUpload = (url: string, headers: Record<string, string>) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=qc\r\nContent-Length: 10000000\r\n` +
        Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
        `\r\n--qc\r\ncontent-disposition: form-data; name="audio"; filename="a.webm"\r\n\r\n`,
    );
    return { socket, received: () => received };
  };
  const waitFor = async (check: () => boolean, ms: number) => {
    for (let waited = 0; !check() && waited < ms; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it('answers an anonymous upload with 401 before reading its body', async () => {
    const upload = startUpload('/api/v1/competition/fifth-paths', {});
    try {
      expect(await waitFor(() => upload.received().includes('\r\n\r\n{'), 3000)).toBe(true);
      expect(upload.received()).toMatch(/^HTTP\/1\.1 401/);
    } finally {
      upload.socket.destroy();
    }
  });

  it('reads one upload at a time here (maxConcurrentUploads), the next is a 429 until the first ends', async () => {
    const upload = startUpload('/api/v1/competition/fifth-paths', { Authorization: `Bearer ${token}` });
    const form = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.png });
    const thumbnail = () => server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', ...form, headers: { ...form.headers, ...bearer(token) } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(upload.received()).toBe(''); // signed in: its body is being waited for
      const refused = await thumbnail();
      expectEnvelope(refused, 429);
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      upload.socket.destroy();
    }
    // The first upload's client went away: its place is free again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await thumbnail()).statusCode).toBe(200);
  });

  it('streams an upload to disk as it arrives, and keeps nothing of one that is refused or abandoned', async () => {
    const incoming = path.join(server.uploadsDir, INCOMING); // this process's own folder
    const upload = startUpload('/api/v1/competition/fifth-paths', { Authorization: `Bearer ${token}` });
    try {
      upload.socket.write(Buffer.concat([samples.webm, Buffer.alloc(200_000, 1)]));
      const received = () => (existsSync(incoming) ? readdirSync(incoming).map((name) => statSync(path.join(incoming, name)).size) : []);
      expect(await waitFor(() => received()[0] === samples.webm.length + 200_000, 3000)).toBe(true);
    } finally {
      upload.socket.destroy();
    }
    expect(await waitFor(() => readdirSync(incoming).length === 0, 3000)).toBe(true);
    const form = multipart({}, { field: 'audio', name: 'a.webm', type: 'audio/webm', content: samples.text });
    const refused = await server.request({ method: 'POST', url: '/api/v1/competition/fifth-paths', ...form, headers: { ...form.headers, ...bearer(token) } });
    expectEnvelope(refused, 422);
    expect(await waitFor(() => readdirSync(incoming).length === 0, 3000)).toBe(true); // removed once answered
  });

  it('rate-limits picture uploads per address like the other uploads', async () => {
    const form = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.text });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await server.request({ method: 'POST', url: '/api/v1/user/profile/thumbnail', ...form, headers: { ...form.headers, ...bearer(token) }, remoteAddress: '192.0.2.200' })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 429]);
  });
});
