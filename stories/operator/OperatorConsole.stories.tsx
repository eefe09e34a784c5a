import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptySignIn, type OperatorSessionContext } from '../../src/machines/operator/operatorSession.machine';
import { createConsoleClient } from '../../src/operator/api';
import { applyDocumentLanguage, ConsoleApp, type ConsoleStart } from '../../src/operator/ConsoleApp';
import { createConsoleI18n } from '../../src/operator/i18n/i18n';
import type { SetupLink } from '../../src/operator/setupLink';

// The console's own dictionaries, both languages, before any story renders.
const instances = { ar: await createConsoleI18n('ar'), en: await createConsoleI18n('en') };

const operator = {
  id: 1,
  name: 'Huda Al-Qahtani',
  email: 'operator@example.com',
  role: 'operator' as const,
  permissions: ['getOperatorMe', 'operatorLogout', 'getOperatorReviewQueue', 'getOperatorRequests', 'getOperatorMessages', 'getOperatorDraws', 'getOperatorAudit'],
};
const queue = [
  { kind: 'second', item_id: 29, code: 'S-0029', submitted_at: '2026-11-23 18:00', verdicts: 1, verdicts_needed: 2, mine: null, status: 'open' },
  { kind: 'fifth', item_id: 512, code: 'F-0512', submitted_at: '2026-11-23 21:30', verdicts: 2, verdicts_needed: 3, mine: 'accept', status: 'open' },
];

const administrator = {
  id: 7,
  name: 'Amina Al-Harbi',
  email: 'admin@example.com',
  role: 'administrator' as const,
  permissions: [...operator.permissions, 'getOperatorAccounts', 'inviteOperator', 'updateOperatorAccount'],
};
const accounts = [
  { id: 7, name: 'Amina Al-Harbi', email: 'admin@example.com', role: 'administrator', status: 'active', created_at: '2026-11-20 09:00' },
  { id: 1, name: 'Huda Al-Qahtani', email: 'operator@example.com', role: 'operator', status: 'active', created_at: '2026-11-20 09:05' },
  { id: 4, name: 'Khalid Al-Mutairi', email: 'khalid@association.example.org', role: 'reviewer', status: 'invited', created_at: '2026-11-23 10:30' },
];

const rubric = [
  { key: 'tajweed', max: 40 },
  { key: 'makharij', max: 30 },
  { key: 'fluency', max: 20 },
  { key: 'voice', max: 10 },
];
const item = { ...queue[0], tolerance: 15, rubric, my_scores: null, my_reason: null, recordings: [{ id: 1, label: 'Al-Fatiha', audio_url: 'about:blank', mime_type: 'audio/webm', duration_seconds: 42, quality_notes: ['Level: good'] }] };
const answer = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'ok', data: [data] }), { headers: { 'content-type': 'application/json' } });

/** The server as a story needs it: the queue and its first item answer at once; everything else stays pending (the state on show). */
const storyFetch: typeof fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/operator/reviews')) return answer(queue);
  if (url.endsWith('/operator/reviews/second/29')) return answer(item);
  if (url.endsWith('/operator/accounts')) return answer(accounts);
  return new Promise<Response>(() => {});
};

type Props = { language: 'ar' | 'en'; value: ConsoleStart['value']; context: OperatorSessionContext; setup?: SetupLink };

function Console({ language, value, context, setup }: Props) {
  applyDocumentLanguage(language);
  const i18n = instances[language];
  return <ConsoleApp i18n={i18n} client={createConsoleClient(() => language, storyFetch)} start={{ value, context }} setup={setup ?? null} />;
}

const meta = {
  title: 'App/Operator/Console',
  component: Console,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Console>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedOut: OperatorSessionContext = { operator: null, error: null, ...emptySignIn };
const signedIn: OperatorSessionContext = { operator, error: null, ...emptySignIn };
const typed = { email: 'operator@example.com', password: 'Operator#2026' };

export const Restoring: Story = { args: { language: 'ar', value: 'restoring', context: signedOut }, parameters: { machineStates: ['operatorSession.restoring'] } };

export const SignIn: Story = {
  args: { language: 'ar', value: 'signedOut', context: signedOut },
  parameters: { machineStates: ['operatorSession.signedOut'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'دخول' })).toBeVisible();
  },
};

