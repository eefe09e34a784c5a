// A process's life as a proxy or an orchestrator sees it: `GET /healthz` (alive), `GET /readyz` (the database and the
// file store answer, and the process is not draining), the request id every answer and log line carries, and the drain
// on SIGTERM (server/main.ts): stop accepting, finish what is in flight within a bound, then close.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Server as NetServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { inSharedContext } from '../plugins/sharedContext.ts';

/** A dependency /readyz asks: resolves when it answers, rejects (or outlasts `READINESS_TIMEOUT_MS`) when not. */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

/** How long /readyz waits for one dependency before counting it as not answering. */
export const READINESS_TIMEOUT_MS = 2_000;

/** What a proxy may pass as X-Request-Id: short, and nothing that could break a log line or a header. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when the request comes straight from a trusted proxy (TRUST_PROXY) and
 * the id is well formed, else a new UUID. A client that reaches the process directly cannot choose its id.
 */
export function requestIdOf(trusted: (address: string | undefined) => boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && REQUEST_ID.test(given) && trusted(request.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

export type Lifecycle = {
  /** True from the drain's start: /readyz answers 503, every answer ends its connection. */
  readonly draining: boolean;
  /** Requests being answered now (uploads included, from their headers to their answer or abort). */
  inFlight(): number;
  /**
   * Stops accepting connections (a proxy's next connection is refused, and it tries another process), answers what is in
   * flight, and resolves once nothing is, or after `graceMs` with the connections still busy cut; `cut` counts them.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** The uploads directory can be written: the local file store answers. */
export const localStoreCheck = (uploadsDir: string): ReadinessCheck => ({ name: 'store', check: () => access(uploadsDir, constants.W_OK) });

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export type LifecycleOptions = { database: Database; checks: ReadinessCheck[] };

export const lifecycle = inSharedContext<LifecycleOptions>('lifecycle', async (app, { database, checks }) => {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  // Counted on the HTTP server itself, so that a request is in flight from its headers until its answer is sent or its
  // connection ends, whatever fastify does with it in between.
  app.server.on('request', (_request: IncomingMessage, response: NodeJS.EventEmitter) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  });

  const state: Lifecycle = {
    get draining() {
      return draining;
    },
    inFlight: () => inFlight,
    async drain(graceMs) {
      draining = true;
      // net.Server's close stops accepting and leaves open connections alone (http.Server's would also end the idle
      // ones at once): a request on a kept-alive connection is still answered, with `Connection: close`.
      if (app.server.listening) NetServer.prototype.close.call(app.server, () => {});
      if (inFlight === 0) return { cut: 0 };
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        new Promise<true>((resolve) => (idle = () => resolve(true))),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timer);
      idle = undefined;
      if (finished) return { cut: 0 };
      const cut = inFlight;
      app.server.closeAllConnections();
      return { cut };
    },
  };
  app.decorate('lifecycle', state);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While draining every answer ends its connection: the proxy's next request opens a new one, which is refused, so it
  // goes to another process.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  const all: ReadinessCheck[] = [{ name: 'database', check: () => database.db.execute(sql`select 1`) }, ...checks];
  const failing = new Set<string>();
  // Probes are asked every few seconds: their requests are logged only when something is wrong (warn and above).
  const probe = { logLevel: 'warn' as const, config: {} };
  app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));
  app.get('/readyz', probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all(
      all.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), READINESS_TIMEOUT_MS);
          if (failing.delete(name)) request.log.warn(`readiness: the ${name} answers again`);
          return [name, 'ok'] as const;
        } catch (error) {
          // Said once when it stops answering, not at every probe.
          if (!failing.has(name)) request.log.warn({ err: error }, `readiness: the ${name} does not answer`);
          failing.add(name);
          return [name, 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
});
