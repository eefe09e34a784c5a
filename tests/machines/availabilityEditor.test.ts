// The console's availability tab (issue 29, point 5): loaded, edited as typed (either digits), checked before it is sent,
// saved (the track as the server saved it) or refused with the server's own words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Availability, defaultAvailability } from '../../src/domain/availability';
import {
  type AvailabilitySaveOutcome,
  type AvailabilityTrack,
  availabilityEditorMachine,
  draftOf,
  parseHours,
  readDraft,
  type TrackAvailability,
} from '../../src/machines/operator/availabilityEditor.machine';

const track = (t: 'third' | 'fourth', configured = true): TrackAvailability => ({ track: t, configured, setting: defaultAvailability, forecast: { slots: 8, seats: 16, requests: 3, booked: 1 }, nextSlots: [] });

function start(save: (input: { track: string; availability: unknown }) => Promise<{ kind: 'saved'; saved?: TrackAvailability } | { kind: 'refused'; message: string | null }>) {
  const sent: unknown[] = [];
  const actor = createActor(
    availabilityEditorMachine.provide({
      actors: {
        loadAvailability: fromPromise(async () => [track('third'), track('fourth', false)]),
        saveAvailability: fromPromise(async ({ input }) => {
          sent.push(input);
          return save(input);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('availability editor', () => {
  it('reads hours typed in Arabic-Indic digits, several ranges per day, and refuses what it cannot read', () => {
    expect(parseHours('٩:٠٠-١٢:٠٠، 16:00–20:00')).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '16:00', end: '20:00' },
    ]);
    expect(parseHours('')).toEqual([]);
    expect(parseHours('evenings')).toBeNull();
    expect(readDraft(draftOf(defaultAvailability))).toEqual({ availability: defaultAvailability, faults: [] });
  });

  it('checks before sending: a faulty draft is not sent and names each fault by day, row or field', async () => {
    const { actor, sent } = start(async () => ({ kind: 'saved' }));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    const draft = { ...actor.getSnapshot().context.draft!, weekly: ['20:00-19:00', '', '', '', '', '', ''], seats: '٠', overrides: [{ from: '2027-03-05', to: '2027-03-01', hours: '' }] };
    actor.send({ type: 'draft.change', draft });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.faults).toEqual([
      { field: 'weekly', index: 0, code: 'hoursInvalid' },
      { field: 'overrides', index: 0, code: 'datesInvalid' },
      { field: 'seats', index: null, code: 'outOfRange' },
    ]);
    expect(sent).toEqual([]);
  });

  it("sends the track's setting, keeps the server's answer, and switches tracks", async () => {
    const saved: TrackAvailability = { ...track('third'), setting: { ...defaultAvailability, seats: 4 }, forecast: { slots: 8, seats: 32, requests: 3, booked: 1 } };
    const { actor, sent } = start(async () => ({ kind: 'saved', saved }));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'draft.change', draft: { ...actor.getSnapshot().context.draft!, seats: '٤', noticeHours: '1.5' } });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(sent).toEqual([{ track: 'third', availability: { ...defaultAvailability, seats: 4, minNoticeMinutes: 90 } }]);
    expect(actor.getSnapshot().context.tracks![0]).toBe(saved);
    actor.send({ type: 'track.choose', track: 'fourth' });
    expect(actor.getSnapshot().context).toMatchObject({ track: 'fourth', draft: draftOf(defaultAvailability) });
  });

  it("shows a refusal in the server's words", async () => {
    const { actor } = start(async () => ({ kind: 'refused', message: 'This change would cancel 2 booked tests' }));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('This change would cancel 2 booked tests');
  });
});

describe('availability editor: loading, refusals, failures and the form as typed', () => {
  const answer = (fn: () => Promise<AvailabilitySaveOutcome>) => fromPromise<AvailabilitySaveOutcome, { track: AvailabilityTrack; availability: Availability }>(fn);
  const loaded = (tracks: TrackAvailability[] | null, saveAvailability = answer(async () => ({ kind: 'saved' }))) =>
    createActor(
      availabilityEditorMachine.provide({
        actors: { loadAvailability: fromPromise(async () => tracks as TrackAvailability[]), saveAvailability },
      }),
    ).start();

  it('without a provided load it ends in loadFailed, never an endless spinner; retry loads again', async () => {
    const bare = createActor(availabilityEditorMachine).start();
    await waitFor(bare, (s) => s.matches('loadFailed'));
    let calls = 0;
    const actor = createActor(
      availabilityEditorMachine.provide({
        actors: {
          loadAvailability: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return [track('third'), track('fourth')];
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(calls).toBe(2);
    expect(actor.getSnapshot().context.draft).toEqual(draftOf(defaultAvailability));
  });

  it('a save that fails (no provided call, or the network) is shown as refused with no words of the server', async () => {
    const actor = createActor(availabilityEditorMachine.provide({ actors: { loadAvailability: fromPromise(async () => [track('third')]) } })).start();
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().context.draft).toEqual(draftOf(defaultAvailability));
  });

  it('a refusal that names nothing keeps refusal null; choosing a track clears it; editing returns to idle', async () => {
    const actor = loaded([track('third'), track('fourth')], answer(async () => ({ kind: 'refused', message: null })));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'draft.change', draft: { ...actor.getSnapshot().context.draft!, seats: '3' } });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.draft!.seats).toBe('3');
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    actor.send({ type: 'track.choose', track: 'fourth' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ track: 'fourth', refusal: null, faults: [], draft: draftOf(defaultAvailability) });
  });

  it('a save answered without the saved track keeps the tracks and the draft as typed', async () => {
    const actor = loaded([track('third'), track('fourth')]);
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    const tracks = actor.getSnapshot().context.tracks;
    const draft = { ...actor.getSnapshot().context.draft!, holdMinutes: '١٠' };
    actor.send({ type: 'draft.change', draft });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(actor.getSnapshot().context.tracks).toBe(tracks);
    expect(actor.getSnapshot().context.draft).toBe(draft);
  });

  it('saving the fourth track replaces only the fourth in the list', async () => {
    const saved: TrackAvailability = { ...track('fourth'), setting: { ...defaultAvailability, holdMinutes: 5 } };
    const third = track('third');
    const actor = loaded([third, track('fourth', false)], answer(async () => ({ kind: 'saved', saved })));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'track.choose', track: 'fourth' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(actor.getSnapshot().context.tracks).toEqual([third, saved]);
    expect(actor.getSnapshot().context.tracks![0]).toBe(third);
    expect(actor.getSnapshot().context.draft).toEqual(draftOf(saved.setting));
  });

  it('a track the server did not send has no form: saving is refused as invalid with no fault and nothing is sent', async () => {
    let sends = 0;
    const actor = loaded(
      [track('third')],
      answer(async () => {
        sends += 1;
        return { kind: 'saved' };
      }),
    );
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    actor.send({ type: 'track.choose', track: 'fourth' });
    expect(actor.getSnapshot().context).toMatchObject({ track: 'fourth', draft: null });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.faults).toEqual([]);
    expect(sends).toBe(0);
  });

  it('a load that answered no list at all leaves no form; a typed draft can still be saved', async () => {
    const saved: TrackAvailability = { ...track('third'), setting: { ...defaultAvailability, seats: 7 } };
    const actor = loaded(null, answer(async () => ({ kind: 'saved', saved })));
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ tracks: null, draft: null });
    actor.send({ type: 'track.choose', track: 'fourth' });
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.send({ type: 'track.choose', track: 'third' });
    actor.send({ type: 'draft.change', draft: draftOf(defaultAvailability) });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(actor.getSnapshot().context.tracks).toEqual([]);
    expect(actor.getSnapshot().context.draft).toEqual(draftOf(saved.setting));
  });

  it('a faulty check can be corrected and saved; the faults are cleared on the next change', async () => {
    const actor = loaded([track('third'), track('fourth')]);
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    const good = actor.getSnapshot().context.draft!;
    actor.send({ type: 'draft.change', draft: { ...good, slotMinutes: '' } });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.faults).toEqual([{ field: 'slotMinutes', index: null, code: 'outOfRange' }]);
    actor.send({ type: 'draft.change', draft: good });
    expect(actor.getSnapshot().context.faults).toEqual([]);
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
  });
});

