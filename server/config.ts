// Server configuration from the environment and the command line, checked once at start.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import type { S3StoreConfig } from './storage/s3.ts';

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
  /** The demo's phase (development only: a production start never seeds or moves dates). */
  phase: Phase;
  /** Whether --phase or COMPETITION_PHASE was given (a production start says it ignores them). */
  phaseGiven: boolean;
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
  /** PUBLIC_ORIGIN: the site's address as visitors reach it; links the server prints (certificate QR codes) use it. */
  publicOrigin: string;
  /** UPLOAD_MIN_BYTES_PER_SECOND: an upload arriving slower (over 20 s, after 10 s) is cut; unset: buildServer's default. */
  uploadMinBytesPerSecond?: number;
  /** MAX_CONCURRENT_UPLOADS: uploads this process reads at once over every client (one more is a 429); unset, 8. */
  maxConcurrentUploads?: number;
  /** WORKER_METRICS_PORT: where `npm run worker` answers /healthz and, with METRICS_TOKEN, /metrics; unset, it listens nowhere. */
  workerMetricsPort?: number;
  /** S3_BUCKET and its S3_* companions: kept files go to that bucket; unset, to local files under DATA_DIR/uploads. */
  s3?: S3StoreConfig;
  /** CERTIFICATE_SIGNING_KEY: the Ed25519 private key (PEM) certificates are signed with; unset, the database keeps one. */
  certificateSigningKey?: string;
  /** SHUTDOWN_GRACE_MS: how long a stopping process waits for its in-flight requests and uploads before cutting them. */
  shutdownGraceMs: number;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset: no /metrics at all. */
  metricsToken?: string;
  /** WORK_JOBS: whether a serving process also works the job queue (`false`: only `npm run worker` processes do). */
  workJobs: boolean;
};

export const defaultOtpTtlSeconds = 10 * 60;
/**
 * Connections per process to PostgreSQL. postgres.js pipelines queries over a busy connection, so a few carry the load,
 * and fewer backends compete for the cores: the bench's mixed load on 2 cores ran at 25-26 % of bare Fastify with 10 or
 * 20 connections, 32 % with 4, 41 % with 2 (server/README.md). 4 leaves room for transactions, which hold one each.
 */
export const defaultDatabasePoolSize = 4;

/**
 * How long a stopping process (SIGTERM, SIGINT) waits for the requests it is answering, uploads included: under the
 * 30 s a container engine or Kubernetes waits before SIGKILL, leaving time to close the database.
 */
export const defaultShutdownGraceMs = 25_000;

export class ConfigError extends Error {}

/**
 * A whole number from the environment, within its bounds: the default when unset or empty, otherwise a ConfigError that
 * names the variable, its unit and its range (`unit` reads in the message: "a whole number of <unit> …", none for a bare number).
 */
function readWhole(env: NodeJS.ProcessEnv, name: string, unit: string, range: { min: number; max?: number }, fallback: number): number;
function readWhole(env: NodeJS.ProcessEnv, name: string, unit: string, range: { min: number; max?: number }): number | undefined;
function readWhole(env: NodeJS.ProcessEnv, name: string, unit: string, { min, max }: { min: number; max?: number }, fallback?: number): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || (max !== undefined && number > max)) {
    const bounds = max === undefined ? `greater than ${min - 1}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be a whole number${unit ? ` of ${unit}` : ''} ${bounds}, got "${value}"`);
  }
  return number;
}

/** METRICS_TOKEN: a bearer token of at least 16 characters, or unset (no /metrics). */
function readMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.METRICS_TOKEN;
  if (value === undefined || value === '') return undefined;
  if (value.length < 16 || !/^[\x21-\x7e]+$/.test(value)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces (the bearer token /metrics asks for)');
  }
  return value;
}

/**
 * PUBLIC_ORIGIN: where the site is reached (`https://competition.example.org`), the only origin a certificate's QR code
 * or any other printed link names: never the request's Host, which any client chooses. Required in production.
 */
