// The gate every request body passes before it is read, and the uploads behind it: the sender signed in first, one
// account's and everyone's uploads read at once bounded, a trickle cut, files streamed to disk and removed unless kept.
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../api/context.ts';
import { AUDIO_MAX_BYTES, receiveFile, watchTransferRate } from '../api/uploads.ts';
import { ApiError } from '../http/errors.ts';
import { claimIncoming } from '../storage/incoming.ts';
import { authenticate, rememberLanguage } from './authentication.ts';
import { inSharedContext } from './sharedContext.ts';

export const defaultMaxConcurrentUploads = 8;

/**
 * perAccount: uploads read at once for one signed-in account (one more is a 429 with Retry-After). An upload's body
 * must arrive at minBytesPerSecond or faster, averaged over the last windowMs, checked from graceMs + windowMs after its
 * headers; a slower one is cut (its connection ended, what it sent removed).
 */
export type UploadLimits = { perAccount: number; minBytesPerSecond: number; windowMs: number; graceMs: number };
// Two at a time: a take sent again from a new network while the server still waits on the lost one is still read.
// 2 KB/s over 20 s: a phone on GPRS sends 5 KB/s and a hand-over stalls for seconds; a script trickling bytes sends less,
// and is cut 30 s after it started.
export const defaultUploadLimits: UploadLimits = { perAccount: 2, minBytesPerSecond: 2048, windowMs: 20_000, graceMs: 10_000 };

export const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

export type UploadsOptions = {
  ctx: Context;
  /** The content types each operation's request body may come in (server/plugins/api.ts). */
  bodyTypes: Map<string, Set<string>>;
  /** Operations that need a signed-in user. */
  secured: Set<string>;
  maxConcurrentUploads?: number;
  uploadLimits?: Partial<UploadLimits>;
};

export const uploads = inSharedContext<UploadsOptions>('uploads', async (api, { ctx, bodyTypes, secured, ...options }) => {
  // This process's folder for files on their way in, shown alive to other processes until the server closes.
  const releaseIncoming = await claimIncoming(ctx.uploadsDir, (line) => api.log.warn(line));
  api.addHook('onClose', releaseIncoming);

  const maxUploads = options.maxConcurrentUploads ?? defaultMaxConcurrentUploads;
  const uploadLimits = { ...defaultUploadLimits, ...options.uploadLimits };
  // Each upload being read: its account (none for an anonymous operation) and the watch on its rate.
  const uploading = new WeakMap<FastifyRequest, { userId?: number; stopWatch: () => void }>();
  let uploadsInFlight = 0;
  const uploadsOfAccount = new Map<number, number>();
  const receivedFiles = new WeakMap<FastifyRequest, string[]>();
  const finished = new WeakSet<FastifyRequest>();
  const uploadDone = async (request: FastifyRequest) => {
    finished.add(request);
    const upload = uploading.get(request);
    if (upload) {
      uploading.delete(request);
      upload.stopWatch();
      uploadsInFlight--;
      if (upload.userId !== undefined) {
        const left = (uploadsOfAccount.get(upload.userId) ?? 1) - 1;
        if (left > 0) uploadsOfAccount.set(upload.userId, left);
        else uploadsOfAccount.delete(upload.userId);
      }
    }
    const files = receivedFiles.get(request);
    receivedFiles.delete(request);
    // Stored files were moved away already; a file the upload was refused with, or a crash, leaves nothing here.
    for (const file of files ?? []) await rm(file, { force: true });
  };

  // A body only in a content type its operation declares, checked before any of it is read: anything else is a 415, so
  // no body reaches an operation unvalidated (fastify validates only the content types a route has a schema for).
  // An upload is read only for a signed-in sender, and only so many at once.
  api.addHook('onRequest', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId || !hasBody(request)) return;
    if (!bodyTypes.get(operationId)?.has(request.mediaType ?? '')) {
      throw new ApiError(415, 'unsupportedType', { errors: { body: 'unsupportedType' } });
    }
    if (request.mediaType !== 'multipart/form-data') return;
    if (secured.has(operationId)) {
      const found = await authenticate(ctx, request, false);
      if (!found || found === 'no-user') throw new ApiError(401, 'unauthenticated');
      await rememberLanguage(ctx, request, found.user);
      request.auth = found;
    }
    // Per account first, so that one account's uploads never take the slots of everyone else's.
    const userId = request.auth?.user.id;
    if (userId !== undefined && (uploadsOfAccount.get(userId) ?? 0) >= uploadLimits.perAccount) {
      throw new ApiError(429, 'uploadInProgress', { retryAfter: 5 });
    }
    if (uploadsInFlight >= maxUploads) throw new ApiError(429, 'tooManyRequests', { retryAfter: 1 });
    uploadsInFlight++;
    if (userId !== undefined) uploadsOfAccount.set(userId, (uploadsOfAccount.get(userId) ?? 0) + 1);
    // Too slow: the connection is ended, which aborts the request (uploadDone frees its place, receiveFile removes its file).
    const stopWatch = watchTransferRate(request.raw, uploadLimits, () => {
      request.log.warn(`upload cut: it arrived slower than ${uploadLimits.minBytesPerSecond} bytes/s`);
      request.raw.socket?.destroy();
    });
    uploading.set(request, { ...(userId !== undefined ? { userId } : {}), stopWatch });
  });
  api.addHook('onResponse', uploadDone);
  api.addHook('onRequestAbort', uploadDone);

  await api.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    // A file over the limit is cut short and flagged, so the operation can answer 422 under the file's own field.
    throwFileSizeLimit: false,
    // Files go to disk as they arrive, never whole into memory; what the handler does not store is removed after the answer.
    async onFile(this: FastifyRequest, part) {
      const file = await receiveFile(ctx.uploadsDir, part.file, part.filename, part.mimetype);
      // Answered (or abandoned) while the file was still being written: nobody will use it.
      if (finished.has(this)) await rm(file.tempPath, { force: true });
      else receivedFiles.set(this, [...(receivedFiles.get(this) ?? []), file.tempPath]);
      (part as unknown as { value: unknown }).value = file;
    },
  });
});
