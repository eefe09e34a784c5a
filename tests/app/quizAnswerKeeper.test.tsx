// Quiz answers kept in the browser's IndexedDB (real Chromium): one account never sees another's, a confirmed value is
// forgotten only if no newer choice replaced it, a reopened attempt gets back only its own unsaved answers, and the
// service worker's sender sends each latest value once with its account's token, forgetting those the server accepted
// or refused for good and keeping the rest for the next sync — and sends nothing while a page of the site is open.
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { allKeptQuizAnswers, createQuizAnswerKeeper, quizAnswerStore } from '../../src/app/storage/quizAnswerKeeper';
import { sendKeptQuizAnswers } from '../../src/sw/quizAnswers';

const ATTEMPT = Date.parse('2026-03-02T10:00:00Z');
const session = (token: string) => ({ token: () => token, language: () => 'ar' });

beforeEach(async () => {
  await clear(quizAnswerStore());
});

describe('the quiz answer keeper', () => {
  it('keeps the latest choice per question, per account, and restores only the same attempt’s unsaved ones', async () => {
    const mine = createQuizAnswerKeeper('7', session('token-7'));
    const theirs = createQuizAnswerKeeper('8', session('token-8'));
    await mine.keep(ATTEMPT, { questionId: 1, optionId: 11 });
    await mine.keep(ATTEMPT, { questionId: 1, optionId: 12 });
    await mine.keep(ATTEMPT, { questionId: 2, optionId: 21 });
    await mine.keep(ATTEMPT, { questionId: 3, optionId: 31 });
    await theirs.keep(ATTEMPT, { questionId: 1, optionId: 99 });

    // The server already has question 3's value: nothing to send for it.
    expect(await mine.restore(ATTEMPT, { 3: 31 })).toEqual({ 1: 12, 2: 21 });
    expect(await theirs.restore(ATTEMPT, {})).toEqual({ 1: 99 });
    expect((await allKeptQuizAnswers()).filter(([, value]) => value.account === '7').map(([, value]) => value.questionId).sort()).toEqual([1, 2]);
    // Another attempt: what was kept for the old one is forgotten.
    expect(await mine.restore(ATTEMPT + 1, {})).toEqual({});
    expect((await allKeptQuizAnswers()).map(([, value]) => value.account)).toEqual(['8']);
  });

  it('forgets a confirmed answer only while it is still that value; dropping clears the account only', async () => {
    const mine = createQuizAnswerKeeper('7', session('token-7'));
    const theirs = createQuizAnswerKeeper('8', session('token-8'));
    await mine.keep(ATTEMPT, { questionId: 1, optionId: 11 });
    await mine.keep(ATTEMPT, { questionId: 1, optionId: 12 });
    await mine.forget({ questionId: 1, optionId: 11 });
    expect(await mine.restore(ATTEMPT, {})).toEqual({ 1: 12 });
    await mine.forget({ questionId: 1, optionId: 12 });
    expect(await mine.restore(ATTEMPT, {})).toEqual({});

    await mine.keep(ATTEMPT, { questionId: 2, optionId: 21 });
    await theirs.keep(ATTEMPT, { questionId: 2, optionId: 22 });
    await mine.drop();
    expect((await allKeptQuizAnswers()).map(([, value]) => value.account)).toEqual(['8']);
  });
});

describe('the service worker’s sender', () => {
  const api = new URL('https://site.example/api/v1');
  type Sent = { url: string; authorization: string | null; body: unknown };

  function server(statusOf: (questionId: number) => number | 'offline') {
    const sent: Sent[] = [];
    const send = (async (url: string, init: RequestInit) => {
      const questionId = Number(url.split('/').pop());
      const status = statusOf(questionId);
      if (status === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ url, authorization: new Headers(init.headers).get('authorization'), body: JSON.parse(String(init.body)) });
      return new Response(null, { status });
    }) as typeof fetch;
    return { sent, send };
  }

  it('sends each kept answer with its account’s token, forgets the accepted and the refused, keeps the rest', async () => {
    await createQuizAnswerKeeper('7', session('token-7')).keep(ATTEMPT, { questionId: 1, optionId: 12 });
    await createQuizAnswerKeeper('7', session('token-7')).keep(ATTEMPT, { questionId: 2, optionId: 21 });
    await createQuizAnswerKeeper('8', session('token-8')).keep(ATTEMPT, { questionId: 3, optionId: 31 });
    await createQuizAnswerKeeper('8', session('token-8')).keep(ATTEMPT, { questionId: 4, optionId: 41 });
    // 1 accepted, 2 refused (the deadline passed), 3 a server failure, 4 no network.
    const { sent, send } = server((id) => ({ 1: 200, 2: 409, 3: 503 })[id] ?? 'offline');
    await expect(sendKeptQuizAnswers(api, async () => false, send)).rejects.toThrow(/2 kept answer/);
    expect(sent).toContainEqual({ url: 'https://site.example/api/v1/competition/first-paths/answers/1', authorization: 'Bearer token-7', body: { option_id: 12 } });
    expect(sent).toContainEqual({ url: 'https://site.example/api/v1/competition/first-paths/answers/3', authorization: 'Bearer token-8', body: { option_id: 31 } });
    expect((await allKeptQuizAnswers()).map(([, value]) => value.questionId).sort()).toEqual([3, 4]);

    // The next sync: both reach the server, nothing is left, and nothing is sent twice after that.
    const next = server(() => 200);
    await sendKeptQuizAnswers(api, async () => false, next.send);
    expect(next.sent.map((request) => request.body)).toEqual(expect.arrayContaining([{ option_id: 31 }, { option_id: 41 }]));
    expect(next.sent).toHaveLength(2);
    const after = server(() => 200);
    await sendKeptQuizAnswers(api, async () => false, after.send);
    expect(after.sent).toEqual([]);
  });

  it('sends nothing while a page of the site is open (that page sends them itself), and asks to be tried again', async () => {
    await createQuizAnswerKeeper('7', session('token-7')).keep(ATTEMPT, { questionId: 1, optionId: 12 });
    const { sent, send } = server(() => 200);
    await expect(sendKeptQuizAnswers(api, async () => true, send)).rejects.toThrow(/open/);
    expect(sent).toEqual([]);
    expect(await allKeptQuizAnswers()).toHaveLength(1);
  });
});
