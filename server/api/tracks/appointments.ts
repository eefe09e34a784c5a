// The third and fourth tracks: levelled memorisation tests booked by appointment.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { memorisationLevels } from '../../db/seedContent.ts';
import { ApiError } from '../../http/errors.ts';
import { DAY_MS, fromMeccaString, toMeccaDate, toMeccaString } from '../../meccaTime.ts';
import type { Lang } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { activeCompetition, type Competition, requireActiveCompetition, requireContestant, requireRunning, text } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';

import { isUniqueViolation } from '../../db/errors.ts';

type MemorisationTrack = 'third' | 'fourth';
const SLOT_TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

function levelJson(track: MemorisationTrack, levelId: number, lang: Lang): Schemas['MemorisationLevel'] {
  const level = memorisationLevels[track].find((l) => l.id === levelId);
  return level ? { id: level.id, title: text(level.title, lang), description: text(level.description, lang) } : { id: levelId, title: String(levelId), description: '' };
}

function requestJson(row: typeof t.submissions.$inferSelect, lang: Lang): Schemas['MemorisationRequest'] {
  return {
    id: row.id,
    track: row.track,
    level: levelJson(row.track, row.levelId, lang),
    date: row.date,
    time: row.time,
    appointment_at: `${row.date} ${row.time}`,
    status: row.status,
    meeting_url: row.meetingUrl,
    refusal_reason: row.refusalReason,
    degree: row.degree,
    created_at: toMeccaString(row.createdAt),
  };
}

async function latestRequest(db: Db, userId: number, competitionId: number, track: MemorisationTrack) {
  const [row] = await db
    .select()
    .from(t.submissions)
    .where(and(eq(t.submissions.userId, userId), eq(t.submissions.competitionId, competitionId), eq(t.submissions.track, track)))
    .orderBy(desc(t.submissions.createdAt), desc(t.submissions.id))
    .limit(1);
  return row;
}

/** Free slots from tomorrow (Mecca time) to the competition's last day, 18:00–21:30 every 30 minutes. */
async function freeSlots(ctx: Context, competition: Competition, track: MemorisationTrack, onlyDate?: string): Promise<Schemas['AppointmentSlot'][]> {
  const taken = await ctx.db
    .select({ date: t.submissions.date, time: t.submissions.time })
    .from(t.submissions)
    .where(and(eq(t.submissions.competitionId, competition.id), eq(t.submissions.track, track), inArray(t.submissions.status, ['pending', 'approved'])));
  const takenSet = new Set(taken.map((s) => `${s.date} ${s.time}`));
  const now = ctx.now().getTime();
  const firstDay = fromMeccaString(toMeccaDate(new Date(Math.max(now + DAY_MS, competition.startAt.getTime()))));
  const slots: Schemas['AppointmentSlot'][] = [];
  for (let day = firstDay.getTime(); day <= competition.endAt.getTime(); day += DAY_MS) {
    const date = toMeccaDate(new Date(day));
    if (onlyDate && date !== onlyDate) continue;
    for (const time of SLOT_TIMES) {
      const startsAt = `${date} ${time}`;
      if (fromMeccaString(startsAt).getTime() > competition.endAt.getTime() || takenSet.has(startsAt)) continue;
      slots.push({ date, time, starts_at: startsAt });
    }
  }
  return slots;
}

function memorisationHandlers(track: MemorisationTrack) {
  const getRequest: Handler<'getThirdTrackRequest'> = async (ctx, { user, lang }) => {
    const u = requireContestant(user);
    const competition = await activeCompetition(ctx);
    const row = competition ? await latestRequest(ctx.db, u.id, competition.id, track) : undefined;
    if (!row) throw new ApiError(404, 'trackNotStarted');
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [requestJson(row, lang)] } };
  };

  const postRequest: Handler<'postThirdTrackRequest'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    const competition = await requireActiveCompetition(ctx);
    const { level_id, date, time } = request.body;
    if (!memorisationLevels[track].some((l) => l.id === level_id)) throw new ApiError(422, 'invalid', { errors: { level_id: 'unknownLevel' } });
    const latest = await latestRequest(ctx.db, u.id, competition.id, track);
    if (latest && ['pending', 'approved', 'success'].includes(latest.status)) throw new ApiError(409, 'requestOpen', { errors: { track: 'requestOpen' } });
    requireRunning(ctx, competition);
    const slots = await freeSlots(ctx, competition, track, date);
    if (!slots.some((s) => s.time === time)) throw new ApiError(422, 'invalid', { errors: { time: 'slotUnavailable' } });
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx.insert(t.submissions).values({ userId: u.id, competitionId: competition.id, track, levelId: level_id, date, time, createdAt: ctx.now() }).returning();
        await tx.insert(t.notifications).values({
          userId: u.id,
          title: { ar: 'تم استلام طلبك', en: 'Request received' },
          body: {
            ar: `استلمنا طلب اختبار ${track === 'third' ? 'المسار الثالث' : 'المسار الرابع'} في ${date} الساعة ${time} بتوقيت مكة.`,
            en: `We received your ${track}-track test request for ${date} at ${time} Mecca time.`,
          },
          data: { [`${track}_path_status`]: 'pending' },
          createdAt: ctx.now(),
        });
        return inserted!;
      });
      return { code: 201, body: { status: 201, message: msg(lang, 'requestSent'), data: [requestJson(row, lang)] } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either this contestant already has an open request (a parallel one won), or someone took the slot.
      const open = await latestRequest(ctx.db, u.id, competition.id, track);
      if (open && ['pending', 'approved', 'success'].includes(open.status)) throw new ApiError(409, 'requestOpen', { errors: { track: 'requestOpen' } });
      throw new ApiError(422, 'invalid', { errors: { time: 'slotUnavailable' } });
    }
  };

  const getLevels: Handler<'getThirdTrackLevels'> = async (_ctx, { user, lang }) => {
    requireContestant(user);
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [memorisationLevels[track].map((l) => levelJson(track, l.id, lang))] } };
  };

  const getSlots: Handler<'getThirdTrackSlots'> = async (ctx, { user, request, lang }) => {
    requireContestant(user);
    const competition = await activeCompetition(ctx);
    const slots = competition ? await freeSlots(ctx, competition, track, request.query?.date) : [];
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [slots] } };
  };

  return { getRequest, postRequest, getLevels, getSlots };
}

export const thirdTrack = memorisationHandlers('third');
export const fourthTrack = memorisationHandlers('fourth');
