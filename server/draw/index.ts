// The draw, step by step, as the operator command (server/commands/draw.ts) and later the operator console run it:
//   announceDraw  before the end: name the source of randomness (an operator secret's SHA-256, or a future drand round)
//   commitDraw    after the end: freeze the eligible list (sorted pseudonymous ids), its SHA-256 and the winner count
//   runDraw       reveal the randomness and compute the order with the pure algorithm (src/domain/draw/fairDraw.ts)
//   publishDraw   the first `winner_count` become the track's winners, the rest stay reserves in drawn order
//   issueCertificates  after publishing: a participation certificate for each entry of the frozen list, a winner
//                      certificate for each win (never from a list that can still change)
// Every step is public as soon as it is taken (GET /draws/...), and none can be taken twice: the draw row is unique per
// competition and track, and each step only writes where its own columns are still empty.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DRAW_LABEL, listHash, runFairDraw, sortEntries } from '../../src/domain/draw/fairDraw.ts';
import { verifyDrawRecord } from '../../src/domain/draw/verifyDrawRecord.ts';
import { certificateCode } from '../certificates.ts';
import type { Db } from '../db/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import * as t from '../db/schema.ts';
import { DAY_MS, hijriYear, toMeccaIsoDate } from '../../src/domain/meccaTime.ts';
import { candidatesOf } from './eligibility.ts';
import { DrawError } from './errors.ts';
import { type DrandFetch, drawRecordError, revealRandomness } from './randomness.ts';

export { DrawError } from './errors.ts';
export { candidatesOf, entryIdOf } from './eligibility.ts';

export type Draw = typeof t.draws.$inferSelect;
type Competition = typeof t.competitions.$inferSelect;

async function competitionOf(db: Db, competitionId: number): Promise<Competition> {
  const [competition] = await db.select().from(t.competitions).where(eq(t.competitions.id, competitionId));
  if (!competition) throw new DrawError('noCompetition', `no competition ${competitionId}`);
  return competition;
}

async function trackOf(db: Db, competitionId: number, track: t.TrackSlug) {
  const [row] = await db.select().from(t.tracks).where(and(eq(t.tracks.competitionId, competitionId), eq(t.tracks.slug, track)));
  if (!row) throw new DrawError('unknownTrack', `the competition has no ${track} track`);
  return row;
}

/** Where a draw stands. Each step writes its own columns once, in order, so the latest one written names the stage. */
export type DrawStage = 'announced' | 'committed' | 'drawn' | 'published';
export const drawStage = (draw: Draw): DrawStage =>
  draw.publishedAt ? 'published' : draw.drawOrder ? 'drawn' : draw.committedAt ? 'committed' : 'announced';

export async function drawOf(db: Db, competitionId: number, track: t.TrackSlug): Promise<Draw | undefined> {
  const [draw] = await db.select().from(t.draws).where(and(eq(t.draws.competitionId, competitionId), eq(t.draws.track, track)));
  return draw;
}

async function requireDraw(db: Db, competitionId: number, track: t.TrackSlug): Promise<Draw> {
  const draw = await drawOf(db, competitionId, track);
  if (!draw) throw new DrawError('notAnnounced', `no draw was announced for the ${track} track`);
  return draw;
}

/** Names the source of randomness in advance. An operator secret's commitment must be published before the end. */
export async function announceDraw(db: Db, args: { competitionId: number; track: t.TrackSlug; source: t.DrawSource; now: Date }): Promise<Draw> {
  const competition = await competitionOf(db, args.competitionId);
  await trackOf(db, args.competitionId, args.track);
  if (args.source.kind === 'operatorSecret' && args.now.getTime() >= competition.endAt.getTime()) {
    throw new DrawError('tooLateToAnnounce', 'an operator secret must be committed to before the competition ends');
  }
  if (args.source.kind === 'operatorSecret' && !/^[0-9a-f]{64}$/.test(args.source.commitment)) {
    throw new DrawError('secretMismatch', 'the commitment must be a SHA-256 in lower-case hex');
  }
  try {
    const [draw] = await db
      .insert(t.draws)
      .values({ competitionId: args.competitionId, track: args.track, label: DRAW_LABEL, source: args.source, announcedAt: args.now })
      .returning();
    return draw!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DrawError('alreadyAnnounced', `the ${args.track} track's draw was announced already`);
    throw error;
  }
}

