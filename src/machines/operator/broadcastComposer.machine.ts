// The console's broadcast composer (issue 30, point 5): a message in Arabic and English to an audience, saved as a draft
// and previewed for its first recipient in both languages (with the audience's size); from the preview the operator may
// mail a copy to themselves, go back to edit, or send now or at a Mecca time, which asks first, naming the audience's
// size (a send cannot be undone). A refusal (the audience changed meanwhile, a time in the past) comes back to the
// preview with the server's words.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';
import type { ContestantListFilter } from './contestants.machine.ts';

export type BroadcastTrack = '' | 'first' | 'second' | 'third' | 'fourth' | 'fifth';
export type BroadcastValues = {
  titleAr: string;
  titleEn: string;
  bodyAr: string;
  bodyEn: string;
  /** '' for every track. */
  track: BroadcastTrack;
  /** '' for every status of the track. */
  status: string;
  winners: boolean;
  /** The contestants list's search, when the audience came from there ('' for none). */
  q: string;
  /** The contestants list's competition, when the audience came from there, and its title to name it. */
  competitionId: number | null;
  competitionTitle: string;
  email: boolean;
  /** 'now' or 'later' (then `sendAt`, Mecca time `YYYY-MM-DD HH:MM`). */
  when: 'now' | 'later';
  sendAt: string;
};
export type BroadcastPreview = { audienceSize: number; recipientName: string | null; title: { ar: string; en: string }; body: { ar: string; en: string } };
export type SavedPreview = { kind: 'saved'; id: number; preview: BroadcastPreview } | { kind: 'refused'; message: string | null };

export type BroadcastComposerContext = {
  values: BroadcastValues;
  /** The draft's id once saved. */
  id: number | null;
  preview: BroadcastPreview | null;
  /** The server's words on the last refusal, or null (none, or unreachable). */
  refusal: string | null;
  /** Whether a copy was mailed to the operator since the last preview. */
  copySent: boolean;
};
export type BroadcastComposerEvent =
  | { type: 'field.change'; field: keyof BroadcastValues; value: string | boolean }
  | { type: 'compose.preview' }
  | { type: 'compose.edit' }
  | { type: 'compose.copy' }
  | { type: 'compose.send' }
  | { type: 'compose.confirm' }
  | { type: 'compose.cancel' }
  | { type: 'compose.new' }
  /** Forget the contestants list's search and competition (the track, status and winners stay as chosen). */
  | { type: 'audience.widen' };

export const emptyBroadcast: BroadcastValues = {
  titleAr: '',
  titleEn: '',
  bodyAr: '',
  bodyEn: '',
  track: '',
  status: '',
  winners: false,
  q: '',
  competitionId: null,
  competitionTitle: '',
  email: false,
  when: 'now',
  sendAt: '',
};

/** "Message them" on the contestants list: a new message whose audience is the list's filter (the same fields). */
export function broadcastToFilter(filter: ContestantListFilter, competitionTitle = ''): BroadcastValues {
  return {
    ...emptyBroadcast,
    q: filter.q.trim(),
    competitionId: filter.competitionId,
    competitionTitle: filter.competitionId === null ? '' : competitionTitle,
    track: filter.track ?? '',
    status: filter.track ? (filter.status ?? '') : '',
    winners: filter.winners,
  };
}

/** Whether the texts are there in both languages (the server checks again). */
export const broadcastComplete = (v: BroadcastValues): boolean =>
  [v.titleAr, v.titleEn, v.bodyAr, v.bodyEn].every((text) => text.trim() !== '') && (v.when === 'now' || /^[0-9٠-٩]{4}-[0-9٠-٩]{2}-[0-9٠-٩]{2} [0-9٠-٩]{2}:[0-9٠-٩]{2}$/.test(v.sendAt.trim()));

