// The recording upload reader: a take sent with XMLHttpRequest (fetch reports no upload progress), with the
// idempotency key, and the server's answer read into an UploadError the recorder machine understands.
import { UploadError, type KeptTake, type TakeUploader, type UploadErrorCode } from '../../machines';
import { multipartSerializer, requestLanguage } from './client';
import { readEnvelope, refusalMessage } from '../../api/envelope';

/** Where a take goes: a second-track clip (new, or replacing the contestant's clip) or a new fifth-track attempt. */
export type RecordingTarget = { track: 'second'; recitationId: number; clipId: number | null } | { track: 'fifth' };

export function uploadRequestOf(target: RecordingTarget): { method: 'POST' | 'PUT'; path: string; fields: Record<string, string> } {
  if (target.track === 'fifth') return { method: 'POST', path: '/competition/fifth-paths', fields: {} };
  if (target.clipId !== null) return { method: 'PUT', path: `/competition/second-paths/clips/${target.clipId}`, fields: {} };
  return { method: 'POST', path: '/competition/second-paths/clips', fields: { recitation_id: String(target.recitationId) } };
}

/** Field-error names the server uses for what it refuses in a take, by meaning. */
const FIELD_CODES: Record<string, UploadErrorCode> = {
  too_short: 'tooShort',
  tooShort: 'tooShort',
  too_long: 'tooLong',
  tooLong: 'tooLong',
  silent: 'silent',
  wrong_type: 'wrongType',
  wrongType: 'wrongType',
};

/** A machine-readable reason, when the answer names one (`code`, or an `errors` key naming the problem). */
function codeOf(body: unknown): UploadErrorCode | null {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const named = [record['code'], ...Object.keys(readEnvelope(body).errors ?? {})];
  for (const name of named) if (typeof name === 'string' && FIELD_CODES[name]) return FIELD_CODES[name];
  return null;
}

/**
 * What an upload answer means: null when the server has the take, else the failure. Network trouble, rate limits and
 * server errors may pass when sent again with the same key; a refusal is shown with the server's own message.
 */
export function readUploadAnswer(httpStatus: number, body: unknown): UploadError | null {
  if (httpStatus >= 200 && httpStatus < 300) return null;
  const message = refusalMessage(body) ?? null;
  if (httpStatus === 0) return new UploadError('network', true);
  if (httpStatus === 401) return new UploadError('signedOut', false, message);
  if (httpStatus === 413) return new UploadError('tooLarge', false, message);
  if (httpStatus === 429 || httpStatus >= 500) return new UploadError('server', true, message);
  if (httpStatus === 404) return new UploadError('notRunning', false, message);
  if (httpStatus === 409) {
    const errors = readEnvelope(body).errors ?? {};
    if ('track' in errors) return new UploadError('locked', false, message);
    return new UploadError(codeOf(body) ?? 'refused', false, message);
  }
  return new UploadError(codeOf(body) ?? 'refused', false, message);
}

export interface UploaderOptions {
  baseUrl: string;
  getToken: () => string | null | undefined;
  getLanguage: () => string | null | undefined;
  createRequest?: () => XMLHttpRequest;
}

/** Sends takes to `target` with progress, abort and the take's idempotency key. */
export function createRecordingUploader(target: RecordingTarget, options: UploaderOptions): TakeUploader {
  return {
    upload: (take: KeptTake, onProgress, signal) =>
      new Promise<void>((resolve, reject) => {
        const { method, path, fields } = uploadRequestOf(target);
        const request = options.createRequest?.() ?? new XMLHttpRequest();
        request.open(method, `${options.baseUrl}${path}`);
        const token = options.getToken();
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.setRequestHeader('Accept-Language', requestLanguage(options.getLanguage()));
        request.setRequestHeader('Idempotency-Key', take.key);
        request.responseType = 'json';
        request.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        });
        request.addEventListener('load', () => {
          const failure = readUploadAnswer(request.status, request.response);
          if (failure) reject(failure);
          else resolve();
        });
        request.addEventListener('error', () => reject(new UploadError('network', true)));
        request.addEventListener('timeout', () => reject(new UploadError('network', true)));
        signal.addEventListener('abort', () => request.abort(), { once: true });
        const blob = take.blob.type === take.mimeType ? take.blob : new Blob([take.blob], { type: take.mimeType });
        request.send(multipartSerializer({ ...fields, audio: blob }));
      }),
  };
}
