// CSV exports (issue 30, point 6): the contestants, a track's entries, the results, the winners and the prize requests,
// each filtered as the screen it is offered from (the contestants list's ContestantFilter; the Prizes list's status),
// streamed in keyset batches (server/operators/csv.ts), personal columns masked per role (ID numbers to roles that see
// personal data, full IBANs to finance only), and audited once the last row went out: who, what, filter, row count.
import { type SQL, and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { countryLabel } from '../../../src/domain/countries.ts';
import { maskIban } from '../../../src/domain/iban.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Lang } from '../../messages.ts';
import { operatorOf, type Operator } from '../../operators/access.ts';
import { writeAudit } from '../../operators/audit.ts';
import { type ContestantFilter, type ContestantTrack, contestantCondition, contestantTracks } from '../../operators/contestantFilter.ts';
import { type Cell, csvStream, keysetBatches } from '../../operators/csv.ts';
import { exportWords, wordFor } from '../../operators/exportWords.ts';
import { seesPersonalData } from '../../operators/permissions.ts';
import { text } from '../common.ts';
import type { Context, Handler } from '../context.ts';
import { maskIdNumber } from '../../../src/domain/iban.ts';
import { requestFilter, trackStatusesOf } from './contestants.ts';
import { seesFullIban } from './prizes.ts';

type Column = { key: string; ar: string; en: string };
const col = (key: string, ar: string, en: string): Column => ({ key, ar, en });

const trackName = (track: ContestantTrack, lang: Lang): string => exportWords.trackName[track][lang];
const statusName = (status: string, lang: Lang): string => wordFor(exportWords.statusName, status, lang)!;
const countryOf = (value: string | null, lang: Lang): string | null => (value === null ? null : countryLabel(lang, value));

const at = (d: Date | null | undefined): string | null => (d ? toMeccaString(d) : null);

/** Competition titles in the export's language (a small table, read once per export). */
async function titlesOf(db: Db, lang: Lang): Promise<Map<number, string>> {
  return new Map((await db.select({ id: t.competitions.id, title: t.competitions.title }).from(t.competitions)).map((c) => [c.id, text(c.title, lang)]));
}

/** Sends the file: a name with the day, no caching, then the rows; the audit row is written once the last one went out. */
function sendCsv(
  ctx: Context,
  reply: Parameters<Handler<'exportOperatorContestants'>>[1]['reply'],
  me: Operator,
  args: { kind: string; filter: Record<string, unknown>; lang: Lang; columns: Column[]; batches: AsyncIterable<Cell[][]> },
): undefined {
  const day = toMeccaString(ctx.now()).slice(0, 10);
  reply
    .code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${args.kind}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  const stream = csvStream(
    args.columns.map((c) => c[args.lang]),
    args.batches,
    async (rows) => {
      await writeAudit(ctx.db, {
        operatorId: me.id,
        action: 'export.csv',
        subjectType: 'export',
        subjectId: args.kind,
        before: null,
        after: { kind: args.kind, filter: args.filter, rows },
        at: ctx.now(),
      });
    },
  );
  void reply.send(stream);
  return undefined;
}

const filterJson = (filter: ContestantFilter): Record<string, unknown> => ({ ...filter });

// ---- contestants ----

const contestantColumns = [
  col('id', 'الرقم', 'ID'),
  col('name', 'الاسم', 'Name'),
  col('email', 'البريد الإلكتروني', 'E-mail'),
  col('phone', 'الجوال', 'Phone'),
  col('gender', 'الجنس', 'Gender'),
  col('country', 'الدولة', 'Country'),
  col('nationality', 'الجنسية', 'Nationality'),
  col('birth_date', 'تاريخ الميلاد', 'Birth date'),
  col('id_type', 'نوع الهوية', 'ID type'),
  col('id_number', 'رقم الهوية', 'ID number'),
  col('registered_at', 'تاريخ التسجيل (بتوقيت مكة)', 'Registered (Mecca time)'),
  col('tracks', 'المسارات', 'Tracks'),
  col('winner', 'فائز', 'Winner'),
];

async function* contestantRows(db: Db, filter: ContestantFilter, personal: boolean, lang: Lang): AsyncGenerator<Cell[][]> {
  const where = contestantCondition(filter);
  for await (const batch of keysetBatches(
    (after: number | undefined, limit) =>
      db
        .select()
        .from(t.users)
        .where(after === undefined ? where : and(where, lt(t.users.id, after)))
        .orderBy(desc(t.users.id))
        .limit(limit),
    (u) => u.id,
  )) {
    const statuses = await trackStatusesOf(
      db,
      batch.map((u) => u.id),
      filter.competitionId,
    );
    yield batch.map((u) => [
      u.id,
      u.name,
      u.email,
      u.phone,
      wordFor(exportWords.gender, u.gender, lang),
      countryOf(u.country, lang),
      countryOf(u.nationality, lang),
      u.birthDate,
      wordFor(exportWords.idType, u.nationalIdType, lang),
      u.idNumber === null ? null : personal ? u.idNumber : maskIdNumber(u.idNumber),
      at(u.createdAt),
      (statuses.get(u.id) ?? []).map((s) => `${trackName(s.track, lang)}: ${statusName(s.status, lang)}`).join(lang === 'ar' ? '؛ ' : '; '),
      (u.isWinner ? exportWords.yes : exportWords.no)[lang],
    ]);
  }
}

// ---- a track's entries, and the results (the decided entries) ----

const entryColumns = [
  col('entry_id', 'رقم المشاركة', 'Entry'),
  col('contestant_id', 'رقم المتسابق', 'Contestant'),
  col('name', 'الاسم', 'Name'),
  col('email', 'البريد الإلكتروني', 'E-mail'),
  col('competition', 'المسابقة', 'Competition'),
  col('track', 'المسار', 'Track'),
  col('pseudonym', 'الاسم المستعار', 'Pseudonym'),
  col('status', 'الحالة', 'Status'),
  col('at', 'التاريخ (بتوقيت مكة)', 'Date (Mecca time)'),
  col('score', 'الدرجة', 'Score'),
  col('out_of', 'من', 'Out of'),
  col('reason', 'السبب', 'Reason'),
];

type EntryRow = { id: number; userId: number; name: string; email: string; competitionId: number; pseudonym: string | null; status: string; at: Date | null; score: number | null; outOf: number | null; reason: string | null };

/** Statuses that are decisions (the results export): a finished quiz, a judged set or attempt, a test's outcome. */
const decided: Record<ContestantTrack, readonly string[]> = {
  first: ['submitted', 'closed'],
  second: ['accepted', 'refused'],
  third: ['success', 'failed', 'refused'],
  fourth: ['success', 'failed', 'refused'],
  fifth: ['active', 'failed', 'success'],
};

/** One page of a track's entries (after an entry id), of the filter's contestants, in the entry's status when asked. */
function entryPage(db: Db, track: ContestantTrack, where: SQL, competitionId: number | undefined, statuses: readonly string[] | undefined, after: number | undefined, limit: number): Promise<EntryRow[]> {
  const person = { userId: t.users.id, name: t.users.name, email: t.users.email };
  const keyed = <C extends typeof t.firstPathEntries.id | typeof t.secondPathEntries.id | typeof t.submissions.id | typeof t.recordings.id>(id: C, competition: SQL | typeof t.firstPathEntries.competitionId) =>
    and(where, after === undefined ? undefined : gt(id, after), competitionId === undefined ? undefined : sql`${competition} = ${competitionId}`);
  switch (track) {
    case 'first': {
      const status = sql<string>`case when ${t.firstPathEntries.closedBy} = 'deadline' then 'closed' when ${t.firstPathEntries.submittedAt} is not null then 'submitted' else 'started' end`;
      return db
        .select({ id: t.firstPathEntries.id, ...person, competitionId: t.firstPathEntries.competitionId, pseudonym: sql<null>`null`, status, at: sql<Date | null>`coalesce(${t.firstPathEntries.submittedAt}, ${t.firstPathEntries.startedAt})`.mapWith(t.firstPathEntries.startedAt), score: t.firstPathEntries.correctAnswers, outOf: t.firstPathEntries.totalQuestions, reason: sql<null>`null` })
        .from(t.firstPathEntries)
        .innerJoin(t.users, eq(t.users.id, t.firstPathEntries.userId))
        .where(and(keyed(t.firstPathEntries.id, t.firstPathEntries.competitionId), statuses ? sql`${status} in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : undefined))
        .orderBy(asc(t.firstPathEntries.id))
        .limit(limit);
    }
    case 'second':
      return db
        .select({ id: t.secondPathEntries.id, ...person, competitionId: t.secondPathEntries.competitionId, pseudonym: t.secondPathEntries.reviewCode, status: t.secondPathEntries.status, at: sql<Date | null>`coalesce(${t.secondPathEntries.submittedAt}, ${t.secondPathEntries.createdAt})`.mapWith(t.secondPathEntries.createdAt), score: sql<null>`null`, outOf: sql<null>`null`, reason: t.secondPathEntries.refusalReason })
        .from(t.secondPathEntries)
        .innerJoin(t.users, eq(t.users.id, t.secondPathEntries.userId))
        .where(and(keyed(t.secondPathEntries.id, sql`${t.secondPathEntries.competitionId}`), statuses ? sql`${t.secondPathEntries.status} in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : undefined))
        .orderBy(asc(t.secondPathEntries.id))
        .limit(limit);
    case 'third':
    case 'fourth':
      return db
        .select({ id: t.submissions.id, ...person, competitionId: t.submissions.competitionId, pseudonym: sql<null>`null`, status: t.submissions.status, at: sql<Date | null>`coalesce(${t.submissions.decidedAt}, ${t.submissions.createdAt})`.mapWith(t.submissions.createdAt), score: t.submissions.degree, outOf: sql<number | null>`case when ${t.submissions.degree} is null then null else 100 end`, reason: t.submissions.refusalReason })
        .from(t.submissions)
        .innerJoin(t.users, eq(t.users.id, t.submissions.userId))
        .where(and(eq(t.submissions.track, track), keyed(t.submissions.id, sql`${t.submissions.competitionId}`), statuses ? sql`${t.submissions.status} in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : undefined))
        .orderBy(asc(t.submissions.id))
        .limit(limit);
    case 'fifth':
      return db
        .select({ id: t.recordings.id, ...person, competitionId: t.recordings.competitionId, pseudonym: t.recordings.reviewCode, status: sql<string>`coalesce(${t.recordings.status}, 'pending')`, at: t.recordings.createdAt, score: t.recordings.degree, outOf: sql<number | null>`case when ${t.recordings.degree} is null then null else 100 end`, reason: t.recordings.refusalReason })
        .from(t.recordings)
        .innerJoin(t.users, eq(t.users.id, t.recordings.userId))
        .where(and(eq(t.recordings.track, 'fifth'), keyed(t.recordings.id, sql`${t.recordings.competitionId}`), statuses ? sql`${t.recordings.status} in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})` : undefined))
        .orderBy(asc(t.recordings.id))
        .limit(limit);
  }
}

async function* entryRows(db: Db, tracks: readonly ContestantTrack[], filter: ContestantFilter, onlyDecided: boolean, lang: Lang): AsyncGenerator<Cell[][]> {
  const where = contestantCondition(filter);
  const titles = await titlesOf(db, lang);
  for (const track of tracks) {
    const statuses = onlyDecided ? decided[track] : filter.status && filter.track === track ? [filter.status] : undefined;
    for await (const batch of keysetBatches(
      (after: number | undefined, limit) => entryPage(db, track, where, filter.competitionId, statuses, after, limit),
      (row) => row.id,
    )) {
      yield batch.map((r) => [r.id, r.userId, r.name, r.email, titles.get(r.competitionId) ?? r.competitionId, trackName(track, lang), r.pseudonym, statusName(r.status, lang), at(r.at), r.score, r.outOf, r.reason]);
    }
  }
}

// ---- winners ----

const winnerColumns = [
  col('competition', 'المسابقة', 'Competition'),
  col('track', 'المسار', 'Track'),
  col('rank', 'الترتيب', 'Rank'),
  col('name_ar', 'الاسم بالعربية', 'Name in Arabic'),
  col('name_en', 'الاسم بالإنجليزية', 'Name in English'),
  col('country', 'الدولة', 'Country'),
  col('prize', 'الجائزة (ريال)', 'Prize (SAR)'),
  col('pseudonym', 'الاسم المستعار في السحب', 'Draw pseudonym'),
  col('contestant_id', 'رقم المتسابق', 'Contestant'),
  col('email', 'البريد الإلكتروني', 'E-mail'),
  col('phone', 'الجوال', 'Phone'),
];

async function* winnerRows(db: Db, filter: ContestantFilter, lang: Lang): AsyncGenerator<Cell[][]> {
  const titles = await titlesOf(db, lang);
  // Wins of archived competitions may name nobody's account: they are winners too, unless the filter asks about people.
  const aboutPeople = filter.q !== undefined || filter.status !== undefined;
  const people = aboutPeople ? contestantCondition({ ...filter, winners: false, competitionId: undefined, track: filter.status ? filter.track : undefined }) : undefined;
  const where = and(filter.track ? eq(t.winners.track, filter.track) : undefined, filter.competitionId !== undefined ? eq(t.winners.competitionId, filter.competitionId) : undefined, people);
  for await (const batch of keysetBatches(
    (after: number | undefined, limit) =>
      db
        .select({ w: t.winners, email: t.users.email, phone: t.users.phone })
        .from(t.winners)
        .leftJoin(t.users, eq(t.users.id, t.winners.userId))
        .where(and(where, after === undefined ? undefined : gt(t.winners.id, after)))
        .orderBy(asc(t.winners.id))
        .limit(limit),
    (row) => row.w.id,
  )) {
    yield batch.map(({ w, email, phone }) => [
      titles.get(w.competitionId) ?? w.competitionId,
      trackName(w.track, lang),
      w.rank,
      w.name.ar,
      w.name.en,
      countryOf(text(w.country, lang), lang),
      w.prize,
      w.entryId,
      w.userId,
      email,
      phone,
    ]);
  }
}

export const exportOperatorContestants: Handler<'exportOperatorContestants'> = async (ctx, { request, reply, lang }) => {
  const me = operatorOf(request);
  const filter = requestFilter(request.query);
  const kind = request.params.exportKind;
  const personal = seesPersonalData(me.role);
  const send = (columns: Column[], batches: AsyncIterable<Cell[][]>) => sendCsv(ctx, reply, me, { kind, filter: filterJson(filter), lang, columns, batches });
  switch (kind) {
    case 'contestants':
      return send(contestantColumns, contestantRows(ctx.db, filter, personal, lang));
    case 'entries':
      if (!filter.track) throw new ApiError(422, 'invalid', { errors: { track: 'trackRequired' } });
      return send(entryColumns, entryRows(ctx.db, [filter.track], filter, false, lang));
    case 'results':
      return send(entryColumns, entryRows(ctx.db, filter.track ? [filter.track] : contestantTracks, filter, true, lang));
    case 'winners':
      return send(winnerColumns, winnerRows(ctx.db, filter, lang));
  }
};

// ---- prize requests ----

const prizeColumns = [
  col('id', 'رقم الطلب', 'Request'),
  col('competition', 'المسابقة', 'Competition'),
  col('track', 'المسار', 'Track'),
  col('rank', 'الترتيب', 'Rank'),
  col('prize', 'الجائزة (ريال)', 'Prize (SAR)'),
  col('name', 'الفائز', 'Winner'),
  col('email', 'البريد الإلكتروني', 'E-mail'),
  col('bank', 'البنك', 'Bank'),
  col('holder', 'صاحب الحساب', 'Account holder'),
  col('iban', 'الآيبان', 'IBAN'),
  col('status', 'الحالة', 'Status'),
  col('reason', 'السبب', 'Reason'),
  col('reference', 'مرجع الدفع', 'Payment reference'),
  col('requested_at', 'تاريخ الطلب (بتوقيت مكة)', 'Requested (Mecca time)'),
  col('reviewed_at', 'تاريخ المراجعة', 'Reviewed'),
  col('payment_recorded_at', 'تاريخ تسجيل الدفع', 'Payment recorded'),
  col('paid_at', 'تاريخ الدفع', 'Paid'),
];

export const exportOperatorPrizeRequests: Handler<'exportOperatorPrizeRequests'> = async (ctx, { request, reply, lang }) => {
  const me = operatorOf(request);
  const status = request.query?.status;
  const full = seesFullIban(me.role);
  const db = ctx.db;
  async function* rows(): AsyncGenerator<Cell[][]> {
    const titles = await titlesOf(db, lang);
    for await (const batch of keysetBatches(
      (after: number | undefined, limit) =>
        db
          .select({ r: t.prizeRequests, w: t.winners, name: t.users.name, email: t.users.email })
          .from(t.prizeRequests)
          .innerJoin(t.winners, eq(t.winners.id, t.prizeRequests.winId))
          .innerJoin(t.users, eq(t.users.id, t.prizeRequests.userId))
          .where(and(status ? eq(t.prizeRequests.status, status) : undefined, after === undefined ? undefined : lt(t.prizeRequests.id, after)))
          .orderBy(desc(t.prizeRequests.id))
          .limit(limit),
      (row) => row.r.id,
    )) {
      yield batch.map(({ r, w, name, email }) => [
        r.id,
        titles.get(w.competitionId) ?? w.competitionId,
        trackName(w.track, lang),
        w.rank,
        w.prize,
        name,
        email,
        r.bankName,
        r.accountHolder,
        full ? r.iban : maskIban(r.iban),
        wordFor(exportWords.prizeStatus, r.status, lang),
        r.refusalReason,
        r.paymentReference,
        at(r.createdAt),
        at(r.reviewedAt),
        at(r.paymentRecordedAt),
        at(r.paidAt),
      ]);
    }
  }
  return sendCsv(ctx, reply, me, { kind: 'prize_requests', filter: status ? { status } : {}, lang, columns: prizeColumns, batches: rows() });
};