export function readPublicOrigin(env: NodeJS.ProcessEnv, production: boolean, port: number): string {
  const value = env.PUBLIC_ORIGIN ?? '';
  if (value === '') {
    if (production) throw new ConfigError('PUBLIC_ORIGIN must be set when NODE_ENV=production (the site\'s address, e.g. https://competition.example.org)');
    return `http://localhost:${port}`;
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // Only scheme, host and port: a path, query, fragment or user name would end up inside every printed link.
  const bare =
    url && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !/[?#]/.test(value) && !url.username && !url.password;
  if (!url || !bare) {
    throw new ConfigError(`PUBLIC_ORIGIN must be the site's http(s) origin without a path, query or fragment (e.g. https://competition.example.org), got "${value}"`);
  }
  return url.origin;
}

/** The names proxy-addr (fastify's trust list) accepts, and the ranges it puts in their place. */
const proxyNames: Record<string, string[]> = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.0/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type Family = 4 | 6;
type Range = { family: Family; start: bigint; end: bigint };

const WIDTH = { 4: 32n, 6: 128n } as const;
/** ::ffff:0:0/96, where IPv6 writes IPv4 addresses: proxy-addr matches IPv4 clients against ranges in it. */
const MAPPED_START = 0xffffn << 32n;
const MAPPED_END = MAPPED_START + (1n << 32n) - 1n;

/** An address (already checked by isIP) as a number; a zone id (`%eth0`) is no part of it. */
function addressValue(address: string, family: Family): bigint {
  if (family === 4) return address.split('.').reduce((value, part) => (value << 8n) | BigInt(part), 0n);
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const v4 = addressValue(dotted, 4);
    text = `${text.slice(0, -dotted.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

function rangeOf(address: string, family: Family, bits: number): Range {
  const hostBits = WIDTH[family] - BigInt(bits);
  const start = (addressValue(address, family) >> hostBits) << hostBits;
  return { family, start, end: start + (1n << hostBits) - 1n };
}

/** Whether the ranges together hold every number from 0 to 2^width - 1. */
function coversAll(ranges: { start: bigint; end: bigint }[], width: bigint): boolean {
  let next = 0n; // the lowest number not yet covered
  for (const range of [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    if (range.start > next) return false;
    if (range.end + 1n > next) next = range.end + 1n;
  }
  return next >= 1n << width;
}

/**
 * Which family the trusted ranges cover whole, if any: then any client of it could name its own address in
 * X-Forwarded-For. Counted generously: IPv4 ranges also cover their IPv4-mapped IPv6 addresses and the other way
 * round, and for IPv6 the mapped block counts as covered (trusting every other IPv6 address trusts every IPv6 client).
 */
function everyoneCovered(ranges: Range[]): Family | undefined {
  const v4 = ranges.filter((r) => r.family === 4);
  const v6 = ranges.filter((r) => r.family === 6);
  const v4FromMapped = v6
    .filter((r) => r.end >= MAPPED_START && r.start <= MAPPED_END)
    .map((r) => ({ start: (r.start > MAPPED_START ? r.start : MAPPED_START) - MAPPED_START, end: (r.end < MAPPED_END ? r.end : MAPPED_END) - MAPPED_START }));
  const mappedFromV4 = v4.map((r) => ({ start: r.start + MAPPED_START, end: r.end + MAPPED_START }));
  if (coversAll([...v6, ...mappedFromV4, { start: MAPPED_START, end: MAPPED_END }], WIDTH[6])) return 6;
  if (coversAll([...v4, ...v4FromMapped], WIDTH[4])) return 4;
  return undefined;
}

/**
 * Whether a peer's address is one of the TRUST_PROXY entries (already checked by loadConfig): the request id a proxy
 * passes in X-Request-Id is taken only from them. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function proxyTrust(entries: readonly string[]): (address: string | undefined) => boolean {
  const ranges: Range[] = [];
  for (const entry of entries) {
    for (const item of proxyNames[entry] ?? [entry]) {
      const [address = '', bits] = item.split('/');
      const family = isIP(address) as Family | 0;
      if (family === 0) continue;
      ranges.push(rangeOf(address, family, bits === undefined ? Number(WIDTH[family]) : Number(bits)));
    }
  }
  const inRange = (family: Family, value: bigint) => ranges.some((r) => r.family === family && r.start <= value && value <= r.end);
  return (address) => {
    if (!address || ranges.length === 0) return false;
    const family = isIP(address) as Family | 0;
    if (family === 0) return false;
    const value = addressValue(address, family);
    if (inRange(family, value)) return true;
    return family === 6 && value >= MAPPED_START && value <= MAPPED_END && inRange(4, value - MAPPED_START);
  };
}

/** TRUST_PROXY: the proxies in front of the server, never "anyone" (a client could then choose its own address). */
function readTrustProxy(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? '').split(/[\s,]+/).filter(Boolean);
  const ranges: Range[] = [];
  for (const entry of entries) {
    const named = proxyNames[entry];
    const [address = '', bits, ...rest] = named ? [] : entry.split('/');
    const family = named ? 0 : isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^(0|[1-9][0-9]{0,2})$/.test(bits) && Number(bits) <= maxBits);
    if (!named && (family === 0 || !validBits || rest.length > 0)) {
      throw new ConfigError(
        `TRUST_PROXY lists the proxies whose X-Forwarded-For is believed (addresses or CIDRs such as 10.0.0.0/8, comma separated, or loopback, linklocal, uniquelocal): correct or remove "${entry}"` +
          (entry === 'true' ? ', which would believe any client' : ''),
      );
    }
    for (const item of named ?? [entry]) {
      const [itemAddress = '', itemBits] = item.split('/');
      const itemFamily = isIP(itemAddress) as Family;
      ranges.push(rangeOf(itemAddress, itemFamily, itemBits === undefined ? Number(WIDTH[itemFamily]) : Number(itemBits)));
    }
  }
  const everyone = everyoneCovered(ranges);
  if (everyone) {
    throw new ConfigError(
      `TRUST_PROXY "${entries.join(', ')}" covers every IPv${everyone} address, which would let any client choose the address it is counted by: list only your proxies' addresses or ranges`,
    );
  }
  return entries;
}

