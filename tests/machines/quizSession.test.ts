// The quiz-session machine: loading, not started, answering, reviewing, submitting, submitted, expired, failed, and the
// saving of each answer (retried after a failure, when back online, or on request), with the clock and API injected.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import {
  answerSaveState,
  quizSessionMachine,
  quizSecondsLeft,
  timerThreshold,
  unansweredQuestions,
  type QuizAttempt,
  type QuizLoaded,
  type QuizSaveInput,
  type QuizSaveResult,
  type QuizSubmitInput,
  type QuizSubmitResult,
} from '../../src/machines/tracks/quiz/quizSession.machine.ts';
import { graphCoverage, neverSettles, replayMismatches, silentTicker } from './support/graphCoverage.ts';

const T0 = Date.parse('2026-03-02T10:00:00Z');
const about = { questionCount: 3, timeLimitSeconds: 900, resultsAt: Date.parse('2026-03-15T21:00:00Z') };
const questions = [1, 2, 3].map((id) => ({ id, text: `Question ${id}`, options: [1, 2, 3].map((o) => ({ id: id * 1000 + o * 7, text: `Option ${o}` })) }));
const attempt = (over: Partial<QuizAttempt> = {}): QuizAttempt => ({
  status: 'started',
  startedAt: T0 - 60_000,
  submittedAt: null,
  totalQuestions: 3,
  remainingMs: 840_000,
  answers: {},
  resultsReleased: false,
  correctAnswers: null,
  rightAnswers: null,
  ...over,
});
const loaded = (over: Partial<QuizLoaded> = {}): QuizLoaded => ({ about, attempt: attempt(), questions, receivedAt: T0, ...over });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startQuiz(options: {
  load?: () => QuizLoaded | Promise<QuizLoaded>;
  start?: () => QuizLoaded;
  save?: (input: QuizSaveInput) => QuizSaveResult | Promise<QuizSaveResult>;
  submit?: (input: QuizSubmitInput) => QuizSubmitResult;
  online?: boolean;
}) {
  const calls = { saves: [] as QuizSaveInput[], submits: [] as QuizSubmitInput[], kept: [] as QuizSaveInput[], forgotten: [] as QuizSaveInput[], dropped: 0, syncs: 0 };
  const actor = createActor(
    quizSessionMachine.provide({
      actors: {
        loadQuiz: fromPromise(async () => (options.load ?? (() => loaded()))()),
        startQuiz: fromPromise(async () => options.start?.() ?? loaded()),
        saveAnswer: fromPromise(async ({ input }) => {
          calls.saves.push(input);
          return options.save ? options.save(input) : { kind: 'saved' as const };
        }),
        submitQuiz: fromPromise(async ({ input }) => {
          calls.submits.push(input);
          return options.submit?.(input) ?? { kind: 'submitted' as const, attempt: attempt({ status: 'submitted', submittedAt: T0 + 1 }) };
        }),
        ticker: fromCallback(() => {}),
      },
      actions: {
        keepAnswer: (_, answer) => void calls.kept.push(answer),
        forgetAnswer: (_, answer) => void calls.forgotten.push(answer),
        dropKeptAnswers: () => void (calls.dropped += 1),
        askForBackgroundSync: () => void (calls.syncs += 1),
      },
    }),
    { input: { now: T0, online: options.online ?? true } },
  ).start();
  return { actor, calls };
}

const stateOf = (actor: ReturnType<typeof startQuiz>['actor']) => actor.getSnapshot().value;

