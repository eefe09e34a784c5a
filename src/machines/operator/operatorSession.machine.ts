// The console's session: is someone signed in, signing in, refused? The token is kept by the app (injected effects);
// the machine holds what it decides: the sign-in form's values and rule errors (the forms kit's `operatorLogin` row),
// who the operator is and why a sign-in failed (an error code, never text).
import { assign, fromPromise, setup } from 'xstate';
import { isValid, validate, type FieldErrors, type FormField, type FormValues } from '../forms/validation.ts';

export type OperatorRole = 'administrator' | 'operator' | 'reviewer' | 'finance';
/** `permissions`: the operations the role may call (the server's one table); the console shows only what they allow. */
export type SignedInOperator = { id: number; name: string; email: string; role: OperatorRole; permissions: readonly string[] };
export type OperatorSignInError = 'badCredentials' | 'invalid' | 'tooManyRequests' | 'network';
export type OperatorCredentials = { email: string; password: string };

/** What the app's effects answer: the operator, or a domain outcome (never an HTTP status). */
export type RestoreResult = { kind: 'signedIn'; operator: SignedInOperator } | { kind: 'signedOut' };
export type SignInResult = { kind: 'signedIn'; operator: SignedInOperator } | { kind: 'refused'; error: OperatorSignInError };

export type OperatorSignInField = FormField<'operatorLogin'>;
export type OperatorSessionContext = {
  operator: SignedInOperator | null;
  error: OperatorSignInError | null;
  /** The sign-in form as typed (the password is forgotten once signed in). */
  values: FormValues<'operatorLogin'>;
  /** The form's rule errors (codes), shown after a submit the rules refused. */
  errors: FieldErrors<'operatorLogin'>;
};
export type OperatorSessionEvent =
  | { type: 'field.change'; field: OperatorSignInField; value: string }
  /** Submits the form: sent when its values pass the rules, else their errors are shown. */
  | { type: 'session.signIn' }
  /** Signed in another way: the first-run setup or an accepted invitation answered with a session. */
  | { type: 'session.started'; operator: SignedInOperator }
  | { type: 'session.signOut' }
  | { type: 'session.expired' };

export const emptySignIn: Pick<OperatorSessionContext, 'values' | 'errors'> = { values: { email: '', password: '' }, errors: {} };
const credentialsOf = (values: FormValues<'operatorLogin'>): OperatorCredentials => ({ email: values.email.trim(), password: values.password });

export const operatorSessionMachine = setup({
  types: {} as { context: OperatorSessionContext; events: OperatorSessionEvent },
  actors: {
    restoreSession: fromPromise<RestoreResult>(async () => {
      throw new Error('provide restoreSession');
    }),
    signIn: fromPromise<SignInResult, OperatorCredentials>(async () => {
      throw new Error('provide signIn');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('provide signOut');
    }),
  },
}).createMachine({
  id: 'operatorSession',
  initial: 'restoring',
  context: { operator: null, error: null, ...emptySignIn },
  states: {
    restoring: {
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'signedIn',
            target: 'signedIn',
            actions: assign({ operator: ({ event }) => (event.output.kind === 'signedIn' ? event.output.operator : null) }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors };
          }),
        },
        'session.signIn': [
          { guard: ({ context }) => isValid(validate('operatorLogin', context.values)), target: 'signingIn', actions: assign({ error: null, errors: {} }) },
          { actions: assign({ errors: ({ context }) => validate('operatorLogin', context.values), error: null }) },
        ],
        'session.started': { target: 'signedIn', actions: assign({ operator: ({ event }) => event.operator, error: null }) },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => credentialsOf(context.values),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'signedIn',
            target: 'signedIn',
            actions: assign({ operator: ({ event }) => (event.output.kind === 'signedIn' ? event.output.operator : null), error: null, ...emptySignIn }),
          },
          { target: 'signedOut', actions: assign({ error: ({ event }) => (event.output.kind === 'refused' ? event.output.error : 'network') }) },
        ],
        onError: { target: 'signedOut', actions: assign({ error: 'network' as const }) },
      },
    },
    signedIn: {
      on: {
        'session.signOut': 'signingOut',
        'session.expired': { target: 'signedOut', actions: assign({ operator: null }) },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        // Signed out locally even when the server could not be told (the token is dropped either way).
        onDone: { target: 'signedOut', actions: assign({ operator: null }) },
        onError: { target: 'signedOut', actions: assign({ operator: null }) },
      },
    },
  },
});
