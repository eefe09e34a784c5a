// The draw as the operator runs it (server/draw): announce before the end, commit after it, run once, publish, certify;
// every record public and recomputable; and the demo draws of the `draw` phase come from the same functions.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { parseDrawCommand, runDrawCommand } from '../../server/commands/draw.ts';
import { demoCandidateCounts } from '../../server/db/seed.ts';
import { DrawError, announceDraw, commitDraw, issueCertificates, publishDraw, runDraw } from '../../server/draw/index.ts';
import { secretCommitment, verifyDraw } from '../../src/domain/draw/fairDraw.ts';
import type { components } from '../../src/contract/schema';
import { body, engines, startTestServer, type TestServer } from './harness.ts';

const MINUTE = 60_000;

async function drawError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DrawError) return error.code;
    throw error;
  }
  throw new Error('expected a DrawError');
}

/** The published record, checked by the same pure function the draw page and scripts/verify-draw.ts use. */
type DrawJson = components['schemas']['Draw'];

function recompute(record: DrawJson) {
  return verifyDraw({
    label: record.label,
    competition: String(record.competition_id),
    track: record.track,
    entries: record.entries!,
    listHash: record.list_hash!,
    winnerCount: record.winner_count!,
    randomness: record.randomness!,
    commitment: record.source.kind === 'operator_secret' ? record.source.commitment : null,
    seed: record.seed!,
    order: record.order!,
  });
}

