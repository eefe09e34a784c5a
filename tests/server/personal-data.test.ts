// Privacy by role and a contestant's deletion (issue 30, point 2; decisions.md, privacy):
// - each console role signs in and reads every console list it may: ID numbers appear in full only to the roles of
//   `seesPersonalData`, IBANs in full only to finance; what a role may not read is refused or masked;
// - a contestant asks for their account to be deleted, an administrator anonymises it: the draw they won stays
//   verifiable with the code scripts/verify-draw.ts runs, the published lists name them by their pseudonym, their
//   certificate verifies without a name, their files are gone, and no personal value of theirs is left in any text
//   column of the database; asking twice, or anonymising twice, is a 409 with the errors envelope.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { announceDraw, commitDraw, issueCertificates, publishDraw, runDraw } from '../../server/draw/index.ts';
import { seesPersonalData, can } from '../../server/operators/permissions.ts';
import { secretCommitment } from '../../src/domain/draw/fairDraw.ts';
import { drawRecordOfAnswer, verifyDrawRecord } from '../../src/domain/draw/verifyDrawRecord.ts';
import { maskIban, maskIdNumber } from '../../src/domain/iban.ts';
import type { components } from '../../src/contract/schema';
import { loadApiDocument, operationsOf } from '../contract/apiDocument.ts';
import { bearer, body, engines, login, startTestServer, type TestServer } from './harness.ts';

const MINUTE = 60_000;
const accounts = {
  administrator: { email: 'admin@example.com', password: 'Admin#2026-demo' },
  operator: { email: 'operator@example.com', password: 'Operator#2026' },
  reviewer: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' },
  finance: { email: 'finance1@example.com', password: 'Finance1#2026' },
} as const;
type Role = keyof typeof accounts;
const roles = Object.keys(accounts) as Role[];

/** The console's GET calls, by operationId, with the competition's id put in their path; those needing another id are left out. */
function consoleReads(competitionId: number): { id: string; url: string }[] {
  return operationsOf(loadApiDocument())
    .filter((o) => o.method === 'get' && o.path.startsWith('/operator/') && Array.isArray(o.op['security']) && JSON.stringify(o.op['security']).includes('operatorBearer'))
    .map((o) => ({ id: String(o.op['operationId']), url: `/api/v1${o.path.replace('{competitionId}', String(competitionId))}` }))
    .filter((o) => !o.url.includes('{'));
}

const rowsOf = (result: unknown): Record<string, unknown>[] => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows);

