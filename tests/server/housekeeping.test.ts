// Issue 22 item 9: private certificates stay private, certificate ids cannot be guessed, dead rows and orphan files go.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit } from '../../server/auth/counters.ts';
import * as t from '../../server/db/schema.ts';
import { purgeExpiredRows, removeOrphanUploads } from '../../server/maintenance.ts';
import { localStore } from '../../server/storage/index.ts';
import { derivedAudio } from '../fixtures/audio/derive.ts';
import { bearer, body, demo, engines, login, multipart, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('housekeeping on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('verifies a certificate by id only when its holder made it public', async () => {
    const mine = body(await server.request({ method: 'GET', url: '/api/v1/user/profile/certificates', headers: bearer(await login(server, demo.contestant)) })).data[0];
    const code = mine[0].id as string;
    expect((await server.request({ method: 'GET', url: `/api/v1/certificates/${code}` })).statusCode).toBe(200);
    await server.database.db.update(t.certificates).set({ isPublic: false }).where(eq(t.certificates.code, code));
    const hidden = await server.request({ method: 'GET', url: `/api/v1/certificates/${code}?fresh=1` });
    expect(hidden.statusCode).toBe(404);
    expect(body(hidden)).toMatchObject({ status: 404, data: null });
    await server.database.db.update(t.certificates).set({ isPublic: true }).where(eq(t.certificates.code, code));
  });

  it('gives certificates ids that carry 80 random bits, not a sequence', async () => {
    const codes = (await server.database.db.select({ code: t.certificates.code }).from(t.certificates)).map((r) => r.code);
    expect(codes.length).toBeGreaterThanOrEqual(8);
    for (const code of codes) expect(code).toMatch(/^QC-[A-Z0-9]+-[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(new Set(codes.map((c) => c.slice(-16))).size).toBe(codes.length);
  });

  it('purges revoked tokens and counters past their expiry, and keeps the live ones', async () => {
    const now = server.clock.now;
    const db = server.database.db;
    await db.insert(t.revokedTokens).values([
      { jti: `dead-${engine}`, expiresAt: new Date(now.getTime() - 1000) },
      { jti: `live-${engine}`, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await hit(db, `dead-counter-${engine}`, 1000, new Date(now.getTime() - 5000));
    await hit(db, `live-counter-${engine}`, 60_000, now);
    await purgeExpiredRows(db, now);
    const jtis = (await db.select().from(t.revokedTokens)).map((r) => r.jti);
    expect(jtis).toContain(`live-${engine}`);
    expect(jtis).not.toContain(`dead-${engine}`);
    const keys = (await db.select().from(t.rateCounters)).map((r) => r.key);
    expect(keys).toContain(`live-counter-${engine}`);
    expect(keys).not.toContain(`dead-counter-${engine}`);
  });

  it('removes uploaded files no row names (left by a crash), keeping named and young ones', async () => {
    const token = await login(server, demo.newcomer);
    // A real recording (the server decodes every take it keeps), kept as its original and its playback copy.
    const form = multipart({ recitation_id: '1' }, { field: 'audio', name: 'a.webm', type: 'audio/webm', content: (await derivedAudio()).webm });
    const uploaded = await server.request({ method: 'POST', url: '/api/v1/competition/second-paths/clips', ...form, headers: { ...form.headers, ...bearer(token) } });
    expect(uploaded.statusCode).toBe(201);
    const kept = path.basename(body(uploaded).data[0].audio_url as string);
    const keptCopy = path.basename(body(uploaded).data[0].playback_url as string);
    const now = server.clock.now;
    const orphan = (folder: string, name: string, ageMs: number) => {
      mkdirSync(path.join(server.uploadsDir, folder), { recursive: true });
      const file = path.join(server.uploadsDir, folder, name);
      writeFileSync(file, 'partial');
      const when = new Date(now.getTime() - ageMs);
      utimesSync(file, when, when);
      return file;
    };
    const old = [orphan('clips', 'crashed.webm', 2 * 3600_000), orphan('attempts', 'crashed.ogg', 2 * 3600_000), orphan('thumbnails', 'crashed.png', 2 * 3600_000)];
    const young = orphan('clips', 'in-flight.webm', 1000);
    const removed = await removeOrphanUploads(server.database.db, localStore(server.uploadsDir), server.uploadsDir, now, 3600_000);
    expect(removed.sort()).toEqual(['attempts/crashed.ogg', 'clips/crashed.webm', 'thumbnails/crashed.png']);
    for (const file of old) expect(existsSync(file)).toBe(false);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(path.join(server.uploadsDir, 'clips', kept))).toBe(true);
    // With no other process writing (PGlite at start), every unnamed file goes.
    expect(await removeOrphanUploads(server.database.db, localStore(server.uploadsDir), server.uploadsDir, now, 0)).toEqual(['clips/in-flight.webm']);
    expect(existsSync(path.join(server.uploadsDir, 'clips', kept))).toBe(true);
    expect(existsSync(path.join(server.uploadsDir, 'clips', keptCopy))).toBe(true);
  }, 120_000); // the take is decoded and encoded by ffmpeg
});
