// Every failure leaves in the envelope { status, message, data, errors? }; bad input is a 4xx, never a 500.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Lang, type MessageKey, type MessageParams, languageOf, t } from '../messages.ts';
import { fieldErrors } from './validation.ts';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly options: {
      params?: MessageParams;
      errors?: Record<string, MessageKey>;
      /** Field messages already written in the request's language (several per field), added to `errors`. */
      errorTexts?: (lang: Lang) => FieldErrors;
      data?: Record<string, MessageKey>;
      retryAfter?: number;
    } = {},
  ) {
    super(key);
  }

  body(lang: Lang): { status: number; message: string; data: FieldErrors | null; errors?: FieldErrors } {
    const localise = (fields: Record<string, MessageKey>) =>
      Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [t(lang, key, this.options.params)]]));
    return {
      status: this.status,
      message: t(lang, this.key, this.options.params),
      data: this.options.data ? localise(this.options.data) : null,
      ...(this.options.errors || this.options.errorTexts ? { errors: { ...localise(this.options.errors ?? {}), ...this.options.errorTexts?.(lang) } } : {}),
    };
  }
}

export const langOf = (request: FastifyRequest): Lang => languageOf(request.headers['accept-language']);

function send(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

type Envelope = { status: number; message: string; data: null; errors?: FieldErrors };

/**
 * An operation's JSON answer with the envelope's `data` key present, null when it carries nothing: the one place that
 * guarantees it for every handler (the contract requires it, and a body that left it out answered 200 without it).
 */
export function withData<T>(body: T): T | (T & { data: null }) {
  const plain = typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype;
  return plain && !('data' in body) ? { ...body, data: null } : body;
}

/** The message a failure of this status gets when nothing more specific is known: never the internal error's own text. */
function genericKey(status: number): MessageKey {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'routeNotFound';
    case 405:
      return 'methodNotAllowed';
    case 413:
      return 'tooLarge';
    case 414:
      return 'uriTooLong';
    case 415:
      return 'unsupportedType';
    case 422:
      return 'invalid';
    case 429:
      return 'tooManyRequests';
    case 431:
      return 'headersTooLarge';
    default:
      return status >= 500 ? 'serverError' : 'badRequest';
  }
}

/** `{ status, message, data: null }`, plus `errors.body` for a client error (429 and 5xx carry no field messages). */
export function genericEnvelope(lang: Lang, status: number, key: MessageKey = genericKey(status)): Envelope {
  const message = t(lang, key);
  return status === 429 || status >= 500 ? { status, message, data: null } : { status, message, data: null, errors: { body: [message] } };
}

type ErrorWithExtras = FastifyError & {
  validation?: unknown[];
  validationContext?: string;
  errors?: unknown[];
};

/** Requests whose operation handler has started: an error without a status after that point is ours, not the client's. */
export const handlerStarted = new WeakSet<FastifyRequest>();

// Values the database refuses as bad input (out of range, malformed, NUL or untranslatable characters, too long, bad LIKE escape).
const badValueCodes = new Set(['22001', '22003', '22007', '22008', '22019', '22021', '22025', '22P02', '22P05', '2201B', '54000']);

const sizeCodes = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: ErrorWithExtras, request, reply) => {
    const lang = langOf(request);
    if (error instanceof ApiError) {
      if (error.options.retryAfter !== undefined) reply.header('retry-after', String(error.options.retryAfter));
      return send(reply, error.status, error.body(lang));
    }
    if (error.validation) {
      return send(reply, 422, {
        status: 422,
        message: t(lang, 'invalid'),
        data: null,
        errors: fieldErrors(error.validation as never[], lang),
      });
    }
    // fastify-openapi-glue wraps a failed security handler (ours throws an ApiError) in an error listing the causes.
    const inner = Array.isArray(error.errors) ? error.errors.find((e): e is ApiError => e instanceof ApiError) : undefined;
    if (inner) return send(reply, inner.status, inner.body(lang));
    if (error.statusCode === 401) return send(reply, 401, new ApiError(401, 'unauthenticated').body(lang));
    const code = error.code;
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return send(reply, 415, genericEnvelope(lang, 415));
    if (sizeCodes.has(code)) return send(reply, 413, genericEnvelope(lang, 413));
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      return send(reply, 400, genericEnvelope(lang, 400, 'malformedJson'));
    }
    // A value the database cannot hold (an id beyond 32 bits, a NUL character, ...) is bad input, not a server failure.
    const dbCode = (error as { cause?: { code?: string } }).cause?.code ?? code;
    if (typeof dbCode === 'string' && badValueCodes.has(dbCode)) {
      return send(reply, 422, { status: 422, message: t(lang, 'invalid'), data: null, errors: { body: [t(lang, 'range')] } });
    }
    // A multipart body that breaks off or is malformed: the parser's errors carry no status, and arrive before the handler.
    const status = error.statusCode ?? (request.isMultipart?.() && !handlerStarted.has(request) ? 400 : 500);
    if (status >= 400 && status < 500) {
      // Any other client error fastify or a plugin reports (bad multipart, bad header, ...), in words of our own.
      return send(reply, status, genericEnvelope(lang, status));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, genericEnvelope(lang, 500));
  });
}

/** Fastify's `frameworkErrors`: a bad URL escape (400) or a path parameter over the length limit (414), in the envelope. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void send(reply, status, genericEnvelope(langOf(request), status));
}

/**
 * Node's `clientError`: a request the HTTP parser refuses (unknown method, malformed request line, headers over the size
 * limit → 431, a timeout → 408) never reaches fastify. Answered in the envelope, in the default language.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(genericEnvelope(languageOf(undefined), status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = t(langOf(request), 'routeNotFound');
  return send(reply, 404, { status: 404, message, data: null, errors: { path: [message] } });
}
