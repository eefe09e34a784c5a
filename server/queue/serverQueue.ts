// The server's queue: every job it knows (housekeeping, deadlines, broadcasts), started by `npm run serve` (which also
// works them unless WORK_JOBS=false) and by `npm run worker` (which only works them). See server/README.md, "Jobs".
import type { Database } from '../db/index.ts';
import type { Mailer } from '../mail.ts';
import type { FileStore } from '../storage/index.ts';
import { maintenanceJobs } from '../maintenance.ts';
import type { PushSender } from '../operators/push.ts';
import { broadcastJobs, broadcastTimingsFromEnv } from '../broadcasts/jobs.ts';
import { type JobLog, type JobSender, type Queue, queueTimingsFromEnv, startQueue } from './queue.ts';

export type { JobSender };

/** A sender that forwards to the queue once it is set: the server is built before its queue starts. */
export function lateJobSender(): JobSender & { attach(queue: Queue): void } {
  let target: Queue | undefined;
  return {
    attach(queue) {
      target = queue;
    },
    send: (name, data, options) => (target ? target.send(name, data, options) : Promise.resolve(null)),
  };
}

export async function startServerQueue(options: {
  database: Database;
  store: FileStore;
  uploadsDir: string;
  push: PushSender;
  mailer: Mailer;
  log: JobLog;
  work: boolean;
  now?: () => Date;
}): Promise<Queue> {
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  const deps = {
    db: options.database.db,
    now,
    push: options.push,
    mailer: options.mailer,
    background(what: string, task: () => Promise<void>) {
      const run = task()
        .catch((error: unknown) => options.log.error({ err: error }, `could not ${what}`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };
  // The broadcast job queues its own continuation: it reaches the queue it runs on through this holder.
  const holder: { queue?: Queue } = {};
  const started = await startQueue({
    database: options.database,
    work: options.work,
    log: options.log,
    timings: queueTimingsFromEnv(),
    jobs: [...maintenanceJobs({ db: options.database.db, store: options.store, uploadsDir: options.uploadsDir, now }), ...broadcastJobs(deps, () => holder.queue!, broadcastTimingsFromEnv())],
  });
  holder.queue = started;
  return {
    ...started,
    async stop(timeoutMs) {
      await started.stop(timeoutMs);
      await Promise.allSettled([...pending]);
    },
  };
}
