// PGlite in its own thread. PGlite is PostgreSQL compiled to WebAssembly: every query runs synchronously on the thread
// that owns it, and its queue of waiting queries resolves in microtasks, so on the server's thread 100 waiting requests
// kept the event loop busy for hundreds of milliseconds (issue 22, item 10). Here it blocks only this thread; the server
// thread sends each query as a message (server/db/pgliteThread.ts) and stays free for I/O.
// Plain JavaScript so that it starts as it is, in the server and under every test runner, with no TypeScript loader.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Drizzle reads these as the strings PostgreSQL sends (its own parsers for them are the identity).
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value) => value]),
);

/** A database error as plain data (code, detail, constraint, ...), so that it crosses to the server thread intact. */
function plain(error) {
  const fields = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) if (value === null || typeof value !== 'object') fields[key] = value;
  return fields;
}

const rolledBack = Symbol('rolled back');
const transactions = new Map(); // id → { tx, end(commit), done: the transaction's promise }
let nextTransaction = 1;

async function open() {
  const { dataDir, template } = workerData;
  const options = template ? { loadDataDir: new Blob([template]) } : {};
  return dataDir ? PGlite.create({ dataDir, ...options }) : PGlite.create(options);
}

const ready = open();

async function handle(message) {
  const db = await ready;
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error('the transaction has ended');
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode ?? 'object', parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error('the transaction has ended');
      return (await target.exec(message.sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin': {
      // PGlite's own queue keeps every other query waiting while this transaction is open, as it did on one thread.
      const id = nextTransaction++;
      const entry = { tx: undefined, end: undefined, done: undefined };
      transactions.set(id, entry);
      let opened;
      const begun = new Promise((resolve) => (opened = resolve));
      entry.done = db.transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            entry.tx = tx;
            entry.end = (commit) => (commit ? resolve() : reject(rolledBack));
            opened();
          }),
      );
      try {
        await Promise.race([begun, entry.done]); // a BEGIN that failed rejects here
      } catch (error) {
        transactions.delete(id);
        throw error;
      }
      return { tx: id };
    }
    case 'end': {
      const entry = transactions.get(message.tx);
      if (!entry?.end) throw new Error('no such transaction');
      entry.end(message.commit);
      try {
        await entry.done;
      } catch (error) {
        if (error !== rolledBack) throw error; // a commit that failed reaches the caller
      } finally {
        transactions.delete(message.tx);
      }
      return null;
    }
    case 'dump': {
      const file = await db.dumpDataDir(message.compression ?? 'none');
      return await file.arrayBuffer();
    }
    case 'close': {
      await db.close();
      return null;
    }
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

ready.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plain(error) }),
);

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (error) => parentPort.postMessage({ id: message.id, error: plain(error) }),
  );
});
