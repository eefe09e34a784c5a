// Importing a first-track question bank (issue 29 point 5) from a spreadsheet (CSV) or from Aiken text. Every row is
// checked before anything is saved: the parser returns the questions and every fault with its line number, and the
// handler (server/api/operator/questions.ts) saves nothing while one fault remains. The formats: docs/console.md.
import type { Localized } from '../db/schema.ts';

export type ImportFormat = 'csv' | 'aiken';
export type ImportedQuestion = { line: number; text: Localized; options: Localized[]; correctIndex: number };

/** The texts of one question a fault can name: the question or an option, in one language. */
export const importFields = [
  'question_ar',
  'question_en',
  'option_a_ar',
  'option_a_en',
  'option_b_ar',
  'option_b_en',
  'option_c_ar',
  'option_c_en',
  'option_d_ar',
  'option_d_en',
] as const;
export type ImportField = (typeof importFields)[number];

export const importFaultCodes = [
  'empty',
  'header',
  'columns',
  'unclosedQuote',
  'textMissing',
  'textTooLong',
  'correctInvalid',
  'sameOptions',
  'optionExpected',
  'answerExpected',
  'tooManyOptions',
  'tooManyQuestions',
] as const;
export type ImportFaultCode = (typeof importFaultCodes)[number];
/** A fault on a line (1 = the file's first line); `field` names the text at fault, `found` what was read. */
export type ImportFault = { line: number; code: ImportFaultCode; field?: ImportField; found?: string; expected?: number; count?: number };

/** The longest text a question or an option may hold (the contract's OperatorLocalizedInput). */
export const MAX_TEXT_LENGTH = 300;
/** The most questions one import may add. */
export const MAX_IMPORTED_QUESTIONS = 1000;

const LETTERS = ['A', 'B', 'C', 'D'] as const;
/** The Arabic letters an Arabic sheet may use for the four options (أ ب ج د, the abjad order). */
const ARABIC_LETTERS = ['أ', 'ب', 'ج', 'د'] as const;

/** A/B/C/D (either case, Arabic أ/ب/ج/د or ا, Arabic-Indic or Western 1-4) → 0..3; anything else null. */
export function answerIndexOf(value: string): number | null {
  const v = value.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const latin = LETTERS.indexOf(v.toUpperCase() as (typeof LETTERS)[number]);
  if (latin >= 0 && v.length === 1) return latin;
  if (v === 'ا' || v === 'إ' || v === 'آ') return 0;
  const arabic = ARABIC_LETTERS.indexOf(v as (typeof ARABIC_LETTERS)[number]);
  if (arabic >= 0) return arabic;
  if (/^[1-4]$/.test(v)) return Number(v) - 1;
  return null;
}

const BOM = '\uFEFF';
const withoutBom = (text: string) => (text.startsWith(BOM) ? text.slice(BOM.length) : text);

/** Checks one question's texts and answer, adding its faults; the question when it has none. */
function checkQuestion(line: number, texts: Record<ImportField, string>, answer: string, faults: ImportFault[], answerLine = line): ImportedQuestion | null {
  const before = faults.length;
  for (const field of importFields) {
    const value = texts[field];
    // Arabic is the source and is required; English may follow later (the readiness check lists what is missing).
    if (field.endsWith('_ar') && value === '') faults.push({ line, code: 'textMissing', field });
    if ([...value].length > MAX_TEXT_LENGTH) faults.push({ line, code: 'textTooLong', field, expected: MAX_TEXT_LENGTH });
  }
  const correctIndex = answerIndexOf(answer);
  if (correctIndex === null) faults.push({ line: answerLine, code: 'correctInvalid', found: answer.trim() });
  const options = LETTERS.map((_, i) => ({ ar: texts[importFields[2 + i * 2]!], en: texts[importFields[3 + i * 2]!] }));
  const arabic = options.map((o) => o.ar).filter((v) => v !== '');
  if (new Set(arabic).size !== arabic.length) faults.push({ line, code: 'sameOptions' });
  if (faults.length > before) return null;
  return { line, text: { ar: texts.question_ar, en: texts.question_en }, options, correctIndex: correctIndex! };
}

/** One CSV record: its fields and the line it starts on. */
type CsvRecord = { line: number; fields: string[] };

