// The Fastify app: /api/v1 generated from openapi/api.yaml, the built site with SPA fallback, security headers, caching.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { cachedOperations, handlers, rateLimitedOperations, writesKeepingPublicReads } from './api/index.ts';
import type { Context, OperationId, User } from './api/context.ts';
import { AUDIO_MAX_BYTES, receiveFile, watchTransferRate } from './api/uploads.ts';
import { KnownDevices } from './auth/knownDevices.ts';
import { claimIncoming } from './storage/incoming.ts';
import { TokenService } from './auth/tokens.ts';
import { defaultOtpTtlSeconds } from './config.ts';
import type { Database } from './db/index.ts';
import * as t from './db/schema.ts';
import { ApiError, clientErrorHandler, frameworkErrors, genericEnvelope, handlerStarted, installErrorHandling, langOf, sendRouteNotFound, withData } from './http/errors.ts';
import { PublicCache, matchesEtag } from './http/publicCache.ts';
import { preparedOn } from './db/prepared.ts';
import { databaseRateStore } from './http/rateLimitStore.ts';
import { inlineHashes, securityHeaders } from './http/securityHeaders.ts';
import { loadSiteFiles, sendSiteFile, siteFileAt } from './http/siteFiles.ts';
import { createResponseValidator, createValidatorCompiler } from './http/validation.ts';
import { type Mailer, logMailer } from './mail.ts';
import { chromiumPdfPrinter, type PdfPrinter } from './certificatePdf.ts';
import { loadSigningKey } from './certificates.ts';
import { t as msg } from './messages.ts';
import { authenticateOperator } from './operators/access.ts';
import { logPushSender, type PushSender } from './operators/push.ts';
import { operatorTokenService } from './operators/tokens.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiDocumentPath = path.join(root, 'openapi', 'api.yaml');

/**
 * Per client address and minute (in the database, shared by every process): login, otpSend, otpVerify, complaints, uploads, pdf. Per account, across
 * addresses (in the database): loginPerAccount sign-in attempts per 15 minutes (site and console; a success starts
 * afresh), otpChecksPerAccount code checks per email and code type per 24 hours (on top of 5 per code); each counted
 * for strangers together and for each known device of the account apart (server/auth/knownDevices.ts).
 */
export type RateLimits = Record<'login' | 'otpSend' | 'otpVerify' | 'complaints' | 'uploads' | 'answers' | 'pdf' | 'loginPerAccount' | 'otpChecksPerAccount', number>;
/**
 * answers: first-track answer writes and submits, enough for a contestant changing their mind, not for guessing by script.
 * pdf: certificate PDFs, enough for a holder printing theirs in both languages, not for keeping Chromium busy by script.
 */
export const defaultRateLimits: RateLimits = { login: 10, otpSend: 5, otpVerify: 10, complaints: 5, uploads: 30, answers: 120, pdf: 10, loginPerAccount: 10, otpChecksPerAccount: 10 };

export type BuildOptions = {
  database: Database;
  jwtSecret: string;
  /** True when jwtSecret was generated for this process (development without JWT_SECRET): codes must not depend on it. */
  jwtSecretGenerated?: boolean;
  /** Uploaded files go under this directory. */
  uploadsDir: string;
  /** The built site; when it has no index.html only the API and a plain notice at / are served. */
  distDir?: string;
  mailer?: Mailer;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON answer against the yaml (development and tests); off in production. */
  validateResponses?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** Extra connect-src origins (Firebase endpoints when push is configured). */
  connectSrc?: string[];
  /** Proxies whose X-Forwarded-For / -Proto are believed: addresses or CIDRs (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  cacheTtlMs?: number;
  /** JSON bodies larger than this are refused with 413. */
  bodyLimit?: number;
  /** How long an emailed one-time code stays valid (OTP_TTL_SECONDS). */
  otpTtlSeconds?: number;
  /** Multipart uploads read at once, over every client; one more is a 429. Counted after the per-account limit. */
  maxConcurrentUploads?: number;
  /** Uploads read at once for one account, and the slowest an upload may arrive (UPLOAD_MIN_BYTES_PER_SECOND). */
  uploadLimits?: Partial<UploadLimits>;
  /** Where the certificate signing key is kept (DATA_DIR/keys); without it a key is made for this process only. */
  keysDir?: string;
  /** Prints certificate PDFs; Debian's Chromium by default, started on first use. */
  pdfPrinter?: PdfPrinter;
  /** The site's origin (PUBLIC_ORIGIN, checked by server/config.ts) that printed links name; http://localhost:8080 by default. */
  publicOrigin?: string;
  /** Sends push messages (Firebase when FIREBASE_SERVICE_ACCOUNT is set: server/main.ts); one log line per message by default. */
  push?: PushSender;
};

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

