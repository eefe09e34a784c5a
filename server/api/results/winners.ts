// The winners: the current competition's per track once the results are out, and an archived competition's.
import { and, asc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Lang } from '../../messages.ts';
import { type Competition, mediaUrl, publishedCompetitions, resultsAnnounced, retrieved, text } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';

type WinnerScope = { track?: t.TrackSlug; drawnOnly?: boolean };

function winnerConditions(competitionId: number, { track, drawnOnly = false }: WinnerScope): SQL[] {
  const conditions: SQL[] = [eq(t.winners.competitionId, competitionId)];
  if (track) conditions.push(eq(t.winners.track, track));
  if (drawnOnly) conditions.push(isNotNull(t.winners.drawId));
  return conditions;
}

/**
 * One truth per track: a current competition's winners are out once the track's draw is published (the winners rows of
 * a draw are written by publishing it, so a row from a draw is a published win), whatever the date; winners entered
 * without a draw (imported, seeded) show from the end plus the draw period.
 */
const currentScope = (ctx: Context, competition: Competition): WinnerScope => ({ drawnOnly: !resultsAnnounced(competition, ctx.now()) });

/** The tracks of a current competition whose winners page lists winners (`GET /competitions`' `published_winners`). */
export async function tracksWithWinnersOut(ctx: Context, competition: Competition): Promise<Set<t.TrackSlug>> {
  const rows = await ctx.db
    .selectDistinct({ track: t.winners.track })
    .from(t.winners)
    .where(and(...winnerConditions(competition.id, currentScope(ctx, competition))));
  return new Set(rows.map((row) => row.track));
}

async function winnersOf(ctx: Context, competitionId: number, lang: Lang, scope: WinnerScope = {}): Promise<Schemas['Winner'][]> {
  const conditions = winnerConditions(competitionId, scope);
  const rows = await ctx.db
    .select({ w: t.winners, thumbnail: t.users.thumbnail })
    .from(t.winners)
    .leftJoin(t.users, eq(t.users.id, t.winners.userId))
    .where(and(...conditions))
    .orderBy(asc(t.winners.id));
  return rows.map(({ w, thumbnail }) => ({
    id: w.id,
    name: text(w.name, lang),
    country: text(w.country, lang),
    thumbnail: thumbnail ? mediaUrl('thumbnails', thumbnail) : null,
    gender: w.gender ?? null,
    entry_id: w.entryId ?? null,
    competition_id: w.competitionId,
    track: w.track,
    prize: w.prize,
    currency: 'SAR' as const,
  }));
}

export const getWinners: Handler<'getWinners'> = async (ctx, { request, lang }) => {
  const { current } = await publishedCompetitions(ctx.db);
  if (!current) throw new ApiError(404, 'noCompetition');
  const list = await winnersOf(ctx, current.id, lang, { track: request.params.track, ...currentScope(ctx, current) });
  return retrieved(lang, list);
};

export const getArchiveWinners: Handler<'getArchiveWinners'> = async (ctx, { request, lang }) => {
  const [archive] = await ctx.db
    .select()
    .from(t.competitions)
    .where(and(eq(t.competitions.id, request.params.archiveId), eq(t.competitions.kind, 'archive')));
  if (!archive) throw new ApiError(404, 'notFound');
  return retrieved(lang, await winnersOf(ctx, archive.id, lang));
};

/**
 * A track's winners as the site shows them, for the share card and the link preview: a current (or next) competition's
 * once its results are out, only a published draw's before that; an archived competition's all. None for a draft.
 */
export async function shownWinners(
  ctx: Context,
  competitionId: number,
  track: t.TrackSlug,
  lang: Lang,
): Promise<{ competition: typeof t.competitions.$inferSelect; winners: Schemas['Winner'][] } | undefined> {
  const [competition] = await ctx.db
    .select()
    .from(t.competitions)
    .where(and(eq(t.competitions.id, competitionId), or(eq(t.competitions.published, true), eq(t.competitions.kind, 'archive'))));
  if (!competition) return undefined;
  const drawnOnly = competition.kind !== 'archive' && !resultsAnnounced(competition, ctx.now());
  return { competition, winners: await winnersOf(ctx, competition.id, lang, { track, drawnOnly }) };
}
