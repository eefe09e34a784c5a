// Housekeeping at start and every hour: expired rows out of revoked_tokens, rate_counters and appointment_holds, uploaded files that no
// row names (a process killed between writing a file and committing its row leaves one behind), and what dead processes were receiving. Scheduled work runs once
// across every server process on one database: a job's period is claimed in the jobs table before it runs.
import { hostname } from 'node:os';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { purgeExpiredCounters } from './auth/counters.ts';
import type { Db } from './db/index.ts';
import * as t from './db/schema.ts';
import type { MediaFolder } from './api/uploads.ts';
import { removeDeadIncoming } from './storage/incoming.ts';
import type { FileStore } from './storage/index.ts';
import { purgeExpiredHolds } from './api/tracks/appointments.ts';
import { closeOverdueAttempts } from './api/tracks/first.ts';

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

/** A revoked token past its expiry would be refused anyway; its row is dead weight. */
export async function purgeExpiredRows(db: Db, now: Date): Promise<void> {
  await db.delete(t.revokedTokens).where(lte(t.revokedTokens.expiresAt, now));
  await purgeExpiredCounters(db, now);
  await purgeExpiredHolds(db, now);
}

/**
 * Removes files under the upload folders that no recording or picture names, when older than `minAgeMs`: 0 is safe only
 * while no other process can be writing there (PGlite, whose data directory this process has locked, at start); with
 * several processes on one PostgreSQL, a younger file may belong to an upload whose row is not committed yet. Files
 * still arriving (uploads/.incoming) go when no live process owns them (server/storage/incoming.ts): with `exclusive`
 * every other process's folder is dead. Returns the names removed.
 */
export async function removeOrphanUploads(db: Db, store: FileStore, uploadsDir: string, now: Date, minAgeMs: number, exclusive = minAgeMs === 0): Promise<string[]> {
  const recordings = await db
    .select({ track: t.recordings.track, fileName: t.recordings.fileName, playbackFileName: t.recordings.playbackFileName })
    .from(t.recordings);
  const pictures = await db.select({ fileName: t.users.thumbnail }).from(t.users).where(isNotNull(t.users.thumbnail));
  // A take is kept as its original and the copy every browser plays, side by side in its folder.
  const filesOf = (track: 'second' | 'fifth') =>
    new Set(recordings.filter((r) => r.track === track).flatMap((r) => (r.playbackFileName ? [r.fileName, r.playbackFileName] : [r.fileName])));
  const known: Partial<Record<MediaFolder, Set<string>>> = {
    clips: filesOf('second'),
    attempts: filesOf('fifth'),
    thumbnails: new Set(pictures.map((p) => p.fileName!)),
  };
  const removed: string[] = [];
  for (const [folder, names] of Object.entries(known)) {
    for (const entry of await store.list(`${folder}/`)) {
      const name = entry.key.slice(folder.length + 1);
      if (names.has(name) || now.getTime() - entry.modifiedAt.getTime() < minAgeMs) continue;
      await store.delete(entry.key);
      removed.push(entry.key);
    }
  }
  removed.push(...(await removeDeadIncoming(uploadsDir, { now, minAgeMs: Math.max(minAgeMs, MAINTENANCE_INTERVAL_MS), exclusive })));
  return removed;
}

// ---------------------------------------------------------------- scheduled work, once across processes

/** A piece of scheduled work: run at most once per `everyMs` over every process sharing the database. */
export type Job = { name: string; everyMs: number; run(now: Date): Promise<string | void> };

/** Who runs a job, for the jobs table (host and pid, unique among processes on one database). */
export const processName = (): string => `${hostname()}:${process.pid}`;

/**
 * Claims the job's current period for `owner`: true for exactly one caller per period, however many processes ask at
 * once. The claim is one conditional UPDATE that moves next_run_at forward; PostgreSQL runs concurrent ones on the same
 * row one after the other and re-checks the condition for the later ones, which then match nothing.
 */
