import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registerFormMachine, validate, type FieldError } from '../../../src/machines';
import { RegisterForm } from '../../../src/app/features/auth/RegisterPage';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { emptyLiveAnnouncer, withOverlaysInCanvas } from '../../support/overlays';
import { formContext, MachineForm, type FormStateName } from './formStory';
import type { SubmitFormContext } from '../../../src/machines';

const filled = {
  name: 'عبدالله أحمد علي',
  email: 'new.contestant@example.com',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  phone: '966500000000',
  gender: 'male',
  country: 'SA',
  nationality: 'SA',
  birth_date: '2000-01-31',
  national_id_type: 'national_id',
  id_number: '1012345678',
  id_name: 'عبدالله أحمد علي',
};
const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as Record<keyof typeof filled, string>;

function Register({ state, context }: { state: FormStateName; context: SubmitFormContext<'register'> }) {
  return (
    <StoryRouter path="/register/contestant">
      <MachineForm machine={registerFormMachine} state={state} context={context} render={(actor) => <RegisterForm actor={actor} />} />
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Auth/Register',
  loaders: fontLoaders,
  component: Register,
} satisfies Meta<typeof Register>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  args: { state: 'editing', context: formContext(empty) },
  parameters: { machineStates: ['registerForm.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور/), 'secret-pass-1');
    await userEvent.type(canvas.getByLabelText(/تأكيد كلمة المرور/), 'secret-pass-2');
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء الحساب' }));
    await expect(canvas.getByText('يجب أن تساوي القيمة قيمة كلمة المرور')).toBeInTheDocument();
    // The refused submit moves focus to the first invalid field (forms/Form.tsx).
    await waitFor(() => expect(canvas.getByLabelText(/^الاسم الكامل/)).toHaveFocus());
  },
};
export const EditingEnglish: Story = { args: Editing.args, globals: { locale: 'en' } };

/**
 * The country is chosen from a list, found by typing part of its name in either language (issue 31 point 12): «سعود» finds
 * «المملكة العربية السعودية», kept as the code SA whatever the page's language.
 */
export const ChoosingCountry: Story = {
  args: { state: 'editing', context: formContext(empty) },
  decorators: [withOverlaysInCanvas],
  beforeEach: emptyLiveAnnouncer,
  play: async ({ canvasElement, globals }) => {
    const english = globals['locale'] === 'en';
    const field = within(canvasElement).getByRole('combobox', { name: english ? /^Country of residence/ : /^دولة الإقامة/ }) as HTMLInputElement;
    await userEvent.click(field);
    await userEvent.keyboard(english ? 'السعودية' : 'سعود');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('option'));
    await expect(field.value).toBe(english ? 'Saudi Arabia' : 'المملكة العربية السعودية');
  },
};
export const ChoosingCountryEnglish: Story = { ...ChoosingCountry, globals: { locale: 'en' } };

/** Submitted empty: every rule's message under its field, including the confirmation rule. */
export const EditingWithErrors: Story = {
  args: {
    state: 'editing',
    context: formContext(
      { ...empty, password: 'secret-pass-1', password_confirmation: 'secret-pass-2', phone: '05x' },
      { errors: validate('register', { ...empty, password: 'secret-pass-1', password_confirmation: 'secret-pass-2', phone: '05x' }) as Partial<Record<string, FieldError>> },
    ),
  },
};

export const Sending: Story = {
  args: { state: 'sending', context: formContext(filled) },
  parameters: { machineStates: ['registerForm.sending'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /إنشاء الحساب/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** The server refused: its field messages under their fields, every typed value kept. */
export const Failed: Story = {
  args: {
    state: 'failed',
    context: formContext(filled, {
      serverErrors: { email: ['البريد الإلكتروني مستخدم من قبل.'] },
      failure: { message: 'البريد الإلكتروني مستخدم من قبل.' },
    }),
  },
  parameters: { machineStates: ['registerForm.failed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^الاسم الكامل/)).toHaveValue(filled.name);
    await expect(canvas.getAllByText('البريد الإلكتروني مستخدم من قبل.')).toHaveLength(2);
    await birthDateReadsAsItsHint(canvasElement, /^تاريخ الميلاد/, /^مثل/);
  },
};

const withoutBidiMarks = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069\s]/g, '');

/** The date of birth (2000-01-31, the hint's own example date) reads exactly as the hint writes its example. */
async function birthDateReadsAsItsHint(canvasElement: HTMLElement, label: RegExp, hint: RegExp) {
  const canvas = within(canvasElement);
  const shown = withoutBidiMarks(canvas.getByRole('group', { name: label }).textContent);
  const example = withoutBidiMarks(canvas.getByText(hint).textContent).replace(hint, '');
  await expect(shown).toBe(example);
}

export const FailedEnglish: Story = {
  args: Failed.args,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => birthDateReadsAsItsHint(canvasElement, /^Date of birth/, /^For\s*example/),
};

/** Registered: the code was emailed; the page moves on to /verify-otp. */
export const Sent: Story = {
  args: { state: 'sent', context: formContext(empty) },
  parameters: { machineStates: ['registerForm.sent'] },
};
