import { assign, emit, fromPromise, setup } from 'xstate';
import type { FieldMessages } from '../errors/apiErrors.ts';
import { formRules, isValid, typedValue, validate, type FieldErrors, type FieldRule, type FormField, type FormKey, type FormValues, type ValidFormValues } from './validation.ts';

/** Any form's values, field by field (what tests and helpers that serve every form take). */
export type FormValuesRecord = Record<string, string>;

/** What the injected `submitForm` actor resolves with; a rejection counts as a failed request. */
export type SubmitResult =
  | { kind: 'sent' }
  /** The server refused (e.g. 422): its first message (`readRefusal`, src/api/envelope.ts) and field messages. */
  | { kind: 'rejected'; message: string; fieldErrors: FieldMessages };
type Rejected = Extract<SubmitResult, { kind: 'rejected' }>;

export interface SubmitFormContext<F extends FormKey = FormKey> {
  values: FormValues<F>;
  /** Client validation errors (codes with params), by field. */
  errors: FieldErrors<F>;
  /** The server's field messages, by field. */
  serverErrors: FieldMessages;
  /** The send failed: the server's message, or null when the request itself failed. */
  failure: { message: string | null } | null;
  /** The `type` value of the last form sent (which thank-you to show). */
  sentType: string | null;
}

export type SubmitFormEvent<F extends FormKey = FormKey> =
  | { type: 'field.change'; field: FormField<F>; value: string }
  | { type: 'form.submit' }
  /** Modal closed or route changed. */
  | { type: 'form.reset' };

/** Emitted as the form reaches `sent`, with the values the server took (the context is cleared for the thank-you). */
export type FormSentEvent<F extends FormKey = FormKey> = { type: 'form.sent'; values: ValidFormValues<F> };

export interface SubmitFormOptions<F extends FormKey> {
  id: string;
  /** The row of the validation table: it names the fields and types the values. */
  form: F;
  initialValues: FormValues<F>;
  /** `failed`: its own state keeping the typed values; `editing`: the form simply stays editable. */
  onFailure: 'failed' | 'editing';
  /** Choosing a value for this field clears every message (and names the thank-you); none when omitted. */
  messageClearingField?: FormField<F>;
  /** Fields this form requires though the table (which follows the contract) leaves them optional. */
  alsoRequired?: readonly FormField<F>[];
  /** `cleared` (the default): a thank-you replaces the form; `kept`: the form stays as sent and may be sent again. */
  afterSent?: 'cleared' | 'kept';
  /** The server's field messages stay while the visitor edits, until the next send (by default a change clears its field's). */
  serverErrorsStay?: boolean;
  /** A field emptied when the server refuses the send (not when the request fails): what it held is not sent again. */
  forgetOnRefusal?: FormField<F>;
}

/** Initial values the page knows when it starts the form (an email from a link, the current name). */
export interface SubmitFormInput<F extends FormKey = FormKey> {
  values?: Partial<FormValues<F>>;
}

/** A copy of `record` without `key`. */
export function withoutKey<R extends object>(record: R, key: PropertyKey): R {
  const { [key as keyof R]: _dropped, ...rest } = record;
  return rest as R;
}

/** The form's client errors: the table's rules, then the fields the form also requires. */
export function formErrors<F extends FormKey>(form: F, values: FormValues<F>, alsoRequired: readonly FormField<F>[] = []): FieldErrors<F> {
  const errors = validate(form, values);
  for (const field of alsoRequired) {
    if (errors[field] === undefined && values[field].trim() === '') errors[field] = { code: 'required' };
  }
  return errors;
}

/**
 * One machine shape for the "fill in, send, thank you" forms (complaint/suggestion, impression,
 * account forms): editing → sending (button disabled) → sent, with failures either in `failed` or
 * back in `editing`. Reaching `sent` emits `form.sent` with the values sent (`actor.on('form.sent', …)`).
 */
