// The site archive: `npm run export` / `npm run import` (server/commands/export.ts, import.ts), the console's exports
// (server/api/operator/exports.ts) and the automatic export before a destructive action. Format: ./format.ts.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Db } from '../db/index.ts';
import { type FileStore, checkKey } from '../storage/index.ts';
import { type ExportOptions, writeArchive } from './export.ts';
import type { Manifest } from './format.ts';

export { writeArchive, type ExportOptions } from './export.ts';
export { restoreArchive, verifyArchive, describeArchive } from './import.ts';
export { ArchiveError, type Manifest } from './format.ts';

/** The store's folder that holds archives made on the server (the console's and the automatic ones). */
export const EXPORTS_FOLDER = 'exports';
/** Archives in the store end so (one extension: a storage key has one). */
export const EXPORT_EXTENSION = 'tgz';

/** `20261127T074500Z`: an archive's name sorts by when it was made. */
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** The storage key of an archive made at `at`: `exports/<stamp>-site|competition-<id>[-before-<action>]-<random>.tgz`. */
export function exportKey(at: Date, scope: { competitionId?: number; before?: string }): string {
  const what = scope.competitionId === undefined ? 'site' : `competition-${scope.competitionId}`;
  const random = randomBytes(4).toString('hex');
  return checkKey(`${EXPORTS_FOLDER}/${stamp(at)}-${what}${scope.before ? `-before-${scope.before}` : ''}-${random}.${EXPORT_EXTENSION}`);
}

/** Writes an archive into the store's exports folder; resolves with its key, size and manifest once it is whole. */
export async function exportToStore(db: Db, store: FileStore, options: ExportOptions & { before?: string; now: Date }): Promise<{ key: string; size: number; sha256: string; manifest: Manifest }> {
  const key = exportKey(options.now, { ...(options.competitionId !== undefined ? { competitionId: options.competitionId } : {}), ...(options.before ? { before: options.before } : {}) });
  const body = new PassThrough();
  const kept = store.put(key, body, { contentType: 'application/gzip' });
  let manifest: Manifest;
  try {
    manifest = await writeArchive(db, store, body, options);
  } catch (error) {
    body.destroy(error as Error);
    await kept.catch(() => {});
    await store.delete(key);
    throw error;
  }
  const stored = await kept;
  return { key, size: stored.size, sha256: stored.sha256, manifest };
}

/**
 * The automatic export before a destructive action (deleting a draft competition, anonymising a contestant): an archive
 * of the competition (or of the whole site when none is named) into the exports folder, listed in the console's exports
 * section. Call it before the destructive transaction; if it fails, the action must not go on.
 */
export async function exportBeforeDestructive(
  db: Db,
  store: FileStore,
  what: { action: string; competitionId?: number; now: Date; signingKeyPem?: Buffer },
): Promise<{ key: string; size: number; sha256: string; manifest: Manifest }> {
  return exportToStore(db, store, {
    now: what.now,
    before: what.action.replace(/[^A-Za-z0-9-]/g, '-'),
    ...(what.competitionId !== undefined ? { competitionId: what.competitionId } : {}),
    ...(what.signingKeyPem ? { signingKeyPem: what.signingKeyPem } : {}),
  });
}
