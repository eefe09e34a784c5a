// Public reads answered from memory when possible (server/http/publicCache.ts), with an ETag either way.
import type { Context } from '../api/context.ts';
import { cachedOperations, revalidatedOperations } from '../api/index.ts';
import { langOf } from '../http/errors.ts';
import { matchesEtag } from '../http/publicCache.ts';
import { inSharedContext } from './sharedContext.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cacheGeneration?: number;
  }
}

const cacheControlOf = (operationId: string | undefined) => (operationId && revalidatedOperations.has(operationId) ? 'public, no-cache' : 'public, max-age=30');

export const publicReads = inSharedContext<{ ctx: Context }>('public reads', async (api, { ctx }) => {
  // A hit skips every later hook.
  api.addHook('onRequest', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId;
    if (request.method !== 'GET' || !operationId || !cachedOperations.has(operationId)) return;
    request.cacheGeneration = ctx.cache.currentGeneration();
    const hit = ctx.cache.get(`${langOf(request)} ${request.url}`);
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', cacheControlOf(operationId)).header('vary', 'Accept-Language, Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.code(hit.status).type('application/json; charset=utf-8').send(hit.body);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    const entry = ctx.cache.set(`${langOf(request)} ${request.url}`, 200, payload, request.cacheGeneration);
    reply.header('etag', entry.etag).header('cache-control', cacheControlOf(request.routeOptions.config.operationId)).header('vary', 'Accept-Language, Accept-Encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
