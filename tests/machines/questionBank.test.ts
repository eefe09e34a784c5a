// The first track's question bank in the console (issue 29 point 5): the quiz's settings checked as typed (either
// digits) and sent only when in range; the list moving questions and deleting one only once confirmed; one question's
// form sending only with its Arabic column complete. Each refusal keeps the server's words; an unreachable call, none.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome';
import {
  arabicComplete,
  emptyQuestionDraft,
  movedOrder,
  type QuestionDraft,
  questionFormMachine,
  questionListMachine,
  quizSettingsFaults,
  quizSettingsMachine,
  quizSettingsSave,
  type QuizSettingsSave,
} from '../../src/machines/operator/questionBank.machine';
import { machineCatalogue } from '../../src/machines';

/** An effect answering each call in turn (recording its input); past the last answer it is unreachable. */
function effect<Input>(answers: ConsoleOutcome[]) {
  const sent: Input[] = [];
  const logic = fromPromise<ConsoleOutcome, Input>(async ({ input }) => {
    sent.push(input);
    const next = answers.shift();
    if (!next) throw new Error('offline');
    return next;
  });
  return { sent, logic };
}
const saved: ConsoleOutcome = { kind: 'saved' };
const refused = (message: string | null): ConsoleOutcome => ({ kind: 'refused', message });

describe('quizSettings', () => {
  it('reads either digits and names the values out of range', () => {
    expect(quizSettingsFaults({ perAttempt: '', minutes: '١٥' }, 0)).toEqual({ perAttempt: false, minutes: false });
    expect(quizSettingsFaults({ perAttempt: '٣', minutes: '15' }, 2)).toEqual({ perAttempt: true, minutes: false });
    expect(quizSettingsFaults({ perAttempt: '0', minutes: '0' }, 2)).toEqual({ perAttempt: true, minutes: true });
    expect(quizSettingsFaults({ perAttempt: 'x', minutes: '1441' }, 2)).toEqual({ perAttempt: true, minutes: true });
    expect(quizSettingsSave({ perAttempt: ' ٢ ', minutes: '١٥' })).toEqual({ questions_per_attempt: 2, quiz_time_limit_seconds: 900 });
    expect(quizSettingsSave({ perAttempt: '  ', minutes: '1440' })).toEqual({ questions_per_attempt: null, quiz_time_limit_seconds: 86_400 });
    expect(quizSettingsSave({ perAttempt: '', minutes: 'x' }).quiz_time_limit_seconds).toBe(0);
  });

  it('sends nothing out of range, then saves; typing keeps the saved line until the next save', async () => {
    const save = effect<QuizSettingsSave>([saved]);
    const actor = createActor(quizSettingsMachine.provide({ actors: { saveQuizSettings: save.logic } }), { input: { perAttempt: '', minutes: '15' } }).start();
    actor.send({ type: 'settings.perAttempt', value: '٥' });
    actor.send({ type: 'settings.save', questionCount: 4 });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(save.sent).toEqual([]);
    actor.send({ type: 'settings.perAttempt', value: '٤' });
    actor.send({ type: 'settings.minutes', value: '٢٠' });
    actor.send({ type: 'settings.save', questionCount: 4 });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }));
    expect(save.sent).toEqual([{ questions_per_attempt: 4, quiz_time_limit_seconds: 1200 }]);
    actor.send({ type: 'settings.minutes', value: '30' });
    expect(actor.getSnapshot().matches({ editing: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context.minutes).toBe('30');
  });

  it('keeps the refusal in the server words, and none when unreachable', async () => {
    const save = effect<QuizSettingsSave>([refused('This competition has started')]);
    const actor = createActor(quizSettingsMachine.provide({ actors: { saveQuizSettings: save.logic } }), { input: { perAttempt: '1', minutes: '15' } }).start();
    actor.send({ type: 'settings.save', questionCount: 1 });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('This competition has started');
    actor.send({ type: 'settings.save', questionCount: 1 });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(save.sent).toHaveLength(2);
  });

  it('without a provided save, ends refused, never spins', async () => {
    const actor = createActor(machineCatalogue.quizSettings, { input: { perAttempt: '', minutes: '15' } }).start();
    actor.send({ type: 'settings.save', questionCount: 0 });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
  });
});

