import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { createTicker, quizSessionMachine } from '../../../../machines';
import { loadQuiz, saveAnswer, startQuiz, submitQuiz } from './quizApi';

const clock = () => Date.now();

/** The quiz-session machine with the real calls and the device clock (corrected by the server's own: see quizApi). */
export const liveQuizMachine = quizSessionMachine.provide({
  actors: {
    loadQuiz: fromPromise(() => loadQuiz(clock)),
    startQuiz: fromPromise(() => startQuiz(clock)),
    saveAnswer: fromPromise(({ input }) => saveAnswer(input)),
    submitQuiz: fromPromise(({ input }) => submitQuiz(input)),
    ticker: createTicker(clock),
  },
});

/** One sitting of the quiz for a page, told when the browser goes offline or comes back. */
export function useQuizSession() {
  const actor = useActorRef(liveQuizMachine, { input: { now: clock(), online: typeof navigator === 'undefined' ? true : navigator.onLine } });
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
