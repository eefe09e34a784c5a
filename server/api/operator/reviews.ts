// The blind review queue: second-track sets and fifth-track attempts, two verdicts each (a third on disagreement),
// identities never shown. The verdict that completes an item applies the decision, audited and notified, at once.
// A reviewer sees, and hears, only what is assigned to them: open items, never their own or a declared conflict's, and
// not once they recused; anything else answers 404, as an id that does not exist.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { recitationsOf } from '../../competitions/content.ts';
import { ApiError } from '../../http/errors.ts';
import { PLAYBACK } from '../../media/analyse.ts';
import { formatNumber } from '../../../src/domain/format.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { type Lang, t as msg } from '../../messages.ts';
import { type Operator, operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { notices } from '../../operators/notices.ts';
import { REVIEW_TOLERANCE, reviewState, rubrics, totalOf } from '../../operators/reviewRule.ts';
import { text } from '../common.ts';
import type { Handler, Schemas } from '../context.ts';
import { sendStoredFile } from '../tracks/recording.ts';
import { decideDeps, reasonOf } from './common.ts';

type Kind = t.ReviewItemKind;
type Item = { kind: Kind; id: number; userId: number; reviewCode: string; submittedAt: Date; open: boolean };
type Review = typeof t.reviews.$inferSelect;
type Recording = typeof t.recordings.$inferSelect;

/** The pseudonym reviewers see instead of a name: the track's letter and the entry's random stored code (F-7K3Q-9XA2), never its id. */
const codeOf = (item: Item) => `${item.kind === 'second' ? 'S' : 'F'}-${item.reviewCode}`;

/** Only those who decide (operators and administrators) hear every recording; a reviewer hears only what it is assigned. */
const seesEverything = (me: Operator) => me.role === 'operator' || me.role === 'administrator';

async function openItems(db: Db): Promise<Item[]> {
  const sets = await db.select().from(t.secondPathEntries).where(eq(t.secondPathEntries.status, 'submitted')).orderBy(asc(t.secondPathEntries.submittedAt));
  const attempts = await db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.track, 'fifth'), eq(t.recordings.status, 'pending')))
    .orderBy(asc(t.recordings.createdAt));
  return [
    ...sets.map((s) => ({ kind: 'second' as const, id: s.id, userId: s.userId, reviewCode: s.reviewCode, submittedAt: s.submittedAt ?? s.createdAt, open: true })),
    ...attempts.map((a) => ({ kind: 'fifth' as const, id: a.id, userId: a.userId, reviewCode: a.reviewCode, submittedAt: a.createdAt, open: true })),
  ].sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
}

