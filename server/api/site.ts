// Public landing-page content, results and certificates.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { candidatesOf } from '../draw/eligibility.ts';
import { toMeccaString } from '../../src/domain/meccaTime.ts';
import type { Lang } from '../messages.ts';
import { t as msg } from '../messages.ts';
import { type Competition, mediaUrl, publishedCompetitions, resultsAnnounced, text } from './common.ts';
import type { Context, Handler, Schemas } from './context.ts';

async function competitionBase(ctx: Context, c: Competition, lang: Lang): Promise<Schemas['CompetitionBase']> {
  const tracks = await ctx.db.select().from(t.tracks).where(eq(t.tracks.competitionId, c.id)).orderBy(asc(t.tracks.position));
  const paths: Schemas['CompetitionBase']['paths'] = {};
  for (const track of tracks) {
    paths[track.slug] = [
      { title: text(track.title, lang), subtitle: text(track.subtitle, lang), description: text(track.description, lang), winner_count: track.winnerCount, prize: track.prize },
    ];
  }
  return {
    id: c.id,
    title: text(c.title, lang),
    start_date: toMeccaString(c.startAt),
    end_date: toMeccaString(c.endAt),
    winners_draw_period: c.winnersDrawPeriod,
    is_winners_draw_period: resultsAnnounced(c, ctx.now()),
    paths_slug: tracks.map((track) => track.slug),
    paths,
  };
}

export const getCompetitions: Handler<'getCompetitions'> = async (ctx, { lang }) => {
  const { current, next } = await publishedCompetitions(ctx.db);
  if (!current) throw new ApiError(404, 'noCompetition');
  const base = await competitionBase(ctx, current, lang);
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: {
        ...base,
        next_comp: next ? await competitionBase(ctx, next, lang) : null,
        is_next_comp_start: next !== undefined && next.startAt.getTime() <= ctx.now().getTime(),
      },
    },
  };
};

export const getConditions: Handler<'getConditions'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.conditions).orderBy(asc(t.conditions.position));
  return {
    code: 200,
    body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map((r) => ({ id: r.id, title: text(r.title, lang), description: text(r.description, lang) }))] },
  };
};

const settingKeys = [
  'phone', 'email', 'email_for_register', 'twitter', 'facebook', 'instagram', 'youtube',
  'tree_title', 'tree_description', 'tree_word_1', 'tree_word_2', 'tree_word_3', 'tree_word_4', 'tree_word_5',
] as const;

export const getSettings: Handler<'getSettings'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.settings);
  const values = new Map(rows.map((r) => [r.key, text(r.value, lang)]));
  const record = Object.fromEntries(settingKeys.map((key) => [key, values.get(key) || null])) as Schemas['Settings'];
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [record] } };
};

/** The public form anyone can send, the busiest write: prepared (server/db/prepared.ts). */
const insertComplaint = (db: Context['db']) =>
  preparedOn(db, 'insert_complaint', (on) =>
    on
      .insert(t.complaints)
      .values({
        name: sql.placeholder('name'),
        email: sql.placeholder('email'),
        type: sql.placeholder('type'),
        content: sql.placeholder('content'),
        createdAt: sql.placeholder('createdAt'),
      })
      .prepare('insert_complaint'),
  );

export const postComplaint: Handler<'postComplaint'> = async (ctx, { request, lang }) => {
  const b = request.body;
  await insertComplaint(ctx.db).execute({ name: b.name.trim(), email: b.email, type: b.type, content: b.content.trim(), createdAt: ctx.now() });
  const key = b.type === 'complaint' ? 'complaintSent' : b.type === 'suggestion' ? 'suggestionSent' : 'impressionSent';
  return { code: 200, body: { status: 200, message: msg(lang, key), data: null } };
};

export const getTestimonials: Handler<'getTestimonials'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.testimonials).orderBy(desc(t.testimonials.date));
  return {
    code: 200,
    body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map((r) => ({ id: r.id, review: text(r.review, lang), author: text(r.author, lang), date: r.date }))] },
  };
};

export const getArchives: Handler<'getArchives'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.competitions).where(eq(t.competitions.kind, 'archive')).orderBy(desc(t.competitions.startAt));
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: [rows.map((r) => ({ id: r.id, name: text(r.title, lang), winner_count: r.winnerCount, start_date: toMeccaString(r.startAt), end_date: toMeccaString(r.endAt) }))],
    },
  };
};

async function winnersOf(ctx: Context, competitionId: number, lang: Lang, track?: t.TrackSlug): Promise<Schemas['Winner'][]> {
  const rows = await ctx.db
    .select({ w: t.winners, thumbnail: t.users.thumbnail })
    .from(t.winners)
    .leftJoin(t.users, eq(t.users.id, t.winners.userId))
    .where(track ? and(eq(t.winners.competitionId, competitionId), eq(t.winners.track, track)) : eq(t.winners.competitionId, competitionId))
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

export const getArchiveWinners: Handler<'getArchiveWinners'> = async (ctx, { request, lang }) => {
  const [archive] = await ctx.db
    .select()
    .from(t.competitions)
    .where(and(eq(t.competitions.id, request.params.archiveId), eq(t.competitions.kind, 'archive')));
  if (!archive) throw new ApiError(404, 'notFound');
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await winnersOf(ctx, archive.id, lang)] } };
};

