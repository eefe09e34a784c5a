// Every failure leaves in the envelope { status, message, data, errors? }; bad input is a 4xx, never a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Lang, type MessageKey, languageOf, t } from '../messages.ts';
import { fieldErrors } from './validation.ts';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly options: { params?: Record<string, string | number>; errors?: Record<string, MessageKey>; data?: Record<string, MessageKey>; retryAfter?: number } = {},
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
      ...(this.options.errors ? { errors: localise(this.options.errors) } : {}),
    };
  }
}

export const langOf = (request: FastifyRequest): Lang => languageOf(request.headers['accept-language']);

function send(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

type ErrorWithExtras = FastifyError & {
  validation?: unknown[];
  validationContext?: string;
  errors?: unknown[];
};

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
    // A multipart body that breaks off or is malformed (the parser's errors carry no status).
    if (!error.statusCode && request.isMultipart?.()) {
      return send(reply, 400, { status: 400, message: t(lang, 'invalid'), data: null, errors: { body: [error.message] } });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, { status: 415, message: t(lang, 'unsupportedType'), data: null, errors: { body: [t(lang, 'unsupportedType')] } });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      return send(reply, 413, { status: 413, message: t(lang, 'tooLarge'), data: null, errors: { body: [t(lang, 'tooLarge')] } });
    }
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      return send(reply, 400, { status: 400, message: t(lang, 'malformedJson'), data: null, errors: { body: [t(lang, 'malformedJson')] } });
    }
    // A value the database cannot hold (an id beyond 32 bits, say) is bad input, not a server failure.
    const dbCode = (error as { cause?: { code?: string } }).cause?.code ?? code;
    if (dbCode === '22003' || dbCode === '22P02' || dbCode === '22007' || dbCode === '22008' || dbCode === '22001') {
      return send(reply, 422, { status: 422, message: t(lang, 'invalid'), data: null, errors: { body: [t(lang, 'range')] } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, { status: 429, message: t(lang, 'tooManyRequests'), data: null });
    }
    if (status >= 400 && status < 500) {
      // Any other client error fastify or a plugin reports (bad multipart, bad header, ...).
      return send(reply, status, { status, message: t(lang, 'invalid'), data: null, errors: { body: [error.message] } });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { status: 500, message: t(lang, 'serverError'), data: null });
  });

}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = langOf(request);
  return send(reply, 404, { status: 404, message: t(lang, 'routeNotFound'), data: null, errors: { path: [t(lang, 'routeNotFound')] } });
}
