// The console's Tracks editor (issue 29 point 5): each track's texts in both languages, its winner count and the prize
// of each place, and the fifth track's attempts allowed. Every save is one audited decision (server/operators/decide.ts)
// with the track as it was and as it became.
//
// What locks, and when (contestants must not see what they entered for change under them):
// - an archived competition changes no more;
// - from the competition's start (decisions.md, "what locks"), the winner counts and the fifth track's attempts allowed:
//   contestants entered on the number of winners the home page showed, and attempts already sent were counted
//   against the number allowed (lowering it would leave some over the limit, raising it would be unfair to the rest);
// - from the moment a track's draw is announced, its winner count and the prize of each place: the draw freezes the
//   winner count at its commit and gives each place its prize when the winners are published (server/draw);
// - the texts stay editable until the archive: wording can be corrected without changing what anyone is judged by.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { type Competition, hasStarted } from '../../competitions/cycle.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

type Track = typeof t.tracks.$inferSelect;

const trackJson = (track: Track, drawStarted: boolean): Schemas['OperatorTrack'] => ({
  track: track.slug,
  title: track.title,
  subtitle: track.subtitle,
  description: track.description,
  winner_count: track.winnerCount,
  prizes: track.prizes,
  draw_started: drawStarted,
});

async function contentJson(db: Context['db'] | Tx, c: Competition, now: Date): Promise<Schemas['OperatorTrackContent']> {
  const tracks = await db.select().from(t.tracks).where(eq(t.tracks.competitionId, c.id)).orderBy(asc(t.tracks.position));
  const drawn = new Set((await db.select({ track: t.draws.track }).from(t.draws).where(eq(t.draws.competitionId, c.id))).map((d) => d.track));
  return {
    competition_id: c.id,
    started: hasStarted(c, now),
    archived: c.state === 'archived',
    attempts_allowed: c.fifthAttemptsAllowed,
    tracks: tracks.map((track) => trackJson(track, drawn.has(track.slug))),
  };
}

const trimmed = (text: { ar: string; en: string }) => ({ ar: text.ar.trim(), en: text.en.trim() });
const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i]);
const locked = (field: string, key: 'trackWinnersLocked' | 'trackDrawStarted' | 'attemptsLocked' | 'competitionArchived') =>
  new ApiError(409, key, { errors: { [field]: key } });

export const getOperatorCompetitionTracks: Handler<'getOperatorCompetitionTracks'> = async (ctx, { request, lang }) => {
  const [c] = await ctx.db.select().from(t.competitions).where(eq(t.competitions.id, request.params.competitionId));
  if (!c) throw new ApiError(404, 'notFound');
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await contentJson(ctx.db, c, ctx.now())] } };
};

export const updateOperatorCompetitionTrack: Handler<'updateOperatorCompetitionTrack'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const slug = request.params.track;
  const now = ctx.now();
  // What the contract's schema cannot say: one prize per place, and attempts only for the track that has them.
  if (b.prizes.length !== b.winner_count) throw new ApiError(422, 'invalid', { errors: { prizes: 'prizesPerPlace' } });
  if (b.attempts_allowed !== undefined && slug !== 'fifth') throw new ApiError(422, 'invalid', { errors: { attempts_allowed: 'attemptsOnlyFifth' } });
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const [c] = await tx.select().from(t.competitions).where(eq(t.competitions.id, request.params.competitionId)).for('update');
    if (!c) throw new ApiError(404, 'notFound');
    const [track] = await tx
      .select()
      .from(t.tracks)
      .where(and(eq(t.tracks.competitionId, c.id), eq(t.tracks.slug, slug)))
      .for('update');
    if (!track) throw new ApiError(404, 'notFound');
    if (c.state === 'archived') throw locked('competition', 'competitionArchived');
    const winnersChange = b.winner_count !== track.winnerCount;
    const prizesChange = !sameList(b.prizes, track.prizes);
    const attemptsChange = b.attempts_allowed !== undefined && b.attempts_allowed !== c.fifthAttemptsAllowed;
    const started = hasStarted(c, now);
    if (started && winnersChange) throw locked('winner_count', 'trackWinnersLocked');
    if (started && attemptsChange) throw locked('attempts_allowed', 'attemptsLocked');
    if (winnersChange || prizesChange) {
      const [draw] = await tx
        .select({ id: t.draws.id })
        .from(t.draws)
        .where(and(eq(t.draws.competitionId, c.id), eq(t.draws.track, slug)));
      if (draw) throw locked(winnersChange ? 'winner_count' : 'prizes', 'trackDrawStarted');
    }
    const view = (row: Track, attempts: number) => ({
      track: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      winner_count: row.winnerCount,
      prizes: row.prizes,
      ...(row.slug === 'fifth' ? { attempts_allowed: attempts } : {}),
      competition: c.id,
    });
    const [saved] = await tx
      .update(t.tracks)
      .set({ title: trimmed(b.title), subtitle: trimmed(b.subtitle), description: trimmed(b.description), winnerCount: b.winner_count, prizes: b.prizes })
      .where(eq(t.tracks.id, track.id))
      .returning();
    let competition = c;
    if (attemptsChange) {
      const [row] = await tx.update(t.competitions).set({ fifthAttemptsAllowed: b.attempts_allowed }).where(eq(t.competitions.id, c.id)).returning();
      competition = row!;
    }
    await audit({
      action: 'competition.track.update',
      subjectType: 'competitionTrack',
      subjectId: `${c.id}/${slug}`,
      before: view(track, c.fifthAttemptsAllowed),
      after: view(saved!, competition.fifthAttemptsAllowed),
    });
    return contentJson(tx, competition, now);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'competitionSaved'), data: [json] } };
};