describe('quiz session machine', () => {
  it('resumes a started attempt: the answers the server kept, the countdown from the server deadline whatever the device clock', async () => {
    // The device clock is an hour fast: the server says 840 s are left, and that is what counts.
    const skewed = T0 + 3_600_000;
    const { actor } = startQuiz({ load: () => loaded({ attempt: attempt({ answers: { 1: 1007 } }), receivedAt: skewed }) });
    await settle();
    expect(stateOf(actor)).toEqual({ active: { flow: 'answering', sync: 'idle' } });
    const { context } = actor.getSnapshot();
    expect(context.answers).toEqual({ 1: 1007 });
    // Back where they were: the first question still without an answer.
    expect(context.index).toBe(1);
    expect(quizSecondsLeft(context)).toBe(840);
    actor.send({ type: 'clock.tick', now: skewed + 541_000 });
    expect(quizSecondsLeft(actor.getSnapshot().context)).toBe(299);
    expect(timerThreshold(quizSecondsLeft(actor.getSnapshot().context))).toBe('fiveMinutes');
    expect(timerThreshold(61)).toBe('fiveMinutes');
    expect(timerThreshold(60)).toBe('oneMinute');
    expect(timerThreshold(301)).toBeNull();
  });

  it('starts from not started; a start that could not be sent goes back with a notice', async () => {
    let fails = true;
    const { actor } = startQuiz({
      load: () => loaded({ attempt: null, questions: [] }),
      start: () => {
        if (fails) throw new Error('offline');
        return loaded();
      },
    });
    await settle();
    expect(stateOf(actor)).toBe('notStarted');
    expect(actor.getSnapshot().context.about).toEqual(about);
    actor.send({ type: 'quiz.start' });
    expect(stateOf(actor)).toBe('starting');
    await settle();
    expect(stateOf(actor)).toBe('notStarted');
    expect(actor.getSnapshot().context.notice).toBe('startFailed');
    fails = false;
    actor.send({ type: 'quiz.start' });
    await settle();
    expect(actor.getSnapshot().matches({ active: { flow: 'answering' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('saves every answer as it is chosen, one at a time, the latest choice last', async () => {
    let release: (() => void) | undefined;
    const { actor, calls } = startQuiz({
      save: () => new Promise<QuizSaveResult>((resolve) => (release = () => resolve({ kind: 'saved' }))),
    });
    await settle();
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 1007 });
    expect(actor.getSnapshot().matches({ active: { sync: 'saving' } })).toBe(true);
    // Changed their mind while the first save was on its way, and answered question 2.
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 1014 });
    actor.send({ type: 'question.next' });
    actor.send({ type: 'answer.choose', questionId: 2, optionId: 2007 });
    expect(answerSaveState(actor.getSnapshot().context, 'saving', 1)).toBe('saving');
    release!();
    await settle();
    release!();
    await settle();
    release!();
    await settle();
    expect(calls.saves).toEqual([
      { questionId: 1, optionId: 1007 },
      { questionId: 1, optionId: 1014 },
      { questionId: 2, optionId: 2007 },
    ]);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(actor.getSnapshot().context.answers).toEqual({ 1: 1014, 2: 2007 });
    expect(answerSaveState(actor.getSnapshot().context, 'idle', 1)).toBe('saved');
    expect(answerSaveState(actor.getSnapshot().context, 'idle', 3)).toBe('none');
  });

  it('a save that fails is "not saved yet", retried after a while, when back online, or on request', async () => {
    let offline = true;
    const { actor, calls } = startQuiz({
      save: () => {
        if (offline) throw new Error('offline');
        return { kind: 'saved' };
      },
    });
    await settle();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'answer.choose', questionId: 3, optionId: 3021 });
    await settle();
    expect(actor.getSnapshot().matches({ active: { sync: 'waiting' } })).toBe(true);
    expect(answerSaveState(actor.getSnapshot().context, 'waiting', 3)).toBe('notSaved');
    // No retry while offline, even when due.
    actor.send({ type: 'clock.tick', now: T0 + 10_000 });
    expect(actor.getSnapshot().matches({ active: { sync: 'waiting' } })).toBe(true);
    actor.send({ type: 'network.online' });
    await settle();
    expect(actor.getSnapshot().matches({ active: { sync: 'waiting' } })).toBe(true); // still failing
    expect(calls.saves).toHaveLength(2);
    actor.send({ type: 'clock.tick', now: T0 + 11_000 });
    expect(actor.getSnapshot().matches({ active: { sync: 'waiting' } })).toBe(true); // retry not due yet
    actor.send({ type: 'clock.tick', now: T0 + 20_000 });
    await settle();
    expect(calls.saves).toHaveLength(3);
    offline = false;
    actor.send({ type: 'save.retry' });
    await settle();
    expect(actor.getSnapshot().matches({ active: { sync: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('reviews (listing unanswered questions) and submits every answer, pending ones included', async () => {
    const { actor, calls } = startQuiz({ save: () => new Promise<QuizSaveResult>(() => {}) });
    await settle();
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 1007 });
    actor.send({ type: 'question.go', index: 2 });
    actor.send({ type: 'answer.choose', questionId: 3, optionId: 3014 });
    actor.send({ type: 'question.next' }); // already at the last question
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'quiz.review' });
    expect(unansweredQuestions(actor.getSnapshot().context).map((q) => q.id)).toEqual([2]);
    actor.send({ type: 'question.go', index: 1 });
    expect(actor.getSnapshot().matches({ active: { flow: 'answering' } })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'quiz.review' });
    actor.send({ type: 'quiz.submit' });
    await settle();
    expect(stateOf(actor)).toBe('submitted');
    expect(calls.submits).toEqual([{ answers: [{ questionId: 1, optionId: 1007 }, { questionId: 3, optionId: 3014 }] }]);
    expect(actor.getSnapshot().context.attempt?.status).toBe('submitted');
  });

  it('refuses to submit while offline, keeping every answer; a submit that fails returns to the review with a notice', async () => {
    let fails = true;
    const { actor, calls } = startQuiz({
      online: false,
      submit: () => {
        if (fails) throw new Error('network');
        return { kind: 'alreadySubmitted' };
      },
    });
    await settle();
    actor.send({ type: 'answer.choose', questionId: 2, optionId: 2007 });
    actor.send({ type: 'quiz.review' });
    actor.send({ type: 'quiz.submit' });
    expect(actor.getSnapshot().matches({ active: { flow: 'reviewing' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('offline');
    expect(calls.submits).toEqual([]);
    actor.send({ type: 'network.online' });
    actor.send({ type: 'quiz.submit' });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('submitFailed');
    expect(actor.getSnapshot().context.answers).toEqual({ 2: 2007 });
    fails = false;
    actor.send({ type: 'quiz.submit' });
    await settle();
    // Another tab submitted first: submitted all the same.
    expect(stateOf(actor)).toBe('submitted');
  });

  it('the deadline passing ends the sitting (expired); so does a save the server refuses as closed', async () => {
    const { actor } = startQuiz({});
    await settle();
    actor.send({ type: 'clock.tick', now: T0 + 839_000 });
    expect(stateOf(actor)).not.toBe('expired');
    actor.send({ type: 'clock.tick', now: T0 + 840_000 });
    expect(stateOf(actor)).toBe('expired');

    const closed = startQuiz({ save: () => ({ kind: 'closed' }) });
    await settle();
    closed.actor.send({ type: 'answer.choose', questionId: 1, optionId: 1007 });
    await settle();
    expect(stateOf(closed.actor)).toBe('expired');
  });

  it('loads a submitted or closed attempt as such, and a failed load retries', async () => {
    const submitted = startQuiz({ load: () => loaded({ attempt: attempt({ status: 'submitted', submittedAt: T0 }), questions: [] }) });
    const closed = startQuiz({ load: () => loaded({ attempt: attempt({ status: 'closed', submittedAt: T0 }), questions: [] }) });
    let fails = true;
    const failing = startQuiz({
      load: () => {
        if (fails) throw new Error('offline');
        return loaded();
      },
    });
    await settle();
    expect(stateOf(submitted.actor)).toBe('submitted');
    expect(stateOf(closed.actor)).toBe('expired');
    expect(stateOf(failing.actor)).toBe('failed');
    fails = false;
    failing.actor.send({ type: 'quiz.retry' });
    await settle();
    expect(failing.actor.getSnapshot().matches('active')).toBe(true);
  });
});

describe('quiz session machine: answers kept in the browser', () => {
  it('keeps each chosen answer and forgets it once the server confirmed that same value', async () => {
    const { actor, calls } = startQuiz({});
    await settle();
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 1007 });
    expect(calls.kept).toEqual([{ questionId: 1, optionId: 1007 }]);
    await settle();
    expect(calls.forgotten).toEqual([{ questionId: 1, optionId: 1007 }]);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    // Saved once: the server's "last value wins" is never fed an older value after a newer one.
    expect(calls.saves).toEqual([{ questionId: 1, optionId: 1007 }]);
  });

  it('puts back the answers kept for the same open attempt that the server does not have, and saves them', async () => {
    const { actor, calls } = startQuiz({
      // Question 1: the server has the kept value (nothing to send); 2: another value kept; 3: none on the server.
      load: () => loaded({ attempt: attempt({ answers: { 1: 1007, 2: 2007 } }), kept: { 1: 1007, 2: 2014, 3: 3021 } }),
      save: () => new Promise<QuizSaveResult>(() => {}),
    });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.answers).toEqual({ 1: 1007, 2: 2014, 3: 3021 });
    expect(context.pending).toEqual([2, 3]);
    expect(answerSaveState(context, 'saving', 2)).toBe('saving');
    expect(answerSaveState(context, 'saving', 1)).toBe('saved');
    // Every question has an answer now: resumed on the first one.
    expect(context.index).toBe(0);
    expect(calls.saves).toEqual([{ questionId: 2, optionId: 2014 }]);
  });

  it('ignores kept answers to unknown questions or options, and those of an attempt no longer open', async () => {
    const strange = startQuiz({ load: () => loaded({ kept: { 1: 999, 42: 1007 } }) });
    const submitted = startQuiz({ load: () => loaded({ attempt: attempt({ status: 'submitted', submittedAt: T0 }), kept: { 1: 1007 } }) });
    await settle();
    expect(strange.actor.getSnapshot().context.pending).toEqual([]);
    expect(strange.calls.saves).toEqual([]);
    expect(submitted.actor.getSnapshot().context.pending).toEqual([]);
    expect(submitted.calls.saves).toEqual([]);
  });

  it('drops what was kept when the attempt is submitted, closed or absent', async () => {
    const none = startQuiz({ load: () => loaded({ attempt: null, questions: [] }) });
    const closed = startQuiz({ load: () => loaded({ attempt: attempt({ status: 'closed', submittedAt: T0 }), questions: [] }) });
    const open = startQuiz({});
    await settle();
    expect(none.calls.dropped).toBe(1);
    expect(closed.calls.dropped).toBe(1);
    expect(open.calls.dropped).toBe(0);
    open.actor.send({ type: 'quiz.review' });
    open.actor.send({ type: 'quiz.submit' });
    await settle();
    expect(stateOf(open.actor)).toBe('submitted');
    expect(open.calls.dropped).toBe(1);
  });

  it('offline with answers waiting, asks for a background sync (the worker sends them after the tab was closed)', async () => {
    let online = false;
    const { actor, calls } = startQuiz({
      online: false,
      save: () => {
        if (!online) throw new Error('offline');
        return { kind: 'saved' };
      },
    });
    await settle();
    expect(calls.syncs).toBe(0);
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 1007 });
    await settle();
    expect(actor.getSnapshot().matches({ active: { sync: 'waiting' } })).toBe(true);
    expect(calls.syncs).toBe(1);
    online = true;
    actor.send({ type: 'network.online' });
    await settle();
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(calls.forgotten).toEqual([{ questionId: 1, optionId: 1007 }]);
  });

  it('a save that failed online asks for no sync until the connection goes', async () => {
    const { actor, calls } = startQuiz({ save: () => Promise.reject(new Error('server')) });
    await settle();
    actor.send({ type: 'answer.choose', questionId: 1, optionId: 1007 });
    await settle();
    expect(actor.getSnapshot().matches({ active: { sync: 'waiting' } })).toBe(true);
    expect(calls.syncs).toBe(0);
    actor.send({ type: 'network.offline' });
    expect(calls.syncs).toBe(1);
    expect(actor.getSnapshot().context.online).toBe(false);
  });
});

