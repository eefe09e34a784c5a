import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  draftOf,
  saveOf,
  textsWritten,
  type TrackContent,
  type TrackContentContext,
  type TrackContentEvent,
  trackContentMachine,
  type TrackSave,
  type TrackSaveOutcome,
  wholeNumber,
} from '../../src/machines/operator/trackContent.machine';

const l = (ar: string, en: string) => ({ ar, en });
const content: TrackContent = {
  competition_id: 7,
  started: false,
  archived: false,
  attempts_allowed: 3,
  tracks: [
    { track: 'second', title: l('المسار الثاني', ''), subtitle: l('', ''), description: l('', ''), winner_count: 2, prizes: [2000, 1000], draw_started: false },
    { track: 'fifth', title: l('المسار الخامس', 'Fifth track'), subtitle: l('الفاتحة', 'Al-Fatiha'), description: l('سجّل', 'Record'), winner_count: 1, prizes: [1500], draw_started: false },
  ],
};

function start(save: (input: TrackSave) => Promise<TrackSaveOutcome>, load: () => Promise<TrackContent> = async () => content) {
  const sent: TrackSave[] = [];
  const actor = createActor(
    trackContentMachine.provide({
      actors: {
        loadContent: fromPromise(load),
        saveTrack: fromPromise(async ({ input }: { input: TrackSave }) => {
          sent.push(input);
          return save(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('the Tracks editor machine', () => {
  it('counts the texts written, reads Arabic-Indic digits and refuses what is not a whole number in range', () => {
    expect(textsWritten({ title: l('أ', 'A'), subtitle: l('ب', ''), description: l(' ', '') })).toEqual({ written: 3, total: 6 });
    expect(wholeNumber('١٥٠٠', 0, 10_000)).toBe(1500);
    expect(wholeNumber('1.5', 0, 10)).toBeNull();
    expect(wholeNumber('11', 1, 10)).toBeNull();
    const draft = { title: l('', ''), subtitle: l('', ''), description: l('', ''), winners: '3', prizes: ['٣٠٠٠', '', '1000'], attempts: '2' };
    expect(saveOf('fifth', draft)).toEqual({ save: { track: 'fifth', title: draft.title, subtitle: draft.subtitle, description: draft.description, winner_count: 3, prizes: [3000, 0, 1000], attempts_allowed: 2 } });
    expect(saveOf('second', draft)).toMatchObject({ save: { winner_count: 3 } });
    expect(saveOf('second', draft)).not.toHaveProperty('save.attempts_allowed');
    expect(saveOf('fifth', { ...draft, attempts: '0' })).toEqual({ error: 'attempts' });
    expect(saveOf('fifth', { ...draft, prizes: ['x', '', ''] })).toEqual({ error: 'prizes' });
    expect(saveOf('fifth', { ...draft, winners: '-1' })).toEqual({ error: 'winners' });
  });

  it('loads, edits, grows the prize places with the winners, saves one track and shows what the server kept', async () => {
    const kept: TrackContent = { ...content, attempts_allowed: 2, tracks: content.tracks.map((t) => (t.track === 'fifth' ? { ...t, winner_count: 2, prizes: [1500, 500] } : t)) };
    const { actor, sent } = start(async () => ({ kind: 'saved', content: kept }));
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'draft.winners', track: 'fifth', value: '٢' });
    expect(actor.getSnapshot().context.drafts.fifth!.prizes).toEqual(['1500', '']);
    actor.send({ type: 'draft.prize', track: 'fifth', place: 1, value: '500' });
    actor.send({ type: 'draft.attempts', value: '2' });
    actor.send({ type: 'draft.text', track: 'second', field: 'title', language: 'en', value: 'Second track' });
    actor.send({ type: 'track.save', track: 'fifth' });
    const saved = await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(sent).toEqual([expect.objectContaining({ track: 'fifth', winner_count: 2, prizes: [1500, 500], attempts_allowed: 2 })]);
    expect(saved.context.content).toBe(kept);
    // The track being typed in elsewhere keeps what was typed.
    expect(saved.context.drafts.second!.title.en).toBe('Second track');
    actor.send({ type: 'draft.text', track: 'fifth', field: 'subtitle', language: 'en', value: 'Reciting' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it('refuses a wrong number before sending, and shows the server refusal in its words', async () => {
    const { actor, sent } = start(async () => ({ kind: 'refused', message: 'The draw of this track has started' }));
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'draft.attempts', value: '30' });
    actor.send({ type: 'track.save', track: 'fifth' });
    expect(actor.getSnapshot().context).toMatchObject({ track: 'fifth', error: 'attempts' });
    expect(sent).toEqual([]);
    actor.send({ type: 'draft.attempts', value: '3' });
    actor.send({ type: 'track.save', track: 'fifth' });
    const refused = await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(refused.context).toMatchObject({ refusal: 'The draw of this track has started', error: null });
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    const { actor } = start(
      async () => ({ kind: 'saved' }),
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return content;
      },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'content.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
  });

  it('ignores edits and saves for a track the server did not return, and keeps the typed prizes while the winners are not a number', async () => {
    const { actor, sent } = start(async () => ({ kind: 'saved', content }));
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    const before = actor.getSnapshot().context.drafts;
    actor.send({ type: 'draft.text', track: 'first', field: 'title', language: 'ar', value: 'المسار الأول' });
    actor.send({ type: 'draft.winners', track: 'first', value: '3' });
    actor.send({ type: 'draft.prize', track: 'first', place: 0, value: '100' });
    expect(actor.getSnapshot().context.drafts).toEqual(before);
    expect(actor.getSnapshot().context.drafts.first).toBeUndefined();
    actor.send({ type: 'track.save', track: 'first' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ track: 'first', error: null, refusal: null });
    expect(sent).toEqual([]);
    // Winners half-typed ("1.", "x"): the prize places stay as they were, and a save names the winners field.
    actor.send({ type: 'draft.winners', track: 'second', value: 'x' });
    expect(actor.getSnapshot().context.drafts.second).toMatchObject({ winners: 'x', prizes: ['2000', '1000'] });
    actor.send({ type: 'track.save', track: 'second' });
    expect(actor.getSnapshot().context).toMatchObject({ track: 'second', error: 'winners' });
    actor.send({ type: 'draft.winners', track: 'second', value: '1' });
    expect(actor.getSnapshot().context.drafts.second!.prizes).toEqual(['2000']);
    actor.send({ type: 'draft.prize', track: 'second', place: 0, value: 'lots' });
    actor.send({ type: 'track.save', track: 'second' });
    expect(actor.getSnapshot().context).toMatchObject({ track: 'second', error: 'prizes' });
    expect(sent).toEqual([]);
  });

  it('holds the fields while a save is in flight, then a refusal without words shows no message', async () => {
    let answer: (outcome: TrackSaveOutcome) => void = () => {};
    const { actor, sent } = start(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'track.save', track: 'second' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    actor.send({ type: 'draft.text', track: 'second', field: 'title', language: 'en', value: 'Late' });
    actor.send({ type: 'draft.winners', track: 'second', value: '5' });
    actor.send({ type: 'draft.prize', track: 'second', place: 0, value: '1' });
    actor.send({ type: 'draft.attempts', value: '9' });
    actor.send({ type: 'track.save', track: 'fifth' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(actor.getSnapshot().context.track).toBe('second');
    expect(actor.getSnapshot().context.drafts.second).toMatchObject({ title: { en: '' }, winners: '2', prizes: ['2000', '1000'] });
    expect(actor.getSnapshot().context.drafts.fifth!.attempts).toBe('3');
    answer({ kind: 'refused', message: null });
    const refused = await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(refused.context).toMatchObject({ track: 'second', refusal: null });
    expect(sent).toHaveLength(1);
  });

  it('a save said saved without the content, or that fails, is refused; the saved content lacking the track keeps the drafts', async () => {
    const answers: Array<() => Promise<TrackSaveOutcome>> = [
      async () => ({ kind: 'saved' }),
      () => Promise.reject(new Error('offline')),
      async () => ({ kind: 'saved', content: { ...content, tracks: content.tracks.filter((t) => t.track !== 'second') } }),
    ];
    const { actor, sent } = start(() => answers[sent.length - 1]!());
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'track.save', track: 'second' });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'track.save', track: 'second' });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }) && sent.length === 2);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'draft.text', track: 'second', field: 'subtitle', language: 'ar', value: 'ما كُتب' });
    actor.send({ type: 'track.save', track: 'second' });
    const saved = await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(saved.context.content!.tracks.map((t) => t.track)).toEqual(['fifth']);
    expect(saved.context.drafts.second!.subtitle.ar).toBe('ما كُتب');
  });

  it('without its calls provided, the load fails and a save is refused, never an endless spinner', async () => {
    const bare = createActor(trackContentMachine).start();
    await waitFor(bare, (s) => s.matches('failed'));
    const actor = createActor(trackContentMachine.provide({ actors: { loadContent: fromPromise(async () => content) } })).start();
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'track.save', track: 'fifth' });
    const refused = await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(refused.context).toMatchObject({ track: 'fifth', refusal: null });
  });

  it('its edit actions and save guard, met with another event, change nothing and let nothing through', () => {
    const { actions, guards } = trackContentMachine.implementations as unknown as {
      actions: Record<string, { assignment: (args: { context: TrackContentContext; event: TrackContentEvent }) => Partial<TrackContentContext> }>;
      guards: { isDraftValid: (args: { context: TrackContentContext; event: TrackContentEvent }) => boolean };
    };
    const context: TrackContentContext = { content, drafts: { fifth: draftOf(content.tracks[1]!, 3) }, track: null, error: null, refusal: null };
    const other: TrackContentEvent = { type: 'content.retry' };
    for (const name of ['editText', 'editWinners', 'editPrize', 'editAttempts']) expect(actions[name]!.assignment({ context, event: other })).toEqual({});
    expect(guards.isDraftValid({ context, event: other })).toBe(false);
    expect(guards.isDraftValid({ context, event: { type: 'track.save', track: 'fifth' } })).toBe(true);
  });

  it('what a save sends is read from the draft: the values as numbers, nothing at all for a draft a save would refuse', () => {
    const [saving] = trackContentMachine.root.states.ready!.states.saving!.invoke as unknown as Array<{ input: (args: { context: TrackContentContext }) => TrackSave | undefined }>;
    const fifth = draftOf(content.tracks[1]!, 3);
    const context: TrackContentContext = { content, drafts: { fifth }, track: 'fifth', error: null, refusal: null };
    expect(saving!.input({ context })).toMatchObject({ track: 'fifth', winner_count: 1, prizes: [1500], attempts_allowed: 3 });
    expect(saving!.input({ context: { ...context, drafts: { fifth: { ...fifth, attempts: '0' } } } })).toBeUndefined();
  });
});

