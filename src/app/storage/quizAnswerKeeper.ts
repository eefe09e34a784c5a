// Quiz answers chosen and not yet confirmed by the server, kept in IndexedDB until it has them: a closed tab, a reload
// or a crash loses none of them. One entry per account and question, the latest choice only (setting an answer is
// idempotent on the server: the last value wins), with what a send needs (the account's token, the language) so the
// service worker can send it after the tab was closed (src/sw/quizAnswers.ts reads the same store).
import { createStore, delMany, entries, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { QuizKeptAnswer } from '../../machines';

/** What one kept answer holds. */
export interface KeptQuizAnswer {
  /** The signed-in account (its user id): another account on the same browser never sees or sends it. */
  account: string;
  /** The attempt it was chosen in (its start, epoch ms, as the server gives it). */
  attempt: number;
  questionId: number;
  optionId: number;
  /** The account's bearer token when the answer was chosen (what the worker sends it with). */
  token: string | null;
  /** The language the server answers in. */
  language: string;
}

/** Background Sync's tag for the kept answers (the page registers it, the worker's `sync` handler answers it). */
export const quizAnswersSyncTag = 'quiz-answers';

let store: UseStore | null = null;
/** The store, shared by the page and the service worker. */
export const quizAnswerStore = () => (store ??= createStore('quran-competition-quiz', 'answers'));

const keyOf = (account: string, questionId: number) => `${account}:${questionId}`;

/** Every kept answer, of every account (the worker sends them all, each with its own token). */
export async function allKeptQuizAnswers(): Promise<Array<[string, KeptQuizAnswer]>> {
  const kept = await entries<string, KeptQuizAnswer>(quizAnswerStore());
  return kept.filter(([key, value]) => typeof key === 'string' && typeof value?.questionId === 'number' && typeof value.optionId === 'number');
}

/** Removes the kept answer under `key` only if it is still `optionId`: a newer choice made meanwhile stays. */
export async function forgetKeptQuizAnswer(key: string, optionId: number): Promise<void> {
  await quizAnswerStore()('readwrite', (objects) => {
    // Read and removed in one transaction: nothing written in between.
    const current = objects.get(key);
    current.onsuccess = () => {
      if ((current.result as KeptQuizAnswer | undefined)?.optionId === optionId) objects.delete(key);
    };
    return promisifyRequest(objects.transaction);
  });
}

export interface QuizAnswerKeeper {
  /**
   * The answers kept for this attempt (question → option) that the server does not have; kept answers of other attempts
   * and those the server already has are forgotten.
   */
  restore(attempt: number, server: Readonly<Record<number, number>>): Promise<Record<number, number>>;
  /** Keeps the latest choice for a question of the attempt (its start, epoch ms). */
  keep(attempt: number, answer: QuizKeptAnswer): Promise<void>;
  /** Forgets the kept answer once the server confirmed that same value. */
  forget(answer: QuizKeptAnswer): Promise<void>;
  /** Forgets every answer kept for the account (the attempt was submitted or closed). */
  drop(): Promise<void>;
}

/** The keeper of one account's answers; `session` reads the token and language at the moment an answer is kept. */
export function createQuizAnswerKeeper(account: string, session: { token: () => string | null; language: () => string }): QuizAnswerKeeper {
  const mine = async () => (await allKeptQuizAnswers()).filter(([, value]) => value.account === account);
  return {
    async restore(current, server) {
      const restored: Record<number, number> = {};
      const stale: string[] = [];
      for (const [key, value] of await mine()) {
        if (value.attempt === current && server[value.questionId] !== value.optionId) restored[value.questionId] = value.optionId;
        else stale.push(key);
      }
      if (stale.length > 0) await delMany(stale, quizAnswerStore());
      return restored;
    },
    async keep(attempt, { questionId, optionId }) {
      const value: KeptQuizAnswer = { account, attempt, questionId, optionId, token: session.token(), language: session.language() };
      await set(keyOf(account, questionId), value, quizAnswerStore());
    },
    async forget({ questionId, optionId }) {
      await forgetKeptQuizAnswer(keyOf(account, questionId), optionId);
    },
    async drop() {
      const keys = (await mine()).map(([key]) => key);
      if (keys.length > 0) await delMany(keys, quizAnswerStore());
    },
  };
}

type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the service worker to send the kept answers when the connection returns, also after the tab was closed, where
 * the browser has Background Sync (elsewhere the page sends them itself the next time the quiz opens).
 */
export async function askForQuizAnswersSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as WithSync | undefined;
  await registration?.sync?.register(quizAnswersSyncTag);
}
