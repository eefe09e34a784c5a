// Issue 22: the bounded contract fuzz (scripts/fuzz.ts, fixed seed, a few cases per operation), over every operation
// openapi/api.yaml declares when the test runs, anonymous and signed in. `npm run fuzz` is the long run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocumentPath } from '../../server/app.ts';
import { can } from '../../server/operators/permissions.ts';
import { allCases, describeFinding, fuzzServerOptions, integerPathParameters, judge, nonCanonicalIds, readContract, runFuzz, signedInTokens } from '../../scripts/fuzz.ts';
import { bearer, body, demo, engines, startTestServer, type TestServer } from './harness.ts';

const SEED = 22;
const PER_OPERATION = 12;

describe('the fuzz verdict', () => {
  const envelope = (status: number, extra: object = {}) => JSON.stringify({ status, message: 'm', data: null, ...extra });
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('passes an envelope and a success', () => {
    expect(judge({ statusCode: 422, headers: json, body: envelope(422, { errors: { email: ['bad'] } }) })).toEqual([]);
    expect(judge({ statusCode: 200, headers: json, body: '{"status":200,"message":"ok","data":[]}' })).toEqual([]);
    expect(judge({ statusCode: 200, headers: json, body: '{"status":200,"message":"ok","data":null}' })).toEqual([]);
    expect(judge({ statusCode: 200, headers: { 'content-type': 'audio/webm' }, body: 'OggS' })).toEqual([]);
    expect(judge({ statusCode: 304, headers: json, body: '' })).toEqual([]);
  });

  it('fails a success without the envelope or its data (issue 27: DELETE …/holds/{id} answered 200 without data)', () => {
    expect(judge({ statusCode: 200, headers: json, body: '{"status":200,"message":"The hold was released"}' })).toEqual(['envelope without data']);
    expect(judge({ statusCode: 201, headers: json, body: '{"status":200,"message":"ok","data":null}' })).toEqual(['envelope status 200 on a 201']);
    expect(judge({ statusCode: 200, headers: json, body: '[1]' })).toEqual(['an answer that is not an object']);
  });

  it('fails a 5xx, a failure out of the envelope, and each kind of leak', () => {
    expect(judge({ statusCode: 500, headers: json, body: envelope(500) })).toEqual(['answered 500']);
    expect(judge({ statusCode: 400, headers: { 'content-type': 'text/plain' }, body: 'Bad Request' })).toContain('a 400 that is not JSON');
    expect(judge({ statusCode: 404, headers: json, body: '{"statusCode":404,"error":"Not Found"}' })).toEqual(
      expect.arrayContaining(['envelope status undefined on a 404', 'envelope without a message', 'envelope without data']),
    );
    expect(judge({ statusCode: 422, headers: json, body: envelope(422, { errors: { email: 'bad' } }) })).toEqual(['errors that are not { field: [messages] }']);
    const leaks = [
      'Failed query: select "id", "password_hash" from "users" where "email" = $1',
      'duplicate key value violates unique constraint "users_email_unique"',
      "ENOENT: no such file or directory, open '/work/main/data/uploads/x'",
      'Error: boom\n    at handler (/srv/server/api/site.ts:10:5)',
      'FST_ERR_FAILED_ERROR_SERIALIZATION',
    ];
    for (const leak of leaks) expect(judge({ statusCode: 400, headers: json, body: envelope(400, { message: leak }) }).some((p) => p.startsWith('leaks')), leak).toBe(true);
  });
});

describe('the fuzz cases', () => {
  const { document, operations } = readContract(apiDocumentPath);

  it('cover every operation of the contract as it is now, anonymous and signed in, with the same cases for one seed', () => {
    const cases = allCases(document, { seed: SEED, perOperation: PER_OPERATION });
    expect(operations.length).toBeGreaterThanOrEqual(59);
    for (const operation of operations) {
      const own = cases.filter((c) => c.operationId === operation.operationId);
      expect(own.length, operation.operationId).toBe(PER_OPERATION);
      expect(new Set(own.map((c) => c.signedIn)), operation.operationId).toEqual(new Set([true, false]));
    }
    const again = allCases(document, { seed: SEED, perOperation: PER_OPERATION });
    expect(again.map((c) => `${c.method} ${c.url} ${c.payload?.toString('base64')}`)).toEqual(cases.map((c) => `${c.method} ${c.url} ${c.payload?.toString('base64')}`));
  });

  it('send non-canonical integers into integer path parameters, and expect them refused', () => {
    const cases = allCases(document, { seed: SEED, perOperation: PER_OPERATION });
    const refused = cases.filter((c) => c.mustRefuse);
    expect(refused.length).toBeGreaterThan(0);
    expect(cases.some((c) => nonCanonicalIds.some((id) => c.url.includes(`/${id}/`) || c.url.endsWith(`/${id}`) || c.url.includes(`/${id}?`)))).toBe(true);
  });

  it('send bodies in declared and undeclared content types, and hostile paths, queries and headers', () => {
    const cases = allCases(document, { seed: SEED, perOperation: PER_OPERATION });
    const types = new Set(cases.map((c) => c.headers['content-type']?.split(';')[0]?.toLowerCase()));
    for (const type of ['application/json', 'multipart/form-data', 'text/plain', 'application/xml']) expect(types).toContain(type);
    expect(cases.some((c) => /%00|%E0%A4%A|\.\.%2F/.test(c.url))).toBe(true);
    expect(cases.some((c) => c.headers.cookie?.startsWith('jwt='))).toBe(true);
    expect(cases.some((c) => c.payload?.includes('constructor') || c.payload?.includes('toString'))).toBe(true);
  });
});

