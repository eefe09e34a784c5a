import { assign, fromPromise, setup } from 'xstate';
import type { FieldMessages } from '../errors/apiErrors.ts';
import { tickerNotProvided, type ClockTickEvent } from '../time/ticker.ts';
import { formRules, typedValue, validate, type FieldError } from './validation.ts';

export type OtpType = 'user_verify_email' | 'reset_password';

export interface OtpFormInput {
  email: string;
  otpType: OtpType;
  /** The token of the e-mailed link the page was opened with: verified at once, instead of a typed code. */
  token?: string;
  /** Seconds before another code may be requested; 60 when not given. */
  cooldownSeconds?: number;
}

/** What the verify call is sent: the typed code, or the link's token in its place. */
export type OtpVerifyInput = { email: string; otp_type: OtpType } & ({ otp: string } | { token: string });

export type OtpVerifyResult = { kind: 'verified' } | { kind: 'rejected'; message: string; fieldErrors: FieldMessages };
export type OtpResendResult = { kind: 'sent' } | { kind: 'rejected'; message: string };

export interface OtpFormContext {
  email: string;
  otpType: OtpType;
  otp: string;
  /** The e-mailed link's token, until the server refuses it or a code is typed. */
  token: string | null;
  /** The server refused the link (used, replaced by a newer code, expired): the code is typed instead. */
  linkRefused: boolean;
  errors: { otp?: FieldError; email?: FieldError };
  serverErrors: FieldMessages;
  /** Verification failed: the server's message, or null when the request failed. */
  failure: { message: string | null } | null;
  /** Resend failed: the server's first message (`readRefusal`, src/api/envelope.ts), or null. */
  resendFailure: { message: string | null } | null;
  cooldownSeconds: number;
  /** Epoch ms when resending becomes possible; set by the first tick of a cooldown. */
  cooldownEndsAt: number | null;
  /** Whole seconds left in the cooldown, for the "resend in …" label. */
  resendInSeconds: number;
}

export type OtpFormEvent =
  | { type: 'field.change'; field: 'otp'; value: string }
  | { type: 'form.submit' }
  | { type: 'otp.resend' }
  | ClockTickEvent;

export const DEFAULT_OTP_COOLDOWN_SECONDS = 60;

const valuesOf = (context: OtpFormContext): OtpVerifyInput =>
  context.token !== null
    ? { email: context.email, token: context.token, otp_type: context.otpType }
    : { email: context.email, otp: context.otp, otp_type: context.otpType };

/** The table's rules (the code or the token), and the code itself when there is no link to send instead. */
function errorsOf(context: OtpFormContext): OtpFormContext['errors'] {
  const errors = validate('verifyOtp', valuesOf(context));
  if (context.token === null && context.otp.trim() === '') errors.otp = { code: 'required' };
  return errors;
}

