// One suite for every FileStore (server/storage): the local files under DATA_DIR/uploads, and an S3 bucket on a real
// S3-compatible server (s3rver, started here) through the AWS SDK. Streaming writes larger than one multipart piece,
// byte ranges as playback asks for them, deletes, a missing object, listing by prefix, and the checksums.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOMING } from '../../server/storage/incoming.ts';
import { type FileStore, InvalidKey, LocalFileStore, newKey, putBuffer, readStored, sha256Of } from '../../server/storage/index.ts';
import { S3FileStore } from '../../server/storage/s3.ts';
import { startS3Server, type TestS3Server } from '../support/s3Server.ts';

const MiB = 1024 * 1024;

/** `size` bytes made as they are read, one MiB at a time, each chunk a new buffer: a stream no store can have whole in advance. */
function generated(size: number, seed = 7): { body: () => Readable; sha256: string; bytesAt: (start: number, end: number) => Buffer } {
  const chunkAt = (index: number) => {
    const chunk = Buffer.alloc(Math.min(MiB, size - index * MiB));
    for (let i = 0; i < chunk.length; i += 4096) chunk.fill((index * 31 + i / 4096 + seed) & 255, i, Math.min(i + 4096, chunk.length));
    return chunk;
  };
  const chunks = Math.ceil(size / MiB);
  const hash = createHash('sha256');
  for (let i = 0; i < chunks; i++) hash.update(chunkAt(i));
  return {
    sha256: hash.digest('hex'),
    body: () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < chunks; i++) yield chunkAt(i);
        })(),
      ),
    bytesAt: (start, end) => {
      const parts: Buffer[] = [];
      for (let i = Math.floor(start / MiB); i <= Math.floor(end / MiB); i++) parts.push(chunkAt(i));
      const base = Math.floor(start / MiB) * MiB;
      return Buffer.concat(parts).subarray(start - base, end - base + 1);
    },
  };
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Subject = { store: FileStore; leftovers(): Promise<string[]> };

