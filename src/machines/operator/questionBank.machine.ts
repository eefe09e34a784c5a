// The first track's question bank in the console (issue 29 point 5), beside the import (questionImport machine): the
// quiz's settings (questions drawn per attempt, the time limit in minutes), the list of questions (each edited in its
// own form, moved up or down, deleted once confirmed) and the form of one question (Arabic and English side by side,
// the Arabic column required, exactly one option right). Numbers stay as typed (Arabic-Indic digits too) until a save
// reads them. Every call is an injected effect answering a `ConsoleOutcome`: saved, or refused with the server's own
// words (none when it named none or was unreachable).
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';
import { wholeNumber } from './trackContent.machine.ts';

export type BankLocalized = { ar: string; en: string };

// ---- The quiz's settings ----

/** The settings as typed: questions per attempt (empty: every question) and the time limit in minutes. */
export type QuizSettingsValues = { perAttempt: string; minutes: string };
/** What a save sends. */
export type QuizSettingsSave = { questions_per_attempt: number | null; quiz_time_limit_seconds: number };
export type QuizSettingsContext = QuizSettingsValues & { refusal: string | null };
export type QuizSettingsEvent =
  | { type: 'settings.perAttempt'; value: string }
  | { type: 'settings.minutes'; value: string }
  /** `questionCount`: the bank's size now, the most questions an attempt may draw. */
  | { type: 'settings.save'; questionCount: number };

export const MAX_QUIZ_MINUTES = 1440;

/** Which typed value is not acceptable: per attempt must be empty or 1…the bank's size; minutes 1…1440. */
export function quizSettingsFaults(values: QuizSettingsValues, questionCount: number): { perAttempt: boolean; minutes: boolean } {
  return {
    perAttempt: values.perAttempt.trim() !== '' && wholeNumber(values.perAttempt, 1, questionCount) === null,
    minutes: wholeNumber(values.minutes, 1, MAX_QUIZ_MINUTES) === null,
  };
}

/** The typed settings as a save (call once `quizSettingsFaults` found none). */
export function quizSettingsSave(values: QuizSettingsValues): QuizSettingsSave {
  const perAttempt = values.perAttempt.trim() === '' ? null : wholeNumber(values.perAttempt, 1, Number.MAX_SAFE_INTEGER);
  return { questions_per_attempt: perAttempt, quiz_time_limit_seconds: (wholeNumber(values.minutes, 1, MAX_QUIZ_MINUTES) ?? 0) * 60 };
}

export const quizSettingsMachine = setup({
  types: {} as { context: QuizSettingsContext; events: QuizSettingsEvent; input: QuizSettingsValues },
  actors: {
    saveQuizSettings: fromPromise<ConsoleOutcome, QuizSettingsSave>(async () => {
      throw new Error('provide saveQuizSettings');
    }),
  },
  guards: {
    valid: ({ context, event }) => {
      const faults = quizSettingsFaults(context, (event as Extract<QuizSettingsEvent, { type: 'settings.save' }>).questionCount);
      return !faults.perAttempt && !faults.minutes;
    },
    isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
  },
  actions: {
    refuse: assign((_, outcome: ConsoleOutcome | null) => ({ refusal: outcome?.message ?? null })),
  },
}).createMachine({
  id: 'quizSettings',
  context: ({ input }) => ({ perAttempt: input.perAttempt, minutes: input.minutes, refusal: null }),
  initial: 'editing',
  // Typing keeps the last save's line until the next save (the values are messages of their own, under the fields).
  on: {
    'settings.perAttempt': { actions: assign({ perAttempt: ({ event }) => event.value }) },
    'settings.minutes': { actions: assign({ minutes: ({ event }) => event.value }) },
  },
  states: {
    /** The settings as typed: `idle`, the last save `saved` or `refused`. A save with a value out of range sends nothing. */
    editing: {
      initial: 'idle',
      on: { 'settings.save': { guard: 'valid', target: 'saving', actions: assign({ refusal: null }) } },
      states: { idle: {}, saved: {}, refused: {} },
    },
    saving: {
      invoke: {
        src: 'saveQuizSettings',
        input: ({ context }) => quizSettingsSave(context),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'editing.saved' },
          { target: 'editing.refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.refused', actions: { type: 'refuse', params: null } },
      },
    },
  },
});

// ---- The list of questions ----

/** A question as the list's confirmation names it. */
export type QuestionRef = { id: number; text: BankLocalized };
/** The question whose form is open: its id, `new` for the form adding one, or none. */
export type QuestionEditing = number | 'new' | null;
export type QuestionListContext = { editing: QuestionEditing; deleting: QuestionRef | null; order: number[]; refusal: string | null };
export type QuestionListEvent =
  | { type: 'question.edit'; id: number }
  | { type: 'question.add' }
  /** The open form is closed: cancelled, or its question saved. */
  | { type: 'question.close' }
  | { type: 'question.move'; ids: readonly number[]; index: number; by: -1 | 1 }
  | { type: 'question.delete'; question: QuestionRef }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** The bank's order with the question at `index` moved one place up (-1) or down (1); unchanged past either end. */
