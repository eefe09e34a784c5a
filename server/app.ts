// The Fastify app, area by area (server/plugins/): /api/v1 generated from openapi/api.yaml behind its gates, the built
// site with SPA fallback, security headers, compression.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/index.ts';
import { proxyTrust } from './config.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors.ts';
import { type ReadinessCheck, lifecycle, localStoreCheck, requestIdOf } from './http/lifecycle.ts';
import { type DatabasePool, metrics } from './http/metrics.ts';
import { createValidatorCompiler } from './http/validation.ts';
import type { Mailer } from './mail.ts';
import type { PdfPrinter } from './certificatePdf.ts';
import type { PushSender } from './operators/push.ts';
import type { SigningKey } from './certificates.ts';
import type { FileStore } from './storage/index.ts';
import type { JobSender } from './queue/queue.ts';
import { api } from './plugins/api.ts';
import { handlerContext } from './plugins/handlerContext.ts';
import { type RateLimits, defaultRateLimits } from './plugins/rateLimits.ts';
import { answerHeaders, builtSite, loadSite } from './plugins/site.ts';
import { previewOf } from './share/previews.ts';
import type { UploadLimits } from './plugins/uploads.ts';

export { apiDocumentPath } from './plugins/api.ts';
export type { ReadinessCheck } from './http/lifecycle.ts';
export { defaultRateLimits, type RateLimits } from './plugins/rateLimits.ts';
export { defaultMaxConcurrentUploads, defaultUploadLimits, type UploadLimits } from './plugins/uploads.ts';

export type BuildOptions = {
  database: Database;
  jwtSecret: string;
  /** True when jwtSecret was generated for this process (development without JWT_SECRET): codes must not depend on it. */
  jwtSecretGenerated?: boolean;
  /** Uploads are received under this directory (and kept there too, unless `fileStore` is given). */
  uploadsDir: string;
  /** Where kept files go (server/main.ts: an S3 bucket when S3_BUCKET is set); local files under uploadsDir by default. */
  fileStore?: FileStore;
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
  /** The certificate signing key itself (server/main.ts: CERTIFICATE_SIGNING_KEY or the database's); wins over keysDir. */
  certificateKey?: SigningKey;
  /** Prints certificate PDFs; Debian's Chromium by default, started on first use. */
  pdfPrinter?: PdfPrinter;
  /** The site's origin (PUBLIC_ORIGIN, checked by server/config.ts) that printed links name; http://localhost:8080 by default. */
  publicOrigin?: string;
  /** Sends push messages (Firebase when FIREBASE_SERVICE_ACCOUNT is set: server/main.ts); one log line per message by default. */
  push?: PushSender;
  /** What /readyz asks beyond the database; by default whether the uploads directory (the local file store) can be written. */
  readinessChecks?: ReadinessCheck[];
  /** METRICS_TOKEN: /metrics answers with it as a bearer token; unset, /metrics does not exist. */
  metricsToken?: string;
  /** The PostgreSQL pool's size and the application_name its connections carry, for /metrics. */
  databasePool?: DatabasePool;
  /** Sends jobs to the queue (server/queue): broadcasts to send now or at their time. Without it, the minute's sweep sends them. */
  jobs?: JobSender;
};

export async function buildServer(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    // Every log line of a request carries its id (reqId), which the answer's X-Request-Id returns: the proxy's own when
    // a trusted proxy passed one in, else a new one (server/http/lifecycle.ts).
    requestIdHeader: false,
    genReqId: requestIdOf(proxyTrust(options.trustProxy ?? [])),
    return503OnClosing: true,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
    // A bad URL escape, an over-long path parameter, a request Node's parser refuses: answered in the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  const limits = { ...defaultRateLimits, ...options.rateLimits };
  const { loginPerAccount, otpChecksPerAccount } = limits;
  // What every handler is given; the server closes once the work they started off the request path is done.
  const ctx = handlerContext(app, { ...options, db: options.database.db, now: options.now ?? (() => new Date()), accountLimits: { loginPerAccount, otpChecksPerAccount } });

  // Every refusal in the envelope; request bodies validated against the yaml; only JSON and multipart accepted
  // (anything else, text/plain included, is a 415).
  installErrorHandling(app);
  app.setValidatorCompiler(createValidatorCompiler());
  app.removeContentTypeParser(['text/plain']);

  // The probes, the request id and the drain first, then /metrics, whose hooks time every request after them.
  await app.register(lifecycle, { database: options.database, checks: options.readinessChecks ?? [localStoreCheck(options.uploadsDir)] });
  await app.register(metrics, { token: options.metricsToken, database: options.database, pool: options.databasePool });

  const siteFiles = loadSite(options.distDir);
  await app.register(answerHeaders, { siteFiles, connectSrc: options.connectSrc ?? [] });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 5 } } });

  // /api/v1, in a context of its own: the body and upload gate, the console's access check, public reads from memory,
  // rate limits, answers checked against the yaml, then the generated routes.
  await app.register(api, {
    ctx,
    limits,
    validateResponses: options.validateResponses,
    maxConcurrentUploads: options.maxConcurrentUploads,
    uploadLimits: options.uploadLimits,
  });

  // The built site (SPA fallback, the console's page) and the answer to every unknown path.
  await app.register(builtSite, { siteFiles, previews: { origin: ctx.publicOrigin, of: (pathname, lang) => previewOf(ctx, pathname, lang) } });
  return app;
}
