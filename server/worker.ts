// `npm run worker`: a process that only works the job queue (issue 32, point 3) — housekeeping, deadlines, broadcasts —
// beside `npm run serve` processes started with WORK_JOBS=false (or not). It needs DATABASE_URL: the embedded PGlite
// database belongs to the one process that holds its data directory, so on PGlite the serving process works the jobs.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { logMailer, smtpMailer } from './mail.ts';
import { fcmPushSender, logPushSender, serviceAccountFromEnv } from './operators/push.ts';
import { startServerQueue } from './queue/serverQueue.ts';
import { configuredStore } from './storage/configured.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = {
    info: (message: string) => console.log(message),
    warn: (message: string) => console.warn(message),
    error: (details: object, message: string) => console.error(message, details),
  };
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database is opened by one process only, and `npm run serve` works the jobs there.',
    );
  }
  const { store, uploadsDir } = await configuredStore(config);
  const database = await openDatabase({ engine: 'postgres', url: config.databaseUrl, max: config.databasePoolSize });
  const firebase = serviceAccountFromEnv(process.env.FIREBASE_SERVICE_ACCOUNT);
  const push = firebase ? fcmPushSender(firebase, { log: (line) => log.warn(line) }) : logPushSender((line) => log.info(line));
  const mailer = config.smtp ? smtpMailer(config.smtp) : logMailer((line) => log.info(line));
  const queue = await startServerQueue({ database, store, uploadsDir, push, mailer, log, work: true });
  log.info('Working jobs (housekeeping, deadlines, broadcasts) on PostgreSQL');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing the jobs in hand`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await queue.stop(10_000).catch((error: unknown) => log.error({ err: error }, 'the queue did not stop cleanly'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
