// Background and scheduled work on pg-boss (issue 32, point 3): a job queue kept in the same database as the data, in
// pg-boss's own schema (`pgboss`), on PostgreSQL and on the embedded PGlite alike. pg-boss is given our connection through
// its `db` option (one `executeSql` function), so it opens no pool of its own: on PostgreSQL it shares postgres.js's,
// on PGlite it talks to the database thread (server/db/pgliteThread.ts).
//
// pg-boss 10 is the newest line that runs on Node 20 (11 and 12 need Node 22), and this project's engines include Node 20.
//
// What the queue gives: a cron schedule sends at most one job per minute slot however many processes run it (pg-boss's
// timekeeper sends with a singleton key per slot); a job that throws is retried with exponential backoff; a job whose
// process died (`kill -9`) is expired after its queue's expireInSeconds and retried, and on PGlite, whose data directory
// one process holds alone, every job still active at start belonged to a dead process and is failed over at once.
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/index.ts';
import { type JobTiming, reportJob } from '../timings.ts';

/** Rows of a raw query, whichever driver answered (PGlite: `{ rows }`; postgres.js: the array itself). */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** pg-boss's connection interface over our database: parameterised statements one at a time, plain SQL as a script. */
export function queueConnection(database: Database): PgBoss.Db {
  if (database.engine === 'postgres') {
    const client = database.postgres!;
    return {
      async executeSql(text, values) {
        // A statement with parameters goes through the extended protocol; pg-boss's migration scripts (several
        // statements, no parameters) through the simple one, which alone accepts more than one statement.
        let result;
        // As node-postgres (pg-boss's own driver) sends them: undefined as null, an object as its JSON.
        const params = values?.map((value) =>
          value === undefined ? null : value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && !Buffer.isBuffer(value) ? JSON.stringify(value) : value,
        );
        if (params?.length) result = await client.unsafe(text, params as never[]);
        else {
          // A script may hold BEGIN … COMMIT, which postgres.js allows only on a connection reserved for it.
          const reserved = await client.reserve();
          try {
            result = await reserved.unsafe(text).simple();
          } catch (error) {
            await reserved.unsafe('ROLLBACK').catch(() => {});
            throw error;
          } finally {
            reserved.release();
          }
        }
        const last = Array.isArray(result) && Array.isArray(result.at(-1)) ? (result.at(-1) as unknown as unknown[]) : result;
        return { rows: [...(last as unknown[])], rowCount: (last as { count?: number }).count ?? 0 } as { rows: unknown[] };
      },
    };
  }
  const thread = database.pglite!;
  return {
    async executeSql(text, values) {
      if (values?.length) return await thread.query(text, values);
      // PGlite's `query` takes one statement; `exec` takes a script and answers each statement's result. PGlite has one
      // session for everything: a script whose BEGIN … COMMIT failed half-way must not leave it in an aborted transaction.
      try {
        const results = await thread.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        if (/^\s*BEGIN\b/i.test(text)) await thread.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

export type JobLog = { info(message: string): void; error(details: object, message: string): void };

/** One kind of job: its queue, how it is retried, and (optionally) its cron schedule in Mecca time. */
export type JobDefinition<T extends object = object> = {
  name: string;
  /** Five-field cron (minute resolution), read in Asia/Riyadh; unset: the job is only sent. */
  cron?: string;
  retryLimit?: number;
  /** Seconds before the first retry; doubled at each next one (backoff). */
  retryDelay?: number;
  /** A job running longer than this is taken as dead (its process killed) and retried. */
  expireInSeconds?: number;
  /** pg-boss's policy: 'stately' keeps at most one queued and one active job per singleton key. */
  policy?: PgBoss.QueuePolicy;
  /** How many jobs one process works at once (each its own fetch). */
  concurrency?: number;
  run(data: T, job: { id: string; retryCount: number }): Promise<string | void>;
};

export type Queue = {
  boss: PgBoss;
  /** Sends a job (deduplicated by `singletonKey` where the queue's policy says so); resolves to its id, or null if refused as a duplicate. */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Stops fetching, lets running jobs finish (bounded by `timeoutMs`), and stops the schedules' clock. */
  stop(timeoutMs?: number): Promise<void>;
};

/** What a handler may do with the queue: send a job. Before the queue has started (or without one, in tests) it sends nothing. */
export type JobSender = Pick<Queue, 'send'>;

export type QueueTimings = {
  /** How often a worker asks for jobs (pg-boss's default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are failed over and old ones archived (pg-boss's default 120 s). */
  maintenanceIntervalSeconds?: number;
  /** How often the schedules are checked (30 s) and due cron jobs sent (5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
};

/** Queue timings from the environment (tests shorten them): QUEUE_POLL_SECONDS, QUEUE_MAINTENANCE_SECONDS, QUEUE_CRON_SECONDS. */
export function queueTimingsFromEnv(env: NodeJS.ProcessEnv = process.env): QueueTimings {
  const seconds = (name: string) => (Number(env[name]) > 0 ? Number(env[name]) : undefined);
  const poll = seconds('QUEUE_POLL_SECONDS');
  const maintenance = seconds('QUEUE_MAINTENANCE_SECONDS');
  const cron = seconds('QUEUE_CRON_SECONDS');
  return {
    ...(poll ? { pollingIntervalSeconds: Math.max(0.5, poll) } : {}),
    ...(maintenance ? { maintenanceIntervalSeconds: maintenance } : {}),
    ...(cron ? { cronMonitorIntervalSeconds: Math.min(45, cron), cronWorkerIntervalSeconds: Math.min(45, cron) } : {}),
  };
}

/**
 * Starts pg-boss on the database (creating or migrating its schema under its own advisory lock), creates each job's
 * queue and schedule, and, with `work`, works them. Without `work` this process only sends jobs (a server with
 * WORK_JOBS=false); the schedules then fire in whichever processes work.
 */
export async function startQueue(options: {
  database: Database;
  jobs: JobDefinition<never>[];
  work: boolean;
  log: JobLog;
  timings?: QueueTimings;
}): Promise<Queue> {
  const { database, log } = options;
  const timings = options.timings ?? {};
  const boss = new PgBoss({
    db: queueConnection(database),
    schedule: options.work,
    supervise: options.work,
    ...(timings.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds } : {}),
    ...(timings.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds } : {}),
    ...(timings.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: timings.cronWorkerIntervalSeconds } : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const job of options.jobs) {
    const queue: PgBoss.Queue = {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelay ?? 10,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    };
    // Another process may create it at the same moment: the second creation is a no-op, an update keeps settings current.
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
    else await boss.createQueue(job.name, queue).catch(async () => boss.updateQueue(job.name, queue));
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'Asia/Riyadh' });
  }

  if (options.work) {
    // PGlite: this process holds the data directory alone, so a job still active belonged to a killed process.
    if (database.engine === 'pglite') await failOverOrphans(boss, database, log);
    for (const job of options.jobs) {
      const workOptions = { batchSize: 1, ...(timings.pollingIntervalSeconds ? { pollingIntervalSeconds: timings.pollingIntervalSeconds } : {}) };
      for (let i = 0; i < (job.concurrency ?? 1); i++) {
        await boss.work<object>(job.name, workOptions, async ([current]) => {
          if (!current) return;
          const meta = current as PgBoss.Job<object> & { retryCount?: number };
          const started = performance.now();
          const timed = (outcome: JobTiming['outcome']) => reportJob({ job: job.name, outcome, seconds: (performance.now() - started) / 1000 });
          try {
            const said = await job.run(current.data as never, { id: current.id, retryCount: meta.retryCount ?? 0 });
            timed('completed');
            if (said) log.info(said);
          } catch (error) {
            timed('failed');
            log.error({ err: error }, `job ${job.name} failed (it is retried with backoff)`);
            throw error;
          }
        });
      }
    }
  }

  return {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    async stop(timeoutMs = 8_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}

async function failOverOrphans(boss: PgBoss, database: Database, log: JobLog): Promise<void> {
  const { rows } = await queueConnection(database).executeSql(`select id, name from pgboss.job where state = 'active'`, []);
  const byName = new Map<string, string[]>();
  for (const row of rows as { id: string; name: string }[]) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  for (const [name, ids] of byName) {
    for (const id of ids) await boss.fail(name, id, { message: 'the process working it stopped' });
    log.info(`Retrying ${ids.length} ${name} job(s) that a stopped process was working`);
  }
}

/** Jobs waiting (created), waiting to retry, and being worked, per queue: what /metrics reports as the queue's depth. */
export async function queueDepth(db: Db): Promise<{ name: string; state: 'created' | 'retry' | 'active'; count: number }[]> {
  const ready = await db.execute(sql`select to_regclass('pgboss.job') is not null as ready`);
  if (!rowsOf<{ ready: boolean }>(ready)[0]?.ready) return [];
  const rows = rowsOf<{ name: string; state: string; n: number }>(
    await db.execute(
      sql`select name, state::text as state, count(*)::int as n from pgboss.job where name not like '\_\_pgboss%' and state in ('created', 'retry', 'active') group by 1, 2`,
    ),
  );
  return rows.map((row) => ({ name: row.name, state: row.state as 'created' | 'retry' | 'active', count: Number(row.n) }));
}

export type JobRecord = {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  error: string | null;
};

/** A timestamp as PostgreSQL writes it (PGlite answers text: `2026-11-27 07:36:38.955+00`) or as postgres.js parsed it. */
const asDate = (value: unknown): Date | null => {
  if (value == null) return null;
  if (value instanceof Date) return value;
  return new Date(String(value).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
};

/**
 * Recent jobs, newest first, from pg-boss's job and archive tables (its schema is documented; its API has no listing in
 * version 10): what administrators see in the console. `failedOnly` keeps the failed ones and those waiting to retry.
 */
export async function recentJobs(db: Db, options: { limit: number; failedOnly?: boolean }): Promise<JobRecord[]> {
  const ready = await db.execute(sql`select to_regclass('pgboss.job') is not null as ready`);
  if (!rowsOf<{ ready: boolean }>(ready)[0]?.ready) return [];
  const where = sql`name not like '\_\_pgboss%' ${options.failedOnly ? sql`and state in ('failed', 'retry')` : sql``}`;
  const columns = sql`id::text as id, name, state::text as state, retry_count, retry_limit, created_on, started_on, completed_on, output`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select * from (select ${columns} from pgboss.job where ${where} union all select ${columns} from pgboss.archive where ${where}) j order by created_on desc limit ${options.limit}`,
    ),
  );
  return rows.map((row) => {
    const output = row.output as { message?: unknown } | null;
    return {
      id: String(row.id),
      name: String(row.name),
      state: row.state as JobRecord['state'],
      retryCount: Number(row.retry_count),
      retryLimit: Number(row.retry_limit),
      createdOn: asDate(row.created_on)!,
      startedOn: asDate(row.started_on),
      completedOn: asDate(row.completed_on),
      error: (row.state === 'failed' || row.state === 'retry') && output && typeof output.message === 'string' ? output.message.slice(0, 500) : null,
    };
  });
}
