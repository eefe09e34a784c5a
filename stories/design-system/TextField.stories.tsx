import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/design-system/components/TextField/TextField';
import { useText } from '../support/text';

interface DemoProps {
  withDescription?: boolean;
  withError?: boolean;
  withCount?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  defaultValue?: string;
}

function Demo({ withDescription, withError, withCount, isDisabled, isRequired, defaultValue }: DemoProps) {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 420 }}>
      <TextField
        label={t({ ar: 'الاسم', en: 'Name' })}
        description={withDescription ? t({ ar: 'من ٦ إلى ٥٠ حرفًا', en: 'From 6 to 50 characters' }) : undefined}
        errorMessage={withError ? t({ ar: 'هذا الحقل مطلوب', en: 'Value is required' }) : undefined}
        showCount={withCount}
        maxCount={50}
        isDisabled={isDisabled}
        isRequired={isRequired}
        defaultValue={defaultValue}
      />
    </div>
  );
}

const meta = { title: 'Design system/TextField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /الاسم|Name/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('عبد الله');
    await expect(input).toHaveValue('عبد الله');
  },
};
export const WithDescription: Story = { args: { withDescription: true } };
export const Required: Story = { args: { isRequired: true } };
export const WithError: Story = {
  args: { withError: true, isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/هذا الحقل مطلوب|Value is required/);
  },
};
export const WithCharacterCount: Story = {
  args: { withCount: true, withDescription: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'abcdef');
    // The count is written in the locale's digits: ٦ / ٥٠ in Arabic, 6 / 50 in English.
    await expect(canvas.getByText(/^(٦ \/ ٥٠|6 \/ 50)$/)).toBeInTheDocument();
  },
};
export const WithCharacterCountEnglish: Story = { ...WithCharacterCount, globals: { locale: 'en' } };
export const Filled: Story = { args: { defaultValue: 'محمد عبد الرحمن' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'محمد عبد الرحمن' } };

/** An email in an Arabic page: typed and shown left to right (`sara@`, never `@sara`), its label still right to left. */
function EmailDemo() {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 420 }}>
      <TextField label={t({ ar: 'البريد الإلكتروني', en: 'Email' })} type="email" defaultValue="sara@" />
    </div>
  );
}

export const EmailLeftToRight: StoryObj = {
  render: () => <EmailDemo />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox') as HTMLInputElement;
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await userEvent.type(input, 'example.com');
    await expect(input.value).toBe('sara@example.com');
    await expect(getComputedStyle(within(canvasElement).getByText('البريد الإلكتروني')).direction).toBe('rtl');
  },
};
