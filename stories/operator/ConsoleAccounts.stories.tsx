// The console's accounts (issue 29): the one-time setup and invitation page, the invitation form and an account's
// changes, each view started in its machine's state; Arabic and English side by side, so axe checks both directions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import type { SubmitFormContext } from '../../src/machines/forms/submitForm.machine';
import { type AccountChangeContext, accountChangeMachine } from '../../src/machines/operator/accountChange.machine';
import { operatorInvitationFormMachine, operatorInviteFormMachine, operatorSetupFormMachine } from '../../src/machines/operator/accountForms';
import { AccountView, InviteFormView } from '../../src/operator/AccountsPanel';
import type { Schemas } from '../../src/operator/api';
import * as styles from '../../src/operator/console.css';
import { InvitationFormView, SetupFormView } from '../../src/operator/SetupPage';

const ignore = () => {};
const token = 'q3Zp0v6p2V8m1r9u4d7e0xYcA5kB2nH8sJ6tL1wQ0fE';


type FormState = 'editing' | 'sending' | 'sent' | 'failed';
const formContext = <V extends Record<string, string>>(values: V, extra: Partial<SubmitFormContext> = {}) =>
  ({ errors: {}, serverErrors: {}, failure: null, sentType: null, ...extra, values }) as never;

// ── setup ───────────────────────────────────────────────────────────────────────────────────────────────────────────
const setupValues = { token, name: 'Amina Al-Harbi', email: 'amina@association.example.org', password: 'a-long-password-2026', password_confirmation: 'a-long-password-2026' };

function Setup({ languages, value, context }: { languages: Languages; value: FormState; context?: Partial<SubmitFormContext> & { values?: Record<string, string> } }) {
  const state = operatorSetupFormMachine.resolveState({ value, context: formContext({ ...setupValues, ...context?.values }, context) });
  return <InLanguages languages={languages} bare>{() => <SetupFormView state={state} send={ignore} />}</InLanguages>;
}

const invitationValues = { token, password: '', password_confirmation: '' };
function Invitation({ languages, value, context }: { languages: Languages; value: FormState; context?: Partial<SubmitFormContext> & { values?: Record<string, string> } }) {
  const state = operatorInvitationFormMachine.resolveState({ value, context: formContext({ ...invitationValues, ...context?.values }, context) });
  return <InLanguages languages={languages} bare>{() => <InvitationFormView state={state} send={ignore} />}</InLanguages>;
}

// ── accounts ────────────────────────────────────────────────────────────────────────────────────────────────────────
const khalid: Schemas['OperatorAccount'] = { id: 4, name: 'Khalid Al-Mutairi', email: 'khalid@association.example.org', role: 'operator', status: 'active', created_at: '2026-11-23 10:30' };
const idle: AccountChangeContext = { change: null, failure: null };

function Account({ languages, value, context, account = khalid, isMe = false }: { languages: Languages; value: string; context?: Partial<AccountChangeContext>; account?: Schemas['OperatorAccount']; isMe?: boolean }) {
  const state = accountChangeMachine.resolveState({ value, context: { ...idle, ...context } });
  return (
    <InLanguages languages={languages} bare>
      {() => (
        <ul className={styles.list}>
          <AccountView account={account} isMe={isMe} state={state} send={ignore} />
        </ul>
      )}
    </InLanguages>
  );
}

