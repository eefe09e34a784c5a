// `npm run worker`: a process that only works the job queue (issue 32, point 3) — housekeeping, deadlines, broadcasts —
// beside `npm run serve` processes started with WORK_JOBS=false (or not). It needs DATABASE_URL: the embedded PGlite
// database belongs to the one process that holds its data directory, so on PGlite the serving process works the jobs.
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { installErrorHandling } from './http/errors.ts';
import { lifecycle } from './http/lifecycle.ts';
import { metrics, withApplicationName } from './http/metrics.ts';
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
  const { store, uploadsDir, readinessChecks } = await configuredStore(config);
  const named = config.metricsToken ? withApplicationName(config.databaseUrl, `quran-competition worker ${hostname()} ${process.pid}`.slice(0, 63)) : undefined;
  const database = await openDatabase({ engine: 'postgres', url: named?.url ?? config.databaseUrl, max: config.databasePoolSize });
  const firebase = serviceAccountFromEnv(process.env.FIREBASE_SERVICE_ACCOUNT);
  const push = firebase ? fcmPushSender(firebase, { log: (line) => log.warn(line) }) : logPushSender((line) => log.info(line));
  const mailer = config.smtp ? smtpMailer(config.smtp) : logMailer((line) => log.info(line));
  const queue = await startServerQueue({ database, store, uploadsDir, push, mailer, log, work: true });
  log.info('Working jobs (housekeeping, deadlines, broadcasts) on PostgreSQL');

  // WORKER_METRICS_PORT: the probes an orchestrator asks (/healthz, /readyz: the database and the store answer) and,
  // with METRICS_TOKEN, /metrics — the jobs this process worked, the queue's depth, its connections, Node's own.
  let probes: FastifyInstance | undefined;
  if (config.workerMetricsPort) {
    probes = Fastify({ logger: false, return503OnClosing: true });
    installErrorHandling(probes);
    await probes.register(lifecycle, { database, checks: readinessChecks });
    await probes.register(metrics, {
      ...(config.metricsToken ? { token: config.metricsToken } : {}),
      database,
      ...(named ? { pool: { max: config.databasePoolSize, applicationName: named.applicationName } } : {}),
    });
    await probes.listen({ port: config.workerMetricsPort, host: config.host });
    log.info(`Probes${config.metricsToken ? ' and /metrics' : ''} on port ${config.workerMetricsPort}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing the jobs in hand`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await queue.stop(10_000).catch((error: unknown) => log.error({ err: error }, 'the queue did not stop cleanly'));
    await probes?.close();
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
