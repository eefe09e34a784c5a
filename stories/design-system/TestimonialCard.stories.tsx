import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialCard } from '../../src/design-system/components/TestimonialCard/TestimonialCard';
import { useText } from '../support/text';

function Demo({ dateAs = 'date' }: { dateAs?: 'date' | 'string' }) {
  const t = useText();
  return (
    <div style={{ maxInlineSize: 380 }}>
      <TestimonialCard
        review={t({ ar: 'تجربة مباركة، شجعتني على مراجعة حفظي كل يوم.', en: 'A blessed experience that encouraged me to revise every day.' })}
        author={t({ ar: 'عائشة محمد', en: 'Aisha Mohammed' })}
        date={dateAs === 'date' ? new Date('2025-03-14T21:30:00Z') : t({ ar: '١٤ مارس ٢٠٢٥', en: '14 March 2025' })}
        dateTime={dateAs === 'string' ? '2025-03-14' : undefined}
        ratingLabel={t({ ar: 'التقييم ٥ من ٥', en: 'Rated 5 out of 5' })}
      />
    </div>
  );
}

const meta = { title: 'Design system/TestimonialCard', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Date is shown as the Mecca calendar day: 21:30 UTC on the 14th is already the 15th in Mecca. */
export const DateFormattedArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvasElement.querySelector('time') as HTMLTimeElement;
    await expect(time).toHaveAttribute('datetime', '2025-03-15');
    await expect(time.textContent).toContain('١٥');
    await expect(canvas.getByRole('img', { name: 'التقييم ٥ من ٥' }).querySelectorAll('svg')).toHaveLength(5);
    await expect(canvasElement.querySelector('q')).toHaveTextContent('تجربة مباركة');
  },
};
export const DateFormattedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('15 March 2025');
  },
};
export const PreformattedDate: Story = { args: { dateAs: 'string' } };
