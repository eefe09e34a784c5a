// The site archive (server/archive): the demo exported, restored into an empty PGlite and an empty PostgreSQL, gives
// the same rows, the same files and the same public answers; a refused import leaves its target as it was.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract, pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveError, type Manifest, restoreArchive, writeArchive } from '../../server/archive/index.ts';
import { query } from '../../server/archive/format.ts';
import { archivedTables } from '../../server/archive/tables.ts';
import { buildServer } from '../../server/app.ts';
import { type Database, openDatabase } from '../../server/db/index.ts';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import * as t from '../../server/db/schema.ts';
import { localStore, sha256Of } from '../../server/storage/index.ts';
import { bearer, body, type Engine, engines, startTestServer, type TestServer } from './harness.ts';

const work = mkdtempSync(path.join(tmpdir(), 'qc-archive-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const now = new Date();

/** Every table's rows, as PostgreSQL writes them (row_to_json), in key order. */
async function allRows(database: Database): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of archivedTables()) {
    const order = sql.join(table.keyColumns.map((c) => sql`t.${sql.identifier(c)}`), sql`, `);
    rows[table.name] = (await query<{ j: string }>(database.db, sql`select row_to_json(t)::text as j from ${sql.identifier(table.name)} t order by ${order}`)).map((r) => r.j);
  }
  return rows;
}

async function allFiles(uploadsDir: string): Promise<Record<string, string>> {
  const store = localStore(uploadsDir);
  const files: Record<string, string> = {};
  for await (const key of store.keys()) files[key] = await sha256Of((await store.get(key))!.body);
  return files;
}

/** An empty instance of `engine`: its database (migrated, nothing else), its uploads and its keys folder. */
async function emptyInstance(engine: Engine, name: string): Promise<{ database: Database; uploadsDir: string; keysDir: string; drop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(work, `${name}-`));
  const uploadsDir = path.join(dir, 'uploads');
  const keysDir = path.join(dir, 'keys');
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'qc_archive');
    const database = await openDatabase({ engine: 'postgres', url: scratch.url });
    return { database, uploadsDir, keysDir, drop: async () => { await database.close(); await scratch.drop(); } };
  }
  const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'pglite') });
  return { database, uploadsDir, keysDir, drop: () => database.close() };
}

/** The public answers a visitor's pages read. */
async function publicAnswers(server: { inject: TestServer['app']['inject'] }, certificateCode: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const urls = ['/api/v1/competitions', '/api/v1/statistics', '/api/v1/settings', '/api/v1/competition/winners/second', '/api/v1/certificates', `/api/v1/certificates/${certificateCode}/verification`, '/api/v1/keys/certificates'];
  for (const url of urls) {
    for (const language of ['ar', 'en']) {
      const res = await server.inject({ method: 'GET', url, headers: { 'accept-language': language } });
      answers[`${language} ${url}`] = { status: res.statusCode, body: res.json() as unknown };
    }
  }
  return answers;
}

