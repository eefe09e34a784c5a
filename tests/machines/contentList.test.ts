// The console's content lists (recitations, levels): edited whole, checked before sending, asked before a save removes
// anything, and taking back the list as the server saved it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type LevelDraft, levelsEditorMachine, type ListSaveOutcome, type RecitationDraft, recitationsEditorMachine } from '../../src/machines/operator/contentList.machine';

const fatiha: RecitationDraft = { id: 1, surah: '1', fromAyah: '1', toAyah: '7', titleAr: 'سورة الفاتحة', titleEn: 'Al-Fatiha' };
const mulk: RecitationDraft = { id: 2, surah: '67', fromAyah: '1', toAyah: '5', titleAr: 'سورة الملك', titleEn: 'Al-Mulk' };

function recitations(items: RecitationDraft[], answer: (items: RecitationDraft[]) => Promise<ListSaveOutcome<RecitationDraft>>) {
  const sent: RecitationDraft[][] = [];
  const machine = recitationsEditorMachine.provide({ actors: { saveList: fromPromise(({ input }) => (sent.push(input.items), answer(input.items))) } });
  return { actor: createActor(machine, { input: { items } }).start(), sent };
}

describe('the recitations editor', () => {
  it('adds, moves and saves, taking back the ids the server gave', async () => {
    const { actor, sent } = recitations([fatiha, mulk], async (items) => ({ kind: 'saved', items: items.map((item, i) => ({ ...item, id: item.id ?? 10 + i })) }));
    actor.send({ type: 'item.add' });
    actor.send({ type: 'item.change', index: 2, patch: { surah: '١١٢', fromAyah: '١', toAyah: '٤', titleAr: 'سورة الإخلاص' } });
    actor.send({ type: 'item.move', index: 2, by: -1 });
    actor.send({ type: 'item.move', index: 0, by: -1 });
    actor.send({ type: 'list.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(sent[0]!.map((item) => item.surah)).toEqual(['1', '١١٢', '67']);
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([1, 11, 2]);
    expect(actor.getSnapshot().context.savedIds).toEqual([1, 11, 2]);
  });

  it('names each verse range the Quran text lacks before sending, and lets the messages go as they are corrected', () => {
    const { actor, sent } = recitations([fatiha, { ...mulk, toAyah: '31' }], async () => ({ kind: 'refused', message: null }));
    actor.send({ type: 'item.add' });
    actor.send({ type: 'list.save' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.faults).toEqual({ '1.toAyah': 'toAyah', '2.surah': 'surah' });
    expect(sent).toEqual([]);
    actor.send({ type: 'item.change', index: 1, patch: { toAyah: '30' } });
    expect(actor.getSnapshot().context.faults).toEqual({ '2.surah': 'surah' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    actor.send({ type: 'item.remove', index: 2 });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.faults).toEqual({});
  });

  it('holds at most five', () => {
    const { actor } = recitations([fatiha, mulk, mulk, mulk, mulk].map((item, i) => ({ ...item, id: i + 1 })), async () => ({ kind: 'refused', message: null }));
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().context.items).toHaveLength(5);
  });

  it('asks before a save removes a saved recitation; cancelled, nothing is sent', async () => {
    const { actor, sent } = recitations([fatiha, mulk], async () => ({ kind: 'refused', message: 'This competition has started' }));
    actor.send({ type: 'item.remove', index: 1 });
    actor.send({ type: 'list.save' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'save.cancel' });
    expect(sent).toEqual([]);
    actor.send({ type: 'list.save' });
    actor.send({ type: 'save.confirm' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('This competition has started');
    expect(actor.getSnapshot().context.items).toEqual([fatiha]);
  });

  it('keeps the list when the server cannot be reached', async () => {
    const { actor } = recitations([fatiha], () => Promise.reject(new Error('offline')));
    actor.send({ type: 'list.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context).toMatchObject({ refusal: null, items: [fatiha] });
  });
});

describe('the levels editor', () => {
  it('needs each level\'s Arabic title, the source of every text', () => {
    const level: LevelDraft = { titleAr: ' ', titleEn: 'Level', descriptionAr: '', descriptionEn: '' };
    const actor = createActor(levelsEditorMachine, { input: { items: [level] } }).start();
    actor.send({ type: 'list.save' });
    expect(actor.getSnapshot().context.faults).toEqual({ '0.titleAr': 'titleAr' });
  });

  it('adds a blank level, moves nothing past either end, and saves once each level has its Arabic title', async () => {
    const first: LevelDraft = { id: 4, titleAr: 'المستوى الأول', titleEn: 'Level one', descriptionAr: '', descriptionEn: '' };
    const sent: LevelDraft[][] = [];
    const machine = levelsEditorMachine.provide({
      // The server gives back the list with the new level not yet numbered.
      actors: { saveList: fromPromise(async ({ input }: { input: { items: LevelDraft[] } }): Promise<ListSaveOutcome<LevelDraft>> => (sent.push(input.items), { kind: 'saved', items: input.items })) },
    });
    const actor = createActor(machine, { input: { items: [first] } }).start();
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().context.items[1]).toEqual({ titleAr: '', titleEn: '', descriptionAr: '', descriptionEn: '' });
    actor.send({ type: 'item.move', index: 1, by: 1 });
    actor.send({ type: 'item.move', index: 0, by: -1 });
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([4, undefined]);
    actor.send({ type: 'list.save' });
    // Both titles are asked, as the server requires them.
    expect(actor.getSnapshot().context.faults).toEqual({ '1.titleAr': 'titleAr', '1.titleEn': 'titleEn' });
    expect(sent).toEqual([]);
    actor.send({ type: 'item.change', index: 1, patch: { titleAr: 'المستوى الثاني' } });
    expect(actor.getSnapshot().context.faults).toEqual({ '1.titleEn': 'titleEn' });
    actor.send({ type: 'item.change', index: 1, patch: { titleEn: 'Level two' } });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    actor.send({ type: 'list.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(sent[0]!.map((item) => item.titleAr)).toEqual(['المستوى الأول', 'المستوى الثاني']);
    expect(actor.getSnapshot().context).toMatchObject({ savedIds: [4], faults: {}, refusal: null });
  });

  it('without its call provided, a save ends refused with no message, the list kept', async () => {
    const level: LevelDraft = { titleAr: 'المستوى', titleEn: 'Level', descriptionAr: '', descriptionEn: '' };
    const actor = createActor(levelsEditorMachine, { input: { items: [level] } }).start();
    actor.send({ type: 'list.save' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context).toMatchObject({ items: [level], refusal: null });
  });

  it('takes back a list only from a save that was kept', () => {
    const { keepSaved } = levelsEditorMachine.implementations.actions as unknown as Record<string, { assignment: (args: unknown, outcome: ListSaveOutcome<LevelDraft>) => object }>;
    expect(keepSaved!.assignment({}, { kind: 'refused', message: 'No' })).toEqual({});
    expect(keepSaved!.assignment({}, { kind: 'saved', items: [] })).toEqual({ items: [], savedIds: [], faults: {}, refusal: null });
  });
});