describe('availability editor: reading the draft', () => {
  const base = draftOf(defaultAvailability);

  it('shows overrides as typed rows and reads them back, trimmed and in western digits', () => {
    const setting = { ...defaultAvailability, overrides: [{ from: '2027-03-01', to: '2027-03-05', hours: [{ start: '10:00', end: '12:00' }, { start: '14:00', end: '15:30' }] }] };
    const draft = draftOf(setting);
    expect(draft.overrides).toEqual([{ from: '2027-03-01', to: '2027-03-05', hours: '10:00-12:00, 14:00-15:30' }]);
    expect(readDraft({ ...draft, overrides: [{ from: ' ٢٠٢٧-٠٣-٠١ ', to: '2027-03-05 ', hours: '١٠:٠٠-١٢:٠٠, 14:00-15:30' }] })).toEqual({ availability: setting, faults: [] });
  });

  it('names a day it cannot read, an override row it cannot read, and overlapping hours by their day', () => {
    const weekly = ['', '', '09:00-12:00, 11:00-13:00', 'mornings', '', '', ''];
    const result = readDraft({ ...base, weekly, overrides: [{ from: '2027-03-01', to: '2027-03-01', hours: 'all day' }] });
    expect(result.availability).toBeNull();
    expect(result.faults).toEqual([
      { field: 'weekly', index: 3, code: 'hoursInvalid' },
      { field: 'overrides', index: 0, code: 'hoursInvalid' },
      { field: 'weekly', index: 2, code: 'hoursOverlap' },
    ]);
  });

  it('names the notice in hours (not minutes), and each blank or out-of-range number by its field', () => {
    expect(readDraft({ ...base, noticeHours: '' }).faults).toEqual([{ field: 'noticeHours', index: null, code: 'outOfRange' }]);
    expect(readDraft({ ...base, slotMinutes: '4', seats: '101', noticeHours: '-1', holdMinutes: '61' }).faults).toEqual([
      { field: 'slotMinutes', index: null, code: 'outOfRange' },
      { field: 'seats', index: null, code: 'outOfRange' },
      { field: 'noticeHours', index: null, code: 'outOfRange' },
      { field: 'holdMinutes', index: null, code: 'outOfRange' },
    ]);
    expect(readDraft({ ...base, noticeHours: '2.5' }).availability?.minNoticeMinutes).toBe(150);
  });

  it('reads a range whose times have two-digit hours as they are, with a spaced dash', () => {
    expect(parseHours('10:00 — 11:30 ,  ')).toEqual([{ start: '10:00', end: '11:30' }]);
    expect(parseHours('10:00-11:30, 12-13')).toBeNull();
  });
});
