import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise, type StateValue } from 'xstate';
import { otpFormMachine, type OtpFormContext, type OtpResendResult, type OtpVerifyInput, type OtpVerifyResult } from '../../../src/machines';
import { VerifyOtpForm } from '../../../src/app/features/auth/VerifyOtpPage';
import { StoryRouter, fontLoaders } from '../layout/storyContext';

const base: OtpFormContext = {
  email: 'new.contestant@example.com',
  otpType: 'user_verify_email',
  otp: '',
  token: null,
  linkRefused: false,
  errors: {},
  serverErrors: {},
  failure: null,
  resendFailure: null,
  cooldownSeconds: 60,
  cooldownEndsAt: null,
  resendInSeconds: 0,
};

const storyOtpMachine = otpFormMachine.provide({
  actors: {
    verifyOtp: fromPromise<OtpVerifyResult, OtpVerifyInput>(() => new Promise(() => {})),
    resendOtp: fromPromise<OtpResendResult, { email: string; otp_type: 'user_verify_email' | 'reset_password' }>(() => new Promise(() => {})),
    // A clock that stands still, so the cooldown shows a fixed number of seconds.
    ticker: fromCallback(() => () => {}),
  },
  actions: { notifyResent: () => {} },
});

function Otp({ value, context }: { value: StateValue; context: OtpFormContext }) {
  const actor = useActorRef(storyOtpMachine, { snapshot: storyOtpMachine.resolveState({ value, context }), input: { email: context.email, otpType: 'user_verify_email' } });
  return (
    <StoryRouter path="/verify-otp">
      <VerifyOtpForm actor={actor} />
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Auth/VerifyOtp',
  loaders: fontLoaders,
  component: Otp,
} satisfies Meta<typeof Otp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the code; a short code is refused with the 4-digit message. */
export const Editing: Story = {
  args: { value: { code: 'editing', resend: 'available' }, context: base },
  parameters: { machineStates: ['otpForm.code.editing', 'otpForm.resend.available'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/رمز التحقق/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد' }));
    await expect(canvas.getByText('رمز التحقق مكوّن من أربعة أرقام')).toBeInTheDocument();
    // The refused submit moves focus to the first invalid field (forms/Form.tsx).
    await waitFor(() => expect(canvas.getByLabelText(/رمز التحقق/)).toHaveFocus());
  },
};
export const EditingEnglish: Story = { args: Editing.args, globals: { locale: 'en' } };

/** A wrong or expired code: the server's message under the field. */
export const WrongOrExpiredCode: Story = {
  args: {
    value: { code: 'editing', resend: 'available' },
    context: {
      ...base,
      otp: '1111',
      serverErrors: { otp: ['رمز التحقق غير صحيح أو منتهي الصلاحية'] },
      failure: { message: 'رمز التحقق غير صحيح أو منتهي الصلاحية' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('رمز التحقق غير صحيح أو منتهي الصلاحية')).toBeInTheDocument();
  },
};

export const Verifying: Story = {
  args: { value: { code: 'verifying', resend: 'available' }, context: { ...base, otp: '4821' } },
  parameters: { machineStates: ['otpForm.code.verifying'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /تأكيد/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const Verified: Story = {
  args: { value: { code: 'verified', resend: 'available' }, context: { ...base, otp: '4821' } },
  parameters: { machineStates: ['otpForm.code.verified'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/login?verified=1&email=new.contestant%40example.com',
    );
  },
};

export const Resending: Story = {
  args: { value: { code: 'editing', resend: 'sending' }, context: base },
  parameters: { machineStates: ['otpForm.resend.sending'] },
};

/** A new code was sent: resending waits for the cooldown. */
export const CoolingDown: Story = {
  args: { value: { code: 'editing', resend: 'coolingDown' }, context: { ...base, resendInSeconds: 42, cooldownEndsAt: 1 } },
  parameters: { machineStates: ['otpForm.resend.coolingDown'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'إعادة إرسال الرمز' })).toBeDisabled();
    await expect(canvas.getByText(/٤٢/)).toBeInTheDocument();
  },
};

/** Opened from the e-mail's link: its token is checked at once, nothing to type. */
export const VerifyingLink: Story = {
  args: { value: { code: 'verifying', resend: 'available' }, context: { ...base, token: 'Q2hlY2tpbmdUaGVMaW5rRnJvbVRoZUVtYWlsMDEyMzQ' } },
  parameters: { machineStates: ['otpForm.code.opening', 'otpForm.code.verifying'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('جارٍ التحقق من الرابط الوارد في بريدك الإلكتروني…')).toBeInTheDocument();
  },
};
export const VerifyingLinkEnglish: Story = { args: VerifyingLink.args, globals: { locale: 'en' } };

/** The server refused the link (used, expired, or a newer code sent): the code is typed instead. */
export const LinkRefused: Story = {
  args: {
    value: { code: 'editing', resend: 'available' },
    context: {
      ...base,
      linkRefused: true,
      serverErrors: { otp: ['رمز التحقق غير صحيح أو منتهي الصلاحية'] },
      failure: { message: 'رمز التحقق غير صحيح أو منتهي الصلاحية' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('لم يعد هذا الرابط صالحًا');
    await expect(canvas.getByLabelText(/رمز التحقق/)).not.toHaveAttribute('readonly');
  },
};
