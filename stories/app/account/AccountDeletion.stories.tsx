// A contestant's request to delete their account (issue 30, point 2), on their profile page: every state of its
// machine, in Arabic and in English (the confirmation is a modal: one language a story).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountDeletionView } from '../../../src/app/features/account/AccountDeletion';
import { accountDeletionMachine, type DeletionStepContext } from '../../../src/machines';
import { fontLoaders } from '../layout/storyContext';

type Shown = 'ready' | 'confirming' | 'working' | 'done';

function AccountDeletionIn({ state, failure = null }: { state: Shown; failure?: DeletionStepContext['failure'] }) {
  const snapshot = accountDeletionMachine.resolveState({ value: state, context: { done: state === 'done', failure } });
  return <AccountDeletionView state={snapshot} send={() => {}} />;
}

const meta = { title: 'App/Account/AccountDeletion', loaders: fontLoaders, component: AccountDeletionIn, args: { state: 'ready' } } satisfies Meta<typeof AccountDeletionIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button, with what happens written above it. */
export const Ready: Story = {
  parameters: { machineStates: ['accountDeletion.opening', 'accountDeletion.ready'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'طلب حذف حسابي' })).toBeInTheDocument();
  },
};
export const ReadyEnglish: Story = { globals: { locale: 'en' } };

/** Asked to confirm: the dialog says what is removed, what stays (the pseudonym) and that it cannot be undone. */
export const Confirming: Story = {
  args: { state: 'confirming' },
  parameters: { machineStates: ['accountDeletion.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('اسمك المستعار');
    await expect(dialog).toHaveTextContent('لا يمكن التراجع');
  },
};
export const ConfirmingEnglish: Story = {
  args: { state: 'confirming' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('This cannot be undone');
  },
};

/** On its way: the button is busy. */
export const Sending: Story = {
  args: { state: 'working' },
  parameters: { machineStates: ['accountDeletion.working'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /طلب حذف حسابي|جارٍ إرسال الطلب/ })).toHaveAttribute('data-pending', 'true');
  },
};
export const SendingEnglish: Story = { args: { state: 'working' }, globals: { locale: 'en' } };

/** Received: it waits for an administrator, and cannot be asked again. */
export const Requested: Story = {
  args: { state: 'done' },
  parameters: { machineStates: ['accountDeletion.done'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('وصل طلبك');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const RequestedEnglish: Story = { args: { state: 'done' }, globals: { locale: 'en' } };

/** Refused by the server (its words), or unreachable (the page's own): the button is offered again. */
export const Refused: Story = { args: { state: 'ready', failure: { message: 'سبق أن طلبت حذف حسابك' } } };
export const Unreachable: Story = { args: { state: 'ready', failure: { message: null } }, globals: { locale: 'en' } };
