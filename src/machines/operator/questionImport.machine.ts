// Importing first-track questions in the console (issue 29 point 5): the operator gives a file (CSV or Aiken), the
// server checks every row first; faults come back one sentence each, named by line, and nothing is saved; a clean file
// is previewed, then saved only once the operator has confirmed, choosing to add after the bank or replace it.
import { assign, fromPromise, setup } from 'xstate';

export type ImportFormat = 'csv' | 'aiken';
export type ImportMode = 'append' | 'replace';
/** One question as the preview shows it (the line it starts on in the file). */
export type ImportPreviewQuestion = { line: number; text: { ar: string; en: string }; options: { ar: string; en: string }[]; correct_index: number };
export type ImportPreview = { questions: ImportPreviewQuestion[]; bank_size_before: number };
/** What the server said of the file: previewed, faulty (each fault a sentence naming its line), or refused (locked…). */
export type ImportCheck = { kind: 'preview'; preview: ImportPreview } | { kind: 'faults'; message: string | null; faults: string[] } | { kind: 'refused'; message: string | null };
export type ImportSave = { kind: 'saved'; added: number } | { kind: 'faults'; message: string | null; faults: string[] } | { kind: 'refused'; message: string | null };

type Faults = Extract<ImportCheck, { kind: 'faults' }>;

export type QuestionImportContext = {
  format: ImportFormat;
  mode: ImportMode;
  /** The file's text and name (null before one is chosen). */
  text: string;
  fileName: string | null;
  preview: ImportPreview | null;
  faults: string[];
  message: string | null;
  added: number;
};
export type QuestionImportEvent =
  | { type: 'import.format'; format: ImportFormat }
  | { type: 'import.file'; text: string; fileName: string | null }
  | { type: 'import.check' }
  | { type: 'import.save' }
  | { type: 'import.mode'; mode: ImportMode }
  | { type: 'import.confirm' }
  | { type: 'import.cancel' }
  | { type: 'import.again' };

const initial = (format: ImportFormat = 'csv'): QuestionImportContext => ({ format, mode: 'append', text: '', fileName: null, preview: null, faults: [], message: null, added: 0 });

export const questionImportMachine = setup({
  types: {} as { context: QuestionImportContext; events: QuestionImportEvent; input: { format?: ImportFormat } },
  actors: {
    checkImport: fromPromise<ImportCheck, { format: ImportFormat; text: string }>(async () => {
      throw new Error('provide checkImport');
    }),
    saveImport: fromPromise<ImportSave, { format: ImportFormat; text: string; mode: ImportMode }>(async () => {
      throw new Error('provide saveImport');
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    // Each action runs only on its own event (the transitions below name it); the answers' kinds are their guards'.
    chooseFormat: assign(({ event }) => ({ format: (event as Extract<QuestionImportEvent, { type: 'import.format' }>).format, preview: null, faults: [], message: null })),
    chooseFile: assign(({ event }) => {
      const { text, fileName } = event as Extract<QuestionImportEvent, { type: 'import.file' }>;
      return { text, fileName, preview: null, faults: [], message: null };
    }),
    showFaults: assign(({ event }) => {
      const { faults, message } = (event as unknown as { output: Faults }).output;
      return { faults, message };
    }),
  },
}).createMachine({
  id: 'questionImport',
  context: ({ input }) => initial(input.format),
  initial: 'editing',
  on: {
    'import.format': { target: '.editing', actions: 'chooseFormat' },
    'import.file': { target: '.editing', actions: 'chooseFile' },
  },
  states: {
    /** Choosing the format and the file; checking needs a file. */
    editing: { on: { 'import.check': { guard: 'hasText', target: 'checking' } } },
    checking: {
      invoke: {
        src: 'checkImport',
        input: ({ context }) => ({ format: context.format, text: context.text }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'preview', target: 'previewing', actions: assign({ preview: ({ event }) => (event.output as Extract<ImportCheck, { kind: 'preview' }>).preview, faults: [], message: null }) },
          { guard: ({ event }) => event.output.kind === 'faults', target: 'faulty', actions: 'showFaults' },
          { target: 'refused', actions: assign({ message: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null) }) },
        ],
        onError: 'failed',
      },
    },
    /** Every fault, by line; nothing was saved. A corrected file (`import.file`) is checked again. */
    faulty: { on: { 'import.check': { guard: 'hasText', target: 'checking' } } },
    /** What will be added; saving asks first. */
    previewing: { on: { 'import.save': 'confirming' } },
    /** Asked: add after the bank's questions, or replace them. */
    confirming: {
      on: {
        'import.mode': { actions: assign({ mode: ({ event }) => event.mode }) },
        'import.confirm': 'saving',
        'import.cancel': 'previewing',
      },
    },
    saving: {
      invoke: {
        src: 'saveImport',
        input: ({ context }) => ({ format: context.format, text: context.text, mode: context.mode }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'saved', actions: assign({ added: ({ event }) => (event.output as Extract<ImportSave, { kind: 'saved' }>).added }) },
          { guard: ({ event }) => event.output.kind === 'faults', target: 'faulty', actions: 'showFaults' },
          { target: 'refused', actions: assign({ message: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null) }) },
        ],
        onError: 'failed',
      },
    },
    saved: { on: { 'import.again': { target: 'editing', actions: assign(({ context }) => initial(context.format)) } } },
    /** Refused by the server (the competition has started…), in its own words. */
    refused: { on: { 'import.check': { guard: 'hasText', target: 'checking' } } },
    /** The network or the server failed: nothing is known to be saved; checking again is offered. */
    failed: { on: { 'import.check': { guard: 'hasText', target: 'checking' } } },
  },
});
