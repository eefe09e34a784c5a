// The first track's question bank in the console (issue 29 point 5): add, change, delete, reorder, the quiz settings,
// imports from CSV and Aiken checked row by row (every fault named by its line, in the operator's language, nothing
// saved while one remains), the locks from the start, the audit, readiness and copy, and a contestant's own random draw
// with shuffled options graded right.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAiken, parseCsv } from '../../server/competitions/questionImport.ts';
import * as t from '../../server/db/schema.ts';
import { DAY_MS, HOUR_MS, toMeccaString } from '../../src/domain/meccaTime.ts';
import { bearer, body, engines, registration, startTestServer, type TestServer } from './harness.ts';

const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };
const header = 'question_ar,question_en,option_a_ar,option_a_en,option_b_ar,option_b_en,option_c_ar,option_c_en,option_d_ar,option_d_en,correct';

/** A CSV of `n` Arabic and English questions (line 1 the header, question i on line i + 1); `fault` rewrites one row. */
export function csvOf(n: number, fault?: { line: number; correct: string }): string {
  const rows = Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    const correct = fault && fault.line === k + 1 ? fault.correct : 'ABCD'[i % 4]!;
    return [`السؤال رقم ${k}: ما الجواب؟`, `Question ${k}: which answer?`, `الأول ${k}`, `first ${k}`, `الثاني ${k}`, `second ${k}`, `"الثالث، ${k}"`, `"third, ${k}"`, `الرابع ${k}`, `fourth ${k}`, correct].join(',');
  });
  return [header, ...rows].join('\r\n') + '\r\n';
}

describe('the import parsers', () => {
  it('read CSV with or without a BOM, quoted commas and line breaks, any column order, and Arabic answer letters', () => {
    const withBom = parseCsv(`\uFEFF${csvOf(3)}`);
    expect(withBom.faults).toEqual([]);
    expect(withBom.questions).toHaveLength(3);
    expect(withBom.questions[0]).toEqual({
      line: 2,
      text: { ar: 'السؤال رقم 1: ما الجواب؟', en: 'Question 1: which answer?' },
      options: [{ ar: 'الأول 1', en: 'first 1' }, { ar: 'الثاني 1', en: 'second 1' }, { ar: 'الثالث، 1', en: 'third, 1' }, { ar: 'الرابع 1', en: 'fourth 1' }],
      correctIndex: 0,
    });
    const reordered = parseCsv('correct;question_en;question_ar;option_a_ar;option_a_en;option_b_ar;option_b_en;option_c_ar;option_c_en;option_d_ar;option_d_en\nب;Q;"سؤال\nعلى سطرين";أ;a;ب;b;ج;c;د;d\nC;Q2;سؤال ٢;أ;a;ب;b;ج;c;د;d\n');
    expect(reordered.faults).toEqual([]);
    expect(reordered.questions.map((q) => [q.line, q.correctIndex, q.text.ar])).toEqual([
      [2, 1, 'سؤال\nعلى سطرين'],
      [4, 2, 'سؤال ٢'],
    ]);
  });

  it('names every fault by its line', () => {
    const csv = [header, 'س,Q,أ,a,ب,b,ج,c,د,d,E', ',Q,أ,a,ب,b,ج,c,د,d,A', 'س,Q,أ,a,أ,b,ج,c,د,d,A', 'س,Q,أ,a', 'س,Q,أ,a,ب,b,ج,c,د,d,B'].join('\n');
    expect(parseCsv(csv).faults).toEqual([
      { line: 2, code: 'correctInvalid', found: 'E' },
      { line: 3, code: 'textMissing', field: 'question_ar' },
      { line: 4, code: 'sameOptions' },
      { line: 5, code: 'columns', expected: 11, count: 4 },
    ]);
    expect(parseCsv('question,answer\nx,y').faults).toEqual([{ line: 1, code: 'header' }]);
    expect(parseCsv(`${header}\n"غير مغلق,Q`).faults).toEqual([{ line: 2, code: 'unclosedQuote' }]);
    expect(parseCsv(`\uFEFF${header}\n`).faults).toEqual([{ line: 1, code: 'empty' }]);
  });

  it('read Aiken, in one language or two (`Arabic || English`), with each fault by line', () => {
    const good = parseAiken('ما أول سورة؟ || Which surah comes first?\nA. الفاتحة || Al-Fatiha\nB) البقرة || Al-Baqarah\nC. الناس || An-Nas\nD. الإخلاص || Al-Ikhlas\nANSWER: A\n\nكم عدد الأجزاء؟\nA. ٢٠\nB. ٣٠\nC. ٤٠\nD. ٦٠\nالإجابة: B\n');
    expect(good.faults).toEqual([]);
    expect(good.questions.map((q) => [q.line, q.text, q.correctIndex])).toEqual([
      [1, { ar: 'ما أول سورة؟', en: 'Which surah comes first?' }, 0],
      [8, { ar: 'كم عدد الأجزاء؟', en: '' }, 1],
    ]);
    const bad = parseAiken('س١\nA. أ\nB. ب\nD. د\nANSWER: A\n\nس٢\nA. أ\nB. ب\nC. ج\nD. د\nANSWER: F\n\nس٣\nA. أ\nB. ب\nC. ج\nD. د\nE. ه\nANSWER: A\n\nس٤\nA. أ\nB. ب\nC. ج\nD. د\n');
    expect(bad.faults).toEqual([
      { line: 4, code: 'optionExpected', found: 'C' },
      { line: 12, code: 'correctInvalid', found: 'F' },
      { line: 19, code: 'tooManyOptions' },
      { line: 27, code: 'answerExpected' },
    ]);
  });
});

