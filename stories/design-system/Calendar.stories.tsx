import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Calendar } from '../../src/design-system/components/Calendar/Calendar';
import { useText } from '../support/text';

interface DemoProps {
  withUnavailable?: boolean;
  withError?: boolean;
}

// A fixed month far from today, so the screenshot never gains a "today" ring.
const selected = parseDate('2030-03-10');

function Demo({ withUnavailable, withError }: DemoProps) {
  const t = useText();
  return (
    <Calendar
      aria-label={t({ ar: 'موعد المقابلة', en: 'Meeting date' })}
      defaultValue={selected}
      minValue={parseDate('2030-03-02')}
      maxValue={parseDate('2030-03-28')}
      isDateUnavailable={withUnavailable ? (date) => date.toDate('Asia/Riyadh').getUTCDay() === 4 : undefined}
      timeZoneLabel={t({ ar: 'المواعيد بتوقيت مكة المكرمة', en: 'Times are Mecca time' })}
      errorMessage={withError ? t({ ar: 'هذا اليوم غير متاح', en: 'This day is not available' }) : undefined}
    />
  );
}

const meta = { title: 'Design system/Calendar', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const digits = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

async function focusSelectedDay(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = canvas.getByRole('grid');
  await userEvent.tab(); // previous month
  await userEvent.tab(); // next month
  await userEvent.tab(); // the selected day
  await expect(grid.contains(document.activeElement)).toBe(true);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/مكة المكرمة|Mecca time/)).toBeInTheDocument();
  },
};
export const WithUnavailableDays: Story = { args: { withUnavailable: true } };
export const WithError: Story = { args: { withError: true } };
export const English: Story = { globals: { locale: 'en' } };

/** Arabic: days run right to left, so ArrowLeft is the next day and ArrowRight the previous one. */
export const ArrowKeysArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await focusSelectedDay(canvasElement);
    await expect(document.activeElement?.textContent).toBe(digits('ar-EG', 10));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement?.textContent).toBe(digits('ar-EG', 11));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement?.textContent).toBe(digits('ar-EG', 9));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.textContent).toBe(digits('ar-EG', 16));
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement?.closest('td')).toHaveAttribute('aria-selected', 'true');
  },
};

/** English: ArrowRight is the next day. */
export const ArrowKeysEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await focusSelectedDay(canvasElement);
    await expect(document.activeElement?.textContent).toBe('10');
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement?.textContent).toBe('11');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(document.activeElement?.textContent).toBe('9');
  },
};
