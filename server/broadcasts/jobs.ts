// The broadcasts' queue jobs (server/queue/queue.ts): `broadcast` sends one broadcast in batches for a bounded time,
// then queues its own continuation; `broadcasts-due` (every minute) queues every broadcast that is due or was cut off
// (a scheduled one whose job was never sent, a sending one whose process died). The queue's `stately` policy keeps at
// most one queued and one running job per broadcast, so the minute's sweep adds nothing while one is on its way.
import type { JobDefinition, Queue } from '../queue/queue.ts';
import { type BroadcastDeps, dueBroadcasts, workBroadcast } from './broadcasts.ts';

export type BroadcastTimings = {
  /** Recipients per transaction. */
  batchSize: number;
  /** Pause between batches (spreads the load; tests lengthen it to kill a process in the middle). */
  pauseMs: number;
  /** How long one job works before it queues the rest as a new job. */
  budgetMs: number;
  /** A job running longer than this is taken as dead (its process killed) and retried. */
  expireInSeconds: number;
};

/** From BROADCAST_BATCH_SIZE, BROADCAST_BATCH_PAUSE_MS, BROADCAST_JOB_EXPIRE_SECONDS (tests); defaults otherwise. */
export function broadcastTimingsFromEnv(env: NodeJS.ProcessEnv = process.env): BroadcastTimings {
  const positive = (name: string, fallback: number) => (Number(env[name]) > 0 ? Number(env[name]) : fallback);
  const expireInSeconds = positive('BROADCAST_JOB_EXPIRE_SECONDS', 120);
  return {
    batchSize: positive('BROADCAST_BATCH_SIZE', 200),
    pauseMs: Number(env.BROADCAST_BATCH_PAUSE_MS) >= 0 ? Number(env.BROADCAST_BATCH_PAUSE_MS ?? 50) : 50,
    // Half the expiry: a live job never expires under another process's feet.
    budgetMs: (expireInSeconds * 1000) / 2,
    expireInSeconds,
  };
}

export const broadcastJobKey = (id: number) => `broadcast-${id}`;

/** Queues a broadcast's sending (at `startAfter` when scheduled); a duplicate of a queued one is dropped by the queue. */
export function queueBroadcast(queue: Pick<Queue, 'send'>, id: number, startAfter?: Date): Promise<string | null> {
  return queue.send('broadcast', { broadcastId: id }, { singletonKey: broadcastJobKey(id), ...(startAfter ? { startAfter } : {}) });
}

export function broadcastJobs(deps: BroadcastDeps, queue: () => Pick<Queue, 'send'>, timings: BroadcastTimings): JobDefinition[] {
  const broadcast: JobDefinition<{ broadcastId: number }> = {
    name: 'broadcast',
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 5,
    expireInSeconds: timings.expireInSeconds,
    concurrency: 2,
    async run({ broadcastId }) {
      const { sent, done } = await workBroadcast(deps, broadcastId, timings);
      if (!done) await queueBroadcast(queue(), broadcastId);
      return sent ? `Broadcast ${broadcastId}: sent to ${sent} more recipient(s)${done ? ', finished' : ''}` : '';
    },
  };
  const due: JobDefinition = {
    name: 'broadcasts-due',
    cron: '* * * * *',
    retryLimit: 2,
    retryDelay: 10,
    expireInSeconds: 120,
    async run() {
      for (const id of await dueBroadcasts(deps.db, deps.now())) await queueBroadcast(queue(), id);
    },
  };
  return [broadcast as JobDefinition, due];
}
