// What every operation handler is given, and the types that tie handlers to the generated contract types.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/contract/schema';
import type { KnownDevices } from '../auth/knownDevices.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import type { users } from '../db/schema.ts';
import type { Mailer } from '../mail.ts';
import type { PdfPrinter } from '../certificatePdf.ts';
import type { SigningKey } from '../certificates.ts';
import type { Lang } from '../messages.ts';
import type { PublicCache } from '../http/publicCache.ts';
import type { PushSender } from '../operators/push.ts';
import type { FileStore } from '../storage/index.ts';
import type { JobSender } from '../queue/queue.ts';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<Op extends OperationId> = operations[Op]['responses'];
type SuccessCode<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 203>;

/** A success answer of an operation: its status code and the body the yaml documents for that code. */
export type Answer<Op extends OperationId> = {
  [C in SuccessCode<Op>]: { code: C; body: JsonOf<Responses<Op>[C]> };
}[SuccessCode<Op>];

type RequestJson<Op extends OperationId> = operations[Op] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : unknown;
type PathOf<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P } ? P : never;
type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q } ? Q : never;

export type ApiRequest<Op extends OperationId> = FastifyRequest<{
  Body: RequestJson<Op>;
  Params: PathOf<Op>;
  Querystring: QueryOf<Op>;
}>;

export type User = typeof users.$inferSelect;

export type Context = {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  now: () => Date;
  /** Where uploads are received before they are kept (this process's temporary files: under the data directory). */
  uploadsDir: string;
  /** Where kept files live: recordings, pictures, certificate PDFs (local files under uploadsDir, or an S3 bucket). */
  store: FileStore;
  cache: PublicCache;
  /** How long an emailed one-time code stays valid. */
  otpTtlMs: number;
  /** Keys the HMAC a one-time code is stored as: the same on every process of a deployment (server/api/auth.ts). */
  otpKey: string;
  /** Browsers that signed in to a site account, or to a console account, before (server/auth/knownDevices.ts). */
  knownDevices: { site: KnownDevices; console: KnownDevices };
  /** Per-account ceilings, counted in the database across addresses and processes (server/auth/counters.ts). */
  accountLimits: { loginPerAccount: number; otpChecksPerAccount: number };
  /** Signs the fields printed on certificates (Ed25519); its public half is published at GET /keys/certificates. */
  certificateKey: SigningKey;
  /** Prints certificate PDFs (headless Chromium, started on first use). */
  pdfPrinter: PdfPrinter;
  /** The site's origin as visitors reach it (PUBLIC_ORIGIN): every link the server prints names it, never the request's Host. */
  publicOrigin: string;
  /** Signs and checks the operator console's tokens (a key of their own: server/operators/tokens.ts). */
  operatorTokens: TokenService;
  /** Push messages to contestants' browsers: Firebase when configured, else one log line per message. */
  push: PushSender;
  /** Sends a job to the queue (server/queue/serverQueue.ts); without a queue (handler tests) it sends nothing. */
  jobs: JobSender;
  /** Runs work off the request path (sending mail); failures are logged, shutdown waits for it. */
  background(what: string, task: () => Promise<void>): void;
};

export type HandlerArgs<Op extends OperationId> = {
  request: ApiRequest<Op>;
  reply: FastifyReply;
  lang: Lang;
  /** The signed-in user on operations with bearerAuth (set by the security handler). */
  user: User | undefined;
  /** The verified token of the signed-in user. */
  token: { jti: string; expiresAt: Date } | undefined;
};

/** A handler returns a documented success answer, throws an ApiError, or (for files) sends the reply itself and returns undefined. */
export type Handler<Op extends OperationId> = (ctx: Context, args: HandlerArgs<Op>) => Promise<Answer<Op> | undefined>;

export type Handlers = { [Op in OperationId]: Handler<Op> };
