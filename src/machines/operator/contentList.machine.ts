// A competition's list of content in the console, edited as a whole and saved in one call (issue 29 point 5): the
// second track's recitations and each memorisation track's levels. Items are added, changed, removed and moved up or
// down; a save checks every item first (messages under the fields), asks before it removes anything, then sends the
// list and takes back the list as saved (new items get their ids).
import { assign, fromPromise, setup } from 'xstate';
import { westernDigits } from '../../domain/digits.ts';
import { verseRangeFault } from '../../domain/surahs.ts';

/** What is wrong with the list before it is sent: `<index>.<field>` → a fault code the view names. */
export type ListFaults = Record<string, string>;
/** A sent list: saved (as the server keeps it, in order), or refused with the server's own words (null when none). */
export type ListSaveOutcome<Item> = { kind: 'saved'; items: Item[] } | { kind: 'refused'; message: string | null };
export type ListEditorContext<Item> = { items: Item[]; savedIds: number[]; faults: ListFaults; refusal: string | null };
export type ListEditorEvent<Item> =
  | { type: 'item.change'; index: number; patch: Partial<Item> }
  | { type: 'item.add' }
  | { type: 'item.remove'; index: number }
  | { type: 'item.move'; index: number; by: -1 | 1 }
  | { type: 'list.save' }
  | { type: 'save.confirm' }
  | { type: 'save.cancel' };
type Edit<Item> = Extract<ListEditorEvent<Item>, { type: 'item.change' | 'item.add' | 'item.remove' | 'item.move' }>;

type ListRules<Item> = {
  /** A new item, empty. */
  blank: () => Item;
  /** The most items the list may hold. */
  max: number;
  /** Every fault of the list, by `<index>.<field>`. */
  check: (items: readonly Item[]) => ListFaults;
};

/** Items that were saved before (they have an id) and are no longer in the list: the save would remove them. */
export const removedCount = <Item extends { id?: number }>(context: Pick<ListEditorContext<Item>, 'items' | 'savedIds'>): number =>
  context.savedIds.filter((id) => !context.items.some((item) => item.id === id)).length;

function applyEdit<Item>(items: readonly Item[], event: Edit<Item>, rules: ListRules<Item>): Item[] {
  switch (event.type) {
    case 'item.change':
      return items.map((item, i) => (i === event.index ? { ...item, ...event.patch } : item));
    case 'item.add':
      return items.length >= rules.max ? [...items] : [...items, rules.blank()];
    case 'item.remove':
      return items.filter((_, i) => i !== event.index);
    case 'item.move': {
      const to = event.index + event.by;
      if (to < 0 || to >= items.length) return [...items];
      const next = [...items];
      [next[event.index], next[to]] = [next[to]!, next[event.index]!];
      return next;
    }
  }
}

/** After an edit, the messages still shown: those the list still earns, where one was shown (none appear while typing). */
function remainingFaults<Item>(items: readonly Item[], shown: ListFaults, rules: ListRules<Item>): ListFaults {
  if (Object.keys(shown).length === 0) return {};
  const now = rules.check(items);
  return Object.fromEntries(Object.entries(now).filter(([key]) => key in shown));
}

