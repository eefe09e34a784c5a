// The site's texts and settings in the console (issue 29 point 6): contact details, social and partner links, the steps
// to take part, the method, the FAQ and the rules, each in Arabic and English. Every change is audited with its value
// before and after in the change's own transaction (server/operators/decide.ts); any successful write empties the public
// cache (server/plugins/publicReads.ts), so the site shows it at its next load.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../messages.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { type SettingKey, settingKeys } from '../site.ts';
import { decideDeps } from './common.ts';

/** Links: empty, or an http(s) address. */
export const linkSettings = ['twitter', 'facebook', 'instagram', 'youtube', 'partner_first_url', 'partner_second_url'] as const satisfies readonly SettingKey[];
/** Email addresses: empty, or an address. */
export const emailSettings = ['email', 'email_for_register'] as const satisfies readonly SettingKey[];
/** One value for both languages: contact details and links. */
const singleValued = new Set<SettingKey>(['phone', ...emailSettings, ...linkSettings]);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const trimmed = (value: t.Localized): t.Localized => ({ ar: value.ar.trim(), en: value.en.trim() });
const same = (a: t.Localized | undefined, b: t.Localized | undefined) => (a?.ar ?? '') === (b?.ar ?? '') && (a?.en ?? '') === (b?.en ?? '');

async function siteJson(db: Context['db'] | Tx): Promise<Schemas['OperatorSite']> {
  const rows = await db.select().from(t.settings);
  const values = new Map(rows.map((r) => [r.key, r.value]));
  const settings = Object.fromEntries(settingKeys.map((key) => [key, values.get(key) ?? { ar: '', en: '' }])) as Schemas['OperatorSiteSettings'];
  const faq = await db.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id));
  const rules = await db.select().from(t.conditions).orderBy(asc(t.conditions.position), asc(t.conditions.id));
  return {
    settings,
    faq: faq.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
    rules: rules.map((r) => ({ id: r.id, title: r.title, description: r.description })),
  };
}

export const getOperatorSite: Handler<'getOperatorSite'> = async (ctx, { lang }) => ({
  code: 200,
  body: { status: 200, message: msg(lang, 'retrieved'), data: [await siteJson(ctx.db)] },
});

export const updateOperatorSiteSettings: Handler<'updateOperatorSiteSettings'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const asked = request.body.settings as Partial<Record<SettingKey, t.Localized>>;
  const changes = new Map<SettingKey, t.Localized>();
  const errors: Record<string, MessageKey> = {};
  for (const key of settingKeys) {
    const given = asked[key];
    if (!given) continue;
    let value = trimmed(given);
    // A contact detail or a link is one value: the Arabic field is the source, an English one typed alone counts too.
    if (singleValued.has(key)) {
      const one = value.ar || value.en;
      value = { ar: one, en: one };
      if (one && (linkSettings as readonly string[]).includes(key) && !isLink(one)) errors[key] = 'siteLinkInvalid';
      if (one && (emailSettings as readonly string[]).includes(key) && !emailPattern.test(one)) errors[key] = 'email';
    }
    changes.set(key, value);
  }
  if (Object.keys(errors).length) throw new ApiError(422, 'invalid', { errors });
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const rows = await tx.select().from(t.settings).where(inArray(t.settings.key, [...changes.keys()])).for('update');
    const current = new Map(rows.map((r) => [r.key, r.value]));
    const before: Record<string, t.Localized> = {};
    const after: Record<string, t.Localized> = {};
    for (const [key, value] of changes) {
      if (same(current.get(key), value)) continue;
      before[key] = current.get(key) ?? { ar: '', en: '' };
      after[key] = value;
      await tx.insert(t.settings).values({ key, value }).onConflictDoUpdate({ target: t.settings.key, set: { value } });
    }
    if (Object.keys(after).length) await audit({ action: 'site.settings', subjectType: 'site', subjectId: 'settings', before, after });
    return siteJson(tx);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'siteSaved'), data: [json] } };
};

type Entry<A extends string, B extends string> = { id?: number } & Record<A | B, t.Localized>;

/**
 * Saves an ordered list (the FAQ or the rules) as a whole: kept ids are changed where their texts differ, entries without
 * an id are added, missing ones deleted, and a new order is one more audit row. Arabic is required.
 */
