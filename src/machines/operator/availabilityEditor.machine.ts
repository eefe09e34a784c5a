// Examiner availability of the third and fourth tracks in the console (issue 29, point 5): both tracks' settings are
// loaded, one track is edited at a time as typed (a day's hours as `HH:MM-HH:MM`, several separated by commas; numbers in
// either digits), checked before it is sent, then saved or refused with the server's own words.
import { assign, fromPromise, setup } from 'xstate';
import { type Availability, type AvailabilityHours, availabilityFaults, type AvailabilityFault } from '../../domain/availability.ts';
import { westernDigits } from '../../domain/digits.ts';
import type { ConsoleOutcome } from './consoleOutcome.ts';

export type AvailabilityTrack = 'third' | 'fourth';
export type AvailabilityForecast = { slots: number; seats: number; requests: number; booked: number };
/** A track's availability as the console reads it (the next slots already instants, epoch ms). */
export type TrackAvailability = { track: AvailabilityTrack; configured: boolean; setting: Availability; forecast: AvailabilityForecast; nextSlots: number[] };

/** The form as typed: one hours text per day of the week (0 Sunday), the overrides, the numbers (notice in hours). */
export type AvailabilityDraft = {
  weekly: string[];
  overrides: { from: string; to: string; hours: string }[];
  slotMinutes: string;
  seats: string;
  noticeHours: string;
  holdMinutes: string;
};
/** A fault of the draft: the day (weekly), the override's row, or a number's field. */
export type DraftFault = { field: 'weekly' | 'overrides'; index: number; code: AvailabilityFault['code'] } | { field: 'slotMinutes' | 'seats' | 'noticeHours' | 'holdMinutes'; index: null; code: 'outOfRange' };

const RANGE = /^(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})$/;
const pad = (time: string) => (time.length === 4 ? `0${time}` : time);

/** `18:00-22:00, 09:00-10:00` → the ranges; null when one cannot be read. Empty → none. */
export function parseHours(text: string): AvailabilityHours[] | null {
  const parts = westernDigits(text)
    .split(/[,،]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const hours: AvailabilityHours[] = [];
  for (const part of parts) {
    const m = RANGE.exec(part);
    if (!m) return null;
    hours.push({ start: pad(m[1]!), end: pad(m[2]!) });
  }
  return hours;
}

export const hoursText = (hours: AvailabilityHours[]) => hours.map((h) => `${h.start}-${h.end}`).join(', ');

export function draftOf(a: Availability): AvailabilityDraft {
  return {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => hoursText(a.weekly.filter((w) => w.day === day))),
    overrides: a.overrides.map((o) => ({ from: o.from, to: o.to, hours: hoursText(o.hours) })),
    slotMinutes: String(a.slotMinutes),
    seats: String(a.seats),
    noticeHours: String(Number((a.minNoticeMinutes / 60).toFixed(2))),
    holdMinutes: String(a.holdMinutes),
  };
}

const numberOf = (text: string) => {
  const value = westernDigits(text.trim());
  return value === '' ? Number.NaN : Number(value);
};

/** The draft as a setting, or every fault it has (by day, override row or field). */
export function readDraft(d: AvailabilityDraft): { availability: Availability; faults: [] } | { availability: null; faults: DraftFault[] } {
  const faults: DraftFault[] = [];
  const weekly: Availability['weekly'] = [];
  const weeklyDay: number[] = [];
  d.weekly.forEach((text, day) => {
    const hours = parseHours(text);
    if (hours === null) faults.push({ field: 'weekly', index: day, code: 'hoursInvalid' });
    else
      for (const h of hours) {
        weekly.push({ day, ...h });
        weeklyDay.push(day);
      }
  });
  const overrides: Availability['overrides'] = [];
  d.overrides.forEach((o, index) => {
    const hours = parseHours(o.hours);
    if (hours === null) faults.push({ field: 'overrides', index, code: 'hoursInvalid' });
    overrides.push({ from: westernDigits(o.from.trim()), to: westernDigits(o.to.trim()), hours: hours ?? [] });
  });
  const availability: Availability = {
    weekly,
    overrides,
    slotMinutes: numberOf(d.slotMinutes),
    seats: numberOf(d.seats),
    minNoticeMinutes: Math.round(numberOf(d.noticeHours) * 60),
    holdMinutes: numberOf(d.holdMinutes),
  };
  for (const f of availabilityFaults(availability)) {
    if (f.field === 'weekly') faults.push({ field: 'weekly', index: weeklyDay[f.index] ?? 0, code: f.code });
    else if (f.field === 'overrides') faults.push({ field: 'overrides', index: f.index, code: f.code });
    else faults.push({ field: f.field === 'minNoticeMinutes' ? 'noticeHours' : f.field, index: null, code: 'outOfRange' });
  }
  return faults.length ? { availability: null, faults } : { availability, faults: [] };
}