export function createListEditorMachine<Item extends { id?: number }>(id: string, rules: ListRules<Item>) {
  const edited = (context: ListEditorContext<Item>, event: ListEditorEvent<Item>) => {
    const items = applyEdit(context.items, event as Edit<Item>, rules);
    // A removed or moved item's messages would name another one: they are checked again from scratch at the next save.
    const faults = event.type === 'item.change' ? remainingFaults(items, context.faults, rules) : {};
    return { items, faults };
  };
  const edit = [
    { guard: 'faultsRemain', target: '.invalid', actions: 'edit' },
    { target: '.idle', actions: 'edit' },
  ] as const;
  return setup({
    types: {} as { context: ListEditorContext<Item>; events: ListEditorEvent<Item>; input: { items: Item[] } },
    actors: {
      saveList: fromPromise<ListSaveOutcome<Item>, { items: Item[] }>(async () => {
        throw new Error('provide saveList');
      }),
    },
    guards: {
      faultsRemain: ({ context, event }) => Object.keys(edited(context, event).faults).length > 0,
      listInvalid: ({ context }) => Object.keys(rules.check(context.items)).length > 0,
      removesSaved: ({ context }) => removedCount(context) > 0,
      isSaved: (_, outcome: ListSaveOutcome<Item>) => outcome.kind === 'saved',
    },
    actions: {
      edit: assign(({ context, event }) => ({ ...edited(context, event), refusal: null })),
      showFaults: assign(({ context }) => ({ faults: rules.check(context.items) })),
      keepSaved: assign((_, outcome: ListSaveOutcome<Item>) => (outcome.kind === 'saved' ? { items: outcome.items, savedIds: outcome.items.flatMap((item) => (item.id === undefined ? [] : [item.id])), faults: {}, refusal: null } : {})),
      refuse: assign((_, outcome: ListSaveOutcome<Item> | null) => ({ refusal: outcome?.kind === 'refused' ? outcome.message : null })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ items: input.items, savedIds: input.items.flatMap((item) => (item.id === undefined ? [] : [item.id])), faults: {}, refusal: null }),
    initial: 'editing',
    states: {
      /** The list as typed: `idle`, `invalid` (a save found faults, shown under their fields), `refused` (the server's message, or none when unreachable), `saved`. */
      editing: {
        initial: 'idle',
        on: {
          'item.change': edit,
          'item.add': edit,
          'item.remove': edit,
          'item.move': edit,
          'list.save': [
            { guard: 'listInvalid', target: '.invalid', actions: 'showFaults' },
            { guard: 'removesSaved', target: 'confirming' },
            { target: 'saving' },
          ],
        },
        states: { idle: {}, invalid: {}, refused: {}, saved: {} },
      },
      /** The save would remove saved items: asked first. */
      confirming: {
        on: { 'save.confirm': 'saving', 'save.cancel': 'editing.idle' },
      },
      saving: {
        invoke: {
          src: 'saveList',
          input: ({ context }) => ({ items: context.items }),
          onDone: [
            { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'editing.saved', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
            { target: 'editing.refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
          ],
          onError: { target: 'editing.refused', actions: { type: 'refuse', params: null } },
        },
      },
    },
  });
}

/** A recitation as typed: the surah and verse numbers as written (Arabic-Indic digits too), the title in both languages. */
export type RecitationDraft = { id?: number; surah: string; fromAyah: string; toAyah: string; titleAr: string; titleEn: string };
/** The second track's recitations: at most five, each a verse range the Quran text has. */
export const RECITATIONS_MAX = 5;

const asNumber = (typed: string) => {
  const value = westernDigits(typed.trim());
  return /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
};

/** A recitation's numbers as numbers (NaN where the typed value is not a whole number). */
export const recitationNumbers = (draft: RecitationDraft) => ({ surah: asNumber(draft.surah), from: asNumber(draft.fromAyah), to: asNumber(draft.toAyah) });

export const recitationsEditorMachine = createListEditorMachine<RecitationDraft>('recitationsEditor', {
  blank: () => ({ surah: '', fromAyah: '', toAyah: '', titleAr: '', titleEn: '' }),
  max: RECITATIONS_MAX,
  check: (items) =>
    Object.fromEntries(
      items.flatMap((item, i) => {
        const { surah, from, to } = recitationNumbers(item);
        const fault = verseRangeFault(surah, from, to);
        return fault ? [[`${i}.${fault}`, fault]] : [];
      }),
    ),
});

/** A level as typed: its title and description in both languages. */
export type LevelDraft = { id?: number; titleAr: string; titleEn: string; descriptionAr: string; descriptionEn: string };
export const LEVELS_MAX = 20;

/**
 * A level needs its title in both languages, as the server requires (Arabic is the source); a missing English
 * description is the readiness check's to name.
 */
export const levelsEditorMachine = createListEditorMachine<LevelDraft>('levelsEditor', {
  blank: () => ({ titleAr: '', titleEn: '', descriptionAr: '', descriptionEn: '' }),
  max: LEVELS_MAX,
  check: (items) =>
    Object.fromEntries(
      items.flatMap((item, i) => [
        ...(item.titleAr.trim() === '' ? [[`${i}.titleAr`, 'titleAr'] as const] : []),
        ...(item.titleEn.trim() === '' ? [[`${i}.titleEn`, 'titleEn'] as const] : []),
      ]),
    ),
});
