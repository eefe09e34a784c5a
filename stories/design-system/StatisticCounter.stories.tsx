import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatisticCounter } from '../../src/design-system/components/StatisticCounter/StatisticCounter';
import { useText } from '../support/text';

function Demo() {
  const t = useText();
  const stats = [
    { value: 42, label: t({ ar: 'دولة', en: 'Countries' }) },
    { value: 12840, label: t({ ar: 'مسجّل', en: 'Registered' }) },
    { value: 9315, label: t({ ar: 'متسابق', en: 'Contestants' }) },
    { value: 640, label: t({ ar: 'مرشح', en: 'Candidates' }) },
    { value: 90, label: t({ ar: 'فائز', en: 'Winners' }) },
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {stats.map((s) => (
        <StatisticCounter key={s.label} value={s.value} label={s.label} />
      ))}
    </div>
  );
}

const meta = { title: 'Design system/StatisticCounter', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveCountersArabic: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('١٢٬٨٤٠')).toBeInTheDocument();
  },
};
export const FiveCountersEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,840')).toBeInTheDocument();
  },
};
