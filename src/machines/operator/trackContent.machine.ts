// The console's Tracks editor (issue 29 point 5): one competition's five tracks loaded, edited in both languages
// (texts, winners to draw, the prize of each place, the fifth track's attempts allowed), each track saved on its own,
// then saved or refused with the server's own words. The typed numbers stay as typed (Arabic-Indic digits too) until a
// save reads them; a value that is not a whole number is refused here, under its field, before anything is sent.
import { assign, fromPromise, setup } from 'xstate';
import { westernDigits } from '../../domain/digits.ts';
import type { ConsoleOutcome } from './consoleOutcome.ts';

export const trackKeys = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type TrackKey = (typeof trackKeys)[number];
export type Localized = { ar: string; en: string };
export type TextField = 'title' | 'subtitle' | 'description';
export const textFields: readonly TextField[] = ['title', 'subtitle', 'description'];

/** A track as the server holds it (the contract's OperatorTrack). */
export type SavedTrack = { track: TrackKey; title: Localized; subtitle: Localized; description: Localized; winner_count: number; prizes: number[]; draw_started: boolean };
/** The competition's tracks as the server holds them (the contract's OperatorTrackContent). */
export type TrackContent = { competition_id: number; started: boolean; archived: boolean; attempts_allowed: number; tracks: SavedTrack[] };

/** A track being edited: texts as typed, numbers as typed (strings), one prize per place. */
export type TrackDraft = { title: Localized; subtitle: Localized; description: Localized; winners: string; prizes: string[]; attempts: string };
/** Why a typed number was refused before sending: it is not a whole number within its range. */
export type DraftError = 'winners' | 'prizes' | 'attempts';
/** What a save sends: a track's values read as numbers. */
export type TrackSave = { track: TrackKey; title: Localized; subtitle: Localized; description: Localized; winner_count: number; prizes: number[]; attempts_allowed?: number };
export type TrackSaveOutcome = ConsoleOutcome & { content?: TrackContent };

export const MAX_WINNERS = 1000;
export const MAX_PRIZE = 10_000_000;
export const MAX_ATTEMPTS = 10;

