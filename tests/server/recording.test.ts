// What the server checks in a take before keeping it (issue 17): real recordings derived from tests/fixtures/audio at
// test time, decoded by the server's ffmpeg; refusals, what is stored, the playback copy, idempotent retries, the fifth
// track's three attempts under concurrency, and nobody else's clip.
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { analysisLimits } from '../../server/api/tracks/recording.ts';
import { INCOMING } from '../../server/api/uploads.ts';
import { resetFfmpeg } from '../../server/media/ffmpeg.ts';
import { type DerivedAudio, derivedAudio, ffmpegRun } from '../fixtures/audio/derive.ts';
import { bearer, body, demo, engines, login, multipart, registration, startTestServer, type TestServer } from './harness.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// Every take is decoded and encoded by ffmpeg: on a busy machine a test takes seconds, not milliseconds.
describe.each(engines)('recordings on %s', { timeout: 120_000 }, (engine) => {
  let server: TestServer;
  let audio: DerivedAudio;
  let users = 0;

  beforeAll(async () => {
    // Four attempts of one account at once: a process reads two at a time per account, several processes more, so the
    // three-attempt limit must hold in the database (here one process reads all four).
    [server, audio] = await Promise.all([startTestServer(engine, { phase: 'running', overrides: { uploadLimits: { perAccount: 4 } } }), derivedAudio()]);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A new verified contestant with nothing recorded. */
  async function contestant(): Promise<{ token: string; id: number }> {
    const email = `reciter${++users}.${engine}@example.com`;
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) })).statusCode).toBe(201);
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } });
    expect(verified.statusCode).toBe(200);
    return { token: body(verified).data.token, id: body(verified).data.user.id };
  }

  type Send = { token: string; content: Buffer; name?: string; type?: string; key?: string; lang?: 'ar' | 'en'; fields?: Record<string, string> };
  const send = (method: 'POST' | 'PUT', url: string, o: Send) => {
    const form = multipart(o.fields ?? {}, { field: 'audio', name: o.name ?? 'take.webm', type: o.type ?? 'audio/webm', content: o.content });
    const headers = { ...bearer(o.token), ...form.headers, 'accept-language': o.lang ?? 'ar', ...(o.key ? { 'idempotency-key': o.key } : {}) };
    return server.request({ method, url, headers, payload: form.payload });
  };
  const clip = (recitation: number, o: Send) => send('POST', '/api/v1/competition/second-paths/clips', { ...o, fields: { recitation_id: String(recitation) } });
  const replace = (clipId: number, o: Send) => send('PUT', `/api/v1/competition/second-paths/clips/${clipId}`, o);
  const attempt = (o: Send) => send('POST', '/api/v1/competition/fifth-paths', o);
  const get = (url: string, token: string) => server.request({ method: 'GET', url, headers: bearer(token) });
  const rowsOf = (userId: number) => server.database.db.select().from(t.recordings).where(eq(t.recordings.userId, userId));
  /** Files kept under the uploads directory (the temporary folder must be empty once answers are out). */
  const filesIn = (folder: string) => {
    try {
      return readdirSync(path.join(server.uploadsDir, folder));
    } catch {
      return [];
    }
  };

  /** The received upload is removed just after the answer is sent (onResponse), the playback copy before it. */
  async function expectNoTemporaryFiles() {
    for (let i = 0; i < 50 && filesIn(INCOMING).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(filesIn(INCOMING)).toEqual([]);
  }

  it('refuses a silent take, a 2-second take and files that are not audio, with a field error and a code, keeping nothing', async () => {
    const me = await contestant();
    const before = { clips: filesIn('clips'), attempts: filesIn('attempts') };
    const silent = await clip(1, { token: me.token, content: audio.silent, lang: 'en' });
    expect(silent.statusCode).toBe(422);
    expect(silent.json()).toMatchObject({ code: 'silent', errors: { audio: [expect.stringContaining('silent')] } });
    const short = await clip(1, { token: me.token, content: audio.twoSeconds, lang: 'en' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'tooShort', errors: { audio: ['The recording is too short: it must last at least 0:05'] } });
    const shortAr = await attempt({ token: me.token, content: audio.twoSeconds });
    expect(shortAr.json()).toMatchObject({ code: 'tooShort', errors: { audio: ['التسجيل قصير جدًا: يجب ألا تقل مدته عن ٠:١٠'] } });
    const fake = await clip(2, { token: me.token, content: audio.fakeWebm });
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({ code: 'wrongType', errors: { audio: [expect.any(String)] } });
    const text = await attempt({ token: me.token, content: audio.text, name: 'fatiha.webm' });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ code: 'wrongType' });
    const silentAttempt = await attempt({ token: me.token, content: audio.silent });
    expect(silentAttempt.json()).toMatchObject({ code: 'silent' });
    // Over three minutes is too long for Al-Fatiha (but within a clip's four).
    const long = await attempt({ token: me.token, content: audio.long, lang: 'en' });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'tooLong', errors: { audio: ['The recording is too long: it must last at most 3:00'] } });
    // Nothing was kept or counted: no row, no file, no attempt used.
    expect(await rowsOf(me.id)).toEqual([]);
    expect({ clips: filesIn('clips'), attempts: filesIn('attempts') }).toEqual(before);
    await expectNoTemporaryFiles();
    expect(body(await get('/api/v1/competition/fifth-paths', me.token)).data[0]).toEqual([]);
  });

  it('keeps the decoded duration, loudness, peak and SHA-256, and a playback copy (AAC in MP4) only the owner hears', async () => {
    const me = await contestant();
    const kept = await clip(1, { token: me.token, content: audio.webm, key: randomUUID() });
    expect(kept.statusCode).toBe(201);
    const data = body(kept).data[0];
    // The webm has no duration in its header: this one comes from decoding it.
    expect(data.duration_ms).toBeGreaterThan(11_500);
    expect(data.duration_ms).toBeLessThan(12_500);
    expect(data.loudness_lufs).toBeGreaterThan(-40);
    expect(data.loudness_lufs).toBeLessThan(-5);
    expect(data.peak_db).toBeGreaterThan(-20);
    expect(data.peak_db).toBeLessThanOrEqual(0);
    expect(data.sha256).toBe(sha256(audio.webm));
    expect(data).toMatchObject({ mime_type: 'audio/webm', size_bytes: audio.webm.length, playback_mime_type: 'audio/mp4' });
    const [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ durationMs: data.duration_ms, sha256: sha256(audio.webm), loudnessLufs: data.loudness_lufs, peakDb: data.peak_db });
    expect(row!.playbackSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.loudnessRangeLu).toEqual(expect.any(Number));

    // The original, byte for byte, and the copy, which decodes as AAC of the same length.
    const original = await get(data.audio_url, me.token);
    expect(original.statusCode).toBe(200);
    expect(sha256(original.rawPayload)).toBe(data.sha256);
    const copy = await get(data.playback_url, me.token);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toMatch(/^audio\/(mp4|x-m4a)/);
    expect(sha256(copy.rawPayload)).toBe(row!.playbackSha256);
    expect(copy.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const dir = await mkdtemp(path.join(tmpdir(), 'qc-playback-'));
    try {
      await writeFile(path.join(dir, 'copy.m4a'), copy.rawPayload);
      const log = await ffmpegRun(['-i', path.join(dir, 'copy.m4a'), '-f', 'null', '-']);
      expect(log).toMatch(/Audio: aac \(LC\).*48000 Hz, mono/);
      const decoded = /time=(\d+):(\d+):([\d.]+)/g;
      const times = [...log.matchAll(decoded)].map((m) => (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000);
      expect(Math.abs(times.at(-1)! - data.duration_ms)).toBeLessThan(300);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Byte ranges, which Safari asks for before it plays anything.
    expect(copy.headers['accept-ranges']).toBe('bytes');
    const head = await server.request({ method: 'GET', url: data.playback_url, headers: { ...bearer(me.token), range: 'bytes=0-1' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-1/${copy.rawPayload.length}`);
    expect(head.rawPayload.equals(copy.rawPayload.subarray(0, 2))).toBe(true);
    const tail = await server.request({ method: 'GET', url: data.audio_url, headers: { ...bearer(me.token), range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(audio.webm.subarray(audio.webm.length - 100))).toBe(true);
    const past = await server.request({ method: 'GET', url: data.audio_url, headers: { ...bearer(me.token), range: `bytes=${audio.webm.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${audio.webm.length}`);
    const other = await login(server, demo.contestant);
    expect((await get(data.playback_url, other)).statusCode).toBe(404);
    expect((await get(data.audio_url, other)).statusCode).toBe(404);
  });

  it('takes what each browser records: opus in webm and ogg, AAC in mp4, and mp3', async () => {
    const me = await contestant();
    const kinds: [Buffer, string, string][] = [
      [audio.mp4, 'take.mp4', 'audio/mp4'],
      [audio.ogg, 'take.ogg', 'audio/ogg'],
      [audio.mp3, 'take.mp3', 'audio/mpeg'],
    ];
    for (const [i, [content, name, mime]] of kinds.entries()) {
      const res = await clip(i + 1, { token: me.token, content, name, type: mime });
      expect(res.statusCode, name).toBe(201);
      expect(body(res).data[0], name).toMatchObject({ mime_type: mime, playback_mime_type: 'audio/mp4' });
      expect(Math.abs(body(res).data[0].duration_ms - 12_000), name).toBeLessThan(500);
    }
  });

  it('answers a retried upload with the same key with the same take: one row, one attempt counted', async () => {
    const me = await contestant();
    const key = randomUUID();
    const first = await clip(3, { token: me.token, content: audio.webm, key });
    const again = await clip(3, { token: me.token, content: audio.webm, key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    // The same key sent twice at once (a retry while the first is still being checked).
    const parallelKey = randomUUID();
    const both = await Promise.all([1, 2].map(() => clip(4, { token: me.token, content: audio.webm, key: parallelKey })));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json()).toEqual(both[1]!.json());
    // The key of one recitation's take cannot make another's.
    const reused = await clip(5, { token: me.token, content: audio.webm, key });
    expect(reused.statusCode).toBe(422);
    expect(body(reused).errors).toHaveProperty('idempotency_key');
    expect((await rowsOf(me.id)).map((r) => r.clipIndex).sort()).toEqual([3, 4]);
    // Replacing: the same key twice replaces once.
    const clipId = body(first).data[0].id as number;
    const replaceKey = randomUUID();
    const replaced = await replace(clipId, { token: me.token, content: audio.ogg, name: 'take.ogg', type: 'audio/ogg', key: replaceKey });
    const replayed = await replace(clipId, { token: me.token, content: audio.ogg, name: 'take.ogg', type: 'audio/ogg', key: replaceKey });
    expect([replaced.statusCode, replayed.statusCode]).toEqual([200, 200]);
    expect(replayed.json()).toEqual(replaced.json());
    // Fifth track: a retried attempt is answered, not counted again; a malformed key is refused before anything is read.
    const attemptKey = randomUUID();
    const a1 = await attempt({ token: me.token, content: audio.webm, key: attemptKey });
    const a1again = await attempt({ token: me.token, content: audio.webm, key: attemptKey });
    expect([a1.statusCode, a1again.statusCode]).toEqual([201, 201]);
    expect(body(a1again).data[0]).toEqual(body(a1).data[0]);
    expect(body(await get('/api/v1/competition/fifth-paths', me.token)).data[0]).toHaveLength(1);
    expect((await attempt({ token: me.token, content: audio.webm, key: 'no spaces allowed' })).statusCode).toBe(422);
    expect(body(await get('/api/v1/competition/fifth-paths', me.token)).data[0]).toHaveLength(1);
  });

  it('keeps exactly three of four attempts submitted in parallel; the newest is pending, the earlier inactive', async () => {
    const me = await contestant();
    const results = await Promise.all([1, 2, 3, 4].map(() => attempt({ token: me.token, content: audio.webm, key: randomUUID() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(body(refused).errors).toHaveProperty('audio');
    const list = body(await get('/api/v1/competition/fifth-paths', me.token)).data[0];
    expect(list.map((a: { attempt_number: number }) => a.attempt_number)).toEqual([3, 2, 1]);
    expect(list.map((a: { status: string }) => a.status)).toEqual(['pending', 'inactive', 'inactive']);
    expect(await rowsOf(me.id)).toHaveLength(3);
    // Every kept attempt has its original and its copy; the refused one left no file behind.
    const names = new Set(filesIn('attempts'));
    for (const row of await rowsOf(me.id)) {
      expect(names.has(row.fileName)).toBe(true);
      expect(names.has(row.playbackFileName!)).toBe(true);
    }
    await expectNoTemporaryFiles();
  });

  it('takes no new attempt once one is accepted', async () => {
    const me = await contestant();
    const first = await attempt({ token: me.token, content: audio.webm });
    expect(first.statusCode).toBe(201);
    await server.database.db.update(t.recordings).set({ status: 'active' }).where(and(eq(t.recordings.userId, me.id), eq(t.recordings.track, 'fifth')));
    const second = await attempt({ token: me.token, content: audio.webm, lang: 'en' });
    expect(second.statusCode).toBe(409);
    expect(body(second).errors?.audio).toEqual(['An attempt of yours was already accepted; no new attempt is needed']);
  });

  it("answers another contestant's clip id with 404, re-records until the set is submitted, then 409", async () => {
    const owner = await contestant();
    const stranger = await contestant();
    const clips: { id: number; audio_url: string; playback_url: string }[] = [];
    for (let recitation = 1; recitation <= 5; recitation++) {
      const res = await clip(recitation, { token: owner.token, content: audio.webm });
      expect(res.statusCode).toBe(201);
      clips.push(body(res).data[0]);
    }
    expect((await replace(clips[0]!.id, { token: stranger.token, content: audio.webm })).statusCode).toBe(404);
    expect((await get(clips[0]!.playback_url, stranger.token)).statusCode).toBe(404);
    // Re-recording a clip replaces both its files.
    const [oldRow] = await server.database.db.select().from(t.recordings).where(eq(t.recordings.id, clips[0]!.id));
    const again = await replace(clips[0]!.id, { token: owner.token, content: audio.mp4, name: 'take.mp4', type: 'audio/mp4' });
    expect(again.statusCode).toBe(200);
    expect(body(again).data[0]).toMatchObject({ id: clips[0]!.id, mime_type: 'audio/mp4', sha256: sha256(audio.mp4) });
    expect(filesIn('clips')).not.toContain(oldRow!.fileName);
    expect(filesIn('clips')).not.toContain(oldRow!.playbackFileName);
    expect((await get(clips[0]!.audio_url, owner.token)).statusCode).toBe(404);
    const submitted = await server.request({ method: 'POST', url: '/api/v1/competition/second-paths/submit', headers: bearer(owner.token) });
    expect(submitted.statusCode).toBe(200);
    const locked = await replace(clips[1]!.id, { token: owner.token, content: audio.webm });
    expect(locked.statusCode).toBe(409);
    expect(body(locked).errors).toHaveProperty('track');
  });

  /** An ID3 tag header of no size, then text: sniffed as MP3; ffmpeg's format probe skips the tag and reads the text. */
  const afterId3 = (text: string) => Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]), Buffer.from(text)]);
  const playlist = (...entries: string[]) => afterId3(`#EXTM3U\n#EXT-X-TARGETDURATION:20\n${entries.map((entry) => `#EXTINF:12,\n${entry}\n`).join('')}#EXT-X-ENDLIST\n`);

  it("refuses a take that names other files or URLs (HLS playlist, ffconcat list): ffmpeg reads only the uploaded bytes", async () => {
    const me = await contestant();
    // A recording the server can read, outside the upload: what the attack would exfiltrate as the playback copy.
    const victim = path.join(server.uploadsDir, '..', `victim-${engine}-${randomUUID()}.ogg`);
    await writeFile(victim, audio.ogg);
    let fetched = 0;
    const web = createServer((_request, response) => {
      fetched++;
      response.writeHead(200, { 'content-type': 'audio/ogg' }).end(audio.ogg);
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}/speech.ogg`;
    const before = { clips: filesIn('clips'), attempts: filesIn('attempts') };
    try {
      const payloads: Record<string, Buffer> = {
        hlsAbsolutePath: playlist(victim),
        hlsFileUrl: playlist(`file:${victim}`),
        hlsSubfile: playlist(`subfile,,start,0,end,0,,:${victim}`),
        hlsHttp: playlist(url),
        hlsNested: playlist(`data:application/vnd.apple.mpegurl;base64,${playlist(victim).subarray(10).toString('base64')}`),
        ffconcat: afterId3(`ffconcat version 1.0\nfile ${victim}\n`),
        ffconcatRelative: afterId3(`ffconcat version 1.0\nfile ${path.basename(victim)}\n`),
      };
      for (const [name, content] of Object.entries(payloads)) {
        const res = await clip(1, { token: me.token, content, name: 'take.mp3', type: 'audio/mpeg', lang: 'en' });
        expect(`${name} ${res.statusCode}`).toBe(`${name} 422`);
        expect(res.json(), name).toMatchObject({ status: 422, code: 'wrongType', errors: { audio: ['This file is not a recording we can play; record again'] } });
      }
      expect(fetched).toBe(0);
      expect(await rowsOf(me.id)).toEqual([]);
      expect({ clips: filesIn('clips'), attempts: filesIn('attempts') }).toEqual(before);
      await expectNoTemporaryFiles();
    } finally {
      await new Promise((resolve) => web.close(resolve));
      await rm(victim, { force: true });
    }
  });

  it('refuses 8 channels at 384 kHz from its header, without decoding it, and a take with a damaged stretch', async () => {
    const me = await contestant();
    const started = Date.now();
    const costly = await clip(1, { token: me.token, content: audio.costly, name: 'take.ogg', type: 'audio/ogg', lang: 'en' });
    const took = Date.now() - started;
    expect(costly.statusCode).toBe(422);
    expect(costly.json()).toMatchObject({ code: 'wrongType', errors: { audio: ['This file is not a recording we can play; record again'] } });
    // Decoding it takes seconds of CPU; its header is read in milliseconds.
    expect(took).toBeLessThan(3_000);
    const damaged = await attempt({ token: me.token, content: audio.damagedOgg, name: 'take.ogg', type: 'audio/ogg', lang: 'en' });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json()).toMatchObject({ code: 'wrongType', errors: { audio: ['Part of this recording is damaged and cannot be heard; record again'] } });
    expect(await rowsOf(me.id)).toEqual([]);
    // The same take undamaged is kept.
    expect((await attempt({ token: me.token, content: audio.ogg, name: 'take.ogg', type: 'audio/ogg' })).statusCode).toBe(201);
    await expectNoTemporaryFiles();
  });

  it("counts refused takes against the account: past the limit its next take is a 429, another contestant's is kept", async () => {
    const me = await contestant();
    const other = await contestant();
    const limit = analysisLimits.refusedPerAccount;
    analysisLimits.refusedPerAccount = 3;
    try {
      for (let i = 0; i < 3; i++) {
        expect((await clip(1, { token: me.token, content: audio.costly, name: 'take.ogg', type: 'audio/ogg' })).statusCode).toBe(422);
      }
      const refused = await clip(1, { token: me.token, content: audio.webm, lang: 'en' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ status: 429, message: 'Too many of your recordings were refused in a short time; try again later' });
      expect(await rowsOf(me.id)).toEqual([]);
      expect((await clip(1, { token: other.token, content: audio.webm })).statusCode).toBe(201);
    } finally {
      analysisLimits.refusedPerAccount = limit;
    }
  });

  it('kills a check that outlasts its time limit and answers 503, keeping nothing and no temporary file', async () => {
    const me = await contestant();
    // An ffmpeg that answers -version, then hangs on the take.
    const slow = path.join(server.uploadsDir, '..', `slow-ffmpeg-${engine}-${randomUUID()}`);
    await writeFile(slow, '#!/bin/sh\ncase "$*" in *-version*) echo "ffmpeg version 0-slow"; exit 0;; esac\nexec sleep 30\n', { mode: 0o755 });
    resetFfmpeg(slow);
    const limit = analysisLimits.timeoutMs;
    analysisLimits.timeoutMs = 500;
    try {
      const started = Date.now();
      const res = await attempt({ token: me.token, content: audio.webm, lang: 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(body(res).message).toBe('The server is busy checking recordings; try again in a moment');
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await rowsOf(me.id)).toEqual([]);
      await expectNoTemporaryFiles();
    } finally {
      analysisLimits.timeoutMs = limit;
      resetFfmpeg();
      await rm(slow, { force: true });
    }
  });

  it('answers 503 with Retry-After, keeping nothing, when ffmpeg cannot run', async () => {
    const me = await contestant();
    resetFfmpeg(path.join(tmpdir(), 'no-such-ffmpeg'));
    try {
      const res = await attempt({ token: me.token, content: audio.webm, lang: 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(body(res).message).toBe('Recordings cannot be checked on this server right now; try again later');
      expect(await rowsOf(me.id)).toEqual([]);
    } finally {
      resetFfmpeg();
    }
    expect((await attempt({ token: me.token, content: audio.webm })).statusCode).toBe(201);
  });
});
