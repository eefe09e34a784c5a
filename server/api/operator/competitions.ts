// The competition cycle in the console (issue 29): list, create a draft, copy one, change titles or dates, the
// readiness check, and the steps draft → published → running → ended → results → archived. Every change is audited in
// its own transaction (server/operators/decide.ts); the rules live in server/competitions/.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { type Lang, t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { copyCompetition, createDraft } from '../../competitions/copy.ts';
import { type Competition, CycleError, type CycleErrorCode, checkStep, hasStarted, resultsDueAt, takeStep } from '../../competitions/cycle.ts';
import { type Finding, readinessOf } from '../../competitions/readiness.ts';
import { parseMeccaDateTime, toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps, reasonOf } from './common.ts';

/** Why a step was refused, in the operator's words ({at}: the date it may be taken). */
const refusals: Record<CycleErrorCode, { ar: string; en: string }> = {
  wrongState: { ar: 'المسابقة ليست في المرحلة التي تسبق هذه الخطوة', en: 'the competition is not at the step before this one' },
  notReady: { ar: 'قائمة الجاهزية ليست فارغة', en: 'the readiness list is not empty' },
  anotherPublished: { ar: 'توجد مسابقة أخرى منشورة بوصفها المسابقة القادمة', en: 'another competition is already published as the next one' },
  twoShown: { ar: 'يعرض الموقع مسابقتين الآن؛ أرشف السابقة أولًا', en: 'the site shows two competitions already; archive the earlier one first' },
  anotherRunning: { ar: 'توجد مسابقة أخرى جارية أو منتهية لم تُعلن نتائجها؛ لا تجري إلا مسابقة واحدة في كل وقت', en: 'another competition is running or ended without its results; one competition runs at a time' },
  anotherInResults: { ar: 'توجد مسابقة أخرى في فترة نتائجها؛ أرشفها أولًا', en: 'another competition is in its results; archive it first' },
  tooEarly: { ar: 'لم يحن موعدها بعد: {at} بتوقيت مكة', en: 'its date has not come yet: {at} Mecca time' },
};

const trackNames: Record<t.TrackSlug, { ar: string; en: string }> = {
  first: { ar: 'المسار الأول', en: 'first track' },
  second: { ar: 'المسار الثاني', en: 'second track' },
  third: { ar: 'المسار الثالث', en: 'third track' },
  fourth: { ar: 'المسار الرابع', en: 'fourth track' },
  fifth: { ar: 'المسار الخامس', en: 'fifth track' },
};
const languageNames = { ar: { ar: 'العربية', en: 'Arabic' }, en: { ar: 'الإنجليزية', en: 'English' } };

/** One sentence per finding in the request's language (the console writes its own from the codes). */
export const findingSentence = (f: Finding, lang: Lang) =>
  msg(lang, `readiness_${f.code}`, { track: f.track ? trackNames[f.track][lang] : '', language: f.language ? languageNames[f.language][lang] : '' });

async function competitionJson(db: Context['db'] | Tx, c: Competition, now: Date): Promise<Schemas['OperatorCompetition']> {
  const [questions] = await db.select({ n: count() }).from(t.questions).where(eq(t.questions.competitionId, c.id));
  const stateDates = Object.fromEntries(Object.entries(c.stateDates).map(([state, at]) => [state, toMeccaString(new Date(at))]));
  return {
    id: c.id,
    title: c.title,
    state: c.state,
    start_date: toMeccaString(c.startAt),
    end_date: toMeccaString(c.endAt),
    results_date: toMeccaString(resultsDueAt(c)),
    winners_draw_period: c.winnersDrawPeriod,
    quiz_time_limit_seconds: c.quizTimeLimitSeconds,
    state_dates: stateDates,
    shown_as: c.state === 'archived' ? 'archive' : c.published ? c.kind : null,
    locked: hasStarted(c, now),
    question_count: questions?.n ?? 0,
  };
}

async function competitionOf(db: Context['db'] | Tx, id: number): Promise<Competition> {
  const [row] = await db.select().from(t.competitions).where(eq(t.competitions.id, id));
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

/** A Mecca date-time the contract's pattern let through but the calendar has not (30 February): 422 under its field. */
function instantOf(value: string, field: string): Date {
  const at = parseMeccaDateTime(value);
  if (at === null) throw new ApiError(422, 'invalid', { errors: { [field]: 'date' } });
  return new Date(at);
}

function newDates(b: { start_date: string; end_date: string }) {
  const startAt = instantOf(b.start_date, 'start_date');
  const endAt = instantOf(b.end_date, 'end_date');
  if (endAt.getTime() <= startAt.getTime()) throw new ApiError(422, 'invalid', { errors: { end_date: 'endBeforeStart' } });
  return { startAt, endAt };
}

const trimmed = (title: { ar: string; en: string }) => ({ ar: title.ar.trim(), en: title.en.trim() });

export const getOperatorCompetitions: Handler<'getOperatorCompetitions'> = async (ctx, { lang }) => {
  const rows = await ctx.db.select().from(t.competitions).orderBy(desc(t.competitions.startAt), desc(t.competitions.id));
  const list = [];
  for (const row of rows) list.push(await competitionJson(ctx.db, row, ctx.now()));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const createOperatorCompetition: Handler<'createOperatorCompetition'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const dates = newDates(b);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const row = await createDraft(tx, { title: trimmed(b.title), ...dates });
    const after = await competitionJson(tx, row, ctx.now());
    await audit({ action: 'competition.create', subjectType: 'competition', subjectId: row.id, before: null, after: { ...after } });
    return after;
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'competitionSaved'), data: [json] } };
};

