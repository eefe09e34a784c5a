// A competition's first-track question bank in the console (issue 29 point 5): list, add, change, delete, reorder,
// import from a spreadsheet (CSV) or Aiken text, and the quiz's settings (questions per attempt, time limit). Every
// write is refused once the competition has started (server/competitions/locks.ts) and audited with before and after.
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { type Lang, t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { hasStarted } from '../../competitions/cycle.ts';
import { assertContentEditable } from '../../competitions/locks.ts';
import { type ImportFault, type ImportField, type ImportedQuestion, csvColumns, parseQuestions } from '../../competitions/questionImport.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

type Question = typeof t.questions.$inferSelect;
type Competition = typeof t.competitions.$inferSelect;

const questionJson = (r: Question): Schemas['OperatorQuestion'] => ({ id: r.id, position: r.position, text: r.text, options: r.options, correct_index: r.correctIndex });

const trimmed = (text: { ar: string; en: string }) => ({ ar: text.ar.trim(), en: text.en.trim() });

async function competitionOf(db: Context['db'] | Tx, id: number, lock = false): Promise<Competition> {
  const query = db.select().from(t.competitions).where(eq(t.competitions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

const bankOf = (db: Context['db'] | Tx, competitionId: number) =>
  db.select().from(t.questions).where(eq(t.questions.competitionId, competitionId)).orderBy(asc(t.questions.position), asc(t.questions.id));

async function bankJson(db: Context['db'] | Tx, c: Competition, now: Date): Promise<Schemas['OperatorQuestionBank']> {
  return {
    questions: (await bankOf(db, c.id)).map(questionJson),
    questions_per_attempt: c.quizQuestionsPerAttempt,
    quiz_time_limit_seconds: c.quizTimeLimitSeconds,
    locked: hasStarted(c, now),
  };
}

/** A question as an organiser sends it: the Arabic texts are required (Arabic is the source), English may follow. */
function checkedQuestion(b: { text: { ar: string; en: string }; options: { ar: string; en: string }[] }) {
  const text = trimmed(b.text);
  const options = b.options.map(trimmed);
  if (text.ar === '') throw new ApiError(422, 'invalid', { errors: { text: 'questionArabicRequired' } });
  if (options.some((o) => o.ar === '')) throw new ApiError(422, 'invalid', { errors: { options: 'questionArabicRequired' } });
  if (new Set(options.map((o) => o.ar)).size !== options.length) throw new ApiError(422, 'invalid', { errors: { options: 'questionSameOptions' } });
  return { text, options };
}

const bankOk = (lang: Lang, data: Schemas['OperatorQuestionBank']) => ({ code: 200 as const, body: { status: 200, message: msg(lang, 'competitionSaved'), data: [data] as [typeof data] } });

export const getOperatorQuestions: Handler<'getOperatorQuestions'> = async (ctx, { request, lang }) => {
  const c = await competitionOf(ctx.db, request.params.competitionId);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await bankJson(ctx.db, c, ctx.now())] } };
};

export const createOperatorQuestion: Handler<'createOperatorQuestion'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const { text, options } = checkedQuestion(request.body);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await competitionOf(tx, request.params.competitionId, true);
    assertContentEditable(c, 'questions', ctx.now());
    const [last] = await tx.select({ n: max(t.questions.position) }).from(t.questions).where(eq(t.questions.competitionId, c.id));
    const position = last?.n === null || last?.n === undefined ? 0 : last.n + 1;
    const [row] = await tx.insert(t.questions).values({ competitionId: c.id, position, text, options, correctIndex: request.body.correct_index }).returning();
    const after = questionJson(row!);
    await audit({ action: 'question.create', subjectType: 'question', subjectId: row!.id, before: null, after: { competition_id: c.id, ...after } });
    return after;
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'competitionSaved'), data: [json] } };
};