export function movedOrder(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const to = index + by;
  const next = [...ids];
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const questionListMachine = setup({
  types: {} as { context: QuestionListContext; events: QuestionListEvent },
  actors: {
    reorderQuestions: fromPromise<ConsoleOutcome, { question_ids: number[] }>(async () => {
      throw new Error('provide reorderQuestions');
    }),
    deleteQuestion: fromPromise<ConsoleOutcome, { questionId: number }>(async () => {
      throw new Error('provide deleteQuestion');
    }),
  },
  guards: {
    isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
  },
  actions: {
    refuse: assign((_, outcome: ConsoleOutcome | null) => ({ refusal: outcome?.message ?? null })),
  },
}).createMachine({
  id: 'questionList',
  context: { editing: null, deleting: null, order: [], refusal: null },
  initial: 'ready',
  // One form open at a time, whatever the list is doing.
  on: {
    'question.edit': { actions: assign({ editing: ({ event }) => event.id }) },
    'question.add': { actions: assign({ editing: 'new' as QuestionEditing }) },
    'question.close': { actions: assign({ editing: null as QuestionEditing }) },
  },
  states: {
    /** The list: `idle`, or `refused` (the last move or delete, in the server's words). */
    ready: {
      initial: 'idle',
      on: {
        'question.move': { target: 'reordering', actions: assign({ order: ({ event }) => movedOrder(event.ids, event.index, event.by), refusal: null }) },
        'question.delete': { target: 'confirming', actions: assign({ deleting: ({ event }) => event.question }) },
      },
      states: { idle: {}, refused: {} },
    },
    /** A delete cannot be undone: asked first. */
    confirming: {
      on: {
        'delete.confirm': { target: 'deleting', actions: assign({ refusal: null }) },
        'delete.cancel': { target: 'ready.idle', actions: assign({ deleting: null }) },
      },
    },
    reordering: {
      invoke: {
        src: 'reorderQuestions',
        input: ({ context }) => ({ question_ids: context.order }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'ready.idle' },
          { target: 'ready.refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready.refused', actions: { type: 'refuse', params: null } },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteQuestion',
        input: ({ context }) => ({ questionId: context.deleting!.id }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'ready.idle', actions: assign({ deleting: null }) },
          { target: 'ready.refused', actions: [assign({ deleting: null }), { type: 'refuse', params: ({ event }) => event.output }] },
        ],
        onError: { target: 'ready.refused', actions: [assign({ deleting: null }), { type: 'refuse', params: null }] },
      },
    },
  },
});

// ---- One question's form ----

/** A question as typed: its text and four options in both languages, the right option's index. */
export type QuestionDraft = { text: BankLocalized; options: BankLocalized[]; correct_index: number };
export type QuestionFormContext = { draft: QuestionDraft; checked: boolean; refusal: string | null };
export type QuestionFormEvent =
  | { type: 'form.text'; language: 'ar' | 'en'; value: string }
  | { type: 'form.option'; index: number; language: 'ar' | 'en'; value: string }
  | { type: 'form.correct'; index: number }
  | { type: 'form.submit' };

export const QUESTION_OPTIONS = 4;

export const emptyQuestionDraft = (): QuestionDraft => ({
  text: { ar: '', en: '' },
  options: Array.from({ length: QUESTION_OPTIONS }, () => ({ ar: '', en: '' })),
  correct_index: 0,
});

/** Arabic is the source: the question and every option need it (English may follow). */
export const arabicComplete = (draft: QuestionDraft): boolean => draft.text.ar.trim() !== '' && draft.options.every((option) => option.ar.trim() !== '');

export const questionFormMachine = setup({
  types: {} as { context: QuestionFormContext; events: QuestionFormEvent; input: { draft?: QuestionDraft } },
  actors: {
    saveQuestion: fromPromise<ConsoleOutcome, QuestionDraft>(async () => {
      throw new Error('provide saveQuestion');
    }),
  },
  guards: {
    complete: ({ context }) => arabicComplete(context.draft),
    isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
  },
  actions: {
    refuse: assign((_, outcome: ConsoleOutcome | null) => ({ refusal: outcome?.message ?? null })),
  },
}).createMachine({
  id: 'questionForm',
  context: ({ input }) => ({ draft: input.draft ?? emptyQuestionDraft(), checked: false, refusal: null }),
  initial: 'editing',
  on: {
    'form.text': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, text: { ...context.draft.text, [event.language]: event.value } }) }) },
    'form.option': {
      actions: assign({
        draft: ({ context, event }) => ({ ...context.draft, options: context.draft.options.map((option, i) => (i === event.index ? { ...option, [event.language]: event.value } : option)) }),
      }),
    },
    'form.correct': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, correct_index: event.index }) }) },
  },
  states: {
    /**
     * The question as typed: `idle`; `invalid` (a submit found an Arabic value missing — from then on each missing one
     * is named under its field as it is typed); `refused` (the server's words).
     */
    editing: {
      initial: 'idle',
      on: {
        'form.submit': [
          { guard: 'complete', target: 'saving', actions: assign({ checked: true, refusal: null }) },
          { target: '.invalid', actions: assign({ checked: true }) },
        ],
      },
      states: { idle: {}, invalid: {}, refused: {} },
    },
    saving: {
      invoke: {
        src: 'saveQuestion',
        input: ({ context }) => context.draft,
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'saved' },
          { target: 'editing.refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.refused', actions: { type: 'refuse', params: null } },
      },
    },
    /** Saved: the list takes the question back and closes the form. */
    saved: { type: 'final' },
  },
});
