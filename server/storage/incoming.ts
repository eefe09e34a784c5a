// Files on their way in (an upload arriving, a playback copy being made, a file being moved into the store) live under
// uploads/.incoming, each process in its own folder, so that a start can tell what no live upload owns: the folder of a
// process that died (kill -9, out of memory) goes, whatever the database, and the folders of live processes stay.
// A process shows it is alive with a Unix socket listening beside its folder (`<folder>.sock`), which the kernel closes
// however the process ends, like the data directory's lock (server/db/dataDirLock.ts): a socket that refuses connections was
// left by a dead process. Sockets can only be probed from the kernel that made them, so the folder's name carries the
// kernel's boot id: another machine's folder (a DATA_DIR on NFS) or one left before a reboot is judged by age instead.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { lstat, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { type Server, createConnection, createServer } from 'node:net';
import { hostname, uptime } from 'node:os';
import path from 'node:path';

/** The folder under the uploads directory that holds every process's incoming folder. */
export const INCOMING_ROOT = '.incoming';
const SOCKET_SUFFIX = '.sock';
// Unix socket paths are limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 100;

/** The running kernel: Linux's boot id, elsewhere the host's name and boot time (to the minute). */
function kernelId(): string {
  let id: string;
  try {
    id = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    id = `${hostname()} ${Math.round((Date.now() / 1000 - uptime()) / 60)}`;
  }
  return createHash('sha256').update(id).digest('hex').slice(0, 8);
}

const thisKernel = kernelId();

/** This process's folder name: `<kernel>.<pid>.<random>` (the pid for people reading the folder; the random part makes it unique). */
const processFolder = `${thisKernel}.${process.pid}.${randomBytes(4).toString('hex')}`;

/** This process's incoming folder, relative to the uploads directory. */
export const INCOMING = path.join(INCOMING_ROOT, processFolder);

function socketPath(folder: string): string | undefined {
  const full = folder + SOCKET_SUFFIX;
  if (Buffer.byteLength(full) <= MAX_SOCKET_PATH) return full;
  const relative = path.relative(process.cwd(), full);
  return Buffer.byteLength(relative) <= MAX_SOCKET_PATH ? relative : undefined;
}

type Claim = { server?: Server; users: number };
const claims = new Map<string, Claim>();

/**
 * Makes this process's incoming folder under `uploadsDir` and listens on its socket; resolves with the function that
 * gives it up (the last user closes the socket and removes the folder with whatever is left in it). Without a socket (a
 * path too long for one, an uploads directory that cannot be written) the folder is judged by age only, as another
 * machine's is; `warn` says so, and the server runs on.
 */
export async function claimIncoming(uploadsDir: string, warn: (message: string) => void): Promise<() => Promise<void>> {
  const folder = path.join(uploadsDir, INCOMING);
  let claim = claims.get(folder);
  if (!claim) {
    claim = { users: 0 };
    claims.set(folder, claim);
    const socket = socketPath(folder);
    // A prober hangs up as soon as it is connected: its reset must not become an unhandled error.
    const server = createServer((connection) => connection.on('error', () => {}).end(String(process.pid)));
    try {
      if (!socket) throw new Error('its path is too long for a Unix socket (at most 100 bytes)');
      await mkdir(folder, { recursive: true });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socket, () => {
          server.off('error', reject);
          resolve();
        });
      });
      server.unref(); // never keeps the process alive
      claim.server = server;
    } catch (error) {
      warn(`No socket shows that ${folder} is in use (${error instanceof Error ? error.message : String(error)}): what a crash leaves there is removed after an hour, not at the next start`);
    }
  }
  claim.users++;
  const held = claim;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--held.users > 0) return;
    claims.delete(folder);
    held.server?.close(); // closing a Unix socket server removes its file
    await rm(folder, { recursive: true, force: true }).catch(() => {}); // an uploads directory that cannot be written has none
  };
}

/** Whether a folder's owner is alive: yes, no (its socket refuses: it died on this kernel), or unknown (no socket, or another kernel's). */
function ownerOf(folder: string, name: string): Promise<'alive' | 'dead' | 'unknown'> {
  if (name.split('.')[0] !== thisKernel) return Promise.resolve('unknown');
  const socket = socketPath(folder);
  if (!socket) return Promise.resolve('unknown');
  return new Promise((resolve) => {
    const connection = createConnection(socket);
    const done = (answer: 'alive' | 'dead' | 'unknown') => {
      connection.destroy();
      resolve(answer); // the first answer counts
    };
    // Accepted (even by a process too busy to answer): alive.
    connection.once('connect', () => done('alive'));
    connection.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' ? 'dead' : error.code === 'ENOENT' ? 'unknown' : 'alive'),
    );
  });
}

/**
 * Removes from `uploadsDir/.incoming` what no live upload owns, never this process's own folder: the folders (and
 * sockets) of dead processes whole; in folders whose owner cannot be probed, and loose files (left by an older
 * version), the files at least `minAgeMs` old, and such a folder once it is empty and as old. With `exclusive` (PGlite:
 * this process holds the data directory alone) every other folder is dead. Returns what was removed, relative to the
 * uploads directory.
 */
export async function removeDeadIncoming(uploadsDir: string, options: { now: Date; minAgeMs: number; exclusive: boolean }): Promise<string[]> {
  const root = path.join(uploadsDir, INCOMING_ROOT);
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return []; // nothing has been uploaded yet
  }
  const removed: string[] = [];
  const old = (mtimeMs: number) => options.exclusive || options.now.getTime() - mtimeMs >= options.minAgeMs;
  /** Removes the old files of `dir`; returns how many entries are left. */
  const removeOldFiles = async (dir: string, entries: string[]) => {
    let left = 0;
    for (const name of entries) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info) continue;
      if (!info.isFile() || !old(info.mtimeMs)) {
        left++;
        continue;
      }
      await rm(file, { force: true });
      removed.push(path.relative(uploadsDir, file));
    }
    return left;
  };
  const loose: string[] = [];
  for (const name of names) {
    if (name === processFolder || name === processFolder + SOCKET_SUFFIX) continue;
    const entry = path.join(root, name);
    const info = await lstat(entry).catch(() => undefined);
    if (!info) continue;
    if (info.isSocket() && name.endsWith(SOCKET_SUFFIX)) {
      // A socket whose folder is gone: only a dead one is removed.
      const folder = name.slice(0, -SOCKET_SUFFIX.length);
      if (!names.includes(folder) && (options.exclusive || (await ownerOf(path.join(root, folder), folder)) === 'dead')) await rm(entry, { force: true });
      continue;
    }
    if (!info.isDirectory()) {
      loose.push(name);
      continue;
    }
    const owner = options.exclusive ? 'dead' : await ownerOf(entry, name);
    if (owner === 'alive') continue;
    const files = await readdir(entry).catch(() => [] as string[]);
    if (owner === 'dead') {
      await rm(entry, { recursive: true, force: true });
      await rm(entry + SOCKET_SUFFIX, { force: true });
      removed.push(...files.map((file) => path.join(INCOMING_ROOT, name, file)));
      continue;
    }
    if ((await removeOldFiles(entry, files)) === 0 && old(info.mtimeMs)) await rm(entry, { recursive: true, force: true });
  }
  await removeOldFiles(root, loose);
  return removed;
}