describe.each(engines)('the draw on %s', (engine) => {
  let server: TestServer;
  let competition: typeof t.competitions.$inferSelect;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    const [current] = await server.database.db.select().from(t.competitions).where(eq(t.competitions.kind, 'current'));
    competition = current!;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists each track’s candidates from the entries that qualify, with pseudonymous ids, search and paging', async () => {
    for (const track of t.trackSlugs) {
      const res = body(await server.request({ method: 'GET', url: `/api/v1/competition/candidates/${track}?per_page=100` }));
      expect(res.data[0]).toHaveLength(demoCandidateCounts[track]);
      expect((res as unknown as { meta: unknown }).meta).toEqual({ total: demoCandidateCounts[track], page: 1, per_page: 100 });
      for (const c of res.data[0]) expect(c.entry_id).toMatch(/^E-[0-9A-HJKMNP-TV-Z]{10}$/);
    }
    // The demo contestant answered 7 of 8: not a first-track candidate; one perfect score makes them one.
    const [contestant] = await server.database.db.select().from(t.users).where(eq(t.users.email, 'contestant@example.com'));
    await server.database.db.update(t.firstPathEntries).set({ correctAnswers: 8 }).where(eq(t.firstPathEntries.userId, contestant!.id));
    const all = body(await server.request({ method: 'GET', url: '/api/v1/competition/candidates/first?per_page=100' })).data[0];
    expect(all.map((c: { id: number }) => c.id)).toContain(contestant!.id);
    const page2 = body(await server.request({ method: 'GET', url: '/api/v1/competition/candidates/first?page=2&per_page=15' }));
    expect(page2.data[0]).toHaveLength(15);
    expect(page2.data[0][0].id).toBe(all[15].id);
    const found = body(await server.request({ method: 'GET', url: `/api/v1/competition/candidates/first?q=${encodeURIComponent('al-harbi')}` }));
    expect(found.data[0].map((c: { id: number }) => c.id)).toEqual([contestant!.id]);
    expect((await server.request({ method: 'GET', url: '/api/v1/competition/candidates/first?per_page=101' })).statusCode).toBe(422);
    expect((await server.request({ method: 'GET', url: '/api/v1/competition/candidates/first?page=0' })).statusCode).toBe(422);
  });

  it('announces, commits after the end only, runs once with the committed secret, publishes winners and reserves', async () => {
    const db = server.database.db;
    const before = new Date(competition.endAt.getTime() - 60 * MINUTE);
    const after = new Date(competition.endAt.getTime() + MINUTE);
    const secret = `operator secret ${engine}`;
    const args = { competitionId: competition.id, track: 'second' as const };

    expect(await drawError(commitDraw(db, { ...args, now: after }))).toBe('secretNotAnnounced');
    await announceDraw(db, { ...args, source: { kind: 'operatorSecret', commitment: secretCommitment(secret) }, now: before });
    expect(await drawError(announceDraw(db, { ...args, source: { kind: 'operatorSecret', commitment: secretCommitment('x') }, now: before }))).toBe('alreadyAnnounced');
    expect(await drawError(announceDraw(db, { ...args, track: 'third', source: { kind: 'operatorSecret', commitment: secretCommitment('x') }, now: after }))).toBe('tooLateToAnnounce');

    // Public as soon as it is announced: the source of randomness, named in advance.
    const announced = body(await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/second` })).data[0];
    expect(announced).toMatchObject({ stage: 'announced', source: { kind: 'operator_secret', commitment: secretCommitment(secret) }, entries: null, randomness: null });

    expect(await drawError(commitDraw(db, { ...args, now: before }))).toBe('notEnded');
    expect(await drawError(runDraw(db, { ...args, now: after, secret }))).toBe('notCommitted');
    const committed = await commitDraw(db, { ...args, now: after });
    expect(committed.entries).toHaveLength(demoCandidateCounts.second);
    expect(committed.winnerCount).toBe(20);
    expect(await drawError(commitDraw(db, { ...args, now: after }))).toBe('alreadyCommitted');

    // Certificates only from a published draw: not from the announced list, not from the frozen one before the draw.
    expect(await drawError(issueCertificates(db, { ...args, track: 'third', now: after }))).toBe('notAnnounced');
    expect(await drawError(issueCertificates(db, { ...args, now: after }))).toBe('notPublished');
    expect(await drawError(runDraw(db, { ...args, now: after }))).toBe('secretRequired');
    expect(await drawError(runDraw(db, { ...args, now: after, secret: 'a different secret' }))).toBe('secretMismatch');
    const drawn = await runDraw(db, { ...args, now: after, secret });
    expect(drawn.drawOrder).toHaveLength(demoCandidateCounts.second);
    expect(await drawError(issueCertificates(db, { ...args, now: after }))).toBe('notPublished');
    expect(await drawError(runDraw(db, { ...args, now: after, secret }))).toBe('alreadyDrawn');
    // The database itself refuses a second draw of the track.
    await expect(db.insert(t.draws).values({ competitionId: competition.id, track: 'second', label: 'x', source: { kind: 'operatorSecret', commitment: 'x' }, announcedAt: after })).rejects.toThrow();

    expect(await drawError(publishDraw(db, { ...args, track: 'first', now: after }))).toBe('notAnnounced');
    await publishDraw(db, { ...args, now: after });
    expect(await drawError(publishDraw(db, { ...args, now: after }))).toBe('alreadyPublished');

    const record = body(await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/second` })).data[0];
    expect(record).toMatchObject({ stage: 'published', winner_count: 20, randomness: secret, seed: drawn.seed });
    expect(recompute(record)).toEqual({ kind: 'agrees' });
    expect(recompute({ ...record, order: [...record.order].reverse() })).toEqual({ kind: 'disagrees', reason: 'order' });

    const winners = await db.select().from(t.winners).where(and(eq(t.winners.competitionId, competition.id), eq(t.winners.track, 'second')));
    expect(winners.map((w) => w.entryId).sort()).toEqual(record.order.slice(0, 20).sort());
    expect(winners.every((w) => w.prize === 2000 && w.userId !== null)).toBe(true);
    const reserves = record.order.slice(20);
    expect(reserves).toHaveLength(demoCandidateCounts.second - 20);
  });

  it('issues a participation certificate per entry of the frozen list and a winner certificate per win, once', async () => {
    const db = server.database.db;
    const now = new Date(competition.endAt.getTime() + 2 * MINUTE);
    // An entry accepted after the list was frozen is a candidate now, but not in the draw: it gets no certificate.
    const [late] = await db.select().from(t.users).where(eq(t.users.email, 'newcomer@example.com'));
    await db.insert(t.secondPathEntries).values({ userId: late!.id, competitionId: competition.id, status: 'accepted', submittedAt: now, createdAt: now });
    const live = body(await server.request({ method: 'GET', url: '/api/v1/competition/candidates/second?per_page=100' })).data[0] as { id: number }[];
    expect(live.map((c) => c.id)).toContain(late!.id);
    const { issued } = await issueCertificates(db, { competitionId: competition.id, track: 'second', now });
    expect(issued).toBe(demoCandidateCounts.second + 20);
    expect(await db.select().from(t.certificates).where(eq(t.certificates.userId, late!.id))).toEqual([]);
    expect((await issueCertificates(db, { competitionId: competition.id, track: 'second', now })).issued).toBe(0);
    const winnerCerts = await db.select().from(t.certificates).where(and(eq(t.certificates.competitionId, competition.id), eq(t.certificates.kind, 'winner')));
    expect(winnerCerts).toHaveLength(20);
    expect(winnerCerts.every((c) => c.winId !== null && /^QC-\d+-[0-9A-HJKMNP-TV-Z]{16}$/.test(c.code))).toBe(true);
  });

  it('issues every certificate private: off the public list and its search until its holder says otherwise, verifiable by its code', async () => {
    const db = server.database.db;
    const issued = await db.select().from(t.certificates).where(and(eq(t.certificates.competitionId, competition.id), eq(t.certificates.track, 'second')));
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.filter((c) => c.isPublic)).toEqual([]);
    const listed = body(await server.request({ method: 'GET', url: '/api/v1/certificates?per_page=100' })).data[0] as { id: string }[];
    const codes = new Set(issued.map((c) => c.code));
    expect(listed.filter((c) => codes.has(c.id))).toEqual([]);
    const winner = issued.find((c) => c.kind === 'winner')!;
    expect(body(await server.request({ method: 'GET', url: `/api/v1/certificates?q=${winner.code}` })).data[0]).toEqual([]);
    expect((await server.request({ method: 'GET', url: `/api/v1/certificates/${winner.code}/verification` })).statusCode).toBe(200);
    // The database's own default, for any other writer: a certificate inserted without a choice is private.
    const [bare] = await db
      .insert(t.certificates)
      .values({ competitionId: competition.id, track: 'first', kind: 'participation', code: 'QC-TEST-DEFAULTPRIVATE', name: { ar: 'س', en: 'S' }, title: { ar: 'ش', en: 'C' }, issuedAt: '2026-01-01' })
      .returning();
    expect(bare!.isPublic).toBe(false);
    await db.delete(t.certificates).where(eq(t.certificates.id, bare!.id));
  });

  it('takes a drand round named at the commit, checks its BLS signature and its randomness against the signature, offline', async () => {
    const db = server.database.db;
    const after = new Date(competition.endAt.getTime() + MINUTE);
    // A real quicknet round (bls-unchained-g1-rfc9380), as api.drand.sh serves it.
    const quicknet = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
    const signature = 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b';
    const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
    expect(randomness).toBe('fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587');
    const source = { kind: 'drand' as const, chainHash: quicknet, round: 657413, url: 'https://beacon.example' };
    await commitDraw(db, { competitionId: competition.id, track: 'fifth', now: after, source });
    const asked: string[] = [];
    const forged = async (url: string) => (asked.push(url), { round: 657413, randomness: 'f'.repeat(64), signature });
    expect(await drawError(runDraw(db, { competitionId: competition.id, track: 'fifth', now: after, drandFetch: forged }))).toBe('randomnessInvalid');
    expect(asked).toEqual([`https://beacon.example/${quicknet}/public/657413`]);
    // A made-up signature whose randomness is its hash: consistent, but not the chain's signature.
    const madeUp = 'ab'.repeat(48);
    const selfMade = async () => ({ round: 657413, randomness: createHash('sha256').update(Buffer.from(madeUp, 'hex')).digest('hex'), signature: madeUp });
    expect(await drawError(runDraw(db, { competitionId: competition.id, track: 'fifth', now: after, drandFetch: selfMade }))).toBe('randomnessInvalid');
    const unreachable = async () => {
      throw new Error('ENETUNREACH');
    };
    expect(await drawError(runDraw(db, { competitionId: competition.id, track: 'fifth', now: after, drandFetch: unreachable }))).toBe('randomnessUnavailable');
    const drawn = await runDraw(db, { competitionId: competition.id, track: 'fifth', now: after, drandFetch: async () => ({ round: 657413, randomness, signature }) });
    expect(drawn.randomness).toBe(randomness);
    expect(drawn.randomnessProof).toBe(signature);
    const record = body(await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/fifth` })).data[0];
    expect(record.source).toEqual({ kind: 'drand', chain_hash: quicknet, round: 657413, url: 'https://beacon.example' });
    expect(recompute(record)).toEqual({ kind: 'agrees' });
    // The command in the repo checks the proof's BLS signature too: a record with another proof disagrees.
    const dir = mkdtempSync(path.join(tmpdir(), 'qc-verify-draw-'));
    try {
      const verify = async (json: object) => {
        const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
        writeFileSync(file, JSON.stringify(json));
        return promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/verify-draw.ts', file]).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
        );
      };
      const good = await verify(record);
      expect(good.code, good.stdout).toBe(0);
      expect(good.stdout).toContain('signed by the chain');
      const otherProof = 'ab'.repeat(48);
      const tampered = await verify({ ...record, randomness_proof: otherProof });
      expect(tampered.code).toBe(1);
      expect(tampered.stdout).toMatch(/DISAGREES: the randomness is not drand round 657413/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('runs through the operator command: announce with a secret before the end, then run (commit, draw, publish, certify)', async () => {
    const before = new Date(competition.endAt.getTime() - MINUTE);
    const after = new Date(competition.endAt.getTime() + 3 * MINUTE);
    expect(() => parseDrawCommand([])).toThrow(/name a step/);
    expect(() => parseDrawCommand(['run', '--track', 'sixth'])).toThrow(/--track/);
    expect(() => parseDrawCommand(['run', '--track', 'first', '--colour', 'x'])).toThrow(/unknown option/);
    expect(() => parseDrawCommand(['run', '--track', 'first', '--drand-round', '-4'])).toThrow(/whole number/);
    const announced = await runDrawCommand(server.database.db, parseDrawCommand(['announce', '--track', 'first', '--secret', 'kept by the operator']), before);
    expect(announced.join('\n')).toContain(`operator secret, SHA-256 ${secretCommitment('kept by the operator')}`);
    expect(await drawError(runDrawCommand(server.database.db, parseDrawCommand(['run', '--track', 'first', '--secret', 'kept by the operator']), before))).toBe('notEnded');
    // The home page reads which tracks' winners are out from GET /competitions, each track on its own.
    const publishedWinners = async () => body(await server.request({ method: 'GET', url: '/api/v1/competitions' })).data.published_winners as string[];
    // (The tests above published the second track's draw.)
    expect(await publishedWinners()).toEqual(['second']);
    const ran = (await runDrawCommand(server.database.db, parseDrawCommand(['run', '--track=first', '--secret', 'kept by the operator']), after)).join('\n');
    expect(await publishedWinners()).toEqual(['first', 'second']);
    expect(ran).toMatch(/41 entries, list SHA-256 [0-9a-f]{64}, 30 winners/);
    expect(ran).toMatch(/reserves in order: (E-\w+ ){10}E-\w+$/m);
    expect(ran).toMatch(/^71 certificates issued$/m);
    const record = body(await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/first` })).data[0];
    expect(recompute(record)).toEqual({ kind: 'agrees' });
  });

  it('answers 404 for a draw that does not exist and 422 for a bad track', async () => {
    expect((await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/third` })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/v1/draws/99999/first' })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/v1/draws/${competition.id}/sixth` })).statusCode).toBe(422);
  });
});