export async function claimJob(db: Db, name: string, everyMs: number, now: Date, owner: string): Promise<boolean> {
  await db.insert(t.jobs).values({ name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(t.jobs)
    .set({ nextRunAt: new Date(now.getTime() + everyMs), runs: sql`${t.jobs.runs} + 1`, lastStartedAt: now, lastRunBy: owner, lastError: null })
    .where(and(eq(t.jobs.name, name), lte(t.jobs.nextRunAt, now)))
    .returning({ name: t.jobs.name });
  return claimed.length === 1;
}

/** Runs the job if this process claims its period (or unconditionally with `force`). Returns whether it ran. */
export async function runJob(db: Db, job: Job, now: Date, owner: string, log: Log, force = false): Promise<boolean> {
  if (!(await claimJob(db, job.name, job.everyMs, now, owner)) && !force) return false;
  try {
    const said = await job.run(now);
    if (said) log.info(said);
    await db.update(t.jobs).set({ lastFinishedAt: new Date() }).where(eq(t.jobs.name, job.name));
  } catch (error) {
    log.error({ err: error }, `scheduled job ${job.name} failed`);
    await db
      .update(t.jobs)
      .set({ lastFinishedAt: new Date(), lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(eq(t.jobs.name, job.name))
      .catch(() => {});
  }
  return true;
}

type Log = { info(message: string): void; error(details: object, message: string): void };

/**
 * Checks every `tickMs` whether a job is due and runs the due ones this process claims. Every process runs this; each
 * period of each job is run by one of them. The timer never keeps the process alive. Returns the function that stops it.
 */
export function startScheduler(options: { db: Db; jobs: Job[]; now: () => Date; log: Log; owner?: string; tickMs?: number }): () => void {
  const owner = options.owner ?? processName();
  let running = false;
  const tick = async () => {
    if (running) return; // a long job: the next tick waits for it
    running = true;
    try {
      for (const job of options.jobs) await runJob(options.db, job, options.now(), owner, options.log);
    } catch (error) {
      options.log.error({ err: error }, 'the scheduler could not check its jobs');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.tickMs ?? 15_000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

/** The server's scheduled work. */
export function serverJobs(options: { db: Db; store: FileStore; uploadsDir: string; orphanMinAgeMs: number }): Job[] {
  return [
    {
      // Expired rows, overdue attempts and orphan uploads: hourly.
      name: 'housekeeping',
      everyMs: MAINTENANCE_INTERVAL_MS,
      async run(now) {
        await purgeExpiredRows(options.db, now);
        const closed = await closeOverdueAttempts(options.db, now);
        const removed = await removeOrphanUploads(options.db, options.store, options.uploadsDir, now, options.orphanMinAgeMs);
        const said = [closed ? `Closed ${closed} first-track attempt(s) at their deadline` : '', removed.length ? `Removed ${removed.length} uploaded file(s) that no record names` : ''];
        return said.filter(Boolean).join('; ');
      },
    },
    {
      // Deadlines: a quiz attempt past its time and a slot hold past its five minutes end within the minute even when
      // nobody reads them (both are also ended lazily when read).
      name: 'deadlines',
      everyMs: 60_000,
      async run(now) {
        const closed = await closeOverdueAttempts(options.db, now);
        await purgeExpiredHolds(options.db, now);
        return closed ? `Closed ${closed} first-track attempt(s) at their deadline` : '';
      },
    },
  ];
}

/**
 * Housekeeping now, before the first request, then the scheduled jobs. What dead processes were receiving
 * (uploads/.incoming) goes at every start. On PGlite (`ownsUploads`: this process holds the data directory alone)
 * housekeeping runs at every start whatever the schedule says, because what a crash left behind must go before the
 * first request, and every unnamed file is an orphan then; on PostgreSQL it runs only when this process claims it.
 * Scheduled runs, with uploads in flight, leave stored files younger than an hour (a row may not be committed yet).
 * Returns the stop function.
 */
export async function startMaintenance(options: {
  db: Db;
  store: FileStore;
  uploadsDir: string;
  now: () => Date;
  orphanMinAgeMs: number;
  ownsUploads?: boolean;
  log: Log;
  tickMs?: number;
}): Promise<() => void> {
  const ownsUploads = options.ownsUploads ?? options.orphanMinAgeMs === 0;
  const owner = processName();
  try {
    // On PostgreSQL housekeeping may not be this process's to run now; on PGlite it runs and removes these too.
    if (!ownsUploads) {
      const removed = await removeDeadIncoming(options.uploadsDir, { now: options.now(), minAgeMs: MAINTENANCE_INTERVAL_MS, exclusive: false });
      if (removed.length) options.log.info(`Removed ${removed.length} file(s) that stopped processes were receiving`);
    }
    await runJob(options.db, serverJobs(options)[0]!, options.now(), owner, options.log, ownsUploads);
  } catch (error) {
    options.log.error({ err: error }, 'maintenance failed');
  }
  const jobs = serverJobs({ ...options, orphanMinAgeMs: Math.max(options.orphanMinAgeMs, MAINTENANCE_INTERVAL_MS) });
  return startScheduler({ db: options.db, jobs, now: options.now, log: options.log, owner, ...(options.tickMs ? { tickMs: options.tickMs } : {}) });
}
