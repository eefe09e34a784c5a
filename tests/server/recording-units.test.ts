// The parts under the recording checks, on their own: the file store, byte ranges, ffmpeg's probe (execute bits, a
// binary that will not run), its time limit, reading its log, and the verdict on a measured take.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_LIMITS, judgeTake, parseRange } from '../../server/api/tracks/recording.ts';
import { t } from '../../server/messages.ts';
import { INCOMING, RecordingRefused } from '../../server/api/uploads.ts';
import { AnalysisUnavailable, analyseAudio, decodedAudioMs, inspectAudio, readAnalysis, readHeader } from '../../server/media/analyse.ts';
import { FfmpegTimeout, ffmpeg, probeFfmpeg, resetFfmpeg, runFfmpeg, systemCandidates } from '../../server/media/ffmpeg.ts';
import { InvalidKey, LocalFileStore, newKey, sha256Of } from '../../server/storage/index.ts';
import { derivedAudio, ffmpegPath } from '../fixtures/audio/derive.ts';

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
  /** A stand-in ffmpeg that prints this version (or fails), in its own directory as a PATH entry. */
  async function fakeFfmpeg(name: string, version: string | null): Promise<string> {
    const folder = path.join(dir, name);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'ffmpeg');
    await writeFile(file, version ? `#!/bin/sh\necho "ffmpeg version ${version} Copyright"\n` : '#!/bin/sh\necho "broken" >&2\nexit 1\n');
    chmodSync(file, 0o755);
    return file;
  }

  it("prefers the system's ffmpeg on PATH, falls back to the installed binary, and lets FFMPEG_PATH win", async () => {
    const system = await fakeFfmpeg('system-bin', '5.1.9-system');
    const chosen = await probeFfmpeg(undefined, { env: { PATH: `/nonexistent${path.delimiter}${path.dirname(system)}` } });
    expect(chosen).toEqual({ available: true, path: system, version: '5.1.9-system', source: 'system' });
    // /usr/bin/ffmpeg is a candidate after PATH's, whatever PATH says.
    expect(systemCandidates({ PATH: path.dirname(system) })).toEqual([system, '/usr/bin/ffmpeg']);
    // No system binary, or one that will not run: the installed one.
    const broken = await fakeFfmpeg('broken-bin', null);
    expect(await probeFfmpeg(undefined, { env: {}, system: [] })).toMatchObject({ available: true, path: ffmpegPath, source: 'bundled' });
    expect(await probeFfmpeg(undefined, { env: {}, system: [broken, path.join(dir, 'absent', 'ffmpeg')] })).toMatchObject({ available: true, path: ffmpegPath, source: 'bundled' });
    expect(statSync(ffmpegPath).mode & 0o100).toBe(0o100);
    // FFMPEG_PATH wins over a system binary, and is not replaced when it will not run.
    const configured = await fakeFfmpeg('configured-bin', '7.0-configured');
    expect(await probeFfmpeg(undefined, { env: { FFMPEG_PATH: configured, PATH: path.dirname(system) } })).toMatchObject({ path: configured, source: 'FFMPEG_PATH' });
    expect(await probeFfmpeg(undefined, { env: { FFMPEG_PATH: broken, PATH: path.dirname(system) } })).toMatchObject({ available: false });
  });

  it('finds a binary that runs on this machine (the system one where installed)', async () => {
    const status = await probeFfmpeg(undefined, { env: { PATH: process.env.PATH } });
    expect(status).toMatchObject({ available: true });
    if (status.available && existsSync('/usr/bin/ffmpeg')) expect(status.source).toBe('system');
  });

  it('gives a binary its execute bits when an install left them off (npm skipped the chmod script)', async () => {
    const fake = path.join(dir, 'ffmpeg-without-x');
    await writeFile(fake, '#!/bin/sh\necho "ffmpeg version 9.9-test Copyright"\n');
    chmodSync(fake, 0o644);
    expect(await probeFfmpeg(fake)).toEqual({ available: true, path: fake, version: '9.9-test', source: 'FFMPEG_PATH' });
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
      await expect(analyseAudio({ path: path.join(dir, 'any.ogg'), type: 'audio/ogg' }, path.join(dir, 'never.m4a'), limits)).rejects.toBeInstanceOf(AnalysisUnavailable);
    } finally {
      resetFfmpeg();
    }
  });

  it('kills a run that outlasts its time limit', async () => {
    const started = Date.now();
    await expect(runFfmpeg(ffmpegPath, ['-nostdin', '-f', 'lavfi', '-i', 'sine=duration=3600', '-f', 'null', '-'], { timeoutMs: 300 })).rejects.toBeInstanceOf(FfmpegTimeout);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops a run at its CPU-time limit', async () => {
    const started = Date.now();
    const run = await runFfmpeg(ffmpegPath, ['-nostdin', '-f', 'lavfi', '-i', 'sine=duration=86400', '-af', 'ebur128', '-f', 'null', '-'], { timeoutMs: 60_000, cpuSeconds: 1 });
    expect(run.signal).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

const limits = { decodeLimitMs: 241_000, declaredLimitMs: 241_000, timeoutMs: 60_000, cpuSeconds: 20 };

describe('what ffmpeg is allowed to read', () => {
  /** An ID3 tag header of no size, then text: sniffed as MP3, and ffmpeg's probe skips the tag and reads the text. */
  const afterId3 = (text: string) => Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]), Buffer.from(text)]);

  it('reads a take with the demuxer of its sniffed type only: a playlist or list naming another file decodes nothing', async () => {
    const audio = await derivedAudio();
    const victim = path.join(dir, 'victim.ogg');
    await writeFile(victim, audio.ogg);
    const payloads = {
      hls: afterId3(`#EXTM3U\n#EXT-X-TARGETDURATION:20\n#EXTINF:12,\n${victim}\n#EXT-X-ENDLIST\n`),
      hlsFile: afterId3(`#EXTM3U\n#EXT-X-TARGETDURATION:20\n#EXTINF:12,\nfile:${victim}\n#EXT-X-ENDLIST\n`),
      ffconcat: afterId3(`ffconcat version 1.0\nfile ${victim}\n`),
    };
    for (const [name, bytes] of Object.entries(payloads)) {
      const input = path.join(dir, `${name}.mp3`);
      const output = path.join(dir, `${name}.m4a`);
      await writeFile(input, bytes);
      const outcome = await analyseAudio({ path: input, type: 'audio/mpeg' }, output, limits);
      expect(outcome, name).toMatchObject({ ok: false, reason: 'undecodable' });
      expect(existsSync(output), name).toBe(false);
    }
  });
});