describe('the site archive', () => {
  let source: TestServer;
  let archive: string;
  let sourceRows: Record<string, string[]>;
  let sourceFiles: Record<string, string>;
  let sourceAnswers: Record<string, unknown>;
  let certificateCode: string;
  const sourceKeys = path.join(work, 'source-keys');

  beforeAll(async () => {
    source = await startTestServer('pglite', { phase: 'draw', now, overrides: { keysDir: sourceKeys } });
    // Files as the store keeps them: some of the demo's takes (the seed names them without bytes) and a picture.
    const store = localStore(source.uploadsDir);
    const takes = await source.database.db.select().from(t.recordings).limit(4);
    for (const take of takes) await store.put(`${take.track === 'second' ? 'clips' : 'attempts'}/${take.fileName}`, Readable.from([Buffer.from(`take ${take.id} `.repeat(5000))]));
    const [user] = await source.database.db.select().from(t.users).limit(1);
    await source.database.db.update(t.users).set({ thumbnail: 'archived-picture.png' }).where(sql`id = ${user!.id}`);
    await store.put('thumbnails/archived-picture.png', Readable.from([Buffer.from('a picture')]));
    [{ code: certificateCode }] = await source.database.db.select({ code: t.certificates.code }).from(t.certificates).limit(1) as [{ code: string }];
    sourceRows = await allRows(source.database);
    sourceFiles = await allFiles(source.uploadsDir);
    sourceAnswers = await publicAnswers(source.app, certificateCode);
    archive = path.join(work, 'site.tgz');
    await writeArchive(source.database.db, store, createWriteStream(archive), { signingKeyPem: readFileSync(path.join(sourceKeys, 'certificate-signing-key.pem')), now });
  }, 180_000);
  afterAll(() => source?.close());

  it('holds a manifest with each table\'s rows and each file\'s size and checksum', async () => {
    const names: string[] = [];
    let manifest = undefined as unknown as Manifest;
    const reader = extract();
    const done = pipeline(createReadStream(archive), createGunzip(), reader as unknown as NodeJS.WritableStream);
    for await (const entry of reader) {
      names.push(entry.header.name);
      const data: Buffer[] = [];
      for await (const chunk of entry) data.push(chunk as Buffer);
      if (entry.header.name === 'manifest.json') manifest = JSON.parse(Buffer.concat(data).toString('utf8')) as Manifest;
    }
    await done;
    expect(names.at(-1)).toBe('manifest.json');
    expect(manifest.format).toBe('quran-competition-archive');
    expect(manifest.migration.count).toBeGreaterThan(20);
    expect(manifest.competition).toBeNull();
    for (const table of manifest.tables) expect(table.rows).toBe(sourceRows[table.name]!.length);
    expect(manifest.files.map((f) => f.path)).toEqual([...Object.keys(sourceFiles).map((k) => `files/${k}`), 'keys/certificate-signing-key.pem']);
    for (const file of manifest.files) if (file.path.startsWith('files/')) expect(file.sha256).toBe(sourceFiles[file.path.slice(6)]);
    // Tables come after those they reference.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('recordings'));
    expect(order.indexOf('winners')).toBeLessThan(order.indexOf('prize_requests'));
  });

  for (const engine of engines) {
    it(`restores into an empty ${engine} instance: the same rows, files and public answers`, async () => {
      const target = await emptyInstance(engine, `restore-${engine}`);
      try {
        await restoreArchive(target.database.db, localStore(target.uploadsDir), archive, { keysDir: target.keysDir });
        expect(await allRows(target.database)).toEqual(sourceRows);
        expect(await allFiles(target.uploadsDir)).toEqual(sourceFiles);
        const app = await buildServer({ database: target.database, jwtSecret: 'test-secret-that-is-long-enough-0123456789', uploadsDir: target.uploadsDir, keysDir: target.keysDir, now: () => now, validateResponses: true });
        try {
          expect(await publicAnswers(app, certificateCode)).toEqual(sourceAnswers);
          // Sequences go on after the restored ids: a new complaint is stored.
          const res = await app.inject({ method: 'POST', url: '/api/v1/complaints', payload: { name: 'After restore', email: 'after@example.com', type: 'complaint', content: 'Stored after the archive was restored.' } });
          expect(res.statusCode).toBe(200);
        } finally {
          await app.close();
        }
        if (engine === 'postgres') {
          // And back: exported from PostgreSQL, restored into PGlite.
          const back = path.join(work, 'from-postgres.tgz');
          const before = await allRows(target.database);
          await writeArchive(target.database.db, localStore(target.uploadsDir), createWriteStream(back), { signingKeyPem: readFileSync(path.join(target.keysDir, 'certificate-signing-key.pem')), now });
          const again = await emptyInstance('pglite', 'back');
          try {
            await restoreArchive(again.database.db, localStore(again.uploadsDir), back, { keysDir: again.keysDir });
            expect(await allRows(again.database)).toEqual(before);
            expect(await allFiles(again.uploadsDir)).toEqual(sourceFiles);
          } finally {
            await again.drop();
          }
        }
      } finally {
        await target.drop();
      }
    }, 240_000);
  }

  it('exports one competition with only its rows, files and the people they name', async () => {
    const [competition] = await source.database.db.select().from(t.competitions).where(sql`kind = 'current'`);
    const file = path.join(work, 'competition.tgz');
    const manifest = await writeArchive(source.database.db, localStore(source.uploadsDir), createWriteStream(file), { competitionId: competition!.id, now });
    expect(manifest.competition?.id).toBe(competition!.id);
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(tables.competitions).toBe(1);
    expect(tables.settings).toBeUndefined();
    expect(tables.audit_log).toBeUndefined();
    expect(tables.users).toBeGreaterThan(0);
    expect(tables.users).toBeLessThan(sourceRows.users!.length);
    const target = await emptyInstance('pglite', 'competition');
    try {
      await restoreArchive(target.database.db, localStore(target.uploadsDir), file);
      const [restored] = await target.database.db.select().from(t.competitions);
      expect(restored!.id).toBe(competition!.id);
      const recordings = await target.database.db.select().from(t.recordings);
      expect(recordings.every((r) => r.competitionId === competition!.id)).toBe(true);
    } finally {
      await target.drop();
    }
  }, 180_000);

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const before = await allRows(source.database);
    await expect(restoreArchive(source.database.db, localStore(source.uploadsDir), archive)).rejects.toThrow(/the target is not empty/);
    expect(await allRows(source.database)).toEqual(before);
    expect(await allFiles(source.uploadsDir)).toEqual(sourceFiles);
  });

  it('refuses an archive whose checksums do not hold, before anything is written', async () => {
    // The same archive with one byte of one file changed.
    const damaged = path.join(work, 'damaged.tgz');
    const reader = extract();
    const writer = pack();
    const written = pipeline(writer as unknown as NodeJS.ReadableStream, createGzip(), createWriteStream(damaged));
    const read = pipeline(createReadStream(archive), createGunzip(), reader as unknown as NodeJS.WritableStream);
    let changed = 0;
    for await (const entry of reader) {
      const parts: Buffer[] = [];
      for await (const chunk of entry) parts.push(chunk as Buffer);
      const data = Buffer.concat(parts);
      if (entry.header.name.startsWith('files/') && !changed++) data[10] = data[10]! ^ 1;
      await new Promise<void>((resolve, reject) => writer.entry({ name: entry.header.name, size: data.length }, data, (e) => (e ? reject(e) : resolve())));
    }
    await read;
    expect(changed).toBeGreaterThan(0);
    writer.finalize();
    await written;
    const target = await emptyInstance('pglite', 'damaged');
    try {
      const error = await restoreArchive(target.database.db, localStore(target.uploadsDir), damaged).catch((e: unknown) => e);
      expect(error, String(error)).toBeInstanceOf(ArchiveError);
      expect((error as Error).message).toMatch(/does not match its checksum/);
      const rows = await allRows(target.database);
      expect(rows.users).toEqual([]);
      expect(rows.competitions).toEqual([]);
      expect(await allFiles(target.uploadsDir)).toEqual({});
    } finally {
      await target.drop();
    }
    // Not an archive at all.
    const junk = path.join(work, 'junk.tgz');
    writeFileSync(junk, 'not a gzip file');
    await expect(restoreArchive(source.database.db, localStore(source.uploadsDir), junk)).rejects.toThrow(ArchiveError);
  }, 120_000);
});

