// Housekeeping at start and every hour: expired rows out of revoked_tokens, rate_counters and appointment_holds, uploaded files that no
// row names (a process killed between writing a file and committing its row leaves one behind), and what dead processes were receiving. Scheduled work runs once
// across every server process on one database: it is a cron schedule of the job queue (server/queue/queue.ts).
import { isNotNull, lte } from 'drizzle-orm';
import { purgeExpiredCounters } from './auth/counters.ts';
import type { Db } from './db/index.ts';
import * as t from './db/schema.ts';
import type { MediaFolder } from './api/uploads.ts';
import { removeDeadIncoming } from './storage/incoming.ts';
import type { FileStore } from './storage/index.ts';
import { purgeExpiredHolds } from './api/tracks/appointments.ts';
import { closeOverdueAttempts } from './api/tracks/first.ts';
import type { JobDefinition } from './queue/queue.ts';

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

// ---------------------------------------------------------------- scheduled work, on the job queue

type Log = { info(message: string): void; error(details: object, message: string): void };

/** One housekeeping pass: expired rows, overdue attempts, orphan uploads (younger than `orphanMinAgeMs` kept). */
export async function housekeeping(options: { db: Db; store: FileStore; uploadsDir: string; orphanMinAgeMs: number }, now: Date): Promise<string> {
  await purgeExpiredRows(options.db, now);
  const closed = await closeOverdueAttempts(options.db, now);
  const removed = await removeOrphanUploads(options.db, options.store, options.uploadsDir, now, options.orphanMinAgeMs);
  const said = [closed ? `Closed ${closed} first-track attempt(s) at their deadline` : '', removed.length ? `Removed ${removed.length} uploaded file(s) that no record names` : ''];
  return said.filter(Boolean).join('; ');
}

/**
 * The server's scheduled work as queue jobs (server/queue): each cron slot is sent once across every process on the
 * database, worked by one of them, and retried with backoff when it fails. Scheduled runs, with uploads in flight,
 * leave stored files younger than an hour (a row may not be committed yet).
 */
export function maintenanceJobs(options: { db: Db; store: FileStore; uploadsDir: string; now: () => Date }): JobDefinition[] {
  return [
    {
      // Expired rows, overdue attempts and orphan uploads: hourly.
      name: 'housekeeping',
      cron: '0 * * * *',
      retryLimit: 3,
      retryDelay: 60,
      run: () => housekeeping({ ...options, orphanMinAgeMs: MAINTENANCE_INTERVAL_MS }, options.now()),
    },
    {
      // Deadlines: a quiz attempt past its time and a slot hold past its five minutes end within the minute even when
      // nobody reads them (both are also ended lazily when read).
      name: 'deadlines',
      cron: '* * * * *',
      retryLimit: 2,
      retryDelay: 10,
      expireInSeconds: 5 * 60,
      async run() {
        const now = options.now();
        const closed = await closeOverdueAttempts(options.db, now);
        await purgeExpiredHolds(options.db, now);
        return closed ? `Closed ${closed} first-track attempt(s) at their deadline` : '';
      },
    },
  ];
}

/**
 * Housekeeping at start, before the first request. What dead processes were receiving (uploads/.incoming) goes at
 * every start. On PGlite (`ownsUploads`: this process holds the data directory alone) every unnamed file is an orphan
 * now, and what a crash left behind must go before the first request, so housekeeping runs here whatever the schedule
 * says; on PostgreSQL the hourly schedule does it (orphans younger than an hour may be uploads not yet committed).
 */
export async function startupHousekeeping(options: { db: Db; store: FileStore; uploadsDir: string; now: () => Date; ownsUploads: boolean; log: Log }): Promise<void> {
  try {
    if (options.ownsUploads) {
      const said = await housekeeping({ ...options, orphanMinAgeMs: 0 }, options.now());
      if (said) options.log.info(said);
    } else {
      const removed = await removeDeadIncoming(options.uploadsDir, { now: options.now(), minAgeMs: MAINTENANCE_INTERVAL_MS, exclusive: false });
      if (removed.length) options.log.info(`Removed ${removed.length} file(s) that stopped processes were receiving`);
    }
  } catch (error) {
    options.log.error({ err: error }, 'maintenance failed');
  }
}
