import { fromPromise } from 'xstate';
import {
  forgotPasswordFormMachine,
  registerFormMachine,
  resetPasswordFormMachine,
  type SubmitResult,
  type ValidFormValues,
} from '../../../machines';
import { readFormAnswer } from '../../api/forms';
import { api } from '../../services/apiClient';

export async function sendRegistration(values: ValidFormValues<'register'>): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/register', { body: values });
  return readFormAnswer(response.status, error);
}

export async function sendForgotPassword(values: ValidFormValues<'forgotPassword'>): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/forgot-password', { body: values });
  return readFormAnswer(response.status, error);
}

export async function sendResetPassword(values: ValidFormValues<'resetPassword'>): Promise<SubmitResult> {
  // The e-mailed link's token goes in the code's place (the contract takes one of the two).
  const { otp, token, ...rest } = values;
  const { error, response } = await api.POST('/user/auth/reset-password', { body: { ...rest, ...(token ? { token } : { otp }) } });
  return readFormAnswer(response.status, error);
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
