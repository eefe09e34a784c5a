// The console's contestants (issue 30, point 1): one list across every track, searched and filtered by the one
// ContestantFilter (server/operators/contestantFilter.ts) and paged on the server, and each contestant's page: their
// profile (the ID number masked for roles that do not see personal data) and one timeline across tracks, newest first.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { maskIdNumber } from '../../../src/domain/iban.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Lang } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { type ContestantFilter, type ContestantTrack, contestantCondition, filterFault, filterOfQuery, isContestant } from '../../operators/contestantFilter.ts';
import { seesPersonalData } from '../../operators/permissions.ts';
import { text } from '../common.ts';
import type { Handler, Schemas, User } from '../context.ts';

type Summary = Schemas['ContestantSummary'];
type TrackStatus = Schemas['ContestantTrackStatus'];
type Event = Schemas['ContestantTimelineEvent'];

/** The filter of a request, or a 422 naming what cannot be (a status without its track, or one the track lacks). */
export function requestFilter(query: Parameters<typeof filterOfQuery>[0]): ContestantFilter {
  const filter = filterOfQuery(query);
  const fault = filterFault(filter);
  if (fault) throw new ApiError(422, 'invalid', { errors: { [fault.field]: fault.code } });
  return filter;
}

/** Each contestant's tracks: per track, the newest competition they entered it in (or the filtered one), with its status. */
export async function trackStatusesOf(db: Db, ids: number[], competitionId: number | undefined): Promise<Map<number, TrackStatus[]>> {
  const byUser = new Map<number, TrackStatus[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byUser;
  const inComp = (column: AnyPgColumn) => (competitionId === undefined ? undefined : eq(column, competitionId));
  const [first, second, requests, fifth] = await Promise.all([
    db
      .select({ userId: t.firstPathEntries.userId, competitionId: t.firstPathEntries.competitionId, closedBy: t.firstPathEntries.closedBy, submittedAt: t.firstPathEntries.submittedAt })
      .from(t.firstPathEntries)
      .where(and(inArray(t.firstPathEntries.userId, ids), inComp(t.firstPathEntries.competitionId)))
      .orderBy(desc(t.firstPathEntries.competitionId)),
    db
      .select({ userId: t.secondPathEntries.userId, competitionId: t.secondPathEntries.competitionId, status: t.secondPathEntries.status })
      .from(t.secondPathEntries)
      .where(and(inArray(t.secondPathEntries.userId, ids), inComp(t.secondPathEntries.competitionId)))
      .orderBy(desc(t.secondPathEntries.competitionId)),
    db
      .select({ userId: t.submissions.userId, competitionId: t.submissions.competitionId, track: t.submissions.track, status: t.submissions.status })
      .from(t.submissions)
      .where(and(inArray(t.submissions.userId, ids), inComp(t.submissions.competitionId)))
      .orderBy(desc(t.submissions.competitionId), desc(t.submissions.id)),
    db
      .select({ userId: t.recordings.userId, competitionId: t.recordings.competitionId, status: t.recordings.status })
      .from(t.recordings)
      .where(and(inArray(t.recordings.userId, ids), eq(t.recordings.track, 'fifth'), inComp(t.recordings.competitionId)))
      .orderBy(desc(t.recordings.competitionId), desc(t.recordings.clipIndex)),
  ]);
  const add = (userId: number, track: ContestantTrack, competition: number, status: string) => {
    const list = byUser.get(userId);
    if (list && !list.some((s) => s.track === track)) list.push({ track, competition_id: competition, status });
  };
  for (const f of first) add(f.userId, 'first', f.competitionId, f.closedBy === 'deadline' ? 'closed' : f.submittedAt ? 'submitted' : 'started');
  for (const s of second) add(s.userId, 'second', s.competitionId, s.status);
  for (const r of requests) add(r.userId, r.track, r.competitionId, r.status);
  for (const a of fifth) add(a.userId, 'fifth', a.competitionId, a.status ?? 'pending');
  const order: ContestantTrack[] = ['first', 'second', 'third', 'fourth', 'fifth'];
  for (const list of byUser.values()) list.sort((a, b) => order.indexOf(a.track) - order.indexOf(b.track));
  return byUser;
}

/** One page of the filter's contestants, newest registration first, with the count of them all and each one's tracks. */
export async function contestantPage(db: Db, filter: ContestantFilter, page: number, perPage: number): Promise<{ list: Summary[]; total: number }> {
  const where = contestantCondition(filter);
  // The page and the count apart: a window count over the page query would make it read and sort every match before
  // the limit, where the page alone walks the primary key backwards and stops after the page.
  const [rows, counted] = await Promise.all([
    db
      .select({ id: t.users.id, name: t.users.name, email: t.users.email, phone: t.users.phone, country: t.users.country, createdAt: t.users.createdAt, isWinner: t.users.isWinner })
      .from(t.users)
      .where(where)
      .orderBy(desc(t.users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(t.users).where(where),
  ]);
  const total = counted[0]?.n ?? 0;
  const statuses = await trackStatusesOf(
    db,
    rows.map((r) => r.id),
    filter.competitionId,
  );
  const list: Summary[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    country: r.country,
    registered_at: toMeccaString(r.createdAt),
    is_winner: r.isWinner,
    tracks: statuses.get(r.id) ?? [],
  }));
  return { list, total };
}

export const getOperatorContestants: Handler<'getOperatorContestants'> = async (ctx, { request, lang }) => {
  const filter = requestFilter(request.query);
  const page = request.query?.page ?? 1;
  const perPage = request.query?.per_page ?? 50;
  const { list, total } = await contestantPage(ctx.db, filter, page, perPage);
  const competitions = (await ctx.db.select({ id: t.competitions.id, title: t.competitions.title }).from(t.competitions).orderBy(desc(t.competitions.startAt), desc(t.competitions.id))).map((c) => ({
    id: c.id,
    title: text(c.title, lang),
  }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list], meta: { total, page, per_page: perPage }, competitions } };
};