export const updateOperatorQuestion: Handler<'updateOperatorQuestion'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await competitionOf(tx, request.params.competitionId);
    const [q] = await tx
      .select()
      .from(t.questions)
      .where(and(eq(t.questions.id, request.params.questionId), eq(t.questions.competitionId, c.id)))
      .for('update');
    if (!q) throw new ApiError(404, 'notFound');
    assertContentEditable(c, 'questions', ctx.now());
    const checked = checkedQuestion({ text: b.text ?? q.text, options: b.options ?? q.options });
    const [row] = await tx
      .update(t.questions)
      .set({ text: checked.text, options: checked.options, ...(b.correct_index !== undefined ? { correctIndex: b.correct_index } : {}) })
      .where(eq(t.questions.id, q.id))
      .returning();
    await audit({ action: 'question.update', subjectType: 'question', subjectId: q.id, before: questionJson(q), after: questionJson(row!) });
    return questionJson(row!);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'competitionSaved'), data: [json] } };
};

export const deleteOperatorQuestion: Handler<'deleteOperatorQuestion'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await competitionOf(tx, request.params.competitionId, true);
    const [q] = await tx.select().from(t.questions).where(and(eq(t.questions.id, request.params.questionId), eq(t.questions.competitionId, c.id)));
    if (!q) throw new ApiError(404, 'notFound');
    assertContentEditable(c, 'questions', ctx.now());
    await tx.delete(t.questions).where(eq(t.questions.id, q.id));
    await audit({ action: 'question.delete', subjectType: 'question', subjectId: q.id, before: { competition_id: c.id, ...questionJson(q) }, after: null });
    return bankJson(tx, c, ctx.now());
  });
  return bankOk(lang, json);
};

export const reorderOperatorQuestions: Handler<'reorderOperatorQuestions'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const ids = request.body.question_ids;
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await competitionOf(tx, request.params.competitionId, true);
    assertContentEditable(c, 'questions', ctx.now());
    const bank = await bankOf(tx, c.id);
    // The new order names every question of the bank once, and nothing else.
    const same = ids.length === bank.length && new Set(ids).size === ids.length && bank.every((q) => ids.includes(q.id));
    if (!same) throw new ApiError(422, 'invalid', { errors: { question_ids: 'questionOrderInvalid' } });
    for (const [position, id] of ids.entries()) await tx.update(t.questions).set({ position }).where(eq(t.questions.id, id));
    await audit({ action: 'question.reorder', subjectType: 'competition', subjectId: c.id, before: { question_ids: bank.map((q) => q.id) }, after: { question_ids: ids } });
    return bankJson(tx, c, ctx.now());
  });
  return bankOk(lang, json);
};

export const updateOperatorQuizSettings: Handler<'updateOperatorQuizSettings'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await competitionOf(tx, request.params.competitionId, true);
    assertContentEditable(c, 'questions', ctx.now());
    const perAttempt = b.questions_per_attempt === undefined ? c.quizQuestionsPerAttempt : b.questions_per_attempt;
    if (perAttempt !== null) {
      const bankSize = (await bankOf(tx, c.id)).length;
      if (perAttempt > bankSize) throw new ApiError(422, 'invalid', { params: { count: bankSize }, errors: { questions_per_attempt: 'questionsPerAttemptTooMany' } });
    }
    const timeLimit = b.quiz_time_limit_seconds ?? c.quizTimeLimitSeconds;
    const [row] = await tx.update(t.competitions).set({ quizQuestionsPerAttempt: perAttempt, quizTimeLimitSeconds: timeLimit }).where(eq(t.competitions.id, c.id)).returning();
    await audit({
      action: 'quiz.settings',
      subjectType: 'competition',
      subjectId: c.id,
      before: { questions_per_attempt: c.quizQuestionsPerAttempt, quiz_time_limit_seconds: c.quizTimeLimitSeconds },
      after: { questions_per_attempt: perAttempt, quiz_time_limit_seconds: timeLimit },
    });
    return bankJson(tx, row!, ctx.now());
  });
  return bankOk(lang, json);
};

