// A competition's second-track recitations and third/fourth-track levels in the console (issue 29 point 5). Each list is
// saved whole, in its order: an item with an id keeps it (a contestant's clip or request keeps naming it), one without is
// new, one left out is removed. Refused once the competition has started (server/competitions/locks.ts); every save is
// audited with the list before and after (server/operators/decide.ts).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { type Level, levelsOf, nextIds, type Recitation, recitationsOf, surahName } from '../../competitions/content.ts';
import { assertContentEditable, type LockedContent } from '../../competitions/locks.ts';
import { verseRangeFault } from '../../../src/domain/surahs.ts';
import type { Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

const recitationJson = (r: Recitation): Schemas['OperatorRecitation'] => ({
  id: r.id,
  position: r.position,
  surah_number: r.surahNumber,
  from_ayah: r.fromAyah,
  to_ayah: r.toAyah,
  title: r.title,
  surah: surahName(r.surahNumber),
});

const levelJson = (l: Level): Schemas['OperatorLevel'] => ({ id: l.id, track: l.track, position: l.position, title: l.title, description: l.description });

/** What the audit log keeps of a list: what contestants see of each item, in order. */
const recitationsRecord = (rows: Recitation[]) => ({ recitations: rows.map(({ id, surahNumber, fromAyah, toAyah, title }) => ({ id, surah_number: surahNumber, from_ayah: fromAyah, to_ayah: toAyah, title })) });
const levelsRecord = (rows: Level[]) => ({ levels: rows.map(({ id, title, description }) => ({ id, title, description })) });

const trimmed = (value: { ar: string; en: string }) => ({ ar: value.ar.trim(), en: value.en.trim() });

/** The competition, its row locked for this save (two saves at once queue), and refused once it has started. */
async function editableCompetition(tx: Tx, competitionId: number, what: LockedContent, now: Date) {
  const [c] = await tx.select().from(t.competitions).where(eq(t.competitions.id, competitionId)).for('update');
  if (!c) throw new ApiError(404, 'notFound');
  assertContentEditable(c, what, now);
  return c;
}

async function competitionExists(ctx: Parameters<Handler<'getOperatorRecitations'>>[0], competitionId: number) {
  const [c] = await ctx.db.select({ id: t.competitions.id }).from(t.competitions).where(eq(t.competitions.id, competitionId));
  if (!c) throw new ApiError(404, 'notFound');
}

/** Every item's id is one the list holds, once: a stale page's save is refused rather than guessed at (422 on the item). */
function checkIds(field: string, items: readonly { id?: number }[], existing: readonly { id: number }[]) {
  const seen = new Set<number>();
  const errors: Record<string, 'contentItemGone'> = {};
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (!existing.some((row) => row.id === item.id) || seen.has(item.id)) errors[`${field}.${i}.id`] = 'contentItemGone';
    seen.add(item.id);
  });
  if (Object.keys(errors).length) throw new ApiError(422, 'invalid', { errors });
}

export const getOperatorRecitations: Handler<'getOperatorRecitations'> = async (ctx, { request, lang }) => {
  await competitionExists(ctx, request.params.competitionId);
  const rows = await recitationsOf(ctx.db, request.params.competitionId);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map(recitationJson)] } };
};

export const replaceOperatorRecitations: Handler<'replaceOperatorRecitations'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const items = request.body.recitations;
  const faults: Record<string, 'recitationSurah' | 'recitationFromAyah' | 'recitationToAyah'> = {};
  items.forEach((item, i) => {
    const fault = verseRangeFault(item.surah_number, item.from_ayah, item.to_ayah);
    if (fault === 'surah') faults[`recitations.${i}.surah_number`] = 'recitationSurah';
    if (fault === 'fromAyah') faults[`recitations.${i}.from_ayah`] = 'recitationFromAyah';
    if (fault === 'toAyah') faults[`recitations.${i}.to_ayah`] = 'recitationToAyah';
  });
  if (Object.keys(faults).length) throw new ApiError(422, 'invalid', { errors: faults });
  const saved = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await editableCompetition(tx, request.params.competitionId, 'recitations', ctx.now());
    const before = await recitationsOf(tx, c.id);
    checkIds('recitations', items, before);
    const fresh = nextIds(before, items.filter((item) => item.id === undefined).length);
    const rows = items.map((item, position) => ({
      competitionId: c.id,
      id: item.id ?? fresh.shift()!,
      position,
      surahNumber: item.surah_number,
      fromAyah: item.from_ayah,
      toAyah: item.to_ayah,
      title: trimmed(item.title),
    }));
    await tx.delete(t.competitionRecitations).where(eq(t.competitionRecitations.competitionId, c.id));
    if (rows.length) await tx.insert(t.competitionRecitations).values(rows);
    const after = await recitationsOf(tx, c.id);
    await audit({ action: 'recitations.update', subjectType: 'secondTrackRecitations', subjectId: c.id, before: recitationsRecord(before), after: { ...recitationsRecord(after), count: after.length } });
    return after;
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'competitionSaved'), data: [saved.map(recitationJson)] } };
};

export const getOperatorLevels: Handler<'getOperatorLevels'> = async (ctx, { request, lang }) => {
  await competitionExists(ctx, request.params.competitionId);
  const rows = await levelsOf(ctx.db, request.params.competitionId);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map(levelJson)] } };
};

export const replaceOperatorLevels: Handler<'replaceOperatorLevels'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const track = request.params.memorisationTrack;
  const items = request.body.levels;
  const saved = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await editableCompetition(tx, request.params.competitionId, 'levels', ctx.now());
    const all = await levelsOf(tx, c.id);
    const before = all.filter((l) => l.track === track);
    checkIds('levels', items, before);
    // Numbers are the competition's, across both tracks: a new level takes one neither track has.
    const fresh = nextIds(all, items.filter((item) => item.id === undefined).length);
    const rows = items.map((item, position) => ({ competitionId: c.id, id: item.id ?? fresh.shift()!, track, position, title: trimmed(item.title), description: trimmed(item.description) }));
    await tx.delete(t.competitionLevels).where(and(eq(t.competitionLevels.competitionId, c.id), eq(t.competitionLevels.track, track)));
    if (rows.length) await tx.insert(t.competitionLevels).values(rows);
    const after = await levelsOf(tx, c.id, track);
    await audit({ action: 'levels.update', subjectType: `${track}TrackLevels`, subjectId: c.id, before: levelsRecord(before), after: { ...levelsRecord(after), count: after.length } });
    return levelsOf(tx, c.id);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'competitionSaved'), data: [saved.map(levelJson)] } };
};
