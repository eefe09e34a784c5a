// Contract fuzzing (issue 22): hostile requests derived from openapi/api.yaml for every operation it declares, read
// afresh at each run (no list of operations here), anonymous and signed in. Every answer must be below 500, a failure
// must be the error envelope `{ status, message, data, errors? }`, and no answer may carry an internal: SQL, a column,
// a stack trace, a file path, an internal error code.
//
//   npm run fuzz                        # every operation, FUZZ_CASES (500) cases each, on PGlite (and PostgreSQL when
//                                       # TEST_DATABASE_URL is set); FUZZ_SEED to replay a run (the seed is printed)
//
// The bounded run (a fixed seed, a few cases per operation) is tests/server/fuzz.test.ts, part of `npm test`.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { apiDocumentPath } from '../server/app.ts';
import { TokenService } from '../server/auth/tokens.ts';
import * as t from '../server/db/schema.ts';
import { demo, engines, startTestServer, type TestServer } from '../tests/server/harness.ts';

// ---------------------------------------------------------------- the contract

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Parameter = { $ref?: string; name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema; example?: unknown };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
};
type Document = { paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>; components?: Record<string, Record<string, unknown>> };

export type ContractOperation = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under /api/v1 with `{name}` placeholders. */
  template: string;
  parameters: Parameter[];
  /** Declared request body types (lower case) and their schemas. */
  bodies: Record<string, Schema>;
  secured: boolean;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolver(document: Document) {
  const resolve = <T extends { $ref?: string }>(node: T | undefined): T | undefined => {
    let current: unknown = node;
    for (let depth = 0; current && typeof current === 'object' && '$ref' in current && depth < 20; depth++) {
      const ref = String((current as { $ref: string }).$ref);
      current = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    }
    return current as T | undefined;
  };
  return resolve;
}

/** Every operation in the contract, as it is now. */
export function contractOperations(document: Document): ContractOperation[] {
  const resolve = resolver(document);
  const result: ContractOperation[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const shared = (item.parameters ?? []).map((p) => resolve(p)!).filter(Boolean);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const own = (operation.parameters ?? []).map((p) => resolve(p)!).filter(Boolean);
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const body = resolve(operation.requestBody);
      const bodies = Object.fromEntries(Object.entries(body?.content ?? {}).map(([type, media]) => [type.toLowerCase(), resolve(media.schema) ?? {}]));
      result.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        template,
        parameters,
        bodies,
        secured: Boolean(operation.security?.some((requirement) => 'bearerAuth' in requirement)),
      });
    }
  }
  return result;
}

/** The names of an operation's path parameters that the contract types as integers (ids). */
export function integerPathParameters(operation: ContractOperation, document: Document): string[] {
  const resolve = resolver(document);
  return operation.parameters.filter((p) => p.in === 'path' && resolve(p.schema)?.type === 'integer').map((p) => p.name);
}

export function readContract(file: string): { document: Document; operations: ContractOperation[] } {
  const document = parse(readFileSync(file, 'utf8')) as Document;
  return { document, operations: contractOperations(document) };
}

// ---------------------------------------------------------------- randomness (seeded, so a failure replays)

export type Random = { next(): number; int(n: number): number; pick<T>(items: readonly T[]): T; chance(p: number): boolean };

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}

// ---------------------------------------------------------------- values

/** A plausible value for a schema (examples first), so that a case can get past validation and reach the handler. */
function plausible(schema: Schema | undefined, resolve: ReturnType<typeof resolver>, depth = 0): unknown {
  const s = resolve(schema) ?? {};
  if (depth > 6) return null;
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((part) => plausible(part, resolve, depth + 1)));
  if (s.oneOf?.length || s.anyOf?.length) return plausible((s.oneOf ?? s.anyOf)![0], resolve, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type ?? (s.properties ? 'object' : 'string')) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, plausible(value, resolve, depth + 1)]));
    case 'array':
      return [plausible(s.items, resolve, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      switch (s.format) {
        case 'email':
          return 'fuzz@example.com';
        case 'date':
          return '2000-01-31';
        case 'date-time':
          return '2030-01-01T10:00:00+03:00';
        case 'binary':
          return Buffer.from('OggS\0\x02\0\0\0\0\0\0fuzz', 'latin1');
        default:
          return 'x'.repeat(Math.max(1, s.minLength ?? 4));
      }
  }
}

