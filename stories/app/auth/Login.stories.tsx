import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import type { SessionContext as SessionMachineContext } from '../../../src/machines';
import LoginPage from '../../../src/app/features/auth/LoginPage';
import { SessionStory, signedOutContext, StoryRouter, fontLoaders } from '../layout/storyContext';

function Login({ value, context, path = '/login' }: { value: StateValue; context: SessionMachineContext; path?: string }) {
  return (
    <StoryRouter path={path}>
      <SessionStory value={value} context={context}>
        <LoginPage />
      </SessionStory>
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Auth/Login',
  loaders: fontLoaders,
  component: Login,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form; submitting it shows the required messages under both fields and sends nothing. */
export const Idle: Story = {
  args: { value: { signedOut: 'idle' }, context: signedOutContext },
  parameters: { machineStates: ['session.signedOut.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'دخول' }));
    await expect(canvas.getAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'دخول' }));
    await expect(canvas.getByText('القيمة ليست بريدًا إلكترونيًا صالحًا')).toBeInTheDocument();
  },
};
export const IdleEnglish: Story = { args: Idle.args, globals: { locale: 'en' } };

/** Wrong password: the server's first message, also under its field. */
export const LoginRejected: Story = {
  args: {
    value: { signedOut: 'loginRejected' },
    context: {
      ...signedOutContext,
      loginError: { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', fieldErrors: { email: ['البريد الإلكتروني أو كلمة المرور غير صحيحة'] } },
    },
  },
  parameters: { machineStates: ['session.signedOut.loginRejected'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  },
};

/** 203: the account exists but its email is not verified; a link to verify it. */
export const NotYetAllowed: Story = {
  args: {
    value: { signedOut: 'notYetAllowed' },
    context: { ...signedOutContext, loginError: { message: 'يرجى تأكيد بريدك الإلكتروني أولًا', fieldErrors: {} } },
    path: '/login?email=unverified%40example.com',
  },
  parameters: { machineStates: ['session.signedOut.notYetAllowed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('يرجى تأكيد بريدك الإلكتروني أولًا');
    await expect(canvas.getByRole('link', { name: 'تأكيد البريد الإلكتروني الآن' })).toHaveAttribute(
      'href',
      '/verify-otp?email=unverified%40example.com',
    );
  },
};
export const NotYetAllowedEnglish: Story = {
  args: { ...NotYetAllowed.args, context: { ...signedOutContext, loginError: { message: 'Please verify your email address first', fieldErrors: {} } } },
  globals: { locale: 'en' },
};

/** Sending: the button is busy. */
export const LoggingIn: Story = {
  args: { value: 'loggingIn', context: signedOutContext },
  parameters: { machineStates: ['session.loggingIn'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /دخول/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Back from email verification. */
export const AfterVerification: Story = {
  args: { value: { signedOut: 'idle' }, context: signedOutContext, path: '/login?verified=1&email=new%40example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('تم تأكيد بريدك الإلكتروني');
    await expect(within(canvasElement).getByLabelText(/البريد الإلكتروني/)).toHaveValue('new@example.com');
  },
};