async function saveList<A extends 'question' | 'title', B extends 'answer' | 'description'>(
  ctx: Context,
  operatorId: number,
  list: {
    fields: readonly [A, B];
    subject: 'faq' | 'rule';
    rows: (tx: Tx) => Promise<({ id: number; position: number } & Record<A | B, t.Localized>)[]>;
    insert: (tx: Tx, position: number, values: Record<A | B, t.Localized>) => Promise<number>;
    update: (tx: Tx, id: number, position: number, values: Record<A | B, t.Localized>) => Promise<void>;
    remove: (tx: Tx, ids: number[]) => Promise<void>;
  },
  entries: Entry<A, B>[],
) {
  const errors: Record<string, MessageKey> = {};
  const wanted = entries.map((entry) => ({ id: entry.id, a: trimmed(entry[list.fields[0]]), b: trimmed(entry[list.fields[1]]) }));
  wanted.forEach((entry, index) => {
    if (!entry.a.ar) errors[`entries.${index}.${list.fields[0]}.ar`] = 'required';
    if (!entry.b.ar) errors[`entries.${index}.${list.fields[1]}.ar`] = 'required';
  });
  const seen = new Set<number>();
  wanted.forEach((entry, index) => {
    if (entry.id === undefined) return;
    if (seen.has(entry.id)) errors[`entries.${index}`] = 'siteEntryRepeated';
    seen.add(entry.id);
  });
  const ids = [...seen];
  if (Object.keys(errors).length) throw new ApiError(422, 'invalid', { errors });
  const [a, b] = list.fields;
  const textsOf = (row: { a: t.Localized; b: t.Localized }) => ({ [a]: row.a, [b]: row.b }) as Record<A | B, t.Localized>;
  await decide(decideDeps(ctx), operatorId, async ({ tx, audit }) => {
    const rows = await list.rows(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unknown = wanted.findIndex((entry) => entry.id !== undefined && !byId.has(entry.id));
    if (unknown >= 0) throw new ApiError(422, 'invalid', { errors: { [`entries.${unknown}`]: 'siteEntryUnknown' } });
    const beforeOrder = rows.map((row) => row.id);
    const kept = new Set(ids);
    const removed = rows.filter((row) => !kept.has(row.id));
    if (removed.length) await list.remove(tx, removed.map((row) => row.id));
    for (const row of removed) {
      await audit({ action: `site.${list.subject}.delete`, subjectType: list.subject, subjectId: row.id, before: { [a]: row[a], [b]: row[b] }, after: null });
    }
    const afterOrder: number[] = [];
    for (const [position, entry] of wanted.entries()) {
      const values = textsOf(entry);
      if (entry.id === undefined) {
        const id = await list.insert(tx, position, values);
        afterOrder.push(id);
        await audit({ action: `site.${list.subject}.add`, subjectType: list.subject, subjectId: id, before: null, after: { ...values, position: position + 1 } });
        continue;
      }
      const row = byId.get(entry.id)!;
      afterOrder.push(row.id);
      await list.update(tx, row.id, position, values);
      if (!same(row[a], entry.a) || !same(row[b], entry.b)) {
        await audit({ action: `site.${list.subject}.update`, subjectType: list.subject, subjectId: row.id, before: { [a]: row[a], [b]: row[b] }, after: { ...values } });
      }
    }
    const keptBefore = beforeOrder.filter((id) => kept.has(id));
    const keptAfter = afterOrder.filter((id) => byId.has(id));
    if (keptBefore.join() !== keptAfter.join()) {
      await audit({ action: `site.${list.subject}.reorder`, subjectType: list.subject, subjectId: 'order', before: { order: beforeOrder }, after: { order: afterOrder } });
    }
  });
}

export const saveOperatorFaq: Handler<'saveOperatorFaq'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  await saveList(
    ctx,
    me.id,
    {
      fields: ['question', 'answer'],
      subject: 'faq',
      rows: (tx) => tx.select().from(t.faqs).orderBy(asc(t.faqs.position), asc(t.faqs.id)).for('update'),
      insert: async (tx, position, values) => (await tx.insert(t.faqs).values({ position, ...values }).returning({ id: t.faqs.id }))[0]!.id,
      update: async (tx, id, position, values) => void (await tx.update(t.faqs).set({ position, ...values }).where(eq(t.faqs.id, id))),
      remove: async (tx, ids) => void (await tx.delete(t.faqs).where(inArray(t.faqs.id, ids))),
    },
    request.body.entries,
  );
  return { code: 200, body: { status: 200, message: msg(lang, 'siteSaved'), data: [await siteJson(ctx.db)] } };
};

export const saveOperatorRules: Handler<'saveOperatorRules'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  await saveList(
    ctx,
    me.id,
    {
      fields: ['title', 'description'],
      subject: 'rule',
      rows: (tx) => tx.select().from(t.conditions).orderBy(asc(t.conditions.position), asc(t.conditions.id)).for('update'),
      insert: async (tx, position, values) => (await tx.insert(t.conditions).values({ position, ...values }).returning({ id: t.conditions.id }))[0]!.id,
      update: async (tx, id, position, values) => void (await tx.update(t.conditions).set({ position, ...values }).where(eq(t.conditions.id, id))),
      remove: async (tx, ids) => void (await tx.delete(t.conditions).where(inArray(t.conditions.id, ids))),
    },
    request.body.entries,
  );
  return { code: 200, body: { status: 200, message: msg(lang, 'siteSaved'), data: [await siteJson(ctx.db)] } };
};
