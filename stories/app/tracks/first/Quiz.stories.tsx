import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, within } from 'storybook/test';
import { useLocale } from 'react-aria-components';
import { fromCallback, fromPromise, type StateValue } from 'xstate';
import { IntroFace, QuestionsFace } from '../../../../src/app/features/tracks/first/QuizView';
import { quizSessionMachine, type QuizAttempt, type QuizContext } from '../../../../src/machines';

const never = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
/** The machine as a story shows it: held in the state given, no calls, no clock. */
const storyMachine = quizSessionMachine.provide({
  actors: { loadQuiz: never(), startQuiz: never(), saveAnswer: never(), submitQuiz: never(), ticker: fromCallback(() => {}) },
});

const NOW = Date.parse('2026-03-02T10:00:00Z');
const questions = [
  { id: 1, text: 'How many surahs does the Quran have?', options: [{ id: 48213, text: '114' }, { id: 9321, text: '113' }, { id: 77120, text: '120' }] },
  { id: 2, text: 'Which service lets you listen to recitations verse by verse?', options: [{ id: 1203, text: 'The audio library' }, { id: 55012, text: 'The translation service' }, { id: 310, text: 'The tafsir service' }] },
  { id: 3, text: 'Which surah is called the Mother of the Book?', options: [{ id: 6621, text: 'Al-Fatiha' }, { id: 9001, text: 'Al-Baqarah' }, { id: 402, text: 'Al-Ikhlas' }] },
];
/** The same questions as an Arabic page serves them (the content is stored per language, in its own digits). */
const arabicQuestions = [
  { id: 1, text: 'كم عدد سور القرآن الكريم؟', options: [{ id: 48213, text: '١١٤' }, { id: 9321, text: '١١٣' }, { id: 77120, text: '١٢٠' }] },
  { id: 2, text: 'ما الخدمة التي تتيح الاستماع إلى التلاوات آيةً آية؟', options: [{ id: 1203, text: 'المكتبة الصوتية' }, { id: 55012, text: 'خدمة الترجمة' }, { id: 310, text: 'خدمة التفسير' }] },
  { id: 3, text: 'ما السورة التي تُسمّى أم الكتاب؟', options: [{ id: 6621, text: 'الفاتحة' }, { id: 9001, text: 'البقرة' }, { id: 402, text: 'الإخلاص' }] },
];
const submitted: QuizAttempt = {
  status: 'submitted',
  startedAt: NOW - 40 * 60_000,
  submittedAt: NOW - 30 * 60_000,
  totalQuestions: 3,
  remainingMs: 0,
  answers: { 1: 48213, 2: 1203, 3: 6621 },
  resultsReleased: false,
  correctAnswers: null,
  rightAnswers: null,
};
const base: QuizContext = {
  about: { questionCount: 3, timeLimitSeconds: 900, resultsAt: Date.parse('2026-03-15T21:00:00Z') },
  attempt: null,
  questions,
  answers: { 1: 48213 },
  pending: [],
  saving: null,
  index: 1,
  deadlineAt: NOW + 9 * 60_000 + 42_000,
  now: NOW,
  online: true,
  retryAt: null,
  notice: null,
};

function Quiz({ state, context = {}, face }: { state: StateValue; context?: Partial<QuizContext>; face: 'intro' | 'questions' }) {
  const arabic = useLocale().locale.startsWith('ar');
  const actor = useActorRef(storyMachine, {
    input: { now: NOW, online: true },
    snapshot: storyMachine.resolveState({ value: state, context: { ...base, questions: arabic ? arabicQuestions : questions, ...context } }),
  });
  const snapshot = useSelector(actor, (current) => current);
  const Face = face === 'intro' ? IntroFace : QuestionsFace;
  return (
    <div style={{ maxInlineSize: 412 }}>
      <Face snapshot={snapshot} send={actor.send} />
    </div>
  );
}

const meta = { title: 'App/Tracks/First/Quiz', component: Quiz } satisfies Meta<typeof Quiz>;
export default meta;
type Story = StoryObj<typeof meta>;
const en = { globals: { locale: 'en' } };
const answering = { active: { flow: 'answering', sync: 'idle' } };

export const Loading: Story = { args: { state: 'loading', face: 'questions' }, parameters: { machineStates: ['quizSession.loading'] } };
export const LoadingEnglish: Story = { ...Loading, ...en };

export const Failed: Story = {
  args: { state: 'failed', face: 'questions' },
  parameters: { machineStates: ['quizSession.failed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
export const FailedEnglish: Story = { ...Failed, ...en };

/** `/pre-questions` before the start: what the quiz is, and the start (confirmed in a dialog). */
export const NotStarted: Story = {
  args: { state: 'notStarted', face: 'intro', context: { questions: [], answers: {}, deadlineAt: null } },
  parameters: { machineStates: ['quizSession.notStarted'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /ابدأ الاختبار|Start the quiz/ })).toBeEnabled();
    // The results date is a Mecca time, and says so, as every time on the site does.
    await expect(within(canvasElement).getByText(/(انتهاء المسابقة في .+ بتوقيت مكة المكرمة)|(competition ends, on .+ Mecca time)/)).toBeVisible();
  },
};
export const NotStartedEnglish: Story = { ...NotStarted, ...en };

export const StartFailed: Story = { args: { ...NotStarted.args, context: { ...NotStarted.args.context, notice: 'startFailed' } } };
export const StartFailedEnglish: Story = { ...StartFailed, ...en };

export const Starting: Story = { args: { state: 'starting', face: 'intro', context: NotStarted.args.context }, parameters: { machineStates: ['quizSession.starting'] } };
export const StartingEnglish: Story = { ...Starting, ...en };

/** `/pre-questions` with the attempt open: continue it. */
export const Continue: Story = { args: { state: answering, face: 'intro' } };
export const ContinueEnglish: Story = { ...Continue, ...en };

/** One question: "2 of 3", the progress, the timer, the answer's saving status. */
export const Answering: Story = {
  args: { state: answering, face: 'questions' },
  parameters: { machineStates: ['quizSession.active.flow.answering', 'quizSession.active.sync.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup')).toBeInTheDocument();
  },
};
export const AnsweringEnglish: Story = { ...Answering, ...en };

