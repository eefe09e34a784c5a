// Where a push message's notification, clicked, sends the contestant, as the service worker reads it. The worker loads
// no machine and spells no path: the table is written into it at build time (scripts/service-worker.ts) from the one
// routing the site uses, src/machines/push/pushRouting.ts through src/app/routes/routes.ts (../app/push/pushRouteTable.ts).
// Plain data and a lookup, no worker types: the tests import it.

/** A message's data keys in the order they win, each with the path every status it knows opens; `fallback` for none. */
export interface PushRouteTable {
  keys: Array<[key: string, paths: Record<string, string>]>;
  fallback: string;
}

/** The path a message's data opens, or null when no key names a status the table knows. */
export function pushRouteIn(table: PushRouteTable, data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  for (const [key, paths] of table.keys) {
    const status = record[key];
    if (typeof status === 'string' && Object.prototype.hasOwnProperty.call(paths, status)) return paths[status]!;
  }
  return null;
}