describe.each(engines)('the console\'s archives on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    server.request({ method, url: `/api/v1/operator${url}`, headers: { ...bearer(token), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const signIn = async (email: string, password: string) => body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email, password } })).data.token as string;
  beforeAll(async () => {
    server = await startTestServer(engine, { now });
    admin = await signIn('admin@example.com', 'Admin#2026-demo');
  }, 120_000);
  afterAll(() => server?.close());

  it('deletes a draft nobody entered only after an automatic export of it, listed for download and audited', async () => {
    const created = body(await call('POST', '/competitions', admin, { title: { ar: 'مسودة للحذف', en: 'Draft to delete' }, start_date: '2030-03-01 00:00', end_date: '2030-03-14 00:00' })).data[0] as { id: number };
    const res = await call('DELETE', `/competitions/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    const answer = body(res).data[0] as { id: number; export: { name: string; competition_id: number; before: string; size: number } };
    expect(answer.export).toMatchObject({ competition_id: created.id, before: 'delete-competition' });
    expect(await server.database.db.select().from(t.competitions).where(sql`id = ${created.id}`)).toEqual([]);
    const listed = body(await call('GET', '/exports', admin)).data[0] as { name: string }[];
    expect(listed.map((e) => e.name)).toContain(answer.export.name);
    // The automatic archive holds the competition as it was.
    const download = await call('GET', `/exports/${answer.export.name}`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${answer.export.name}"`);
    const file = path.join(work, `${engine}-deleted.tgz`);
    writeFileSync(file, download.rawPayload);
    const target = await emptyInstance('pglite', `deleted-${engine}`);
    try {
      const manifest = await restoreArchive(target.database.db, localStore(target.uploadsDir), file);
      expect(manifest.competition).toEqual({ id: created.id, title: { ar: 'مسودة للحذف', en: 'Draft to delete' } });
      expect((await target.database.db.select().from(t.tracks)).length).toBe(5);
    } finally {
      await target.drop();
    }
    const actions = (await server.database.db.select().from(t.auditLog)).map((a) => `${a.action} ${a.subjectId}`);
    expect(actions).toContain(`competition.delete ${created.id}`);
    expect(actions).toContain(`export.download ${answer.export.name}`);
  }, 120_000);

  it('refuses to delete a competition that is not a draft, or that contestants entered, and deletes nothing', async () => {
    const [current] = await server.database.db.select().from(t.competitions).where(sql`kind = 'current'`);
    const refused = await call('DELETE', `/competitions/${current!.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).errors?.competition).toEqual(['Only a draft competition can be deleted']);
    const created = body(await call('POST', '/competitions', admin, { title: { ar: 'مسودة', en: 'Entered draft' }, start_date: '2031-03-01 00:00', end_date: '2031-03-14 00:00' })).data[0] as { id: number };
    const [user] = await server.database.db.select().from(t.users).limit(1);
    await server.database.db.insert(t.firstPathEntries).values({ userId: user!.id, competitionId: created.id, totalQuestions: 1 });
    const entered = await call('DELETE', `/competitions/${created.id}`, admin);
    expect(entered.statusCode).toBe(409);
    expect(body(entered).errors?.competition).toEqual(['Contestants have entered this competition, so it cannot be deleted']);
    expect(await server.database.db.select().from(t.competitions).where(sql`id = ${created.id}`)).toHaveLength(1);
  });

  it('makes an archive of the whole site or of one competition for administrators only', async () => {
    const site = await call('POST', '/exports', admin, {});
    expect(site.statusCode).toBe(201);
    const made = body(site).data[0] as { name: string; size: number; competition_id: number | null };
    expect(made.competition_id).toBeNull();
    const download = await call('GET', `/exports/${made.name}`, admin);
    expect(download.rawPayload.length).toBe(made.size);
    expect(body(await call('POST', '/exports', admin, { competition_id: 999_999 })).status).toBe(404);
    const operator = await signIn('operator@example.com', 'Operator#2026');
    expect((await call('GET', '/exports', operator)).statusCode).toBe(403);
    expect((await call('GET', `/exports/${made.name}`, operator)).statusCode).toBe(403);
    expect((await call('POST', '/exports', operator, {})).statusCode).toBe(403);
    expect((await call('GET', '/exports/nothing-here.tgz', admin)).statusCode).toBe(404);
    const actions = (await server.database.db.select().from(t.auditLog)).map((a) => `${a.action} ${a.subjectId}`);
    expect(actions).toContain(`export.create ${made.name}`);
  }, 120_000);
});
