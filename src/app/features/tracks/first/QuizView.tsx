// The quiz drawn from a quiz-session snapshot: the page before it (what it is, start, or the "show challenge" view)
// and the questions (one at a time, the timer, saving status, review and submit). Pure views: the pages and the
// stories give them a snapshot and a send.
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../../design-system/components/Button/Button';
import { LinkButton } from '../../../../design-system/components/Button/LinkButton';
import { RadioGroup } from '../../../../design-system/components/RadioGroup/RadioGroup';
import { Progress } from '../../../../design-system/components/Recorder/Progress';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { visuallyHidden } from '../../../../design-system/theme';
import { answerSaveState, quizSecondsLeft, timerThreshold, unansweredQuestions, type QuizAbout, type QuizAttempt, type QuizEvent, type QuizQuestion, type quizSessionMachine } from '../../../../machines';
import { remainingTime, toIsoDuration } from '../../../../domain/meccaTime';
import { formatDateTime, formatNumber } from '../../../../domain/format';
import { isLanguage, type Language } from '../../../../domain/language';
import { pathOf } from '../../../routes/routes';
import { ConfirmDialog } from '../../../../design-system/components/ConfirmDialog/ConfirmDialog';
import * as styles from './quiz.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

export type QuizSnapshot = SnapshotFrom<typeof quizSessionMachine>;
export type QuizSend = (event: QuizEvent) => void;

function useQuizLanguage() {
  const { t, i18n } = useTranslation('quiz');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return { t, language };
}

