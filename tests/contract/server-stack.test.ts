import { isDeepStrictEqual } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, isObject, loadApiDocument, operationsOf, type Json, type JsonObject } from './apiDocument';

/**
 * The contract loaded the way the reference server loads it (fastify-openapi-glue, ajv 2020 strict,
 * fast-json-stringify for responses): every documented answer must go out byte-for-byte as documented,
 * so no field is dropped by a response schema, and requests are checked by the request schemas.
 */
const doc = loadApiDocument();
const operations = operationsOf(doc);

type Answer = { code: number; body: Json };
const answers = new Map<string, Answer[]>();
for (const { op } of operations) {
  const list: Answer[] = [];
  for (const [code, raw] of Object.entries(op['responses'] as JsonObject)) {
    const response = deref(doc, raw) as JsonObject;
    const media = isObject(response['content']) ? response['content']['application/json'] : undefined;
    if (isObject(media)) list.push({ code: code === 'default' ? 500 : Number(code), body: media['example'] as Json });
  }
  answers.set(String(op['operationId']), list);
}

function exampleUrl(path: string, op: JsonObject): string {
  let url = path;
  const query: string[] = [];
  for (const raw of (op['parameters'] as Json[] | undefined) ?? []) {
    const parameter = deref(doc, raw) as JsonObject;
    const value = encodeURIComponent(String(parameter['example']));
    if (parameter['in'] === 'path') url = url.replace(`{${String(parameter['name'])}}`, value);
    else if (parameter['in'] === 'query' && parameter['required'] === true) query.push(`${String(parameter['name'])}=${value}`);
  }
  return `/api/v1${url}${query.length ? `?${query.join('&')}` : ''}`;
}

function jsonRequestExample(op: JsonObject): Json | undefined {
  const body = deref(doc, op['requestBody']);
  const content = isObject(body) ? body['content'] : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  return isObject(json) ? (json['example'] as Json) : undefined;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, coerceTypes: 'array' });
  addFormats.default(ajv);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setErrorHandler((error: { validation?: unknown; message: string }, _request, reply) => {
    if (error.validation) return reply.code(422).send({ status: 422, message: error.message, data: null, errors: { body: [error.message] } });
    return reply.code(500).send({ status: 500, message: 'Something went wrong', data: null });
  });
  await app.register(openapiGlue, {
    specification: doc,
    prefix: '/api/v1',
    // The test chooses which documented answer to send with the x-answer header.
    operationResolver: (operationId: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const wanted = Number(request.headers['x-answer']);
      const answer = answers.get(operationId)?.find((a) => a.code === wanted);
      if (!answer) throw new Error(`no ${wanted} answer for ${operationId}`);
      return reply.code(answer.code).send(answer.body);
    },
    securityHandlers: { bearerAuth: async () => {}, operatorBearer: async () => {} },
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('the contract under the reference server stack', () => {
  it('sends every documented JSON answer of every operation unchanged', async () => {
    let sent = 0;
    const problems: string[] = [];
    for (const { op, method, path } of operations) {
      const id = String(op['operationId']);
      const payload = jsonRequestExample(op);
      for (const answer of answers.get(id) ?? []) {
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: exampleUrl(path, op),
          headers: { authorization: 'Bearer test', 'x-answer': String(answer.code) },
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        sent++;
        if (res.statusCode !== answer.code || !isDeepStrictEqual(res.json(), answer.body)) {
          problems.push(`${id} ${answer.code}: got ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(200);
  });

  it('checks requests with the request schemas', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      headers: { 'x-answer': '200' },
      payload: { email: 'not-an-email', password: 'secret-pass-1' },
    });
    expect(bad.statusCode).toBe(422);
    const extraField = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      headers: { 'x-answer': '200' },
      payload: { email: 'a@example.com', password: 'secret-pass-1', is_admin: true },
    });
    expect(extraField.statusCode).toBe(422);
    const impression = { name: 'Abdullah Ahmed', email: 'a@example.com', type: 'impression', content: 'x'.repeat(300) };
    const tooLong = await app.inject({ method: 'POST', url: '/api/v1/complaints', headers: { 'x-answer': '200' }, payload: impression });
    expect(tooLong.statusCode).toBe(422);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/complaints',
      headers: { 'x-answer': '200' },
      payload: { ...impression, content: 'A blessed competition.' },
    });
    expect(ok.statusCode).toBe(200);
    const logoutWithoutPlatform = await app.inject({ method: 'POST', url: '/api/v1/user/profile/logout', headers: { 'x-answer': '200' } });
    expect(logoutWithoutPlatform.statusCode).toBe(422);
    const unknownTrack = await app.inject({ method: 'GET', url: '/api/v1/competition/candidates/sixth', headers: { 'x-answer': '200' } });
    expect(unknownTrack.statusCode).toBe(422);
  });
});
