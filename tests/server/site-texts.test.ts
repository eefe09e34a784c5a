// The site's texts and settings from the console (issue 29 point 6): what an administrator saves shows on the site at
// the next load (the public cache is emptied, browsers revalidate), every change is audited with before and after,
// links and emails are checked, the FAQ and the rules are saved in order; statistics and archives come from the data.
import { readFileSync } from 'node:fs';
import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { apiDocumentPath } from '../../server/app.ts';
import * as t from '../../server/db/schema.ts';
import { permissions } from '../../server/operators/permissions.ts';
import { seedFaq, seedSettings } from '../../server/db/seedContent.ts';
import { bearer, body, engines, registration, startTestServer, type TestServer } from './harness.ts';

const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };
const siteOperations = ['getOperatorSite', 'updateOperatorSiteSettings', 'saveOperatorFaq', 'saveOperatorRules'] as const;

type Localized = { ar: string; en: string };
type Site = { settings: Record<string, Localized>; faq: { id: number; question: Localized; answer: Localized }[]; rules: { id: number; title: Localized; description: Localized }[] };

describe('the site operations', () => {
  it("are in the contract, for the console only, and the administrator's alone", () => {
    const doc = parseYaml(readFileSync(apiDocumentPath, 'utf8')) as { paths: Record<string, Record<string, { operationId: string; security?: object[] }>> };
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    for (const id of siteOperations) {
      const op = ops.find((o) => o.operationId === id);
      expect(op, id).toBeDefined();
      expect(op!.security).toEqual([{ operatorBearer: [] }]);
      expect(permissions[id], id).toEqual(['administrator']);
    }
  });
});