/** `mm:ss` in the language's digits. */
function clockText(language: Language, seconds: number): string {
  const two = (n: number) => formatNumber(language, n, { minimumIntegerDigits: 2, useGrouping: false });
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

/** What the quiz is: how many questions, the time allowed, taken once, when results come. */
export function QuizFacts({ about }: { about: QuizAbout }) {
  const { t, language } = useQuizLanguage();
  return (
    <section className={styles.card} aria-labelledby="quiz-facts">
      <h2 id="quiz-facts" className={styles.cardTitle}>
        {t('facts.label')}
      </h2>
      <p className={styles.muted}>{t('about')}</p>
      <ul className={styles.facts}>
        <li>{t('facts.questions', { count: about.questionCount })}</li>
        <li>{t('facts.time', { minutes: Math.round(about.timeLimitSeconds / 60) })}</li>
        <li>{t('facts.once')}</li>
        <li>{t('facts.results', { date: formatDateTime(language, new Date(about.resultsAt)) })}</li>
      </ul>
    </section>
  );
}

/** Once the results are out: each question with the contestant's answer and the right one. */
function RightAnswers({ attempt, questions }: { attempt: QuizAttempt; questions: readonly QuizQuestion[] }) {
  const { t } = useQuizLanguage();
  const right = attempt.rightAnswers;
  if (!right || questions.length === 0) return null;
  const optionText = (question: QuizQuestion, id: number | undefined) => question.options.find((o) => o.id === id)?.text;
  return (
    <Stack as="ol" space="xs" aria-label={t('taken.answersTitle')}>
      {questions.map((question) => {
        const given = optionText(question, attempt.answers[question.id]);
        const correct = attempt.answers[question.id] !== undefined && attempt.answers[question.id] === right[question.id];
        return (
          <li key={question.id} className={styles.answerItem}>
            <p className={styles.cardTitle}>{question.text}</p>
            <p>
              <span className={[styles.badge, correct ? '' : styles.badgeMissing].join(' ')}>{t(correct ? 'taken.right' : 'taken.wrong')}</span>{' '}
              {t('taken.yourAnswer', { answer: given ?? t('taken.noAnswer') })}
            </p>
            {correct ? null : <p>{t('taken.rightAnswer', { answer: optionText(question, right[question.id]) ?? '' })}</p>}
          </li>
        );
      })}
    </Stack>
  );
}

/** The "show challenge" view: when it was submitted (or closed), then "received" or, once the results are out, the score. */
export function TakenView({ attempt, about, questions = [] }: { attempt: QuizAttempt; about: QuizAbout | null; questions?: readonly QuizQuestion[] }) {
  const { t, language } = useQuizLanguage();
  const when = attempt.submittedAt === null ? null : formatDateTime(language, new Date(attempt.submittedAt));
  const allCorrect = attempt.correctAnswers !== null && attempt.correctAnswers === attempt.totalQuestions && attempt.totalQuestions > 0;
  return (
    <section className={styles.card} aria-labelledby="quiz-taken">
      <h2 id="quiz-taken" className={styles.cardTitle}>
        {t('taken.title')}
      </h2>
      {when ? <p>{t(attempt.status === 'closed' ? 'taken.closedAt' : 'taken.submittedAt', { date: when })}</p> : null}
      {attempt.resultsReleased && attempt.correctAnswers !== null ? (
        <>
          <p className={styles.cardTitle}>{t('taken.score', { correct: attempt.correctAnswers, total: attempt.totalQuestions })}</p>
          {allCorrect ? <p>{t('taken.allCorrect')}</p> : null}
          <RightAnswers attempt={attempt} questions={questions} />
        </>
      ) : (
        <p>{about ? t('taken.received', { date: formatDateTime(language, new Date(about.resultsAt)) }) : null}</p>
      )}
    </section>
  );
}

/**
 * The time left, a `role="timer"` (not announced as it changes) with a `<time datetime>`; a separate polite live
 * region speaks only when a threshold is crossed (5 minutes, 1 minute left).
 */
export function QuizTimer({ seconds }: { seconds: number }) {
  const { t, language } = useQuizLanguage();
  const threshold = timerThreshold(seconds);
  return (
    <>
      <div role="timer" aria-label={t('timerLabel')} className={[styles.timer, threshold === 'oneMinute' ? styles.timerLow : ''].join(' ')}>
        <time dateTime={toIsoDuration(remainingTime(seconds * 1000, 0))}>{clockText(language, seconds)}</time>
      </div>
      <p aria-live="polite" className={visuallyHidden}>
        {threshold ? t(`threshold.${threshold}`) : ''}
      </p>
    </>
  );
}

/** The quiz on its way: the machine's `loading` (a spinner) or `failed` (its retry is the machine's `quiz.retry`). */
function QuizLoad({ snapshot, send }: { snapshot: QuizSnapshot; send: QuizSend }) {
  const { t } = useQuizLanguage();
  return (
    <ResourceView
      status={snapshot.matches('failed') ? 'failed' : 'loading'}
      spinnerSize="lg"
      onRetry={() => send({ type: 'quiz.retry' })}
      labels={{ loading: t('loading'), failed: t('failed.title'), failedDescription: t('failed.body'), retry: t('failed.retry') }}
    />
  );
}

/** The tracks' confirmation, with the quiz's own close label. */
function Confirm(props: Omit<ComponentProps<typeof ConfirmDialog>, 'closeLabel'>) {
  const { t } = useQuizLanguage();
  return <ConfirmDialog {...props} closeLabel={t('close')} />;
}

/** `/pre-questions`: what the quiz is and a start with a confirmation; or continue; or the "show challenge" view. */
export function IntroFace({ snapshot, send }: { snapshot: QuizSnapshot; send: QuizSend }) {
  const { t, language } = useQuizLanguage();
  const [confirming, setConfirming] = useState(false);
  const { context } = snapshot;
  const { about, attempt } = context;
  if (snapshot.matches('loading') || snapshot.matches('failed')) return <QuizLoad snapshot={snapshot} send={send} />;
  const starting = snapshot.matches('starting');
  const left = quizSecondsLeft(context);
  return (
    <>
      {about && (snapshot.matches('notStarted') || starting || snapshot.matches('active')) ? <QuizFacts about={about} /> : null}
      {snapshot.matches('notStarted') || starting ? (
        <div className={styles.card}>
          {context.notice === 'startFailed' ? (
            <p role="alert" className={styles.alert}>
              {t('start.failed')}
            </p>
          ) : null}
          <Button onPress={() => setConfirming(true)} isPending={starting} pendingLabel={t('start.pending')} fullWidth>
            {t('start.action')}
          </Button>
          <Confirm
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={t('start.confirmTitle')}
            confirmLabel={t('start.confirm')}
            cancelLabel={t('start.cancel')}
            onConfirm={() => send({ type: 'quiz.start' })}
          >
            <p className={styles.muted}>{t('start.confirmBody', { count: Math.round((about?.timeLimitSeconds ?? 0) / 60) })}</p>
          </Confirm>
        </div>
      ) : null}
      {snapshot.matches('active') ? (
        <div className={styles.card}>
          <p>{t('inProgress', { time: clockText(language, left ?? 0) })}</p>
          <LinkButton href={pathOf('questions')} fullWidth>
            {t('continue')}
          </LinkButton>
        </div>
      ) : null}
      {(snapshot.matches('submitted') || snapshot.matches('expired')) && attempt ? <TakenView attempt={attempt} about={about} questions={context.questions} /> : null}
    </>
  );
}

function SavingBanner({ snapshot, send }: { snapshot: QuizSnapshot; send: QuizSend }) {
  const { t } = useQuizLanguage();
  const { online, pending } = snapshot.context;
  const waiting = snapshot.matches({ active: { sync: 'waiting' } });
  if (online && !waiting) return null;
  return (
    <div role="status" className={styles.banner}>
      <span>{t(online ? 'save.failedBanner' : 'save.offlineBanner')}</span>
      {/* What waits: kept on this device, sent when the connection returns (also after the page was closed). */}
      {!online && pending.length > 0 ? <span>{t('save.keptOffline', { count: pending.length })}</span> : null}
      {online ? (
        <Button size="sm" variant="secondary" onPress={() => send({ type: 'save.retry' })}>
          {t('save.retry')}
        </Button>
      ) : null}
    </div>
  );
}

function syncOf(snapshot: QuizSnapshot): 'idle' | 'saving' | 'waiting' {
  if (snapshot.matches({ active: { sync: 'saving' } })) return 'saving';
  if (snapshot.matches({ active: { sync: 'waiting' } })) return 'waiting';
  return 'idle';
}

function Answering({ snapshot, send }: { snapshot: QuizSnapshot; send: QuizSend }) {
  const { t } = useQuizLanguage();
  const { context } = snapshot;
  const { questions, index, answers } = context;
  const question = questions[index];
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!question) return null;
  const total = questions.length;
  const go = (event: QuizEvent) => {
    send(event);
    // The next question is announced from its heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const state = answerSaveState(context, syncOf(snapshot), question.id);
  const chosen = answers[question.id];
  return (
    <section className={styles.card} aria-labelledby="quiz-question">
      <p className={styles.position} aria-hidden="true">
        {t('position', { current: index + 1, total })}
      </p>
      <h2 id="quiz-question" ref={headingRef} tabIndex={-1} className={visuallyHidden}>
        {t('questionHeading', { current: index + 1, total })}
      </h2>
      <RadioGroup
        key={question.id}
        label={question.text}
        orientation="vertical"
        options={question.options.map((option) => ({ value: String(option.id), label: option.text }))}
        value={chosen === undefined ? null : String(chosen)}
        onChange={(value) => send({ type: 'answer.choose', questionId: question.id, optionId: Number(value) })}
      />
      <p role="status" className={[styles.saveState, state === 'notSaved' ? styles.notSaved : ''].join(' ')}>
        {state === 'none' ? '' : t(`save.${state}`)}
      </p>
      <Inline space="sm" align="spaceBetween">
        <Button variant="secondary" isDisabled={index === 0} onPress={() => go({ type: 'question.previous' })}>
          {t('previous')}
        </Button>
        {index < total - 1 ? (
          <Button variant="secondary" onPress={() => go({ type: 'question.next' })}>
            {t('next')}
          </Button>
        ) : null}
        <Button onPress={() => send({ type: 'quiz.review' })}>{t('review.action')}</Button>
      </Inline>
    </section>
  );
}

function Reviewing({ snapshot, send }: { snapshot: QuizSnapshot; send: QuizSend }) {
  const { t } = useQuizLanguage();
  const [confirming, setConfirming] = useState(false);
  const { context } = snapshot;
  const unanswered = unansweredQuestions(context);
  const submitting = snapshot.matches({ active: { flow: 'submitting' } });
  return (
    <section className={styles.card} aria-labelledby="quiz-review">
      <h2 id="quiz-review" className={styles.cardTitle}>
        {t('review.title')}
      </h2>
      <p>{unanswered.length === 0 ? t('review.allAnswered') : t('review.unanswered', { count: unanswered.length })}</p>
      <Stack as="ol" space="xs">
        {context.questions.map((question, i) => {
          const answered = context.answers[question.id] !== undefined;
          return (
            <li key={question.id} className={styles.reviewItem}>
              <Button variant="ghost" size="sm" onPress={() => send({ type: 'question.go', index: i })} aria-label={t('review.open', { number: i + 1 })} isDisabled={submitting}>
                {t('review.question', { number: i + 1 })}
              </Button>
              <span className={[styles.badge, answered ? '' : styles.badgeMissing].join(' ')}>{t(answered ? 'review.answered' : 'review.notAnswered')}</span>
            </li>
          );
        })}
      </Stack>
      {context.notice === 'offline' || context.notice === 'submitFailed' ? (
        <p role="alert" className={styles.alert}>
          {t(context.notice === 'offline' ? 'submit.offline' : 'submit.failed')}
        </p>
      ) : null}
      <Inline space="sm" align="spaceBetween">
        <Button variant="secondary" onPress={() => send({ type: 'question.go', index: context.index })} isDisabled={submitting}>
          {t('review.back')}
        </Button>
        <Button onPress={() => setConfirming(true)} isPending={submitting} pendingLabel={t('submit.pending')}>
          {t('submit.action')}
        </Button>
      </Inline>
      <Confirm
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('submit.confirmTitle')}
        confirmLabel={t('submit.confirm')}
        cancelLabel={t('submit.cancel')}
        onConfirm={() => send({ type: 'quiz.submit' })}
      >
        <p className={styles.muted}>{t('submit.confirmBody')}</p>
        {unanswered.length > 0 ? <p className={styles.alert}>{t('submit.confirmUnanswered', { count: unanswered.length })}</p> : null}
      </Confirm>
    </section>
  );
}