const fieldNames: Record<Lang, (field: ImportField) => string> = {
  ar: (field) => {
    const language = field.endsWith('_ar') ? 'بالعربية' : 'بالإنجليزية';
    return field.startsWith('question') ? `نص السؤال ${language}` : `الخيار ${field.charAt(7).toUpperCase()} ${language}`;
  },
  en: (field) => {
    const language = field.endsWith('_ar') ? 'in Arabic' : 'in English';
    return field.startsWith('question') ? `the question ${language}` : `option ${field.charAt(7).toUpperCase()} ${language}`;
  },
};

/** One fault as the operator reads it: "line 7: the correct answer must be A, B, C or D". */
export const faultSentence = (f: ImportFault, lang: Lang) =>
  msg(lang, `import_${f.code}`, {
    line: f.line,
    ...(f.field ? { field: fieldNames[lang](f.field) } : {}),
    ...(f.found !== undefined ? { found: f.found } : {}),
    ...(f.expected !== undefined ? { expected: f.expected } : {}),
    ...(f.count !== undefined ? { count: f.count } : {}),
    columns: csvColumns.join(', '),
  });

const previewJson = (q: ImportedQuestion): Schemas['OperatorImportedQuestion'] => ({ line: q.line, text: q.text, options: q.options, correct_index: q.correctIndex });

/**
 * Checks every row first; with any fault, 422 with one sentence per fault under `errors.text` and nothing saved. A
 * clean file is only previewed (`dry_run`), or saved: appended after the bank, or replacing it, in one transaction.
 */
export const importOperatorQuestions: Handler<'importOperatorQuestions'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const b = request.body;
  const c = await competitionOf(ctx.db, request.params.competitionId);
  assertContentEditable(c, 'questions', ctx.now());
  const { questions, faults } = parseQuestions(b.format, b.text);
  if (faults.length > 0) {
    throw new ApiError(422, 'questionImportFaulty', { params: { count: faults.length }, errorTexts: (l) => ({ text: faults.map((f) => faultSentence(f, l)) }) });
  }
  const preview = (before: number, saved: boolean): Schemas['OperatorQuestionImport'] => ({
    saved,
    mode: b.mode,
    questions: questions.map(previewJson),
    bank_size_before: before,
    bank_size_after: (b.mode === 'replace' ? 0 : before) + questions.length,
  });
  if (b.dry_run) {
    const before = (await bankOf(ctx.db, c.id)).length;
    return { code: 200, body: { status: 200, message: msg(lang, 'questionImportChecked', { count: questions.length }), data: [preview(before, false)] } };
  }
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const locked = await competitionOf(tx, c.id, true);
    assertContentEditable(locked, 'questions', ctx.now());
    const bank = await bankOf(tx, c.id);
    if (b.mode === 'replace' && bank.length) await tx.delete(t.questions).where(inArray(t.questions.id, bank.map((q) => q.id)));
    const start = b.mode === 'replace' ? 0 : bank.reduce((m, q) => Math.max(m, q.position + 1), 0);
    const rows = await tx
      .insert(t.questions)
      .values(questions.map((q, i) => ({ competitionId: c.id, position: start + i, text: q.text, options: q.options, correctIndex: q.correctIndex })))
      .returning();
    await audit({
      action: 'question.import',
      subjectType: 'competition',
      subjectId: c.id,
      before: { format: b.format, question_count: bank.length, ...(b.mode === 'replace' ? { questions: bank.map(questionJson) } : {}) },
      after: { format: b.format, mode: b.mode, question_count: (b.mode === 'replace' ? 0 : bank.length) + rows.length, added: rows.map(questionJson) },
    });
    return preview(bank.length, true);
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'questionImportSaved', { count: questions.length }), data: [json] } };
};
