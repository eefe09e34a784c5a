// The console's inbox (issue 30, point 3): complaints and suggestions from the site's form arrive as threads (new,
// answered, closed), linked to the contestant whose e-mail sent them; an operator's answer is mailed in the thread's
// language and joins the thread only once the mail was handed over; closing and reopening; every step audited.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { inboxAnswerMailText } from '../../server/mail.ts';
import { bearer, body, demo, engines, startTestServer, type TestServer } from './harness.ts';

type Thread = {
  id: number;
  type: string;
  status: string;
  name: string;
  email: string;
  language: string;
  contestant_id: number | null;
  content: string;
  replies: { id: number; operator_name: string; body: string; sent_at: string }[];
};

describe('the inbox answer mail', () => {
  it('greets the sender, gives the answer and quotes the message with its date, in the language asked', () => {
    const mail = { name: 'Sara', type: 'suggestion' as const, content: 'Add a night mode.\nPlease.', sentAt: new Date('2026-03-03T09:00:00Z'), answer: 'Thank you, it is coming.' };
    const en = inboxAnswerMailText('en', mail);
    expect(en).toContain('Hello Sara,');
    expect(en).toContain('Thank you, it is coming.');
    expect(en).toContain('Your suggestion sent on 3 March 2026:\n> Add a night mode.\n> Please.');
    const ar = inboxAnswerMailText('ar', { ...mail, type: 'complaint', name: 'أحمد' });
    expect(ar).toContain('السلام عليكم أحمد،');
    expect(ar).toContain('شكواك المرسَل في ٣ مارس ٢٠٢٦');
    expect(ar).not.toMatch(/2026/);
  });
});

