// Uploaded files: streamed to disk as they arrive, the type read from the first bytes (never from the name or the declared
// type), then kept in the file store (server/storage) under a random name.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../http/errors.ts';
import type { Lang, MessageKey, MessageParams } from '../messages.ts';
import { type FileStore, nameOf, newKey } from '../storage/index.ts';
import { INCOMING } from '../storage/incoming.ts';

/**
 * Where uploads are written while they arrive: this process's own folder under uploads/.incoming (server/storage/incoming.ts),
 * which a later start removes if this process dies.
 */
export { INCOMING } from '../storage/incoming.ts';
const HEAD_BYTES = 64;

/** What the multipart parser leaves in the body for a file field. */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly declaredType: string,
    /** The bytes, under uploadsDir/.incoming: storeFile moves them, and they are removed after the answer otherwise. */
    readonly tempPath: string,
    readonly size: number,
    /** The first bytes, which tell the type. */
    readonly head: Buffer,
    readonly tooLarge: boolean,
  ) {}
}

/**
 * Streams a file part to a new file under uploadsDir/.incoming, keeping its size and first bytes; a part cut short at the
 * size limit (the parser's `truncated`) is removed and flagged. A failure to write is the server's, not the client's.
 */
export async function receiveFile(uploadsDir: string, stream: Readable & { truncated?: boolean }, filename: string, declaredType: string): Promise<UploadedFile> {
  const tempPath = path.join(uploadsDir, INCOMING, `${randomBytes(18).toString('base64url')}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    await mkdir(path.dirname(tempPath), { recursive: true });
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          yield chunk;
        }
      },
      createWriteStream(tempPath, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(tempPath, { force: true }).catch(() => {});
    if ((error as NodeJS.ErrnoException).syscall) throw Object.assign(new Error('could not store an upload'), { statusCode: 500, cause: error });
    throw error;
  }
  if (stream.truncated) {
    await rm(tempPath, { force: true });
    return new UploadedFile(filename, declaredType, tempPath, 0, Buffer.alloc(0), true);
  }
  return new UploadedFile(filename, declaredType, tempPath, size, head, false);
}

/**
 * Calls `tooSlow` (once) when the request's bytes arrive slower than `minBytesPerSecond`, averaged over the last `windowMs`;
 * the first check is `graceMs + windowMs` after the call. Stops by itself once the whole request has arrived; returns
 * the function that stops it earlier.
 */
export function watchTransferRate(
  request: IncomingMessage,
  limits: { minBytesPerSecond: number; windowMs: number; graceMs: number },
  tooSlow: () => void,
): () => void {
  const started = Date.now();
  const received = () => request.socket?.bytesRead ?? 0;
  // Samples of the bytes read so far; the first is the last one at least a window old.
  const samples = [{ at: started, bytes: received() }];
  const timer = setInterval(
    () => {
      if (request.complete || request.destroyed) return stop();
      const now = Date.now();
      const bytes = received();
      samples.push({ at: now, bytes });
      while (samples.length > 1 && samples[1]!.at <= now - limits.windowMs) samples.shift();
      if (now - started < limits.graceMs + limits.windowMs) return;
      const from = samples[0]!;
      if (((bytes - from.bytes) * 1000) / (now - from.at) < limits.minBytesPerSecond) {
        stop();
        tooSlow();
      }
    },
    Math.max(20, Math.round(limits.windowMs / 8)),
  );
  timer.unref();
  const stop = () => clearInterval(timer);
  return stop;
}

export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type AudioType = 'audio/webm' | 'audio/ogg' | 'audio/mp4' | 'audio/x-m4a' | 'audio/mpeg';
export type Sniffed<M extends string> = { mime: M; ext: string };

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

export function sniffAudio(buffer: Buffer): Sniffed<AudioType> | undefined {
  if (buffer.length < 12) return undefined;
  if (buffer[0] === 0x1a && buffer[1] === 0x45 && buffer[2] === 0xdf && buffer[3] === 0xa3) return { mime: 'audio/webm', ext: 'webm' };
  if (ascii(buffer, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(buffer, 4, 8) === 'ftyp') {
    const brand = ascii(buffer, 8, 12);
    return brand.startsWith('M4A') || brand.startsWith('M4B') ? { mime: 'audio/x-m4a', ext: 'm4a' } : { mime: 'audio/mp4', ext: 'mp4' };
  }
  if (ascii(buffer, 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3' };
  // An MPEG audio frame header: 11 set sync bits, a valid version and layer.
  if (buffer[0] === 0xff && (buffer[1]! & 0xe0) === 0xe0 && (buffer[1]! & 0x18) !== 0x08 && (buffer[1]! & 0x06) !== 0) return { mime: 'audio/mpeg', ext: 'mp3' };
  return undefined;
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export function sniffImage(buffer: Buffer): Sniffed<ImageType> | undefined {
  if (buffer.length < 12) return undefined;
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}

export const mimeOfExtension: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  m4a: 'audio/x-m4a',
  mp3: 'audio/mpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export type MediaFolder = 'thumbnails' | 'clips' | 'attempts' | 'certificates';

/** Keeps the received file in the file store under a new unguessable name and returns that name. */
export async function storeFile(store: FileStore, folder: MediaFolder, ext: string, file: UploadedFile): Promise<string> {
  const stored = await store.put(newKey(folder, ext), createReadStream(file.tempPath), { contentType: mimeOfExtension[ext] ?? 'application/octet-stream' });
  return nameOf(stored.key);
}

export async function removeFile(store: FileStore, folder: MediaFolder, fileName: string): Promise<void> {
  await store.delete(`${folder}/${path.basename(fileName)}`);
}

/** Why a take is refused, for the client to act on (the contract's ValidationErrorResponse `code`). */
export type RefusalCode = 'wrongType' | 'tooShort' | 'tooLong' | 'silent';

/** A refused take: 422 with the message under `errors.audio` and the reason as `code` beside the envelope's fields. */
export class RecordingRefused extends ApiError {
  constructor(
    readonly code: RefusalCode,
    key: MessageKey,
    params?: MessageParams,
  ) {
    super(422, 'invalid', { errors: { audio: key }, ...(params ? { params } : {}) });
  }

  override body(lang: Lang): ReturnType<ApiError['body']> & { code: RefusalCode } {
    return { ...super.body(lang), code: this.code };
  }
}

/** The `audio` part of a multipart upload, checked: present, within the size limit, and audio by its bytes. */
export function audioOf(body: unknown): { file: UploadedFile; type: { mime: AudioType; ext: string } } {
  const file = (body as { audio?: unknown } | undefined)?.audio;
  if (!(file instanceof UploadedFile) || file.tooLarge || file.size === 0 || file.size > AUDIO_MAX_BYTES) {
    throw new ApiError(422, 'invalid', { errors: { audio: 'audioInvalid' } });
  }
  const type = sniffAudio(file.head);
  if (!type) throw new RecordingRefused('wrongType', 'audioWrongType');
  return { file, type };
}
