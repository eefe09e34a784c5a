import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import {
  complaintFormMachine,
  impressionFormMachine,
  profileFormMachine,
  type FormValuesRecord,
  type SubmitFormMachine,
  type SubmitResult,
} from '../../src/machines/forms/submitForm.machine.ts';
import type { FormField, FormKey, FormValues, ValidFormValues } from '../../src/machines/forms/validation.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startForm<F extends FormKey>(machine: SubmitFormMachine<F>) {
  const sends: Array<{ input: ValidFormValues<F>; resolve: (r: SubmitResult) => void; reject: (e: unknown) => void }> = [];
  const notifySent = vi.fn();
  const notifyFailure = vi.fn();
  const actor = createActor(
    machine.provide({
      actors: {
        submitForm: fromPromise<SubmitResult, ValidFormValues<F>>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: {
        notifySent: (_, params) => notifySent(params),
        notifyFailure: (_, params) => notifyFailure(params),
      },
    }),
  ).start();
  const fill = (values: Partial<FormValues<F>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as FormField<F>, value: value as string });
  };
  return { actor, sends, fill, notifySent, notifyFailure };
}

const goodComplaint = { name: 'Ahmad Ali', email: 'ahmad@example.com', type: 'suggestion', content: 'Please add a dark theme.' };

describe('complaint form', () => {
  it('starts editing with empty values and no messages', () => {
    const { actor } = startForm(complaintFormMachine);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      values: { name: '', email: '', type: '', content: '' },
      errors: {},
      serverErrors: {},
      failure: null,
      sentType: null,
    });
  });

  it('submit with invalid fields shows error codes and sends nothing', () => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill({ name: 'Ali', email: 'not-an-email' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: { code: 'minLength', min: 6 },
      email: { code: 'email' },
      type: { code: 'required' },
      content: { code: 'required' },
    });
    expect(sends).toHaveLength(0);
  });

  it('changing a field clears that field’s error only', () => {
    const { actor, fill } = startForm(complaintFormMachine);
    actor.send({ type: 'form.submit' });
    fill({ name: 'Ahmad Ali' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['email', 'type', 'content']);
  });

  it('choosing a type clears every message', () => {
    const { actor, fill } = startForm(complaintFormMachine);
    actor.send({ type: 'form.submit' });
    fill({ type: 'complaint' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('valid submit → sending (button disabled) with the typed values', () => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sends[0]!.input).toEqual(goodComplaint);
    // Further submits while sending are ignored.
    actor.send({ type: 'form.submit' });
    expect(sends).toHaveLength(1);
  });

  it('sent: thank-you for the type sent, form cleared, success toast', async () => {
    const { actor, sends, fill, notifySent } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    sends[0]!.resolve({ kind: 'sent' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentType).toBe('suggestion');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', type: '', content: '' });
    expect(notifySent).toHaveBeenCalledWith({ type: 'suggestion' });
  });

  it('choosing a type after sending clears the thank-you and edits again', async () => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    sends[0]!.resolve({ kind: 'sent' });
    await settle();
    fill({ type: 'complaint' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.sentType).toBeNull();
  });

  it('server refusal: failed with field messages, typed values kept, error toast', async () => {
    const { actor, sends, fill, notifyFailure } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    sends[0]!.resolve({ kind: 'rejected', message: 'The email is invalid', fieldErrors: { email: ['The email is invalid'] } });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      values: goodComplaint,
      serverErrors: { email: ['The email is invalid'] },
      failure: { message: 'The email is invalid' },
    });
    expect(notifyFailure).toHaveBeenCalledWith({ message: 'The email is invalid' });
  });

  it('a failed request: failed with no server message, values kept', async () => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    sends[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
    expect(actor.getSnapshot().context.values).toEqual(goodComplaint);
  });

  it('from failed: editing a field clears its server message; resubmitting sends again', async () => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    sends[0]!.resolve({ kind: 'rejected', message: 'bad', fieldErrors: { email: ['bad'], name: ['taken'] } });
    await settle();
    fill({ email: 'other@example.com' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverErrors).toEqual({ name: ['taken'] });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
  });

  it('from failed: submitting again resends the kept values', async () => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill(goodComplaint);
    actor.send({ type: 'form.submit' });
    sends[0]!.reject(new Error('x'));
    await settle();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sends[1]!.input).toEqual(goodComplaint);
  });

  it.each(['editing', 'sending', 'failed', 'sent'] as const)('form.reset (modal closed, route changed) from %s clears everything', async (state) => {
    const { actor, sends, fill } = startForm(complaintFormMachine);
    fill(goodComplaint);
    if (state !== 'editing') actor.send({ type: 'form.submit' });
    if (state === 'failed') sends[0]!.reject(new Error('x'));
    if (state === 'sent') sends[0]!.resolve({ kind: 'sent' });
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual(complaintFormMachine.getInitialSnapshot({} as never).context);
  });
});

