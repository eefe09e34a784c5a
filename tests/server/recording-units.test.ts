// The parts under the recording checks, on their own: the file store, byte ranges, ffmpeg's probe (execute bits, a
// binary that will not run), its time limit, reading its log, and the verdict on a measured take.
import { createHash } from 'node:crypto';
import { chmodSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_LIMITS, clock, judgeTake, parseRange } from '../../server/api/tracks/recording.ts';
import { INCOMING, RecordingRefused } from '../../server/api/uploads.ts';
import { AnalysisUnavailable, analyseAudio, readAnalysis } from '../../server/media/analyse.ts';
import { FfmpegTimeout, ffmpeg, probeFfmpeg, resetFfmpeg, runFfmpeg } from '../../server/media/ffmpeg.ts';
import { InvalidKey, LocalFileStore, newKey, sha256Of } from '../../server/storage/index.ts';
import { ffmpegPath, speechWav } from '../fixtures/audio/derive.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'qc-recording-units-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the local file store', () => {
  it('streams a file in under a key with its size and SHA-256, reads it whole or by range, stats and deletes it', async () => {
    const store = new LocalFileStore(path.join(dir, 'store'));
    const bytes = Buffer.from('0123456789'.repeat(1000));
    const key = newKey('clips', 'webm');
    expect(key).toMatch(/^clips\/[A-Za-z0-9_-]{24}\.webm$/);
    const put = await store.put(key, Readable.from([bytes.subarray(0, 3000), bytes.subarray(3000)]));
    expect(put).toEqual({ key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect((await store.stat(key))?.size).toBe(bytes.length);
    const whole = await store.get(key);
    expect(await sha256Of(whole!.body)).toBe(put.sha256);
    const part = await store.get(key, { start: 10, end: 19 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('0123456789');
    expect(part!.size).toBe(bytes.length);
    // Nothing is left half-written beside it.
    expect(await readdir(path.join(dir, 'store', INCOMING))).toEqual([]);
    await store.delete(key);
    await store.delete(key);
    expect(await store.stat(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
  });

  it('refuses keys that could leave its folder, and leaves no partial file when the stream fails', async () => {
    const store = new LocalFileStore(path.join(dir, 'store2'));
    for (const key of ['../escape.webm', 'clips/../../x.webm', '/etc/passwd', 'clips/a b.webm', 'clips/sub/x.webm', 'clips']) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidKey);
    }
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('clips/broken.webm', failing)).rejects.toThrow('client went away');
    expect(await store.stat('clips/broken.webm')).toBeUndefined();
    expect(await readdir(path.join(dir, 'store2', INCOMING))).toEqual([]);
  });
});

describe('byte ranges', () => {
  it('reads one range of bytes, ignores what it cannot read, and refuses one past the end', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(parseRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBeUndefined();
  });
});

describe('ffmpeg', () => {
  it('finds the installed binary and runs it', async () => {
    const status = await probeFfmpeg();
    expect(status).toMatchObject({ available: true, path: ffmpegPath });
    expect(statSync(ffmpegPath).mode & 0o100).toBe(0o100);
  });

  it('gives a binary its execute bits when an install left them off (npm skipped the chmod script)', async () => {
    const fake = path.join(dir, 'ffmpeg-without-x');
    await writeFile(fake, '#!/bin/sh\necho "ffmpeg version 9.9-test Copyright"\n');
    chmodSync(fake, 0o644);
    expect(await probeFfmpeg(fake)).toEqual({ available: true, path: fake, version: '9.9-test' });
    expect(statSync(fake).mode & 0o111).toBe(0o111);
  });

  it('reports a binary that is missing or will not run, with the reason', async () => {
    const missing = await probeFfmpeg(path.join(dir, 'nothing-here'));
    expect(missing).toMatchObject({ available: false, reason: expect.stringContaining('nothing-here') });
    const broken = path.join(dir, 'ffmpeg-broken');
    await writeFile(broken, '#!/bin/sh\necho "cannot execute: wrong architecture" >&2\nexit 126\n');
    chmodSync(broken, 0o755);
    expect(await probeFfmpeg(broken)).toMatchObject({ available: false, reason: expect.stringContaining('wrong architecture') });
  });

  it('calls checks unavailable, not the file bad, when a binary that ran at start can no longer be spawned', async () => {
    const vanishing = path.join(dir, 'ffmpeg-vanishing');
    await writeFile(vanishing, '#!/bin/sh\necho "ffmpeg version 1.0-test"\n');
    chmodSync(vanishing, 0o755);
    resetFfmpeg(vanishing);
    try {
      expect(await ffmpeg()).toMatchObject({ available: true });
      await rm(vanishing);
      await expect(analyseAudio(speechWav, path.join(dir, 'never.m4a'), { decodeLimitMs: 5_000, timeoutMs: 5_000 })).rejects.toBeInstanceOf(AnalysisUnavailable);
    } finally {
      resetFfmpeg();
    }
  });

  it('kills a run that outlasts its time limit', async () => {
    const started = Date.now();
    await expect(runFfmpeg(ffmpegPath, ['-nostdin', '-f', 'lavfi', '-i', 'sine=duration=3600', '-f', 'null', '-'], { timeoutMs: 300 })).rejects.toBeInstanceOf(FfmpegTimeout);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("reading ffmpeg's log", () => {
  const summary = (integrated: string, peak: string) => `
[Parsed_ebur128_3 @ 0x1] Summary:

  Integrated loudness:
    I:         -70.0 LUFS
    Threshold:   0.0 LUFS

  Loudness range:
    LRA:         0.0 LU
[Parsed_volumedetect_2 @ 0x2] n_samples: 0
[silencedetect @ 0x3] silence_start: 2.5
[silencedetect @ 0x3] silence_end: 3.5 | silence_duration: 1
[silencedetect @ 0x3] silence_start: 10
[Parsed_ebur128_3 @ 0x4] Summary:

  Integrated loudness:
    I:         ${integrated} LUFS
    Threshold: -29.3 LUFS

  Loudness range:
    LRA:         1.8 LU
[Parsed_volumedetect_2 @ 0x5] max_volume: ${peak} dB
`;

  it('takes the last summary (the graph that ran), counts an open silence to the end', () => {
    expect(readAnalysis('out_time_ms=12000000\nprogress=end\n', summary('-19.1', '-3.0'))).toEqual({
      durationMs: 12_000,
      voicedMs: 12_000 - 1_000 - 2_000,
      loudnessLufs: -19.1,
      loudnessRangeLu: 1.8,
      peakDb: -3,
    });
  });

  it('reads digital silence as no loudness and no peak, and no progress as nothing decoded', () => {
    expect(readAnalysis('out_time_ms=5000000\n', summary('-70.0', '-inf'))).toMatchObject({ loudnessLufs: null, peakDb: null });
    expect(readAnalysis('', summary('-19.1', '-3.0'))).toBeUndefined();
  });
});

describe('the verdict on a take', () => {
  const take = { durationMs: 30_000, voicedMs: 25_000, loudnessLufs: -20, loudnessRangeLu: 3, peakDb: -2 };
  const verdict = (analysis: typeof take | { [K in keyof typeof take]: (typeof take)[K] | null }, track: 'second' | 'fifth') => {
    try {
      judgeTake(analysis as typeof take, DURATION_LIMITS[track]);
      return 'kept';
    } catch (error) {
      return error instanceof RecordingRefused ? error.code : 'thrown';
    }
  };

  it('keeps a take within the limits of its track, refuses what is too short, too long or silent', () => {
    expect(verdict(take, 'second')).toBe('kept');
    expect(verdict({ ...take, durationMs: 4_999 }, 'second')).toBe('tooShort');
    expect(verdict({ ...take, durationMs: 5_000 }, 'second')).toBe('kept');
    expect(verdict({ ...take, durationMs: 9_999 }, 'fifth')).toBe('tooShort');
    expect(verdict({ ...take, durationMs: 240_000 }, 'second')).toBe('kept');
    expect(verdict({ ...take, durationMs: 240_001 }, 'second')).toBe('tooLong');
    expect(verdict({ ...take, durationMs: 180_001 }, 'fifth')).toBe('tooLong');
    expect(verdict({ ...take, voicedMs: 999 }, 'second')).toBe('silent');
    expect(verdict({ ...take, peakDb: null }, 'second')).toBe('silent');
  });

  it('says the limits as minutes and seconds', () => {
    expect([clock(5_000), clock(10_000), clock(180_000), clock(240_000)]).toEqual(['0:05', '0:10', '3:00', '4:00']);
  });
});
