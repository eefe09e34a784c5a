// Every state of a prize request's steps in the console (finance), each view started in its machine's state, Arabic and
// English side by side so axe checks both directions; and what an administrator reads (the IBAN masked, no steps).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { prizeStepMachine, type PrizeStepContext } from '../../src/machines/operator/prizeStep.machine';
import type { Schemas } from '../../src/operator/api';
import { PrizeRequestView } from '../../src/operator/PrizesPanel';
import * as styles from '../../src/operator/console.css';

const ignore = () => {};
const me = 5;
const sara = { id: 5, name: 'Sara Al-Mutairi' };
const reem = { id: 6, name: 'Reem Al-Ghamdi' };

const pending: Schemas['OperatorPrizeRequest'] = {
  id: 3,
  win_id: 4,
  track: 'second',
  competition_title: 'مسابقة القرآن الكريم الرمضانية ١٤٤٦هـ',
  prize: 5000,
  currency: 'SAR',
  contestant_name: 'فاطمة الزهراني',
  contestant_email: 'winner@example.com',
  bank_name: 'مصرف الراجحي',
  account_holder: 'فاطمة صالح الزهراني',
  iban: 'SA0380000000608010167519',
  iban_masked: false,
  iban_valid: true,
  status: 'pending',
  reason: null,
  payment_reference: null,
  reviewed_by: null,
  reviewed_at: null,
  payment_recorded_by: null,
  payment_recorded_at: null,
  payment_confirmed_by: null,
  paid_at: null,
  created_at: '2026-03-12 09:30',
  due_at: '2026-03-28 12:00',
};
const approved = { ...pending, status: 'approved' as const, reviewed_by: sara, reviewed_at: '2026-03-13 10:00' };
const recorded = { ...approved, status: 'payment_recorded' as const, payment_reference: 'TRF-2026-0042', payment_recorded_by: reem, payment_recorded_at: '2026-03-14 11:00' };
const paid = { ...recorded, status: 'paid' as const, payment_recorded_by: sara, payment_confirmed_by: reem, paid_at: '2026-03-15 12:00' };
const returned = { ...pending, status: 'returned' as const, reason: 'اسم صاحب الحساب لا يطابق اسم الفائز', reviewed_by: sara, reviewed_at: '2026-03-13 10:00' };

const initial: PrizeStepContext = { values: { reason: '', reference: '' }, step: null, refusal: null };

function Prize({
  languages,
  value,
  context,
  request = pending,
  canDecide = true,
}: {
  languages: Languages;
  value: string | Record<string, string>;
  context?: Partial<PrizeStepContext>;
  request?: Schemas['OperatorPrizeRequest'];
  canDecide?: boolean;
}) {
  const state = prizeStepMachine.resolveState({ value, context: { ...initial, ...context } });
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <PrizeRequestView request={request} meId={me} canDecide={canDecide} state={state} send={ignore} />
        </ul>
      )}
    </InLanguages>
  );
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Prizes', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending request read as a sentence, its bank details with the check digits verified, approve or return. */
export const Offered: Story = {
  args: { show: () => <Prize languages="both" value={{ offered: 'idle' }} /> },
  parameters: { machineStates: ['prizeStep.offered.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/asked on 12 March 2026 for 5,000 SAR/)).toBeVisible();
    await expect(canvas.getAllByText('SA03 8000 0000 6080 1016 7519')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return to the winner' })).toBeDisabled();
  },
};
/** Returning asks first, quoting the reason the winner will read. */
export const ConfirmingReturn: Story = {
  args: { show: () => <Prize languages="ar" value="confirming" context={{ step: 'return', values: { reason: 'اسم صاحب الحساب لا يطابق اسم الفائز', reference: '' } }} /> },
  parameters: { machineStates: ['prizeStep.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'إعادة هذا الطلب؟' });
    await expect(dialog).toHaveTextContent('اسم صاحب الحساب لا يطابق اسم الفائز');
  },
};
/** Recording a payment asks first, naming the amount, the account and the reference (English). */
export const ConfirmingPaymentEnglish: Story = {
  args: { show: () => <Prize languages="en" value="confirming" request={approved} context={{ step: 'record_payment', values: { reason: '', reference: 'TRF-2026-0042' } }} /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Record this payment?' });
    await expect(dialog).toHaveTextContent('5,000 SAR');
    // The bank's reference isolated, so a Latin reference keeps its order inside an Arabic sentence (and the reverse).
    await expect(dialog).toHaveTextContent('\u2068TRF-2026-0042\u2069');
    await expect(dialog).toHaveTextContent('different finance account');
  },
};
export const Sending: Story = {
  args: { show: () => <Prize languages="both" value="sending" request={recorded} context={{ step: 'confirm_payment' }} /> },
  parameters: { machineStates: ['prizeStep.sending'] },
};
/** Paid: every step so far with who took it; nothing more to do. */
export const Saved: Story = {
  args: { show: () => <Prize languages="both" value={{ offered: 'saved' }} request={paid} context={{ step: 'confirm_payment' }} /> },
  parameters: { machineStates: ['prizeStep.offered.saved'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Payment confirmed by \u2068Reem Al-Ghamdi\u2069/)).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
/** The account that recorded the payment is told it needs a second approver, and may not confirm it. */
export const Refused: Story = {
  args: {
    show: () => (
      <Prize languages="both" value={{ offered: 'refused' }} request={{ ...recorded, payment_recorded_by: sara }} context={{ step: 'confirm_payment', refusal: 'You recorded this payment; a different finance account must confirm it' }} />
    ),
  },
  parameters: { machineStates: ['prizeStep.offered.refused'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Confirm the payment' })).toBeNull();
    await expect(canvas.getByText('You recorded this payment: a different finance account confirms it.')).toBeVisible();
  },
};
/** A payment another finance account recorded: this one confirms it. */
export const AwaitingSecondApproval: Story = {
  args: { show: () => <Prize languages="both" value={{ offered: 'idle' }} request={recorded} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm the payment' })).toBeVisible();
  },
};
/** Returned with its reason; the winner sends a corrected request. */
export const Returned: Story = { args: { show: () => <Prize languages="both" value={{ offered: 'idle' }} request={returned} /> } };
/** What an administrator reads: the IBAN masked, no steps. */
export const AdministratorMasked: Story = {
  args: { show: () => <Prize languages="both" value={{ offered: 'idle' }} request={{ ...approved, iban: 'SA03 •••• •••• •••• •••• 7519', iban_masked: true }} canDecide={false} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('SA03 •••• •••• •••• •••• 7519')).toHaveLength(2);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('The IBAN is masked: only finance sees it in full.')).toBeVisible();
  },
};
