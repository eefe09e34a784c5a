// Where a contestant stands in every track of the active competition, in one answer (GET /competition/my-tracks):
// the home page's track cards read it instead of each track's own read, whose "not started" is a 404 the browser
// reports as an error. Each track's state comes from that track's own queries, so the two reads cannot disagree.
import { levelsOf, recitationsOf } from '../../competitions/content.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Lang } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { activeCompetition, type Competition, requireContestant, secondTrackClips } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { latestRequest, levelJson, type MemorisationTrack } from './appointments.ts';
import { attemptsOf } from './fifth.ts';
import { attemptStatus, firstEntry, resultsReleased, settle } from './first.ts';
import { secondEntry } from './second.ts';

type Summary = Schemas['MyTrackProgress'];
type Stage = Schemas['TrackStage'];

/** A summary that names nothing beyond its stage. */
const summary = (track: Summary['track'], stage: Stage, status: Summary['status'], fields: Partial<Summary> = {}): Summary => ({
  track,
  stage,
  status,
  appointment_at: null,
  level: null,
  degree: null,
  score: null,
  total_questions: null,
  attempt_number: null,
  attempts_allowed: null,
  clips_recorded: null,
  clips_required: null,
  ...fields,
});

async function firstTrack(ctx: Context, userId: number, competition: Competition): Promise<Summary> {
  const found = await firstEntry(ctx.db, userId, competition.id);
  if (!found) return summary('first', 'not_started', null);
  // An overdue attempt is closed first, as every read of it does.
  const entry = await settle(ctx, found, competition.id);
  const status = attemptStatus(entry);
  if (status === 'started') return summary('first', 'in_progress', status, { total_questions: entry.totalQuestions });
  const released = resultsReleased(competition, ctx.now());
  return summary('first', 'answered', status, { total_questions: entry.totalQuestions, score: released ? entry.correctAnswers : null });
}

const SECOND_STAGES: Record<'submitted' | 'accepted' | 'refused', Stage> = { submitted: 'awaiting_review', accepted: 'accepted', refused: 'refused' };

async function secondTrack(ctx: Context, userId: number, competition: Competition): Promise<Summary> {
  const [entry, clips, recitations] = await Promise.all([secondEntry(ctx.db, userId, competition.id), secondTrackClips(ctx.db, userId, competition.id), recitationsOf(ctx.db, competition.id)]);
  const status = entry?.status ?? 'recording';
  const counts = { clips_recorded: clips.length, clips_required: recitations.length };
  if (status === 'recording') return clips.length === 0 ? summary('second', 'not_started', null) : summary('second', 'in_progress', status, counts);
  return summary('second', SECOND_STAGES[status], status, counts);
}

/** A request's status as a stage; a cancelled request leaves the track as not started (its own read answers 404). */
const REQUEST_STAGES: Record<'pending' | 'approved' | 'refused' | 'success' | 'failed', Stage> = {
  pending: 'booked',
  approved: 'accepted',
  refused: 'refused',
  success: 'passed',
  failed: 'failed',
};

async function memorisationTrack(ctx: Context, userId: number, competition: Competition, track: MemorisationTrack, lang: Lang): Promise<Summary> {
  const row = await latestRequest(ctx.db, userId, competition.id, track);
  if (!row || row.status === 'cancelled') return summary(track, 'not_started', null);
  const stage = REQUEST_STAGES[row.status];
  const booking = stage === 'booked' || stage === 'accepted' ? { appointment_at: toMeccaString(row.appointmentAt), level: levelJson(await levelsOf(ctx.db, competition.id, track), row.levelId, lang) } : {};
  return summary(track, stage, row.status, { ...booking, degree: row.degree });
}

/** The newest attempt's status as a stage; `inactive` (replaced by a newer one) is never the newest in practice. */
const ATTEMPT_STAGES: Record<string, Stage> = { pending: 'awaiting_review', inactive: 'awaiting_review', active: 'accepted', failed: 'refused', success: 'passed' };

async function fifthTrack(ctx: Context, userId: number, competition: Competition): Promise<Summary> {
  const [newest] = await attemptsOf(ctx.db, userId, competition.id);
  if (!newest) return summary('fifth', 'not_started', null);
  const status = (newest.status as Summary['status']) ?? null;
  return summary('fifth', ATTEMPT_STAGES[newest.status ?? ''] ?? 'awaiting_review', status, {
    attempt_number: newest.clipIndex,
    attempts_allowed: competition.fifthAttemptsAllowed,
    degree: newest.degree,
  });
}

export const getMyTrackProgress: Handler<'getMyTrackProgress'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await activeCompetition(ctx);
  const list = competition
    ? await Promise.all([
        firstTrack(ctx, u.id, competition),
        secondTrack(ctx, u.id, competition),
        memorisationTrack(ctx, u.id, competition, 'third', lang),
        memorisationTrack(ctx, u.id, competition, 'fourth', lang),
        fifthTrack(ctx, u.id, competition),
      ])
    : [];
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};
