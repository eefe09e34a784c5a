// How long each recording's analysis took (server/media/analyse.ts), told to whoever listens: the metrics of each
// server built in this process (server/http/metrics.ts). Nothing listens when metrics are off.

/** `ok`, a refusal's reason (analyse.ts `Refusal`), or `failed` when ffmpeg could not run or ran out of time. */
export type AnalysisTiming = { seconds: number; outcome: string };

const listeners = new Set<(timing: AnalysisTiming) => void>();

/** Calls `listener` after every analysis; returns the call that stops it. */
export function onAnalysis(listener: (timing: AnalysisTiming) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportAnalysis(timing: AnalysisTiming): void {
  for (const listener of listeners) listener(timing);
}
