// One ffmpeg pass over a received recording: decode it whole (the real duration, whatever its header says: Chrome's
// webm has none), measure silence and loudness, and write the copy every browser plays (AAC in MP4, `.m4a`).
import type { AudioType } from '../api/uploads.ts';
import { reportAnalysis } from '../timings.ts';
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

/** Why a take is refused before or while it is decoded. */
export type Refusal =
  /** ffmpeg could not decode an audio stream: not a recording, or a video without sound. */
  | 'undecodable'
  /** Its header describes what no browser or phone records (more channels or a higher sample rate): not decoded. */
  | 'unusual'
  /** Its header declares a duration past the longest allowed take: not decoded. */
  | 'declaredTooLong'
  /** Decoding found damaged stretches (decode errors, or much less audio than its timestamps span). */
  | 'damaged'
  /** Decoding it would cost more CPU time than any recording needs (killed at the CPU-time limit). */
  | 'tooCostly';

export type AnalysisOutcome = { ok: true; analysis: AudioAnalysis } | { ok: false; reason: Refusal; detail: string };

/**
 * What a recording from a browser or a phone can be: mono or stereo, at most 48 kHz (browsers record Opus at 48 kHz,
 * Safari and phones AAC at 44.1 or 48 kHz). Anything else is refused from its header, before it is decoded.
 */
export const RECORDING_BOUNDS = { maxChannels: 2, maxSampleRate: 48_000 } as const;

/** A take is damaged when decoding logs this many errors, or yields less than this share of what its timestamps span. */
export const DAMAGE = { maxErrors: 8, minDecodedShare: 0.9 } as const;

/**
 * The one demuxer each sniffed type is read with, named explicitly so that ffmpeg never probes the bytes: a probe would
 * pick whatever the bytes claim to be (an HLS playlist or an ffconcat list after an ID3 tag), and those demuxers open
 * other files or URLs. The mov demuxer follows no external references (`enable_drefs` is off by default).
 */
export const DEMUXER: Record<AudioType, string> = {
  'audio/webm': 'matroska',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mov',
  'audio/x-m4a': 'mov',
  'audio/mpeg': 'mp3',
};

/**
 * The input options every run uses: only the file protocol (the input is one local file the server wrote), only the
 * chosen demuxer, and the file named with `file:` so that nothing in its name reads as another protocol.
 */
function inputArgs(input: AudioInput): string[] {
  const demuxer = DEMUXER[input.type];
  return ['-protocol_whitelist', 'file', '-format_whitelist', demuxer, '-f', demuxer];
}

export type AudioInput = { path: string; type: AudioType };

/** The first audio stream as ffmpeg reads it from the container's header (no decoding past what the header needs). */
export type AudioHeader = { codec: string; sampleRate: number; channels: number | undefined; layout: string; declaredMs: number | null };

/** Channels of a layout as ffmpeg names it; undefined for a named layout beyond stereo (2.1, 5.1, 7.1, octagonal…). */
function channelsOf(layout: string): number | undefined {
  if (layout === 'mono') return 1;
  if (layout === 'stereo' || layout === 'downmix') return 2;
  const counted = /^(\d+) channels\b/.exec(layout);
  return counted ? Number(counted[1]) : undefined;
}

/** Reads the first audio stream's header from ffmpeg's description of its input. Exported for tests. */
export function readHeader(log: string): AudioHeader | undefined {
  const stream = /Stream #0:\d+[^\n]*?: Audio: ([^\n]*)/.exec(log);
  if (!stream) return undefined;
  const parts = stream[1]!.split(', ');
  const rateAt = parts.findIndex((part) => /^\d+ Hz$/.test(part));
  if (rateAt < 0) return undefined;
  const layout = (parts[rateAt + 1] ?? '').trim();
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(log);
  // A duration estimated from the first frame's bitrate (MP3 without a Xing header) can be far off: not trusted.
  const estimated = /Estimating duration from bitrate/.test(log);
  return {
    codec: parts[0]!.trim(),
    sampleRate: Number(parts[rateAt]!.split(' ')[0]),
    channels: channelsOf(layout),
    layout,
    declaredMs: duration && !estimated ? Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000) : null,
  };
}

/** Lines ffmpeg logged at error level (`-loglevel level+…` tags each line; `repeat` keeps repeated ones). */
const errorLines = (log: string) => log.split('\n').filter((line) => /\[(?:error|fatal)\]/.test(line));

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
  // The measuring branch's volumedetect, not the counting one (`volumedetect@count`, at 48 kHz mono).
  const measured = log.split('\n').filter((line) => !line.includes('volumedetect@count')).join('\n');
  const peak = lastMatch(measured, /max_volume: (-?[\d.]+|-?inf) dB/);
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

export type AnalysisOptions = {
  /** At most this much is decoded: a file longer than any allowed take is not decoded to its end. */
  decodeLimitMs: number;
  /** A header that declares more than this is refused without decoding. */
  declaredLimitMs: number;
  /** Wall-clock limit of each ffmpeg run (FfmpegTimeout past it). */
  timeoutMs: number;
  /** CPU-time limit of the decoding run, in seconds: past it the take is refused as too costly. */
  cpuSeconds: number;
};

/** Runs ffmpeg for a take; a binary that ran at start but cannot be spawned now is the server's trouble, not the file's. */
async function run(args: string[], options: { timeoutMs: number; cpuSeconds: number }) {
  const tool = await ffmpeg();
  if (!tool.available) throw new AnalysisUnavailable(tool.reason);
  return runFfmpeg(tool.path, args, options).catch((error: unknown) => {
    if (error instanceof FfmpegTimeout) throw error;
    throw new AnalysisUnavailable(error instanceof Error ? error.message : String(error));
  });
}