/** RFC 4180 records: quoted fields may hold the separator, doubled quotes and line breaks; blank lines are skipped. */
function csvRecords(text: string, separator: string, faults: ImportFault[]): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 1;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let quoteLine = 0;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]!.trim() === '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        if (c !== '\r') field += c;
      }
      continue;
    }
    if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) {
    faults.push({ line: quoteLine, code: 'unclosedQuote' });
    return records;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** The header's columns, in the order the file gives them (the names are fixed, the order is free). */
export const csvColumns = [...importFields, 'correct'] as const;

/**
 * A spreadsheet saved as CSV (UTF-8, with or without a byte-order mark): a header row naming the eleven columns
 * (`csvColumns`, any order), then one question per row. The separator is the header's: comma, semicolon or tab.
 */
export function parseCsv(input: string): { questions: ImportedQuestion[]; faults: ImportFault[] } {
  const text = withoutBom(input);
  const faults: ImportFault[] = [];
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = [',', ';', '\t'].map((s) => ({ s, n: firstLine.split(s).length })).sort((a, b) => b.n - a.n)[0]!.s;
  const records = csvRecords(text, separator, faults);
  if (faults.length) return { questions: [], faults };
  const [header, ...rows] = records;
  if (!header) return { questions: [], faults: [{ line: 1, code: 'empty' }] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const columnOf = new Map(names.map((name, i) => [name, i]));
  if (csvColumns.some((name) => !columnOf.has(name)) || names.length !== csvColumns.length) {
    return { questions: [], faults: [{ line: header.line, code: 'header' }] };
  }
  if (rows.length === 0) return { questions: [], faults: [{ line: header.line, code: 'empty' }] };
  if (rows.length > MAX_IMPORTED_QUESTIONS) return { questions: [], faults: [{ line: rows[MAX_IMPORTED_QUESTIONS]!.line, code: 'tooManyQuestions', expected: MAX_IMPORTED_QUESTIONS }] };
  const questions: ImportedQuestion[] = [];
  for (const row of rows) {
    if (row.fields.length !== csvColumns.length) {
      faults.push({ line: row.line, code: 'columns', expected: csvColumns.length, count: row.fields.length });
      continue;
    }
    const cell = (name: (typeof csvColumns)[number]) => row.fields[columnOf.get(name)!]!.trim();
    const texts = Object.fromEntries(importFields.map((f) => [f, cell(f)])) as Record<ImportField, string>;
    const question = checkQuestion(row.line, texts, cell('correct'), faults);
    if (question) questions.push(question);
  }
  return { questions, faults };
}

/** A line's two languages: `Arabic || English` (plain Aiken, without `||`, is Arabic only). */
function twoLanguages(value: string): { ar: string; en: string } {
  const at = value.indexOf('||');
  return at < 0 ? { ar: value.trim(), en: '' } : { ar: value.slice(0, at).trim(), en: value.slice(at + 2).trim() };
}

const OPTION_LINE = /^\s*([A-Za-zأبجدا])\s*[.)]\s*(.*)$/u;
const ANSWER_LINE = /^\s*(?:ANSWER|الإجابة|الاجابة)\s*[:：]\s*(.*)$/iu;

/**
 * Aiken (docs.moodle.org/en/Aiken_format), extended for two languages: each question is its text on one line, exactly
 * four options `A.` to `D.` (or `A)`), then `ANSWER: X` (also `الإجابة: X`); a blank line between questions. A text
 * line may carry both languages as `Arabic || English`; without `||` it is Arabic only.
 */
export function parseAiken(input: string): { questions: ImportedQuestion[]; faults: ImportFault[] } {
  const lines = withoutBom(input).split(/\r\n|\n|\r/);
  const faults: ImportFault[] = [];
  const questions: ImportedQuestion[] = [];
  let i = 0;
  const next = () => {
    while (i < lines.length && lines[i]!.trim() === '') i++;
  };
  next();
  if (i >= lines.length) return { questions: [], faults: [{ line: 1, code: 'empty' }] };
  while (i < lines.length) {
    const questionLine = i + 1;
    const question = twoLanguages(lines[i]!);
    i++;
    const options: { ar: string; en: string }[] = [];
    let broken = false;
    while (options.length < 4) {
      const raw = lines[i];
      const match = raw === undefined ? null : OPTION_LINE.exec(raw);
      const expectedLetter = LETTERS[options.length]!;
      if (!match || answerIndexOf(match[1]!) !== options.length) {
        faults.push({ line: Math.min(i + 1, lines.length), code: 'optionExpected', found: expectedLetter });
        broken = true;
        break;
      }
      options.push(twoLanguages(match[2]!));
      i++;
    }
    let answer = '';
    let answerLine = questionLine;
    if (!broken) {
      const answerMatch = lines[i] === undefined ? null : ANSWER_LINE.exec(lines[i]!);
      if (!answerMatch) {
        faults.push({ line: Math.min(i + 1, lines.length), code: OPTION_LINE.test(lines[i] ?? '') ? 'tooManyOptions' : 'answerExpected' });
        broken = true;
      } else {
        answer = answerMatch[1]!;
        answerLine = i + 1;
        i++;
      }
    }
    if (broken) {
      // Skip to the next blank line: the next question starts after it.
      while (i < lines.length && lines[i]!.trim() !== '') i++;
    } else {
      const texts = {
        question_ar: question.ar,
        question_en: question.en,
        ...Object.fromEntries(options.flatMap((o, k) => [[`option_${'abcd'[k]}_ar`, o.ar], [`option_${'abcd'[k]}_en`, o.en]])),
      } as Record<ImportField, string>;
      const checked = checkQuestion(questionLine, texts, answer, faults, answerLine);
      if (checked) questions.push(checked);
      if (questions.length > MAX_IMPORTED_QUESTIONS) return { questions: [], faults: [{ line: questionLine, code: 'tooManyQuestions', expected: MAX_IMPORTED_QUESTIONS }] };
    }
    next();
  }
  return { questions, faults };
}

export const parseQuestions = (format: ImportFormat, text: string) => (format === 'csv' ? parseCsv(text) : parseAiken(text));