/** One item, its row locked for the rest of the transaction when `lock` (two verdicts at once are decided one after the other). */
async function itemOf(db: Db | Tx, kind: Kind, id: number, lock = false): Promise<Item | undefined> {
  if (kind === 'second') {
    const query = db.select().from(t.secondPathEntries).where(eq(t.secondPathEntries.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || row.status === 'recording') return undefined;
    return { kind, id, userId: row.userId, reviewCode: row.reviewCode, submittedAt: row.submittedAt ?? row.createdAt, open: row.status === 'submitted' };
  }
  const query = db.select().from(t.recordings).where(and(eq(t.recordings.id, id), eq(t.recordings.track, 'fifth')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return { kind, id, userId: row.userId, reviewCode: row.reviewCode, submittedAt: row.createdAt, open: row.status === 'pending' };
}

/**
 * The contestants a console account never reviews: the site account with its own e-mail (the same person) and those
 * whose e-mail it declared a conflict with (operator_conflicts).
 */
async function conflictsOf(db: Db | Tx, me: Operator): Promise<Set<number>> {
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(
      sql`lower(${t.users.email}) = lower(${me.email}) or lower(${t.users.email}) in (select lower(${t.operatorConflicts.email}) from ${t.operatorConflicts} where ${t.operatorConflicts.operatorId} = ${me.id})`,
    );
  return new Set(rows.map((r) => r.id));
}

/** Whether an item is in `me`'s queue: still open, not a contestant they must not review, and not one they recused from. */
const isAssigned = (item: Item, rows: Review[], me: Operator, conflicts: Set<number>) =>
  item.open && !conflicts.has(item.userId) && !rows.some((r) => r.reviewerId === me.id && r.verdict === 'recuse');

/** The review item a recording belongs to: its fifth-track attempt, or its second-track set once submitted. */
async function itemOfRecording(db: Db, recordingId: number): Promise<{ item: Item; recording: Recording } | undefined> {
  const [row] = await db
    .select({ recording: t.recordings, entry: t.secondPathEntries })
    .from(t.recordings)
    .leftJoin(
      t.secondPathEntries,
      and(eq(t.recordings.track, 'second'), eq(t.secondPathEntries.userId, t.recordings.userId), eq(t.secondPathEntries.competitionId, t.recordings.competitionId)),
    )
    .where(eq(t.recordings.id, recordingId));
  if (!row) return undefined;
  const { recording: r, entry } = row;
  if (r.track === 'fifth') return { recording: r, item: { kind: 'fifth', id: r.id, userId: r.userId, reviewCode: r.reviewCode, submittedAt: r.createdAt, open: r.status === 'pending' } };
  // A clip of a set still being recorded is no one's to hear in the console.
  if (!entry || entry.status === 'recording') return undefined;
  return {
    recording: r,
    item: { kind: 'second', id: entry.id, userId: entry.userId, reviewCode: entry.reviewCode, submittedAt: entry.submittedAt ?? entry.createdAt, open: entry.status === 'submitted' },
  };
}

/** 404 for a reviewer on anything not assigned to them, so walking ids tells nothing; the operator role sees every item. */
async function requireVisible(db: Db | Tx, me: Operator, item: Item): Promise<void> {
  if (seesEverything(me)) return;
  if (!isAssigned(item, await reviewsOf(db, [item]), me, await conflictsOf(db, me))) throw new ApiError(404, 'notFound');
}

async function reviewsOf(db: Db | Tx, items: { kind: Kind; id: number }[]): Promise<Review[]> {
  if (!items.length) return [];
  return db
    .select()
    .from(t.reviews)
    .where(sql`(${t.reviews.itemKind}, ${t.reviews.itemId}) in (${sql.join(items.map((i) => sql`(${i.kind}, ${i.id})`), sql`, `)})`)
    .orderBy(asc(t.reviews.id));
}

const counted = (rows: Review[]) =>
  rows.filter((r): r is Review & { verdict: 'accept' | 'refuse'; total: number } => r.verdict !== 'recuse' && r.total !== null);

function queueJson(item: Item, rows: Review[], reviewerId: number): Schemas['ReviewQueueItem'] {
  const mine = rows.find((r) => r.reviewerId === reviewerId);
  const verdicts = counted(rows);
  return {
    kind: item.kind,
    item_id: item.id,
    code: codeOf(item),
    submitted_at: toMeccaString(item.submittedAt),
    verdicts: verdicts.length,
    verdicts_needed: reviewState(verdicts).needed,
    mine: mine?.verdict ?? null,
    status: item.open ? 'open' : 'decided',
  };
}

/** What the server's audio checks noticed, in words a reviewer reads while listening. */
export function qualityNotes(r: Recording, lang: Lang): string[] {
  const say = (ar: string, en: string) => (lang === 'ar' ? ar : en);
  if (r.durationMs === null && r.loudnessLufs === null && r.peakDb === null) return [say('لم يُفحص هذا التسجيل آليًا.', 'This recording was not checked automatically.')];
  const notes: string[] = [];
  if (r.loudnessLufs !== null && r.loudnessLufs < -30) notes.push(say(`الصوت خافت (أقل من ${formatNumber('ar', -30)} LUFS)؛ ارفع مستوى الاستماع.`, 'Quiet recording (below -30 LUFS); raise your volume.'));
  if (r.loudnessLufs !== null && r.loudnessLufs > -10) notes.push(say(`الصوت مرتفع جدًا (أعلى من ${formatNumber('ar', -10)} LUFS).`, 'Very loud recording (above -10 LUFS).'));
  if (r.peakDb !== null && r.peakDb >= -0.5) notes.push(say('في التسجيل تشبّع (ذُرى عند الحدّ الأقصى)؛ قد يُسمع تشويش.', 'The recording clips (peaks at full scale); distortion may be heard.'));
  if (r.loudnessRangeLu !== null && r.loudnessRangeLu > 20) notes.push(say('مستوى الصوت متفاوت كثيرًا بين المقاطع.', 'The volume varies a lot along the recording.'));
  if (!notes.length) notes.push(say('لم يُلحظ في الفحص الآلي ما يستدعي الانتباه.', 'The automatic checks noticed nothing of concern.'));
  return notes;
}

async function recordingsOf(db: Db | Tx, item: Item): Promise<Recording[]> {
  if (item.kind === 'fifth') return db.select().from(t.recordings).where(eq(t.recordings.id, item.id));
  const [entry] = await db.select().from(t.secondPathEntries).where(eq(t.secondPathEntries.id, item.id));
  return db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.userId, entry!.userId), eq(t.recordings.competitionId, entry!.competitionId), eq(t.recordings.track, 'second')))
    .orderBy(asc(t.recordings.clipIndex));
}

