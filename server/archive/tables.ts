// Which tables an archive holds, in the order their foreign keys need (a table after every table it references), and
// which rows of each belong to one competition. Read from the Drizzle schema, so a table added there is archived too.
import { is, type SQL, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.ts';

export type ArchivedTable = {
  name: string;
  /** The primary key's columns: rows are read in this order, so an archive of the same data is the same bytes. */
  keyColumns: string[];
  /** The columns an import writes: every column but those the database computes (generated, like users.search_text). */
  insertColumns: string[];
  /** column → the table it references. */
  references: { column: string; table: string; foreignColumn: string }[];
};

/** Tables a fresh database or a fresh start fills by itself (migrations' defaults, the scheduler, the start's mark): an import replaces their rows. */
export const HOUSEKEEPING_TABLES: ReadonlySet<string> = new Set(['settings', 'installation', 'rate_counters', 'revoked_tokens', 'otps']);

function describe(table: PgTable): ArchivedTable {
  const config = getTableConfig(table);
  const keyColumns = config.primaryKeys.length
    ? config.primaryKeys[0]!.columns.map((c) => c.name)
    : config.columns.filter((c) => c.primary).map((c) => c.name);
  const references = config.foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    return ref.columns.map((column, i) => ({ column: column.name, table: getTableConfig(ref.foreignTable).name, foreignColumn: ref.foreignColumns[i]!.name }));
  });
  const insertColumns = config.columns.filter((c) => !c.generated).map((c) => c.name);
  return { name: config.name, keyColumns, insertColumns, references };
}

/** Every table of the schema, each after the tables it references (schema order among equals). */
export function archivedTables(): ArchivedTable[] {
  const all = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [describe(value)] : []));
  const byName = new Map(all.map((t) => [t.name, t]));
  const ordered: ArchivedTable[] = [];
  const placed = new Set<string>();
  const visit = (table: ArchivedTable, path: Set<string>) => {
    if (placed.has(table.name)) return;
    if (path.has(table.name)) throw new Error(`foreign keys form a cycle through ${table.name}`);
    path.add(table.name);
    for (const ref of table.references) if (ref.table !== table.name) visit(byName.get(ref.table)!, path);
    path.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of all) visit(table, new Set());
  return ordered;
}

const id = (name: string) => sql.identifier(name);

/** Tables of people, archived with a competition only as far as its rows name them. */
const PEOPLE = new Set(['users', 'operators']);

/**
 * The rows of `table` that belong to competition `competitionId`, as a WHERE condition on alias `t`, or undefined when
 * none of the table does (site-wide tables: settings, FAQ, the inbox, the audit log…). A table belongs through its
 * `competition_id`, through a foreign key to a table that belongs, or (reviews) through the item it reviews; people are
 * those the competition's rows name.
 */
export function competitionCondition(table: ArchivedTable, tables: readonly ArchivedTable[], competitionId: number, memo = new Map<string, SQL | null>()): SQL | undefined {
  if (memo.has(table.name)) return memo.get(table.name) ?? undefined;
  memo.set(table.name, null);
  let condition: SQL | undefined;
  const byName = new Map(tables.map((t) => [t.name, t]));
  if (table.name === 'competitions') condition = sql`t.id = ${competitionId}`;
  else if (PEOPLE.has(table.name)) {
    const namedBy: SQL[] = [];
    for (const other of tables) {
      if (PEOPLE.has(other.name)) continue;
      const own = competitionCondition(other, tables, competitionId, memo);
      if (!own) continue;
      for (const ref of other.references) {
        if (ref.table !== table.name) continue;
        namedBy.push(sql`t.${id(ref.foreignColumn)} in (select t.${id(ref.column)} from ${id(other.name)} t where ${own})`);
      }
    }
    // A review names its reviewer without a foreign key to the reviewed item.
    if (table.name === 'operators') {
      const reviews = byName.get('reviews');
      const own = reviews && competitionCondition(reviews, tables, competitionId, memo);
      if (own) namedBy.push(sql`t.id in (select t.reviewer_id from reviews t where ${own})`);
    }
    condition = namedBy.length ? sql.join(namedBy, sql` or `) : undefined;
  } else if (table.name === 'reviews') {
    condition = sql`((t.item_kind = 'second' and t.item_id in (select id from second_path_entries where competition_id = ${competitionId})) or (t.item_kind = 'fifth' and t.item_id in (select id from recordings where competition_id = ${competitionId})))`;
  } else {
    for (const ref of table.references) {
      if (PEOPLE.has(ref.table) || ref.table === table.name) continue;
      const parent = byName.get(ref.table)!;
      const own = ref.table === 'competitions' ? sql`t.${id(ref.column)} = ${competitionId}` : (() => {
        const parentCondition = competitionCondition(parent, tables, competitionId, memo);
        return parentCondition ? sql`t.${id(ref.column)} in (select t.${id(ref.foreignColumn)} from ${id(parent.name)} t where ${parentCondition})` : undefined;
      })();
      if (own) {
        condition = own;
        break;
      }
    }
  }
  memo.set(table.name, condition ?? null);
  return condition;
}
