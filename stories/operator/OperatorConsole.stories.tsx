import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OperatorSessionContext } from '../../src/machines/operator/operatorSession.machine';
import { createConsoleClient } from '../../src/operator/api';
import { applyDocumentLanguage, ConsoleApp, type ConsoleStart } from '../../src/operator/ConsoleApp';
import { createConsoleI18n } from '../../src/operator/i18n/i18n';

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

/** The server as a story needs it: the queue answers at once; everything else stays pending (the state on show). */
const storyFetch: typeof fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/operator/reviews')) return new Response(JSON.stringify({ status: 200, message: 'ok', data: [queue] }), { headers: { 'content-type': 'application/json' } });
  return new Promise<Response>(() => {});
};

type Props = { language: 'ar' | 'en'; value: ConsoleStart['value']; context: OperatorSessionContext };

function Console({ language, value, context }: Props) {
  applyDocumentLanguage(language);
  const i18n = instances[language];
  return <ConsoleApp i18n={i18n} client={createConsoleClient(() => language, storyFetch)} start={{ value, context }} />;
}

const meta = {
  title: 'App/Operator/Console',
  component: Console,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Console>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedOut: OperatorSessionContext = { operator: null, error: null };
const signedIn: OperatorSessionContext = { operator, error: null };

export const Restoring: Story = { args: { language: 'ar', value: 'restoring', context: signedOut }, parameters: { machineStates: ['operatorSession.restoring'] } };

export const SignIn: Story = {
  args: { language: 'ar', value: 'signedOut', context: signedOut },
  parameters: { machineStates: ['operatorSession.signedOut'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'دخول' })).toBeVisible();
  },
};

export const SignInRefusedEnglish: Story = {
  args: { language: 'en', value: 'signedOut', context: { operator: null, error: 'badCredentials' } },
  parameters: { machineStates: ['operatorSession.signedOut'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  },
};

export const SigningIn: Story = { args: { language: 'ar', value: 'signingIn', context: signedOut }, parameters: { machineStates: ['operatorSession.signingIn'] } };

export const ReviewQueue: Story = {
  args: { language: 'ar', value: 'signedIn', context: signedIn },
  parameters: { machineStates: ['operatorSession.signedIn'] },
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

export const SigningOutEnglish: Story = { args: { language: 'en', value: 'signingOut', context: signedIn }, parameters: { machineStates: ['operatorSession.signingOut'] } };
