import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '../../src/design-system/components/Tabs/Tabs';
import { useText } from '../support/text';

function Demo({ defaultSelectedKey, withDisabled }: { defaultSelectedKey?: 'reviews' | 'requests' | 'draws'; withDisabled?: boolean }) {
  const t = useText();
  return (
    <Tabs
      label={t({ ar: 'أقسام لوحة التحكم', en: 'Console sections' })}
      defaultSelectedKey={defaultSelectedKey}
      tabs={[
        { id: 'reviews', label: t({ ar: 'المراجعة', en: 'Reviews' }), content: <p>{t({ ar: 'قائمة المراجعة', en: 'The review queue' })}</p> },
        { id: 'requests', label: t({ ar: 'طلبات الاختبار', en: 'Test requests' }), content: <p>{t({ ar: 'طلبات الاختبار المعلقة', en: 'Pending test requests' })}</p> },
        { id: 'draws', label: t({ ar: 'القرعة', en: 'Draw' }), content: <p>{t({ ar: 'القرعة لكل مسار', en: 'The draw per track' })}</p>, isDisabled: withDisabled },
      ]}
    />
  );
}

const meta = { title: 'Design system/Tabs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'requests' } };
export const WithDisabledTab: Story = { args: { withDisabled: true } };
export const English: Story = { globals: { locale: 'en' } };

/** Arrow keys move along the reading direction (right to left in Arabic). */
export const KeyboardInArabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'المراجعة' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'طلبات الاختبار' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('طلبات الاختبار المعلقة');
  },
};