/** `/questions`: the attempt one question at a time, the review and submit, then the confirmation. */
export function QuestionsFace({ snapshot, send }: { snapshot: QuizSnapshot; send: QuizSend }) {
  const { t, language } = useQuizLanguage();
  const { context } = snapshot;
  if (snapshot.matches('loading') || snapshot.matches('failed')) return <QuizLoad snapshot={snapshot} send={send} />;
  if (snapshot.matches('notStarted') || snapshot.matches('starting')) {
    return (
      <section className={styles.card} aria-labelledby="quiz-not-started">
        <h2 id="quiz-not-started" className={styles.cardTitle}>
          {t('notStarted.title')}
        </h2>
        <p className={styles.muted}>{t('notStarted.body')}</p>
        <LinkButton href={pathOf('preQuestions')}>{t('notStarted.link')}</LinkButton>
      </section>
    );
  }
  if (snapshot.matches('submitted') || snapshot.matches('expired')) {
    const expired = snapshot.matches('expired');
    return (
      <section className={styles.card} aria-labelledby="quiz-done">
        <h2 id="quiz-done" className={styles.cardTitle} tabIndex={-1}>
          {t(expired ? 'expired.title' : 'submitted.title')}
        </h2>
        <p role="status">
          {expired ? t('expired.body') : context.about ? t('submitted.body', { date: formatDateTime(language, new Date(context.about.resultsAt)) }) : null}
        </p>
        <Inline space="sm" align="spaceBetween">
          <LinkButton href={pathOf('preQuestions')} variant="secondary">
            {t('submitted.show')}
          </LinkButton>
          <LinkButton href={pathOf('home')}>{t('submitted.home')}</LinkButton>
        </Inline>
      </section>
    );
  }
  const answered = context.questions.filter((q) => context.answers[q.id] !== undefined).length;
  const total = context.questions.length;
  return (
    <>
      <Inline space="sm" align="spaceBetween">
        <QuizTimer seconds={quizSecondsLeft(context) ?? 0} />
        <div className={styles.progress}>
          <Progress label={t('progressLabel')} value={answered} maxValue={total} valueLabel={t('progressValue', { count: answered, total })} />
        </div>
      </Inline>
      <SavingBanner snapshot={snapshot} send={send} />
      {snapshot.matches({ active: { flow: 'answering' } }) ? <Answering snapshot={snapshot} send={send} /> : <Reviewing snapshot={snapshot} send={send} />}
    </>
  );
}
