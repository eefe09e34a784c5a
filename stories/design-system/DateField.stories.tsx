import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField } from '../../src/design-system/components/DateField/DateField';
import { useText } from '../support/text';

interface DemoProps {
  withDate?: boolean;
  withError?: boolean;
}

function Demo({ withDate, withError }: DemoProps) {
  const t = useText();
  return (
    <DateField
      label={t({ ar: 'تاريخ الميلاد', en: 'Date of birth' })}
      description={t({ ar: 'مثل ٣١‏/١‏/٢٠٠٠', en: 'For example 31/01/2000' })}
      errorMessage={withError ? t({ ar: 'هذا الحقل مطلوب', en: 'Value is required' }) : undefined}
      defaultValue={withDate ? parseDate('2000-01-31') : null}
      isRequired
    />
  );
}

const meta = { title: 'Design system/DateField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const withoutBidiMarks = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069\s]/g, '');

/** Empty: the segments' placeholders in the language's order (day, month, year in Arabic and British English). */
export const Empty: Story = {};
export const EmptyEnglish: Story = { globals: { locale: 'en' } };

/** Typed digit by digit, Latin keys included: the field writes the language's digits. */
export const WithDate: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group');
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('31012000');
    await expect(withoutBidiMarks(field.textContent)).toBe('٣١/١/٢٠٠٠');
  },
};
export const WithDateEnglish: Story = { args: { withDate: true }, globals: { locale: 'en' } };
export const WithError: Story = { args: { withError: true } };

/** Typed on a Persian keyboard (۳۱۰۱۲۰۰۰): the same digits, not nothing (react-aria's parser reads Arabic-Indic only). */
export const TypedInPersianDigits: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group');
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('۳۱۰۱۲۰۰۰');
    await expect(withoutBidiMarks(field.textContent)).toBe('٣١/١/٢٠٠٠');
  },
};
export const TypedInPersianDigitsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group');
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('۳۱۰۱۲۰۰۰');
    await expect(withoutBidiMarks(field.textContent)).toBe('31/01/2000');
  },
};