async function itemJson(db: Db | Tx, item: Item, reviewerId: number, lang: Lang): Promise<Schemas['ReviewItem']> {
  const rows = await reviewsOf(db, [item]);
  const mine = rows.find((r) => r.reviewerId === reviewerId);
  const recordings = await recordingsOf(db, item);
  const recitations = item.kind === 'second' && recordings[0] ? await recitationsOf(db, recordings[0].competitionId) : [];
  return {
    ...queueJson(item, rows, reviewerId),
    recordings: recordings.map((r) => {
      const recitation = recitations.find((x) => x.id === r.clipIndex);
      return {
        id: r.id,
        label: item.kind === 'second' && recitation ? text(recitation.title, lang) : lang === 'ar' ? `المحاولة ${formatNumber('ar', r.clipIndex)}` : `Attempt ${r.clipIndex}`,
        audio_url: `/api/v1/operator/recordings/${r.id}/audio`,
        mime_type: r.playbackFileName ? 'audio/mp4' : r.mimeType,
        duration_seconds: r.durationMs === null ? null : Math.round(r.durationMs / 100) / 10,
        quality_notes: qualityNotes(r, lang),
      };
    }),
    rubric: rubrics[item.kind],
    tolerance: REVIEW_TOLERANCE,
    my_scores: mine?.scores ?? null,
    my_reason: mine?.reason ?? null,
  };
}

export const getOperatorReviewQueue: Handler<'getOperatorReviewQueue'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const items = await openItems(ctx.db);
  const rows = await reviewsOf(ctx.db, items);
  const conflicts = await conflictsOf(ctx.db, me);
  const byItem = (item: Item) => rows.filter((r) => r.itemKind === item.kind && r.itemId === item.id);
  const assigned = items.filter((item) => isAssigned(item, byItem(item), me, conflicts));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [assigned.map((item) => queueJson(item, byItem(item), me.id))] } };
};

export const getOperatorReviewItem: Handler<'getOperatorReviewItem'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const item = await itemOf(ctx.db, request.params.reviewKind, request.params.itemId);
  if (!item) throw new ApiError(404, 'notFound');
  await requireVisible(ctx.db, me, item);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await itemJson(ctx.db, item, me.id, lang)] } };
};

