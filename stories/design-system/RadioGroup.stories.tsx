import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../src/design-system/components/RadioGroup/RadioGroup';
import { useText } from '../support/text';

interface DemoProps {
  defaultValue?: 'complaint' | 'suggestion' | 'impression';
  withError?: boolean;
  isDisabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
}

function Demo({ defaultValue, withError, isDisabled, orientation }: DemoProps) {
  const t = useText();
  return (
    <RadioGroup
      label={t({ ar: 'نوع الرسالة', en: 'Message type' })}
      options={[
        { value: 'complaint', label: t({ ar: 'شكوى', en: 'Complaint' }) },
        { value: 'suggestion', label: t({ ar: 'اقتراح', en: 'Suggestion' }) },
        { value: 'impression', label: t({ ar: 'انطباع', en: 'Impression' }) },
      ]}
      defaultValue={defaultValue}
      errorMessage={withError ? t({ ar: 'نوع الرسالة مطلوب', en: 'Type is required' }) : undefined}
      isDisabled={isDisabled}
      orientation={orientation}
      isRequired
    />
  );
}

const meta = { title: 'Design system/RadioGroup', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};
export const Selected: Story = { args: { defaultValue: 'suggestion' } };
export const WithError: Story = {
  args: { withError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(/نوع الرسالة مطلوب|Type is required/);
  },
};
export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'complaint' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'complaint' } };

/** In Arabic the next option is to the left: ArrowLeft moves forward, ArrowRight back. */
export const ArrowKeysArabic: Story = {
  args: { defaultValue: 'complaint' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'شكوى' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'اقتراح' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'شكوى' })).toBeChecked();
  },
};

/** In English the next option is to the right. */
export const ArrowKeysEnglish: Story = {
  args: { defaultValue: 'complaint' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Complaint' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Suggestion' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Complaint' })).toBeChecked();
  },
};