describe.each(engines)('the inbox on %s', (engine) => {
  let server: TestServer;
  let op: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } });
    op = body(res).data.token as string;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const send = (payload: object, lang: 'ar' | 'en' = 'ar') => server.request({ method: 'POST', url: '/api/v1/complaints', payload, headers: { 'accept-language': lang } });
  const list = async (query = '') => {
    const res = await server.request({ method: 'GET', url: `/api/v1/operator/inbox${query}`, headers: bearer(op) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body(res) as ReturnType<typeof body> & { meta: { total: number } };
    return { threads: answer.data[0] as Thread[], total: answer.meta.total };
  };
  const threadOf = async (content: string) => (await list('?per_page=100')).threads.find((x) => x.content === content)!;
  const answer = (id: number, text: string) => server.request({ method: 'POST', url: `/api/v1/operator/inbox/${id}/answers`, payload: { answer: text }, headers: { ...bearer(op), 'accept-language': 'en' } });
  const audit = async (q: string) => body(await server.request({ method: 'GET', url: `/api/v1/operator/audit?q=${q}`, headers: bearer(op) })).data[0] as { action: string; subject_id: string; before: object; after: object }[];

  it('lists complaints and suggestions as new threads, each in its language, linked to the contestant whose e-mail sent it', async () => {
    expect((await send({ name: 'Sara Ali', email: 'sara@example.org', type: 'suggestion', content: 'Add a night mode.' }, 'en')).statusCode).toBe(200);
    expect((await send({ name: 'Contestant Name', email: demo.contestant.email.toUpperCase(), type: 'complaint', content: 'My upload stopped.' })).statusCode).toBe(200);
    expect((await send({ name: 'Fan of the site', email: 'fan@example.org', type: 'impression', content: 'Lovely site indeed.' })).statusCode).toBe(200);

    const [user] = await server.database.db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = ${demo.contestant.email}`);
    const sara = await threadOf('Add a night mode.');
    expect(sara).toMatchObject({ type: 'suggestion', status: 'new', language: 'en', contestant_id: null, name: 'Sara Ali', replies: [] });
    const mine = await threadOf('My upload stopped.');
    expect(mine).toMatchObject({ type: 'complaint', status: 'new', language: 'ar', contestant_id: user!.id });
    // A contestant's timeline finds their messages by their account.
    const theirs = await server.database.db.select({ content: t.complaints.content }).from(t.complaints).where(eq(t.complaints.userId, user!.id));
    expect(theirs.map((r) => r.content)).toContain('My upload stopped.');

    // Impressions are published, not answered: never a thread.
    const all = await list('?per_page=100');
    expect(all.threads.every((x) => x.type !== 'impression')).toBe(true);
    const fresh = await list('?status=new&per_page=100');
    expect(fresh.threads.map((x) => x.id)).toEqual(expect.arrayContaining([sara.id, mine.id]));
    expect(fresh.total).toBe(fresh.threads.length);
    expect((await list('?status=closed')).threads).toEqual([]);
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/inbox?status=open', headers: bearer(op) })).statusCode).toBe(422);
  });

  it('keeps nothing when the mail cannot be sent, and says so under the answer', async () => {
    const sara = await threadOf('Add a night mode.');
    server.mail.fails = true;
    try {
      const res = await answer(sara.id, 'Coming soon.');
      expect(res.statusCode, res.body).toBe(502);
      expect(body(res).errors?.['answer']?.[0]).toMatch(/could not be sent/);
    } finally {
      server.mail.fails = false;
    }
    expect(await threadOf('Add a night mode.')).toMatchObject({ status: 'new', replies: [] });
    expect((await audit('inbox.answer')).filter((e) => e.subject_id === String(sara.id))).toEqual([]);
    expect(server.inboxAnswers).toEqual([]);
  });

  it('mails the answer in the thread language, then adds it to the thread and audits it', async () => {
    const sara = await threadOf('Add a night mode.');
    const res = await answer(sara.id, '  Thank you, it is coming in the spring.  ');
    expect(res.statusCode, res.body).toBe(201);
    const thread = body(res).data[0] as Thread;
    expect(thread).toMatchObject({ status: 'answered', replies: [{ operator_name: 'Huda Al-Qahtani', body: 'Thank you, it is coming in the spring.' }] });
    expect(server.inboxAnswers.at(-1)).toMatchObject({ email: 'sara@example.org', lang: 'en', name: 'Sara Ali', type: 'suggestion', content: 'Add a night mode.', answer: 'Thank you, it is coming in the spring.' });

    // A contestant is written to in their own language (the account's), whatever the message was sent in.
    const mine = await threadOf('My upload stopped.');
    await server.database.db.update(t.users).set({ language: 'en' }).where(sql`lower(${t.users.email}) = ${demo.contestant.email}`);
    expect((await threadOf('My upload stopped.')).language).toBe('en');
    expect((await answer(mine.id, 'Please try again now.')).statusCode).toBe(201);
    expect(server.inboxAnswers.at(-1)).toMatchObject({ email: demo.contestant.email.toUpperCase(), lang: 'en' });
    await server.database.db.update(t.users).set({ language: 'ar' }).where(sql`lower(${t.users.email}) = ${demo.contestant.email}`);

    const [entry] = (await audit('inbox.answer')).filter((e) => e.subject_id === String(sara.id));
    expect(entry).toMatchObject({ action: 'inbox.answer', before: { status: 'new' }, after: { status: 'answered', answer: 'Thank you, it is coming in the spring.', email: 'sara@example.org', language: 'en' } });
    expect((await list('?status=answered&per_page=100')).threads.map((x) => x.id)).toContain(sara.id);
  });

  it('closes a thread, refuses an answer to it, and reopens it as it was', async () => {
    const sara = await threadOf('Add a night mode.');
    const closure = `/api/v1/operator/inbox/${sara.id}/closure`;
    const closed = await server.request({ method: 'POST', url: closure, headers: bearer(op) });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(body(closed).data[0]).toMatchObject({ status: 'closed' });
    expect((await server.request({ method: 'POST', url: closure, headers: bearer(op) })).statusCode).toBe(409);
    const refused = await answer(sara.id, 'One more thing.');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).errors?.['answer']?.[0]).toMatch(/closed/);
    expect(server.inboxAnswers.filter((m) => m.answer === 'One more thing.')).toEqual([]);
    expect((await list('?status=closed')).threads.map((x) => x.id)).toEqual([sara.id]);

    const reopened = await server.request({ method: 'DELETE', url: closure, headers: bearer(op) });
    expect(body(reopened).data[0]).toMatchObject({ status: 'answered' });
    expect((await server.request({ method: 'DELETE', url: closure, headers: bearer(op) })).statusCode).toBe(409);

    // An unanswered thread reopens as new.
    await send({ name: 'Omar Saleh', email: 'omar@example.org', type: 'complaint', content: 'Wrong date shown.' });
    const omar = await threadOf('Wrong date shown.');
    await server.request({ method: 'POST', url: `/api/v1/operator/inbox/${omar.id}/closure`, headers: bearer(op) });
    expect(body(await server.request({ method: 'DELETE', url: `/api/v1/operator/inbox/${omar.id}/closure`, headers: bearer(op) })).data[0]).toMatchObject({ status: 'new' });

    const steps = (await audit('inbox.')).filter((e) => e.subject_id === String(sara.id)).map((e) => [e.action, e.before, e.after]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['inbox.close', { status: 'answered' }, { status: 'closed' }],
        ['inbox.reopen', { status: 'closed' }, { status: 'answered' }],
      ]),
    );
  });

  it('refuses what is not a thread, a blank or overlong answer, and anyone but operators and administrators', async () => {
    const [impression] = await server.database.db.select({ id: t.complaints.id }).from(t.complaints).where(eq(t.complaints.type, 'impression')).limit(1);
    expect((await answer(impression!.id, 'Thanks')).statusCode).toBe(409);
    expect((await server.request({ method: 'POST', url: `/api/v1/operator/inbox/${impression!.id}/closure`, headers: bearer(op) })).statusCode).toBe(409);
    expect((await answer(999_999, 'Thanks')).statusCode).toBe(404);
    const omar = await threadOf('Wrong date shown.');
    expect((await answer(omar.id, '   ')).statusCode).toBe(422);
    expect((await answer(omar.id, 'x'.repeat(5001))).statusCode).toBe(422);
    expect(await threadOf('Wrong date shown.')).toMatchObject({ status: 'new', replies: [] });

    const reviewer = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' } })).data.token as string;
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/inbox', headers: bearer(reviewer) })).statusCode).toBe(403);
    expect((await server.request({ method: 'POST', url: `/api/v1/operator/inbox/${omar.id}/answers`, payload: { answer: 'Hi' }, headers: bearer(reviewer) })).statusCode).toBe(403);
    const admin = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'admin@example.com', password: 'Admin#2026-demo' } })).data.token as string;
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/inbox', headers: bearer(admin) })).statusCode).toBe(200);
  });
});
