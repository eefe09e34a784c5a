// The service worker's half of the quiz answers kept while offline (the page's half: src/app/storage/quizAnswerKeeper.ts).
// When the browser fires the `quiz-answers` sync (the connection is back; the page registered it while offline), each
// kept answer is sent with its account's token — only when no window of the site is open: an open page sends them
// itself, and two senders could put an older value after a newer one.
import { allKeptQuizAnswers, forgetKeptQuizAnswer, quizAnswersSyncTag } from '../app/storage/quizAnswerKeeper';

// The worker's types, as much of them as this file uses (it is also typechecked with the page's DOM types).
type SyncEvent = Event & { tag: string; waitUntil(done: Promise<unknown>): void };
interface WorkerScope {
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]> };
  addEventListener(type: 'sync', listener: (event: Event) => void): void;
}

/** Why a sync is tried again later (the browser retries a failed sync a few times, backing off). */
class SendLater extends Error {}

/**
 * Sends every kept answer; one the server accepted or refused for good (4xx: the deadline passed, the attempt was
 * submitted, the token is no longer valid) is forgotten, the others stay for the next sync (which this one failing asks for).
 */
export async function sendKeptQuizAnswers(api: URL, windowsOpen: () => Promise<boolean>, send: typeof fetch = fetch): Promise<void> {
  const kept = await allKeptQuizAnswers();
  if (kept.length === 0) return;
  if (await windowsOpen()) throw new SendLater('a page of the site is open: it sends the answers itself');
  let left = 0;
  for (const [key, answer] of kept) {
    let status: number;
    try {
      const answered = await send(`${api.href}/competition/first-paths/answers/${answer.questionId}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'accept-language': answer.language,
          ...(answer.token ? { authorization: `Bearer ${answer.token}` } : {}),
        },
        body: JSON.stringify({ option_id: answer.optionId }),
      });
      status = answered.status;
    } catch {
      left += 1;
      continue;
    }
    const final = (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 408 && status !== 429);
    if (final) await forgetKeptQuizAnswer(key, answer.optionId);
    else left += 1;
  }
  if (left > 0) throw new SendLater(`${left} kept answer(s) not sent: tried again at the next sync`);
}

/** Answers the `quiz-answers` sync in the worker `scope`. */
export function listenForQuizAnswersSync(scope: WorkerScope, api: URL): void {
  const windowsOpen = async () => (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).length > 0;
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== quizAnswersSyncTag) return;
    sync.waitUntil(sendKeptQuizAnswers(api, windowsOpen));
  });
}