const inviteValues = { name: 'Khalid Al-Mutairi', email: 'khalid@association.example.org', role: 'operator' };
function Invite({ languages, value, context, sentTo = null }: { languages: Languages; value: FormState; context?: Partial<SubmitFormContext> & { values?: Record<string, string> }; sentTo?: string | null }) {
  const state = operatorInviteFormMachine.resolveState({ value, context: formContext({ ...inviteValues, ...context?.values }, context) });
  return <InLanguages languages={languages} bare>{() => <InviteFormView state={state} send={ignore} sentTo={sentTo} />}</InLanguages>;
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Accounts', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SetupEditing: Story = {
  args: { show: () => <Setup languages="both" value="editing" context={{ values: { password: '', password_confirmation: '' } }} /> },
  parameters: { machineStates: ['operatorSetupForm.editing'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إنشاء حساب المدير' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Create the administrator' })).toBeEnabled();
  },
};
export const SetupInvalid: Story = {
  args: {
    show: () => (
      <Setup
        languages="both"
        value="editing"
        context={{ values: { email: 'amina', password: 'short', password_confirmation: 'other' }, errors: { email: { code: 'email' }, password: { code: 'minLength', min: 12 }, password_confirmation: { code: 'equalTo', other: 'password' } } }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('كلمتا المرور غير متطابقتين.')).toBeVisible();
    await expect(within(canvasElement).getByText('The two passwords are not the same.')).toBeVisible();
  },
};
export const SetupSending: Story = { args: { show: () => <Setup languages="both" value="sending" /> }, parameters: { machineStates: ['operatorSetupForm.sending'] } };
export const SetupSent: Story = { args: { show: () => <Setup languages="both" value="sent" /> }, parameters: { machineStates: ['operatorSetupForm.sent'] } };
export const SetupLinkRefused: Story = {
  args: {
    show: () => (
      <Setup
        languages="en"
        value="failed"
        context={{ failure: { message: 'This setup link is not valid any more' }, serverErrors: { token: ["This setup link is not valid any more: use the newest link from the server's log"] } }}
      />
    ),
  },
  parameters: { machineStates: ['operatorSetupForm.failed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('newest link');
  },
};
export const SetupUnreachableArabic: Story = { args: { show: () => <Setup languages="ar" value="failed" context={{ failure: { message: null } }} /> } };
export const SetupLinkMissing: Story = {
  args: { show: () => <Setup languages="both" value="editing" context={{ values: { token: '' } }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

export const InvitationEditing: Story = { args: { show: () => <Invitation languages="both" value="editing" /> }, parameters: { machineStates: ['operatorInvitationForm.editing'] } };
export const InvitationSending: Story = {
  args: { show: () => <Invitation languages="both" value="sending" context={{ values: { password: 'a-long-password-2026', password_confirmation: 'a-long-password-2026' } }} /> },
  parameters: { machineStates: ['operatorInvitationForm.sending'] },
};
export const InvitationSent: Story = {
  args: { show: () => <Invitation languages="both" value="sent" context={{ values: { password: 'a-long-password-2026', password_confirmation: 'a-long-password-2026' } }} /> },
  parameters: { machineStates: ['operatorInvitationForm.sent'] },
};
export const InvitationRefused: Story = {
  args: {
    show: () => (
      <Invitation
        languages="both"
        value="failed"
        context={{ values: { password: 'a-long-password-2026', password_confirmation: 'a-long-password-2026' }, failure: { message: 'x' }, serverErrors: { token: ['هذا الرابط لم يعد صالحًا'] } }}
      />
    ),
  },
  parameters: { machineStates: ['operatorInvitationForm.failed'] },
};

export const AccountIdle: Story = {
  args: { show: () => <Account languages="both" value="idle" /> },
  parameters: { machineStates: ['accountChange.idle'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Disable' })).toBeVisible();
  },
};
export const AccountMe: Story = { args: { show: () => <Account languages="both" value="idle" isMe account={{ ...khalid, name: 'Amina Al-Harbi', role: 'administrator' }} /> } };
export const AccountInvitedAndDisabled: Story = {
  args: {
    show: () => (
      <>
        <Account languages="both" value="idle" account={{ ...khalid, status: 'invited' }} />
        <Account languages="both" value="idle" account={{ ...khalid, id: 5, status: 'disabled' }} />
      </>
    ),
  },
};
export const AccountConfirmingRole: Story = {
  args: { show: () => <Account languages="both" value="confirming" context={{ change: { role: 'reviewer' } }} /> },
  parameters: { machineStates: ['accountChange.confirming'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Give Khalid Al-Mutairi the role “Reviewer”?')).toBeVisible();
  },
};
export const AccountConfirmingDisable: Story = { args: { show: () => <Account languages="both" value="confirming" context={{ change: { disabled: true } }} /> } };
export const AccountSaving: Story = {
  args: { show: () => <Account languages="both" value="saving" context={{ change: { disabled: true } }} /> },
  parameters: { machineStates: ['accountChange.saving'] },
};
export const AccountRefused: Story = {
  args: { show: () => <Account languages="en" value="idle" context={{ failure: { message: 'This is the last active administrator: make another administrator first' } }} account={{ ...khalid, role: 'administrator' }} isMe /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('last active administrator');
  },
};

export const InviteEditing: Story = {
  args: { show: () => <Invite languages="both" value="editing" context={{ values: { name: '', email: '' } }} /> },
  parameters: { machineStates: ['operatorInviteForm.editing'] },
};
export const InviteSending: Story = { args: { show: () => <Invite languages="both" value="sending" /> }, parameters: { machineStates: ['operatorInviteForm.sending'] } };
export const InviteSent: Story = {
  args: { show: () => <Invite languages="both" value="sent" context={{ values: { name: '', email: '', role: 'operator' } }} sentTo="khalid@association.example.org" /> },
  parameters: { machineStates: ['operatorInviteForm.sent'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};
export const InviteRefused: Story = {
  args: { show: () => <Invite languages="both" value="failed" context={{ failure: { message: 'A console account with this email exists already' }, serverErrors: { email: ['A console account with this email exists already'] } }} /> },
  parameters: { machineStates: ['operatorInviteForm.failed'] },
};
