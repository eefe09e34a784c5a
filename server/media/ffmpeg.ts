// The ffmpeg that checks recordings, found once: FFMPEG_PATH when set, else the system's (`ffmpeg` on PATH or
// /usr/bin/ffmpeg: Debian's gets security updates), else the binary @ffmpeg-installer/ffmpeg ships inside its platform
// package (a 2018 build, kept as the fallback). Run as a child process: never on the event loop, with a time limit and
// a CPU-time limit, at most one run per core at a time.
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Where the binary came from: the setting, the system's package, or the npm package's fallback. */
export type FfmpegSource = 'FFMPEG_PATH' | 'system' | 'bundled';
export type FfmpegStatus = { available: true; path: string; version: string; source: FfmpegSource } | { available: false; reason: string };

const require = createRequire(import.meta.url);

/** The binary's path from the installer package, which throws a plain string when its platform package is missing. */
function installedPath(): string {
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    throw new Error(`@ffmpeg-installer/ffmpeg has no binary for ${process.platform}-${process.arch}: ${String(error instanceof Error ? error.message : error)}`);
  }
}

/** The system's ffmpeg candidates, in order: each PATH directory's `ffmpeg`, then /usr/bin/ffmpeg. */
export function systemCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const name = process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg';
  const dirs = (env.PATH ?? '').split(path.delimiter).filter((dir) => path.isAbsolute(dir));
  return [...new Set([...dirs.map((dir) => path.join(dir, name)), ...(process.platform === 'win32' ? [] : ['/usr/bin/ffmpeg'])])];
}

/** Checks that one binary runs, giving it its execute bits when an install left them off. */
async function probeOne(file: string, source: FfmpegSource): Promise<FfmpegStatus> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return { available: false, reason: `${file} is not a file` };
    try {
      await access(file, constants.X_OK);
    } catch {
      await chmod(file, info.mode | 0o111);
    }
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const run = await runFfmpeg(file, ['-hide_banner', '-version'], { timeoutMs: 15_000, gated: false }).catch((error: unknown) => error as Error);
  if (run instanceof Error) return { available: false, reason: `${file} could not be run: ${run.message}` };
  if (run.code !== 0) return { available: false, reason: `${file} -version exited with ${run.code}: ${run.stderr.slice(-300)}` };
  const version = /ffmpeg version (\S+)/.exec(run.stdout)?.[1] ?? 'unknown';
  return { available: true, path: file, version, source };
}

/**
 * Finds the ffmpeg to use: `binary` when given (tests), FFMPEG_PATH when set (it wins, and is not replaced when it will
 * not run), else the first system binary that runs, else the installer's. npm 11 may skip the installer's platform
 * package's `chmod u+x` install script (allowScripts), so a binary without its execute bits is given them here.
 */
export async function probeFfmpeg(binary?: string, options: { env?: NodeJS.ProcessEnv; system?: readonly string[] } = {}): Promise<FfmpegStatus> {
  const env = options.env ?? process.env;
  if (binary) return probeOne(binary, 'FFMPEG_PATH');
  if (env.FFMPEG_PATH) return probeOne(env.FFMPEG_PATH, 'FFMPEG_PATH');
  const skipped: string[] = [];
  for (const candidate of options.system ?? systemCandidates(env)) {
    const found = await stat(candidate).then((info) => info.isFile(), () => false);
    if (!found) continue;
    const status = await probeOne(candidate, 'system');
    if (status.available) return status;
    skipped.push(status.reason);
  }
  let bundled: string;
  try {
    bundled = installedPath();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { available: false, reason: [...skipped, reason].join('; ') };
  }
  const status = await probeOne(bundled, 'bundled');
  return status.available || skipped.length === 0 ? status : { available: false, reason: [...skipped, status.reason].join('; ') };
}

let status: Promise<FfmpegStatus> | undefined;

/** The process-wide ffmpeg, probed on first use (the server probes at start, so a broken install is logged at once). */
export function ffmpeg(): Promise<FfmpegStatus> {
  status ??= probeFfmpeg();
  return status;
}

/** For tests: probe again, or use another binary (a path that does not run makes recording checks unavailable). */
export function resetFfmpeg(binary?: string): void {
  status = probeFfmpeg(binary);
}

export class FfmpegTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`ffmpeg did not finish within ${timeoutMs} ms`);
  }
}

/** How a run ended: its exit code, or the signal that ended it (SIGKILL or SIGXCPU past the CPU-time limit). */
export type FfmpegRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** Only the end of ffmpeg's log matters (summaries are printed last); a long file's log is cut from the front. */
const MAX_LOG_CHARS = 512 * 1024;

// One ffmpeg at a time per core: a burst of uploads queues here instead of starving the server of CPU.
const slots = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<() => void> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function appendTail(log: string, chunk: Buffer): string {
  const next = log + chunk.toString('utf8');
  return next.length > MAX_LOG_CHARS ? next.slice(next.length - MAX_LOG_CHARS) : next;
}

/**
 * Runs the binary with these arguments (no shell), collecting stdout and stderr; kills it (SIGKILL) once `timeoutMs`
 * passes and rejects with FfmpegTimeout. The time limit starts when the run starts, not while it waits for a slot.
 * With `cpuSeconds` (not on Windows), the child runs under that CPU-time limit (`ulimit -t`, soft and hard: the kernel
 * ends it with SIGKILL), so a file that is costly to decode is stopped whatever the machine's load.
 */
export async function runFfmpeg(binary: string, args: readonly string[], options: { timeoutMs: number; gated?: boolean; cpuSeconds?: number }): Promise<FfmpegRun> {
  const limited = options.cpuSeconds !== undefined && process.platform !== 'win32';
  // Through sh, a binary that cannot be run is sh's exit code, not a spawn error: ask first, as spawn would fail.
  if (limited) await access(binary, constants.X_OK);
  const [command, argv] = limited
    ? ['/bin/sh', ['-c', 'ulimit -t "$0" || exit 125; exec "$@"', String(Math.max(1, Math.ceil(options.cpuSeconds!))), binary, ...args]]
    : [binary, args];
  const release = options.gated === false ? () => {} : await acquire();
  try {
    return await new Promise<FfmpegRun>((resolve, reject) => {
      const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
      let stdout = '';
      let stderr = '';
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, options.timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => (stdout = appendTail(stdout, chunk)));
      child.stderr.on('data', (chunk: Buffer) => (stderr = appendTail(stderr, chunk)));
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        if (timedOut) reject(new FfmpegTimeout(options.timeoutMs));
        else resolve({ code, signal, stdout, stderr });
      });
    });
  } finally {
    release();
  }
}