export const Saving: Story = {
  args: { state: { active: { flow: 'answering', sync: 'saving' } }, face: 'questions', context: { answers: { 1: 48213, 2: 1203 }, pending: [2], saving: { questionId: 2, optionId: 1203 } } },
  parameters: { machineStates: ['quizSession.active.sync.saving'] },
};
export const SavingEnglish: Story = { ...Saving, ...en };

/** Offline: the answer is "not saved yet" and a banner says it will be saved when the connection returns. */
export const NotSavedOffline: Story = {
  args: { state: { active: { flow: 'answering', sync: 'waiting' } }, face: 'questions', context: { answers: { 1: 48213, 2: 1203 }, pending: [2], online: false, retryAt: NOW + 5000 } },
  parameters: { machineStates: ['quizSession.active.sync.waiting'] },
};
export const NotSavedOfflineEnglish: Story = { ...NotSavedOffline, ...en };

/**
 * Offline with answers kept on this device (chosen offline, or put back when the quiz was opened again): the banner says
 * how many wait, in the language's digits, and that they are sent when the connection returns.
 */
export const KeptOffline: Story = {
  args: {
    state: { active: { flow: 'answering', sync: 'waiting' } },
    face: 'questions',
    context: { answers: { 1: 48213, 2: 1203, 3: 6621 }, pending: [2, 3], online: false, retryAt: NOW + 5000 },
  },
  play: async ({ canvasElement, globals }) => {
    const waiting = globals.locale === 'en' ? 'Answers waiting on this device: 2' : 'إجابات تنتظر على هذا الجهاز: ٢';
    await expect(within(canvasElement).getByText(new RegExp(waiting))).toBeInTheDocument();
  },
};
export const KeptOfflineEnglish: Story = { ...KeptOffline, ...en };

/** The last minute: the timer turns red (and the live region said "1 minute left" once). */
export const LastMinute: Story = { args: { state: answering, face: 'questions', context: { deadlineAt: NOW + 42_000, index: 2 } } };
export const LastMinuteEnglish: Story = { ...LastMinute, ...en };

/** The review: unanswered questions listed before the submit. */
export const Reviewing: Story = {
  args: { state: { active: { flow: 'reviewing', sync: 'idle' } }, face: 'questions' },
  parameters: { machineStates: ['quizSession.active.flow.reviewing'] },
};
export const ReviewingEnglish: Story = { ...Reviewing, ...en };

export const SubmitRefusedOffline: Story = { args: { ...Reviewing.args, context: { online: false, notice: 'offline' } } };
export const SubmitRefusedOfflineEnglish: Story = { ...SubmitRefusedOffline, ...en };

export const Submitting: Story = {
  args: { state: { active: { flow: 'submitting', sync: 'idle' } }, face: 'questions' },
  parameters: { machineStates: ['quizSession.active.flow.submitting'] },
};
export const SubmittingEnglish: Story = { ...Submitting, ...en };

/** The confirmation after submitting: received; scores come when the competition ends. */
export const Submitted: Story = {
  args: { state: 'submitted', face: 'questions', context: { attempt: submitted } },
  parameters: { machineStates: ['quizSession.submitted'] },
};
export const SubmittedEnglish: Story = { ...Submitted, ...en };

/** `/pre-questions` once taken: the "show challenge" view, before the results. */
export const ShowChallenge: Story = { args: { state: 'submitted', face: 'intro', context: { attempt: submitted } } };
export const ShowChallengeEnglish: Story = { ...ShowChallenge, ...en };

/** Once the competition has ended: the score, and each answer beside the right one. */
export const ShowChallengeScore: Story = {
  args: { state: 'submitted', face: 'intro', context: { attempt: { ...submitted, resultsReleased: true, correctAnswers: 2, rightAnswers: { ...submitted.answers, 2: 55012 } } } },
};
export const ShowChallengeScoreEnglish: Story = { ...ShowChallengeScore, ...en };

/** The deadline passed: closed by the server with the answers saved before it. */
export const Expired: Story = {
  args: { state: 'expired', face: 'questions', context: { attempt: { ...submitted, status: 'closed' } } },
  parameters: { machineStates: ['quizSession.expired'] },
};
export const ExpiredEnglish: Story = { ...Expired, ...en };

export const ExpiredShowChallenge: Story = { args: { state: 'expired', face: 'intro', context: { attempt: { ...submitted, status: 'closed' } } } };
export const ExpiredShowChallengeEnglish: Story = { ...ExpiredShowChallenge, ...en };
