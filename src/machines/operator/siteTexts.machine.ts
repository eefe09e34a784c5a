// An administrator saves one part of the site's texts (settings, FAQ or rules). A save that deletes entries asks for
// confirmation first (a deleted entry is gone from the site at its next load); the server may refuse a value (a link, a
// missing Arabic text) in its own words, under the field it names. Editing again after a save or a refusal starts over.
import { assign, fromPromise, setup } from 'xstate';

export type SitePart = 'settings' | 'faq' | 'rules';

/** What the save answered: saved, or refused with the server's first message and its field messages. */
export type SiteSaveOutcome = { kind: 'saved' } | { kind: 'refused'; message: string | null; fields: Record<string, string[]> };

export type SiteSaveRequest = { part: SitePart; body: unknown; deletes: number };
type Refused = Extract<SiteSaveOutcome, { kind: 'refused' }>;

export type SiteTextsContext = {
  request: SiteSaveRequest | null;
  /** The part last saved (its success is shown beside it). */
  saved: SitePart | null;
  failure: { part: SitePart; message: string | null; fields: Record<string, string[]> } | null;
};

export type SiteTextsEvent =
  | ({ type: 'site.save' } & SiteSaveRequest)
  | { type: 'site.confirm' }
  | { type: 'site.cancel' }
  | { type: 'site.edit' };

export const siteTextsMachine = setup({
  types: {} as { context: SiteTextsContext; events: SiteTextsEvent },
  actors: {
    saveSite: fromPromise<SiteSaveOutcome, SiteSaveRequest>(async () => {
      throw new Error('provide saveSite');
    }),
  },
  guards: {
    deletes: ({ event }) => event.type === 'site.save' && event.deletes > 0,
    isSaved: (_, outcome: SiteSaveOutcome) => outcome.kind === 'saved',
  },
  actions: {
    // Only `site.save` asks; while saving, `request` always holds what is being saved.
    ask: assign(({ event }) => {
      const { part, body, deletes } = event as Extract<SiteTextsEvent, { type: 'site.save' }>;
      return { request: { part, body, deletes }, saved: null, failure: null };
    }),
    forget: assign({ request: null }),
    keepSaved: assign(({ context }) => ({ saved: (context.request as SiteSaveRequest).part, request: null, failure: null })),
    refuse: assign(({ context }, outcome: Refused) => ({
      request: null,
      failure: { part: (context.request as SiteSaveRequest).part, message: outcome.message, fields: outcome.fields },
    })),
    unreachable: assign(({ context }) => ({ request: null, failure: { part: (context.request as SiteSaveRequest).part, message: null, fields: {} } })),
    clear: assign({ saved: null }),
  },
}).createMachine({
  id: 'siteTexts',
  context: { request: null, saved: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'site.save': [
          { guard: 'deletes', target: 'confirming', actions: 'ask' },
          { target: 'saving', actions: 'ask' },
        ],
        'site.edit': { actions: 'clear' },
      },
    },
    /** The save deletes entries: it waits for the administrator's confirmation. */
    confirming: {
      on: {
        'site.confirm': 'saving',
        'site.cancel': { target: 'editing', actions: 'forget' },
      },
    },
    saving: {
      invoke: {
        src: 'saveSite',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'saved', actions: 'keepSaved' },
          { target: 'failed', actions: { type: 'refuse', params: ({ event }) => event.output as Refused } },
        ],
        onError: { target: 'failed', actions: 'unreachable' },
      },
    },
    saved: {
      on: {
        'site.edit': { target: 'editing', actions: 'clear' },
        'site.save': [
          { guard: 'deletes', target: 'confirming', actions: 'ask' },
          { target: 'saving', actions: 'ask' },
        ],
      },
    },
    failed: {
      on: {
        'site.edit': 'editing',
        'site.save': [
          { guard: 'deletes', target: 'confirming', actions: 'ask' },
          { target: 'saving', actions: 'ask' },
        ],
      },
    },
  },
});
