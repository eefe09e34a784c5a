// Housekeeping at start and every hour: expired rows out of revoked_tokens, rate_counters and appointment_holds, and uploaded files that no
// row names (a process killed between writing a file and committing its row leaves one behind).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, lte } from 'drizzle-orm';
import { purgeExpiredCounters } from './auth/counters.ts';
import type { Db } from './db/index.ts';
import * as t from './db/schema.ts';
import { INCOMING, type MediaFolder } from './api/uploads.ts';
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
 * while no other process can be writing there (PGlite, whose data directory this process has locked); with several
 * processes on one PostgreSQL, a younger file may belong to an upload whose row is not committed yet.
 * Returns the names removed.
 */
export async function removeOrphanUploads(db: Db, uploadsDir: string, now: Date, minAgeMs: number): Promise<string[]> {
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
  // Files still arriving live in .incoming: none of them is named by a row until it is moved.
  const folders: [string, Set<string>][] = [...Object.entries(known), [INCOMING, new Set<string>()]];
  for (const [folder, names] of folders) {
    const dir = path.join(uploadsDir, folder);
    let entries: string[];
    try {
      entries = await readdir(dir);
    } catch {
      continue; // nothing uploaded there yet
    }
    for (const name of entries) {
      if (names.has(name)) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || now.getTime() - info.mtimeMs < minAgeMs) continue;
      await rm(file, { force: true });
      removed.push(`${folder}/${name}`);
    }
  }
  return removed;
}

/** Runs both now and then every hour (the timer never keeps the process alive). Returns the function that stops it. */
export async function startMaintenance(options: {
  db: Db;
  uploadsDir: string;
  now: () => Date;
  orphanMinAgeMs: number;
  log: { info(message: string): void; error(details: object, message: string): void };
}): Promise<() => void> {
  const run = async () => {
    try {
      await purgeExpiredRows(options.db, options.now());
      const closed = await closeOverdueAttempts(options.db, options.now());
      if (closed) options.log.info(`Closed ${closed} first-track attempt(s) at their deadline`);
      const removed = await removeOrphanUploads(options.db, options.uploadsDir, options.now(), options.orphanMinAgeMs);
      if (removed.length) options.log.info(`Removed ${removed.length} uploaded file(s) that no record names`);
    } catch (error) {
      options.log.error({ err: error }, 'maintenance failed');
    }
  };
  await run();
  const timer = setInterval(() => void run(), MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
