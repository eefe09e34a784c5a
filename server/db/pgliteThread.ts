// The server thread's side of PGlite running in a worker thread (server/db/pgliteWorker.js): an object with the part of
// PGlite's interface drizzle uses (query, exec, transaction) plus dump and close, each call one message to the worker.
// The server thread never runs the database engine, so a queue of queries cannot stall its event loop (issue 22, item 10).
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
export type Results = { rows: Row[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object' };

/** What drizzle's PGlite session calls on its client and on a transaction. */
export type PgliteQueries = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
};

export type PgliteThread = PgliteQueries & {
  transaction<T>(callback: (tx: PgliteQueries & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  /** A tarball of the data directory (tests load it instead of running initdb). */
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
};

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> };

/** An error from the worker, rebuilt with its fields (code, detail, constraint, ...) so callers read it as before. */
function rebuild(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  return Object.assign(error, fields);
}

/**
 * Starts PGlite in its worker thread. `onFailure` hears of the thread's death after start (a WebAssembly abort, out of
 * memory): every later query fails with it, so a server would answer 500s until restarted, and should end instead.
 */
export async function startPgliteThread(options: { dataDir?: string; template?: Blob; onFailure?: (error: Error) => void }): Promise<PgliteThread> {
  const template = options.template ? await options.template.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pgliteWorker.js', import.meta.url), {
    workerData: { dataDir: options.dataDir, template },
    ...(template ? { transferList: [template] } : {}),
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  // The worker keeps the process alive only while an answer is awaited, as an in-thread database would.
  const holdProcess = () => (pending.size ? worker.ref() : worker.unref());

  await new Promise<void>((resolve, reject) => {
    const started = (message: { ready: boolean; error?: Record<string, unknown> }) => {
      settle();
      if (message.ready) resolve();
      else reject(rebuild(message.error ?? { message: 'PGlite did not start' }));
    };
    const crashed = (error: Error) => {
      settle();
      reject(error);
    };
    const exited = (code: number) => crashed(new Error(`the PGlite thread exited with ${code} while starting`));
    // Only our own listeners are removed: the worker's internal ones must stay.
    const settle = () => {
      worker.off('message', started);
      worker.off('error', crashed);
      worker.off('exit', exited);
    };
    worker.on('message', started);
    worker.on('error', crashed);
    worker.on('exit', exited);
  });
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    holdProcess();
    if (answer.error) waiting.reject(rebuild(answer.error));
    else waiting.resolve(answer.result);
  });
  let closing = false;
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    if (!closing) options.onFailure?.(error);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    holdProcess();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PGlite thread exited with ${code}`)));
  holdProcess();

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      holdProcess();
      worker.postMessage({ ...message, id });
    });
  };
  const queries = (tx?: number): PgliteQueries => ({
    query: (sql, params, queryOptions) => call<Results>({ op: 'query', sql, params: params ?? [], rowMode: queryOptions?.rowMode, tx }),
    exec: (sql) => call<Results[]>({ op: 'exec', sql, tx }),
  });

  return {
    ...queries(),
    async transaction(callback) {
      const { tx } = await call<{ tx: number }>({ op: 'begin' });
      let result;
      try {
        result = await callback({
          ...queries(tx),
          rollback: async () => {
            throw new Error('rollback');
          },
        });
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir(compression = 'none') {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      if (failure) return;
      await call({ op: 'close' });
      closing = true;
      await worker.terminate();
    },
  };
}