describe.each(engines)("the site's texts on %s", (engine) => {
  let server: TestServer;
  let token: string;
  const call = (method: 'GET' | 'PATCH' | 'PUT', path: string, payload?: object) =>
    server.request({ method, url: `/api/v1/operator/site${path}`, headers: { ...bearer(token), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const site = async () => body(await call('GET', '')).data[0] as Site;
  const publicRead = async (path: string, lang: 'ar' | 'en') => {
    const res = await server.request({ method: 'GET', url: `/api/v1${path}`, headers: { 'accept-language': lang } });
    return { res, data: body(res).data[0] };
  };
  const audits = (action: string) =>
    server.database.db.select().from(t.auditLog).where(like(t.auditLog.action, action)).orderBy(asc(t.auditLog.id));

  beforeAll(async () => {
    // The public cache as in production (30 s): a saved change must still show at once.
    server = await startTestServer(engine, { phase: 'running' });
    token = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: admin })).data.token as string;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an operator and a reviewer', async () => {
    const operator = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } })).data.token as string;
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/site', headers: bearer(operator) })).statusCode).toBe(403);
    const put = await server.request({ method: 'PUT', url: '/api/v1/operator/site/faq', headers: bearer(operator), payload: { entries: [] } });
    expect(put.statusCode).toBe(403);
  });

  it("shows the demo's texts in both languages, as the site shows them", async () => {
    const { settings, faq, rules } = await site();
    expect(settings['method_title']).toEqual({ ar: 'طريقة المشاركة', en: 'How to take part' });
    expect(settings['twitter']!.en).toMatch(/^https:/);
    const publicFaq = (await publicRead('/faq', 'en')).data as { question: string; answer: string }[];
    expect(publicFaq.map((f) => f.question)).toEqual(faq.map((f) => f.question.en));
    const publicRules = (await publicRead('/conditions', 'ar')).data as { title: string }[];
    expect(publicRules.map((r) => r.title)).toEqual(rules.map((r) => r.title.ar));
  });

  it('an edited FAQ answer shows on the site at the next load, in both languages, and is audited with before and after', async () => {
    const first = await publicRead('/faq', 'en');
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    const { faq } = await site();
    const [edited, ...rest] = faq;
    const answer = { ar: 'نعم، في كل المسارات الخمسة.', en: 'Yes, in all five tracks.' };
    const saved = await call('PUT', '/faq', { entries: [{ id: edited!.id, question: edited!.question, answer }, ...rest] });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data[0].faq[0].answer).toEqual(answer);
    for (const lang of ['ar', 'en'] as const) {
      const { data } = await publicRead('/faq', lang);
      expect(data[0].answer).toBe(answer[lang]);
    }
    // The same browser asking again with the old ETag gets the new answer, not a 304.
    const again = await server.request({ method: 'GET', url: '/api/v1/faq', headers: { 'accept-language': 'en', 'if-none-match': String(first.res.headers['etag']) } });
    expect(again.statusCode).toBe(200);
    const [row] = await audits('site.faq.update');
    expect(row).toMatchObject({ subjectType: 'faq', subjectId: String(edited!.id), before: { answer: edited!.answer }, after: { answer } });
    // Nothing else was touched: no other entry audited, no new order.
    expect(await audits('site.faq.%')).toHaveLength(1);
  });

  it('adds, deletes and reorders FAQ entries, each step audited, and keeps the order given', async () => {
    const { faq } = await site();
    const added = { question: { ar: 'متى تبدأ المسابقة؟', en: '' }, answer: { ar: 'في الأول من رمضان.', en: '' } };
    const [a, b, ...others] = faq;
    // b first, then the new one, then a; the last one deleted.
    const kept = others.slice(0, -1);
    const deleted = others[others.length - 1]!;
    const res = await call('PUT', '/faq', { entries: [b!, added, a!, ...kept].map((e) => ('id' in e ? { id: e.id, question: e.question, answer: e.answer } : e)) });
    expect(res.statusCode).toBe(200);
    const after = body(res).data[0].faq as Site['faq'];
    expect(after.map((e) => e.id).slice(0, 1)).toEqual([b!.id]);
    expect(after[1]!.question).toEqual(added.question);
    expect(after.map((e) => e.id)).not.toContain(deleted.id);
    // English missing: the site shows the Arabic rather than nothing.
    const { data } = await publicRead('/faq', 'en');
    expect(data[1].question).toBe('متى تبدأ المسابقة؟');
    expect(await audits('site.faq.add')).toHaveLength(1);
    const [removed] = await audits('site.faq.delete');
    expect(removed).toMatchObject({ subjectId: String(deleted.id), before: { question: deleted.question }, after: null });
    const [order] = await audits('site.faq.reorder');
    expect(order!.before).toEqual({ order: faq.map((e) => e.id) });
  });

  it('refuses an entry without its Arabic text or with an unknown id, naming it, and saves nothing', async () => {
    const before = await site();
    const missing = await call('PUT', '/faq', { entries: [{ question: { ar: '', en: 'English only' }, answer: { ar: 'جواب', en: 'Answer' } }] });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toHaveProperty(['entries.0.question.ar']);
    const unknown = await call('PUT', '/rules', { entries: [{ id: 999999, title: { ar: 'عنوان', en: 'Title' }, description: { ar: 'نص', en: 'Text' } }] });
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).errors).toHaveProperty(['entries.0']);
    expect(await site()).toEqual(before);
  });

  it('saves the rules in order, audited', async () => {
    const { rules } = await site();
    const reversed = [...rules].reverse().map((r) => ({ id: r.id, title: r.title, description: r.description }));
    reversed[0]!.description = { ar: 'كل المواعيد بتوقيت مكة المكرمة، بما فيها مواعيد الاختبارات.', en: 'All times are Mecca time, appointments included.' };
    expect((await call('PUT', '/rules', { entries: reversed })).statusCode).toBe(200);
    const { data } = await publicRead('/conditions', 'en');
    expect(data.map((r: { id: number }) => r.id)).toEqual(reversed.map((r) => r.id));
    expect(data[0].description).toBe('All times are Mecca time, appointments included.');
    expect(await audits('site.rule.update')).toHaveLength(1);
    expect(await audits('site.rule.reorder')).toHaveLength(1);
  });

  it('checks links and emails, saves nothing on a refusal, and audits what changed', async () => {
    const before = await site();
    const bad = await call('PATCH', '/settings', { settings: { twitter: { ar: 'x.com/someone', en: '' }, email: { ar: 'not-an-email', en: '' }, phone: { ar: '+966 11 000 2027', en: '' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).errors ?? {}).sort()).toEqual(['email', 'twitter']);
    expect(await site()).toEqual(before);
    const res = await call('PATCH', '/settings', {
      settings: {
        twitter: { ar: 'https://x.com/association', en: '' },
        phone: { ar: ' +966 11 000 2027 ', en: '' },
        tree_title: { ar: 'خطوات المشاركة', en: 'Five steps' },
        partner_second_url: { ar: 'https://academy.example.org/', en: 'https://academy.example.org/' },
      },
    });
    expect(res.statusCode).toBe(200);
    const { data: en } = await publicRead('/settings', 'en');
    expect(en).toMatchObject({ twitter: 'https://x.com/association', phone: '+966 11 000 2027', tree_title: 'Five steps', partner_second_url: 'https://academy.example.org/' });
    const { data: ar } = await publicRead('/settings', 'ar');
    expect(ar).toMatchObject({ phone: '+966 11 000 2027', tree_title: 'خطوات المشاركة' });
    const [row] = await audits('site.settings');
    // tree_title's Arabic did not change, but its English did: it is in the record; an unchanged value is not.
    expect(row!.before).toEqual({ twitter: before.settings['twitter'], phone: before.settings['phone'], tree_title: before.settings['tree_title'], partner_second_url: before.settings['partner_second_url'] });
    expect(row!.after).toMatchObject({ phone: { ar: '+966 11 000 2027', en: '+966 11 000 2027' } });
    // Saving the same values again changes nothing and writes no audit row.
    await call('PATCH', '/settings', { settings: { phone: { ar: '+966 11 000 2027', en: '' } } });
    expect(await audits('site.settings')).toHaveLength(1);
  });

  it('computes the statistics from the data, never typed', async () => {
    const stats = async () => (await publicRead('/statistics', 'en')).data as Record<string, number>;
    const before = await stats();
    const [winners] = await server.database.db.select({ n: count() }).from(t.winners);
    expect(before['winners']).toBe(winners!.n);
    const registered = await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: { ...registration('new.stats@example.com'), country: 'NZ' } });
    expect(registered.statusCode).toBe(201);
    const after = await stats();
    expect(after['registered']).toBe(before['registered']! + 1);
    expect(after['total_countries']).toBe(before['total_countries']! + 1);
  });

  it('shows each archive with the number of winners its draws gave', async () => {
    const archives = (await publicRead('/archives', 'en')).data as { id: number; winner_count: number }[];
    for (const archive of archives) {
      const [n] = await server.database.db.select({ n: count() }).from(t.winners).where(eq(t.winners.competitionId, archive.id));
      expect(archive.winner_count).toBe(n!.n);
      const list = body(await server.request({ method: 'GET', url: `/api/v1/archives/${archive.id}/winners` })).data[0];
      expect(list).toHaveLength(archive.winner_count);
    }
  });
});