describe('questionList', () => {
  const q = (id: number) => ({ id, text: { ar: `سؤال ${id}`, en: `Question ${id}` } });

  it('moves one place up or down, never past either end', () => {
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 5, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], -1, 1)).toEqual([1, 2, 3]);
  });

  it('opens one form at a time, adding or editing, and closes it', () => {
    const actor = createActor(questionListMachine).start();
    actor.send({ type: 'question.edit', id: 4 });
    expect(actor.getSnapshot().context.editing).toBe(4);
    actor.send({ type: 'question.add' });
    expect(actor.getSnapshot().context.editing).toBe('new');
    actor.send({ type: 'question.close' });
    expect(actor.getSnapshot().context.editing).toBeNull();
  });

  it('sends the new order; a refusal is kept in the server words, an unreachable call with none', async () => {
    const reorder = effect<{ question_ids: number[] }>([saved, refused('Started')]);
    const actor = createActor(questionListMachine.provide({ actors: { reorderQuestions: reorder.logic } })).start();
    actor.send({ type: 'question.move', ids: [1, 2, 3], index: 2, by: -1 });
    expect(actor.getSnapshot().matches('reordering')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'question.move', ids: [1, 3, 2], index: 0, by: 1 });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('Started');
    actor.send({ type: 'question.move', ids: [1, 3, 2], index: 0, by: 1 });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(reorder.sent).toEqual([{ question_ids: [1, 3, 2] }, { question_ids: [3, 1, 2] }, { question_ids: [3, 1, 2] }]);
  });

  it('deletes only once confirmed; cancelling sends nothing', async () => {
    const remove = effect<{ questionId: number }>([saved, refused('Started')]);
    const actor = createActor(questionListMachine.provide({ actors: { deleteQuestion: remove.logic } })).start();
    actor.send({ type: 'question.delete', question: q(4) });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.deleting).toEqual(q(4));
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.deleting).toBeNull();
    expect(remove.sent).toEqual([]);

    actor.send({ type: 'question.delete', question: q(4) });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches('deleting')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.deleting).toBeNull();

    actor.send({ type: 'question.delete', question: q(5) });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(actor.getSnapshot().context).toMatchObject({ deleting: null, refusal: 'Started' });

    actor.send({ type: 'question.delete', question: q(6) });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }) && s.context.deleting === null);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(remove.sent).toEqual([{ questionId: 4 }, { questionId: 5 }, { questionId: 6 }]);
  });

  it('without provided calls, a move or a delete ends refused, never spins', async () => {
    const actor = createActor(machineCatalogue.questionList).start();
    actor.send({ type: 'question.move', ids: [1, 2], index: 0, by: 1 });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    actor.send({ type: 'question.delete', question: q(1) });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }) && s.context.deleting === null);
  });
});

describe('questionForm', () => {
  const complete: QuestionDraft = {
    text: { ar: 'كم عدد سور القرآن؟', en: '' },
    options: [{ ar: '١١٠', en: '' }, { ar: '١١٤', en: '' }, { ar: '١٢٠', en: '' }, { ar: '٩٩', en: '' }],
    correct_index: 1,
  };

  it('needs the Arabic question and every Arabic option', () => {
    expect(arabicComplete(emptyQuestionDraft())).toBe(false);
    expect(arabicComplete(complete)).toBe(true);
    expect(arabicComplete({ ...complete, text: { ar: '  ', en: 'Q' } })).toBe(false);
    expect(arabicComplete({ ...complete, options: complete.options.map((o, i) => (i === 3 ? { ar: ' ', en: '99' } : o)) })).toBe(false);
    expect(emptyQuestionDraft().options).toHaveLength(4);
  });

  it('sends nothing with an Arabic value missing, then sends the question as typed and ends saved', async () => {
    const save = effect<QuestionDraft>([saved]);
    const actor = createActor(questionFormMachine.provide({ actors: { saveQuestion: save.logic } }), { input: {} }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.checked).toBe(true);
    actor.send({ type: 'form.text', language: 'ar', value: complete.text.ar });
    actor.send({ type: 'form.text', language: 'en', value: 'How many surahs?' });
    complete.options.forEach((option, index) => actor.send({ type: 'form.option', index, language: 'ar', value: option.ar }));
    actor.send({ type: 'form.option', index: 1, language: 'en', value: '114' });
    actor.send({ type: 'form.correct', index: 1 });
    expect(save.sent).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(save.sent).toEqual([
      { text: { ar: complete.text.ar, en: 'How many surahs?' }, options: complete.options.map((o, i) => (i === 1 ? { ...o, en: '114' } : o)), correct_index: 1 },
    ]);
  });

  it('starts from the question edited; a refusal keeps the server words, an unreachable save none', async () => {
    const save = effect<QuestionDraft>([refused('This competition has started')]);
    const actor = createActor(questionFormMachine.provide({ actors: { saveQuestion: save.logic } }), { input: { draft: complete } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ draft: complete, checked: false, refusal: null });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('This competition has started');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('without a provided save, ends refused, never spins', async () => {
    const actor = createActor(machineCatalogue.questionForm, { input: { draft: complete } }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
  });
});