/**
 * After the end: freezes the track's candidates as the eligible list. A drand source may be named here (a round
 * after this moment); an operator secret must have been announced before the end.
 */
export async function commitDraw(
  db: Db,
  args: { competitionId: number; track: t.TrackSlug; now: Date; source?: Extract<t.DrawSource, { kind: 'drand' }> },
): Promise<Draw> {
  const competition = await competitionOf(db, args.competitionId);
  const track = await trackOf(db, args.competitionId, args.track);
  if (args.now.getTime() < competition.endAt.getTime()) throw new DrawError('notEnded', 'the competition has not ended yet');
  let draw = await drawOf(db, args.competitionId, args.track);
  if (!draw) {
    if (!args.source) throw new DrawError('secretNotAnnounced', 'no source of randomness was announced before the end: name a future drand round');
    draw = await announceDraw(db, { competitionId: args.competitionId, track: args.track, source: args.source, now: args.now });
  }
  if (draw.committedAt) throw new DrawError('alreadyCommitted', `the ${args.track} track's list is frozen already`);
  const candidates = await candidatesOf(db, args.competitionId, args.track);
  const entries = sortEntries(candidates.map((c) => c.entryId));
  return db.transaction(async (tx0) => {
    const tx = tx0 as unknown as Db;
    const [committed] = await tx
      .update(t.draws)
      .set({ entries, listHash: listHash(entries), winnerCount: track.winnerCount, committedAt: args.now })
      .where(and(eq(t.draws.id, draw.id), isNull(t.draws.committedAt)))
      .returning();
    if (!committed) throw new DrawError('alreadyCommitted', `the ${args.track} track's list is frozen already`);
    if (candidates.length) {
      await tx.insert(t.drawEntries).values(
        candidates.map((c) => ({
          drawId: draw.id,
          entryId: c.entryId,
          userId: c.userId,
          name: { ar: c.name, en: c.name },
          country: { ar: c.country ?? '', en: c.country ?? '' },
          gender: c.gender,
        })),
      );
    }
    return committed;
  });
}

/** Reveals the randomness and computes the order, once. */
export async function runDraw(
  db: Db,
  args: { competitionId: number; track: t.TrackSlug; now: Date; secret?: string; drandFetch?: DrandFetch },
): Promise<Draw> {
  const draw = await requireDraw(db, args.competitionId, args.track);
  if (!draw.committedAt || !draw.entries || draw.listHash === null || draw.winnerCount === null) {
    throw new DrawError('notCommitted', 'the eligible list must be frozen and published before the draw');
  }
  if (draw.drawOrder) throw new DrawError('alreadyDrawn', `the ${args.track} track was drawn already; a draw is never run again`);
  const { randomness, proof, previousSignature } = await revealRandomness(draw.source, { secret: args.secret, drandFetch: args.drandFetch });
  const result = runFairDraw({
    label: draw.label,
    competition: String(draw.competitionId),
    track: draw.track,
    randomness,
    entries: draw.entries,
    winnerCount: draw.winnerCount,
  });
  const record = { ...draw, competition: String(draw.competitionId), randomness, randomnessProof: proof, previousSignature, seed: result.seed, order: result.order };
  const refused = drawRecordError(draw.source, await verifyDrawRecord(record));
  if (refused) throw refused;
  const [drawn] = await db
    .update(t.draws)
    .set({ randomness, randomnessProof: proof, seed: result.seed, drawOrder: result.order, drawnAt: args.now })
    .where(and(eq(t.draws.id, draw.id), isNull(t.draws.drawOrder)))
    .returning();
  if (!drawn) throw new DrawError('alreadyDrawn', `the ${args.track} track was drawn already; a draw is never run again`);
  return drawn;
}