/** A typed whole number within [min, max], or null. */
export function wholeNumber(typed: string, min: number, max: number): number | null {
  const text = westernDigits(typed.trim());
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function draftOf(track: SavedTrack, attemptsAllowed: number): TrackDraft {
  return {
    title: { ...track.title },
    subtitle: { ...track.subtitle },
    description: { ...track.description },
    winners: String(track.winner_count),
    prizes: track.prizes.map(String),
    attempts: String(attemptsAllowed),
  };
}

const draftsOf = (content: TrackContent): Partial<Record<TrackKey, TrackDraft>> =>
  Object.fromEntries(content.tracks.map((track) => [track.track, draftOf(track, content.attempts_allowed)]));

/** How many of a track's six texts (title, subtitle, description × Arabic, English) are written. */
export function textsWritten(draft: Pick<TrackDraft, TextField>): { written: number; total: number } {
  const values = textFields.flatMap((field) => [draft[field].ar, draft[field].en]);
  return { written: values.filter((value) => value.trim() !== '').length, total: values.length };
}

/** The draft as a save, or the first field whose typed number is not acceptable. */
export function saveOf(track: TrackKey, draft: TrackDraft): { save: TrackSave } | { error: DraftError } {
  const winners = wholeNumber(draft.winners, 0, MAX_WINNERS);
  if (winners === null) return { error: 'winners' };
  const prizes = draft.prizes.slice(0, winners).map((typed) => (typed.trim() === '' ? 0 : wholeNumber(typed, 0, MAX_PRIZE)));
  if (prizes.some((amount) => amount === null)) return { error: 'prizes' };
  while (prizes.length < winners) prizes.push(0);
  const base = { track, title: draft.title, subtitle: draft.subtitle, description: draft.description, winner_count: winners, prizes: prizes as number[] };
  if (track !== 'fifth') return { save: base };
  const attempts = wholeNumber(draft.attempts, 1, MAX_ATTEMPTS);
  return attempts === null ? { error: 'attempts' } : { save: { ...base, attempts_allowed: attempts } };
}

export type TrackContentContext = {
  content: TrackContent | null;
  drafts: Partial<Record<TrackKey, TrackDraft>>;
  /** The track being saved, or last saved or refused. */
  track: TrackKey | null;
  /** A typed number refused before sending, on `track`. */
  error: DraftError | null;
  refusal: string | null;
};

export type TrackContentEvent =
  | { type: 'content.retry' }
  | { type: 'draft.text'; track: TrackKey; field: TextField; language: 'ar' | 'en'; value: string }
  | { type: 'draft.winners'; track: TrackKey; value: string }
  | { type: 'draft.prize'; track: TrackKey; place: number; value: string }
  | { type: 'draft.attempts'; value: string }
  | { type: 'track.save'; track: TrackKey };

const changed = (context: TrackContentContext, track: TrackKey, change: (draft: TrackDraft) => TrackDraft) => {
  const draft = context.drafts[track];
  return draft ? { ...context.drafts, [track]: change(draft) } : context.drafts;
};

export const trackContentMachine = setup({
  types: {} as { context: TrackContentContext; events: TrackContentEvent },
  actors: {
    loadContent: fromPromise<TrackContent>(async () => {
      throw new Error('provide loadContent');
    }),
    saveTrack: fromPromise<TrackSaveOutcome, TrackSave>(async () => {
      throw new Error('provide saveTrack');
    }),
  },
  actions: {
    editText: assign(({ context, event }) => {
      if (event.type !== 'draft.text') return {};
      return { drafts: changed(context, event.track, (d) => ({ ...d, [event.field]: { ...d[event.field], [event.language]: event.value } })) };
    }),
    editWinners: assign(({ context, event }) => {
      if (event.type !== 'draft.winners') return {};
      // One prize field per place: the list follows the number typed (what was typed in a place is kept).
      const count = wholeNumber(event.value, 0, MAX_WINNERS);
      return {
        drafts: changed(context, event.track, (d) => ({
          ...d,
          winners: event.value,
          prizes: count === null ? d.prizes : Array.from({ length: count }, (_, place) => d.prizes[place] ?? ''),
        })),
      };
    }),
    editPrize: assign(({ context, event }) => {
      if (event.type !== 'draft.prize') return {};
      return { drafts: changed(context, event.track, (d) => ({ ...d, prizes: d.prizes.map((typed, place) => (place === event.place ? event.value : typed)) })) };
    }),
    editAttempts: assign(({ context, event }) => (event.type === 'draft.attempts' ? { drafts: changed(context, 'fifth', (d) => ({ ...d, attempts: event.value })) } : {})),
  },
  guards: {
    isDraftValid: ({ context, event }) => {
      if (event.type !== 'track.save') return false;
      const draft = context.drafts[event.track];
      return draft !== undefined && 'save' in saveOf(event.track, draft);
    },
  },
}).createMachine({
  id: 'trackContent',
  context: { content: null, drafts: {}, track: null, error: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadContent',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ content: event.output, drafts: draftsOf(event.output) })) },
        onError: 'failed',
      },
    },
    failed: { on: { 'content.retry': 'loading' } },
    /** Loaded: editing; one track's save in flight (`saving`); the last save `saved` or `refused`. */
    ready: {
      initial: 'editing',
      states: {
        editing: {},
        /** The fields wait while a save is in flight: nothing typed now could be lost or sent half-way. */
        saving: {
          on: { 'draft.text': {}, 'draft.winners': {}, 'draft.prize': {}, 'draft.attempts': {}, 'track.save': {} },
          invoke: {
            src: 'saveTrack',
            input: ({ context }) => {
              const result = saveOf(context.track!, context.drafts[context.track!]!);
              return 'save' in result ? result.save : (undefined as never);
            },
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'saved' && event.output.content !== undefined,
                target: 'saved',
                actions: assign(({ context, event }) => {
                  const content = event.output.content!;
                  const saved = content.tracks.find((t) => t.track === context.track);
                  // The saved track shows what the server kept; the other tracks keep what is being typed in them.
                  return { content, drafts: saved ? { ...context.drafts, [saved.track]: draftOf(saved, content.attempts_allowed) } : context.drafts };
                }),
              },
              { target: 'refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
            ],
            onError: { target: 'refused', actions: assign({ refusal: null }) },
          },
        },
        saved: {},
        refused: {},
      },
      on: {
        'draft.text': { target: '.editing', actions: 'editText' },
        'draft.winners': { target: '.editing', actions: 'editWinners' },
        'draft.prize': { target: '.editing', actions: 'editPrize' },
        'draft.attempts': { target: '.editing', actions: 'editAttempts' },
        'track.save': [
          { guard: 'isDraftValid', target: '.saving', actions: assign({ track: ({ event }) => event.track, error: null, refusal: null }) },
          {
            target: '.editing',
            actions: assign(({ context, event }) => {
              const draft = context.drafts[event.track];
              const result = draft ? saveOf(event.track, draft) : null;
              return { track: event.track, error: result && 'error' in result ? result.error : null, refusal: null };
            }),
          },
        ],
      },
    },
  },
});
