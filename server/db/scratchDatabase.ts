// A throwaway database on a PostgreSQL server, for the server tests and the bench: created empty under a fresh name,
// dropped (with any connection still open to it) when done.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** On the server `serverUrl` points at (any database on it): a new database named `prefix_<random>`. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(serverUrl, (admin) => admin.unsafe(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(serverUrl, (admin) => admin.unsafe(`drop database if exists ${name} with (force)`)),
  };
}

async function onAdmin(serverUrl: string, run: (admin: postgres.Sql) => Promise<unknown>): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
