import { assign, fromPromise, setup } from 'xstate';
import type { FieldMessages } from '../errors/apiErrors.ts';
import { withoutKey, type SubmitFormInput } from './submitForm.machine.ts';
import { isValid, validate, type FieldErrors, type FormField, type FormValues } from './validation.ts';

/** Where the session's login landed; the app's `submitLogin` resolves with it. */
export type LoginOutcome =
  | { kind: 'signedIn' }
  /** 203: the account cannot sign in yet; the server's message. */
  | { kind: 'notYet'; message: string | null }
  /** Refused (or the request failed: message null): the server's message and field messages. */
  | { kind: 'rejected'; message: string | null; fieldErrors: FieldMessages };

type Answer = { message: string | null; fieldErrors: FieldMessages };

export interface LoginFormContext {
  values: FormValues<'login'>;
  /** Client validation errors (codes with params), by field. */
  errors: FieldErrors<'login'>;
  /** The server's field messages; they stay, like its message, until the next try. */
  serverErrors: FieldMessages;
  /** The server's message in notYetAllowed and rejected (null: the generic text). */
  failure: { message: string | null } | null;
}

export type LoginFormEvent = { type: 'field.change'; field: FormField<'login'>; value: string } | { type: 'form.submit' };

/** Field messages without the one the form already shows; fields left with none are dropped. */
function withoutMessage(fields: FieldMessages, shown: string | null): FieldMessages {
  if (shown === null) return fields;
  const kept: FieldMessages = {};
  for (const [field, messages] of Object.entries(fields)) {
    const others = messages.filter((message) => message.trim() !== shown.trim());
    if (others.length > 0) kept[field] = others;
  }
  return kept;
}

const emptyLoginForm: LoginFormContext = { values: { email: '', password: '' }, errors: {}, serverErrors: {}, failure: null };

/** Editing, and after the session's answer: a change clears its own field's rule message only. */
const editOn = {
  'field.change': { actions: 'changeField' },
  'form.submit': [{ guard: 'isValid', target: '#loginForm.sending' }, { actions: 'showErrors' }],
} as const;

/**
 * The login form: validates with the `login` rules, then hands the credentials to the app's
 * `submitLogin`, which asks the session (the owner of token, user and reload) and resolves with
 * where the session landed.
 */
export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent; input: SubmitFormInput<'login'> | void },
  actors: {
    submitLogin: fromPromise<LoginOutcome, FormValues<'login'>>(async () => {
      throw new Error('provide the submitLogin actor of loginForm');
    }),
  },
  guards: {
    isValid: ({ context }) => isValid(validate('login', context.values)),
    isSignedIn: (_, outcome: LoginOutcome) => outcome.kind === 'signedIn',
    isNotYet: (_, outcome: LoginOutcome) => outcome.kind === 'notYet',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      const { field, value } = event as Extract<LoginFormEvent, { type: 'field.change' }>;
      return { values: { ...context.values, [field]: value }, errors: withoutKey(context.errors, field) };
    }),
    showErrors: assign(({ context }) => ({ errors: validate('login', context.values) })),
    clearAnswer: assign({ errors: {}, serverErrors: {}, failure: null }),
    // The refusal's message is shown once, on the form: a field message that says the same is not repeated under the field.
    setAnswer: assign((_, answer: Answer) => ({ serverErrors: withoutMessage(answer.fieldErrors, answer.message), failure: { message: answer.message } })),
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({ ...emptyLoginForm, values: { ...emptyLoginForm.values, ...input?.values } }),
  initial: 'editing',
  states: {
    editing: { on: editOn },
    /** The session is logging in: the button is busy. */
    sending: {
      entry: 'clearAnswer',
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => context.values,
        onDone: [
          { guard: { type: 'isSignedIn', params: ({ event }) => event.output }, target: 'signedIn' },
          {
            guard: { type: 'isNotYet', params: ({ event }) => event.output },
            target: 'notYetAllowed',
            actions: { type: 'setAnswer', params: ({ event }) => ({ message: (event.output as { message: string | null }).message, fieldErrors: {} }) },
          },
          { target: 'rejected', actions: { type: 'setAnswer', params: ({ event }) => event.output as Answer } },
        ],
        onError: { target: 'rejected', actions: { type: 'setAnswer', params: { message: null, fieldErrors: {} } } },
      },
    },
    /** Signed in: the session reloads the site at /, the button stays busy until then. */
    signedIn: {},
    /** 203: the server's message and a link to verify the email typed. */
    notYetAllowed: { on: editOn },
    /** Refused: the server's message, and its field messages under the fields. */
    rejected: { on: editOn },
  },
});

export type LoginFormMachine = typeof loginFormMachine;
