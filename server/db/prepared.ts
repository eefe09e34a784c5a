// The statements the busiest requests run (every signed-in request's user, the account's own lists, a complaint, a
// rate-limit count), prepared once per database: drizzle writes their SQL once instead of on every request, and on
// PostgreSQL each is parsed and planned once per connection (a named statement) instead of every time.
//
// Only for statements run on the database itself, never inside a transaction (a prepared statement is bound to the
// database it was built on). A migration that changes a prepared statement's tables while an old process still runs is
// met by postgres.js, which prepares the statement again and retries it once ("cached plan must not change result type").
import type { Db } from './index.ts';

const built = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name`, built by `build` on first use on this database and kept for the database's life. */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db)));
  return statement;
}