describe.each(engines)('personal data by role, and a contestant anonymised, on %s', (engine) => {
  let server: TestServer;
  let competition: typeof t.competitions.$inferSelect;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    [competition] = (await server.database.db.select().from(t.competitions).where(eq(t.competitions.kind, 'current'))) as [typeof competition];
    for (const role of roles) {
      const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: accounts[role] });
      expect(res.statusCode, res.body).toBe(200);
      tokens[role] = body(res).data.token as string;
    }
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (role: Role, url: string) => server.request({ method: 'GET', url, headers: { ...bearer(tokens[role]), 'accept-language': 'en' } });

  it('shows ID numbers in full only to the roles that see personal data, and IBANs in full only to finance, in every console answer', async () => {
    const db = server.database.db;
    // A pending test request with ID details, and the demo's prize requests with their IBANs.
    const [someone] = await db.select().from(t.users).where(eq(t.users.email, 'newcomer@example.com'));
    const idNumber = '2087654329';
    const details = { national_id_type: 'iqama' as const, id_number: idNumber, id_name: 'Zayd Example Holder', nationality: 'EG', birth_date: '1998-02-03', gender: 'male' as const, country: 'SA', phone: '966500000111' };
    await db.insert(t.submissions).values({ userId: someone!.id, competitionId: competition.id, track: 'fourth', levelId: 1, appointmentAt: new Date(server.clock.now.getTime() + 3 * 24 * 60 * MINUTE), details });
    const ibans = (await db.select({ iban: t.prizeRequests.iban }).from(t.prizeRequests)).map((r) => r.iban);
    expect(ibans.length).toBeGreaterThan(0);

    const reads = consoleReads(competition.id);
    expect(reads.map((r) => r.id)).toEqual(expect.arrayContaining(['getOperatorRequests', 'getOperatorPrizeRequests', 'getOperatorAudit', 'getOperatorDeletionRequests']));
    for (const role of roles) {
      for (const read of reads) {
        const res = await get(role, read.url);
        const answer = res.body;
        if (!can(role, read.id)) {
          expect(res.statusCode, `${role} ${read.id}`).toBe(403);
          expect(body(res).errors, `${role} ${read.id}`).toBeTruthy();
          continue;
        }
        expect(res.statusCode, `${role} ${read.id}: ${answer.slice(0, 300)}`).toBe(200);
        if (!seesPersonalData(role)) expect(answer, `${role} ${read.id}`).not.toContain(idNumber);
        for (const iban of ibans) if (role !== 'finance') expect(answer, `${role} ${read.id}`).not.toContain(iban);
      }
    }

    // What each role reads of the request: the ID in full where it is theirs to check.
    const requestsFor = async (role: Role) => (body(await get(role, '/api/v1/operator/requests?track=fourth')).data[0] as components['schemas']['OperatorRequest'][]).find((r) => r.contestant_email === 'newcomer@example.com')!;
    for (const role of roles.filter((r) => can(r, 'getOperatorRequests'))) {
      const card = await requestsFor(role);
      expect(card, role).toMatchObject(seesPersonalData(role) ? { id_number: idNumber, id_name: 'Zayd Example Holder', national_id_type: 'iqama' } : { id_number: maskIdNumber(idNumber), id_name: null });
    }
    // The IBAN: full to finance, masked to administrators, refused to the rest.
    const prizeOf = async (role: Role) => body(await get(role, '/api/v1/operator/prize-requests')).data[0] as components['schemas']['OperatorPrizeRequest'][];
    for (const r of await prizeOf('finance')) expect(ibans).toContain(r.iban);
    for (const r of await prizeOf('administrator')) expect(r).toMatchObject({ iban_masked: true, iban: expect.stringMatching(/•/) });
    expect((await prizeOf('administrator')).map((r) => r.iban).sort()).toEqual(ibans.map(maskIban).sort());
  });

  it('anonymises a winner who asked: the draw stays verifiable and names them by pseudonym, nothing personal of theirs remains', async () => {
    const db = server.database.db;
    // The fifth track's draw, run to the end: announced, committed, drawn, published, certified.
    const before = new Date(competition.endAt.getTime() - 60 * MINUTE);
    const after = new Date(competition.endAt.getTime() + MINUTE);
    const secret = `privacy secret ${engine}`;
    const args = { competitionId: competition.id, track: 'fifth' as const };
    // Demo names repeat across the demo's people: the fifth track's candidates get names of their own first, so a
    // name found after the anonymising is surely theirs.
    await db.execute(sql`update users set name = 'Reciter Uniquely Named ' || id where id in (select user_id from recordings where track = 'fifth' and competition_id = ${competition.id})`);
    await announceDraw(db, { ...args, source: { kind: 'operatorSecret', commitment: secretCommitment(secret) }, now: before });
    await commitDraw(db, { ...args, now: after });
    await runDraw(db, { ...args, now: after, secret });
    await publishDraw(db, { ...args, now: after });
    await issueCertificates(db, { ...args, now: after });
    const [win] = await db.select().from(t.winners).where(and(eq(t.winners.competitionId, competition.id), eq(t.winners.track, 'fifth'), eq(t.winners.rank, 1)));
    const userId = win!.userId!;
    const entryId = win!.entryId!;

    // Everything personal the winner leaves behind: a profile with an ID and a picture, a test request's details, a
    // prize request with an IBAN approved by finance, a complaint answered from the inbox, a push token, their take's file.
    const password = 'Anonymise#2026-me';
    // Their name and e-mail as the draw froze them; the rest added now.
    const [me] = await db.select().from(t.users).where(eq(t.users.id, userId));
    const personal = {
      name: me!.name,
      email: me!.email,
      phone: '966512340987',
      birthDate: '1999-07-23',
      idNumber: '2098765431',
      idName: 'Khadijah Bint Unique Testname',
      iban: 'SA4420000001234567891234',
      complaint: 'My personal complaint, reference 77-KHD-0001',
      answer: `Dear ${me!.name}, we fixed it (case 55-KHD-0002).`,
    };
    mkdirSync(path.join(server.uploadsDir, 'thumbnails'), { recursive: true });
    writeFileSync(path.join(server.uploadsDir, 'thumbnails', 'khadijah-face.png'), 'png');
    await db
      .update(t.users)
      .set({ phone: personal.phone, birthDate: personal.birthDate, nationalIdType: 'passport', idNumber: personal.idNumber, idName: personal.idName, thumbnail: 'khadijah-face.png', passwordHash: await hashPassword(password), emailVerifiedAt: server.clock.now })
      .where(eq(t.users.id, userId));
    const takes = await db.select().from(t.recordings).where(eq(t.recordings.userId, userId));
    expect(takes.length).toBeGreaterThan(0);
    mkdirSync(path.join(server.uploadsDir, 'attempts'), { recursive: true });
    for (const take of takes) writeFileSync(path.join(server.uploadsDir, 'attempts', take.fileName), 'audio');
    await db.insert(t.submissions).values({
      userId,
      competitionId: competition.id,
      track: 'third',
      levelId: 1,
      appointmentAt: after,
      status: 'refused',
      details: { national_id_type: 'passport', id_number: personal.idNumber, id_name: personal.idName, nationality: 'SA', birth_date: personal.birthDate, gender: 'female', country: 'SA', phone: personal.phone },
    });
    const [prize] = await db.insert(t.prizeRequests).values({ userId, winId: win!.id, bankName: 'Example Bank', accountHolder: personal.idName, iban: personal.iban, createdAt: after }).returning();
    expect((await server.request({ method: 'POST', url: `/api/v1/operator/prize-requests/${prize!.id}/decision`, headers: bearer(tokens.finance), payload: { action: 'approve' } })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/v1/complaints', payload: { name: personal.name, email: personal.email, type: 'complaint', content: personal.complaint } })).statusCode).toBeLessThan(300);
    const [complaint] = await db.select().from(t.complaints).where(eq(t.complaints.email, personal.email));
    const answered = await server.request({ method: 'POST', url: `/api/v1/operator/inbox/${complaint!.id}/answers`, headers: bearer(tokens.operator), payload: { answer: personal.answer } });
    expect(answered.statusCode, answered.body).toBe(201);

    const contestant = await login(server, { email: personal.email, password });
    await server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', headers: bearer(contestant), payload: { tokens: ['khadijah-browser-token'] } });
    const [certificate] = await db.select().from(t.certificates).where(and(eq(t.certificates.userId, userId), eq(t.certificates.kind, 'winner')));
    expect(body(await server.request({ method: 'GET', url: `/api/v1/certificates/${certificate!.code}/verification` })).data[0].holder_name).toEqual({ ar: personal.name, en: personal.name });

    // Nothing to carry out before they ask.
    const early = await server.request({ method: 'POST', url: `/api/v1/operator/deletion-requests/${userId}/anonymisation`, headers: bearer(tokens.administrator) });
    expect(early.statusCode).toBe(409);
    expect(body(early).errors).toHaveProperty('action');

    // They ask, once.
    const asked = await server.request({ method: 'POST', url: '/api/v1/user/deletion-request', headers: { ...bearer(contestant), 'accept-language': 'en' } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(body(asked).data.user.deletion_requested_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/);
    const again = await server.request({ method: 'POST', url: '/api/v1/user/deletion-request', headers: { ...bearer(contestant), 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(body(again).errors?.action).toEqual(['You have already asked for your account to be deleted']);

    // Administrators see the request; the other roles cannot.
    const pending = body(await get('administrator', '/api/v1/operator/deletion-requests')).data[0] as components['schemas']['OperatorDeletionRequest'][];
    expect(pending).toEqual([expect.objectContaining({ user_id: userId, name: personal.name, email: personal.email })]);
    for (const role of ['operator', 'reviewer', 'finance'] as const) {
      expect((await get(role, '/api/v1/operator/deletion-requests')).statusCode).toBe(403);
      expect((await server.request({ method: 'POST', url: `/api/v1/operator/deletion-requests/${userId}/anonymisation`, headers: bearer(tokens[role]) })).statusCode).toBe(403);
    }

    const done = await server.request({ method: 'POST', url: `/api/v1/operator/deletion-requests/${userId}/anonymisation`, headers: { ...bearer(tokens.administrator), 'accept-language': 'en' } });
    expect(done.statusCode, done.body).toBe(200);
    const pseudonym = body(done).data[0].pseudonym as string;
    expect(pseudonym).toMatch(/^A-[0-9A-HJKMNP-TV-Z]{10}$/);
    const twice = await server.request({ method: 'POST', url: `/api/v1/operator/deletion-requests/${userId}/anonymisation`, headers: { ...bearer(tokens.administrator), 'accept-language': 'en' } });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).errors?.action).toEqual(['This account has already been anonymised']);
    expect(body(await get('administrator', '/api/v1/operator/deletion-requests')).data[0]).toEqual([]);

    // Audited: who, when, which pseudonym.
    const audit = body(await get('administrator', '/api/v1/operator/audit')).data[0] as components['schemas']['AuditEntry'][];
    expect(audit.find((e) => e.action === 'contestant.anonymise')).toMatchObject({ operator_email: accounts.administrator.email, subject_type: 'contestant', subject_id: String(userId), after: { pseudonym } });


    // The draw, recomputed from its public record by the code scripts/verify-draw.ts runs, still agrees; the lists name the pseudonym.
    const record = body(await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/fifth` })).data[0] as components['schemas']['Draw'];
    expect(record.entries).toContain(entryId);
    expect((await verifyDrawRecord(drawRecordOfAnswer(record))).kind).toBe('agrees');
    const winners = JSON.stringify(body(await server.request({ method: 'GET', url: '/api/v1/competition/winners/fifth' })).data);
    expect(winners).toContain(entryId);
    expect(winners).not.toContain(personal.name);
    const verification = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${certificate!.code}/verification` })).data[0];
    expect(verification).toMatchObject({ id: certificate!.code, holder_name: { ar: '', en: '' }, status: 'valid' });

    // The files are gone; the rows stay.
    expect(existsSync(path.join(server.uploadsDir, 'thumbnails', 'khadijah-face.png'))).toBe(false);
    for (const take of takes) expect(existsSync(path.join(server.uploadsDir, 'attempts', take.fileName))).toBe(false);
    expect(await db.select().from(t.recordings).where(eq(t.recordings.userId, userId))).toHaveLength(takes.length);
    expect(await db.select().from(t.fcmTokens).where(eq(t.fcmTokens.userId, userId))).toEqual([]);

    // No personal value of theirs in any text column of any table (JSON included).
    const columns = rowsOf(
      await db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`),
    );
    expect(columns.length).toBeGreaterThan(20);
    const left: string[] = [];
    for (const { table_name: table, column_name: column } of columns as { table_name: string; column_name: string }[]) {
      for (const [what, value] of Object.entries(personal)) {
        const found = rowsOf(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${value.toLowerCase()}) > 0`));
        if (Number(found[0]!['n']) > 0) left.push(`${table}.${column}: ${what}`);
      }
    }
    expect(left).toEqual([]);

    // Signed out everywhere, and the old credentials open nothing.
    expect((await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(contestant) })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/login', payload: { email: personal.email, password } })).statusCode).not.toBe(200);
  }, 120_000);
});
