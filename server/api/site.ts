// Public landing-page content: the competition, conditions, settings, complaints, testimonials, archives, FAQ, statistics.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { toMeccaString } from '../../src/domain/meccaTime.ts';
import type { Lang } from '../messages.ts';
import { t as msg } from '../messages.ts';
import { type Competition, publishedCompetitions, resultsAnnounced, text } from './common.ts';
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
        language: sql.placeholder('language'),
        // The contestant behind the e-mail, if any: their timeline finds their messages by it.
        userId: sql`(select ${t.users.id} from ${t.users} where lower(${t.users.email}) = lower(${sql.placeholder('email')}) and ${t.users.type} = 'contestant' order by ${t.users.id} limit 1)`,
      })
      .prepare('insert_complaint'),
  );

export const postComplaint: Handler<'postComplaint'> = async (ctx, { request, lang }) => {
  const b = request.body;
  await insertComplaint(ctx.db).execute({ name: b.name.trim(), email: b.email, type: b.type, content: b.content.trim(), createdAt: ctx.now(), language: lang });
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
