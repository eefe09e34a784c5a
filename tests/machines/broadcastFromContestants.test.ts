// "Message them" on the contestants list: the composer starts on a new message whose audience is the list's filter (the
// same fields, as the draft's audience), the search and competition can be forgotten while the track and its status
// stay, and "write another" starts afresh with nobody preset.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BroadcastValues, broadcastComposerMachine, broadcastToFilter, emptyBroadcast, type SavedPreview } from '../../src/machines/operator/broadcastComposer.machine';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome';
import { broadcastDraft, broadcastValuesOf } from '../../src/operator/BroadcastsPanel';

const texts = { titleAr: 'عنوان', titleEn: 'Title', bodyAr: 'نص', bodyEn: 'Text' };
const fromList = broadcastToFilter({ q: ' احمد ', competitionId: 2, track: 'fourth', status: 'pending', winners: false }, 'مسابقة ١٤٤٧');

describe('the broadcast composer given the contestants list’s filter', () => {
  it('keeps every field of the filter, and the draft sends them as the audience', () => {
    expect(fromList).toMatchObject({ q: 'احمد', competitionId: 2, competitionTitle: 'مسابقة ١٤٤٧', track: 'fourth', status: 'pending', winners: false });
    expect(broadcastDraft({ ...fromList, ...texts }).audience).toEqual({ q: 'احمد', competition_id: 2, track: 'fourth', status: 'pending' });
    // A status without its track is no filter of the list, nor of the broadcast.
    expect(broadcastToFilter({ q: '', competitionId: null, track: null, status: 'pending', winners: true })).toMatchObject({ track: '', status: '', winners: true });
  });

  it('starts on the filter, widens to the track and status, and starts afresh for another message', async () => {
    const saved: BroadcastValues[] = [];
    const savePreview = fromPromise<SavedPreview, { id: number | null; values: BroadcastValues }>(async ({ input }) => {
      saved.push(input.values);
      return { kind: 'saved', id: 1, preview: { audienceSize: 3, recipientName: 'x', title: { ar: '', en: '' }, body: { ar: '', en: '' } } };
    });
    const sendBroadcast = fromPromise<ConsoleOutcome, { id: number; audienceSize: number; sendAt: string | null }>(async () => ({ kind: 'saved' }));
    const actor = createActor(broadcastComposerMachine.provide({ actors: { savePreview, sendBroadcast } }), { input: { values: fromList } }).start();
    expect(actor.getSnapshot().context.values).toEqual(fromList);
    actor.send({ type: 'audience.widen' });
    expect(actor.getSnapshot().context.values).toMatchObject({ q: '', competitionId: null, competitionTitle: '', track: 'fourth', status: 'pending' });
    for (const [field, value] of Object.entries(texts)) actor.send({ type: 'field.change', field: field as keyof BroadcastValues, value });
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(saved[0]).toMatchObject({ q: '', track: 'fourth', status: 'pending' });
    actor.send({ type: 'compose.send' });
    actor.send({ type: 'compose.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'compose.new' });
    expect(actor.getSnapshot().context.values).toEqual(emptyBroadcast);
  });
});

describe('a draft reopened from the list of broadcasts', () => {
  const draft = broadcastDraft({ ...fromList, ...texts, email: true });
  const listed = { id: 7, ...draft };

  it('comes back with the texts, the audience and the e-mail choice it was saved with', () => {
    const values = broadcastValuesOf(listed);
    expect(values).toMatchObject({ ...texts, q: 'احمد', competitionId: 2, track: 'fourth', status: 'pending', winners: false, email: true, when: 'now' });
    expect(broadcastDraft(values)).toEqual(draft);
    // A status the server kept without its track is no audience the composer can show.
    expect(broadcastValuesOf({ ...listed, audience: { status: 'pending', winners: true } })).toMatchObject({ track: '', status: '', winners: true });
  });

  it('saves into the same draft instead of adding another', async () => {
    const ids: (number | null)[] = [];
    const savePreview = fromPromise<SavedPreview, { id: number | null; values: BroadcastValues }>(async ({ input }) => {
      ids.push(input.id);
      return { kind: 'saved', id: input.id ?? 99, preview: { audienceSize: 3, recipientName: 'x', title: { ar: '', en: '' }, body: { ar: '', en: '' } } };
    });
    const actor = createActor(broadcastComposerMachine.provide({ actors: { savePreview } }), { input: { values: broadcastValuesOf(listed), id: 7 } }).start();
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(ids).toEqual([7]);
    expect(actor.getSnapshot().context.id).toBe(7);
  });
});
