// Timings told to whoever listens: the metrics of each server (or worker) built in this process (server/http/metrics.ts).
// Nothing listens when metrics are off. Each kind is one channel: recordings' analyses (server/media/analyse.ts) and
// jobs worked from the queue (server/queue/queue.ts).

function channel<T>() {
  const listeners = new Set<(timing: T) => void>();
  return {
    /** Calls `listener` after every one; returns the call that stops it. */
    on(listener: (timing: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(timing: T): void {
      for (const listener of listeners) listener(timing);
    },
  };
}

/** `ok`, a refusal's reason (analyse.ts `Refusal`), or `failed` when ffmpeg could not run or ran out of time. */
export type AnalysisTiming = { seconds: number; outcome: string };
const analyses = channel<AnalysisTiming>();
export const onAnalysis = analyses.on;
export const reportAnalysis = analyses.report;

/** One job worked: its queue's name, and whether it completed or threw (then it is retried with backoff). */
export type JobTiming = { seconds: number; job: string; outcome: 'completed' | 'failed' };
const jobs = channel<JobTiming>();
export const onJob = jobs.on;
export const reportJob = jobs.report;
