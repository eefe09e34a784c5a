// `/metrics` in Prometheus's text format (prom-client), for an operator's scraper: off unless METRICS_TOKEN is set, then
// only with `Authorization: Bearer <token>`. Request latency by route and status class, uploads being received,
// recording analysis time, jobs' durations and the queue's depth, the database connections this process holds, and the
// process's own (memory, CPU, event loop).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/index.ts';
import { queueDepth } from '../queue/queue.ts';
import { onAnalysis, onJob } from '../timings.ts';
import { inSharedContext } from '../plugins/sharedContext.ts';
import { ApiError, sendRouteNotFound } from './errors.ts';

/** The PostgreSQL pool this process opened: its size, and the application_name its connections carry (server/main.ts). */
export type DatabasePool = { max: number; applicationName: string };

export type MetricsOptions = {
  /** METRICS_TOKEN; without it /metrics is a 404 like any unknown path, and nothing is measured. */
  token?: string;
  database: Database;
  pool?: DatabasePool;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry /metrics answers from, when metrics are on: other areas (a job queue) add their own to it. */
    metrics: Registry | undefined;
  }
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const metrics = inSharedContext<MetricsOptions>('metrics', async (app, { token, database, pool }) => {
  const probe = { logLevel: 'warn' as const };
  if (!token) {
    app.decorate('metrics', undefined);
    // Registered anyway, so that the built site's page for unknown paths never answers it with 200.
    app.get('/metrics', probe, async (request, reply) => sendRouteNotFound(request, reply));
    return;
  }
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request\'s headers to its answer, by route (the path pattern; "unmatched" for an unknown path) and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const uploads = new Gauge({
    name: 'uploads_in_flight',
    help: 'Multipart uploads being received or checked now (past the upload gate: signed in, within the limits)',
    registers: [registry],
  });
  const analysis = new Histogram({
    name: 'recording_analysis_seconds',
    help: 'Time ffmpeg took to check and convert one recording, by outcome (ok, a refusal reason, or failed)',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers: [registry],
  });
  app.addHook('onClose', onAnalysis(({ seconds, outcome }) => analysis.observe({ outcome }, seconds)));
  // Jobs this process worked (a serving process with WORK_JOBS, or the worker's own /metrics: server/worker.ts).
  const jobs = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time one job from the queue took in this process, by job and outcome (completed; failed, then retried with backoff)',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });
  app.addHook('onClose', onJob(({ job, outcome, seconds }) => jobs.observe({ job, outcome }, seconds)));
  // What a scrape asks the database, asked once per scrape and one query after the other, so that counting this
  // process's busy connections never counts the scrape's own other query.
  type DatabaseReading = { depth: Awaited<ReturnType<typeof queueDepth>>; pool: { state: string; n: number }[] };
  let reading: Promise<DatabaseReading> | undefined;
  const readDatabase = () =>
    (reading ??= (async (): Promise<DatabaseReading> => {
      try {
        const depth = await queueDepth(database.db);
        const poolRows =
          database.engine === 'postgres' && pool
            ? ((await database.db.execute(
                sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity where application_name = ${pool.applicationName} and pid <> pg_backend_pid() group by 1`,
              )) as unknown as { state: string; n: number }[])
            : [];
        return { depth, pool: [...poolRows] };
      } finally {
        setImmediate(() => (reading = undefined));
      }
    })());
  // The queue is in the database: every process sees the same depth.
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs in the queue by job and state: created (waiting), retry (waiting for its backoff), active (being worked)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, state, count } of (await readDatabase()).depth) this.set({ job: name, state }, count);
    },
  });

  if (database.engine === 'postgres' && pool) {
    new Gauge({ name: 'database_pool_max', help: 'Connections this process may open to PostgreSQL (DATABASE_POOL_SIZE)', registers: [registry] }).set(pool.max);
    // postgres.js keeps its pool to itself; PostgreSQL knows each connection's state. The scrape's own query is left out.
    new Gauge({
      name: 'database_pool_connections',
      help: 'Connections this process holds to PostgreSQL, by state as pg_stat_activity reports it (active, idle, idle in transaction)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const state of ['active', 'idle', 'idle in transaction']) this.set({ state }, 0);
        for (const row of (await readDatabase()).pool) this.set({ state: row.state }, row.n);
      },
    });
  }

  // An upload counts once the upload gate (server/plugins/uploads.ts, an onRequest hook) let it through: preParsing
  // runs after every onRequest hook, and not at all for a refused one.
  const counted = new WeakSet<FastifyRequest>();
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.config.operationId && request.mediaType === 'multipart/form-data') {
      counted.add(request);
      uploads.inc();
    }
  });
  const uploadDone = async (request: FastifyRequest) => {
    if (counted.delete(request)) uploads.dec();
  };
  app.addHook('onRequestAbort', uploadDone);
  app.addHook('onResponse', async (request, reply) => {
    await uploadDone(request);
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', probe, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, 'unauthenticated');
    }
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
});

/** The application_name that marks this process's connections, so /metrics can count them in pg_stat_activity. */
export function withApplicationName(url: string, name: string): { url: string; applicationName: string } {
  const parsed = new URL(url);
  const given = parsed.searchParams.get('application_name');
  if (given) return { url, applicationName: given };
  parsed.searchParams.set('application_name', name);
  return { url: parsed.toString(), applicationName: name };
}
