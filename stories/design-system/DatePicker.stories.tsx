import { parseDate, parseZonedDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '../../src/design-system/components/DatePicker/DatePicker';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

interface DemoProps {
  mode?: 'empty' | 'date' | 'dateTime';
  withError?: boolean;
  isDisabled?: boolean;
}

function Demo({ mode = 'empty', withError, isDisabled }: DemoProps) {
  const t = useText();
  const common = {
    label: t({ ar: 'موعد الاختبار', en: 'Test appointment' }),
    description: t({ ar: 'اختر يومًا من أيام الأسبوع', en: 'Choose a weekday' }),
    timeZoneLabel: t({ ar: 'بتوقيت مكة المكرمة', en: 'Mecca time' }),
    errorMessage: withError ? t({ ar: 'هذا الحقل مطلوب', en: 'Value is required' }) : undefined,
    isDisabled,
    isRequired: true,
  };
  if (mode === 'dateTime') {
    return <DatePicker {...common} granularity="minute" hideTimeZone defaultValue={parseZonedDateTime('2030-03-10T19:30[Asia/Riyadh]')} />;
  }
  return <DatePicker {...common} defaultValue={mode === 'date' ? parseDate('2030-03-10') : undefined} placeholderValue={parseDate('2030-03-01')} />;
}

const meta = { title: 'Design system/DatePicker', decorators: [withOverlaysInCanvas], component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithDate: Story = { args: { mode: 'date' } };
export const WithDateAndMeccaTime: Story = { args: { mode: 'dateTime' } };
export const WithDateAndMeccaTimeEnglish: Story = { args: { mode: 'dateTime' }, globals: { locale: 'en' } };
export const WithError: Story = { args: { withError: true } };
export const Disabled: Story = { args: { mode: 'date', isDisabled: true } };

/** Alt+ArrowDown opens the calendar from the field; Escape closes it and focus returns to the field. */
export const OpensByKeyboard: Story = {
  args: { mode: 'date' },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    const field = within(canvasElement).getByRole('group');
    await expect(field.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    await expect(within(dialog).getByText(/بتوقيت مكة المكرمة|Mecca time/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