export const postOperatorReview: Handler<'postOperatorReview'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const { reviewKind: kind, itemId } = request.params;
  const { verdict, scores } = request.body;
  const reason = reasonOf(request.body.reason);
  const rubric = rubrics[kind];
  const total = verdict === 'recuse' ? null : totalOf(rubric, scores);
  if (verdict === 'recuse' && scores) throw new ApiError(422, 'invalid', { errors: { scores: 'scoresNotForRecusal' } });
  if (verdict !== 'recuse' && total === undefined) throw new ApiError(422, 'invalid', { errors: { scores: 'scoresIncomplete' } });
  if (verdict !== 'accept' && !reason) throw new ApiError(422, 'invalid', { errors: { reason: 'reasonRequired' } });
  const item = await decide(decideDeps(ctx), me.id, async ({ tx, audit, notify }) => {
    const locked = await itemOf(tx, kind, itemId, true);
    if (!locked) throw new ApiError(404, 'notFound');
    await requireVisible(tx, me, locked);
    // The operator role sees every item but, like anyone, never judges its own or a declared conflict's.
    if ((await conflictsOf(tx, me)).has(locked.userId)) throw new ApiError(409, 'conflictOfInterest', { errors: { item: 'conflictOfInterest' } });
    if (!locked.open) throw new ApiError(409, 'itemDecided', { errors: { item: 'itemDecided' } });
    const before = await reviewsOf(tx, [locked]);
    if (before.some((r) => r.reviewerId === me.id)) throw new ApiError(409, 'alreadyReviewed', { errors: { verdict: 'alreadyReviewed' } });
    await tx.insert(t.reviews).values({ itemKind: kind, itemId, reviewerId: me.id, verdict, scores: scores ?? null, total, reason: reason ?? null, createdAt: ctx.now() });
    const subjectType = kind === 'second' ? 'secondTrackSet' : 'fifthTrackAttempt';
    await audit({
      action: `review.${verdict}`,
      subjectType,
      subjectId: itemId,
      before: { verdicts: counted(before).length },
      after: { verdict, scores: scores ?? null, total, reason: reason ?? null },
    });
    const verdicts = counted([...before, { verdict, total, reviewerId: me.id } as Review]);
    const { outcome } = reviewState(verdicts);
    if (outcome) {
      // A refusal carries the reasons of the reviewers who refused.
      const reasons = [...before, { verdict, reason } as Review].filter((r) => r.verdict === 'refuse' && r.reason).map((r) => r.reason!);
      const refusal = outcome.verdict === 'refuse' ? [...new Set(reasons)].join(' — ') : null;
      if (kind === 'second') {
        await tx
          .update(t.secondPathEntries)
          .set({ status: outcome.verdict === 'accept' ? 'accepted' : 'refused', refusalReason: refusal })
          .where(eq(t.secondPathEntries.id, itemId));
      } else {
        await tx
          .update(t.recordings)
          .set({ status: outcome.verdict === 'accept' ? 'active' : 'failed', degree: outcome.degree, refusalReason: refusal, updatedAt: ctx.now() })
          .where(eq(t.recordings.id, itemId));
      }
      const status = kind === 'second' ? (outcome.verdict === 'accept' ? 'accepted' : 'refused') : outcome.verdict === 'accept' ? 'active' : 'failed';
      await audit({
        action: 'review.decide',
        subjectType,
        subjectId: itemId,
        before: { status: kind === 'second' ? 'submitted' : 'pending' },
        after: { status, degree: outcome.degree, refusal_reason: refusal },
      });
      const notice =
        kind === 'second'
          ? outcome.verdict === 'accept'
            ? notices.secondAccepted()
            : notices.secondRefused(refusal ?? '')
          : outcome.verdict === 'accept'
            ? notices.fifthAccepted()
            : notices.fifthRefused(refusal ?? '');
      await notify(locked.userId, notice);
      return { ...locked, open: false };
    }
    return locked;
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'verdictSaved'), data: [await itemJson(ctx.db, item, me.id, lang)] } };
};

/**
 * A recording under review (its playback copy when the server made one), streamed with byte ranges like the owner's own:
 * to a reviewer only while its item is assigned to them; never a clip of a set still being recorded.
 */
export const getOperatorRecordingAudio: Handler<'getOperatorRecordingAudio'> = async (ctx, { request, reply }) => {
  const me = operatorOf(request);
  const found = await itemOfRecording(ctx.db, request.params.recordingId);
  if (!found) throw new ApiError(404, 'notFound');
  await requireVisible(ctx.db, me, found.item);
  const row = found.recording;
  const folder = row.track === 'second' ? 'clips' : 'attempts';
  const fileName = row.playbackFileName ?? row.fileName;
  return sendStoredFile(ctx, request, reply, `${folder}/${fileName}`, row.playbackFileName ? PLAYBACK.mime : row.mimeType);
};