export function createSubmitFormMachine<F extends FormKey>(options: SubmitFormOptions<F>) {
  const { id, form, initialValues, onFailure, messageClearingField, alsoRequired = [], afterSent = 'cleared', serverErrorsStay = false, forgetOnRefusal } = options;
  type Context = SubmitFormContext<F>;
  type Event = SubmitFormEvent<F>;
  const initialContext: Context = {
    values: initialValues,
    errors: {},
    serverErrors: {},
    failure: null,
    sentType: null,
  };

  const editOn = {
    'field.change': { target: `#${id}.editing`, actions: 'changeField' },
    'form.submit': [
      { guard: 'isValid', target: `#${id}.sending` },
      { target: `#${id}.editing`, actions: 'showErrors' },
    ],
  } as const;
  /** Values that already passed validation (failed, or kept after sent): a submit sends them again. */
  const resendOn = { 'field.change': editOn['field.change'], 'form.submit': { target: `#${id}.sending` } } as const;

  return setup({
    types: {} as { context: Context; events: Event; input: SubmitFormInput<F> | void; emitted: FormSentEvent<F> },
    actors: {
      submitForm: fromPromise<SubmitResult, ValidFormValues<F>>(async () => {
        throw new Error(`provide the submitForm actor of ${id}`);
      }),
    },
    guards: {
      isValid: ({ context }) => isValid(formErrors(form, context.values, alsoRequired)),
      isSent: (_, result: SubmitResult) => result.kind === 'sent',
    },
    actions: {
      /** Success toast / thank-you announcement for the type sent. */
      notifySent: (_, _params: { type: string | null }) => {},
      /** Error toast with the server's message (null: the catalogue's generic text). */
      notifyFailure: (_, _params: { message: string | null }) => {},
      changeField: assign(({ context, event }) => {
        const { field, value } = event as Extract<Event, { type: 'field.change' }>;
        const rules: Readonly<Record<string, FieldRule>> = formRules[form];
        const values = { ...context.values, [field]: typedValue(rules[field], value) };
        if (messageClearingField !== undefined && field === messageClearingField) {
          return { values, errors: {}, serverErrors: {}, failure: null, sentType: null };
        }
        const serverErrors = serverErrorsStay ? context.serverErrors : withoutKey(context.serverErrors, field);
        return { values, errors: withoutKey(context.errors, field), serverErrors };
      }),
      showErrors: assign(({ context }) => ({ errors: formErrors(form, context.values, alsoRequired) })),
      clearMessages: assign({ errors: {}, serverErrors: {}, failure: null }),
      // Only `sending` reaches `sent`, and only valid values reach `sending`.
      announceSent: emit(({ context }) => ({ type: 'form.sent' as const, values: context.values as ValidFormValues<F> })),
      markSent: assign(({ context }) => ({
        ...(afterSent === 'cleared' ? initialContext : {}),
        sentType: messageClearingField === undefined ? null : context.values[messageClearingField],
      })),
      markFailed: assign((_, failure: { message: string | null; fieldErrors: FieldMessages }) => ({
        serverErrors: failure.fieldErrors,
        failure: { message: failure.message },
      })),
      forgetRefused: assign(({ context }) => (forgetOnRefusal === undefined ? {} : { values: { ...context.values, [forgetOnRefusal]: '' } })),
      reset: assign(() => initialContext),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ ...initialContext, values: { ...initialValues, ...input?.values } }),
    initial: 'editing',
    on: {
      'form.reset': { target: `#${id}.editing`, actions: 'reset' },
    },
    states: {
      editing: { on: editOn },
      /** The send button is disabled with a spinner. */
      sending: {
        entry: 'clearMessages',
        // xstate cannot check an invoke against a generic F; the callbacks below are typed by hand.
        invoke: {
          id: 'submitForm',
          src: 'submitForm',
          // Only valid values reach `sending` (`failed` resends values that passed validation).
          input: ({ context }: { context: Context }) => context.values as ValidFormValues<F>,
          onDone: [
            {
              guard: { type: 'isSent', params: ({ event }: { event: { output: SubmitResult } }) => event.output },
              target: 'sent',
              actions: [
                'announceSent',
                'markSent',
                { type: 'notifySent', params: ({ context }: { context: Context }) => ({ type: context.sentType }) },
              ],
            },
            {
              target: onFailure,
              actions: [
                { type: 'markFailed', params: ({ event }: { event: { output: Rejected } }) => event.output },
                'forgetRefused',
                { type: 'notifyFailure', params: ({ event }: { event: { output: Rejected } }) => ({ message: event.output.message }) },
              ],
            },
          ],
          onError: {
            target: onFailure,
            actions: [
              { type: 'markFailed', params: { message: null, fieldErrors: {} } },
              { type: 'notifyFailure', params: { message: null } },
            ],
          },
        } as never,
      },
      /** `cleared`: the thank-you for the type sent, the form emptied; `kept`: the form as sent. */
      sent: { on: afterSent === 'kept' ? resendOn : { 'field.change': editOn['field.change'] } },
      ...(onFailure === 'failed'
        ? {
            /** Send failed: server field errors shown, the typed values kept (they passed validation). */
            failed: { on: resendOn },
          }
        : {}),
    },
  });
}

export type SubmitFormMachine<F extends FormKey = FormKey> = ReturnType<typeof createSubmitFormMachine<F>>;

export const complaintFormMachine = createSubmitFormMachine({
  id: 'complaintForm',
  form: 'complaint',
  initialValues: { name: '', email: '', type: '', content: '' },
  onFailure: 'failed',
  messageClearingField: 'type',
});

export const impressionFormMachine = createSubmitFormMachine({
  id: 'impressionForm',
  form: 'impression',
  initialValues: { name: '', email: '', type: 'impression', content: '' },
  // The spec: the impression form stays editable on error.
  onFailure: 'editing',
  messageClearingField: 'type',
});

/** Contestant registration: server field errors under the fields, the typed values kept on failure. */
export const registerFormMachine = createSubmitFormMachine({
  id: 'registerForm',
  form: 'register',
  initialValues: {
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    phone: '',
    gender: '',
    country: '',
    nationality: '',
    birth_date: '',
    national_id_type: '',
    id_number: '',
    id_name: '',
  },
  onFailure: 'failed',
});

/** Asks for a password-reset code by email. */
export const forgotPasswordFormMachine = createSubmitFormMachine({
  id: 'forgotPasswordForm',
  form: 'forgotPassword',
  initialValues: { email: '' },
  onFailure: 'failed',
});

/**
 * Sets a new password with the emailed code, or with the token of the e-mailed link (`token`, from the page's address)
 * in its place; a link the server refuses is forgotten, and the code is typed instead.
 */
export const resetPasswordFormMachine = createSubmitFormMachine({
  id: 'resetPasswordForm',
  form: 'resetPassword',
  initialValues: { email: '', otp: '', token: '', password: '', password_confirmation: '' },
  onFailure: 'failed',
  forgetOnRefusal: 'token',
});

/** The visitor's name: required here though the contract leaves it optional; the saved name stays in the field. */
export const profileFormMachine = createSubmitFormMachine({
  id: 'profileForm',
  form: 'profile',
  initialValues: { name: '' },
  onFailure: 'editing',
  alsoRequired: ['name'],
  afterSent: 'kept',
  serverErrorsStay: true,
});
