import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrizeCard } from '../../src/design-system/components/PrizeCard/PrizeCard';
import { useText } from '../support/text';

function Demo({ withSubtitle = true }: { withSubtitle?: boolean }) {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 360 }}>
      <PrizeCard
        title={t({ ar: 'المسار الثالث', en: 'Third track' })}
        subtitle={withSubtitle ? t({ ar: 'اختبار الحفظ بالمستويات', en: 'Levelled memorisation test' }) : undefined}
        winnerCount={90}
        winnerCountLabel={t({ ar: 'عدد الفائزين', en: 'Winners' })}
        prize={15000}
        prizeLabel={t({ ar: 'قيمة الجوائز', en: 'Prize' })}
        currencyLabel={t({ ar: 'ر.س', en: 'SAR' })}
      />
    </div>
  );
}

const meta = { title: 'Design system/PrizeCard', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('المسار الثالث');
    await expect(canvas.getByText('٩٠')).toBeInTheDocument();
    await expect(canvas.getByText('ر.س')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/15,000/)).toBeInTheDocument();
  },
};
export const WithoutSubtitle: Story = { args: { withSubtitle: false } };