let dir: string;
let s3: TestS3Server;
const subjects: Record<string, () => Subject> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'qc-file-store-'));
  s3 = await startS3Server({ bucket: 'qc-file-store' });
  const local = new LocalFileStore(path.join(dir, 'uploads'));
  subjects.local = () => ({ store: local, leftovers: async () => readdir(path.join(dir, 'uploads', INCOMING)).catch(() => []) });
  const bucket = new S3FileStore(s3.config);
  // Multipart uploads begun and neither completed nor aborted are the bucket's half-written objects (s3rver does not
  // list them, so the client's own calls are counted).
  const open = new Map<string, number>();
  bucket.client.middlewareStack.add(
    (next, context) => async (args) => {
      const key = String((args.input as { Key?: string }).Key);
      const change = { CreateMultipartUploadCommand: 1, CompleteMultipartUploadCommand: -1, AbortMultipartUploadCommand: -1 }[context.commandName ?? ''];
      const answer = await next(args);
      if (change) open.set(key, (open.get(key) ?? 0) + change);
      return answer;
    },
    { step: 'initialize', name: 'countMultipartUploads' },
  );
  subjects.s3 = () => ({ store: bucket, leftovers: async () => [...open].filter(([, count]) => count > 0).map(([key]) => key) });
}, 60_000);

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s file store', (name) => {
  const subject = () => subjects[name]!();

  it('streams a recording larger than two multipart pieces in, with its size and SHA-256 computed on the way, and reads it back whole', async () => {
    const { store, leftovers } = subject();
    const file = generated(12 * MiB + 123);
    const key = newKey('clips', 'webm');
    const put = await store.put(key, file.body(), { contentType: 'audio/webm' });
    expect(put).toEqual({ key, size: 12 * MiB + 123, sha256: file.sha256 });
    expect(await store.stat(key)).toMatchObject({ size: 12 * MiB + 123 });
    const whole = await store.get(key);
    expect(whole!.size).toBe(12 * MiB + 123);
    expect(await sha256Of(whole!.body)).toBe(file.sha256);
    expect(await leftovers()).toEqual([]);
    await store.delete(key);
  }, 60_000);

  it('answers byte ranges as playback asks for them (the first bytes, the middle across a piece boundary, the last byte), with the whole size', async () => {
    const { store } = subject();
    const file = generated(6 * MiB, 11);
    const key = newKey('attempts', 'ogg');
    await store.put(key, file.body());
    for (const [start, end] of [
      [0, 1],
      [5 * MiB - 10, 5 * MiB + 10],
      [6 * MiB - 1, 6 * MiB - 1],
    ] as const) {
      const part = await store.get(key, { start, end });
      expect(part!.size).toBe(6 * MiB);
      expect((await bytesOf(part!.body)).equals(file.bytesAt(start, end))).toBe(true);
    }
    await store.delete(key);
  }, 60_000);

  it('knows nothing of a missing key: get and stat answer undefined, delete is no error', async () => {
    const { store } = subject();
    const key = newKey('clips', 'webm');
    expect(await store.get(key)).toBeUndefined();
    expect(await store.get(key, { start: 0, end: 10 })).toBeUndefined();
    expect(await store.stat(key)).toBeUndefined();
    expect(await readStored(store, key)).toBeUndefined();
    await store.delete(key);
  });

  it('deletes: the key is gone for get, stat and list, and deleting it again is no error', async () => {
    const { store } = subject();
    const key = newKey('thumbnails', 'png');
    await putBuffer(store, key, Buffer.from('a picture'));
    expect((await store.list('thumbnails/')).map((entry) => entry.key)).toContain(key);
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.stat(key)).toBeUndefined();
    expect((await store.list('thumbnails/')).map((entry) => entry.key)).not.toContain(key);
  });

  it('lists by prefix: a folder, or the names in it that start alike (older prints of one certificate)', async () => {
    const { store } = subject();
    const keys = ['certificates/QC-1446-AAA-ar-1111.pdf', 'certificates/QC-1446-AAA-ar-2222.pdf', 'certificates/QC-1446-AAA-en-3333.pdf', 'certificates/QC-1446-BBB-ar-4444.pdf'];
    for (const key of keys) await putBuffer(store, key, Buffer.from(key), { contentType: 'application/pdf' });
    expect((await store.list('certificates/QC-1446-AAA-ar-')).map((entry) => entry.key).sort()).toEqual(keys.slice(0, 2));
    const all = await store.list('certificates/');
    expect(all.map((entry) => entry.key).sort()).toEqual(keys);
    expect(all.find((entry) => entry.key === keys[0])).toMatchObject({ size: Buffer.byteLength(keys[0]!) });
    expect(all.every((entry) => entry.modifiedAt instanceof Date && Date.now() - entry.modifiedAt.getTime() < 5 * 60_000)).toBe(true);
    expect(await store.list('nothing-here/')).toEqual([]);
    for (const key of keys) await store.delete(key);
  });

  it('keeps an empty file and small ones, their checksums those of the bytes kept', async () => {
    const { store } = subject();
    for (const bytes of [Buffer.alloc(0), Buffer.from('x'), Buffer.from('سورة الفاتحة')]) {
      const key = newKey('clips', 'webm');
      const put = await putBuffer(store, key, bytes);
      expect(put.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(put.size).toBe(bytes.length);
      expect((await readStored(store, key))!.equals(bytes)).toBe(true);
      await store.delete(key);
    }
  });

  it('shows a key only once every byte is written: a write in progress is invisible, a failed one leaves nothing', async () => {
    const { store, leftovers } = subject();
    const key = newKey('clips', 'webm');
    // A source that sends 6 MiB (more than one multipart piece), then waits until told to go on.
    let goOn!: () => void;
    const waiting = new Promise<void>((resolve) => (goOn = resolve));
    let sent = 0;
    const slow = Readable.from(
      (async function* () {
        for (let i = 0; i < 6; i++) {
          sent += MiB;
          yield Buffer.alloc(MiB, i);
        }
        await waiting;
        yield Buffer.alloc(MiB, 9);
      })(),
    );
    const writing = store.put(key, slow);
    while (sent < 6 * MiB) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.stat(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
    expect((await store.list('clips/')).map((entry) => entry.key)).not.toContain(key);
    goOn();
    expect((await writing).size).toBe(7 * MiB);
    expect((await store.stat(key))?.size).toBe(7 * MiB);
    await store.delete(key);

    // The client goes away after 6 MiB: the write fails, and neither the key nor a half-written piece is left.
    const broken = newKey('clips', 'webm');
    const failing = Readable.from(
      (async function* () {
        for (let i = 0; i < 6; i++) yield Buffer.alloc(MiB, i);
        throw new Error('client went away');
      })(),
    );
    await expect(store.put(broken, failing)).rejects.toThrow('client went away');
    expect(await store.stat(broken)).toBeUndefined();
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it('refuses keys that are not the server’s own (another folder level, a path out, spaces)', async () => {
    const { store } = subject();
    for (const key of ['../escape.webm', 'clips/../../x.webm', '/etc/passwd', 'clips/a b.webm', 'clips/sub/x.webm', 'clips']) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidKey);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidKey);
    }
  });
});