/** Makes the first `winner_count` of the drawn order the track's winners, each with the prize of their place. */
export async function publishDraw(db: Db, args: { competitionId: number; track: t.TrackSlug; now: Date }): Promise<Draw> {
  const draw = await requireDraw(db, args.competitionId, args.track);
  if (!draw.drawOrder || draw.winnerCount === null) throw new DrawError('notDrawn', 'the draw has not been run');
  if (draw.publishedAt) throw new DrawError('alreadyPublished', 'the winners of this draw are published already');
  const track = await trackOf(db, args.competitionId, args.track);
  const people = new Map((await db.select().from(t.drawEntries).where(eq(t.drawEntries.drawId, draw.id))).map((e) => [e.entryId, e]));
  const winnerIds = draw.drawOrder.slice(0, draw.winnerCount);
  return db.transaction(async (tx0) => {
    const tx = tx0 as unknown as Db;
    const [published] = await tx
      .update(t.draws)
      .set({ publishedAt: args.now })
      .where(and(eq(t.draws.id, draw.id), isNull(t.draws.publishedAt)))
      .returning();
    if (!published) throw new DrawError('alreadyPublished', 'the winners of this draw are published already');
    if (winnerIds.length) {
      await tx.insert(t.winners).values(
        winnerIds.map((entryId, i) => {
          const person = people.get(entryId);
          return {
            competitionId: draw.competitionId,
            track: draw.track,
            rank: i + 1,
            name: person?.name ?? { ar: entryId, en: entryId },
            country: person?.country ?? { ar: '', en: '' },
            gender: person?.gender ?? null,
            prize: track.prizes[i] ?? 0,
            userId: person?.userId ?? null,
            drawId: draw.id,
            entryId,
          };
        }),
      );
      const userIds = winnerIds.map((id) => people.get(id)?.userId).filter((id): id is number => typeof id === 'number');
      for (const userId of userIds) await tx.update(t.users).set({ isWinner: true }).where(eq(t.users.id, userId));
    }
    return published;
  });
}

/**
 * Once the draw's winners are published: a participation certificate for each entry of the frozen list (the accepted
 * entries as they stood at the commit, never the live candidates, which can still change) and a winner certificate for
 * each published win of the track; issuing again adds only what is missing (one of each kind per holder, competition
 * and track).
 */
export async function issueCertificates(db: Db, args: { competitionId: number; track: t.TrackSlug; now: Date }): Promise<{ issued: number }> {
  const competition = await competitionOf(db, args.competitionId);
  const track = await trackOf(db, args.competitionId, args.track);
  const draw = await requireDraw(db, args.competitionId, args.track);
  if (!draw.publishedAt) throw new DrawError('notPublished', 'certificates are issued from the frozen list once the winners are published');
  const issuedAt = toMeccaIsoDate(args.now);
  const label = hijriYear(args.now);
  const frozen = await db.select().from(t.drawEntries).where(eq(t.drawEntries.drawId, draw.id)).orderBy(asc(t.drawEntries.id));
  const candidates = frozen.filter((e): e is typeof e & { userId: number } => e.userId !== null);
  const wins = await db
    .select()
    .from(t.winners)
    .where(and(eq(t.winners.competitionId, args.competitionId), eq(t.winners.track, args.track)))
    .orderBy(asc(t.winners.rank));
  const rows: (typeof t.certificates.$inferInsert)[] = [
    ...candidates.map((c) => ({
      competitionId: competition.id,
      track: args.track,
      kind: 'participation' as const,
      code: certificateCode(label),
      name: c.name,
      title: { ar: `شهادة مشاركة في ${track.title.ar}`, en: `Certificate of participation, ${track.title.en}` },
      issuedAt,
      userId: c.userId,
    })),
    ...wins
      .filter((w) => w.userId !== null)
      .map((w) => ({
        competitionId: competition.id,
        track: args.track,
        kind: 'winner' as const,
        code: certificateCode(label),
        name: w.name,
        title: { ar: `شهادة فوز في ${track.title.ar}`, en: `Winner's certificate, ${track.title.en}` },
        issuedAt,
        userId: w.userId,
        winId: w.id,
      })),
  ];
  if (rows.length === 0) return { issued: 0 };
  const inserted = await db.insert(t.certificates).values(rows).onConflictDoNothing({ target: [t.certificates.userId, t.certificates.competitionId, t.certificates.track, t.certificates.kind] }).returning({ id: t.certificates.id });
  return { issued: inserted.length };
}

/** When the results of a competition are due: the end plus its draw period; prizes are due two weeks after that. */
export const resultsDueAt = (c: Competition): Date => new Date(c.endAt.getTime() + c.winnersDrawPeriod * DAY_MS);
export const prizeDueAt = (c: Competition): Date => new Date(resultsDueAt(c).getTime() + 14 * DAY_MS);
