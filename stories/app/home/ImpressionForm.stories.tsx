import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ImpressionFormOf } from '../../../src/app/features/home/ConnectedImpressionForm';
import { ImpressionDialog } from '../../../src/app/features/home/ImpressionDialog';
import { impressionFormMachine, type SubmitFormContext } from '../../../src/machines';
import { never, storyServices } from './fixtures';
import { withHome } from './support';

const values = { name: 'عبدالله السبيعي', email: 'abdullah@example.com', type: 'impression', content: 'تجربة رائعة أعادتني إلى مراجعة حفظي يوميًا.' };
const emptyContext: SubmitFormContext<'impression'> = { values: { name: '', email: '', type: 'impression', content: '' }, errors: {}, serverErrors: {}, failure: null, sentType: null };

/** The impression form machine started in a given state (its send never settles). */
function FormInState({ value, context }: { value: 'editing' | 'sending' | 'sent'; context: SubmitFormContext<'impression'> }) {
  const machine = impressionFormMachine.provide({ actors: { submitForm: fromPromise(() => never()) } });
  const ref = useActorRef(machine, { snapshot: machine.resolveState({ value, context }) });
  return <ImpressionFormOf form={ref} />;
}

const meta = {
  title: 'App/Home/ImpressionForm',
  component: FormInState,
  decorators: [withHome],
} satisfies Meta<typeof FormInState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  args: { value: 'editing', context: emptyContext },
  parameters: { machineStates: ['impressionForm.editing'] },
};

/** Submit-time validation: required per field, translated codes. */
export const EditingWithErrors: Story = {
  args: {
    value: 'editing',
    context: {
      ...emptyContext,
      values: { ...emptyContext.values, email: 'not-an-email', content: 'قصير' },
      errors: { name: { code: 'required' }, email: { code: 'email' }, content: { code: 'minLength', min: 10 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/الاسم مطلوب|Name is required/)).toBeInTheDocument();
    await expect(canvas.getByText(/القيمة ليست بريدًا إلكترونيًا صالحًا|not a valid email/)).toBeInTheDocument();
  },
};

/** The server refused: its field messages under the fields, the typed values kept. */
export const ServerErrors: Story = {
  args: { value: 'editing', context: { ...emptyContext, values, serverErrors: { email: ['The email has already been used today.'] }, failure: { message: 'The email has already been used today.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The email has already been used today.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /الاسم|Name/ })).toHaveValue(values.name);
  },
};

export const Sending: Story = {
  args: { value: 'sending', context: { ...emptyContext, values } },
  parameters: { machineStates: ['impressionForm.sending'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-pending', 'true');
  },
};

export const Sent: Story = {
  args: { value: 'sent', context: { ...emptyContext, sentType: 'impression' } },
  parameters: { machineStates: ['impressionForm.sent'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/شكرًا لك|Thank you/);
  },
};

function DialogHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ImpressionDialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The modal: Escape does nothing (static backdrop); bad input, then good input, then the thank-you panel (reset on close: tests/e2e/home.spec.ts). */
export const DialogFlow: StoryObj = {
  render: () => <DialogHarness />,
  parameters: { home: { services: storyServices() } },
  globals: { locale: 'en' },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    // The form's code and machine arrive with the modal.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send' }, { timeout: 5000 }));
    await expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Abdullah Al-Subaie');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'abdullah@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your impression/ }), 'A wonderful experience, thank you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    // react-aria announced the pending Send button by reference; the announcement expires after 7 s,
    // and until then it points at the button the thank-you panel replaced.
    await waitFor(
      () => expect([...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) => !document.getElementById(node.getAttribute('aria-labelledby') ?? ''))).toHaveLength(0),
      { timeout: 9000 },
    );
  },
};
