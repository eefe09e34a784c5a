// One ffmpeg pass over a received recording: decode it whole (the real duration, whatever its header says: Chrome's
// webm has none), measure silence and loudness, and write the copy every browser plays (AAC in MP4, `.m4a`).
import { FfmpegTimeout, ffmpeg, runFfmpeg } from './ffmpeg.ts';

/** The copy kept beside every original: AAC-LC, mono, 48 kHz, 96 kb/s, the index first so playback starts at once. */
export const PLAYBACK = { ext: 'm4a', mime: 'audio/mp4' } as const;

/** Below this level (dBFS) a stretch counts as silence; quiet room noise on a phone sits well under it, a voice above. */
export const SILENCE_THRESHOLD_DB = -50;
/** A take with less voice than this (over the threshold) is silent: a click or a breath is not a recitation. */
export const MIN_VOICED_MS = 1_000;

export type AudioAnalysis = {
  /** Decoded duration, in milliseconds (up to the decoding limit, see `decodeLimitMs`). */
  durationMs: number;
  /** How much of it rose above the silence threshold. */
  voicedMs: number;
  /** EBU R128 integrated loudness (LUFS); null when nothing rose above the R128 gate (-70 LUFS). */
  loudnessLufs: number | null;
  /** EBU R128 loudness range (LU). */
  loudnessRangeLu: number | null;
  /** The highest sample level, dBFS (0 is full scale); null for digital silence. */
  peakDb: number | null;
};

export type AnalysisOutcome =
  | { ok: true; analysis: AudioAnalysis }
  /** ffmpeg could not decode an audio stream: not a recording, a damaged one, or a video without sound. */
  | { ok: false; reason: 'undecodable'; detail: string };

export class AnalysisUnavailable extends Error {}

const number = (text: string | undefined): number | null => {
  if (text === undefined || /inf/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The last match of a pattern in the log: ffmpeg prints a filter's summary once per graph it built, the real one last. */
function lastMatch(log: string, pattern: RegExp): RegExpExecArray | undefined {
  const global = new RegExp(pattern.source, 'g');
  let found: RegExpExecArray | undefined;
  for (let match = global.exec(log); match; match = global.exec(log)) found = match;
  return found;
}

/** Total silence from silencedetect's lines; a silence still open at the end runs to the end. */
function silenceMs(log: string, durationMs: number): number {
  let total = 0;
  let openAt: number | undefined;
  for (const line of log.split('\n')) {
    const start = /silence_start: (-?[\d.]+)/.exec(line);
    if (start) openAt = Math.max(0, Number(start[1]) * 1000);
    const end = /silence_end: (-?[\d.]+)/.exec(line);
    if (end && openAt !== undefined) {
      total += Math.max(0, Number(end[1]) * 1000 - openAt);
      openAt = undefined;
    }
  }
  if (openAt !== undefined) total += Math.max(0, durationMs - openAt);
  return Math.min(total, durationMs);
}

/** Parses ffmpeg's progress (stdout) and log (stderr) of the pass below. Exported for tests. */
export function readAnalysis(progress: string, log: string): AudioAnalysis | undefined {
  const outTime = lastMatch(progress, /out_time_(?:us|ms)=(\d+)/);
  if (!outTime) return undefined;
  const durationMs = Math.round(Number(outTime[1]) / 1000);
  const integrated = lastMatch(log, /Integrated loudness:\s+I:\s+(-?[\d.]+|-?inf) LUFS/);
  const range = lastMatch(log, /Loudness range:\s+LRA:\s+(-?[\d.]+|-?inf) LU/);
  const peak = lastMatch(log, /max_volume: (-?[\d.]+|-?inf) dB/);
  const loudness = number(integrated?.[1]);
  const peakDb = number(peak?.[1]);
  return {
    durationMs,
    voicedMs: Math.max(0, durationMs - silenceMs(log, durationMs)),
    // -70 LUFS is R128's absolute gate: what ffmpeg reports when nothing passed it.
    loudnessLufs: loudness === null || loudness <= -70 ? null : loudness,
    loudnessRangeLu: number(range?.[1]),
    peakDb: peakDb === null || peakDb <= -90 ? null : peakDb,
  };
}

/**
 * Decodes `inputPath` (at most `decodeLimitMs` of it: a file longer than any allowed take is not decoded to its end),
 * writes the playback copy to `outputPath`, and measures the take. Throws AnalysisUnavailable when ffmpeg cannot run,
 * FfmpegTimeout when it takes longer than `timeoutMs` (the process is killed; the caller removes `outputPath`).
 */
export async function analyseAudio(inputPath: string, outputPath: string, options: { decodeLimitMs: number; timeoutMs: number }): Promise<AnalysisOutcome> {
  const tool = await ffmpeg();
  if (!tool.available) throw new AnalysisUnavailable(tool.reason);
  const args = [
    '-nostdin', '-hide_banner', '-nostats', '-y',
    '-threads', '1',
    '-t', (options.decodeLimitMs / 1000).toFixed(3),
    '-i', inputPath,
    '-filter_complex',
    `[0:a:0]asplit=2[play][measure];[measure]silencedetect=n=${SILENCE_THRESHOLD_DB}dB:d=0.3,volumedetect,ebur128=framelog=verbose,anullsink`,
    '-map', '[play]',
    '-ac', '1', '-ar', '48000', '-c:a', 'aac', '-b:a', '96k',
    '-map_metadata', '-1',
    '-movflags', '+faststart',
    '-f', 'mp4', outputPath,
    '-progress', 'pipe:1',
  ];
  const run = await runFfmpeg(tool.path, args, { timeoutMs: options.timeoutMs }).catch((error: unknown) => {
    // A binary that ran at start but cannot be spawned now (removed, permissions changed) is the server's trouble.
    if (error instanceof FfmpegTimeout) throw error;
    throw new AnalysisUnavailable(error instanceof Error ? error.message : String(error));
  });
  const detail = run.stderr.split('\n').filter((line) => /error|invalid|no such|matches no streams|could not/i.test(line)).slice(-3).join(' | ');
  if (run.code !== 0) return { ok: false, reason: 'undecodable', detail: detail || `exit code ${run.code}` };
  const analysis = readAnalysis(run.stdout, run.stderr);
  if (!analysis || analysis.durationMs <= 0) return { ok: false, reason: 'undecodable', detail: detail || 'no audio decoded' };
  return { ok: true, analysis };
}

export { FfmpegTimeout };