describe('impression form', () => {
  const goodImpression = { name: 'Ahmad Ali', email: 'ahmad@example.com', content: 'A wonderful competition.' };

  it('has no failed state: on error it stays editable with the values and the message', async () => {
    const { actor, sends, fill } = startForm(impressionFormMachine as never);
    fill(goodImpression);
    actor.send({ type: 'form.submit' });
    expect(sends[0]!.input).toEqual({ ...goodImpression, type: 'impression' });
    sends[0]!.resolve({ kind: 'rejected', message: 'Too many', fieldErrors: {} });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Too many' });
    expect(actor.getSnapshot().context.values).toMatchObject(goodImpression);
    expect(Object.keys(impressionFormMachine.root.states)).toEqual(['editing', 'sending', 'sent']);
  });

  it('validates with the impression limits', () => {
    const { actor, fill } = startForm(impressionFormMachine as never);
    fill({ ...goodImpression, content: 'x'.repeat(256) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ content: { code: 'maxLength', max: 255 } });
  });

  it('sent: thank-you panel; closing the modal (form.reset) clears the success flag', async () => {
    const { actor, sends, fill, notifySent } = startForm(impressionFormMachine as never);
    fill(goodImpression);
    actor.send({ type: 'form.submit' });
    sends[0]!.resolve({ kind: 'sent' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(notifySent).toHaveBeenCalledWith({ type: 'impression' });
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.sentType).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', type: 'impression', content: '' });
  });
});

describe('forms without a type field (register)', () => {
  it('sent without a thank-you type; every change clears only its own field error', async () => {
    const { registerFormMachine } = await import('../../src/machines/forms/submitForm.machine.ts');
    const { actor, sends, fill } = startForm(registerFormMachine);
    actor.send({ type: 'form.submit' });
    fill({ gender: 'male' });
    expect(actor.getSnapshot().context.errors.gender).toBeUndefined();
    expect(actor.getSnapshot().context.errors.name).toEqual({ code: 'required' });
    fill({
      name: 'Ahmad Ali',
      email: 'a@example.com',
      password: 'secret-123',
      password_confirmation: 'secret-123',
      phone: '966500000000',
      country: 'SA',
      nationality: 'SA',
      birth_date: '2000-01-01',
      national_id_type: 'national_id',
      id_number: '1234',
      id_name: 'Ahmad Ali Hasan',
    });
    actor.send({ type: 'form.submit' });
    sends[0]!.resolve({ kind: 'sent' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentType).toBeNull();
  });
});

describe('submit forms, model-based', () => {
  const events = [
    { type: 'field.change', field: 'type', value: 'complaint' },
    { type: 'field.change', field: 'name', value: 'Ahmad Ali' },
    { type: 'field.change', field: 'name', value: '' },
    { type: 'form.submit' },
    { type: 'form.reset' },
    { type: 'xstate.done.actor.submitForm', output: { kind: 'sent' } },
    { type: 'xstate.done.actor.submitForm', output: { kind: 'rejected', message: 'no', fieldErrors: {} } },
    { type: 'xstate.error.actor.submitForm', error: new Error('x') },
  ];

  it.each([
    ['complaintForm', complaintFormMachine, goodComplaint],
    ['impressionForm', impressionFormMachine, { ...goodComplaint, type: 'impression' }],
    ['profileForm', profileFormMachine, { name: 'Ahmad Ali' }],
  ] as Array<[string, AnyStateMachine, FormValuesRecord]>)('%s: every state reached and every transition taken', (_, machine, values) => {
    // Start from a filled-in form so the valid branch of form.submit is reachable.
    const filled = machine.resolveState({
      value: 'editing',
      context: { values, errors: {}, serverErrors: {}, failure: null, sentType: null },
    });
    const live = machine.provide({ actors: { submitForm: neverSettles() } });
    expect(replayMismatches(live, { events, fromState: filled } as never)).toEqual([]);
    expect(graphCoverage(machine, { events, fromState: filled } as never)).toEqual({
      unvisitedStates: [],
      untakenEdges: [],
    });
  });
});