describe('quiz session machine: model-based', () => {
  const started = loaded({ questions: questions.slice(0, 2) });
  const events = [
    { type: 'xstate.done.actor.loadQuiz', output: started },
    { type: 'xstate.done.actor.loadQuiz', output: loaded({ questions: questions.slice(0, 2), kept: { 2: 2007 } }) },
    { type: 'xstate.done.actor.loadQuiz', output: loaded({ attempt: null, questions: [] }) },
    { type: 'xstate.done.actor.loadQuiz', output: loaded({ attempt: attempt({ status: 'submitted' }), questions: [] }) },
    { type: 'xstate.done.actor.loadQuiz', output: loaded({ attempt: attempt({ status: 'closed' }), questions: [] }) },
    { type: 'xstate.error.actor.loadQuiz', error: new Error('offline') },
    { type: 'quiz.retry' },
    { type: 'quiz.start' },
    { type: 'xstate.done.actor.startQuiz', output: started },
    { type: 'xstate.done.actor.startQuiz', output: loaded({ attempt: attempt({ status: 'submitted' }), questions: [] }) },
    { type: 'xstate.done.actor.startQuiz', output: loaded({ attempt: attempt({ status: 'closed' }), questions: [] }) },
    { type: 'xstate.done.actor.startQuiz', output: loaded({ attempt: null, questions: [] }) },
    { type: 'xstate.error.actor.startQuiz', error: new Error('offline') },
    { type: 'answer.choose', questionId: 1, optionId: 1007 },
    { type: 'question.next' },
    { type: 'question.previous' },
    { type: 'question.go', index: 0 },
    { type: 'quiz.review' },
    { type: 'quiz.submit' },
    { type: 'xstate.done.actor.submitQuiz', output: { kind: 'submitted', attempt: attempt({ status: 'submitted' }) } },
    { type: 'xstate.done.actor.submitQuiz', output: { kind: 'alreadySubmitted' } },
    { type: 'xstate.done.actor.submitQuiz', output: { kind: 'closed' } },
    { type: 'xstate.error.actor.submitQuiz', error: new Error('offline') },
    { type: 'xstate.done.actor.saveAnswer', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.saveAnswer', output: { kind: 'closed' } },
    { type: 'xstate.done.actor.saveAnswer', output: { kind: 'submitted' } },
    { type: 'xstate.error.actor.saveAnswer', error: new Error('offline') },
    { type: 'save.retry' },
    { type: 'network.offline' },
    { type: 'network.online' },
    { type: 'clock.tick', now: T0 + 10_000 },
    { type: 'clock.tick', now: T0 + 900_000 },
  ];
  // A vertex is the state with what the events change; not every distinct clock reading.
  const serializeState = (state: { value: unknown; context: { pending: readonly number[]; index: number; online: boolean; notice: unknown; answers: object; retryAt: number | null } }) =>
    JSON.stringify([state.value, state.context.pending, state.context.index, state.context.online, state.context.notice, state.context.answers, state.context.retryAt !== null]);
  const options = { events, input: { now: T0, online: true }, serializeState };

  it('reaches every state and takes every transition', () => {
    expect(graphCoverage(quizSessionMachine as AnyStateMachine, options as never)).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });

  it('a live actor follows every shortest path the model gives', () => {
    const live = quizSessionMachine.provide({
      actors: { loadQuiz: neverSettles(), startQuiz: neverSettles(), saveAnswer: neverSettles(), submitQuiz: neverSettles(), ticker: silentTicker },
    });
    expect(replayMismatches(live as AnyStateMachine, options as never)).toEqual([]);
  });
});
