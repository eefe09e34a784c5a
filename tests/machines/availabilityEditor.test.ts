// The console's availability tab (issue 29, point 5): loaded, edited as typed (either digits), checked before it is sent,
// saved (the track as the server saved it) or refused with the server's own words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defaultAvailability } from '../../src/domain/availability';
import { availabilityEditorMachine, draftOf, parseHours, readDraft, type TrackAvailability } from '../../src/machines/operator/availabilityEditor.machine';

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
