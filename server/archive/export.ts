// Writes the site archive (server/archive/format.ts): every table in dependency order, read in batches from one
// consistent snapshot, then every kept file streamed from the file store, then the manifest with each entry's checksum.
import { createHash } from 'node:crypto';
import { type Readable, type Writable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { type Pack, pack as tarPack } from 'tar-stream';
import type { Db, Tx } from '../db/index.ts';
import type { FileStore } from '../storage/index.ts';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveEntry, ArchiveError, MANIFEST, type Manifest, ROWS_PER_CHUNK, SIGNING_KEY_ENTRY, appVersion, migrationLevel, query } from './format.ts';
import { archivedTables, competitionCondition } from './tables.ts';

export type ExportOptions = {
  /** One competition's rows and files (and the people they name); the whole site when absent. */
  competitionId?: number;
  /** The certificate signing key (PEM): a whole-site archive carries it, so restored certificates verify alike. */
  signingKeyPem?: Buffer;
  now?: Date;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Adds one entry to the tar, waiting for the tar to take it (backpressure from the gzip and the output). */
function addBuffer(pack: Pack, name: string, data: Buffer, mtime: Date): Promise<ArchiveEntry> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mtime, mode: 0o644 }, data, (error) => (error ? reject(error) : resolve({ path: name, size: data.length, sha256: sha256(data) })));
  });
}

async function addStream(pack: Pack, name: string, body: Readable, size: number, mtime: Date): Promise<ArchiveEntry> {
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size, mtime, mode: 0o644 });
  await pipeline(
    body,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    entry as unknown as Writable,
  );
  return { path: name, size, sha256: hash.digest('hex') };
}

/** The storage keys a competition's rows name: its recordings (original and playback copy) and its people's pictures. */
async function competitionFiles(tx: Tx, competitionId: number, usersCondition: SQL | undefined): Promise<string[]> {
  const recordings = await query<{ track: string; file_name: string; playback_file_name: string | null }>(
    tx,
    sql`select track, file_name, playback_file_name from recordings where competition_id = ${competitionId}`,
  );
  const keys = recordings.flatMap((r) => {
    const folder = r.track === 'second' ? 'clips' : 'attempts';
    return [r.file_name, r.playback_file_name].filter((n): n is string => !!n).map((n) => `${folder}/${n}`);
  });
  if (usersCondition) {
    const pictures = await query<{ thumbnail: string }>(tx, sql`select t.thumbnail from users t where t.thumbnail is not null and (${usersCondition})`);
    keys.push(...pictures.map((p) => `thumbnails/${p.thumbnail}`));
  }
  return [...new Set(keys)].sort();
}

/**
 * Streams the archive into `out` (gzip over tar) and resolves with its manifest once every byte is written. The rows
 * come from one snapshot (a read-only repeatable-read transaction), held only while the tables are read; the files
 * follow, each as a stream (a kept file never changes under its key).
 */
export async function writeArchive(db: Db, store: FileStore, out: Writable, options: ExportOptions = {}): Promise<Manifest> {
  const now = options.now ?? new Date();
  const pack = tarPack();
  const written = pipeline(pack as unknown as Readable, createGzip(), out);
  // A failure on the output side (a full disk, a closed download) surfaces through `written`; the pack is then destroyed.
  written.catch(() => pack.destroy());
  try {
    const manifest = await fill(db, store, pack, options, now);
    await addBuffer(pack, MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

async function fill(db: Db, store: FileStore, pack: Pack, options: ExportOptions, now: Date): Promise<Manifest> {
  const tables = archivedTables();
  const competitionId = options.competitionId;
  const snapshot = async (tx: Tx) => {
    let competition: Manifest['competition'] = null;
    if (competitionId !== undefined) {
      const [row] = await query<{ id: number; title: { ar: string; en: string } }>(tx, sql`select id, title from competitions where id = ${competitionId}`);
      if (!row) throw new ArchiveError(`there is no competition ${competitionId}`);
      competition = { id: row.id, title: row.title };
    }
    const archived: Manifest['tables'] = [];
    let usersCondition: SQL | undefined;
    for (const table of tables) {
      let where: SQL | undefined;
      if (competitionId !== undefined) {
        where = competitionCondition(table, tables, competitionId);
        if (!where) continue; // site-wide: not part of one competition's archive
        if (table.name === 'users') usersCondition = where;
      }
      const order = sql.join(table.keyColumns.map((c) => sql`t.${sql.identifier(c)}`), sql`, `);
      const chunks: ArchiveEntry[] = [];
      let rows = 0;
      for (let offset = 0; ; offset += ROWS_PER_CHUNK) {
        const batch = await query<{ j: string }>(
          tx,
          sql`select row_to_json(t)::text as j from ${sql.identifier(table.name)} t ${where ? sql`where ${where}` : sql``} order by ${order} limit ${ROWS_PER_CHUNK} offset ${offset}`,
        );
        if (!batch.length) break;
        rows += batch.length;
        const name = `tables/${table.name}/${String(chunks.length + 1).padStart(6, '0')}.ndjson`;
        chunks.push(await addBuffer(pack, name, Buffer.from(`${batch.map((r) => r.j).join('\n')}\n`), now));
        if (batch.length < ROWS_PER_CHUNK) break;
      }
      archived.push({ name: table.name, rows, chunks });
    }
    const keys = competitionId === undefined ? undefined : await competitionFiles(tx, competitionId, usersCondition);
    return { competition, archived, level: await migrationLevel(tx), keys };
  };
  // One snapshot for every table (PGlite is PostgreSQL too, so the same statement serves both).
  const { competition, archived, level, keys } = await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return snapshot(tx);
  });

  const files: ArchiveEntry[] = [];
  const wanted = keys ?? (await collect(store.keys()));
  // Whole site: every kept file except the automatic exports themselves (an archive does not hold older archives).
  for (const key of wanted) {
    if (competitionId === undefined && key.startsWith('exports/')) continue;
    const found = await store.get(key);
    if (!found) continue; // named by a row, never kept (the demo's seeded takes)
    files.push(await addStream(pack, `files/${key}`, found.body, found.size, now));
  }
  if (competitionId === undefined && options.signingKeyPem) files.push(await addBuffer(pack, SIGNING_KEY_ENTRY, options.signingKeyPem, now));
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    appVersion: appVersion(),
    migration: level,
    createdAt: now.toISOString(),
    competition,
    tables: archived,
    files,
  };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
