// The archive's shape, shared by the export and the import: a gzip-compressed tar holding each table's rows as JSON
// lines in batches (`tables/<table>/<n>.ndjson`, one `row_to_json` per line), every kept file (`files/<key>`), the
// certificate signing key of a whole-site archive (`keys/certificate-signing-key.pem`), and last `manifest.json`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';

export const ARCHIVE_FORMAT = 'quran-competition-archive';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const SIGNING_KEY_ENTRY = 'keys/certificate-signing-key.pem';
export const SIGNING_KEY_FILE = 'certificate-signing-key.pem';
/** Rows per `tables/…` entry: a batch is the most of a table held in memory at once. */
export const ROWS_PER_CHUNK = 500;

/** One entry of the tar: where it is, how long, its SHA-256 (hex). */
export type ArchiveEntry = { path: string; size: number; sha256: string };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** package.json's version of the server that wrote it. */
  appVersion: string;
  /** The database's migration level: how many migrations ran, and the last one's `when` (meta/_journal.json). */
  migration: MigrationLevel;
  createdAt: string;
  /** Set when the archive holds one competition (`--competition <id>`), null for the whole site. */
  competition: { id: number; title: { ar: string; en: string } } | null;
  /** Every table archived, in the order they are restored, with its row count and its batches. */
  tables: { name: string; rows: number; chunks: ArchiveEntry[] }[];
  /** Every kept file (`files/<storage key>`) and the signing key. */
  files: ArchiveEntry[];
};

export type MigrationLevel = { count: number; last: number | null };

const rowsOf = (result: unknown): Record<string, unknown>[] => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows);

/** Runs raw SQL on either engine and gives back plain rows (postgres.js answers an array, PGlite `{ rows }`). */
export async function query<T extends Record<string, unknown>>(db: Db | Tx, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf(await db.execute(statement)) as T[];
}

/** Where Drizzle's migrator records the migrations it ran. */
export async function migrationLevel(db: Db | Tx): Promise<MigrationLevel> {
  const [row] = await query<{ count: number | string; last: number | string | null }>(db, sql`select count(*)::int as count, max(created_at)::bigint as last from drizzle.__drizzle_migrations`);
  return { count: Number(row?.count ?? 0), last: row?.last == null ? null : Number(row.last) };
}

export const sameLevel = (a: MigrationLevel, b: MigrationLevel) => a.count === b.count && a.last === b.last;

let version: string | undefined;
export function appVersion(): string {
  version ??= (JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}

/** A refusal of the import or the export, said in one line with what to do: the command prints it, the console shows it. */
export class ArchiveError extends Error {}
