// One review item in the console: listen to the recordings, score them against the rubric, give a verdict, send it.
// Text never lives here: `problem` is a code the console translates, `refusal` the server's own message.
import { assign, fromPromise, setup } from 'xstate';
import { westernDigits } from '../../domain/digits.ts';
import { type ConsoleOutcome } from './consoleOutcome.ts';

export const reviewVerdicts = ['accept', 'refuse', 'recuse'] as const;
export type ReviewVerdict = (typeof reviewVerdicts)[number];
export type RubricCriterion = { key: string; max: number };

/** What the reviewer sends: scores unless recusing, a reason when refusing or recusing (optional when accepting). */
export type VerdictSubmission = { verdict: ReviewVerdict; scores?: Record<string, number>; reason?: string };

export type ReviewInput = { rubric: readonly RubricCriterion[]; judgeable: boolean };
export type ReviewContext = {
  rubric: readonly RubricCriterion[];
  judgeable: boolean;
  verdict: ReviewVerdict;
  /** As typed, Western digits (a criterion left out is not scored yet). */
  scores: Record<string, string>;
  reason: string;
  /** Why the form was not sent: a score missing or out of range, or a reason missing. */
  problem: 'scores' | 'reason' | null;
  refusal: string | null;
};
export type ReviewEvent =
  | { type: 'verdict.choose'; verdict: ReviewVerdict }
  | { type: 'score.change'; criterion: string; value: string }
  | { type: 'reason.change'; value: string }
  | { type: 'verdict.submit' };

/** Each criterion's score as a number, when every one is a whole number within its range; else null. */
export function rubricScores(context: Pick<ReviewContext, 'rubric' | 'scores'>): Record<string, number> | null {
  const numbers: Record<string, number> = {};
  for (const { key, max } of context.rubric) {
    const typed = context.scores[key] ?? '';
    const value = Number(typed);
    if (typed.trim() === '' || !Number.isInteger(value) || value < 0 || value > max) return null;
    numbers[key] = value;
  }
  return numbers;
}

/** The sum of the scores, once all are given and the reviewer is not recusing. */
export function rubricTotal(context: Pick<ReviewContext, 'rubric' | 'scores' | 'verdict'>): number | null {
  const numbers = context.verdict === 'recuse' ? null : rubricScores(context);
  return numbers ? Object.values(numbers).reduce((sum, n) => sum + n, 0) : null;
}

function problemOf(context: ReviewContext): ReviewContext['problem'] {
  if (context.verdict !== 'recuse' && !rubricScores(context)) return 'scores';
  if (context.verdict !== 'accept' && !context.reason.trim()) return 'reason';
  return null;
}

export function verdictSubmission(context: ReviewContext): VerdictSubmission {
  const reason = context.reason.trim();
  const scores = context.verdict !== 'recuse' ? rubricScores(context) : null;
  return { verdict: context.verdict, ...(scores ? { scores } : {}), ...(reason ? { reason } : {}) };
}

export const reviewMachine = setup({
  types: {} as { context: ReviewContext; events: ReviewEvent; input: ReviewInput },
  actors: {
    sendVerdict: fromPromise<ConsoleOutcome, VerdictSubmission>(async () => {
      throw new Error('provide sendVerdict');
    }),
  },
  guards: {
    isJudgeable: ({ context }) => context.judgeable,
    isComplete: ({ context }) => problemOf(context) === null,
  },
  actions: {
    findProblem: assign({ problem: ({ context }) => problemOf(context) }),
    clearProblems: assign({ problem: null, refusal: null }),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ rubric: input.rubric, judgeable: input.judgeable, verdict: 'accept', scores: {}, reason: '', problem: null, refusal: null }),
  initial: 'opening',
  states: {
    opening: { meta: { transient: true }, always: [{ guard: 'isJudgeable', target: 'judging' }, { target: 'listening' }] },
    /** Nothing to judge: the item is decided, or this reviewer gave a verdict already. */
    listening: {},
    /** The form: verdict, scores and reason; after a refusal (the server's message in `refusal`, null when none or unreachable) it stays editable. */
    judging: {
      initial: 'scoring',
      on: {
        'verdict.choose': { target: '.scoring', actions: assign({ verdict: ({ event }) => event.verdict }) },
        'score.change': { target: '.scoring', actions: assign({ scores: ({ context, event }) => ({ ...context.scores, [event.criterion]: westernDigits(event.value) }) }) },
        'reason.change': { target: '.scoring', actions: assign({ reason: ({ event }) => event.value }) },
        'verdict.submit': [
          { guard: 'isComplete', target: 'sending', actions: 'clearProblems' },
          { target: '.scoring', actions: 'findProblem' },
        ],
      },
      states: { scoring: {}, refused: {} },
    },
    sending: {
      invoke: {
        src: 'sendVerdict',
        input: ({ context }) => verdictSubmission(context),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'judged' },
          { target: 'judging.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'judging.refused', actions: assign({ refusal: null }) },
      },
    },
    /** The server kept the verdict. */
    judged: {},
  },
});
