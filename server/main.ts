// Starts the reference server: `npm run serve [-- --phase before|running|ended|draw|draw-next|none]`.
import path from 'node:path';
import { buildServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, DataDirUnusableError, lockDataDir } from './db/dataDirLock.ts';
import { type Database, openDatabase, withStartupLock } from './db/index.ts';
import { type ContentAtStart, DemoDatabaseError, prepareContent } from './db/startup.ts';
import { issueSetupLink } from './operators/setup.ts';
import { setQuizTimeLimit } from './api/tracks/first.ts';
import { logMailer, smtpMailer } from './mail.ts';
import { startupHousekeeping } from './maintenance.ts';
import { lateJobSender, startServerQueue } from './queue/serverQueue.ts';
import { devLogStream } from './http/devLog.ts';
import { fcmPushSender, logPushSender, serviceAccountFromEnv } from './operators/push.ts';
import { ffmpeg } from './media/ffmpeg.ts';
import { type InvalidSigningKey, type SigningKey, signingKeyFromPem } from './certificates.ts';
import { databaseSigningKey } from './signingKey.ts';
import { configuredStore } from './storage/configured.ts';
import { type DatabasePool, withApplicationName } from './http/metrics.ts';
import { hostname } from 'node:os';

async function main(): Promise<void> {
  const config = loadConfig();
  // A key given in the environment is checked before anything starts.
  let givenKey: SigningKey | undefined;
  if (config.certificateSigningKey) {
    try {
      givenKey = signingKeyFromPem(config.certificateSigningKey);
    } catch (error) {
      throw new ConfigError(`CERTIFICATE_SIGNING_KEY: ${(error as InvalidSigningKey).message}`);
    }
  }
  const { store: fileStore, uploadsDir, readinessChecks } = await configuredStore(config);
  let releaseLock: (() => void) | undefined;
  let database: Database;
  let databasePool: DatabasePool | undefined;
  if (config.databaseUrl) {
    // With metrics on, this process's connections carry a name of their own, so /metrics can count them in pg_stat_activity.
    const named = config.metricsToken ? withApplicationName(config.databaseUrl, `quran-competition ${hostname()} ${process.pid}`.slice(0, 63)) : undefined;
    if (named) databasePool = { max: config.databasePoolSize, applicationName: named.applicationName };
    database = await openDatabase({ engine: 'postgres', url: named?.url ?? config.databaseUrl, max: config.databasePoolSize });
  } else {
    releaseLock = await lockDataDir(config.dataDir);
    try {
      database = await openDatabase({
        engine: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        // Without its database thread the server could only answer 500s: end, and let the supervisor start it afresh.
        onFailure: (error) => {
          console.error('The database thread stopped; exiting.', error);
          releaseLock?.();
          process.exit(1);
        },
      });
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  // Development seeds the demo into an empty database and moves its dates to the phase; production never seeds, and
  // refuses a demo database (server/db/startup.ts).
  let content: ContentAtStart;
  let setupLinkLine: string | undefined;
  try {
    content = await withStartupLock(database, async () => {
      const prepared = await prepareContent(database.db, { production: config.production, phase: config.phase });
      if (config.quizTimeLimitSeconds && (prepared === 'demo' || prepared === 'seeded-demo')) await setQuizTimeLimit(database.db, config.quizTimeLimitSeconds);
      // Production without an administrator: a new one-time setup link, the older one dead (server/operators/setup.ts).
      if (config.production) setupLinkLine = await issueSetupLink(database.db, config.publicOrigin);
      return prepared;
    });
  } catch (error) {
    await database.close().catch(() => {});
    releaseLock?.();
    throw error;
  }
  if (content === 'seeded-demo') console.log('Seeded the demo content (see server/README.md for the demo accounts).');
  if (content === 'new') console.log('A new, empty database: no competition yet.');
  if (setupLinkLine) {
    console.log(`First-run setup: open ${setupLinkLine} to create the console's first administrator. The link works once, until an administrator exists; each start without one prints a new link and the older stops working.`);
  }
  if ((content === 'new' || content === 'own') && config.phaseGiven) console.log(`--phase ${config.phase} is ignored: it moves the demo's dates, and this database is not the demo.`);

  // Certificates are signed with CERTIFICATE_SIGNING_KEY, else the database's key (made by the first start, or taken
  // from an older version's DATA_DIR/keys): every process signs with the same one, and none keeps it on its disk.
  let certificateKey = givenKey;
  if (!certificateKey) {
    try {
      const kept = await databaseSigningKey(database.db, path.join(config.dataDir, 'keys'));
      certificateKey = kept.key;
      if (kept.made === 'imported') console.log(`The certificate signing key of ${path.join(config.dataDir, 'keys')} is now kept in the database.`);
    } catch (error) {
      await database.close().catch(() => {});
      releaseLock?.();
      throw error;
    }
  }
  const firebase = serviceAccountFromEnv(process.env.FIREBASE_SERVICE_ACCOUNT);
  // Push messages through Firebase when a service account is given (FIREBASE_SERVICE_ACCOUNT); otherwise one log line each.
  const push = firebase ? fcmPushSender(firebase, { log: (line) => console.warn(line) }) : logPushSender((line) => app.log.info(line));
  const mailer = config.smtp ? smtpMailer(config.smtp) : logMailer((line) => console.log(line));
  const jobs = lateJobSender();
  const app = await buildServer({
    database,
    jwtSecret: config.jwtSecret,
    jwtSecretGenerated: config.jwtSecretGenerated,
    uploadsDir,
    fileStore,
    // /readyz: with a bucket, it must answer, and the uploads folder (where clips arrive before they go to it) be writable.
    readinessChecks,
    distDir: config.distDir,
    // Readable lines in development (codes and warnings stand out), pino's JSON in production or with LOG_FORMAT=json.
    logger: { level: process.env.LOG_LEVEL ?? 'info', ...(config.production || process.env.LOG_FORMAT === 'json' ? {} : { stream: devLogStream() }) },
    validateResponses: !config.production,
    connectSrc: config.connectSrc,
    trustProxy: config.trustProxy,
    otpTtlSeconds: config.otpTtlSeconds,
    ...(config.uploadMinBytesPerSecond ? { uploadLimits: { minBytesPerSecond: config.uploadMinBytesPerSecond } } : {}),
    ...(config.maxConcurrentUploads ? { maxConcurrentUploads: config.maxConcurrentUploads } : {}),
    certificateKey,
    publicOrigin: config.publicOrigin,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    ...(databasePool ? { databasePool } : {}),
    push,
    mailer,
    jobs,
  });
  // Expired rows and orphan uploads, before the first request. On PGlite this process alone writes the uploads (it holds
  // the data directory's lock), so every unnamed file is an orphan, and housekeeping runs at every start; on PostgreSQL
  // the queue's hourly schedule does it (server/maintenance.ts).
  await startupHousekeeping({ db: database.db, store: fileStore, uploadsDir, now: () => new Date(), ownsUploads: database.engine === 'pglite', log: app.log });
  // The job queue (pg-boss, in the same database): this process works its jobs unless WORK_JOBS=false, in which case a
  // `npm run worker` process does (server/README.md, "Jobs").
  const queue = await startServerQueue({ database, store: fileStore, uploadsDir, push, mailer, log: app.log, work: config.workJobs });
  jobs.attach(queue);
  // Only in development (production refuses to start without JWT_SECRET): expected there, so said, not warned about.
  if (config.jwtSecretGenerated) app.log.info('Sessions are signed with a secret made for this run: they end when the server restarts (set JWT_SECRET to keep them).');
  // Recordings are checked with FFMPEG_PATH, else the system's ffmpeg, else the one @ffmpeg-installer ships (made
  // executable here if an install skipped its chmod script): which one runs is said at start. Without any the site
  // still runs and uploads of recordings answer 503: said once, here.
  const media = await ffmpeg();
  if (!media.available) app.log.error(`Recording checks are unavailable, uploads of recordings will answer 503: ${media.reason}`);
  else app.log.info(`Recordings are checked with ffmpeg ${media.version} at ${media.path} (${media.source === 'bundled' ? 'the @ffmpeg-installer/ffmpeg fallback' : media.source === 'system' ? "the system's" : 'FFMPEG_PATH'})`);

  // SIGTERM or SIGINT: /readyz answers 503 at once and no connection is accepted (a proxy's next one is refused, and it
  // tries another process); requests and uploads in flight are answered, for at most SHUTDOWN_GRACE_MS; then the
  // background work, the database and the data directory are closed, and the process exits 0 (1 when it had to cut
  // requests short, or closing hung).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const inFlight = app.lifecycle.inFlight();
    app.log.info(`${signal}: finishing in-flight requests (${inFlight} now, for at most ${config.shutdownGraceMs} ms)`);
    const { cut } = await app.lifecycle.drain(config.shutdownGraceMs);
    if (cut > 0) app.log.error(`${cut} request(s) were still in flight after ${config.shutdownGraceMs} ms (SHUTDOWN_GRACE_MS): their connections were cut`);
    // What is left (background mail, the PDF printer, the database) gets a few seconds more.
    const force = setTimeout(() => {
      app.log.error('closing took longer than 10 s after the requests were done; exiting');
      releaseLock?.();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await queue.stop();
      await app.close();
      await database.close();
    } finally {
      releaseLock?.();
    }
    process.exit(cut > 0 ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Serving on port ${config.port}: ${content === 'demo' || content === 'seeded-demo' ? `the demo in phase ${config.phase}` : 'the organiser\'s competition'}, ${database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, ${config.s3 ? `files in the bucket ${config.s3.bucket}` : `files in ${uploadsDir}`}${config.smtp ? ', SMTP mail' : ', codes written to this log'}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError || error instanceof DemoDatabaseError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