describe('migration 0030 on a database that shows the FAQ by dictionary keys', () => {
  it("backfills today's texts, keeps an unknown key as it was shown, and gives an empty database no texts", async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const sql = readFileSync(new URL('../../server/db/migrations/0030_site_texts.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    const before = `create table faqs (id serial primary key, position integer not null, question_key text not null, answer_key text not null);
      create table settings (key text primary key, value jsonb not null); create table statistics (id integer primary key);`;
    const shown = new PGlite();
    await shown.exec(`${before}
      insert into faqs (position, question_key, answer_key) values (0, 'faq.q1', 'faq.a1'), (1, 'Our own question', 'Our own answer');
      insert into settings values ('phone', '{"ar": "1", "en": "1"}');`);
    for (const part of sql) await shown.exec(part);
    const faq = (await shown.query<{ question: { ar: string; en: string }; answer: { ar: string; en: string } }>('select question, answer from faqs order by position')).rows;
    expect(faq[0]).toEqual({ question: seedFaq[0]!.question, answer: seedFaq[0]!.answer });
    expect(faq[1]).toEqual({ question: { ar: 'Our own question', en: 'Our own question' }, answer: { ar: 'Our own answer', en: 'Our own answer' } });
    const settings = new Map((await shown.query<{ key: string; value: { ar: string; en: string } }>('select key, value from settings')).rows.map((r) => [r.key, r.value]));
    for (const key of ['method_title', 'method_intro', 'method_step_1', 'method_step_4', 'partner_first_url', 'partner_second_url']) expect(settings.get(key), key).toEqual(seedSettings[key]);
    expect((await shown.query("select to_regclass('statistics') as t")).rows).toEqual([{ t: null }]);
    const empty = new PGlite();
    await empty.exec(before);
    for (const part of sql) await empty.exec(part);
    expect((await empty.query('select count(*)::int as n from settings')).rows).toEqual([{ n: 0 }]);
    await shown.close();
    await empty.close();
  });
});