const LOG = ['-nostdin', '-hide_banner', '-nostats', '-loglevel', 'repeat+level+info'];

/**
 * Reads the take's header only (ffmpeg with an input and no output: it opens the container, reads the stream
 * parameters and stops) and judges it against RECORDING_BOUNDS and the declared limit. Costs milliseconds whatever the
 * file: nothing is decoded past what the header needs.
 */
export async function inspectAudio(input: AudioInput, options: { declaredLimitMs: number; timeoutMs: number }): Promise<{ ok: true; header: AudioHeader } | { ok: false; reason: Refusal; detail: string }> {
  const probe = await run([...LOG, '-threads', '1', ...inputArgs(input), '-probesize', '1000000', '-i', `file:${input.path}`], { timeoutMs: options.timeoutMs, cpuSeconds: 5 });
  const header = readHeader(probe.stderr);
  if (!header) return { ok: false, reason: 'undecodable', detail: errorLines(probe.stderr).slice(-3).join(' | ') || 'no audio stream' };
  const shape = `${header.codec}, ${header.sampleRate} Hz, ${header.layout}`;
  if (header.channels === undefined || header.channels > RECORDING_BOUNDS.maxChannels || header.sampleRate > RECORDING_BOUNDS.maxSampleRate) {
    return { ok: false, reason: 'unusual', detail: shape };
  }
  if (header.declaredMs !== null && header.declaredMs > options.declaredLimitMs) return { ok: false, reason: 'declaredTooLong', detail: `${shape}, declares ${header.declaredMs} ms` };
  return { ok: true, header };
}

/**
 * Checks the take's header (inspectAudio), then decodes it (at most `decodeLimitMs`), writes the playback copy to
 * `outputPath` and measures the take. Throws AnalysisUnavailable when ffmpeg cannot run, FfmpegTimeout when a run takes
 * longer than `timeoutMs` (the process is killed; the caller removes `outputPath`). The output side is one file the
 * server names, written by the mp4 muxer, with no metadata or chapters carried over from the input.
 */
export async function analyseAudio(input: AudioInput, outputPath: string, options: AnalysisOptions): Promise<AnalysisOutcome> {
  // Timed for /metrics (server/timings.ts), whatever the outcome.
  const started = performance.now();
  let outcome = 'failed';
  try {
    const result = await analyseTake(input, outputPath, options);
    outcome = result.ok ? 'ok' : result.reason;
    return result;
  } finally {
    reportAnalysis({ seconds: (performance.now() - started) / 1000, outcome });
  }
}

async function analyseTake(input: AudioInput, outputPath: string, options: AnalysisOptions): Promise<AnalysisOutcome> {
  const header = await inspectAudio(input, options);
  if (!header.ok) return header;
  const args = [
    ...LOG, '-y',
    '-threads', '1', '-filter_threads', '1',
    ...inputArgs(input),
    '-t', (options.decodeLimitMs / 1000).toFixed(3),
    '-i', `file:${input.path}`,
    '-filter_complex',
    `[0:a:0]asplit=3[play][measure][count];[measure]silencedetect=n=${SILENCE_THRESHOLD_DB}dB:d=0.3,volumedetect,ebur128=framelog=verbose,anullsink;` +
      '[count]aformat=sample_fmts=s16:channel_layouts=mono:sample_rates=48000,volumedetect@count,anullsink',
    '-map', '[play]',
    '-ac', '1', '-ar', '48000', '-c:a', 'aac', '-b:a', '96k',
    '-map_metadata', '-1', '-map_chapters', '-1',
    '-movflags', '+faststart',
    '-protocol_whitelist', 'file',
    '-f', 'mp4', `file:${outputPath}`,
    '-progress', 'pipe:1',
  ];
  const decoded = await run(args, options);
  const errors = errorLines(decoded.stderr);
  const detail = errors.slice(-3).join(' | ');
  // Killed by the kernel at the CPU-time limit (SIGKILL, or SIGXCPU, which ffmpeg catches and exits on).
  if (decoded.signal === 'SIGKILL' || decoded.signal === 'SIGXCPU' || /received signal 24\b/i.test(decoded.stderr)) {
    return { ok: false, reason: 'tooCostly', detail: `over ${options.cpuSeconds} s of CPU` };
  }
  if (decoded.code !== 0) return { ok: false, reason: 'undecodable', detail: detail || `exit code ${decoded.code}` };
  const analysis = readAnalysis(decoded.stdout, decoded.stderr);
  if (!analysis || analysis.durationMs <= 0) return { ok: false, reason: 'undecodable', detail: detail || 'no audio decoded' };
  const decodedMs = decodedAudioMs(decoded.stderr);
  if (errors.length >= DAMAGE.maxErrors || decodedMs < analysis.durationMs * DAMAGE.minDecodedShare) {
    return { ok: false, reason: 'damaged', detail: `${errors.length} decode errors, ${decodedMs} ms decoded of ${analysis.durationMs} ms` };
  }
  return { ok: true, analysis };
}

/** How much audio was decoded, from the counting branch (48 kHz mono samples): gaps in the timestamps are not audio. */
export function decodedAudioMs(log: string): number {
  const count = lastMatch(log, /volumedetect@count @ [^\]]*\] (?:\[info\] )?n_samples: (\d+)/);
  return count ? Math.round(Number(count[1]) / 48) : 0;
}

export { FfmpegTimeout };
