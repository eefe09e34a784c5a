// Public landing-page content: the competition, conditions, settings, complaints, testimonials, archives, FAQ, statistics.
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { toMeccaString } from '../../src/domain/meccaTime.ts';
import { candidatesOf } from '../draw/eligibility.ts';
import { tracksWithWinnersOut } from './results/winners.ts';
import type { Lang } from '../messages.ts';
import { t as msg } from '../messages.ts';
import { type Competition, publishedCompetitions, resultsAnnounced, retrieved, text } from './common.ts';
import type { Context, Handler, Schemas } from './context.ts';

async function competitionBase(ctx: Context, c: Competition, lang: Lang): Promise<Schemas['CompetitionBase']> {
  const tracks = await ctx.db.select().from(t.tracks).where(eq(t.tracks.competitionId, c.id)).orderBy(asc(t.tracks.position));
  const paths: Schemas['CompetitionBase']['paths'] = {};
  for (const track of tracks) {
    paths[track.slug] = [
      { title: text(track.title, lang), subtitle: text(track.subtitle, lang), description: text(track.description, lang), winner_count: track.winnerCount, prize: track.prizes[0] ?? 0, prizes: track.prizes, ...(track.slug === 'fifth' ? { attempts_allowed: c.fifthAttemptsAllowed } : {}) },
    ];
  }
  // The tracks whose winners are out, by the rule their winners pages follow.
  const publishedTracks = await tracksWithWinnersOut(ctx, c);
  return {
    id: c.id,
    title: text(c.title, lang),
    start_date: toMeccaString(c.startAt),
    end_date: toMeccaString(c.endAt),
    winners_draw_period: c.winnersDrawPeriod,
    is_winners_draw_period: resultsAnnounced(c, ctx.now()),
    published_winners: tracks.map((track) => track.slug).filter((slug) => publishedTracks.has(slug)),
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

/** Every setting the site shows; the console's Site section edits them (server/api/operator/site.ts). */
export const settingKeys = [
  'phone', 'email', 'email_for_register', 'twitter', 'facebook', 'instagram', 'youtube',
  'tree_title', 'tree_description', 'tree_word_1', 'tree_word_2', 'tree_word_3', 'tree_word_4', 'tree_word_5',
  'method_title', 'method_intro', 'method_step_1', 'method_step_2', 'method_step_3', 'method_step_4',
  'partner_first_url', 'partner_second_url',
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const getSettings: Handler<'getSettings'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.settings);
  const values = new Map(rows.map((r) => [r.key, text(r.value, lang)]));
  const record = Object.fromEntries(settingKeys.map((key) => [key, values.get(key) || null])) as Schemas['Settings'];
  return retrieved(lang, record);
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

/** Archived competitions; each card's winner count is the winners its draws gave (never a typed number). */
export const getArchives: Handler<'getArchives'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.competitions).where(eq(t.competitions.kind, 'archive')).orderBy(desc(t.competitions.startAt));
  const drawn = rows.length
    ? await ctx.db
        .select({ competitionId: t.winners.competitionId, n: count() })
        .from(t.winners)
        .where(inArray(t.winners.competitionId, rows.map((r) => r.id)))
        .groupBy(t.winners.competitionId)
    : [];
  const winnersOf = new Map(drawn.map((d) => [d.competitionId, d.n]));
  return retrieved(lang, rows.map((r) => ({ id: r.id, name: text(r.title, lang), winner_count: winnersOf.get(r.id) ?? 0, start_date: toMeccaString(r.startAt), end_date: toMeccaString(r.endAt) })));
};

/** The FAQ in the organiser's order; `question` and `answer` are the texts themselves, which the site shows as received. */
export const getFaq: Handler<'getFaq'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id));
  return retrieved(lang, rows.map((r) => ({ id: r.id, question: text(r.question, lang), answer: text(r.answer, lang) })));
};

/**
 * Computed from the data, never typed: contestants registered, their countries, those who entered at least one track
 * (any competition), the current competition's candidates (every track), and every winner drawn (archives included).
 */
export const getStatistics: Handler<'getStatistics'> = async (ctx, { lang }) => {
  const [counts] = await ctx.db
    .select({
      registered: sql<number>`(select count(*)::int from ${t.users} where ${t.users.type} = 'contestant')`,
      countries: sql<number>`(select count(distinct lower(trim(${t.users.country})))::int from ${t.users} where ${t.users.type} = 'contestant' and trim(${t.users.country}) <> '')`,
      entered: sql<number>`(select count(*)::int from (
        select ${t.firstPathEntries.userId} as user_id from ${t.firstPathEntries}
        union select ${t.secondPathEntries.userId} from ${t.secondPathEntries}
        union select ${t.submissions.userId} from ${t.submissions}
        union select ${t.recordings.userId} from ${t.recordings}
      ) as entrants)`,
      winners: sql<number>`(select count(*)::int from ${t.winners})`,
    })
    .from(sql`(select 1) as one`);
  const { current } = await publishedCompetitions(ctx.db);
  let candidates = 0;
  if (current) for (const track of t.trackSlugs) candidates += (await candidatesOf(ctx.db, current.id, track)).length;
  return retrieved(lang, {
    total_countries: counts?.countries ?? 0,
    registered: counts?.registered ?? 0,
    subscribes_contestants: counts?.entered ?? 0,
    candidates,
    winners: counts?.winners ?? 0,
    is_winners_draw_period: current ? resultsAnnounced(current, ctx.now()) : false,
  });
};