describe('what is refused before decoding, and while decoding', () => {
  it('refuses 8 channels at 384 kHz from the header: the decoding pass never runs', async () => {
    const audio = await derivedAudio();
    const input = path.join(dir, 'costly.ogg');
    const output = path.join(dir, 'costly.m4a');
    await writeFile(input, audio.costly);
    const started = Date.now();
    const outcome = await analyseAudio({ path: input, type: 'audio/ogg' }, output, limits);
    expect(outcome).toMatchObject({ ok: false, reason: 'unusual', detail: expect.stringContaining('384000 Hz') });
    // The decoding pass creates its output as it starts: none means nothing was decoded.
    expect(existsSync(output)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await inspectAudio({ path: input, type: 'audio/ogg' }, limits)).toMatchObject({ ok: false, reason: 'unusual' });
  });

  it("refuses a header that declares a take longer than allowed, and reads a browser's take as within bounds", async () => {
    const audio = await derivedAudio();
    const ogg = path.join(dir, 'speech.ogg');
    await writeFile(ogg, audio.ogg);
    expect(await inspectAudio({ path: ogg, type: 'audio/ogg' }, { declaredLimitMs: 11_000, timeoutMs: 10_000 })).toMatchObject({ ok: false, reason: 'declaredTooLong' });
    expect(await inspectAudio({ path: ogg, type: 'audio/ogg' }, { declaredLimitMs: 13_000, timeoutMs: 10_000 })).toMatchObject({
      ok: true,
      header: { codec: 'opus', sampleRate: 48_000, channels: 1, declaredMs: expect.any(Number) },
    });
  });

  it('refuses a take with a damaged stretch, keeps the same take undamaged', async () => {
    const audio = await derivedAudio();
    const damaged = path.join(dir, 'damaged.ogg');
    const clean = path.join(dir, 'clean.ogg');
    await writeFile(damaged, audio.damagedOgg);
    await writeFile(clean, audio.ogg);
    expect(await analyseAudio({ path: damaged, type: 'audio/ogg' }, path.join(dir, 'damaged.m4a'), limits)).toMatchObject({ ok: false, reason: 'damaged' });
    expect(await analyseAudio({ path: clean, type: 'audio/ogg' }, path.join(dir, 'clean.m4a'), limits)).toMatchObject({ ok: true });
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

  it("reads the stream's header: channels from the layout's name, a duration estimated from the bitrate as none", () => {
    const described = (stream: string, duration = '00:03:00.00') => `Input #0, ogg, from 'file:x':\n  Duration: ${duration}, start: 0.000000, bitrate: 3 kb/s\n  Stream #0:0: Audio: ${stream}\n`;
    expect(readHeader(described('flac, 384000 Hz, 7.1, s16'))).toEqual({ codec: 'flac', sampleRate: 384_000, channels: undefined, layout: '7.1', declaredMs: 180_000 });
    expect(readHeader(described('opus, 48000 Hz, mono, fltp', 'N/A'))).toMatchObject({ channels: 1, declaredMs: null });
    expect(readHeader(described('aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s'))).toMatchObject({ codec: 'aac (LC) (mp4a / 0x6134706D)', sampleRate: 44_100, channels: 2 });
    expect(readHeader(described('pcm_s16le, 8000 Hz, 6 channels, s16'))).toMatchObject({ channels: 6 });
    expect(readHeader(`${described('mp3, 44100 Hz, stereo, fltp, 32 kb/s', '00:09:00.00')}Estimating duration from bitrate, this may be inaccurate\n`)).toMatchObject({ declaredMs: null });
    expect(readHeader('[mp3 @ 0x1] [error] Failed to read frame size\n')).toBeUndefined();
  });

  it('counts the decoded audio from the counting branch, not the measuring one', () => {
    const log = '[volumedetect@count @ 0x1] [info] n_samples: 0\n[volumedetect@count @ 0x2] [info] n_samples: 336000\n[volumedetect@count @ 0x2] [info] max_volume: -1.0 dB\n';
    expect(decodedAudioMs(`${log}[Parsed_volumedetect_2 @ 0x3] [info] max_volume: -3.0 dB\n`)).toBe(7_000);
    expect(readAnalysis('out_time_ms=12000000\n', `${log}[Parsed_volumedetect_2 @ 0x3] [info] max_volume: -3.0 dB\n`)).toMatchObject({ peakDb: -3 });
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

  it('says the limits as minutes and seconds, in the language’s digits', () => {
    const limit = (lang: 'ar' | 'en', ms: number) => t(lang, 'audioTooLong', { max: { durationMs: ms } });
    expect([5_000, 10_000, 180_000, 240_000].map((ms) => limit('en', ms))).toEqual(['0:05', '0:10', '3:00', '4:00'].map((d) => `The recording is too long: it must last at most ${d}`));
    expect(limit('ar', 240_000)).toBe('التسجيل طويل جدًا: يجب ألا تزيد مدته على ٤:٠٠');
  });
});