/** The values after a field's change: a status belongs to its track, so another track empties it. */
function changed(values: BroadcastValues, field: keyof BroadcastValues, value: string | boolean): BroadcastValues {
  const next = { ...values, [field]: value } as BroadcastValues;
  if (field === 'track') next.status = '';
  return next;
}

export const broadcastComposerMachine = setup({
  types: {} as { context: BroadcastComposerContext; events: BroadcastComposerEvent; input: { values?: BroadcastValues | undefined; id?: number | null } | undefined },
  actions: {
    change: assign({ values: ({ context, event }) => (event.type === 'field.change' ? changed(context.values, event.field, event.value) : context.values) }),
  },
  actors: {
    savePreview: fromPromise<SavedPreview, { id: number | null; values: BroadcastValues }>(async () => {
      throw new Error('provide savePreview');
    }),
    sendCopy: fromPromise<ConsoleOutcome, { id: number }>(async () => {
      throw new Error('provide sendCopy');
    }),
    sendBroadcast: fromPromise<ConsoleOutcome, { id: number; audienceSize: number; sendAt: string | null }>(async () => {
      throw new Error('provide sendBroadcast');
    }),
  },
}).createMachine({
  id: 'broadcastComposer',
  // A saved draft reopened from the list comes with its id, so saving it again updates that draft instead of adding one.
  context: ({ input }) => ({ values: input?.values ?? emptyBroadcast, id: input?.id ?? null, preview: null, refusal: null, copySent: false }),
  initial: 'editing',
  states: {
    /** The texts, the audience and when; a refusal of the last save is shown (`refusal`). */
    editing: {
      on: {
        'field.change': { actions: 'change' },
        'audience.widen': { actions: assign({ values: ({ context }) => ({ ...context.values, q: '', competitionId: null, competitionTitle: '' }) }) },
        'compose.preview': { guard: ({ context }) => broadcastComplete(context.values), target: 'previewing', actions: assign({ refusal: null }) },
      },
    },
    /** The draft is saved and its preview read. */
    previewing: {
      invoke: {
        src: 'savePreview',
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'saved',
            target: 'previewed',
            actions: assign(({ event }) => (event.output.kind === 'saved' ? { id: event.output.id, preview: event.output.preview, copySent: false } : {})),
          },
          { target: 'editing', actions: assign({ refusal: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null) }) },
        ],
        onError: { target: 'editing', actions: assign({ refusal: null }) },
      },
    },
    /** The message as its first recipient reads it, both languages, and the audience's size. */
    previewed: {
      on: {
        'field.change': { guard: ({ event }) => event.field === 'when' || event.field === 'sendAt', actions: 'change' },
        'compose.edit': { target: 'editing', actions: assign({ refusal: null }) },
        'compose.copy': { target: 'copying', actions: assign({ refusal: null }) },
        'compose.send': { guard: ({ context }) => broadcastComplete(context.values) && (context.preview?.audienceSize ?? 0) > 0, target: 'confirming', actions: assign({ refusal: null }) },
      },
    },
    copying: {
      invoke: {
        src: 'sendCopy',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'previewed', actions: assign({ copySent: true }) },
          { target: 'previewed', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'previewed', actions: assign({ refusal: null }) },
      },
    },
    /** Asked first, naming how many contestants it reaches and when. */
    confirming: { on: { 'compose.confirm': 'sending', 'compose.cancel': 'previewed' } },
    sending: {
      invoke: {
        src: 'sendBroadcast',
        input: ({ context }) => ({ id: context.id!, audienceSize: context.preview!.audienceSize, sendAt: context.values.when === 'later' ? context.values.sendAt.trim() : null }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'done' },
          { target: 'previewed', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'previewed', actions: assign({ refusal: null }) },
      },
    },
    /** Sent (or scheduled): the list shows it; a new message starts afresh. */
    done: {
      on: { 'compose.new': { target: 'editing', actions: assign({ values: emptyBroadcast, id: null, preview: null, refusal: null, copySent: false }) } },
    },
  },
});
