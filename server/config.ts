// Server configuration from the environment and the command line, checked once at start.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';

export const phases = ['before', 'running', 'ended', 'draw', 'draw-next', 'none'] as const;
export type Phase = (typeof phases)[number];

export type SmtpConfig = { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections each process keeps to PostgreSQL (queries are pipelined over them). */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  /** True when the secret was generated for this run (development only). */
  jwtSecretGenerated: boolean;
  production: boolean;
  phase: Phase;
  smtp?: SmtpConfig;
  /** Extra origins for connect-src (for example Firebase endpoints) when push is configured. */
  connectSrc: string[];
  distDir: string;
  /** Proxies (addresses, CIDRs or proxy-addr names) whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /** How long an emailed one-time code stays valid. */
  otpTtlSeconds: number;
  /** QUIZ_TIME_LIMIT_SECONDS: overrides the first-track time limit of the current and next competitions at start. */
  quizTimeLimitSeconds?: number;
  /** UPLOAD_MIN_BYTES_PER_SECOND: an upload arriving slower (over 20 s, after 10 s) is cut; unset: buildServer's default. */
  uploadMinBytesPerSecond?: number;
};

export const defaultOtpTtlSeconds = 10 * 60;
/**
 * Connections per process to PostgreSQL. postgres.js pipelines queries over a busy connection, so a few carry the load,
 * and fewer backends compete for the cores: the bench's mixed load on 2 cores ran at 25-26 % of bare Fastify with 10 or
 * 20 connections, 32 % with 4, 41 % with 2 (server/README.md). 4 leaves room for transactions, which hold one each.
 */
export const defaultDatabasePoolSize = 4;

export class ConfigError extends Error {}

function readOtpTtlSeconds(env: NodeJS.ProcessEnv): number {
  const value = env.OTP_TTL_SECONDS;
  if (value === undefined || value === '') return defaultOtpTtlSeconds;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new ConfigError(`OTP_TTL_SECONDS must be a whole number of seconds greater than 0, got "${value}"`);
  }
  return seconds;
}

function readPoolSize(env: NodeJS.ProcessEnv): number {
  const value = env.DATABASE_POOL_SIZE;
  if (value === undefined || value === '') return defaultDatabasePoolSize;
  const size = Number(value);
  if (!/^\d+$/.test(value) || size < 1 || size > 1000) {
    throw new ConfigError(`DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000, got "${value}"`);
  }
  return size;
}

function readQuizTimeLimit(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.QUIZ_TIME_LIMIT_SECONDS;
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new ConfigError(`QUIZ_TIME_LIMIT_SECONDS must be a whole number of seconds greater than 0, got "${value}"`);
  }
  return seconds;
}

function readUploadMinRate(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.UPLOAD_MIN_BYTES_PER_SECOND;
  if (value === undefined || value === '') return undefined;
  const rate = Number(value);
  if (!/^\d+$/.test(value) || rate < 64 || rate > 10_000_000) {
    throw new ConfigError(`UPLOAD_MIN_BYTES_PER_SECOND must be a whole number of bytes per second from 64 to 10000000, got "${value}"`);
  }
  return rate;
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: the proxies in front of the server, never "anyone" (a client could then choose its own address). */
function readTrustProxy(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!proxyNames.has(entry) && (family === 0 || !validBits || rest.length > 0)) {
      throw new ConfigError(
        `TRUST_PROXY lists the proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma separated, or loopback, linklocal, uniquelocal), got "${entry}"` +
          (entry === 'true' ? ': "true" would believe any client' : ''),
      );
    }
  }
  return entries;
}

function readPhase(argv: readonly string[], env: NodeJS.ProcessEnv): Phase {
  let value: string | undefined = env.COMPETITION_PHASE;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--phase') value = argv[i + 1];
    else if (arg.startsWith('--phase=')) value = arg.slice('--phase='.length);
  }
  if (value === undefined || value === '') return 'running';
  if (!(phases as readonly string[]).includes(value)) {
    throw new ConfigError(`Unknown phase "${value}": use one of ${phases.join(', ')}`);
  }
  return value as Phase;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);

  let jwtSecret = env.JWT_SECRET ?? '';
  let jwtSecretGenerated = false;
  if (jwtSecret === '') {
    if (production) throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production (at least 32 characters)');
    jwtSecret = randomBytes(32).toString('hex');
    jwtSecretGenerated = true;
  } else if (production && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters when NODE_ENV=production');
  }

  let smtp: SmtpConfig | undefined;
  if (env.SMTP_HOST) {
    smtp = {
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT ?? 587),
      secure: env.SMTP_SECURE === 'true' || env.SMTP_PORT === '465',
      from: env.SMTP_FROM ?? 'no-reply@localhost',
      ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
      ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
    };
  }

  const quizTimeLimitSeconds = readQuizTimeLimit(env);
  const uploadMinBytesPerSecond = readUploadMinRate(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    databasePoolSize: readPoolSize(env),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    jwtSecret,
    jwtSecretGenerated,
    production,
    phase: readPhase(argv, env),
    ...(smtp ? { smtp } : {}),
    connectSrc: (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    trustProxy: readTrustProxy(env),
    otpTtlSeconds: readOtpTtlSeconds(env),
    ...(quizTimeLimitSeconds ? { quizTimeLimitSeconds } : {}),
    ...(uploadMinBytesPerSecond ? { uploadMinBytesPerSecond } : {}),
  };
}
