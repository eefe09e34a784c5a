import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ClockTickEvent } from '../../time/ticker.ts';
import { tickerNotProvided } from '../../time/ticker.ts';

/** What the quiz is, before it is started: told on the pre-questions page. */
export interface QuizAbout {
  questionCount: number;
  timeLimitSeconds: number;
  /** When the competition ends: scores and right answers are published then (an instant, epoch ms). */
  resultsAt: number;
}

export interface QuizOption {
  /** This attempt's opaque id of the option. */
  id: number;
  text: string;
}

export interface QuizQuestion {
  id: number;
  text: string;
  options: readonly QuizOption[];
}

export type QuizAttemptStatus = 'started' | 'submitted' | 'closed';

/** The contestant's attempt as the server keeps it. */
export interface QuizAttempt {
  status: QuizAttemptStatus;
  startedAt: number;
  submittedAt: number | null;
  totalQuestions: number;
  /** Milliseconds left by the server's own clock when it answered (deadline − server time): no device clock in it. */
  remainingMs: number | null;
  /** Question id → option id, every answer the server has kept. */
  answers: Readonly<Record<number, number>>;
  resultsReleased: boolean;
  correctAnswers: number | null;
  /** Question id → the right option id; null until the results are out. */
  rightAnswers: Readonly<Record<number, number>> | null;
}

/** What loading or starting the quiz gives; `receivedAt` is the injected clock's reading when the answer arrived. */
export interface QuizLoaded {
  about: QuizAbout;
  attempt: QuizAttempt | null;
  /** The attempt's questions, while it is open; empty otherwise. */
  questions: readonly QuizQuestion[];
  receivedAt: number;
  /**
   * Question id → option id: answers this browser kept for this very attempt (chosen, not confirmed by the server before
   * the page was left). Those the server does not have are put back as pending and saved.
   */
  kept?: Readonly<Record<number, number>>;
}

/** Saving one answer: kept, or the attempt is no longer open (closed at its deadline, or submitted elsewhere). */
export type QuizSaveResult = { kind: 'saved' } | { kind: 'closed' } | { kind: 'submitted' };
export interface QuizSaveInput {
  questionId: number;
  optionId: number;
}

export type QuizSubmitResult = { kind: 'submitted'; attempt: QuizAttempt } | { kind: 'alreadySubmitted' } | { kind: 'closed' };
export interface QuizSubmitInput {
  answers: readonly QuizSaveInput[];
}

/** Told once above the quiz: a start or a submit that could not be sent, or a submit refused while offline. */
export type QuizNotice = 'startFailed' | 'offline' | 'submitFailed';

export interface QuizContext {
  about: QuizAbout | null;
  attempt: QuizAttempt | null;
  questions: readonly QuizQuestion[];
  /** Question id → chosen option id: what the contestant sees chosen, saved or not. */
  answers: Readonly<Record<number, number>>;
  /** Questions whose chosen answer the server has not confirmed yet, oldest first. */
  pending: readonly number[];
  /** The answer being saved now. */
  saving: QuizSaveInput | null;
  /** The question shown (0-based). */
  index: number;
  /** The deadline on this device's clock: the server's remaining time added to when its answer arrived. */
  deadlineAt: number | null;
  now: number;
  online: boolean;
  /** A save failed: when to try again (device clock). */
  retryAt: number | null;
  notice: QuizNotice | null;
}