describe.each(engines)('the question bank on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let seq = 0;
  const signIn = async () => {
    token = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: admin })).data.token as string;
  };
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'en') => {
    const send = () => server.request({ method, url: `/api/v1/operator/competitions${path}`, headers: { ...bearer(token), 'accept-language': lang }, ...(payload ? { payload } : {}) });
    const res = await send();
    if (res.statusCode !== 401) return res;
    await signIn();
    return send();
  };
  const at = (ms: number) => toMeccaString(new Date(ms));
  const db = () => server.database.db;
  const bankSize = async (id: number) => (await db().select().from(t.questions).where(eq(t.questions.competitionId, id))).length;
  const newDraft = async () => {
    const now = server.clock.now.getTime();
    const res = await call('POST', '', { title: { ar: `مسابقة ${++seq}`, en: `Competition ${seq}` }, start_date: at(now + 30 * DAY_MS), end_date: at(now + 40 * DAY_MS) });
    expect(res.statusCode, res.body).toBe(201);
    return body(res).data[0].id as number;
  };
  const importFile = (id: number, payload: { format: 'csv' | 'aiken'; text: string; mode?: 'append' | 'replace'; dry_run?: boolean }, lang = 'en') =>
    call('POST', `/${id}/question-imports`, { mode: 'append', dry_run: false, ...payload }, lang);

  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    await signIn();
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it("is the administrator's alone", async () => {
    const operator = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } })).data.token as string;
    const id = await newDraft();
    for (const [method, url, payload] of [
      ['GET', `/${id}/questions`],
      ['POST', `/${id}/question-imports`, { format: 'csv', text: csvOf(1), mode: 'append', dry_run: true }],
      ['PATCH', `/${id}/quiz`, { quiz_time_limit_seconds: 600 }],
    ] as const) {
      const res = await server.request({ method, url: `/api/v1/operator/competitions${url}`, headers: bearer(operator), ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('refuses a CSV of 20 questions with one faulty row by its line, in both languages, saving nothing; the fixed file is previewed, then saved', async () => {
    const id = await newDraft();
    const faulty = `\uFEFF${csvOf(20, { line: 7, correct: 'E' })}`;
    const en = await importFile(id, { format: 'csv', text: faulty });
    expect(en.statusCode).toBe(422);
    expect(body(en).message).toBe('The file has 1 fault: nothing was saved');
    expect(body(en).errors).toEqual({ text: ['line 7: the correct answer must be A, B, C or D'] });
    const ar = await importFile(id, { format: 'csv', text: faulty }, 'ar');
    expect(body(ar).errors?.text).toEqual(['السطر ٧: يجب أن تكون الإجابة الصحيحة A أو B أو C أو D (أو أ، ب، ج، د)']);
    expect(await bankSize(id)).toBe(0);

    const fixed = `\uFEFF${csvOf(20)}`;
    const preview = await importFile(id, { format: 'csv', text: fixed, dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(body(preview).data[0]).toMatchObject({ saved: false, mode: 'append', bank_size_before: 0, bank_size_after: 20 });
    expect(body(preview).data[0].questions[6]).toMatchObject({ line: 8, text: { ar: 'السؤال رقم 7: ما الجواب؟' }, correct_index: 2 });
    expect(await bankSize(id)).toBe(0);

    const saved = await importFile(id, { format: 'csv', text: fixed });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(body(saved).data[0]).toMatchObject({ saved: true, bank_size_after: 20 });
    const bank = body(await call('GET', `/${id}/questions`)).data[0];
    expect(bank.questions).toHaveLength(20);
    expect(bank.questions.map((q: { position: number }) => q.position)).toEqual([...Array(20).keys()]);
    expect(bank.questions[2].options[2]).toEqual({ ar: 'الثالث، 3', en: 'third, 3' });

    // Appending adds after them; replacing keeps only the file's.
    await importFile(id, { format: 'aiken', text: 'سؤال إضافي || One more\nA. أ || a\nB. ب || b\nC. ج || c\nD. د || d\nANSWER: D\n' });
    expect(await bankSize(id)).toBe(21);
    const replaced = await importFile(id, { format: 'csv', text: csvOf(2), mode: 'replace' });
    expect(body(replaced).data[0]).toMatchObject({ saved: true, mode: 'replace', bank_size_before: 21, bank_size_after: 2 });
    expect(await bankSize(id)).toBe(2);
    const audit = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'question.import'), eq(t.auditLog.subjectId, String(id)))).orderBy(asc(t.auditLog.id));
    expect(audit.map((a) => (a.after as { mode: string }).mode)).toEqual(['append', 'append', 'replace']);
    expect((audit[2]!.before as { questions: unknown[] }).questions).toHaveLength(21);
  });

  it('refuses faulty Aiken by line, every fault at once, and saves nothing', async () => {
    const id = await newDraft();
    const res = await importFile(id, { format: 'aiken', text: '\uFEFFس١\nA. أ\nB. ب\nC. ج\nD. د\nANSWER: A\n\nس٢\nA. أ\nC. ج\n\nس٣\nA. أ\nB. ب\nC. ج\nD. د\nANSWER: Z\n' }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe('في الملف خطآن: لم يُحفظ شيء');
    expect(body(res).errors?.text).toEqual(['السطر ١٠: كان المتوقع الخيار B (سطر يبدأ بـ "B." أو "B)")', 'السطر ١٧: يجب أن تكون الإجابة الصحيحة A أو B أو C أو D (أو أ، ب، ج، د)']);
    expect(await bankSize(id)).toBe(0);
  });

  it('adds, changes, reorders and deletes questions, each audited with before and after; Arabic is required', async () => {
    const id = await newDraft();
    const question = { text: { ar: 'كم عدد سور القرآن؟', en: 'How many surahs?' }, options: [{ ar: '١١٠', en: '110' }, { ar: '١١٤', en: '114' }, { ar: '١٢٠', en: '120' }, { ar: '٩٩', en: '99' }], correct_index: 1 };
    const a = body(await call('POST', `/${id}/questions`, question)).data[0];
    const b = body(await call('POST', `/${id}/questions`, { ...question, text: { ar: 'سؤال ثان', en: '' } })).data[0];
    expect([a.position, b.position]).toEqual([0, 1]);
    const noArabic = await call('POST', `/${id}/questions`, { ...question, text: { ar: ' ', en: 'Only English' } });
    expect(noArabic.statusCode).toBe(422);
    expect(body(noArabic).errors?.text?.[0]).toMatch(/in Arabic/);
    const changed = await call('PATCH', `/${id}/questions/${b.id}`, { correct_index: 3, text: { ar: 'سؤال ثانٍ', en: 'A second question' } });
    expect(body(changed).data[0]).toMatchObject({ correct_index: 3, text: { en: 'A second question' } });
    const reordered = body(await call('PUT', `/${id}/question-order`, { question_ids: [b.id, a.id] })).data[0];
    expect(reordered.questions.map((q: { id: number }) => q.id)).toEqual([b.id, a.id]);
    expect((await call('PUT', `/${id}/question-order`, { question_ids: [b.id] })).statusCode).toBe(422);
    const afterDelete = body(await call('DELETE', `/${id}/questions/${a.id}`)).data[0];
    expect(afterDelete.questions.map((q: { id: number }) => q.id)).toEqual([b.id]);
    const actions = (await db().select().from(t.auditLog).orderBy(asc(t.auditLog.id))).filter((e) => [String(a.id), String(b.id), String(id)].includes(e.subjectId) && e.action.startsWith('question.'));
    expect(actions.map((e) => e.action)).toEqual(['question.create', 'question.create', 'question.update', 'question.reorder', 'question.delete']);
    const deleted = actions.at(-1)!;
    expect(deleted.before).toMatchObject({ id: a.id, text: question.text, correct_index: 1 });
    expect(deleted.after).toBeNull();
    expect(actions[2]!.before).toMatchObject({ correct_index: 1, text: { ar: 'سؤال ثان', en: '' } });
  });

  it('keeps the count per attempt within the bank; readiness says so; a copy keeps it', async () => {
    const id = await newDraft();
    await importFile(id, { format: 'csv', text: csvOf(5) });
    const tooMany = await call('PATCH', `/${id}/quiz`, { questions_per_attempt: 6 });
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).errors?.questions_per_attempt?.[0]).toBe('The bank holds 5 questions: an attempt cannot ask more');
    const set = body(await call('PATCH', `/${id}/quiz`, { questions_per_attempt: 4, quiz_time_limit_seconds: 600 })).data[0];
    expect(set).toMatchObject({ questions_per_attempt: 4, quiz_time_limit_seconds: 600, locked: false });
    const codes = async (cid: number) => (body(await call('GET', `/${cid}/readiness`)).data[0] as { code: string }[]).map((f) => f.code);
    expect(await codes(id)).not.toContain('questionsPerAttemptInvalid');
    // Deleting below the count: readiness names it.
    const bank = body(await call('GET', `/${id}/questions`)).data[0];
    await call('DELETE', `/${id}/questions/${bank.questions[0].id}`);
    await call('DELETE', `/${id}/questions/${bank.questions[1].id}`);
    expect(await codes(id)).toContain('questionsPerAttemptInvalid');
    const now = server.clock.now.getTime();
    const copy = body(await call('POST', `/${id}/copies`, { title: { ar: 'نسخة', en: 'Copy' }, start_date: at(now + 60 * DAY_MS), end_date: at(now + 70 * DAY_MS) })).data[0];
    const copied = body(await call('GET', `/${copy.id}/questions`)).data[0];
    expect(copied).toMatchObject({ questions_per_attempt: 4, quiz_time_limit_seconds: 600 });
    expect(copied.questions).toHaveLength(3);
    const audit = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'quiz.settings'), eq(t.auditLog.subjectId, String(id))));
    expect(audit[0]).toMatchObject({ before: { questions_per_attempt: null, quiz_time_limit_seconds: 900 }, after: { questions_per_attempt: 4, quiz_time_limit_seconds: 600 } });
  });

  it('refuses every change once the competition has started (409, a clear message)', async () => {
    const current = (body(await call('GET', '')).data[0] as { id: number; shown_as: string | null; locked: boolean }[]).find((c) => c.shown_as === 'current')!;
    expect(current.locked).toBe(true);
    const bank = body(await call('GET', `/${current.id}/questions`)).data[0];
    expect(bank.locked).toBe(true);
    const q = bank.questions[0];
    const attempts = [
      await call('POST', `/${current.id}/questions`, { text: q.text, options: q.options, correct_index: 0 }),
      await call('PATCH', `/${current.id}/questions/${q.id}`, { correct_index: 0 }),
      await call('DELETE', `/${current.id}/questions/${q.id}`),
      await call('PUT', `/${current.id}/question-order`, { question_ids: bank.questions.map((x: { id: number }) => x.id).reverse() }),
      await call('PATCH', `/${current.id}/quiz`, { questions_per_attempt: 2 }),
      await importFile(current.id, { format: 'csv', text: csvOf(2) }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toMatch(/has started: its questions, recitations and levels can no longer change/);
    }
    expect(await bankSize(current.id)).toBe(bank.questions.length);
  });

  it("draws each contestant's own questions at random, shuffles their options, and grades the shuffled options right", async () => {
    const current = (body(await call('GET', '')).data[0] as { id: number; shown_as: string | null; end_date: string }[]).find((c) => c.shown_as === 'current')!;
    const stored = await db().select().from(t.questions).where(eq(t.questions.competitionId, current.id));
    // The competition is locked for the console: the count is set as a competition prepared before its start would have it.
    await db().update(t.competitions).set({ quizQuestionsPerAttempt: 3 }).where(eq(t.competitions.id, current.id));
    expect(body(await server.request({ method: 'GET', url: '/api/v1/competition/first-paths/about' })).data[0].question_count).toBe(3);
    const drawn: number[][] = [];
    const users: { token: string; id: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `bank.${engine}.${i}@example.com`;
      await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) });
      const verified = body(await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } })).data;
      const user = { token: verified.token as string, id: verified.user.id as number };
      users.push(user);
      const fp = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        server.request({ method, url: `/api/v1/competition/first-paths${url}`, headers: { ...bearer(user.token), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
      expect(body(await fp('POST', '/start')).data[0].total_questions).toBe(3);
      const questions = body(await fp('GET', '/questions')).data[0] as { id: number; question: string; options: { id: number; text: string }[] }[];
      expect(questions).toHaveLength(3);
      drawn.push(questions.map((q) => q.id));
      // Answer by the option's text: the right one for the first contestant, all but one right for the others.
      const answers = questions.map((q, k) => {
        const source = stored.find((s) => s.id === q.id)!;
        const rightText = source.options[source.correctIndex]!.en;
        const chosen = i === 0 || k > 0 ? q.options.find((o) => o.text === rightText)! : q.options.find((o) => o.text !== rightText)!;
        return { question_id: q.id, option_id: chosen.id };
      });
      expect((await fp('POST', '/answers', { answers })).statusCode).toBe(200);
    }
    // Not everyone got the same three questions (six draws of three from the bank).
    expect(new Set(drawn.map((ids) => ids.join(','))).size).toBeGreaterThan(1);
    server.clock.now = new Date(Date.parse(`${current.end_date.replace(' ', 'T')}:00+03:00`) + HOUR_MS);
    const scores = [];
    for (const user of users) {
      const result = body(await server.request({ method: 'GET', url: '/api/v1/competition/first-paths', headers: { ...bearer(user.token), 'accept-language': 'en' } })).data[0];
      scores.push([result.correct_answers, result.total_questions]);
    }
    expect(scores).toEqual([[3, 3], [2, 3], [2, 3], [2, 3], [2, 3], [2, 3]]);
  });
});
