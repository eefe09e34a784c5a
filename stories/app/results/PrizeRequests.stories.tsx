import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WinnerRequestsView, prizeRequestFormWith } from '../../../src/app/features/results/WinnerRequestsPage';
import type { PrizeRequestValues } from '../../../src/app/api/results';
import type { SubmitResult } from '../../../src/machines/forms/submitForm.machine';
import { formContext } from '../auth/formStory';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { prizeRequests, prizeRequestsAtEachStep, winnerProfile } from './fixtures';

type FormState = 'editing' | 'sending' | 'sent' | 'failed';

function Requests({ state, send, none = false, steps = false }: { state: FormState; send: (values: PrizeRequestValues) => Promise<SubmitResult>; none?: boolean; steps?: boolean }) {
  const logic = prizeRequestFormWith(send);
  const values =
    state === 'editing'
      ? { win_id: '', bank_name: '', account_holder: '', iban: '' }
      : { win_id: '9', bank_name: 'Example Bank', account_holder: 'Fatimah Al-Zahrani', iban: 'SA0380000000608010167519' };
  const form = useActorRef(logic, {
    snapshot: logic.resolveState({ value: state, context: formContext<'prizeRequest'>(values, state === 'failed' ? { failure: { message: null } } : {}) }),
  });
  return (
    <StoryRouter>
      <WinnerRequestsView profile={none ? { ...winnerProfile, wins: [] } : winnerProfile} requests={none ? [] : steps ? prizeRequestsAtEachStep : prizeRequests} form={form} />
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Results/PrizeRequests',
  loaders: fontLoaders,
  component: Requests,
  args: { state: 'editing', send: fn(async (): Promise<SubmitResult> => ({ kind: 'sent' })) },
} satisfies Meta<typeof Requests>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A request in progress with its due date, and the form for the other win; an IBAN of the wrong shape is refused. */
export const Editing: Story = {
  parameters: { machineStates: ['prizeRequestForm.editing'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^رقم الآيبان/), 'SA03 8000');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الطلب' }));
    await expect(args.send).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^رقم الآيبان/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('رقم الآيبان غير صحيح؛ راجعه وحاول مرة أخرى')).toBeVisible();
  },
};
export const EditingEnglish: Story = { globals: { locale: 'en' } };
/** An IBAN of the right shape whose mod-97 check digits are wrong (one digit mistyped) is refused before it is sent, as the server would. */
export const WrongCheckDigits: Story = {
  globals: { locale: 'en' },
  parameters: { machineStates: ['prizeRequestForm.editing'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.type(canvas.getByLabelText(/^Bank name/), 'Example Bank');
    await userEvent.type(canvas.getByLabelText(/^Account holder/), 'Fatimah Al-Zahrani');
    await userEvent.type(canvas.getByLabelText(/^IBAN/), 'SA0380000000608010167518');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the request' }));
    await expect(args.send).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This IBAN is not valid; check it and try again')).toBeVisible();
  },
};
export const Sending: Story = { args: { state: 'sending', send: fn(() => new Promise<SubmitResult>(() => {})) }, parameters: { machineStates: ['prizeRequestForm.sending'] } };
export const Sent: Story = { args: { state: 'sent' }, parameters: { machineStates: ['prizeRequestForm.sent'] } };
export const Failed: Story = { args: { state: 'failed' }, parameters: { machineStates: ['prizeRequestForm.failed'] } };
export const NoPrizes: Story = { args: { none: true }, globals: { locale: 'en' } };
/** Finance's steps as the winner reads them: a request returned with its reason (the form offers that win again) and one paid, with the transfer's reference and day. */
export const ReturnedAndPaid: Story = {
  args: { steps: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('أُعيد إليك لتصحيحه')).toBeVisible();
    await expect(canvas.getByText('اسم صاحب الحساب لا يطابق اسم الفائز')).toBeVisible();
    await expect(canvas.getByText('حُوّلت الجائزة')).toBeVisible();
    await expect(canvas.getByText('TRF-2024-0042')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
  },
};
export const ReturnedAndPaidEnglish: Story = { args: { steps: true }, globals: { locale: 'en' } };
