import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { complaintFormMachine, type SubmitFormContext } from '../../../src/machines';
import { ComplaintForm } from '../../../src/app/features/feedback/ComplaintForm';
import { formContext, MachineForm, type FormStateName } from '../auth/formStory';
import { fontLoaders } from '../layout/storyContext';

function Complaint({ state, context }: { state: FormStateName; context: SubmitFormContext<'complaint'> }) {
  return <MachineForm machine={complaintFormMachine} state={state} context={context} render={(actor) => <ComplaintForm actor={actor} />} />;
}

const meta = {
  title: 'App/Feedback/ComplaintForm',
  loaders: fontLoaders,
  component: Complaint,
} satisfies Meta<typeof Complaint>;
export default meta;
type Story = StoryObj<typeof meta>;

const empty = { name: '', email: '', type: '', content: '' };
const typed = { name: 'أحمد علي حسن', email: 'ahmad@example.com', type: 'suggestion', content: 'أقترح إضافة تذكير قبل موعد الاختبار بيوم.' };

/** Submitting empty shows each field's own required message; nothing is sent. */
export const Editing: Story = {
  args: { state: 'editing', context: formContext(empty) },
  parameters: { machineStates: ['complaintForm.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال' }));
    await expect(canvas.getByText('الاسم مطلوب')).toBeInTheDocument();
    await expect(canvas.getByText('نوع الرسالة مطلوب')).toBeInTheDocument();
    // Choosing a type clears every message (spec §4 Forms).
    await userEvent.click(canvas.getByRole('radio', { name: 'شكوى' }));
    await expect(canvas.queryByText('الاسم مطلوب')).toBeNull();
  },
};
export const EditingEnglish: Story = { args: Editing.args, globals: { locale: 'en' } };

/** Too short and invalid values: the translated rule messages. */
export const EditingWithErrors: Story = {
  args: {
    state: 'editing',
    context: formContext(
      { name: 'علي', email: 'ahmad@', type: 'complaint', content: 'قصير' },
      { errors: { name: { code: 'minLength', min: 6 }, email: { code: 'email' }, content: { code: 'minLength', min: 10 } } },
    ),
  },
};

/** Sending: the button is busy and the fields are read-only. */
export const Sending: Story = {
  args: { state: 'sending', context: formContext(typed) },
  parameters: { machineStates: ['complaintForm.sending'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /إرسال/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const SentComplaint: Story = {
  args: { state: 'sent', context: formContext(empty, { sentType: 'complaint' }) },
  parameters: { machineStates: ['complaintForm.sent'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('وصلتنا شكواك');
  },
};
export const SentSuggestion: Story = {
  args: { state: 'sent', context: formContext(empty, { sentType: 'suggestion' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('وصلنا اقتراحك');
  },
};
export const SentSuggestionEnglish: Story = { args: SentSuggestion.args, globals: { locale: 'en' } };

/** The server refused: its field messages under the fields, the typed values kept. */
export const Failed: Story = {
  args: {
    state: 'failed',
    context: formContext(typed, {
      serverErrors: { email: ['نطاق البريد الإلكتروني غير مقبول'] },
      failure: { message: 'نطاق البريد الإلكتروني غير مقبول' },
    }),
  },
  parameters: { machineStates: ['complaintForm.failed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/الاسم/)).toHaveValue(typed.name);
    await expect(canvas.getAllByText('نطاق البريد الإلكتروني غير مقبول')).toHaveLength(2);
  },
};
