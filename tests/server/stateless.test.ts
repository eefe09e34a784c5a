// Issue 32.2: with a bucket set, no kept file and no key is on the process's disk. The real server (server/main.ts) with
// an S3 bucket (s3rver, started here): a contestant's clip and picture and a certificate's PDF go to the bucket, and the
// certificate signing key to the database. Then the server stops, its data goes, and a new start loses nothing: on
// PostgreSQL (TEST_DATABASE_URL) the whole DATA_DIR is deleted and the next start gets an empty one; on PGlite, whose
// database lives in DATA_DIR, everything in it but the database is deleted.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { S3FileStore } from '../../server/storage/s3.ts';
import { startS3Server, type TestS3Server } from '../support/s3Server.ts';
import { derivedAudio } from '../fixtures/audio/derive.ts';
import { demo, engines, multipart, samples } from './harness.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './serverProcess.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The one item an answer's `data` carries (the envelope wraps single items in a list). */
async function only<T>(answer: Promise<Response>): Promise<T> {
  const res = await answer;
  expect(res.status).toBe(200);
  return [((await res.json()) as { data: unknown }).data].flat(2)[0] as T;
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'qc-stateless' });
}, 60_000);
afterAll(async () => {
  await s3?.close();
});

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe.each(engines)('a server keeping its files in a bucket (%s)', (engine) => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), `qc-stateless-${engine}-`));
    dataDirs.push(dir);
    return dir;
  };
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await dropDatabase?.();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const start = async (dataDir: string) =>
    (server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...s3.env,
      S3_PREFIX: `${engine}/`,
      // The address printed in a certificate's QR code (by default the port's, which changes between starts).
      PUBLIC_ORIGIN: 'https://competition.example.org',
    }));
  const call = async (path_: string, init: RequestInit & { token?: string } = {}) => {
    const res = await fetch(`${server!.base}${path_}`, { ...init, headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) } });
    return res;
  };
  const login = async (account: { email: string; password: string }) => {
    const res = await call('/user/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };

  it('keeps clips, pictures, certificate PDFs and the signing key off DATA_DIR, and a start after DATA_DIR is gone loses none of them', async () => {
    if (engine === 'postgres') {
      const created = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_stateless');
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const audio = await derivedAudio();
    const firstDir = newDataDir();
    await start(firstDir);

    // A clip, checked by ffmpeg and kept with its playback copy.
    const contestant = await login(demo.contestant);
    const form = multipart({ recitation_id: '1' }, { field: 'audio', name: 'take.webm', type: 'audio/webm', content: audio.webm });
    const kept = await call('/competition/second-paths/clips', { method: 'POST', token: contestant, headers: { ...form.headers, 'idempotency-key': `stateless-${engine}-1` }, body: form.payload });
    expect(kept.status, await kept.clone().text()).toBe(201);
    const clip = ((await kept.json()) as { data: { audio_url: string; playback_url: string; sha256: string }[] }).data[0]!;
    expect(clip.sha256).toBe(sha256(audio.webm));
    const playback = Buffer.from(await (await call(clip.playback_url.replace(/^\/api\/v1/, ''), { token: contestant })).arrayBuffer());
    // A picture.
    const picture = multipart({}, { field: 'thumbnail', name: 'me.png', type: 'image/png', content: samples.png });
    const pictured = await call('/user/profile/thumbnail', { method: 'POST', token: contestant, headers: picture.headers, body: picture.payload });
    expect(pictured.status, await pictured.clone().text()).toBe(200);
    const thumbnailUrl = ((await pictured.json()) as { data: { user: { thumbnail: string } } }).data.user.thumbnail;
    // A certificate, its signature and its PDF.
    const winner = await login(demo.winner);
    const mine = await call('/user/profile/certificates', { token: winner });
    expect(mine.status).toBe(200);
    const certificateId = ((await mine.json()) as { data: { id: string }[][] }).data.flat()[0]!.id;
    expect(certificateId).toMatch(/^QC-/);
    const keyBefore = await only<{ key_id: string; public_key_pem: string }>(call('/keys/certificates'));
    expect(keyBefore.key_id).toMatch(/^[0-9a-f]{16}$/);
    const pdf = await call(`/certificates/${certificateId}/pdf?lang=ar`, { token: winner });
    expect(pdf.status, `${certificateId}: ${await pdf.clone().text()}`).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());

    // All of it is in the bucket; in DATA_DIR there is at most the embedded database and nothing kept.
    const bucket = new S3FileStore({ ...s3.config, prefix: `${engine}/` });
    expect((await bucket.list('clips/')).length).toBeGreaterThanOrEqual(2);
    expect((await bucket.list('thumbnails/')).length).toBeGreaterThanOrEqual(1);
    expect((await bucket.list(`certificates/${certificateId}-ar-`)).length).toBe(1);
    expect(await stopServerProcess(server!)).toBe(0);
    server = undefined;
    const left = filesUnder(firstDir).filter((file) => !file.startsWith(`pglite${path.sep}`));
    expect(left).toEqual([]);

    // DATA_DIR goes: the whole of it on PostgreSQL; on PGlite all but its database.
    let secondDir: string;
    if (engine === 'postgres') {
      rmSync(firstDir, { recursive: true, force: true });
      secondDir = newDataDir();
    } else {
      for (const entry of readdirSync(firstDir)) if (entry !== 'pglite') rmSync(path.join(firstDir, entry), { recursive: true, force: true });
      secondDir = firstDir;
    }
    await start(secondDir);

    // The same clip byte for byte, by range too, the same picture, the same key, and the kept PDF (not printed again).
    const again = await login(demo.contestant);
    const original = await call(clip.audio_url.replace(/^\/api\/v1/, ''), { token: again });
    expect(original.status).toBe(200);
    expect(sha256(Buffer.from(await original.arrayBuffer()))).toBe(clip.sha256);
    const range = await call(clip.playback_url.replace(/^\/api\/v1/, ''), { token: again, headers: { range: 'bytes=4-7' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString('latin1')).toBe('ftyp');
    expect(range.headers.get('content-range')).toBe(`bytes 4-7/${playback.length}`);
    const thumbnail = await call(thumbnailUrl.replace(/^.*\/api\/v1/, ''));
    expect(Buffer.from(await thumbnail.arrayBuffer()).equals(samples.png)).toBe(true);
    const keyAfter = await only<{ key_id: string; public_key_pem: string }>(call('/keys/certificates'));
    expect(keyAfter).toEqual(keyBefore);
    const verification = await only<{ payload: string; signature: string; key_id: string }>(call(`/certificates/${certificateId}/verification`));
    expect(verification.key_id).toBe(keyBefore.key_id);
    expect(verify(null, Buffer.from(verification.payload, 'utf8'), createPublicKey(keyAfter.public_key_pem), Buffer.from(verification.signature, 'base64url'))).toBe(true);
    const pdfAgain = await call(`/certificates/${certificateId}/pdf?lang=ar`, { token: await login(demo.winner) });
    expect(pdfAgain.status).toBe(200);
    expect(Buffer.from(await pdfAgain.arrayBuffer()).equals(pdfBytes)).toBe(true);
    expect(await stopServerProcess(server!)).toBe(0);
    server = undefined;
  }, 240_000);
});
