import { fromPromise } from 'xstate';
import {
  forgotPasswordFormMachine,
  registerFormMachine,
  resetPasswordFormMachine,
  type SubmitResult,
  type ValidFormValues,
} from '../../../machines';
import { readEnvelope } from '../../api/envelope';
import { registerError } from '../../api/errors';
import { api } from '../../services/apiClient';

/** A refusal: the spec §8 register reading (first field message, else the top-level one) and all field messages. */
function rejected(body: unknown): SubmitResult {
  const { message } = registerError(body);
  return {
    kind: 'rejected',
    message: message.kind === 'server' ? message.text : '',
    fieldErrors: readEnvelope(body).errors ?? {},
  };
}

export async function sendRegistration(values: ValidFormValues<'register'>): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/register', { body: values });
  return response.ok ? { kind: 'sent' } : rejected(error);
}

export async function sendForgotPassword(values: ValidFormValues<'forgotPassword'>): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/forgot-password', { body: values });
  return response.ok ? { kind: 'sent' } : rejected(error);
}

export async function sendResetPassword(values: ValidFormValues<'resetPassword'>): Promise<SubmitResult> {
  // The e-mailed link's token goes in the code's place (the contract takes one of the two).
  const { otp, token, ...rest } = values;
  const { error, response } = await api.POST('/user/auth/reset-password', { body: { ...rest, ...(token ? { token } : { otp }) } });
  return response.ok ? { kind: 'sent' } : rejected(error);
}

export const appRegisterFormMachine = registerFormMachine.provide({
  actors: { submitForm: fromPromise(({ input }) => sendRegistration(input)) },
});
export const appForgotPasswordFormMachine = forgotPasswordFormMachine.provide({
  actors: { submitForm: fromPromise(({ input }) => sendForgotPassword(input)) },
});
export const appResetPasswordFormMachine = resetPasswordFormMachine.provide({
  actors: { submitForm: fromPromise(({ input }) => sendResetPassword(input)) },
});
