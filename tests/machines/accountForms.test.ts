import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  forgotPasswordFormMachine,
  profileFormMachine,
  registerFormMachine,
  resetPasswordFormMachine,
  type SubmitFormMachine,
  type SubmitResult,
} from '../../src/machines/forms/submitForm.machine.ts';
import type { FormField, FormKey, FormValues, ValidFormValues } from '../../src/machines/forms/validation.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start<F extends FormKey>(machine: SubmitFormMachine<F>, answer: (values: ValidFormValues<F>) => Promise<SubmitResult>) {
  const sent: ValidFormValues<F>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        submitForm: fromPromise<SubmitResult, ValidFormValues<F>>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  const fill = (values: Partial<FormValues<F>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as FormField<F>, value: value as string });
  };
  return { actor, sent, fill };
}

const goodRegistration = {
  name: 'Abdullah Ahmed',
  email: 'new@example.com',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  phone: '966500000000',
  gender: 'male',
  country: 'SA',
  nationality: 'SA',
  birth_date: '2000-01-31',
  national_id_type: 'national_id',
  id_number: '1012345678',
  id_name: 'Abdullah Ahmed Ali',
};

describe('registration form', () => {
  it('refuses a confirmation that differs from the password and sends nothing', () => {
    const { actor, sent, fill } = start(registerFormMachine, async () => ({ kind: 'sent' }));
    fill({ ...goodRegistration, password_confirmation: 'other-pass-1' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ password_confirmation: { code: 'equalTo', other: 'password' } });
    expect(sent).toEqual([]);
  });

  it('has no message-clearing field: choosing a gender clears only that field’s message', () => {
    const { actor, fill } = start(registerFormMachine, async () => ({ kind: 'sent' }));
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toContain('name');
    fill({ gender: 'female' });
    const { errors } = actor.getSnapshot().context;
    expect(errors.gender).toBeUndefined();
    expect(errors.name).toEqual({ code: 'required' });
  });

  it('keeps the typed values and the server field messages when the server refuses', async () => {
    const { actor, fill } = start(registerFormMachine, async () => ({
      kind: 'rejected',
      message: 'The given data was invalid',
      fieldErrors: { email: ['The email has already been taken.'] },
    }));
    fill(goodRegistration);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.values).toEqual(goodRegistration);
    expect(snapshot.context.serverErrors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('takes a phone and an ID number typed in Arabic-Indic or Persian digits, and sends them as Western digits', async () => {
    const { actor, sent, fill } = start(registerFormMachine, async () => ({ kind: 'sent' }));
    fill({ ...goodRegistration, phone: '٩٦٦٥٠١٢٣٤٥٦٧', id_number: '۱۰۹۸۷۶۵۴۳۲' });
    expect(actor.getSnapshot().context.values).toMatchObject({ phone: '966501234567', id_number: '1098765432' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    await settle();
    expect(sent).toEqual([{ ...goodRegistration, phone: '966501234567', id_number: '1098765432' }]);
  });

  it('keeps Arabic-Indic digits in a field that is not a number (a name is text as typed)', () => {
    const { actor, fill } = start(registerFormMachine, async () => ({ kind: 'sent' }));
    fill({ id_name: 'عبدالله ٣' });
    expect(actor.getSnapshot().context.values.id_name).toBe('عبدالله ٣');
  });

  it('is sent with every field, and names no thank-you type', async () => {
    const { actor, sent, fill } = start(registerFormMachine, async () => ({ kind: 'sent' }));
    fill(goodRegistration);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(sent).toEqual([goodRegistration]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentType).toBeNull();
  });
});

describe('forgot and reset password forms', () => {
  it('forgot password needs a valid email', async () => {
    const { actor, sent, fill } = start(forgotPasswordFormMachine, async () => ({ kind: 'sent' }));
    fill({ email: 'nope' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: { code: 'email' } });
    fill({ email: 'contestant@example.com' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(sent).toEqual([{ email: 'contestant@example.com' }]);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('reset password checks the 4-digit code and the confirmation, then fails into `failed` on a request error', async () => {
    const { actor, fill } = start(resetPasswordFormMachine, async () => {
      throw new Error('network');
    });
    fill({ email: 'contestant@example.com', otp: '12', password: 'new-secret-pass', password_confirmation: 'new-secret-pas' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      otp: { code: 'pattern' },
      password_confirmation: { code: 'equalTo', other: 'password' },
    });
    fill({ otp: '1234', password_confirmation: 'new-secret-pass' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
    expect(actor.getSnapshot().context.values.otp).toBe('1234');
  });
});

describe('reset password from the e-mailed link', () => {
  const token = 'UmVzZXRGcm9tVGhlTGlua0luVGhlRW1haWwwMTIzNDU';
  const startFromLink = (answer: () => Promise<SubmitResult>) => {
    const sent: unknown[] = [];
    const actor = createActor(
      resetPasswordFormMachine.provide({ actors: { submitForm: fromPromise(async ({ input }) => (sent.push(input), answer())) } }),
      { input: { values: { email: 'owner@example.com', token } } },
    ).start();
    actor.send({ type: 'field.change', field: 'password', value: 'new-secret-pass' });
    actor.send({ type: 'field.change', field: 'password_confirmation', value: 'new-secret-pass' });
    actor.send({ type: 'form.submit' });
    return { actor, sent };
  };

  it('sends the link\'s token with no code typed', async () => {
    const { actor, sent } = startFromLink(async () => ({ kind: 'sent' }));
    await settle();
    expect(sent).toEqual([{ email: 'owner@example.com', otp: '', token, password: 'new-secret-pass', password_confirmation: 'new-secret-pass' }]);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('forgets a link the server refuses, so the code is typed instead; keeps it when the request only failed', async () => {
    const refused = startFromLink(async () => ({ kind: 'rejected', message: 'invalid', fieldErrors: { otp: ['invalid'] } }));
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('failed');
    expect(refused.actor.getSnapshot().context.values).toMatchObject({ token: '', password: 'new-secret-pass' });
    const offline = startFromLink(async () => {
      throw new Error('offline');
    });
    await settle();
    expect(offline.actor.getSnapshot().value).toBe('failed');
    expect(offline.actor.getSnapshot().context.values.token).toBe(token);
  });
});

describe('a sent form hands its values on', () => {
  it('emits form.sent with the values sent, though the context is cleared for the thank-you', async () => {
    const { actor, fill } = start(registerFormMachine, async () => ({ kind: 'sent' }));
    const handedOn: unknown[] = [];
    actor.on('form.sent', (event) => handedOn.push(event.values));
    fill(goodRegistration);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(handedOn).toEqual([goodRegistration]);
    expect(actor.getSnapshot().context.values.email).toBe('');
  });

  it('emits nothing when the server refuses', async () => {
    const { actor, fill } = start(forgotPasswordFormMachine, async () => ({ kind: 'rejected', message: 'no', fieldErrors: {} }));
    const handedOn: unknown[] = [];
    actor.on('form.sent', (event) => handedOn.push(event.values));
    fill({ email: 'contestant@example.com' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(handedOn).toEqual([]);
  });

  it('starts with the values the page passes as input', () => {
    const actor = createActor(resetPasswordFormMachine, { input: { values: { email: 'from@link.example' } } }).start();
    expect(actor.getSnapshot().context.values).toEqual({ email: 'from@link.example', otp: '', token: '', password: '', password_confirmation: '' });
  });
});

describe('profile (name) form', () => {
  it.each([
    ['   ', { code: 'required' }],
    ['Yusuf', { code: 'minLength', min: 6 }],
  ])('refuses %j before anything is sent (required here though the contract leaves it optional)', (name, error) => {
    const { actor, sent, fill } = start(profileFormMachine, async () => ({ kind: 'sent' }));
    fill({ name });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().context.errors, sent]).toEqual([{ name: error }, []]);
  });

  it('keeps the saved name in the field and may save again', async () => {
    const { actor, sent, fill } = start(profileFormMachine, async () => ({ kind: 'sent' }));
    fill({ name: 'Yusuf Al-Omari' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Yusuf Al-Omari' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(sent).toEqual([{ name: 'Yusuf Al-Omari' }, { name: 'Yusuf Al-Omari' }]);
  });

  it('a refusal stays editable, and its field message stays while the visitor types', async () => {
    const { actor, fill } = start(profileFormMachine, async () => ({ kind: 'rejected', message: 'Taken', fieldErrors: { name: ['Taken'] } }));
    fill({ name: 'Yusuf Al-Omari' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    fill({ name: 'Yusuf Al-Omari 2' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({ name: ['Taken'] });
  });
});
