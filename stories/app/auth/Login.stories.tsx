import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import type { LoginFormContext, SessionContext as SessionMachineContext } from '../../../src/machines';
import { LoginView } from '../../../src/app/features/auth/LoginPage';
import { loginFormThrough } from '../../../src/app/features/auth/loginForm';
import { SessionActor } from '../../../src/app/session/sessionActor';
import { SessionStory, signedOutContext, StoryRouter, fontLoaders } from '../layout/storyContext';

type LoginFormState = 'editing' | 'sending' | 'signedIn' | 'notYetAllowed' | 'rejected';

const loginContext = (extra: Partial<LoginFormContext> = {}): LoginFormContext => ({
  values: { email: '', password: '' },
  errors: {},
  serverErrors: {},
  failure: null,
  ...extra,
});

/** The page's wiring (the form's submit asks the story's session) with the form resolved in `state`. */
function LoginFormIn({ state, context }: { state: LoginFormState; context: LoginFormContext }) {
  const logic = loginFormThrough(SessionActor.useActorRef());
  const form = useActorRef(logic, { snapshot: logic.resolveState({ value: state, context }) });
  return <LoginView form={form} />;
}

type Props = {
  /** The session's state and context, and the login form's state that session answer led to. */
  session: StateValue;
  sessionContext: SessionMachineContext;
  state: LoginFormState;
  context: LoginFormContext;
  path?: string;
};

function Login({ session, sessionContext, state, context, path = '/login' }: Props) {
  return (
    <StoryRouter path={path}>
      <SessionStory value={session} context={sessionContext}>
        <LoginFormIn state={state} context={context} />
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
  args: { session: { signedOut: 'idle' }, sessionContext: signedOutContext, state: 'editing', context: loginContext() },
  parameters: { machineStates: ['session.signedOut.idle', 'loginForm.editing'] },
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

const wrongPassword = 'البريد الإلكتروني أو كلمة المرور غير صحيحة';

/** Wrong password: the server's first message, also under its field. */
export const LoginRejected: Story = {
  args: {
    session: { signedOut: 'loginRejected' },
    sessionContext: { ...signedOutContext, loginError: { message: wrongPassword, fieldErrors: { email: [wrongPassword] } } },
    state: 'rejected',
    context: loginContext({ failure: { message: wrongPassword }, serverErrors: { email: [wrongPassword] } }),
  },
  parameters: { machineStates: ['session.signedOut.loginRejected', 'loginForm.rejected'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(wrongPassword);
  },
};

const notVerified = 'يرجى تأكيد بريدك الإلكتروني أولًا';
const unverifiedEmail = { email: 'unverified@example.com', password: '' };

/** 203: the account exists but its email is not verified; a link to verify it. */
export const NotYetAllowed: Story = {
  args: {
    session: { signedOut: 'notYetAllowed' },
    sessionContext: { ...signedOutContext, loginError: { message: notVerified, fieldErrors: {} } },
    state: 'notYetAllowed',
    context: loginContext({ values: unverifiedEmail, failure: { message: notVerified } }),
    path: '/login?email=unverified%40example.com',
  },
  parameters: { machineStates: ['session.signedOut.notYetAllowed', 'loginForm.notYetAllowed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(notVerified);
    await expect(canvas.getByRole('link', { name: 'تأكيد البريد الإلكتروني الآن' })).toHaveAttribute(
      'href',
      '/verify-otp?email=unverified%40example.com',
    );
  },
};
const notVerifiedEnglish = 'Please verify your email address first';
export const NotYetAllowedEnglish: Story = {
  args: {
    ...NotYetAllowed.args,
    sessionContext: { ...signedOutContext, loginError: { message: notVerifiedEnglish, fieldErrors: {} } },
    context: loginContext({ values: unverifiedEmail, failure: { message: notVerifiedEnglish } }),
  },
  globals: { locale: 'en' },
};

/** Sending: the session is logging in; the button is busy. */
export const LoggingIn: Story = {
  args: { session: 'loggingIn', sessionContext: signedOutContext, state: 'sending', context: loginContext() },
  parameters: { machineStates: ['session.loggingIn', 'loginForm.sending'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /دخول/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Signed in: the session reloads the site at /; the button stays busy until it does. */
export const SignedIn: Story = {
  args: {
    session: 'reloading',
    sessionContext: { ...signedOutContext, token: 'story-token' },
    state: 'signedIn',
    context: loginContext({ values: { email: 'contestant@example.com', password: 'secret-pass-1' } }),
  },
  parameters: { machineStates: ['loginForm.signedIn'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /دخول/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Back from email verification. */
export const AfterVerification: Story = {
  args: {
    session: { signedOut: 'idle' },
    sessionContext: signedOutContext,
    state: 'editing',
    context: loginContext({ values: { email: 'new@example.com', password: '' } }),
    path: '/login?verified=1&email=new%40example.com',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('تم تأكيد بريدك الإلكتروني');
    await expect(within(canvasElement).getByLabelText(/البريد الإلكتروني/)).toHaveValue('new@example.com');
  },
};
