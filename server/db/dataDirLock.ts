// PGlite allows one process per data directory (a second one silently loses writes), so the server locks the directory
// first, with a Unix socket listening in it (`server.lock.sock`). The kernel closes the socket when its process ends,
// however it ends (kill -9, out of memory, PID 1 of a container), so no lock outlives its process: a socket file that
// refuses connections is stale and is removed, whatever process ids were reused meanwhile. A live lock answers a
// connection with its pid, for the message.
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { type Server, createConnection, createServer } from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `Another server process${pid ? ` (pid ${pid})` : ''} is already using the data directory ${dataDir}. ` +
        `Stop it first, or start this one with a different DATA_DIR (or DATABASE_URL for PostgreSQL).`,
    );
  }
}

/** The data directory cannot hold the lock for a reason the operator must fix (said in one line at start, never a stack). */
export class DataDirUnusableError extends Error {}

export const LOCK_SOCKET = 'server.lock.sock';
// Unix socket paths are limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 100;

function socketPath(dataDir: string): string {
  const full = path.join(dataDir, LOCK_SOCKET);
  if (Buffer.byteLength(full) <= MAX_SOCKET_PATH) return full;
  const relative = path.relative(process.cwd(), full);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new DataDirUnusableError(`The data directory's path is too long for its lock socket (at most ${MAX_SOCKET_PATH - LOCK_SOCKET.length - 1} bytes): ${dataDir}`);
}

function listen(server: Server, socket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Who holds the socket: a live process (and its pid when it answers in time), or nobody (`stale`). */
function probe(socket: string): Promise<{ alive: true; pid?: number } | { alive: false }> {
  return new Promise((resolve) => {
    const connection = createConnection(socket);
    let answer = '';
    const timer = setTimeout(() => {
      connection.destroy();
      resolve({ alive: true }); // it accepted the connection but is too busy to answer: alive
    }, 2000);
    connection.on('data', (chunk) => (answer += chunk.toString('utf8')));
    connection.on('end', () => {
      clearTimeout(timer);
      const pid = Number(answer.trim());
      resolve({ alive: true, ...(Number.isInteger(pid) && pid > 0 ? { pid } : {}) });
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // ECONNREFUSED: a socket file with no listener, left by a process that died; ENOENT: removed meanwhile.
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? { alive: false } : { alive: true });
    });
  });
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. Returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DataDirUnusableError(`Could not create the data directory ${dataDir} (${(error as NodeJS.ErrnoException).code ?? 'error'}): set DATA_DIR to a directory this user may write`);
  }
  const socket = socketPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((connection) => connection.end(String(process.pid)));
    try {
      await listen(server, socket);
      server.unref(); // the lock never keeps the process alive
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close(); // closing a Unix socket server removes its file
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE') {
        throw new DataDirUnusableError(`Could not create the lock socket ${path.resolve(socket)} (${code ?? 'error'}): set DATA_DIR to a directory this user may write`);
      }
    }
    const holder = await probe(socket);
    if (holder.alive) throw new DataDirLockedError(dataDir, holder.pid);
    // Stale. Only a socket is removed, never a file someone put there by mistake. (Left open: two servers started within
    // the same few milliseconds on one stale socket could both see it stale, and the later removal unlink the earlier
    // server's new socket.)
    try {
      if (!lstatSync(socket).isSocket()) {
        throw new DataDirUnusableError(`${path.resolve(socket)} is where the lock socket goes, and something else is there: remove it, or set another DATA_DIR`);
      }
    } catch (error) {
      if (error instanceof DataDirUnusableError) throw error;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    rmSync(socket, { force: true });
  }
  throw new DataDirUnusableError(`Could not take the lock on ${dataDir}: another server may be starting on it; try again, or set another DATA_DIR`);
}