export type QuizEvent =
  | { type: 'quiz.start' }
  | { type: 'quiz.retry' }
  | { type: 'answer.choose'; questionId: number; optionId: number }
  | { type: 'question.next' }
  | { type: 'question.previous' }
  | { type: 'question.go'; index: number }
  | { type: 'quiz.review' }
  | { type: 'quiz.submit' }
  | { type: 'save.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | ClockTickEvent;

export interface QuizInput {
  /** The injected clock's reading when the machine starts. */
  now: number;
  /** Whether the browser believes it is online. */
  online: boolean;
}

/** How long a failed save waits before it is tried again by itself. */
export const QUIZ_SAVE_RETRY_MS = 5_000;

/** Whole seconds left (0 once the deadline is reached); null without a deadline. */
export function quizSecondsLeft(context: Pick<QuizContext, 'deadlineAt' | 'now'>): number | null {
  return context.deadlineAt === null ? null : Math.max(0, Math.ceil((context.deadlineAt - context.now) / 1000));
}

/** The thresholds told to screen readers (5 minutes, 1 minute left); the timer itself is not announced every second. */
export type TimerThreshold = 'fiveMinutes' | 'oneMinute' | null;
const MINUTE_SECONDS = 60;
export function timerThreshold(seconds: number | null): TimerThreshold {
  if (seconds === null || seconds > 5 * MINUTE_SECONDS) return null;
  return seconds > MINUTE_SECONDS ? 'fiveMinutes' : 'oneMinute';
}

/** Questions still without an answer, in quiz order (the review step lists them). */
export function unansweredQuestions(context: Pick<QuizContext, 'questions' | 'answers'>): QuizQuestion[] {
  return context.questions.filter((q) => context.answers[q.id] === undefined);
}

/** How a chosen answer stands: saved by the server, being saved, or not saved yet (a save failed or offline). */
export type AnswerSaveState = 'none' | 'saved' | 'saving' | 'notSaved';

function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`provide the quiz session machine's ${name} actor`);
  });
}

/** The answers kept in the browser that the server does not have, for the attempt's own questions, in quiz order. */
function keptToSave(loaded: QuizLoaded): Record<number, number> {
  const server = loaded.attempt?.answers ?? {};
  const kept = loaded.attempt?.status === 'started' ? (loaded.kept ?? {}) : {};
  const open: Record<number, number> = {};
  for (const question of loaded.questions) {
    const optionId = kept[question.id];
    if (optionId !== undefined && optionId !== server[question.id] && question.options.some((option) => option.id === optionId)) open[question.id] = optionId;
  }
  return open;
}

const fromLoaded = (loaded: QuizLoaded) => {
  const restored = keptToSave(loaded);
  const answers = { ...(loaded.attempt?.answers ?? {}), ...restored };
  return {
    about: loaded.about,
    attempt: loaded.attempt,
    questions: loaded.questions,
    answers,
    pending: loaded.questions.filter((q) => restored[q.id] !== undefined).map((q) => q.id),
  // Resumed where the contestant was: at the first question still without an answer.
    index: Math.max(0, loaded.questions.findIndex((q) => answers[q.id] === undefined)),
    deadlineAt: loaded.attempt?.remainingMs == null ? null : loaded.receivedAt + loaded.attempt.remainingMs,
    now: loaded.receivedAt,
    notice: null,
  };
};

const isOpen = ({ output }: { output: QuizLoaded }) => output.attempt?.status === 'started';
const isSubmitted = ({ output }: { output: QuizLoaded }) => output.attempt?.status === 'submitted';
const isClosed = ({ output }: { output: QuizLoaded }) => output.attempt?.status === 'closed';

/** An answer kept in the browser, or forgotten once the server confirmed that same value. */
export type QuizKeptAnswer = QuizSaveInput;

const noEffect = () => {};

/**
 * One contestant's sitting of the first-track quiz. The server owns the attempt: the countdown follows its deadline
 * (corrected for the device's clock), every answer is saved as it is chosen (one question at a time, retried after a
 * failure, when the connection returns, or at once on request), and a submit sends every answer again so nothing
 * pending is lost. While offline a submit is refused with a notice. The deadline passing ends the sitting: the server
 * closes the attempt with the answers it kept.
 *
 * Answers not yet saved survive the page: each chosen answer is kept in the browser (`keepAnswer`) until the server
 * confirms that same value (`forgetAnswer`); a load gives back the kept ones of the same open attempt (`QuizLoaded.kept`)
 * and they are saved again; a submitted, closed or absent attempt drops them (`dropKeptAnswers`). While offline with
 * answers waiting, `askForBackgroundSync` lets the service worker send them after the tab was closed.
 */