export const getFaq: Handler<'getFaq'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.faqs).orderBy(asc(t.faqs.position));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map((r) => ({ id: r.id, question: r.questionKey, answer: r.answerKey }))] } };
};

export const getStatistics: Handler<'getStatistics'> = async (ctx, { lang }) => {
  const [stats] = await ctx.db.select().from(t.statistics).where(eq(t.statistics.id, 1));
  // The seeded base counts plus what this server has seen since.
  const [live] = await ctx.db
    .select({
      users: sql<number>`(select count(*)::int from ${t.users} where ${t.users.type} = 'contestant')`,
      countries: sql<number>`(select count(distinct lower(${t.users.country}))::int from ${t.users})`,
    })
    .from(sql`(select 1) as one`);
  const { current } = await publishedCompetitions(ctx.db);
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: [
        {
          total_countries: (stats?.totalCountries ?? 0) + Math.max(0, (live?.countries ?? 0) - 1),
          registered: (stats?.registered ?? 0) + (live?.users ?? 0),
          subscribes_contestants: stats?.subscribesContestants ?? 0,
          candidates: stats?.candidates ?? 0,
          winners: stats?.winners ?? 0,
          is_winners_draw_period: current ? resultsAnnounced(current, ctx.now()) : false,
        },
      ],
    },
  };
};

/** A `q` for ILIKE: its wildcards taken literally. */
export const likePattern = (q: string | undefined) => (q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined);

export const getCandidates: Handler<'getCandidates'> = async (ctx, { request, lang }) => {
  const { current } = await publishedCompetitions(ctx.db);
  if (!current) throw new ApiError(404, 'noCompetition');
  const { q, page = 1, per_page: perPage = 20 } = request.query ?? {};
  const needle = q?.trim().toLocaleLowerCase();
  const all = (await candidatesOf(ctx.db, current.id, request.params.track)).filter((c) => !needle || c.name.toLocaleLowerCase().includes(needle));
  const list = all.slice((page - 1) * perPage, page * perPage).map((c) => ({
    id: c.userId,
    name: c.name,
    country: c.country,
    thumbnail: c.thumbnail ? mediaUrl('thumbnails', c.thumbnail) : null,
    gender: c.gender,
    entry_id: c.entryId,
  }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list], meta: { total: all.length, page, per_page: perPage } } };
};

export const getWinners: Handler<'getWinners'> = async (ctx, { request, lang }) => {
  const { current } = await publishedCompetitions(ctx.db);
  if (!current) throw new ApiError(404, 'noCompetition');
  // Winners are drawn after the end plus the draw period; before that the list is empty.
  const list = resultsAnnounced(current, ctx.now()) ? await winnersOf(ctx, current.id, lang, request.params.track) : [];
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

type CertificateRow = { cert: typeof t.certificates.$inferSelect; title: t.Localized };

export function certificateJson({ cert, title }: CertificateRow, lang: Lang): Schemas['Certificate'] {
  return {
    id: cert.code,
    kind: cert.kind,
    holder_name: text(cert.name, lang),
    track: cert.track,
    competition_title: text(title, lang),
    issued_at: cert.issuedAt,
    file_url: `/api/v1/certificates/${cert.code}/pdf?lang=${lang}`,
  };
}

export async function certificatesWhere(ctx: Context, where: ReturnType<typeof and>): Promise<CertificateRow[]> {
  return ctx.db
    .select({ cert: t.certificates, title: t.competitions.title })
    .from(t.certificates)
    .innerJoin(t.competitions, eq(t.competitions.id, t.certificates.competitionId))
    .where(where)
    .orderBy(desc(t.certificates.issuedAt), asc(t.certificates.code));
}

export const getCertificates: Handler<'getCertificates'> = async (ctx, { request, lang }) => {
  const { page = 1, per_page: perPage = 20 } = request.query ?? {};
  const pattern = likePattern(request.query?.q);
  const rows = await certificatesWhere(
    ctx,
    and(
      eq(t.certificates.isPublic, true),
      pattern
        ? or(ilike(t.certificates.code, pattern), sql`${t.certificates.name}->>'ar' ilike ${pattern}`, sql`${t.certificates.name}->>'en' ilike ${pattern}`)
        : undefined,
    ),
  );
  const list = rows.slice((page - 1) * perPage, page * perPage).map((r) => certificateJson(r, lang));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list], meta: { total: rows.length, page, per_page: perPage } } };
};

export const getCertificate: Handler<'getCertificate'> = async (ctx, { request, lang }) => {
  // Only a certificate its holder made public can be verified by anyone; a private one is answered like a missing one.
  const [row] = await certificatesWhere(ctx, and(eq(t.certificates.code, request.params.certificateId), eq(t.certificates.isPublic, true)));
  if (!row) throw new ApiError(404, 'notFound');
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [certificateJson(row, lang)] } };
};
