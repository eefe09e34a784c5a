// The ffmpeg binary that @ffmpeg-installer/ffmpeg ships inside its platform package (no download at install time),
// found once, made executable when an install skipped the package's chmod script, and run as a child process: never
// on the event loop, with a time limit, at most one run per core at a time.
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

export type FfmpegStatus = { available: true; path: string; version: string } | { available: false; reason: string };

const require = createRequire(import.meta.url);

/** The binary's path from the installer package, which throws a plain string when its platform package is missing. */
function installedPath(): string {
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    throw new Error(`@ffmpeg-installer/ffmpeg has no binary for ${process.platform}-${process.arch}: ${String(error instanceof Error ? error.message : error)}`);
  }
}

/**
 * Checks that ffmpeg can run (FFMPEG_PATH when set, else the installer's binary): npm 11 may skip the platform package's `chmod u+x` install script (allowScripts), so a
 * binary without its execute bits is given them here (the tarball ships them, a copy made without modes may not).
 */
export async function probeFfmpeg(binary?: string): Promise<FfmpegStatus> {
  let file: string;
  try {
    file = binary ?? (process.env.FFMPEG_PATH || installedPath());
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
  return { available: true, path: file, version };
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

export type FfmpegRun = { code: number | null; stdout: string; stderr: string };

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
 */
export async function runFfmpeg(binary: string, args: readonly string[], options: { timeoutMs: number; gated?: boolean }): Promise<FfmpegRun> {
  const release = options.gated === false ? () => {} : await acquire();
  try {
    return await new Promise<FfmpegRun>((resolve, reject) => {
      const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
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
      child.once('close', (code) => {
        clearTimeout(timer);
        if (timedOut) reject(new FfmpegTimeout(options.timeoutMs));
        else resolve({ code, stdout, stderr });
      });
    });
  } finally {
    release();
  }
}