/** Values an attacker tries in a JSON field. None of them contains what the leak check looks for. */
const hostileValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  "' OR '1'='1",
  "1; drop table users --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff',
  '\ud800',
  '🙂'.repeat(300),
  'ا'.repeat(3000),
  '1970-01-01',
  '9999-12-31T23:59:59Z',
  '2024-02-30',
  'NaN',
  '-0',
  '1e309',
  '0x10',
  [],
  [1, 2, 3],
  ['a', null],
  {},
  { nested: { deeper: [] } },
  { $gt: '' },
];

/**
 * Integers written other than canonically, URL-encoded as sent: ajv's coercion used to read each as 1 (or 1000, 16),
 * so one record answered under many addresses. Every integer path or query value must refuse them.
 */
export const nonCanonicalIds = ['01', '+1', '%2B1', '1e3', '1e0', '0x10', '1.0', '%201', '1%20', '1%23frag', '00', '-0'];

/** Hostile path segments, already URL-encoded as a client would put them on the wire. */
const hostileSegments = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  'null',
  'undefined',
  'constructor',
  '__proto__',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '.',
  '%2e%2e',
  'a'.repeat(99),
  'A'.repeat(150),
  '%F0%9F%99%82',
  '%D8%A7',
  "'%20OR%201=1",
  'x.webm',
  'QC-1446-0001',
  ...nonCanonicalIds,
];

const hostileQueryValues = ['', '%00', '-1', '0', '99999999999999999999', '1e309', 'abc', '%E0%A4%A', 'a'.repeat(3000), '%25', '[]', '{}', 'true', "'%20OR%201=1", '%F0%9F%99%82'];

const undeclaredTypes = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'text/html; charset=utf-8', 'application/json-patch+json', 'image/png'];

// ---------------------------------------------------------------- cases

export type FuzzCase = {
  operationId: string;
  signedIn: boolean;
  /** What was done to the request, for the report. */
  what: string[];
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  /** Set when the request must be refused whatever else happens (a path value its parameter's type cannot hold): why. */
  mustRefuse?: string;
};

function multipartBody(fields: [string, string | Buffer, { filename?: string; type?: string }?][], boundary: string): { payload: Buffer; type: string } {
  const parts: Buffer[] = [];
  for (const [name, value, file] of fields) {
    const disposition = `content-disposition: form-data; name="${name}"${file?.filename !== undefined ? `; filename="${file.filename}"` : ''}`;
    const type = file?.type ? `\r\ncontent-type: ${file.type}` : '';
    parts.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}


const fileSamples: { name: string; type: string; content: Buffer }[] = [
  { name: 'a.webm', type: 'audio/webm', content: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(600, 7)]) },
  { name: 'a.ogg', type: 'audio/ogg', content: Buffer.concat([Buffer.from('OggS\0\x02\0\0\0\0\0\0', 'latin1'), Buffer.alloc(600, 1)]) },
  { name: 'a.png', type: 'image/png', content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 2)]) },
  { name: 'evil.php', type: 'application/x-php', content: Buffer.from('<?php system($_GET["c"]); ?>') },
  { name: '../../escape.webm', type: 'audio/webm', content: Buffer.from('not audio at all') },
  { name: 'empty.webm', type: 'audio/webm', content: Buffer.alloc(0) },
  { name: 'a\u0000.png', type: 'image/png', content: Buffer.from('x') },
];

export type CaseOptions = { seed: number; perOperation: number };

/**
 * The cases for one operation. The first ones go through every kind of mutation in turn (so a small budget still
 * covers each kind, anonymous and signed in); the rest are drawn at random, often several mutations at once.
 */