export const copyOperatorCompetition: Handler<'copyOperatorCompetition'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const source = await competitionOf(ctx.db, request.params.competitionId);
  const dates = newDates(b);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const row = await copyCompetition(tx, source, { title: trimmed(b.title), ...dates });
    const after = await competitionJson(tx, row, ctx.now());
    await audit({ action: 'competition.copy', subjectType: 'competition', subjectId: row.id, before: { copied_from: source.id }, after: { ...after } });
    return after;
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'competitionSaved'), data: [json] } };
};

export const updateOperatorCompetition: Handler<'updateOperatorCompetition'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const now = ctx.now();
  const reason = reasonOf(b.reason);
  const movesDates = b.start_date !== undefined || b.end_date !== undefined;
  if (movesDates && !reason) throw new ApiError(422, 'dateReasonRequired', { errors: { reason: 'dateReasonRequired' } });
  const startAt = b.start_date !== undefined ? instantOf(b.start_date, 'start_date') : undefined;
  const endAt = b.end_date !== undefined ? instantOf(b.end_date, 'end_date') : undefined;
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const [c] = await tx.select().from(t.competitions).where(eq(t.competitions.id, request.params.competitionId)).for('update');
    if (!c) throw new ApiError(404, 'notFound');
    if (c.state === 'archived') throw new ApiError(409, 'competitionArchived', { errors: { competition: 'competitionArchived' } });
    const seen = c.state !== 'draft';
    const nextStart = startAt ?? c.startAt;
    const nextEnd = endAt ?? c.endAt;
    if (startAt && startAt.getTime() !== c.startAt.getTime()) {
      if (hasStarted(c, now)) throw new ApiError(409, 'startPassedCannotMove', { errors: { start_date: 'startPassedCannotMove' } });
      if (seen && startAt < c.startAt) throw new ApiError(409, 'dateMovesBackward', { errors: { start_date: 'dateMovesBackward' } });
    }
    if (endAt && seen && endAt < c.endAt) throw new ApiError(409, 'dateMovesBackward', { errors: { end_date: 'dateMovesBackward' } });
    if (nextEnd.getTime() <= nextStart.getTime()) throw new ApiError(422, 'invalid', { errors: { end_date: 'endBeforeStart' } });
    const before = await competitionJson(tx, c, now);
    const [row] = await tx
      .update(t.competitions)
      .set({ startAt: nextStart, endAt: nextEnd, ...(b.title ? { title: trimmed(b.title) } : {}) })
      .where(eq(t.competitions.id, c.id))
      .returning();
    const after = await competitionJson(tx, row!, now);
    await audit({
      action: movesDates ? 'competition.dates' : 'competition.update',
      subjectType: 'competition',
      subjectId: c.id,
      before: { title: before.title, start_date: before.start_date, end_date: before.end_date },
      after: { title: after.title, start_date: after.start_date, end_date: after.end_date, ...(reason ? { reason } : {}) },
    });
    return after;
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'competitionSaved'), data: [json] } };
};

export const getOperatorCompetitionReadiness: Handler<'getOperatorCompetitionReadiness'> = async (ctx, { request, lang }) => {
  const c = await competitionOf(ctx.db, request.params.competitionId);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await readinessOf(ctx.db, c, ctx.now())] } };
};

const refused = (error: CycleError, lang: Lang) => {
  const reason = refusals[error.code][lang].replace('{at}', error.at ? toMeccaString(error.at) : '');
  return new ApiError(409, 'competitionStepRefused', { params: { reason }, errors: { competition: 'competitionStepRefused' } });
};

export const postOperatorCompetitionStep: Handler<'postOperatorCompetitionStep'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const step = request.params.cycleStep;
  const now = ctx.now();
  try {
    const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
      // Every competition, locked in one order, so two steps taken at once see each other's result.
      const all = await tx.select().from(t.competitions).orderBy(asc(t.competitions.id)).for('update');
      const c = all.find((row) => row.id === request.params.competitionId);
      if (!c) throw new ApiError(404, 'notFound');
      checkStep(step, c, all.filter((row) => row.id !== c.id), now);
      if (step === 'publish') {
        const findings = await readinessOf(tx, c, now);
        if (findings.length > 0) {
          throw new ApiError(409, 'competitionNotReady', { params: { count: findings.length }, errorTexts: (l) => ({ readiness: findings.map((f) => findingSentence(f, l)) }) });
        }
      }
      await takeStep(tx, step, c, now);
      const after = await competitionJson(tx, await competitionOf(tx, c.id), now);
      await audit({ action: `competition.${step}`, subjectType: 'competition', subjectId: c.id, before: { state: c.state }, after: { state: after.state, at: toMeccaString(now) } });
      return after;
    });
    return { code: 200, body: { status: 200, message: msg(lang, 'competitionStepTaken'), data: [json] } };
  } catch (error) {
    if (error instanceof CycleError) throw refused(error, lang);
    throw error;
  }
};
