// A reference server per test file and database engine: a fresh in-memory PGlite, and a fresh PostgreSQL database when
// TEST_DATABASE_URL is set. Answers are checked against openapi/api.yaml (validateResponses), codes are captured, time is ours.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type BuildOptions } from '../../server/app.ts';
import type { Phase } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/index.ts';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { applyPhase, seedIfEmpty } from '../../server/db/seed.ts';
import type { InboxAnswerMail, Mailer, OtpType } from '../../server/mail.ts';
import type { Lang } from '../../server/messages.ts';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (`scripts/pg-test-cluster.sh start`). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A mail with a code: `link` is the site's page with the code's link token (server/mail.ts, otpLink). */
export type SentCode = { email: string; code: string; type: OtpType; link: string };

export type TestServer = {
  engine: Engine;
  app: FastifyInstance;
  database: Database;
  codes: SentCode[];
  /** Console invitations mailed (server/mail.ts sendOperatorInvitation): `link` ends in `#invitation=<token>`. */
  invitations: { email: string; name: string; link: string }[];
  /** Inbox answers mailed (server/mail.ts sendInboxAnswer), in the language each was written in. */
  inboxAnswers: ({ email: string; lang: Lang } & InboxAnswerMail)[];
  /** The server's clock; tests move it forward. */
  clock: { now: Date; advance(ms: number): void };
  uploadsDir: string;
  /** Set to make the next mails fail, as an unreachable SMTP server would. */
  mail: { fails: boolean };
  /**
   * app.inject from a fresh client address each time, so per-address rate limits only apply when a test names an address;
   * resolves once the work the request started off its path (mail) is done.
   */
  request(options: InjectOptions & { remoteAddress?: string }): Promise<LightMyRequestResponse>;
  lastCode(email: string, type?: OtpType): string;
  close(): Promise<void>;
};

/**
 * A fresh PGlite runs initdb (10+ s on a busy machine); loading a dump of an already migrated database takes ~2 s.
 * The dump is shared by the test files of a run through a temp file named after the migrations it contains.
 */
async function pgliteTemplate(): Promise<Blob> {
  const migrations = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../server/db/migrations');
  const hash = createHash('sha1');
  // A dump is only valid for the PGlite build that wrote it.
  hash.update(readFileSync(path.resolve(migrations, '../../../node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(migrations).sort()) if (name.endsWith('.sql')) hash.update(readFileSync(path.join(migrations, name)));
  const file = path.join(tmpdir(), `qc-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ engine: 'pglite' });
    const dump = await fresh.pglite!.dumpDataDir('none');
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

let addressCounter = 1;
const freshAddress = () => {
  const n = addressCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export async function startTestServer(
  engine: Engine,
  options: { phase?: Phase; now?: Date; overrides?: Partial<BuildOptions>; pgliteDir?: string; seed?: boolean } = {},
): Promise<TestServer> {
  const clock = {
    now: options.now ?? new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (engine === 'postgres') {
    const created = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_test');
    dropDatabase = created.drop;
    database = await openDatabase({ engine: 'postgres', url: created.url });
  } else {
    database = await openDatabase({ engine: 'pglite', template: await pgliteTemplate(), ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}) });
  }
  if (options.seed !== false) {
    await seedIfEmpty(database.db, options.phase ?? 'running', clock.now);
    await applyPhase(database.db, options.phase ?? 'running', clock.now);
  }
  const codes: SentCode[] = [];
  const invitations: TestServer['invitations'] = [];
  const inboxAnswers: TestServer['inboxAnswers'] = [];
  const mail = { fails: false };
  const mailer: Mailer = {
    async sendOtp(email, code, type, _lang, link) {
      if (mail.fails) throw new Error('SMTP unreachable');
      codes.push({ email, code, type, link });
    },
    async sendOperatorInvitation(email, name, _lang, link) {
      if (mail.fails) throw new Error('SMTP unreachable');
      invitations.push({ email, name, link });
    },
    async sendInboxAnswer(email, lang, answer) {
      if (mail.fails) throw new Error('SMTP unreachable');
      inboxAnswers.push({ email, lang, ...answer });
    },
  };
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'qc-uploads-'));
  const app = await buildServer({
    database,
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    uploadsDir,
    mailer,
    now: () => clock.now,
    validateResponses: true,
    ...options.overrides,
  });
  await app.ready();
  return {
    engine,
    app,
    database,
    codes,
    invitations,
    inboxAnswers,
    clock,
    uploadsDir,
    mail,
    // Mail goes out off the request path; the answer is returned once it has, so tests can read the code at once.
    request: async (opts) => {
      const res = await app.inject({ remoteAddress: freshAddress(), ...opts });
      await app.settled();
      return res;
    },
    lastCode(email, type = 'user_verify_email') {
      const found = codes.filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.type === type).at(-1);
      if (!found) throw new Error(`no ${type} code was sent to ${email}`);
      return found.code;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export const demo = {
  contestant: { email: 'contestant@example.com', password: 'Contestant#2026' },
  newcomer: { email: 'newcomer@example.com', password: 'Newcomer#2026' },
  visitor: { email: 'visitor@example.com', password: 'Visitor#2026' },
  winner: { email: 'winner@example.com', password: 'Winner#2026' },
  unverified: { email: 'unverified@example.com', password: 'Unverified#2026' },
} as const;

/** A complete, valid registration for this email. */
export const registration = (email: string) => ({
  name: 'Abdullah Ahmed',
  email,
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  phone: '966500000000',
  gender: 'male',
  country: 'SA',
  nationality: 'SA',
  birth_date: '2000-01-31',
  national_id_type: 'national_id',
  id_number: '1012345678',
  id_name: 'Abdullah Ahmed Ali',
});

export async function login(server: TestServer, account: { email: string; password: string }): Promise<string> {
  const res = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: account });
  if (res.statusCode !== 200) throw new Error(`login of ${account.email} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `count` new contestants (`<label>-<n>@example.com`), registered, verified with their e-mailed code and signed in: their tokens. */
export async function signedUpContestants(server: TestServer, label: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${label}-${i}@example.com`;
    const registered = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
    if (registered.statusCode !== 201) throw new Error(`registering ${email} answered ${registered.statusCode}: ${registered.body}`);
    const otp = server.lastCode(email);
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp, otp_type: 'user_verify_email' } });
    if (verified.statusCode !== 200) throw new Error(`verifying ${email} answered ${verified.statusCode}: ${verified.body}`);
    tokens.push(await login(server, { email, password: 'secret-pass-1' }));
  }
  return tokens;
}


/** A multipart body with one file field and optional text fields. */
export function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; content: Buffer }) {
  const boundary = `----qc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small but real file headers for each accepted type. */
export const samples = {
  webm: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]), randomBytes(2000)]),
  ogg: Buffer.concat([Buffer.from('OggS\0\x02\0\0\0\0\0\0', 'latin1'), randomBytes(2000)]),
  m4a: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \0\0\0\0', 'latin1'), randomBytes(2000)]),
  mp3: Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0\0\0', 'latin1'), randomBytes(2000)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), randomBytes(500)]),
  text: Buffer.from('this is not audio at all, just some plain text pretending to be audio'),
};

export type Json = Record<string, unknown>;
// Answers were already checked against the yaml by the server (validateResponses), so tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = (res: LightMyRequestResponse) => res.json() as { status: number; message: string; data: any; errors?: Record<string, string[]> };