type Auth = { user: User; token: { jti: string; expiresAt: Date } };

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Auth;
    cacheGeneration?: number;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
  interface FastifyInstance {
    /** Resolves once the work started off the request path (mail) has finished. */
    settled(): Promise<void>;
  }
}

function readApiDocument(): Record<string, unknown> {
  return parseYaml(readFileSync(apiDocumentPath, 'utf8')) as Record<string, unknown>;
}

function bearerOf(request: FastifyRequest, allowCookie: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  if (!allowCookie) return undefined;
  const cookie = request.headers.cookie?.split(';').map((c) => c.trim()).find((c) => c.startsWith('jwt='));
  if (!cookie) return undefined;
  try {
    return decodeURIComponent(cookie.slice(4)) || undefined;
  } catch {
    return undefined; // a malformed escape is no token at all
  }
}

type OperationObject = { operationId?: string; requestBody?: { content?: Record<string, unknown> }; security?: Record<string, unknown>[] };

/** Operations that need a signed-in user (`bearerAuth`), or the console's operator or reviewer (`operatorBearer`). */
export function securedOperations(document: Record<string, unknown>, scheme: 'bearerAuth' | 'operatorBearer' = 'bearerAuth'): Set<string> {
  const result = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, OperationObject>>)) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId && operation.security?.some((requirement) => scheme in requirement)) result.add(operation.operationId);
    }
  }
  return result;
}

/** The content types each operation's request body may come in (lower case); an operation without a body has none. */
export function declaredBodyTypes(document: Record<string, unknown>): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, OperationObject>>)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      result.set(operation.operationId, new Set(Object.keys(operation.requestBody?.content ?? {}).map((type) => type.toLowerCase())));
    }
  }
  return result;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * The user and whether the token was revoked, in one round trip (every signed-in request pays for it), prepared
 * (server/db/prepared.ts).
 */
const signedInUser = (db: Context['db']) =>
  preparedOn(db, 'signed_in_user', (on) =>
    on
      .select({
        user: t.users,
        revoked: sql<boolean>`exists (select 1 from ${t.revokedTokens} where ${t.revokedTokens.jti} = ${sql.placeholder('jti')})`,
      })
      .from(t.users)
      .where(eq(t.users.id, sql.placeholder('userId')))
      .prepare('signed_in_user'),
  );

async function authenticate(ctx: Context, request: FastifyRequest, allowCookie: boolean): Promise<Auth | 'no-user' | undefined> {
  const raw = bearerOf(request, allowCookie);
  if (!raw) return undefined;
  const claims = await ctx.tokens.verify(raw);
  if (!claims) return undefined;
  const [found] = await signedInUser(ctx.db).execute({ userId: claims.userId, jti: claims.jti });
  if (found?.revoked) return undefined;
  if (!found) {
    const [revoked] = await ctx.db.select({ jti: t.revokedTokens.jti }).from(t.revokedTokens).where(eq(t.revokedTokens.jti, claims.jti));
    return revoked ? undefined : 'no-user';
  }
  const user = found.user;
  // A password reset ends every session opened before it.
  if (user.sessionsValidAfter && claims.issuedAt.getTime() < user.sessionsValidAfter.getTime()) return undefined;
  return { user, token: { jti: claims.jti, expiresAt: claims.expiresAt } };
}

/**
 * The language a signed-in user uses the site in, which their push messages are written in: the app sends it with
 * every call (Accept-Language), so the first call after a change of language records it, one write only then. Only
 * for a bearer token, which only the app's own calls carry: a media file fetched with the cookie (an <audio> element)
 * carries the browser's languages instead. Signing up and signing in record it too (server/api/auth.ts).
 */
