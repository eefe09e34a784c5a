import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArchiveCard } from '../../src/design-system/components/ArchiveCard/ArchiveCard';
import { LinkButton } from '../../src/design-system/components/Button/LinkButton';
import { useText } from '../support/text';

function Demo({ count = 4 }: { count?: number }) {
  const t = useText();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      {Array.from({ length: count }, (_, index) => (
        <ArchiveCard
          key={index}
          index={index}
          name={t({ ar: `المسابقة ${new Intl.NumberFormat('ar-EG').format(index + 1)}`, en: `Competition ${index + 1}` })}
          winnerCount={90}
          winnerCountLabel={t({ ar: 'عدد الفائزين', en: 'Winners' })}
          period={t({ ar: '١ – ١٣ مارس ٢٠٢٥', en: '1–13 March 2025' })}
          periodLabel={t({ ar: 'المدة', en: 'Dates' })}
          action={
            <LinkButton href={`#winners-${index}`} variant="secondary" size="sm">
              {t({ ar: 'عرض الفائزين', en: 'See the winners' })}
            </LinkButton>
          }
        />
      ))}
    </div>
  );
}

const meta = { title: 'Design system/ArchiveCard', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colours cycle every three cards: the fourth repeats the first. */
export const ColoursCycle: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards.map((c) => c.dataset.tone)).toEqual(['0', '1', '2', '0']);
    await expect(getComputedStyle(cards[3] as HTMLElement).backgroundColor).toBe(getComputedStyle(cards[0] as HTMLElement).backgroundColor);
  },
};
export const ColoursCycleEnglish: Story = { globals: { locale: 'en' } };
export const Single: Story = { args: { count: 1 } };
