import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { saveOf, textsWritten, type TrackContent, trackContentMachine, type TrackSave, type TrackSaveOutcome, wholeNumber } from '../../src/machines/operator/trackContent.machine';

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
});
