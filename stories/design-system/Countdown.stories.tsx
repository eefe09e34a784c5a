import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from '../../src/design-system/components/Countdown/Countdown';
import { useText } from '../support/text';

function Demo({ days, hours, minutes, seconds }: { days: number; hours: number; minutes: number; seconds: number }) {
  const t = useText();
  return (
    <Countdown
      days={days}
      hours={hours}
      minutes={minutes}
      seconds={seconds}
      isoDuration={`P${days}DT${hours}H${minutes}M${seconds}S`}
      title={t({ ar: 'باقي على انتهاء المسابقة', en: 'Until the competition ends' })}
      labels={{
        days: t({ ar: 'يوم', en: 'days' }),
        hours: t({ ar: 'ساعة', en: 'hours' }),
        minutes: t({ ar: 'دقيقة', en: 'minutes' }),
        seconds: t({ ar: 'ثانية', en: 'seconds' }),
      }}
    />
  );
}

const meta = { title: 'Design system/Countdown', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDays: Story = {
  args: { days: 2, hours: 3, minutes: 4, seconds: 5 },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time') as HTMLTimeElement;
    await expect(time).toHaveAttribute('datetime', 'P2DT3H4M5S');
    await expect(time.querySelectorAll('[data-unit]')).toHaveLength(4);
    await expect(time.querySelector('[data-unit="days"]')).toHaveTextContent('٠٢');
  },
};
/** Days only show above zero. */
export const WithoutDays: Story = {
  args: { days: 0, hours: 9, minutes: 0, seconds: 41 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-unit="days"]')).toBeNull();
  },
};
export const WithDaysEnglish: Story = {
  args: { days: 12, hours: 23, minutes: 59, seconds: 0 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-unit="days"]')).toHaveTextContent('12days');
  },
};
