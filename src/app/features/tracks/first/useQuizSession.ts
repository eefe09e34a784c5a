import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createTicker, quizSessionMachine, type QuizLoaded } from '../../../../machines';
import { requestLanguage } from '../../../api/client';
import { savedLanguage } from '../../../services/apiClient';
import { askForQuizAnswersSync, createQuizAnswerKeeper, type QuizAnswerKeeper } from '../../../storage/quizAnswerKeeper';
import { readJwtCookie } from '../../../storage/jwtCookie';
import { useContestantScope } from '../recording/useContestantScope';
import { loadQuiz, saveAnswer, startQuiz, submitQuiz } from './quizApi';

const clock = () => Date.now();

/** The browser's store failing (private mode, storage full) never stops the quiz: it only keeps nothing. */
const quietly = (work: Promise<unknown> | undefined) => void work?.catch(() => {});

/** A load with the answers this browser kept for the same open attempt (none for another attempt, or without a keeper). */
async function withKept(loaded: Promise<QuizLoaded>, keeper: QuizAnswerKeeper | null): Promise<QuizLoaded> {
  const quiz = await loaded;
  if (!keeper || quiz.attempt?.status !== 'started') return quiz;
  const kept = await keeper.restore(quiz.attempt.startedAt, quiz.attempt.answers).catch(() => ({}));
  return { ...quiz, kept };
}

/**
 * The quiz-session machine with the real calls, the device clock (corrected by the server's own: see quizApi) and the
 * keeper of answers not yet saved (`keeper()` is the signed-in account's, or null while it is not known).
 */
export function liveQuizMachine(keeper: () => QuizAnswerKeeper | null) {
  return quizSessionMachine.provide({
    actors: {
      loadQuiz: fromPromise(() => withKept(loadQuiz(clock), keeper())),
      startQuiz: fromPromise(() => withKept(startQuiz(clock), keeper())),
      saveAnswer: fromPromise(({ input }) => saveAnswer(input)),
      submitQuiz: fromPromise(({ input }) => submitQuiz(input)),
      ticker: createTicker(clock),
    },
    actions: {
      keepAnswer: ({ context }, answer) => {
        if (context.attempt) quietly(keeper()?.keep(context.attempt.startedAt, answer));
      },
      forgetAnswer: (_, answer) => quietly(keeper()?.forget(answer)),
      dropKeptAnswers: () => quietly(keeper()?.drop()),
      askForBackgroundSync: () => quietly(askForQuizAnswersSync()),
    },
  });
}

/** One sitting of the quiz for a page, told when the browser goes offline or comes back. */
export function useQuizSession() {
  const account = useContestantScope();
  const keeper = useRef<{ account: string; keeper: QuizAnswerKeeper | null } | null>(null);
  if (keeper.current?.account !== account) {
    // Kept per account: until the session says who is signed in ('me'), nothing is kept.
    const session = { token: () => readJwtCookie(), language: () => requestLanguage(savedLanguage()) };
    keeper.current = { account, keeper: account === 'me' ? null : createQuizAnswerKeeper(account, session) };
  }
  const [machine] = useState(() => liveQuizMachine(() => keeper.current?.keeper ?? null));
  const actor = useActorRef(machine, { input: { now: clock(), online: typeof navigator === 'undefined' ? true : navigator.onLine } });
  const snapshot = useSelector(actor, (current) => current);
  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    const offline = () => actor.send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);
  return { snapshot, send: actor.send };
}
