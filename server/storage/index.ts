// Where kept files live, behind one interface (put a stream under a key, get it back as a stream, stat, list, delete):
// local files under DATA_DIR/uploads by default, or an S3-compatible bucket (server/storage/s3.ts) when S3_BUCKET is set.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { INCOMING } from './incoming.ts';

/** Bytes `start` to `end`, both included (HTTP's and S3's Range). */
export type ByteRange = { start: number; end: number };

/** What a store answers about a kept file. `sha256` is of the bytes as stored, hex. */
export type StoredObject = { key: string; size: number; sha256: string };

/** A key a listing found. */
export type StoredEntry = { key: string; size: number; modifiedAt: Date };

/**
 * Keys are `folder/name.ext` (one level, names the server made): an S3 implementation maps them to object keys
 * under a prefix, the local one to files under its root.
 */
export interface FileStore {
  /** Streams `body` in, computing its size and SHA-256 on the way; the key appears only once every byte is written. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<StoredObject>;
  /** The bytes as a stream (only `range`, inclusive, when given), or undefined when no such key. `size` is the whole file's. */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined>;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | undefined>;
  /** Every key starting with `prefix` (`folder/` or `folder/name-start`), in no particular order. */
  list(prefix: string): Promise<StoredEntry[]>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key kept (files still arriving are not), in key order (the site archive, server/archive). */
  keys(): AsyncIterable<string>;
}

const KEY = /^[a-z][a-z0-9-]*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export class InvalidKey extends Error {}

/** Whether a name is a key this server makes (`folder/name.ext`). */
export const isStorageKey = (key: string): boolean => KEY.test(key);

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidKey(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A new unguessable key in a folder (144 random bits). */
export const newKey = (folder: string, ext: string): string => checkKey(`${folder}/${randomBytes(18).toString('base64url')}.${ext}`);

/** The file name part of a key, as the media URLs and the recordings table name files. */
export const nameOf = (key: string): string => key.slice(key.indexOf('/') + 1);

/** Files under `root`: a key is written to this process's folder under `root/.incoming` first, then renamed into place (atomic on one disk). */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const target = this.pathOf(key);
    const partial = path.join(this.root, INCOMING, `${randomBytes(18).toString('base64url')}.part`);
    const hash = createHash('sha256');
    let size = 0;
    await mkdir(path.dirname(partial), { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: 'wx' }),
      );
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size: info.size };
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | undefined> {
    const info = await stat(this.pathOf(key)).catch(() => undefined);
    return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
  }

  async list(prefix: string): Promise<StoredEntry[]> {
    const slash = prefix.indexOf('/');
    if (slash < 1) throw new InvalidKey(`not a storage prefix: ${JSON.stringify(prefix)}`);
    const folder = prefix.slice(0, slash);
    const start = prefix.slice(slash + 1);
    let names: string[];
    try {
      names = await readdir(path.join(this.root, folder));
    } catch {
      return []; // nothing kept there yet
    }
    const entries: StoredEntry[] = [];
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!name.startsWith(start) || !KEY.test(key)) continue;
      const info = await stat(path.join(this.root, folder, name)).catch(() => undefined);
      if (info?.isFile()) entries.push({ key, size: info.size, modifiedAt: info.mtime });
    }
    return entries;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    const folders = (await readdir(this.root, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    for (const folder of folders) {
      const names = (await readdir(path.join(this.root, folder), { withFileTypes: true }).catch(() => [])).filter((d) => d.isFile()).map((d) => d.name).sort();
      for (const name of names) if (KEY.test(`${folder}/${name}`)) yield `${folder}/${name}`;
    }
  }
}

/** Reads a whole (small) kept file: a picture, a certificate's PDF. Undefined when no such key. */
export async function readStored(store: FileStore, key: string): Promise<Buffer | undefined> {
  const file = await store.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keeps bytes already in memory under `key`. */
export const putBuffer = (store: FileStore, key: string, bytes: Buffer, options?: { contentType?: string }): Promise<StoredObject> =>
  store.put(key, Readable.from([bytes]), options);

const stores = new Map<string, FileStore>();

/** The store for an uploads directory (one per directory per process). */
export function localStore(root: string): FileStore {
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalFileStore(root)));
  return store;
}

/** SHA-256 of a stream, hex (to check what a store kept). */
export async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