describe.each(engines)('the demo draws of the draw phase on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'draw' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('come from the real algorithm: every track drawn, published and recomputable; the winners are the first of the order', async () => {
    const [current] = await server.database.db.select().from(t.competitions).where(eq(t.competitions.kind, 'current'));
    for (const track of t.trackSlugs) {
      const record = body(await server.request({ method: 'GET', url: `/api/v1/draws/${current!.id}/${track}` })).data[0];
      expect(record.stage).toBe('published');
      expect(recompute(record)).toEqual({ kind: 'agrees' });
      const winners = body(await server.request({ method: 'GET', url: `/api/v1/competition/winners/${track}`, headers: { 'accept-language': 'en' } })).data[0];
      expect(winners.map((w: { entry_id: string }) => w.entry_id)).toEqual(record.order.slice(0, record.winner_count));
      expect(winners).toHaveLength(Math.min(record.winner_count, demoCandidateCounts[track]));
    }
  });

  it('draws the archived competitions too: each track’s record recomputes and its winners are the order’s first', async () => {
    const archives = await server.database.db.select().from(t.competitions).where(eq(t.competitions.kind, 'archive'));
    expect(archives.length).toBeGreaterThan(0);
    for (const archive of archives) {
      const winners = body(await server.request({ method: 'GET', url: `/api/v1/archives/${archive.id}/winners` })).data[0];
      // As many as the archive's card says it had (the README's figures).
      expect(winners).toHaveLength(archive.winnerCount);
      for (const track of t.trackSlugs) {
        const record = body(await server.request({ method: 'GET', url: `/api/v1/draws/${archive.id}/${track}` })).data[0];
        expect(recompute(record)).toEqual({ kind: 'agrees' });
        const ofTrack = winners.filter((w: { track: string }) => w.track === track);
        expect(ofTrack.map((w: { entry_id: string }) => w.entry_id)).toEqual(record.order.slice(0, record.winner_count));
        expect(ofTrack.every((w: { competition_id: number }) => w.competition_id === archive.id)).toBe(true);
      }
    }
  });

  it('keeps the demo winner a winner, with the archived win', async () => {
    const [winner] = await server.database.db.select().from(t.users).where(eq(t.users.email, 'winner@example.com'));
    expect(winner!.isWinner).toBe(true);
    const wins = await server.database.db.select().from(t.winners).where(eq(t.winners.userId, winner!.id));
    expect(wins.map((w) => [w.track, w.prize, w.rank])).toEqual([['second', 2000, 1]]);
    // The first drawn of the 1446 second-track draw.
    const [draw] = await server.database.db.select().from(t.draws).where(eq(t.draws.id, wins[0]!.drawId!));
    expect(draw!.drawOrder![0]).toBe(wins[0]!.entryId);
  });
});