export const otpFormMachine = setup({
  types: {} as { context: OtpFormContext; events: OtpFormEvent; input: OtpFormInput },
  actors: {
    verifyOtp: fromPromise<OtpVerifyResult, OtpVerifyInput>(async () => {
      throw new Error('provide the verifyOtp actor');
    }),
    resendOtp: fromPromise<OtpResendResult, { email: string; otp_type: OtpType }>(async () => {
      throw new Error('provide the resendOtp actor');
    }),
    ticker: tickerNotProvided,
  },
  guards: {
    isValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    hasLink: ({ context }) => context.token !== null,
    isVerified: (_, result: OtpVerifyResult) => result.kind === 'verified',
    isResent: (_, result: OtpResendResult) => result.kind === 'sent',
    isCooldownOver: ({ context, event }) =>
      context.cooldownEndsAt !== null && (event as ClockTickEvent).now >= context.cooldownEndsAt,
  },
  actions: {
    /** "Code sent" toast. */
    notifyResent: () => {},
    // A typed code replaces the link.
    changeOtp: assign(({ event }) => ({
      otp: typedValue(formRules.verifyOtp.otp, (event as Extract<OtpFormEvent, { type: 'field.change' }>).value),
      token: null,
      errors: {},
      serverErrors: {},
      failure: null,
    })),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context) })),
    clearMessages: assign({ errors: {}, serverErrors: {}, failure: null }),
    // A refused link is not sent again: the code is typed instead (a request that failed keeps the link).
    markRejected: assign(({ context }, failure: { message: string | null; fieldErrors: FieldMessages }) => ({
      serverErrors: failure.fieldErrors,
      failure: { message: failure.message },
      token: null,
      linkRefused: context.token !== null,
    })),
    markFailed: assign({ failure: { message: null }, serverErrors: {} }),
    markResendFailed: assign((_, message: string | null) => ({ resendFailure: { message } })),
    startCooldown: assign(({ context }) => ({
      resendFailure: null,
      cooldownEndsAt: null,
      resendInSeconds: context.cooldownSeconds,
    })),
    countDown: assign(({ context, event }) => {
      const { now } = event as ClockTickEvent;
      const cooldownEndsAt = context.cooldownEndsAt ?? now + context.cooldownSeconds * 1000;
      return { cooldownEndsAt, resendInSeconds: Math.ceil((cooldownEndsAt - now) / 1000) };
    }),
    endCooldown: assign({ cooldownEndsAt: null, resendInSeconds: 0 }),
  },
}).createMachine({
  id: 'otpForm',
  context: ({ input }) => ({
    email: input.email,
    otpType: input.otpType,
    otp: '',
    token: input.token ?? null,
    linkRefused: false,
    errors: {},
    serverErrors: {},
    failure: null,
    resendFailure: null,
    cooldownSeconds: input.cooldownSeconds ?? DEFAULT_OTP_COOLDOWN_SECONDS,
    cooldownEndsAt: null,
    resendInSeconds: 0,
  }),
  type: 'parallel',
  states: {
    code: {
      initial: 'opening',
      states: {
        /** Opened from the e-mailed link: verify with its token at once; otherwise wait for the code. */
        opening: {
          meta: { transient: true },
          always: [{ guard: 'hasLink', target: 'verifying' }, { target: 'editing' }],
        },
        editing: {
          on: {
            'field.change': { actions: 'changeOtp' },
            'form.submit': [{ guard: 'isValid', target: 'verifying' }, { actions: 'showErrors' }],
          },
        },
        /** The verify button is disabled with a spinner. */
        verifying: {
          entry: 'clearMessages',
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context }) => valuesOf(context),
            onDone: [
              { guard: { type: 'isVerified', params: ({ event }) => event.output }, target: 'verified' },
              {
                target: 'editing',
                actions: {
                  type: 'markRejected',
                  params: ({ event }) => event.output as Extract<OtpVerifyResult, { kind: 'rejected' }>,
                },
              },
            ],
            onError: { target: 'editing', actions: 'markFailed' },
          },
        },
        verified: {},
      },
    },
    resend: {
      initial: 'available',
      states: {
        available: { on: { 'otp.resend': 'sending' } },
        sending: {
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }) => ({ email: context.email, otp_type: context.otpType }),
            onDone: [
              {
                guard: { type: 'isResent', params: ({ event }) => event.output },
                target: 'coolingDown',
                actions: ['startCooldown', 'notifyResent'],
              },
              {
                target: 'available',
                actions: {
                  type: 'markResendFailed',
                  params: ({ event }) => (event.output as Extract<OtpResendResult, { kind: 'rejected' }>).message,
                },
              },
            ],
            onError: { target: 'available', actions: { type: 'markResendFailed', params: null } },
          },
        },
        /** A code was just sent; resending waits for the cooldown. */
        coolingDown: {
          invoke: { id: 'ticker', src: 'ticker' },
          on: {
            'clock.tick': [{ guard: 'isCooldownOver', target: 'available', actions: 'endCooldown' }, { actions: 'countDown' }],
          },
        },
      },
    },
  },
});
