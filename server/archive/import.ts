// Restores a site archive (server/archive/format.ts) into an empty instance. Two passes over the file: the first
// checks every entry against the manifest's size and SHA-256 before the target is touched; the second writes every row
// in one transaction (sequences reset after) and every file into the store, and undoes the files if anything fails, so
// a refused or failed import leaves the target as it was.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract } from 'tar-stream';
import type { Db, Tx } from '../db/index.ts';
import { type FileStore, InvalidKey, checkKey } from '../storage/index.ts';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveEntry, ArchiveError, MANIFEST, type Manifest, SIGNING_KEY_ENTRY, SIGNING_KEY_FILE, migrationLevel, query, sameLevel } from './format.ts';
import { HOUSEKEEPING_TABLES, archivedTables } from './tables.ts';

type Entry = { path: string; body: Readable };

/** Each entry of the gzip-compressed tar at `file`, in order; every entry must be read to its end (or drained) before the next. */
async function* entriesOf(file: string): AsyncGenerator<Entry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const tar = extract();
  source.on('error', (error) => tar.destroy(error));
  gunzip.on('error', (error) => tar.destroy(new ArchiveError(`the archive is not a readable gzip file (${error.message})`)));
  source.pipe(gunzip).pipe(tar as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of tar) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      yield { path: entry.header.name, body: entry as unknown as Readable };
    }
  } finally {
    source.destroy();
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

function summary(manifest: Manifest): string {
  return manifest.competition ? `competition ${manifest.competition.id} (${manifest.competition.title.en})` : 'the whole site';
}

/**
 * Pass one: reads the whole archive and checks that it is one this server reads and that every entry has the size and
 * SHA-256 its manifest names, none missing and none added. Touches nothing; resolves with the manifest.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, ArchiveEntry>();
  let manifestText: string | undefined;
  try {
    for await (const entry of entriesOf(file)) {
      if (entry.path === MANIFEST) {
        const data = await readAll(entry.body);
        manifestText = data.toString('utf8');
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
      seen.set(entry.path, { path: entry.path, size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`the archive cannot be read to its end (${(error as Error).message}): it is damaged or not an archive of this site`);
  }
  if (manifestText === undefined) throw new ArchiveError('the archive has no manifest.json: it is not an archive of this site');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new ArchiveError('the archive\'s manifest.json is not readable JSON');
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveError('the archive is not an archive of this site (its manifest names another format)');
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION) throw new ArchiveError(`the archive is in format version ${manifest.formatVersion}; this server reads version ${ARCHIVE_FORMAT_VERSION}`);
  const expected = [...manifest.tables.flatMap((t) => t.chunks), ...manifest.files];
  for (const entry of expected) {
    const found = seen.get(entry.path);
    if (!found) throw new ArchiveError(`the archive lacks ${entry.path}, which its manifest lists`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) throw new ArchiveError(`${entry.path} does not match its checksum in the manifest: the archive is damaged`);
    seen.delete(entry.path);
  }
  const extra = [...seen.keys()][0];
  if (extra) throw new ArchiveError(`the archive holds ${extra}, which its manifest does not list`);
  return manifest;
}

/** Why the target is not empty, or undefined when it is: every table but the housekeeping ones is empty, and no listed file exists. */
async function nonEmptyReason(tx: Tx, store: FileStore, manifest: Manifest): Promise<string | undefined> {
  for (const table of archivedTables()) {
    if (HOUSEKEEPING_TABLES.has(table.name)) continue;
    const [row] = await query<{ n: number | string }>(tx, sql`select count(*)::int as n from ${sql.identifier(table.name)}`);
    if (Number(row?.n) > 0) return `its table ${table.name} has ${row!.n} rows`;
  }
  for (const entry of manifest.files) {
    if (!entry.path.startsWith('files/')) continue;
    if (await store.stat(entry.path.slice('files/'.length))) return `its file store already holds ${entry.path.slice('files/'.length)}`;
  }
  return undefined;
}

/** Each serial column's sequence set past the largest id restored, so the next row gets a new id. */
async function resetSequences(tx: Tx): Promise<void> {
  const serials = await query<{ table_name: string; column_name: string; sequence: string }>(
    tx,
    sql`select c.relname as table_name, a.attname as column_name, pg_get_serial_sequence(format('%I', c.relname), a.attname) as sequence
        from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`,
  );
  for (const s of serials) {
    await tx.execute(sql`select setval(${s.sequence}::regclass, coalesce((select max(${sql.identifier(s.column_name)}) from ${sql.identifier(s.table_name)}), 0) + 1, false)`);
  }
}

export type ImportOptions = {
  /** Where the certificate signing key goes (DATA_DIR/keys), when the archive carries one. */
  keysDir?: string;
};

/**
 * Restores `file` into `database` and `store`, which must be empty (a fresh instance: only the rows a start writes by
 * itself) and at the archive's migration level. Every refusal is an ArchiveError saying why, and leaves the target as it was.
 */
export async function restoreArchive(db: Db, store: FileStore, file: string, options: ImportOptions = {}): Promise<Manifest> {
  const manifest = await verifyArchive(file);
  const level = await migrationLevel(db);
  if (!sameLevel(level, manifest.migration)) {
    throw new ArchiveError(
      `the archive was made at migration level ${manifest.migration.count} (${manifest.migration.last}) by version ${manifest.appVersion}, and this server's database is at level ${level.count} (${level.last}): import it with the version that made it`,
    );
  }
  const known = new Map(archivedTables().map((t) => [t.name, t]));
  for (const table of manifest.tables) if (!known.has(table.name)) throw new ArchiveError(`the archive holds a table this server does not have: ${table.name}`);
  const expected = new Map([...manifest.tables.flatMap((t) => t.chunks), ...manifest.files].map((e) => [e.path, e]));

  const written: string[] = [];
  let signingKey: Buffer | undefined;
  try {
    await db.transaction(async (tx) => {
      const reason = await nonEmptyReason(tx, store, manifest);
      if (reason) throw new ArchiveError(`the target is not empty (${reason}): import only into a new, empty instance (a new DATA_DIR or DATABASE_URL)`);
      // What a fresh database or start wrote by itself gives way to the archive's rows.
      for (const table of [...manifest.tables].reverse()) {
        if (HOUSEKEEPING_TABLES.has(table.name)) await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
      }
      const restored = new Map<string, number>();
      for await (const entry of entriesOf(file)) {
        const listed = expected.get(entry.path);
        if (!listed) {
          entry.body.resume();
          continue; // the manifest itself
        }
        const data = entry.path.startsWith('files/') ? undefined : await readAll(entry.body);
        if (data && createHash('sha256').update(data).digest('hex') !== listed.sha256) throw new ArchiveError(`${entry.path} changed while it was imported`);
        if (entry.path.startsWith('tables/')) {
          const name = entry.path.split('/')[1]!;
          const rows = data!.toString('utf8').split('\n').filter((line) => line.length > 0);
          // Named columns: a generated one (users.search_text) is computed again, never written.
          const columns = sql.join(known.get(name)!.insertColumns.map((c) => sql.identifier(c)), sql`, `);
          await tx.execute(sql`insert into ${sql.identifier(name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(name)}, ${`[${rows.join(',')}]`}::json)`);
          restored.set(name, (restored.get(name) ?? 0) + rows.length);
        } else if (entry.path === SIGNING_KEY_ENTRY) {
          signingKey = data;
        } else {
          const key = checkKey(entry.path.slice('files/'.length));
          written.push(key);
          const kept = await store.put(key, entry.body);
          if (kept.sha256 !== listed.sha256) throw new ArchiveError(`${entry.path} changed while it was imported`);
        }
      }
      for (const table of manifest.tables) {
        if ((restored.get(table.name) ?? 0) !== table.rows) throw new ArchiveError(`the table ${table.name} has ${restored.get(table.name) ?? 0} rows in the archive, and its manifest says ${table.rows}`);
      }
      await resetSequences(tx);
    });
  } catch (error) {
    for (const key of written) await store.delete(key).catch(() => {});
    if (error instanceof InvalidKey) throw new ArchiveError(`the archive names a file the store cannot keep: ${error.message}`);
    throw error;
  }
  if (signingKey && options.keysDir) {
    // The key the restored certificates were signed with, so they verify as before (written whole, then renamed into place).
    await mkdir(options.keysDir, { recursive: true, mode: 0o700 });
    const partial = path.join(options.keysDir, `.${randomBytes(8).toString('hex')}.part`);
    await writeFile(partial, signingKey, { mode: 0o600 });
    await rename(partial, path.join(options.keysDir, SIGNING_KEY_FILE)).catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
  }
  return manifest;
}

export { summary as describeArchive };
