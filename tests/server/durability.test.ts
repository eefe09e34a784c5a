// Issue 22: kill -9 in the middle of acknowledged writes, restart on the same data, and nothing acknowledged is lost.
// The real server process (server/main.ts) on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), loaded by
// writers that keep a ledger of every write answered 200; after each SIGKILL the data is read directly and every ledger
// entry must be there. Every other cycle the server runs as PID 1 of a fresh PID namespace (`unshare --pid --fork`), as
// in a container: the data directory's lock must not keep the next PID 1 from starting. Orphan upload files left by the
// kill are gone once the server is up again. DURABILITY_CYCLES (5) sets the number of kills.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/index.ts';
import * as t from '../../server/db/schema.ts';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { demo, engines, multipart, samples } from './harness.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './serverProcess.ts';

const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 5);
const WRITERS = 6;

/** PID namespaces need root (or user namespaces); without them every cycle runs as an ordinary process. */
const canUnshare = (() => {
  try {
    return execFileSync('unshare', ['--pid', '--fork', '--kill-child', 'sh', '-c', 'echo $$'], { encoding: 'utf8' }).trim() === '1';
  } catch {
    return false;
  }
})();

/** The server's own process: the node child, or (under unshare) the namespace's PID 1 as the host sees it. */
function serverPid(child: ChildProcess, asPid1: boolean): number | undefined {
  if (!asPid1) return child.pid;
  try {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : undefined;
  } catch {
    return undefined;
  }
}

type Running = ServerProcess & { pid1Inside: boolean };

async function startServer(dataDir: string, databaseUrl: string, asPid1: boolean): Promise<Running> {
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Every writer's request names its own client address, so the per-address limits leave the load alone.
      TRUST_PROXY: 'loopback',
    },
    asPid1 ? ['unshare', '--pid', '--fork', '--kill-child=SIGKILL'] : [],
  );
  // Under unshare the server is the namespace's first process: its /proc status says so from the host's side.
  const pid = serverPid(server.child, asPid1);
  const nspid = pid ? readFileSync(`/proc/${pid}/status`, 'utf8').match(/^NSpid:\s+(.*)$/m)?.[1]?.trim().split(/\s+/).at(-1) : undefined;
  return { ...server, pid1Inside: nspid === '1' };
}

async function killNine(server: Running, asPid1: boolean): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  const pid = serverPid(server.child, asPid1);
  if (pid) process.kill(pid, 'SIGKILL');
  if (asPid1) server.child.kill('SIGKILL');
  await exited;
}

let addressCounter = 0;
const clientAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Writers posting complaints with unique contents until stopped; every 200 goes into the ledger. */
function writeLoad(base: string, token: string) {
  const acknowledged: string[] = [];
  const pictures: string[] = [];
  let stopped = false;
  const complaints = async () => {
    while (!stopped) {
      const key = `ledger-${randomBytes(8).toString('hex')}`;
      const status = await fetch(`${base}/complaints`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        body: JSON.stringify({ name: 'Durability', email: 'durable@example.com', type: 'suggestion', content: key }),
      }).then((r) => r.status, () => 0);
      if (status === 200) acknowledged.push(key);
      else if (status === 0) return; // the server is gone
    }
  };
  // A signed-in contestant replacing their picture: files written, moved into place and replaced while the kill lands.
  const uploads = async () => {
    while (!stopped) {
      const form = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.png });
      const res = await fetch(`${base}/user/profile/thumbnail`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${token}`, 'x-forwarded-for': clientAddress() },
        body: form.payload,
      }).catch(() => undefined);
      if (!res) return;
      if (res.status === 200) pictures.push('ok');
      await res.arrayBuffer().catch(() => undefined);
    }
  };
  const all = Promise.all([...Array.from({ length: WRITERS }, complaints), uploads()]);
  return {
    acknowledged,
    pictures,
    async stop() {
      stopped = true;
      await all;
    },
  };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(demo.contestant),
  });
  const json = (await res.json()) as { data: { token: string } };
  return json.data.token;
}

describe.each(engines)('kill -9 during acknowledged writes on %s', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `qc-durable-${engine}-`));
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it(`loses no acknowledged write over ${CYCLES} kills and restarts every time, also as PID 1`, async () => {
    let databaseUrl = '';
    if (engine === 'postgres') {
      const created = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_durable');
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const openData = (): Promise<Database> =>
      engine === 'postgres' ? openDatabase({ engine: 'postgres', url: databaseUrl }) : openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const ledger: string[] = [];
    let pid1Cycles = 0;

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const asPid1 = canUnshare && cycle % 2 === 1;
      const server = await startServer(dataDir, databaseUrl, asPid1);
      if (asPid1) {
        expect(server.pid1Inside, 'the server runs as PID 1 of its namespace').toBe(true);
        pid1Cycles++;
      }
      // Whatever the previous kill left half-received is gone before the first request is answered, on both databases:
      // the killed process's folder under .incoming (issue 27 item 4); the new process's own is empty.
      const incoming = path.join(dataDir, 'uploads', '.incoming');
      const received = existsSync(incoming)
        ? readdirSync(incoming, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? readdirSync(path.join(incoming, entry.name)) : entry.isSocket() ? [] : [entry.name],
          )
        : [];
      expect(received).toEqual([]);
      const load = writeLoad(server.base, await signIn(server.base));
      // Let writes flow, then kill in the middle of them (the writers are still sending).
      const until = Date.now() + 15_000;
      while (load.acknowledged.length < 20 + cycle * 5 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 50 + ((cycle * 97) % 200)));
      await killNine(server, asPid1);
      await load.stop();
      expect(load.acknowledged.length, server.output()).toBeGreaterThan(0);
      ledger.push(...load.acknowledged);

      // Every write ever acknowledged is there, read from the data directly (the server is dead).
      const database = await openData();
      try {
        const stored = new Set((await database.db.select({ content: t.complaints.content }).from(t.complaints)).map((r) => r.content));
        const lost = ledger.filter((key) => !stored.has(key));
        expect(lost, `cycle ${cycle + 1}: ${lost.length} of ${ledger.length} acknowledged writes lost`).toEqual([]);
      } finally {
        await database.close();
      }
    }
    if (canUnshare) expect(pid1Cycles).toBeGreaterThan(0);

    // A last start on what the last kill left, stopped cleanly: every picture a row names is on disk and, on PGlite
    // (whose uploads this one process writes, so any unnamed file is an orphan), no other file is.
    const server = await startServer(dataDir, databaseUrl, false);
    expect(await stopServerProcess(server), server.output()).toBe(0);
    const database = await openData();
    try {
      const named = (await database.db.select({ thumbnail: t.users.thumbnail }).from(t.users).where(isNotNull(t.users.thumbnail))).map((r) => r.thumbnail!);
      const dir = path.join(dataDir, 'uploads', 'thumbnails');
      const files = existsSync(dir) ? readdirSync(dir) : [];
      for (const name of named) expect(files).toContain(name);
      if (engine === 'pglite') expect(files.filter((file) => !named.includes(file))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