describe.each(engines)('bounded contract fuzz on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, fuzzServerOptions);
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${PER_OPERATION} hostile requests on every operation below 500, in the envelope, without internals`, async () => {
    const { document } = readContract(apiDocumentPath);
    const cases = allCases(document, { seed: SEED, perOperation: PER_OPERATION });
    const report = await runFuzz(
      {
        send: async (request) => {
          const res = await server.request({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload ? { payload: request.payload } : {}) });
          return { statusCode: res.statusCode, headers: res.headers, body: res.body };
        },
        token: signedInTokens(server, Object.values(demo)),
      },
      cases,
    );
    expect(report.requests).toBe(cases.length);
    expect(report.signedIn).toBeGreaterThan(cases.length / 4);
    // The run reaches the handlers, not only the validators: some cases succeed.
    expect(report.byStatus['2xx'] ?? 0).toBeGreaterThan(0);
    expect(report.findings.map(describeFinding)).toEqual([]);
  }, 180_000);

  it('refuses every integer path id not written canonically (01, +1, 1e3, 0x10, 1%23frag, ...) with a 422 under its name, on every operation that has one', async () => {
    const { document, operations } = readContract(apiDocumentPath);
    const withIds = operations.filter((operation) => integerPathParameters(operation, document).length > 0);
    expect(withIds.length).toBeGreaterThanOrEqual(14);
    const contestant = bearer(await signedInTokens(server, [demo.contestant])());
    const login = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'admin@example.com', password: 'Admin#2026-demo' } });
    const operator = bearer(body(login).data.token as string);
    // Finance's own steps (an administrator may not take them) are tried with a finance account of the demo.
    const financeLogin = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'finance1@example.com', password: 'Finance1#2026' } });
    const finance = bearer(body(financeLogin).data.token as string);
    const problems: string[] = [];
    for (const operation of withIds) {
      const security = document.paths[operation.template]?.[operation.method.toLowerCase()]?.security ?? [];
      const consoleHeaders = can('administrator', operation.operationId) ? operator : finance;
      const headers = security.some((s) => 'operatorBearer' in s) ? consoleHeaders : security.some((s) => 'bearerAuth' in s) ? contestant : {};
      for (const id of nonCanonicalIds) {
        const names = integerPathParameters(operation, document);
        const url = `/api/v1${operation.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
          names.includes(name) ? id : String(operation.parameters.find((p) => p.in === 'path' && p.name === name)?.example ?? 'first'),
        )}`;
        const res = await server.request({ method: operation.method, url, headers });
        const answer = { statusCode: res.statusCode, headers: res.headers, body: res.body };
        const found = [...judge(answer), ...(res.statusCode === 422 ? [] : [`answered ${res.statusCode}`])];
        const errors = res.statusCode === 422 ? Object.keys(body(res).errors ?? {}) : [];
        if (res.statusCode === 422 && !names.some((name) => errors.includes(name))) found.push(`errors under ${errors.join(', ')}, not ${names.join(', ')}`);
        if (found.length) problems.push(`${operation.operationId} ${operation.method} ${url}: ${found.join('; ')} — ${res.body.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers a body of thousands of nested arrays with a 4xx on every JSON operation (found by npm run fuzz: a stack overflow)', async () => {
    const { operations } = readContract(apiDocumentPath);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const json = operations.filter((operation) => operation.bodies['application/json']);
    expect(json.length).toBeGreaterThan(10);
    for (const operation of json) {
      const url = `/api/v1${operation.template.replace(/\{[^}]+\}/g, '1')}`;
      const res = await server.request({ method: operation.method, url, headers: { 'content-type': 'application/json' }, payload: deep });
      expect(judge({ statusCode: res.statusCode, headers: res.headers, body: res.body }), `${operation.operationId}: ${res.body}`).toEqual([]);
    }
  });
});
