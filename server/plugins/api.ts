// /api/v1: the routes and request validators fastify-openapi-glue generates from openapi/api.yaml, each answered by
// its operation's handler (server/api/index.ts), behind the gates every call passes first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import type { Context, OperationId } from '../api/context.ts';
import { handlers, writesKeepingPublicReads } from '../api/index.ts';
import { ApiError, handlerStarted, langOf, withData } from '../http/errors.ts';
import { t as msg } from '../messages.ts';
import { authenticate, bearerAuth } from './authentication.ts';
import { operatorAccess, operatorAccessOf, operatorBearer } from './operatorAccess.ts';
import { publicReads } from './publicReads.ts';
import { type RateLimits, rateLimitOf, rateLimits } from './rateLimits.ts';
import { responseValidation } from './responseValidation.ts';
import { type UploadLimits, uploads } from './uploads.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const apiDocumentPath = path.join(root, 'openapi', 'api.yaml');

function readApiDocument(): Record<string, unknown> {
  return parseYaml(readFileSync(apiDocumentPath, 'utf8')) as Record<string, unknown>;
}

type OperationObject = { operationId?: string; requestBody?: { content?: Record<string, unknown> }; security?: Record<string, unknown>[] };

/** Operations that need a signed-in user (`bearerAuth`), or the console's operator or reviewer (`operatorBearer`). */
export function securedOperations(document: Record<string, unknown>, scheme: 'bearerAuth' | 'operatorBearer' = 'bearerAuth'): Set<string> {
  const result = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, OperationObject>>)) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId && operation.security?.some((requirement) => scheme in requirement)) result.add(operation.operationId);
    }
  }
  return result;
}

/** The content types each operation's request body may come in (lower case); an operation without a body has none. */
export function declaredBodyTypes(document: Record<string, unknown>): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, OperationObject>>)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      result.set(operation.operationId, new Set(Object.keys(operation.requestBody?.content ?? {}).map((type) => type.toLowerCase())));
    }
  }
  return result;
}

type AnyHandler = (c: Context, args: object) => Promise<{ code: number; body: unknown } | undefined>;

/** The route options the glue spreads over each generated route (its typing wants a full RouteOptions). */
function resolveOperation(ctx: Context, limits: RateLimits, warn: (line: string) => void) {
  return (operationId: string): RouteOptions => {
    const handler = handlers[operationId as OperationId] as unknown as AnyHandler;
    if (!handler) {
      // The typecheck and tests/server/units.test.ts catch this; at run time the rest of the API keeps working.
      warn(`openapi/api.yaml names ${operationId}, which the server does not implement: it answers 501`);
      return {
        config: { operationId },
        handler: async (request: FastifyRequest, reply: FastifyReply) =>
          reply.code(501).send({ status: 501, message: msg(langOf(request), 'serverError'), data: null }),
      } as unknown as RouteOptions;
    }
    return {
      config: { operationId, ...rateLimitOf(operationId, limits) },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        handlerStarted.add(request);
        let auth = request.auth;
        if (!auth && operationId === 'getMedia') {
          const found = await authenticate(ctx, request, true);
          if (found && found !== 'no-user') auth = found;
        }
        // Without a Content-Type fastify validates no body at all; an operation that takes one must still get it.
        if (request.routeOptions.schema?.body && (request.body === undefined || request.body === null)) {
          throw new ApiError(422, 'invalid', { errors: { body: 'required' } });
        }
        const answer = await handler(ctx, { request, reply, lang: langOf(request), user: auth?.user, token: auth?.token });
        if (request.method !== 'GET' && !writesKeepingPublicReads.has(operationId)) ctx.cache.invalidate();
        if (answer === undefined) return reply;
        return reply.code(answer.code).send(withData(answer.body));
      },
    } as unknown as RouteOptions;
  };
}

export type ApiOptions = {
  ctx: Context;
  limits: RateLimits;
  validateResponses?: boolean;
  maxConcurrentUploads?: number;
  uploadLimits?: Partial<UploadLimits>;
};

/** Registered in a context of its own: its hooks run for the API's routes only, in the order the areas are registered. */
export const api: FastifyPluginAsync<ApiOptions> = async (instance, { ctx, limits, validateResponses, ...uploadOptions }) => {
  const apiDocument = readApiDocument();
  const access = operatorAccessOf(ctx);
  await instance.register(uploads, { ctx, bodyTypes: declaredBodyTypes(apiDocument), secured: securedOperations(apiDocument), ...uploadOptions });
  await instance.register(operatorAccess, { access, operatorSecured: securedOperations(apiDocument, 'operatorBearer') });
  await instance.register(publicReads, { ctx });
  await instance.register(rateLimits, { ctx });
  if (validateResponses) await instance.register(responseValidation);

  // fastify-openapi-glue warns of a missing body parser for every media type the contract names, the answers'
  // included (`application/octet-stream` is only ever sent, never accepted), at every start. Which request bodies
  // are accepted is decided before any is read (415 for the others, http/validation.ts), so its warning is noise:
  // its own context logs errors only.
  const warn = (line: string) => instance.log.warn(line);
  await instance.register(async (glue) => {
    glue.log = glue.log.child({}, { level: 'error' });
    await glue.register(openapiGlue, {
      specification: apiDocument,
      prefix: '/api/v1',
      operationResolver: resolveOperation(ctx, limits, warn),
      securityHandlers: { bearerAuth: bearerAuth(ctx), operatorBearer: operatorBearer(access) },
    });
  });
};
