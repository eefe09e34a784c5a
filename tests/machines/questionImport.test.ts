// The question import (issue 29 point 5): nothing is checked without a file; faults keep the operator on the file with
// every fault; a clean file is previewed and saved only once confirmed, with the chosen mode; a new file starts over.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ImportCheck, type ImportSave, questionImportMachine } from '../../src/machines/operator/questionImport.machine';

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
