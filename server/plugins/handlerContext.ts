// What every operation handler is given (server/api/context.ts), made once per server, and the work it starts off the request path.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { KnownDevices } from '../auth/knownDevices.ts';
import { TokenService } from '../auth/tokens.ts';
import type { Context } from '../api/context.ts';
import { chromiumPdfPrinter, type PdfPrinter } from '../certificatePdf.ts';
import { type SigningKey, loadSigningKey } from '../certificates.ts';
import { defaultOtpTtlSeconds } from '../config.ts';
import type { Db } from '../db/index.ts';
import { PublicCache } from '../http/publicCache.ts';
import { type Mailer, logMailer } from '../mail.ts';
import { logPushSender, type PushSender } from '../operators/push.ts';
import { operatorTokenService } from '../operators/tokens.ts';
import { type FileStore, localStore } from '../storage/index.ts';
import type { JobSender } from '../queue/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the work started off the request path (mail) has finished. */
    settled(): Promise<void>;
  }
}

export type HandlerContextOptions = {
  db: Db;
  jwtSecret: string;
  jwtSecretGenerated?: boolean;
  uploadsDir: string;
  mailer?: Mailer;
  now: () => Date;
  cacheTtlMs?: number;
  otpTtlSeconds?: number;
  accountLimits: Context['accountLimits'];
  keysDir?: string;
  certificateKey?: SigningKey;
  fileStore?: FileStore;
  pdfPrinter?: PdfPrinter;
  publicOrigin?: string;
  push?: PushSender;
  jobs?: JobSender;
};

/** The handlers' context; the server waits, before it closes, for the work they started in the background. */
export function handlerContext(app: FastifyInstance, options: HandlerContextOptions): Context {
  const { now } = options;
  const pending = new Set<Promise<void>>();
  const ctx: Context = {
    db: options.db,
    tokens: new TokenService(options.jwtSecret, now),
    mailer: options.mailer ?? logMailer((line) => app.log.info(line)),
    now,
    uploadsDir: options.uploadsDir,
    store: options.fileStore ?? localStore(options.uploadsDir),
    cache: new PublicCache(options.cacheTtlMs ?? 30_000),
    otpTtlMs: (options.otpTtlSeconds ?? defaultOtpTtlSeconds) * 1000,
    // Every process of a deployment shares JWT_SECRET, so each checks the codes any other stored; a secret generated for
    // one process would make its codes unknown to the others, so development without JWT_SECRET uses a fixed key.
    otpKey: createHash('sha256').update(`one-time-codes:${options.jwtSecretGenerated ? 'development' : options.jwtSecret}`).digest('hex'),
    knownDevices: {
      site: new KnownDevices(options.jwtSecret, now, { name: 'qc_device', path: '/api/v1/user/auth' }),
      console: new KnownDevices(options.jwtSecret, now, { name: 'qc_console_device', path: '/api/v1/operator/auth' }),
    },
    accountLimits: options.accountLimits,
    certificateKey: options.certificateKey ?? loadSigningKey(options.keysDir),
    pdfPrinter: options.pdfPrinter ?? chromiumPdfPrinter(),
    publicOrigin: options.publicOrigin ?? 'http://localhost:8080',
    operatorTokens: operatorTokenService(options.jwtSecret, now),
    push: options.push ?? logPushSender((line) => app.log.info(line)),
    jobs: options.jobs ?? { send: () => Promise.resolve(null) },
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
  return ctx;
}