function readPhase(argv: readonly string[], env: NodeJS.ProcessEnv): { phase: Phase; phaseGiven: boolean } {
  let value: string | undefined = env.COMPETITION_PHASE;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--phase') value = argv[i + 1];
    else if (arg.startsWith('--phase=')) value = arg.slice('--phase='.length);
  }
  if (value === undefined || value === '') return { phase: 'running', phaseGiven: false };
  if (!(phases as readonly string[]).includes(value)) {
    throw new ConfigError(`Unknown phase "${value}": use one of ${phases.join(', ')}`);
  }
  return { phase: value as Phase, phaseGiven: true };
}

/** S3_*: an S3-compatible bucket for kept files, or undefined (local files). */
export function readS3(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  const bucket = env.S3_BUCKET ?? '';
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'].filter((name) => env[name]);
  if (bucket === '') {
    if (others.length) throw new ConfigError(`${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep files in a bucket, or unset them to keep files under DATA_DIR`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK\'s own credentials (instance role, AWS_* variables)');
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) throw new ConfigError(`S3_ENDPOINT must be an http(s) address without a path, such as https://s3.example.org or http://127.0.0.1:9000, got "${endpoint}"`);
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? '';
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle)) throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  const prefix = env.S3_PREFIX ?? '';
  if (prefix !== '' && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix)) throw new ConfigError(`S3_PREFIX must be a folder-like prefix ending in "/", such as "quran-competition/", got "${prefix}"`);
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    // A self-hosted endpoint is path-style unless told otherwise; AWS's own is virtual-hosted.
    forcePathStyle: pathStyle === '' ? Boolean(endpoint) : pathStyle === 'true' || pathStyle === '1',
    ...(endpoint ? { endpoint } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    ...(prefix ? { prefix } : {}),
  };
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

  const quizTimeLimitSeconds = readWhole(env, 'QUIZ_TIME_LIMIT_SECONDS', 'seconds', { min: 1 });
  const uploadMinBytesPerSecond = readWhole(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 'bytes per second', { min: 64, max: 10_000_000 });
  const maxConcurrentUploads = readWhole(env, 'MAX_CONCURRENT_UPLOADS', 'uploads', { min: 1, max: 1000 });
  const workerMetricsPort = readWhole(env, 'WORKER_METRICS_PORT', '', { min: 1, max: 65535 });
  const s3 = readS3(env);
  const certificateSigningKey = env.CERTIFICATE_SIGNING_KEY || undefined;
  const metricsToken = readMetricsToken(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    databasePoolSize: readWhole(env, 'DATABASE_POOL_SIZE', 'connections', { min: 1, max: 1000 }, defaultDatabasePoolSize),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    jwtSecret,
    jwtSecretGenerated,
    production,
    ...readPhase(argv, env),
    ...(smtp ? { smtp } : {}),
    connectSrc: (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    trustProxy: readTrustProxy(env),
    otpTtlSeconds: readWhole(env, 'OTP_TTL_SECONDS', 'seconds', { min: 1 }, defaultOtpTtlSeconds),
    ...(quizTimeLimitSeconds ? { quizTimeLimitSeconds } : {}),
    publicOrigin: readPublicOrigin(env, production, port),
    ...(uploadMinBytesPerSecond ? { uploadMinBytesPerSecond } : {}),
    ...(maxConcurrentUploads ? { maxConcurrentUploads } : {}),
    ...(workerMetricsPort ? { workerMetricsPort } : {}),
    ...(s3 ? { s3 } : {}),
    ...(certificateSigningKey ? { certificateSigningKey } : {}),
    shutdownGraceMs: readWhole(env, 'SHUTDOWN_GRACE_MS', 'milliseconds', { min: 100, max: 3_600_000 }, defaultShutdownGraceMs),
    ...(metricsToken ? { metricsToken } : {}),
    workJobs: readWorkJobs(env),
  };
}

function readWorkJobs(env: NodeJS.ProcessEnv): boolean {
  const value = (env.WORK_JOBS ?? '').trim().toLowerCase();
  if (value === '' || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`WORK_JOBS must be true or false, got "${env.WORK_JOBS}"`);
}
