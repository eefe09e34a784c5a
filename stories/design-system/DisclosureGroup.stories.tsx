import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DisclosureGroup } from '../../src/design-system/components/DisclosureGroup/DisclosureGroup';
import { useText } from '../support/text';

function Demo({ allowsMultipleExpanded = false }: { allowsMultipleExpanded?: boolean }) {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 640 }}>
      <DisclosureGroup
        allowsMultipleExpanded={allowsMultipleExpanded}
        items={[
          {
            id: 'who',
            title: t({ ar: 'من يحق له المشاركة؟', en: 'Who may take part?' }),
            content: t({ ar: 'يحق لكل من سجّل حسابًا بصفة متسابق المشاركة في المسارات الخمسة.', en: 'Anyone registered as a contestant may enter the five tracks.' }),
          },
          {
            id: 'prizes',
            title: t({ ar: 'متى تُصرف الجوائز؟', en: 'When are prizes paid?' }),
            content: t({ ar: 'تُحوَّل الجوائز خلال أسبوعين من إعلان النتائج.', en: 'Prizes are transferred within two weeks of the results.' }),
          },
          {
            id: 'time',
            title: t({ ar: 'بأي توقيت تُحسب المواعيد؟', en: 'Which time zone do times use?' }),
            content: t({ ar: 'جميع المواعيد بتوقيت مكة المكرمة.', en: 'All times are Mecca time.' }),
          },
        ]}
      />
    </div>
  );
}

const meta = { title: 'Design system/DisclosureGroup', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ: the first question is open by default; opening another closes it. */
export const FirstOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
export const FirstOpenEnglish: Story = { globals: { locale: 'en' } };
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    if (!second || !first) throw new Error('two questions expected');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
