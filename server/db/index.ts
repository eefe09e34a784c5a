// Opens the database: embedded PGlite in the data directory by default, PostgreSQL when a URL is given.
// Both run the same migrations from server/db/migrations.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type PgliteThread, startPgliteThread } from './pgliteThread.ts';
import * as schema from './schema.ts';
import { defaultDatabasePoolSize } from '../config.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The embedded engine, in its own thread (PGlite only), for dumps. */
  pglite?: PgliteThread;
  /** The PostgreSQL client (PostgreSQL only), for the job queue's own SQL (server/queue). */
  postgres?: postgres.Sql;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Serialises migration and seeding when several processes start on one PostgreSQL database.
const MIGRATION_LOCK_KEY = 4_207_2026;

export type OpenOptions =
  // No dataDir: in memory (tests). `template`: a dump of an already migrated database, which skips initdb (tests).
  // onFailure: PGlite's thread died after start (server/db/pgliteThread.ts).
  | { engine: 'pglite'; dataDir?: string; template?: Blob; onFailure?: (error: Error) => void }
  | { engine: 'postgres'; url: string; max?: number };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.engine === 'pglite') {
    // PGlite runs in a worker thread, so that its queries never block this thread's event loop (server/db/pgliteWorker.js).
    let client: PgliteThread;
    if (options.dataDir) {
      const fresh = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
      mkdirSync(options.dataDir, { recursive: true });
      client = await startPgliteThread({ dataDir: options.dataDir, onFailure: options.onFailure, ...(fresh && options.template ? { template: options.template } : {}) });
    } else {
      client = await startPgliteThread({ onFailure: options.onFailure, ...(options.template ? { template: options.template } : {}) });
    }
    // Drizzle's PGlite session calls only query and transaction, which the thread's client provides.
    const asPglite = client as unknown as PGlite;
    const db = drizzlePglite({ client: asPglite, schema }) as unknown as Db;
    await migratePglite(drizzlePglite({ client: asPglite }), { migrationsFolder });
    return { db, engine: 'pglite', pglite: client, close: () => client.close() };
  }

  // Migrations run on a connection of their own under a session lock, which ends with that connection.
  const migrator = postgres(options.url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePg(drizzlePg({ client: migrator }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const client = postgres(options.url, { max: options.max ?? defaultDatabasePoolSize, onnotice: () => {} });
  const db = drizzlePg({ client, schema }) as unknown as Db;
  return { db, engine: 'postgres', postgres: client, close: () => client.end() };
}

/** Runs `fn` while holding a cross-process lock on PostgreSQL (no-op on PGlite, which has one process). */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') return fn();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY + 1})`);
    return fn();
  });
}

export { schema };