export type AvailabilityEditorContext = {
  tracks: TrackAvailability[] | null;
  track: AvailabilityTrack;
  draft: AvailabilityDraft | null;
  faults: DraftFault[];
  refusal: string | null;
};
export type AvailabilityEditorEvent =
  | { type: 'retry' }
  | { type: 'track.choose'; track: AvailabilityTrack }
  | { type: 'draft.change'; draft: AvailabilityDraft }
  | { type: 'save' };
/** A save's answer: the outcome, and the track as saved when it was. */
export type AvailabilitySaveOutcome = ConsoleOutcome & { saved?: TrackAvailability };

const draftFor = (tracks: TrackAvailability[] | null, track: AvailabilityTrack) => {
  const found = tracks?.find((x) => x.track === track);
  return found ? draftOf(found.setting) : null;
};

export const availabilityEditorMachine = setup({
  types: {} as { context: AvailabilityEditorContext; events: AvailabilityEditorEvent },
  actors: {
    loadAvailability: fromPromise<TrackAvailability[]>(async () => {
      throw new Error('provide loadAvailability');
    }),
    saveAvailability: fromPromise<AvailabilitySaveOutcome, { track: AvailabilityTrack; availability: Availability }>(async () => {
      throw new Error('provide saveAvailability');
    }),
  },
  guards: { draftValid: ({ context }) => context.draft !== null && readDraft(context.draft).faults.length === 0 },
}).createMachine({
  id: 'availabilityEditor',
  context: { tracks: null, track: 'third', draft: null, faults: [], refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAvailability',
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ tracks: event.output, draft: draftFor(event.output, context.track), faults: [] })) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    /** The track's form; after a save (`saved`), a refusal (`refused`: the server's words, null when it named none) or a check that found faults (`invalid`). */
    editing: {
      initial: 'idle',
      on: {
        'track.choose': { target: '.idle', actions: assign(({ context, event }) => ({ track: event.track, draft: draftFor(context.tracks, event.track), faults: [], refusal: null })) },
        'draft.change': { target: '.idle', actions: assign(({ event }) => ({ draft: event.draft, faults: [] })) },
        save: [
          { guard: 'draftValid', target: 'saving', actions: assign({ refusal: null, faults: [] }) },
          { target: '.invalid', actions: assign(({ context }) => ({ faults: context.draft ? readDraft(context.draft).faults : [] })) },
        ],
      },
      states: { idle: {}, invalid: {}, saved: {}, refused: {} },
    },
    saving: {
      invoke: {
        src: 'saveAvailability',
        input: ({ context }) => ({ track: context.track, availability: readDraft(context.draft!).availability! }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'saved',
            target: 'editing.saved',
            actions: assign(({ context, event }) => {
              const saved = event.output.saved;
              if (!saved) return {};
              const tracks = (context.tracks ?? []).map((x) => (x.track === saved.track ? saved : x));
              return { tracks, draft: draftOf(saved.setting) };
            }),
          },
          { target: 'editing.refused', actions: assign(({ event }) => ({ refusal: event.output.message ?? null })) },
        ],
        onError: { target: 'editing.refused', actions: assign({ refusal: null }) },
      },
    },
  },
});
