import { fromPromise } from 'xstate';
import {
  forgotPasswordFormMachine,
  registerFormMachine,
  resetPasswordFormMachine,
  type FormValuesRecord,
  type SubmitResult,
} from '../../../machines';
import { readEnvelope } from '../../api/envelope';
import { registerError } from '../../api/errors';
import type { components } from '../../../contract/schema';
import { api } from '../../services/apiClient';

type RegisterRequest = components['schemas']['RegisterRequest'];
type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

/** A refusal: the spec §8 register reading (first field message, else the top-level one) and all field messages. */
function rejected(body: unknown): SubmitResult {
  const { message } = registerError(body);
  return {
    kind: 'rejected',
    message: message.kind === 'server' ? message.text : '',
    fieldErrors: readEnvelope(body).errors ?? {},
  };
}

export async function sendRegistration(values: FormValuesRecord): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/register', { body: values as unknown as RegisterRequest });
  return response.ok ? { kind: 'sent' } : rejected(error);
}

export async function sendForgotPassword(values: FormValuesRecord): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/forgot-password', { body: { email: values['email'] ?? '' } });
  return response.ok ? { kind: 'sent' } : rejected(error);
}

export async function sendResetPassword(values: FormValuesRecord): Promise<SubmitResult> {
  const { error, response } = await api.POST('/user/auth/reset-password', { body: values as unknown as ResetPasswordRequest });
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
