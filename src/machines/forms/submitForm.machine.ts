import { assign, fromPromise, setup } from 'xstate';
import type { FieldMessages } from '../errors/apiErrors.ts';
import { isValid, validate, type FieldError, type FormKey } from './validation.ts';

export type FormValuesRecord = Record<string, string>;

/** What the injected `submitForm` actor resolves with; a rejection counts as a failed request. */
export type SubmitResult =
  | { kind: 'sent' }
  /** The server refused (e.g. 422): its message (see `toastFailureMessage`) and field messages. */
  | { kind: 'rejected'; message: string; fieldErrors: FieldMessages };

export interface SubmitFormContext {
  values: FormValuesRecord;
  /** Client validation errors (codes with params), by field. */
  errors: Partial<Record<string, FieldError>>;
  /** The server's field messages, by field. */
  serverErrors: FieldMessages;
  /** The send failed: the server's message, or null when the request itself failed. */
  failure: { message: string | null } | null;
  /** The `type` value of the last form sent (which thank-you to show). */
  sentType: string | null;
}

export type SubmitFormEvent =
  | { type: 'field.change'; field: string; value: string }
  | { type: 'form.submit' }
  /** Modal closed or route changed. */
  | { type: 'form.reset' };

export interface SubmitFormOptions {
  id: string;
  form: FormKey;
  initialValues: FormValuesRecord;
  /** `failed`: its own state keeping the typed values; `editing`: the form simply stays editable. */
  onFailure: 'failed' | 'editing';
  /** Choosing a value for this field clears every message (and names the thank-you); none when omitted. */
  messageClearingField?: string;
}

/**
 * One machine shape for the "fill in, send, thank you" forms (complaint/suggestion, impression):
 * editing → sending (button disabled) → sent, with failures either in `failed` or back in `editing`.
 */
export function createSubmitFormMachine(options: SubmitFormOptions) {
  const { id, form, initialValues, onFailure, messageClearingField } = options;
  const initialContext: SubmitFormContext = {
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

  return setup({
    types: {} as { context: SubmitFormContext; events: SubmitFormEvent },
    actors: {
      submitForm: fromPromise<SubmitResult, FormValuesRecord>(async () => {
        throw new Error(`provide the submitForm actor of ${id}`);
      }),
    },
    guards: {
      isValid: ({ context }) => isValid(validate(form, context.values)),
      isSent: (_, result: SubmitResult) => result.kind === 'sent',
    },
    actions: {
      /** Success toast / thank-you announcement for the type sent. */
      notifySent: (_, _params: { type: string | null }) => {},
      /** Error toast with the server's message (null: the catalogue's generic text). */
      notifyFailure: (_, _params: { message: string | null }) => {},
      changeField: assign(({ context, event }) => {
        const { field, value } = event as Extract<SubmitFormEvent, { type: 'field.change' }>;
        const values = { ...context.values, [field]: value };
        if (messageClearingField !== undefined && field === messageClearingField) {
          return { values, errors: {}, serverErrors: {}, failure: null, sentType: null };
        }
        const { [field]: _clientError, ...errors } = context.errors;
        const { [field]: _serverError, ...serverErrors } = context.serverErrors;
        return { values, errors, serverErrors };
      }),
      showErrors: assign(({ context }) => ({ errors: validate(form, context.values) as SubmitFormContext['errors'] })),
      clearMessages: assign({ errors: {}, serverErrors: {}, failure: null }),
      markSent: assign(({ context }) => ({
        ...initialContext,
        // initialValues name every field, so the clearing field always has a value.
        sentType: messageClearingField === undefined ? null : context.values[messageClearingField]!,
      })),
      markFailed: assign((_, failure: { message: string | null; fieldErrors: FieldMessages }) => ({
        serverErrors: failure.fieldErrors,
        failure: { message: failure.message },
      })),
      reset: assign(() => initialContext),
    },
  }).createMachine({
    id,
    context: initialContext,
    initial: 'editing',
    on: {
      'form.reset': { target: `#${id}.editing`, actions: 'reset' },
    },
    states: {
      editing: { on: editOn },
      /** The send button is disabled with a spinner. */
      sending: {
        entry: 'clearMessages',
        invoke: {
          id: 'submitForm',
          src: 'submitForm',
          input: ({ context }) => context.values,
          onDone: [
            {
              guard: { type: 'isSent', params: ({ event }) => event.output },
              target: 'sent',
              actions: [
                'markSent',
                { type: 'notifySent', params: ({ context }) => ({ type: context.sentType }) },
              ],
            },
            {
              target: onFailure,
              actions: [
                {
                  type: 'markFailed',
                  params: ({ event }) => event.output as Extract<SubmitResult, { kind: 'rejected' }>,
                },
                {
                  type: 'notifyFailure',
                  params: ({ event }) => ({
                    message: (event.output as Extract<SubmitResult, { kind: 'rejected' }>).message,
                  }),
                },
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
        },
      },
      /** Thank-you for the type sent; the form is cleared. */
      sent: { on: { 'field.change': editOn['field.change'] } },
      ...(onFailure === 'failed'
        ? {
            /** Send failed: server field errors shown, the typed values kept (they passed validation). */
            failed: { on: { 'field.change': editOn['field.change'], 'form.submit': { target: `#${id}.sending` } } },
          }
        : {}),
    },
  });
}

export type SubmitFormMachine = ReturnType<typeof createSubmitFormMachine>;

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

/** Sets a new password with the emailed code. */
export const resetPasswordFormMachine = createSubmitFormMachine({
  id: 'resetPasswordForm',
  form: 'resetPassword',
  initialValues: { email: '', otp: '', password: '', password_confirmation: '' },
  onFailure: 'failed',
});