export function casesFor(operation: ContractOperation, document: Document, random: Random, count: number): FuzzCase[] {
  const resolve = resolver(document);
  const kinds = ['plausible', 'body', 'content type', 'path', 'query', 'headers', 'body', 'combined'] as const;
  const cases: FuzzCase[] = [];
  const boundary = () => `----fuzz${random.int(2 ** 31).toString(16)}`;
  for (let i = 0; i < count; i++) {
    const kind = i < kinds.length ? kinds[i]! : random.pick(kinds);
    const signedIn = i % 2 === 1 || (i >= 2 * kinds.length && random.chance(0.5));
    const what: string[] = [kind];
    let mustRefuse: string | undefined;
    const mutate = new Set<string>(kind === 'combined' ? ['body', 'path', 'query', 'headers', 'content type'].filter(() => random.chance(0.5)) : [kind]);

    // Path: plausible values, or hostile ones.
    let url = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
      if (mutate.has('path') && random.chance(0.7)) {
        const segment = random.pick(hostileSegments);
        what.push(`${name}=${segment.slice(0, 20)}`);
        // None of the hostile segments is a canonical integer from 1 to 2^31-1: an integer path value must be refused.
        if (integerPathParameters(operation, document).includes(name)) mustRefuse = `${name}=${segment} is no integer id`;
        return segment;
      }
      return encodeURIComponent(String(parameter?.example ?? plausible(parameter?.schema, resolve) ?? '1'));
    });
    // Query: the declared parameters (plausible or hostile), sometimes repeated, sometimes unknown ones.
    const query: string[] = [];
    for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
      if (mutate.has('query')) {
        if (random.chance(0.2)) continue;
        const value = random.pick(hostileQueryValues);
        query.push(`${encodeURIComponent(parameter.name)}=${value}`);
        if (random.chance(0.3)) query.push(`${encodeURIComponent(parameter.name)}=${random.pick(hostileQueryValues)}`);
        what.push(`?${parameter.name}=${value.slice(0, 20)}`);
      } else if (parameter.required || random.chance(0.5)) {
        query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(parameter.example ?? plausible(parameter.schema, resolve)))}`);
      }
    }
    if (mutate.has('query') && random.chance(0.5)) {
      query.push(random.pick(['__proto__[x]=1', 'constructor=1', 'a[b][c]=d', '%00=1', '=', '&&&', 'page=-1', 'per_page=100000']));
      what.push('unknown query');
    }
    if (query.length) url += `?${query.join('&')}`;

    const headers: Record<string, string> = {};
    if (mutate.has('headers')) {
      const chosen = random.pick([
        ['authorization', 'Bearer '],
        ['authorization', 'Bearer x.y.z'],
        ['authorization', 'Basic YWRtaW46YWRtaW4='],
        ['authorization', `Bearer eyJhbGciOiJub25lIn0.${Buffer.from('{"sub":"1","jti":"x"}').toString('base64url')}.`],
        ['authorization', `Bearer ${'a'.repeat(4000)}`],
        ['cookie', 'jwt=%E0%A4%A'],
        ['cookie', `jwt=${'x'.repeat(3000)}; other=1`],
        ['accept-language', 'xx;q=abc, ar;q=2, *'],
        ['accept-language', 'a'.repeat(2000)],
        ['if-none-match', '"\u0000", W/"x", *'],
        ['x-forwarded-for', '1.2.3.4, <script>, ::1'],
        ['x-forwarded-proto', 'javascript'],
        ['range', 'bytes=999999999-0'],
        ['accept', 'application/xml'],
        ['accept-encoding', 'br;q=1.5, gzip;q=-1, zstd'],
      ] as const);
      headers[chosen[0]] = chosen[1];
      what.push(`${chosen[0]}: ${chosen[1].slice(0, 24)}`);
    }

    // Body: in a declared type (plausible or mutated) or in one the operation does not declare.
    const declared = Object.keys(operation.bodies);
    let payload: Buffer | undefined;
    let contentType: string | undefined;
    if (mutate.has('content type') || (!declared.length && mutate.has('body'))) {
      const choice = random.pick([...undeclaredTypes, ...(declared.includes('application/json') ? ['multipart/form-data'] : ['application/json']), 'none']);
      if (choice === 'multipart/form-data') {
        const form = multipartBody([['name', 'x'.repeat(2000)], ['email', 'not-an-email'], ['tokens', 'abcdef']], boundary());
        payload = form.payload;
        contentType = form.type;
      } else if (choice !== 'none') {
        payload = Buffer.from(choice.includes('json') ? '{"email":"fuzz@example.com","password":"12345678"}' : choice === 'application/x-www-form-urlencoded' ? 'email=a%40b.co&password=x' : '<a>fuzz</a>');
        contentType = choice;
      } else {
        payload = Buffer.from('{"a":1}'); // a body with no content type at all
      }
      what.push(`body as ${choice}`);
    } else if (declared.includes('application/json')) {
      const base = plausible(operation.bodies['application/json'], resolve);
      const body = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : base;
      let text: string;
      if (mutate.has('body')) {
        const keys = body && typeof body === 'object' ? Object.keys(body) : [];
        const mutation = random.pick(['field', 'field', 'field', 'drop', 'unknown', 'whole', 'raw', 'huge']);
        what.push(`json ${mutation}`);
        if (mutation === 'field' && keys.length) {
          const key = random.pick(keys);
          const value = random.pick(hostileValues);
          (body as Record<string, unknown>)[key] = value;
          what.push(`${key}=${JSON.stringify(value)?.slice(0, 24)}`);
        } else if (mutation === 'drop' && keys.length) {
          delete (body as Record<string, unknown>)[random.pick(keys)];
        } else if (mutation === 'unknown' && body && typeof body === 'object') {
          (body as Record<string, unknown>)[random.pick(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isAdmin', 'role', 'id', 'user_id', 'is_admin'])] = random.pick(hostileValues);
        }
        text =
          mutation === 'whole'
            ? JSON.stringify(random.pick([null, [], 'text', 1, true, [body]]))
            : mutation === 'raw'
              ? random.pick(['', '{', '{"a":', '{"__proto__":{"admin":true}}', '{"a":1,"a":2}', '\u0000', `${'['.repeat(3000)}${']'.repeat(3000)}`, '{"a":"\\ud800"}', 'null'])
              : mutation === 'huge'
                ? JSON.stringify({ ...(body as object), padding: 'x'.repeat(70_000) })
                : JSON.stringify(body);
      } else {
        text = JSON.stringify(body);
      }
      payload = Buffer.from(text);
      contentType = random.chance(0.1) ? 'Application/JSON; charset=UTF-8' : 'application/json';
    } else if (declared.includes('multipart/form-data')) {
      const schema = resolve(operation.bodies['multipart/form-data']) ?? {};
      const fields: [string, string | Buffer, { filename?: string; type?: string }?][] = [];
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const p = resolve(property) ?? {};
        if (p.format === 'binary') {
          const sample = mutate.has('body') ? random.pick(fileSamples) : fileSamples[name === 'thumbnail' ? 2 : 1]!;
          fields.push([name, sample.content, { filename: sample.name, type: sample.type }]);
        } else {
          fields.push([name, mutate.has('body') && random.chance(0.6) ? String(random.pick(hostileValues)) : String(plausible(p, resolve))]);
        }
      }
      let broken: string | undefined;
      if (mutate.has('body')) {
        const mutation = random.pick(['fields', 'duplicate', 'missing file', 'file as text', 'extra parts', 'broken boundary', 'truncated', 'big field']);
        what.push(`multipart ${mutation}`);
        if (mutation === 'duplicate' && fields.length) fields.push(fields[0]!);
        if (mutation === 'missing file') fields.splice(0, fields.length, ...fields.filter((f) => !f[2]));
        if (mutation === 'file as text') fields.forEach((f) => delete f[2]);
        if (mutation === 'extra parts') for (let n = 0; n < 8; n++) fields.push([`extra${n}`, 'x']);
        if (mutation === 'big field') fields.push(['name', 'y'.repeat(5000)]);
        if (mutation === 'broken boundary') broken = '';
        const form = multipartBody(fields, broken === '' ? 'mismatch' : boundary());
        payload = mutation === 'truncated' ? form.payload.subarray(0, Math.floor(form.payload.length / 2)) : form.payload;
        contentType = broken === '' ? 'multipart/form-data; boundary=other' : form.type;
      } else {
        const form = multipartBody(fields, boundary());
        payload = form.payload;
        contentType = form.type;
      }
    }
    if (payload && contentType) headers['content-type'] = contentType;
    cases.push({
      operationId: operation.operationId,
      signedIn,
      what,
      method: operation.method,
      url: `/api/v1${url}`,
      headers,
      ...(payload ? { payload } : {}),
      ...(mustRefuse ? { mustRefuse } : {}),
    });
  }
  return cases;
}

/** Every operation's cases, one seeded stream per operation (adding an operation does not change the others' cases). */
export function allCases(document: Document, options: CaseOptions): FuzzCase[] {
  return contractOperations(document).flatMap((operation) => {
    let hash = options.seed;
    for (const char of operation.operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    return casesFor(operation, document, seededRandom(hash), options.perOperation);
  });
}

// ---------------------------------------------------------------- the verdict

/** What only an internal message would carry: SQL, the database's words, columns, stack traces, paths, error codes. */
export const leakPatterns: [string, RegExp][] = [
  ['SQL', /\b(select\s+[\w"*., ]+\s+from|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i],
  ['database error', /syntax error at or near|violates (unique|foreign key|not-null|check) constraint|duplicate key value|relation "|column "|invalid input syntax for|SQLSTATE|DrizzleQueryError|Failed query/i],
  ['column', /\b(password_hash|code_hash|sessions_valid_after|reset_at|created_at\s*=)\b/],
  ['stack trace', /\n\s+at\s|\bat\s+[\w.<>]+\s+\([^)]*:\d+:\d+\)|\.(ts|js|mjs):\d+:\d+/],
  ['file path', /\/work\/|\/tmp\/|\/home\/|\/root\/|node_modules|file:\/\//],
  ['internal code', /\b(FST_[A-Z_]+|ERR_[A-Z_]{3,}|E(CONNREFUSED|NOENT|ACCES|NOTDIR|ISDIR|PIPE)|HPE_[A-Z_]+)\b/],
];

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The problems with one answer (none when it keeps the promises). */
export function judge(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  if (answer.statusCode < 400 && answer.statusCode !== 204 && answer.statusCode !== 304 && json) {
    // A success is in the envelope too, `data` included (null when there is nothing to carry).
    let envelope: unknown;
    try {
      envelope = JSON.parse(answer.body);
    } catch {
      problems.push(`a ${answer.statusCode} served as JSON that is not JSON`);
    }
    if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
      if (envelope !== undefined) problems.push('an answer that is not an object');
    } else {
      const e = envelope as { status?: unknown; message?: unknown };
      if (e.status !== answer.statusCode) problems.push(`envelope status ${String(e.status)} on a ${answer.statusCode}`);
      if (typeof e.message !== 'string') problems.push('envelope without a message');
      if (!('data' in envelope)) problems.push('envelope without data');
    }
  }
  if (answer.statusCode >= 400) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(answer.body);
    } catch {
      problems.push(`a ${answer.statusCode} that is not JSON`);
    }
    if (envelope !== undefined) {
      const e = envelope as { status?: unknown; message?: unknown; data?: unknown; errors?: unknown };
      if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) problems.push('a failure that is not an object');
      else {
        if (e.status !== answer.statusCode) problems.push(`envelope status ${String(e.status)} on a ${answer.statusCode}`);
        if (typeof e.message !== 'string' || !e.message) problems.push('envelope without a message');
        if (!('data' in e)) problems.push('envelope without data');
        if (e.errors !== undefined) {
          const fine =
            typeof e.errors === 'object' &&
            e.errors !== null &&
            Object.values(e.errors).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
          if (!fine) problems.push('errors that are not { field: [messages] }');
        }
      }
      if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) problems.push('a failure not served as application/json');
    }
  }
  for (const [name, pattern] of leakPatterns) {
    const found = answer.body.match(pattern);
    if (found) problems.push(`leaks ${name}: ${JSON.stringify(found[0])}`);
  }
  return problems;
}

export type Finding = { fuzzCase: FuzzCase; answer: Answer; problems: string[] };

export type FuzzTarget = {
  send(request: { method: string; url: string; headers: Record<string, string>; payload?: Buffer }): Promise<Answer>;
  /** A bearer token for a signed-in case (a fresh session each time, so a fuzzed logout or reset cannot end the next). */
  token(): Promise<string>;
};

export type FuzzReport = { requests: number; operations: number; byStatus: Record<string, number>; findings: Finding[]; signedIn: number };

export async function runFuzz(target: FuzzTarget, cases: FuzzCase[]): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, operations: new Set(cases.map((c) => c.operationId)).size, byStatus: {}, findings: [], signedIn: 0 };
  for (const fuzzCase of cases) {
    const headers = { ...fuzzCase.headers };
    if (fuzzCase.signedIn && !headers.authorization) {
      headers.authorization = `Bearer ${await target.token()}`;
      report.signedIn++;
    }
    let answer: Answer;
    try {
      answer = await target.send({ method: fuzzCase.method, url: fuzzCase.url, headers, ...(fuzzCase.payload ? { payload: fuzzCase.payload } : {}) });
    } catch (error) {
      answer = { statusCode: 599, headers: {}, body: `the request failed: ${(error as Error).message}` };
    }
    report.requests++;
    const group = `${Math.floor(answer.statusCode / 100)}xx`;
    report.byStatus[group] = (report.byStatus[group] ?? 0) + 1;
    const problems = judge(answer);
    if (fuzzCase.mustRefuse && answer.statusCode < 400) problems.push(`accepted: ${fuzzCase.mustRefuse}`);
    if (problems.length) report.findings.push({ fuzzCase, answer, problems });
  }
  return report;
}

export function describeFinding({ fuzzCase, answer, problems }: Finding): string {
  // A broken answer (tests check answers against the yaml) says why in a header of its own.
  const why = answer.headers['x-contract-violation'];
  return `${fuzzCase.operationId} (${fuzzCase.signedIn ? 'signed in' : 'anonymous'}; ${fuzzCase.what.join(', ')}): ${fuzzCase.method} ${fuzzCase.url.slice(0, 160)} → ${answer.statusCode}: ${problems.join('; ')} — ${answer.body.slice(0, 300)}${why ? ` (${String(why).slice(0, 400)})` : ''}`;
}

// ---------------------------------------------------------------- the server under test

const FUZZ_SECRET = 'fuzz-secret-that-is-long-enough-0123456789';

/** startTestServer's options for fuzzing: no per-address limits (one client sends everything), a PDF printer in memory. */
export const fuzzServerOptions = {
  overrides: {
    jwtSecret: FUZZ_SECRET,
    rateLimits: { login: 1e6, otpSend: 1e6, otpVerify: 1e6, complaints: 1e6, uploads: 1e6, pdf: 1e6 },
    pdfPrinter: { print: async () => Buffer.from('%PDF-1.4 fuzz'), close: async () => {} },
  },
};

/** Fresh tokens for the given accounts in turn (issued like a sign-in, without its password hashing). */
export function signedInTokens(server: TestServer, accounts: { email: string }[]): () => Promise<string> {
  const tokens = new TokenService(FUZZ_SECRET, () => server.clock.now);
  let ids: number[] | undefined;
  let turn = 0;
  return async () => {
    ids ??= (await server.database.db.select({ id: t.users.id, email: t.users.email }).from(t.users))
      .filter((user) => accounts.some((account) => account.email === user.email))
      .map((user) => user.id);
    if (!ids.length) throw new Error('none of the fuzzing accounts exists');
    return tokens.issue(ids[turn++ % ids.length]!);
  };
}

// ---------------------------------------------------------------- npm run fuzz

async function main(): Promise<void> {
  const seed = Number(process.env.FUZZ_SEED ?? randomInt(1, 2 ** 31));
  const perOperation = Number(process.env.FUZZ_CASES ?? 500);
  const { document } = readContract(apiDocumentPath);
  const cases = allCases(document, { seed, perOperation });
  console.log(`fuzz: seed ${seed}, ${perOperation} cases for each of ${new Set(cases.map((c) => c.operationId)).size} operations (${cases.length} requests per database)`);
  let failed = false;
  for (const engine of engines) {
    const server = await startTestServer(engine, fuzzServerOptions);
    try {
      const started = performance.now();
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
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${engine}: ${report.requests} requests (${report.signedIn} signed in) over ${report.operations} operations in ${seconds.toFixed(0)} s; ` +
          `${Object.entries(report.byStatus).map(([k, v]) => `${k} ${v}`).join(', ')}; ${report.findings.length} finding(s)`,
      );
      for (const finding of report.findings.slice(0, 50)) console.log(`  ${describeFinding(finding)}`);
      if (report.findings.length) failed = true;
    } finally {
      await server.close();
    }
  }
  if (failed) {
    console.log(`\nReplay with FUZZ_SEED=${seed} FUZZ_CASES=${perOperation} npm run fuzz`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

