// Every operation of the yaml, fed garbage: the answer is always a 4xx envelope (or a success), never a 5xx.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiDocumentPath } from '../../server/app.ts';
import { bearer, demo, engines, login, startTestServer, type TestServer } from './harness.ts';

type Operation = { operationId: string; parameters?: { $ref?: string; name?: string; in?: string }[]; requestBody?: unknown };
const doc = parse(readFileSync(apiDocumentPath, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ path, method: method.toUpperCase() as 'GET' | 'POST' | 'PUT', op })),
);

const garbagePaths = (path: string): string[] => {
  const values = ['1', '0', '-1', 'abc', '99999999999999999999', 'first', '..%2F..%2Fetc%2Fpasswd', 'x.webm', '%00'];
  return values.map((value) => path.replace(/\{[^}]+\}/g, value));
};

const garbageBodies: { contentType?: string; payload?: string }[] = [
  {},
  { contentType: 'application/json', payload: '{}' },
  { contentType: 'application/json', payload: '{"unexpected": true}' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '{"email": 42, "name": ["x"], "tokens": "x", "answers": {}, "level_id": "1", "win_id": -5}' },
  { contentType: 'application/json', payload: '{not json' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'multipart/form-data; boundary=broken', payload: '--broken\r\nnonsense' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=b' },
];

describe.each(engines)('garbage into every operation on %s', (engine) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { overrides: { rateLimits: { login: 1e6, otpSend: 1e6, otpVerify: 1e6, complaints: 1e6, uploads: 1e6 } } });
    token = await login(server, demo.contestant);
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${operations.length} operations × odd paths × odd bodies without a 5xx`, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      if (op.operationId === 'logout') continue; // it would end the session the other calls use; tested in auth.test.ts
      for (const url of garbagePaths(path)) {
        for (const garbage of method === 'GET' ? [{}] : garbageBodies) {
          for (const auth of [bearer(token), {}]) {
            const res = await server.request({
              method,
              url: `/api/v1${url}?platform=web&date=nope&q=${'%FF'}`,
              headers: { ...auth, ...(garbage.contentType ? { 'content-type': garbage.contentType } : {}) },
              ...(garbage.payload !== undefined ? { payload: garbage.payload } : {}),
            });
            sent++;
            if (res.statusCode >= 500) failures.push(`${method} ${url} ${garbage.contentType ?? ''} ${garbage.payload ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400) {
              const json = res.json() as { status?: number; message?: unknown };
              if (json.status !== res.statusCode || typeof json.message !== 'string') failures.push(`${method} ${url}: not an envelope: ${res.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 240_000);
});