export const SignInEnglish: Story = {
  args: { language: 'en', value: 'signedOut', context: signedOut },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** A submit the form's rules refused: each field says why, nothing was sent. */
export const SignInInvalid: Story = {
  args: { language: 'ar', value: 'signedOut', context: { ...signedOut, values: { email: 'operator', password: '' }, errors: { email: { code: 'email' }, password: { code: 'required' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('أدخل بريدًا صحيحًا مثل name@example.com.')).toBeVisible();
    await expect(canvas.getByText('أدخل كلمة المرور.')).toBeVisible();
  },
};

export const SignInInvalidEnglish: Story = {
  args: { language: 'en', value: 'signedOut', context: { ...signedOut, errors: { email: { code: 'required' }, password: { code: 'required' } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter your email.')).toBeVisible();
  },
};

export const SignInRefused: Story = {
  args: { language: 'ar', value: 'signedOut', context: { ...signedOut, values: typed, error: 'tooManyRequests' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('محاولات كثيرة');
  },
};

export const SignInRefusedEnglish: Story = {
  args: { language: 'en', value: 'signedOut', context: { ...signedOut, values: typed, error: 'badCredentials' } },
  parameters: { machineStates: ['operatorSession.signedOut'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  },
};

export const SigningIn: Story = { args: { language: 'ar', value: 'signingIn', context: { ...signedOut, values: typed } }, parameters: { machineStates: ['operatorSession.signingIn'] } };
export const SigningInEnglish: Story = { args: { language: 'en', value: 'signingIn', context: { ...signedOut, values: typed } } };
export const RestoringEnglish: Story = { args: { language: 'en', value: 'restoring', context: signedOut } };

export const ReviewQueue: Story = {
  args: { language: 'ar', value: 'signedIn', context: signedIn },
  parameters: { machineStates: ['operatorSession.signedIn', 'reviewQueue.queue'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('S-0029')).toBeVisible();
  },
};

export const ReviewQueueEnglish: Story = {
  args: { language: 'en', value: 'signedIn', context: signedIn },
  parameters: { machineStates: ['operatorSession.signedIn'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('S-0029')).toBeVisible();
  },
};

/** An item opened from the queue (the review screen's `item` state): its recordings and the verdict form, and the way back. */
export const ReviewItemOpened: Story = {
  args: { language: 'ar', value: 'signedIn', context: signedIn },
  parameters: { machineStates: ['reviewQueue.item'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'افتح S-0029' }));
    await expect(await canvas.findByRole('button', { name: 'عودة إلى القائمة' })).toBeVisible();
    await expect(await canvas.findByRole('radiogroup', { name: 'الحكم' })).toBeVisible();
  },
};

export const ReviewItemOpenedEnglish: Story = {
  args: { language: 'en', value: 'signedIn', context: signedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open S-0029' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to the queue' }));
    await expect(await canvas.findByText('S-0029')).toBeVisible();
  },
};

export const SigningOut: Story = { args: { language: 'ar', value: 'signingOut', context: signedIn } };
export const SigningOutEnglish: Story = { args: { language: 'en', value: 'signingOut', context: signedIn }, parameters: { machineStates: ['operatorSession.signingOut'] } };

const setupLink: SetupLink = { kind: 'setup', token: 'q3Zp0v6p2V8m1r9u4d7e0xYcA5kB2nH8sJ6tL1wQ0fE' };

/** The setup link's page, as the console opens it: the first administrator's form instead of sign-in. */
export const FirstRunSetup: Story = {
  args: { language: 'ar', value: 'signedOut', context: signedOut, setup: setupLink },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'إعداد لوحة المشرفين' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'دخول' })).toBeNull();
  },
};

export const FirstRunSetupEnglish: Story = {
  args: { language: 'en', value: 'signedOut', context: signedOut, setup: setupLink },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Set up the console' })).toBeVisible();
  },
};

export const InvitationEnglish: Story = {
  args: { language: 'en', value: 'signedOut', context: signedOut, setup: { kind: 'invitation', token: setupLink.token } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  },
};

/** An administrator's console: the Operators section among the tabs, its accounts listed. */
export const AdministratorAccounts: Story = {
  args: { language: 'ar', value: 'signedIn', context: { ...emptySignIn, operator: administrator, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'المشرفون' }));
    await expect(await canvas.findByText('Khalid Al-Mutairi')).toBeVisible();
  },
};

export const AdministratorAccountsEnglish: Story = {
  args: { language: 'en', value: 'signedIn', context: { ...emptySignIn, operator: administrator, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Operators' }));
    await expect(await canvas.findByText('Invited, no password yet')).toBeVisible();
  },
};

/** A reviewer sees the review queue alone; finance, no section yet: what the role cannot do is not shown. */
export const FinanceEnglish: Story = {
  args: { language: 'en', value: 'signedIn', context: { operator: { id: 9, name: 'Finance', email: 'finance@example.org', role: 'finance', permissions: ['getOperatorMe', 'operatorLogout'] }, error: null, ...emptySignIn } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab')).toBeNull();
  },
};