export const quizSessionMachine = setup({
  types: {} as { context: QuizContext; events: QuizEvent; input: QuizInput },
  actors: {
    loadQuiz: notProvided<QuizLoaded, void>('loadQuiz'),
    startQuiz: notProvided<QuizLoaded, void>('startQuiz'),
    saveAnswer: notProvided<QuizSaveResult, QuizSaveInput>('saveAnswer'),
    submitQuiz: notProvided<QuizSubmitResult, QuizSubmitInput>('submitQuiz'),
    ticker: tickerNotProvided,
  },
  actions: {
    choose: assign(({ context, event }) => {
      const { questionId, optionId } = event as Extract<QuizEvent, { type: 'answer.choose' }>;
      return { answers: { ...context.answers, [questionId]: optionId }, pending: [...context.pending.filter((id) => id !== questionId), questionId] };
    }),
    // Effects the app provides (the browser's store and its Background Sync); without them nothing is kept.
    keepAnswer: (_, _answer: QuizKeptAnswer) => noEffect(),
    forgetAnswer: (_, _answer: QuizKeptAnswer) => noEffect(),
    dropKeptAnswers: noEffect,
    askForBackgroundSync: noEffect,
  },
  guards: {
    overdue: ({ context, event }) => context.deadlineAt !== null && (event as ClockTickEvent).now >= context.deadlineAt,
    hasPending: ({ context }) => context.pending.length > 0,
    retryDue: ({ context, event }) => {
      const now = (event as ClockTickEvent).now;
      return context.online && context.retryAt !== null && now >= context.retryAt && (context.deadlineAt === null || now < context.deadlineAt);
    },
    online: ({ context }) => context.online,
    hasNext: ({ context }) => context.index < context.questions.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
  },
}).createMachine({
  id: 'quizSession',
  context: ({ input }) => ({
    about: null,
    attempt: null,
    questions: [],
    answers: {},
    pending: [],
    saving: null,
    index: 0,
    deadlineAt: null,
    now: input.now,
    online: input.online,
    retryAt: null,
    notice: null,
  }),
  initial: 'loading',
  on: {
    'network.online': { actions: assign({ online: true }) },
    'network.offline': { actions: assign({ online: false }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadQuiz',
        src: 'loadQuiz',
        onDone: [
          { guard: ({ event }) => isOpen(event), target: 'active', actions: assign(({ event }) => fromLoaded(event.output)) },
          { guard: ({ event }) => isSubmitted(event), target: 'submitted', actions: assign(({ event }) => fromLoaded(event.output)) },
          { guard: ({ event }) => isClosed(event), target: 'expired', actions: assign(({ event }) => fromLoaded(event.output)) },
          { target: 'notStarted', actions: assign(({ event }) => fromLoaded(event.output)) },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'quiz.retry': 'loading' },
    },
    notStarted: {
      // No open attempt: whatever the browser kept belongs to none.
      entry: 'dropKeptAnswers',
      on: { 'quiz.start': { target: 'starting', actions: assign({ notice: null }) } },
    },
    starting: {
      invoke: {
        id: 'startQuiz',
        src: 'startQuiz',
        onDone: [
          { guard: ({ event }) => isOpen(event), target: 'active', actions: assign(({ event }) => fromLoaded(event.output)) },
          { guard: ({ event }) => isSubmitted(event), target: 'submitted', actions: assign(({ event }) => fromLoaded(event.output)) },
          { guard: ({ event }) => isClosed(event), target: 'expired', actions: assign(({ event }) => fromLoaded(event.output)) },
          { target: 'notStarted', actions: assign({ notice: 'startFailed' }) },
        ],
        onError: { target: 'notStarted', actions: assign({ notice: 'startFailed' }) },
      },
    },
    active: {
      type: 'parallel',
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'clock.tick': [
          // The deadline passed: the server closes the attempt with what it kept.
          { guard: 'overdue', target: 'expired', actions: assign({ now: ({ event }) => event.now }) },
          { actions: assign({ now: ({ event }) => event.now }) },
        ],
        'answer.choose': {
          actions: [
            'choose',
            { type: 'keepAnswer', params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId }) },
          ],
        },
      },
      states: {
        flow: {
          initial: 'answering',
          states: {
            answering: {
              on: {
                'question.next': { guard: 'hasNext', actions: assign({ index: ({ context }) => context.index + 1 }) },
                'question.previous': { guard: 'hasPrevious', actions: assign({ index: ({ context }) => context.index - 1 }) },
                'question.go': { actions: assign({ index: ({ context, event }) => Math.min(Math.max(0, event.index), context.questions.length - 1) }) },
                'quiz.review': { target: 'reviewing', actions: assign({ notice: null }) },
              },
            },
            reviewing: {
              on: {
                'question.go': {
                  target: 'answering',
                  actions: assign({ index: ({ context, event }) => Math.min(Math.max(0, event.index), context.questions.length - 1), notice: null }),
                },
                'quiz.submit': [
                  { guard: 'online', target: 'submitting', actions: assign({ notice: null }) },
                  // Offline: refused with a message; every answer stays where it is.
                  { actions: assign({ notice: 'offline' }) },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'submitQuiz',
                src: 'submitQuiz',
                input: ({ context }) => ({
                  answers: Object.entries(context.answers).map(([questionId, optionId]) => ({ questionId: Number(questionId), optionId })),
                }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.kind === 'submitted',
                    target: '#quizSession.submitted',
                    actions: assign(({ event }) => ({ attempt: (event.output as Extract<QuizSubmitResult, { kind: 'submitted' }>).attempt, pending: [] })),
                  },
                  // Another tab or a double click got there first: the attempt is submitted all the same.
                  { guard: ({ event }) => event.output.kind === 'alreadySubmitted', target: '#quizSession.submitted' },
                  { target: '#quizSession.expired' },
                ],
                onError: { target: 'reviewing', actions: assign({ notice: 'submitFailed' }) },
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasPending', target: 'saving' },
            },
            saving: {
              entry: assign({ saving: ({ context }) => ({ questionId: context.pending[0]!, optionId: context.answers[context.pending[0]!]! }) }),
              invoke: {
                id: 'saveAnswer',
                src: 'saveAnswer',
                input: ({ context }) => context.saving!,
                onDone: [
                  { guard: ({ event }) => event.output.kind === 'closed', target: '#quizSession.expired' },
                  { guard: ({ event }) => event.output.kind === 'submitted', target: '#quizSession.submitted' },
                  {
                    target: 'idle',
                    // Saved: confirmed unless the contestant chose again meanwhile (then that choice is saved next). The
                    // browser forgets the kept answer only if it is still this value.
                    actions: [
                      { type: 'forgetAnswer', params: ({ context }) => context.saving! },
                      assign(({ context }) => {
                        const saved = context.saving!;
                        const confirmed = context.answers[saved.questionId] === saved.optionId;
                        return { pending: confirmed ? context.pending.filter((id) => id !== saved.questionId) : context.pending, saving: null, retryAt: null };
                      }),
                    ],
                  },
                ],
                onError: { target: 'waiting', actions: assign({ saving: null, retryAt: ({ context }) => context.now + QUIZ_SAVE_RETRY_MS }) },
              },
            },
            waiting: {
              // Offline with answers waiting: the service worker may send them after the tab was closed.
              entry: enqueueActions(({ context, enqueue }) => {
                if (!context.online) enqueue('askForBackgroundSync');
              }),
              on: {
                'network.offline': { actions: [assign({ online: false }), 'askForBackgroundSync'] },
                'clock.tick': { guard: 'retryDue', target: 'saving', actions: assign({ now: ({ event }) => event.now }) },
                'save.retry': 'saving',
                'network.online': { target: 'saving', actions: assign({ online: true }) },
              },
            },
          },
        },
      },
    },
    // Submitted or closed: the server has the attempt's last word; nothing kept is sent any more.
    submitted: { entry: 'dropKeptAnswers' },
    expired: { entry: 'dropKeptAnswers' },
  },
});

export type QuizSessionMachine = typeof quizSessionMachine;

/** How the chosen answer to a question stands, for the per-answer saving status. */
export function answerSaveState(context: Pick<QuizContext, 'answers' | 'pending'>, syncing: 'idle' | 'saving' | 'waiting', questionId: number): AnswerSaveState {
  if (context.answers[questionId] === undefined) return 'none';
  if (!context.pending.includes(questionId)) return 'saved';
  return syncing === 'waiting' ? 'notSaved' : 'saving';
}
