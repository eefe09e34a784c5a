// The question import (issue 29 point 5): nothing is checked without a file; faults keep the operator on the file with
// every fault; a clean file is previewed and saved only once confirmed, with the chosen mode; a new file starts over.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ImportCheck, type ImportFormat, type ImportSave, questionImportMachine } from '../../src/machines/operator/questionImport.machine';

function start(checks: ImportCheck[], saves: ImportSave[] = []) {
  const sent: { what: string; input: unknown }[] = [];
  const machine = questionImportMachine.provide({
    actors: {
      checkImport: fromPromise(async ({ input }) => {
        sent.push({ what: 'check', input });
        const next = checks.shift();
        if (!next) throw new Error('offline');
        return next;
      }),
      saveImport: fromPromise(async ({ input }) => {
        sent.push({ what: 'save', input });
        const next = saves.shift();
        if (!next) throw new Error('offline');
        return next;
      }),
    },
  });
  return { sent, actor: createActor(machine, { input: {} }).start() };
}
const preview = { questions: [{ line: 2, text: { ar: 'س', en: 'Q' }, options: [], correct_index: 0 }], bank_size_before: 3 };

describe('questionImport', () => {
  it('checks nothing without a file, shows every fault, and checks a corrected file again', async () => {
    const { actor, sent } = start([{ kind: 'faults', message: 'The file has 1 fault: nothing was saved', faults: ['line 7: the correct answer must be A, B, C or D'] }, { kind: 'preview', preview }]);
    actor.send({ type: 'import.check' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'import.file', text: 'a,b', fileName: 'q.csv' });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('faulty'));
    expect(actor.getSnapshot().context.faults).toEqual(['line 7: the correct answer must be A, B, C or D']);
    actor.send({ type: 'import.file', text: 'a,b,fixed', fileName: 'q.csv' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.faults).toEqual([]);
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
    expect(sent.map((s) => s.input)).toEqual([{ format: 'csv', text: 'a,b' }, { format: 'csv', text: 'a,b,fixed' }]);
  });

  it('saves only once confirmed, with the mode chosen; cancelling goes back to the preview', async () => {
    const { actor, sent } = start([{ kind: 'preview', preview }], [{ kind: 'saved', added: 1 }]);
    actor.send({ type: 'import.format', format: 'aiken' });
    actor.send({ type: 'import.file', text: 'Q\nA. a', fileName: null });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
    actor.send({ type: 'import.save' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'import.save' });
    actor.send({ type: 'import.mode', mode: 'replace' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent.at(-1)).toEqual({ what: 'save', input: { format: 'aiken', text: 'Q\nA. a', mode: 'replace' } });
    expect(actor.getSnapshot().context.added).toBe(1);
    actor.send({ type: 'import.again' });
    expect(actor.getSnapshot().context).toMatchObject({ format: 'aiken', text: '', mode: 'append', preview: null });
  });

  it('shows a refusal in the server words, and a failure as failed', async () => {
    const refused = start([{ kind: 'refused', message: 'This competition has started' }]);
    refused.actor.send({ type: 'import.file', text: 'x', fileName: null });
    refused.actor.send({ type: 'import.check' });
    await waitFor(refused.actor, (s) => s.matches('refused'));
    expect(refused.actor.getSnapshot().context.message).toBe('This competition has started');
    const failed = start([]);
    failed.actor.send({ type: 'import.file', text: 'x', fileName: null });
    failed.actor.send({ type: 'import.check' });
    await waitFor(failed.actor, (s) => s.matches('failed'));
  });
});

describe('questionImport: save answers, failures and starting over', () => {
  const toPreview = async (actor: ReturnType<typeof start>['actor'], text = 'Q,a,b,c,d,A') => {
    actor.send({ type: 'import.file', text, fileName: 'q.csv' });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
  };

  it('without provided calls a check ends in failed, never an endless spinner, and so does a save', async () => {
    const bare = createActor(questionImportMachine, { input: {} }).start();
    bare.send({ type: 'import.file', text: 'x', fileName: null });
    bare.send({ type: 'import.check' });
    expect(bare.getSnapshot().value).toBe('checking');
    await waitFor(bare, (s) => s.matches('failed'));
    const checkOnly = createActor(questionImportMachine.provide({ actors: { checkImport: fromPromise<ImportCheck, { format: ImportFormat; text: string }>(async () => ({ kind: 'preview', preview })) } }), { input: {} }).start();
    checkOnly.send({ type: 'import.file', text: 'x', fileName: null });
    checkOnly.send({ type: 'import.check' });
    await waitFor(checkOnly, (s) => s.matches('previewing'));
    checkOnly.send({ type: 'import.save' });
    checkOnly.send({ type: 'import.confirm' });
    expect(checkOnly.getSnapshot().value).toBe('saving');
    await waitFor(checkOnly, (s) => s.matches('failed'));
  });

  it('starts in the format it is given, and a blank file is never checked', () => {
    const { actor, sent } = start([]);
    const aiken = createActor(questionImportMachine, { input: { format: 'aiken' } }).start();
    expect(aiken.getSnapshot().context).toMatchObject({ format: 'aiken', mode: 'append', text: '', fileName: null, preview: null, faults: [], message: null, added: 0 });
    actor.send({ type: 'import.file', text: '  \n\t', fileName: 'blank.csv' });
    actor.send({ type: 'import.check' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
  });

  it('faults found at saving keep the operator on the faulty file with every fault; a fix is checked again', async () => {
    const { actor, sent } = start([{ kind: 'preview', preview }, { kind: 'preview', preview }], [{ kind: 'faults', message: null, faults: ['line 3: the question is already in the bank'] }]);
    await toPreview(actor);
    actor.send({ type: 'import.save' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('faulty'));
    expect(actor.getSnapshot().context).toMatchObject({ faults: ['line 3: the question is already in the bank'], message: null, added: 0 });
    actor.send({ type: 'import.save' });
    expect(actor.getSnapshot().value).toBe('faulty');
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
    expect(actor.getSnapshot().context).toMatchObject({ faults: [], message: null, preview });
    expect(sent.map((s) => s.what)).toEqual(['check', 'save', 'check']);
  });

  it("a save refused by the server shows its words and nothing is added; checking again is offered", async () => {
    const { actor, sent } = start([{ kind: 'preview', preview }, { kind: 'refused', message: null }], [{ kind: 'refused', message: 'The competition has started' }]);
    await toPreview(actor);
    actor.send({ type: 'import.save' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ message: 'The competition has started', added: 0 });
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('refused') && s.context.message === null);
    expect(sent.map((s) => s.what)).toEqual(['check', 'save', 'check']);
  });

  it('a save that fails is shown as failed; checking again retries with the same file', async () => {
    const { actor, sent } = start([{ kind: 'preview', preview }, { kind: 'preview', preview }], []);
    await toPreview(actor, 'same file');
    actor.send({ type: 'import.save' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'import.save' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
    expect(sent.map((s) => s.input)).toEqual([
      { format: 'csv', text: 'same file' },
      { format: 'csv', text: 'same file', mode: 'append' },
      { format: 'csv', text: 'same file' },
    ]);
  });

  it('an answer of a kind the console does not know is shown as refused without words, never as saved', async () => {
    const unknown = { kind: 'locked' } as unknown;
    const { actor } = start([unknown as ImportCheck, { kind: 'preview', preview }], [unknown as ImportSave]);
    actor.send({ type: 'import.file', text: 'x', fileName: null });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ message: null, preview: null });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
    actor.send({ type: 'import.save' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ message: null, added: 0 });
  });

  it('changing the format or the file drops the preview and returns to the form, even from the confirmation', async () => {
    const { actor } = start([{ kind: 'preview', preview }, { kind: 'preview', preview }]);
    await toPreview(actor);
    actor.send({ type: 'import.format', format: 'aiken' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ format: 'aiken', preview: null, text: 'Q,a,b,c,d,A', fileName: 'q.csv' });
    actor.send({ type: 'import.check' });
    await waitFor(actor, (s) => s.matches('previewing'));
    actor.send({ type: 'import.save' });
    actor.send({ type: 'import.file', text: 'other', fileName: 'other.txt' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ format: 'aiken', preview: null, text: 'other', fileName: 'other.txt' });
  });
});
