// What a start does with the database's content. Development (`npm start`, `npm run serve -- --phase …`, the tests):
// an empty database gets the demo, and a demo database's dates move to the chosen phase. Production: nothing is ever
// seeded or moved, and a demo database is refused, so its documented accounts can never sign in to a real site.
import { count, eq } from 'drizzle-orm';
import type { Phase } from '../config.ts';
import type { Db } from './index.ts';
import * as t from './schema.ts';
import { applyPhase, seedIfEmpty } from './seed.ts';

/** The start cannot go on: said in one line, with what to do. */
export class DemoDatabaseError extends Error {}

export type ContentAtStart =
  /** Development: the empty database was given the demo. */
  | 'seeded-demo'
  /** Development: the demo, its dates moved to the phase. */
  | 'demo'
  /** Production on a database that was empty: marked as the organiser's own, nothing seeded. */
  | 'new'
  /** An organiser's database, left as it is (in development too: no seeding, no phase). */
  | 'own';

/** True, false, or undefined for a database no start has marked yet. */
export async function isDemoDatabase(db: Db): Promise<boolean | undefined> {
  const [row] = await db.select({ demo: t.installation.demo }).from(t.installation).where(eq(t.installation.id, true));
  return row?.demo;
}

async function isEmpty(db: Db): Promise<boolean> {
  const [competitions] = await db.select({ n: count() }).from(t.competitions);
  const [users] = await db.select({ n: count() }).from(t.users);
  const [operators] = await db.select({ n: count() }).from(t.operators);
  return competitions!.n === 0 && users!.n === 0 && operators!.n === 0;
}

/**
 * Run once per start, under the startup lock (server/db/index.ts withStartupLock) so that several processes on one
 * PostgreSQL agree. `phase` is only used in development.
 */
export async function prepareContent(db: Db, options: { production: boolean; phase: Phase; now?: Date }): Promise<ContentAtStart> {
  const demo = await isDemoDatabase(db);
  if (options.production) {
    if (demo === true) {
      throw new DemoDatabaseError(
        'this database holds the demo competition and its demo accounts, whose passwords are published, so it must not serve a real site. ' +
          'Start production on an empty database (a new DATABASE_URL, or an empty DATA_DIR), or start without NODE_ENV=production to keep using the demo.',
      );
    }
    if (demo === undefined) {
      if (!(await isEmpty(db))) {
        // Only an older version's start could have written content without a mark, and every such content was the demo.
        throw new DemoDatabaseError('this database holds content from before databases were marked, which can only be the demo. Start production on an empty database.');
      }
      await db.insert(t.installation).values({ demo: false }).onConflictDoNothing();
      return 'new';
    }
    return 'own';
  }
  if (demo === false) return 'own';
  const seeded = await seedIfEmpty(db, options.phase, options.now);
  await applyPhase(db, options.phase, options.now);
  return seeded ? 'seeded-demo' : 'demo';
}
