import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '../../src/design-system/components/TextArea/TextArea';
import { useText } from '../support/text';

interface DemoProps {
  withError?: boolean;
  defaultValue?: string;
  isDisabled?: boolean;
}

function Demo({ withError, defaultValue, isDisabled }: DemoProps) {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 480 }}>
      <TextArea
        label={t({ ar: 'رأيك في المسابقة', en: 'Your impression' })}
        description={t({ ar: 'من ١٠ إلى ٢٥٥ حرفًا', en: 'From 10 to 255 characters' })}
        errorMessage={withError ? t({ ar: 'يجب ألا يقل هذا الحقل عن ١٠ أحرف', en: 'This field should be at least 10 characters long' }) : undefined}
        showCount
        maxCount={255}
        rows={5}
        isRequired
        defaultValue={defaultValue}
        isDisabled={isDisabled}
      />
    </div>
  );
}

const meta = { title: 'Design system/TextArea', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: /رأيك في المسابقة|Your impression/ });
    // An empty field keeps the page's direction (right to left here), its caret on the label's side.
    await expect(area.matches(':dir(rtl)')).toBe(true);
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('سطر أول{Shift>}{Enter}{/Shift}سطر');
    await expect((area as HTMLTextAreaElement).value.length).toBeGreaterThan(6);
    await expect(area).toHaveAttribute('rows', '5');
  },
};
export const Filled: Story = { args: { defaultValue: 'مسابقة مباركة، نظّمت بعناية، وأعانتني على مراجعة حفظي.' } };
export const FilledEnglish: Story = { args: { defaultValue: 'A blessed competition that helped me revise my memorisation.' }, globals: { locale: 'en' } };
export const WithError: Story = {
  args: { withError: true, defaultValue: 'قصير' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'نص' } };

/** Arabic typed into an English page reads right to left (`dir="auto"`), and English into an Arabic page left to right. */
export const OtherLanguageTyped: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox') as HTMLTextAreaElement;
    // Empty, it keeps the page's direction; typed, the direction of its first letter.
    await expect(area.matches(':dir(ltr)')).toBe(true);
    await userEvent.type(area, 'مسابقة مباركة');
    await expect(area).toHaveAttribute('dir', 'auto');
    await expect(area.matches(':dir(rtl)')).toBe(true);
    await userEvent.clear(area);
    await userEvent.type(area, 'A blessed competition');
    await expect(area.matches(':dir(ltr)')).toBe(true);
  },
};