const event = (kind: Event['kind'], at: Date, fields: Partial<Omit<Event, 'kind' | 'at'>> = {}): Event & { instant: number } => ({
  kind,
  at: toMeccaString(at),
  instant: at.getTime(),
  competition_id: null,
  competition_title: null,
  track: null,
  status: null,
  number: null,
  score: null,
  total: null,
  degree: null,
  reason: null,
  text: null,
  recording_id: null,
  audio_url: null,
  ...fields,
});

const audioUrl = (recordingId: number) => `/api/v1/operator/recordings/${recordingId}/audio`;

/** Every event of one contestant across competitions and tracks, newest first (ties: the later step first). */
export async function timelineOf(db: Db, user: User, lang: Lang): Promise<Event[]> {
  const userId = user.id;
  const [competitions, first, recordings, sets, requests, wins, prizes, certificates, messages] = await Promise.all([
    db.select({ id: t.competitions.id, title: t.competitions.title }).from(t.competitions),
    db.select().from(t.firstPathEntries).where(eq(t.firstPathEntries.userId, userId)),
    db.select().from(t.recordings).where(eq(t.recordings.userId, userId)),
    db.select().from(t.secondPathEntries).where(eq(t.secondPathEntries.userId, userId)),
    db.select().from(t.submissions).where(eq(t.submissions.userId, userId)),
    db.select({ w: t.winners, publishedAt: t.draws.publishedAt }).from(t.winners).leftJoin(t.draws, eq(t.draws.id, t.winners.drawId)).where(eq(t.winners.userId, userId)),
    db.select({ r: t.prizeRequests, w: t.winners }).from(t.prizeRequests).innerJoin(t.winners, eq(t.winners.id, t.prizeRequests.winId)).where(eq(t.prizeRequests.userId, userId)),
    db.select().from(t.certificates).where(eq(t.certificates.userId, userId)),
    db.select().from(t.complaints).where(eq(t.complaints.userId, userId)),
  ]);
  const titles = new Map(competitions.map((c) => [c.id, text(c.title, lang)]));
  const where = (competitionId: number, track: ContestantTrack) => ({ competition_id: competitionId, competition_title: titles.get(competitionId) ?? null, track });
  const events: (Event & { instant: number })[] = [event('registered', user.createdAt)];

  for (const f of first) {
    const at = where(f.competitionId, 'first');
    events.push(event('quiz_started', f.startedAt, { ...at, total: f.totalQuestions }));
    if (f.submittedAt) {
      events.push(event('quiz_finished', f.submittedAt, { ...at, status: f.closedBy === 'deadline' ? 'closed' : 'submitted', score: f.correctAnswers, total: f.totalQuestions }));
    }
  }
  const setByCompetition = new Map(sets.map((s) => [s.competitionId, s]));
  for (const r of recordings) {
    const at = where(r.competitionId, r.track);
    if (r.track === 'second') {
      // A clip of a set still being recorded is no one's to hear in the console (getOperatorRecordingAudio).
      const playable = (setByCompetition.get(r.competitionId)?.status ?? 'recording') !== 'recording';
      events.push(event('clip_recorded', r.updatedAt, { ...at, number: r.clipIndex, recording_id: r.id, audio_url: playable ? audioUrl(r.id) : null }));
    } else {
      events.push(event('attempt_sent', r.createdAt, { ...at, number: r.clipIndex, status: r.status, recording_id: r.id, audio_url: audioUrl(r.id) }));
    }
  }
  const setIds = sets.map((s) => s.id);
  const attemptIds = recordings.filter((r) => r.track === 'fifth').map((r) => r.id);
  const reviews =
    setIds.length || attemptIds.length
      ? await db
          .select()
          .from(t.reviews)
          .where(
            sql`(${t.reviews.itemKind} = 'second' and ${t.reviews.itemId} in (${sql.join([...setIds, 0].map((id) => sql`${id}`), sql`, `)}))
              or (${t.reviews.itemKind} = 'fifth' and ${t.reviews.itemId} in (${sql.join([...attemptIds, 0].map((id) => sql`${id}`), sql`, `)}))`,
          )
      : [];
  for (const s of sets) {
    const at = where(s.competitionId, 'second');
    if (s.submittedAt) events.push(event('set_submitted', s.submittedAt, at));
    if (s.status === 'accepted' || s.status === 'refused') {
      const verdicts = reviews.filter((v) => v.itemKind === 'second' && v.itemId === s.id);
      const decidedAt = verdicts.reduce<Date | null>((latest, v) => (!latest || v.createdAt > latest ? v.createdAt : latest), null) ?? s.submittedAt ?? s.createdAt;
      const counted = verdicts.filter((v) => v.verdict === 'accept' && v.total !== null);
      const degree = counted.length ? Math.round(counted.reduce((sum, v) => sum + (v.total ?? 0), 0) / counted.length) : null;
      events.push(event('set_decided', decidedAt, { ...at, status: s.status, reason: s.refusalReason, degree: s.status === 'accepted' ? degree : null }));
    }
  }
  for (const r of recordings.filter((x) => x.track === 'fifth' && x.status !== 'pending' && x.status !== 'inactive' && x.status !== null)) {
    events.push(event('attempt_decided', r.updatedAt, { ...where(r.competitionId, 'fifth'), number: r.clipIndex, status: r.status, degree: r.degree, reason: r.refusalReason }));
  }
  for (const v of reviews) {
    const competitionId = v.itemKind === 'second' ? sets.find((s) => s.id === v.itemId)?.competitionId : recordings.find((r) => r.id === v.itemId)?.competitionId;
    if (competitionId === undefined) continue;
    const number = v.itemKind === 'fifth' ? (recordings.find((r) => r.id === v.itemId)?.clipIndex ?? null) : null;
    events.push(event('review', v.createdAt, { ...where(competitionId, v.itemKind), number, status: v.verdict, degree: v.total, reason: v.reason }));
  }
  for (const r of requests) {
    const at = where(r.competitionId, r.track);
    events.push(event('request_booked', r.createdAt, { ...at, text: toMeccaString(r.appointmentAt) }));
    if (r.decidedAt && r.status !== 'pending' && r.status !== 'cancelled') events.push(event('request_decided', r.decidedAt, { ...at, status: r.status, degree: r.degree, reason: r.refusalReason }));
    if (r.cancelledAt) events.push(event('request_cancelled', r.cancelledAt, { ...at, status: 'cancelled' }));
  }
  const competitionEnd = new Map((await db.select({ id: t.competitions.id, endAt: t.competitions.endAt }).from(t.competitions)).map((c) => [c.id, c.endAt]));
  for (const { w, publishedAt } of wins) {
    const at = publishedAt ?? competitionEnd.get(w.competitionId);
    if (at) events.push(event('won', at, { ...where(w.competitionId, w.track), number: w.rank, degree: w.prize }));
  }
  for (const { r, w } of prizes) {
    const at = where(w.competitionId, w.track);
    events.push(event('prize_requested', r.createdAt, { ...at, degree: w.prize }));
    if (r.reviewedAt) events.push(event('prize_step', r.reviewedAt, { ...at, status: r.status === 'returned' || r.status === 'refused' ? r.status : 'approved', reason: r.refusalReason }));
    if (r.paymentRecordedAt) events.push(event('prize_step', r.paymentRecordedAt, { ...at, status: 'payment_recorded', text: r.paymentReference }));
    if (r.paidAt) events.push(event('prize_step', r.paidAt, { ...at, status: 'paid', text: r.paymentReference }));
  }
  for (const c of certificates) {
    const issued = new Date(c.issuedAt);
    if (!Number.isNaN(issued.getTime())) events.push(event('certificate', issued, { ...where(c.competitionId, c.track), status: c.kind, text: c.code }));
  }
  const replies = messages.length
    ? await db
        .select()
        .from(t.complaintReplies)
        .where(
          inArray(
            t.complaintReplies.complaintId,
            messages.map((m) => m.id),
          ),
        )
    : [];
  for (const m of messages) {
    events.push(event('message', m.createdAt, { status: m.type, text: m.content }));
    for (const r of replies.filter((x) => x.complaintId === m.id)) events.push(event('message_answered', r.sentAt, { status: m.type, text: r.body }));
  }
  // Newest first; events at the same minute keep the order they happen in, reversed (a decision after its request).
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.instant - a.e.instant || b.i - a.i)
    .map(({ e: { instant: _instant, ...rest } }) => rest);
}

export const getOperatorContestant: Handler<'getOperatorContestant'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const [user] = await ctx.db.select().from(t.users).where(isContestant(request.params.contestantId));
  if (!user) throw new ApiError(404, 'notFound');
  const personal = seesPersonalData(me.role);
  const detail: Schemas['ContestantDetail'] = {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    country: user.country,
    nationality: user.nationality,
    birth_date: user.birthDate,
    national_id_type: user.nationalIdType,
    id_number: user.idNumber === null ? null : personal ? user.idNumber : maskIdNumber(user.idNumber),
    id_number_masked: !personal && user.idNumber !== null,
    id_name: user.idName,
    language: user.language,
    email_verified: user.emailVerifiedAt !== null,
    is_winner: user.isWinner,
    registered_at: toMeccaString(user.createdAt),
    timeline: await timelineOf(ctx.db, user, lang),
  };
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [detail] } };
};
