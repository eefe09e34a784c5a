import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forgotPasswordFormMachine, resetPasswordFormMachine, type SubmitFormContext } from '../../../src/machines';
import { ForgotPasswordForm } from '../../../src/app/features/auth/ForgotPasswordPage';
import { ResetPasswordForm } from '../../../src/app/features/auth/ResetPasswordPage';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { formContext, MachineForm, type FormStateName } from './formStory';

type Props =
  | { form: 'forgot'; state: FormStateName; context: SubmitFormContext<'forgotPassword'> }
  | { form: 'reset'; state: FormStateName; context: SubmitFormContext<'resetPassword'> };

function Recovery(props: Props) {
  return (
    <StoryRouter>
      {props.form === 'forgot' ? (
        <MachineForm machine={forgotPasswordFormMachine} state={props.state} context={props.context} render={(actor) => <ForgotPasswordForm actor={actor} />} />
      ) : (
        <MachineForm machine={resetPasswordFormMachine} state={props.state} context={props.context} render={(actor) => <ResetPasswordForm actor={actor} />} />
      )}
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Auth/PasswordRecovery',
  loaders: fontLoaders,
  component: Recovery,
} satisfies Meta<typeof Recovery>;
export default meta;
type Story = StoryObj<typeof meta>;

const email = 'contestant@example.com';
const reset = { email, otp: '1234', token: '', password: 'new-secret-pass', password_confirmation: 'new-secret-pass' };

export const ForgotEditing: Story = {
  args: { form: 'forgot', state: 'editing', context: formContext({ email: '' }) },
  parameters: { machineStates: ['forgotPasswordForm.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'أرسل الرمز' }));
    await expect(canvas.getByText('هذا الحقل مطلوب')).toBeInTheDocument();
    // The refused submit moves focus to the first invalid field (forms/Form.tsx).
    await waitFor(() => expect(canvas.getByLabelText(/البريد الإلكتروني/)).toHaveFocus());
  },
};
export const ForgotSending: Story = {
  args: { form: 'forgot', state: 'sending', context: formContext({ email }) },
  parameters: { machineStates: ['forgotPasswordForm.sending'] },
};
export const ForgotSent: Story = {
  args: { form: 'forgot', state: 'sent', context: formContext({ email: '' }) },
  parameters: { machineStates: ['forgotPasswordForm.sent'] },
};
/** Too many requests: the server's message. */
export const ForgotFailed: Story = {
  args: { form: 'forgot', state: 'failed', context: formContext({ email }, { failure: { message: 'طلبات كثيرة جدًا، حاول بعد دقيقة' } }) },
  parameters: { machineStates: ['forgotPasswordForm.failed'] },
};

/** The confirmation must equal the password; the code is 4 digits. */
export const ResetEditing: Story = {
  args: { form: 'reset', state: 'editing', context: formContext({ email, otp: '', token: '', password: '', password_confirmation: '' }) },
  parameters: { machineStates: ['resetPasswordForm.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/رمز التحقق/), '12');
    await userEvent.type(canvas.getByLabelText(/كلمة المرور الجديدة/), 'new-secret-pass');
    await userEvent.type(canvas.getByLabelText(/تأكيد كلمة المرور/), 'other-pass-123');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await expect(canvas.getByText('رمز التحقق مكوّن من أربعة أرقام')).toBeInTheDocument();
    await expect(canvas.getByText('يجب أن تساوي القيمة قيمة كلمة المرور')).toBeInTheDocument();
    // The refused submit moves focus to the first invalid field (forms/Form.tsx).
    await waitFor(() => expect(canvas.getByLabelText(/رمز التحقق/)).toHaveFocus());
  },
};
export const ResetEditingEnglish: Story = { args: ResetEditing.args, globals: { locale: 'en' } };
export const ResetSending: Story = {
  args: { form: 'reset', state: 'sending', context: formContext(reset) },
  parameters: { machineStates: ['resetPasswordForm.sending'] },
};
export const ResetSent: Story = {
  args: { form: 'reset', state: 'sent', context: formContext({ email: '', otp: '', token: '', password: '', password_confirmation: '' }) },
  parameters: { machineStates: ['resetPasswordForm.sent'] },
};
/** A wrong or expired code, under its field; the typed values stay. */
export const ResetFailed: Story = {
  args: {
    form: 'reset',
    state: 'failed',
    context: formContext(reset, {
      serverErrors: { otp: ['رمز التحقق غير صحيح أو منتهي الصلاحية'] },
      failure: { message: 'رمز التحقق غير صحيح أو منتهي الصلاحية' },
    }),
  },
  parameters: { machineStates: ['resetPasswordForm.failed'] },
};

/** Opened from the e-mail's link: its token stands in for the code, so only the new password is asked. */
export const ResetFromLink: Story = {
  args: {
    form: 'reset',
    state: 'editing',
    context: formContext({ email, otp: '', token: 'UmVzZXRGcm9tVGhlTGlua0luVGhlRW1haWwwMTIzNDU', password: '', password_confirmation: '' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/رمز التحقق/)).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('فتحت الرابط الوارد في بريدك الإلكتروني');
  },
};
export const ResetFromLinkEnglish: Story = { args: ResetFromLink.args, globals: { locale: 'en' } };
