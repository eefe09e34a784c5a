// The per-address rate limits (@fastify/rate-limit) counted in the database, table rate_counters, instead of each
// process's memory: several server processes on one PostgreSQL share every count, so a client spreading its requests
// over them gets no more than from one. One atomic upsert per limited request (server/auth/counters.ts); expired rows go
// with housekeeping.
import { hit } from '../auth/counters.ts';
import type { Db } from '../db/index.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/**
 * What the plugin hands a route's store at run time: the merged limit options with the route's own under `routeInfo`,
 * our config (operationId) among them (its typings say the route options themselves, hence `unknown` below).
 */
type RouteParams = { routeInfo?: { url?: string; method?: string | string[]; config?: { operationId?: string } } };

/** A store class for @fastify/rate-limit's `store` option; each route counts under its own operation's name. */
export function databaseRateStore(db: Db, now: () => Date) {
  return class DatabaseRateStore {
    readonly scope: string;

    constructor(params?: unknown) {
      const route = (params as RouteParams | undefined)?.routeInfo;
      this.scope = route?.config?.operationId ?? `${String(route?.method ?? '')} ${route?.url ?? ''}`.trim();
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      hit(db, `address:${this.scope}:${key}`, timeWindow, at).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - at.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child(params: unknown): DatabaseRateStore {
      return new DatabaseRateStore(params);
    }
  };
}