async function rememberLanguage(ctx: Context, request: FastifyRequest, user: User): Promise<void> {
  const lang = langOf(request);
  if (user.language === lang) return;
  await ctx.db.update(t.users).set({ language: lang }).where(eq(t.users.id, user.id));
  user.language = lang;
}

type JsonSchemaMap = Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;

export async function buildServer(options: BuildOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    return503OnClosing: true,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
    // A bad URL escape, an over-long path parameter, a request Node's parser refuses: answered in the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  const limits = { ...defaultRateLimits, ...options.rateLimits };
  const pending = new Set<Promise<void>>();
  const ctx: Context = {
    db: options.database.db,
    tokens: new TokenService(options.jwtSecret, now),
    mailer: options.mailer ?? logMailer((line) => app.log.info(line)),
    now,
    uploadsDir: options.uploadsDir,
    cache: new PublicCache(options.cacheTtlMs ?? 30_000),
    otpTtlMs: (options.otpTtlSeconds ?? defaultOtpTtlSeconds) * 1000,
    // Every process of a deployment shares JWT_SECRET, so each checks the codes any other stored; a secret generated for
    // one process would make its codes unknown to the others, so development without JWT_SECRET uses a fixed key.
    otpKey: createHash('sha256').update(`one-time-codes:${options.jwtSecretGenerated ? 'development' : options.jwtSecret}`).digest('hex'),
    knownDevices: {
      site: new KnownDevices(options.jwtSecret, now, { name: 'qc_device', path: '/api/v1/user/auth' }),
      console: new KnownDevices(options.jwtSecret, now, { name: 'qc_console_device', path: '/api/v1/operator/auth' }),
    },
    accountLimits: { loginPerAccount: limits.loginPerAccount, otpChecksPerAccount: limits.otpChecksPerAccount },
    certificateKey: loadSigningKey(options.keysDir),
    pdfPrinter: options.pdfPrinter ?? chromiumPdfPrinter(),
    publicOrigin: options.publicOrigin ?? 'http://localhost:8080',
    operatorTokens: operatorTokenService(options.jwtSecret, now),
    push: options.push ?? logPushSender((line) => app.log.info(line)),
    background(what, task) {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, `could not ${what}`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };
  // Work started off the request path (mail) is finished before the database closes; tests wait for it with settled().
  const settled = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  app.decorate('settled', settled);
  app.addHook('onClose', settled);
  app.addHook('onClose', () => ctx.pdfPrinter.close());
  // This process's folder for files on their way in, shown alive to other processes until the server closes.
  const releaseIncoming = await claimIncoming(options.uploadsDir, (line) => app.log.warn(line));
  app.addHook('onClose', releaseIncoming);

  installErrorHandling(app);
  app.setValidatorCompiler(createValidatorCompiler());
  // Only JSON and multipart are accepted; anything else (text/plain included) is a 415.
  app.removeContentTypeParser(['text/plain']);

  // Fastify sends `Connection: close` only to requests that arrive after close() began, and server.close() reaps idle
  // sockets only once: a request already in flight (its body still uploading) was answered keep-alive and its socket
  // then held close() open until the client hung up (fastify#7044). Answers sent while closing end their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const distDir = options.distDir;
  // The built site, read once (server/http/siteFiles.ts): its home page's inline scripts and styles are allowed by hash.
  const siteFiles = distDir !== undefined && existsSync(path.join(distDir, 'index.html')) ? loadSiteFiles(distDir) : undefined;
  const sitePage = siteFiles?.get('/index.html')?.identity.toString('utf8') ?? '';
  const headers = securityHeaders({
    connectSrc: options.connectSrc ?? [],
    scriptHashes: inlineHashes(sitePage, 'script'),
    styleHashes: inlineHashes(sitePage, 'style'),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer sent before the request's body has arrived (a refused upload: 401, 415, 429) ends the connection, so the
    // rest of the body is never read (Node reads and discards it to keep a connection open).
    if (closing || (hasBody(request) && !request.raw.complete)) reply.header('connection', 'close');
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 5 } } });

  // ---------------------------------------------------------------- /api/v1
  const apiDocument = readApiDocument();
  const bodyTypes = declaredBodyTypes(apiDocument);
  const secured = securedOperations(apiDocument);
  const operatorSecured = securedOperations(apiDocument, 'operatorBearer');
  const operatorAccess = {
    db: ctx.db,
    operatorTokens: ctx.operatorTokens,
    isSiteUser: async (request: FastifyRequest) => {
      const found = await authenticate(ctx, request, false);
      return found !== undefined && found !== 'no-user';
    },
  };
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
  await app.register(async (api) => {
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
    // The console's operations check who is calling before anything else (a body is validated only for an operator).
    api.addHook('onRequest', async (request) => {
      const operationId = request.routeOptions.config.operationId;
      if (operationId && operatorSecured.has(operationId)) await authenticateOperator(operatorAccess, request);
    });
    api.addHook('onResponse', uploadDone);
    api.addHook('onRequestAbort', uploadDone);
    // Public reads: answered from memory when possible, with an ETag either way. Added first, so a hit skips every later hook.
    api.addHook('onRequest', async (request, reply) => {
      const operationId = request.routeOptions.config.operationId;
      if (request.method !== 'GET' || !operationId || !cachedOperations.has(operationId)) return;
      request.cacheGeneration = ctx.cache.currentGeneration();
      const hit = ctx.cache.get(`${langOf(request)} ${request.url}`);
      if (!hit) return;
      reply.header('etag', hit.etag).header('cache-control', 'public, max-age=30').header('vary', 'Accept-Language, Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
      return reply.code(hit.status).type('application/json; charset=utf-8').send(hit.body);
    });
    api.addHook('onSend', async (request, reply, payload) => {
      if (request.cacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
      const entry = ctx.cache.set(`${langOf(request)} ${request.url}`, 200, payload, request.cacheGeneration);
      reply.header('etag', entry.etag).header('cache-control', 'public, max-age=30').header('vary', 'Accept-Language, Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });

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
    await api.register(rateLimit, {
      global: false,
      // Counted in the database, so that every process on one database shares the counts (server/http/rateLimitStore.ts).
      store: databaseRateStore(ctx.db, now),
      errorResponseBuilder: (_request, context) => new ApiError(429, 'tooManyRequests', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });

    if (options.validateResponses) {
      const compile = createResponseValidator();
      api.addHook('preSerialization', async (request, reply, payload) => {
        const responses = request.routeOptions.schema?.response as JsonSchemaMap | undefined;
        // A 5xx is the error handler's own envelope, not checked (it would fail again for an operation that documents none).
        if (!responses || typeof payload !== 'object' || payload === null || reply.statusCode >= 500) return payload;
        const schema = (responses[String(reply.statusCode)] ?? responses.default)?.content?.['application/json']?.schema;
        const validate = schema ? compile(schema) : undefined;
        if (!validate || !validate(payload)) {
          const operationId = request.routeOptions.config.operationId;
          const problem = validate
            ? `answer ${reply.statusCode} of ${operationId} breaks openapi/api.yaml: ${JSON.stringify(validate.errors)}`
            : `openapi/api.yaml documents no ${reply.statusCode} answer for ${operationId}`;
          // Answered here, not thrown: the answer may be the error handler's own (a refusal the yaml words otherwise),
          // and an error thrown after it would be answered by fastify's fallback, in its own shape with the internals.
          // The reason is logged and, for a test to show, sent in this header (development and tests only, ASCII).
          request.log.error(problem);
          reply.header('x-contract-violation', problem.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000));
          reply.code(500);
          return genericEnvelope(langOf(request), 500);
        }
        return payload;
      });
    }

    // fastify-openapi-glue warns of a missing body parser for every media type the contract names, the answers'
    // included (`application/octet-stream` is only ever sent, never accepted), at every start. Which request bodies
    // are accepted is decided before any is read (415 for the others, http/validation.ts), so its warning is noise:
    // its own context logs errors only.
    await api.register(async (glue) => {
      glue.log = glue.log.child({}, { level: 'error' });
      await glue.register(openapiGlue, {
        specification: apiDocument,
        prefix: '/api/v1',
        operationResolver: (operationId: string) => {
          const handler = handlers[operationId as OperationId] as unknown as (c: Context, args: object) => Promise<{ code: number; body: unknown } | undefined>;
          if (!handler) {
            // The typecheck and tests/server/units.test.ts catch this; at run time the rest of the API keeps working.
            app.log.warn(`openapi/api.yaml names ${operationId}, which the server does not implement: it answers 501`);
            return {
              config: { operationId },
              handler: async (request: FastifyRequest, reply: FastifyReply) =>
                reply.code(501).send({ status: 501, message: msg(langOf(request), 'serverError'), data: null }),
            } as unknown as RouteOptions;
          }
          const limit = rateLimitedOperations[operationId];
          // The glue spreads these route options over the generated route (its typing wants a full RouteOptions).
          return {
            config: { operationId, ...(limit ? { rateLimit: { max: limits[limit], timeWindow: 60_000 } } : {}) },
            handler: async (request: FastifyRequest, reply: FastifyReply) => {
              handlerStarted.add(request);
              let auth = request.auth;
              if (!auth && operationId === 'getMedia') {
                const found = await authenticate(ctx, request, true);
                if (found && found !== 'no-user') auth = found;
              }
              // Without a Content-Type fastify validates no body at all; an operation that takes one must still get it.
              if (request.routeOptions.schema?.body && (request.body === undefined || request.body === null)) {
                throw new ApiError(422, 'invalid', { errors: { body: 'required' } });
              }
              const answer = await handler(ctx, { request, reply, lang: langOf(request), user: auth?.user, token: auth?.token });
              if (request.method !== 'GET' && !writesKeepingPublicReads.has(operationId)) ctx.cache.invalidate();
              if (answer === undefined) return reply;
              return reply.code(answer.code).send(withData(answer.body));
            },
          } as unknown as RouteOptions;
        },
        securityHandlers: {
          bearerAuth: async (request: FastifyRequest) => {
            if (request.auth) return; // an upload's sender, signed in before its body was read
            const found = await authenticate(ctx, request, false);
            if (found === 'no-user') {
              throw request.routeOptions.config.operationId === 'logout' ? new ApiError(404, 'userNotFound') : new ApiError(401, 'unauthenticated');
            }
            // The spec's logout failure catalogue reads 401 as "Email or Password is incorrect".
            if (!found) throw new ApiError(401, request.routeOptions.config.operationId === 'logout' ? 'badCredentials' : 'unauthenticated');
            await rememberLanguage(ctx, request, found.user);
            request.auth = found;
          },
          // The console (server/operators/access.ts): 401 without a console token, 403 for a site user's token or a reviewer off reviewing.
          operatorBearer: async (request: FastifyRequest) => {
            if (!request.operatorAuth) await authenticateOperator(operatorAccess, request);
          },
        },
      });
    });
  });

  // ---------------------------------------------------------------- the built site
  // `/` is the prerendered home page (index.html); every other page starts from the plain shell
  // (app.html, written beside it by scripts/prerender.ts) so it never flashes the home page.
  // The files are served from memory, already compressed.
  if (siteFiles) {
    const fallbackPage = siteFiles.get('/app.html') ?? siteFiles.get('/index.html')!;
    // The operator console's own page (vite.operator.config.ts): /operator and everything under it.
    const operatorPage = siteFiles.get('/operator.html');
    app.get('/*', { compress: false }, (request, reply) => {
      const file = siteFileAt(siteFiles, request.url);
      if (file) return sendSiteFile(request, reply, file);
      const url = request.url.split('?')[0] ?? '/';
      // An unknown API path, or a hashed asset that does not exist, is a real 404, not the app shell.
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/assets/')) return sendRouteNotFound(request, reply);
      if (operatorPage && (url === '/operator' || url.startsWith('/operator/'))) return sendSiteFile(request, reply, operatorPage);
      return sendSiteFile(request, reply, fallbackPage);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // With a site, GET and HEAD never get here (the route above answers them).
    if (siteFiles || url === '/api' || url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) return sendRouteNotFound(request, reply);
    const notice = 'Quran competition reference server.\n\nThe API is served at /api/v1. The site has not been built yet: run "npm run build" and restart the server.\n';
    return reply
      .code(url === '/' ? 200 : 404)
      .type('text/plain; charset=utf-8')
      .send(notice);
  });

  return app;
}
