import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tiles, type TilesProps } from '../../src/design-system/components/Layout/Tiles';
import { TrackCard } from '../../src/design-system/components/TrackCard/TrackCard';
import { LinkButton } from '../../src/design-system/components/Button/LinkButton';
import { documentDirection, useText } from '../support/text';

function Demo({ columns = { base: 1, sm: 2, md: 3, lg: 5 } }: { columns?: TilesProps['columns'] }) {
  const t = useText();
  const tracks = [
    t({ ar: 'الحفظ', en: 'Memorisation' }),
    t({ ar: 'التلاوة', en: 'Recitation' }),
    t({ ar: 'الإتقان', en: 'Mastery' }),
    t({ ar: 'التجويد', en: 'Tajweed' }),
    t({ ar: 'الفاتحة', en: 'Al-Fatiha' }),
  ];
  return (
    <Tiles as="ul" space="lg" columns={columns}>
      {tracks.map((title, index) => (
        <li key={title} data-testid="tile">
          <TrackCard
            number={index + 1}
            title={title}
            description={t({ ar: 'وصف قصير للمسار.', en: 'A short description of the track.' })}
            actions={<LinkButton href="#join">{t({ ar: 'انضم', en: 'Join' })}</LinkButton>}
          />
        </li>
      ))}
    </Tiles>
  );
}

const tilesIn = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-testid="tile"]')].map((tile) => tile.getBoundingClientRect());

const meta = { title: 'Design system/Layout/Tiles', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five track cards as the home page lays them: 1 a row on a phone, 2 from 640 px, 3 + 2 from 768 px, all 5 from 1024 px. */
export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const tiles = tilesIn(canvasElement);
    await expect(tiles).toHaveLength(5);
    // The test frame is 1024 px wide: one row of five equal tiles.
    await expect(new Set(tiles.map((tile) => Math.round(tile.top))).size).toBe(1);
    await expect(new Set(tiles.map((tile) => Math.round(tile.width))).size).toBe(1);
  },
};
export const English: Story = { ...Arabic, globals: { locale: 'en' } };
/** Three a row (the 768–1023 px layout of the five cards): three, then two under the first two, from the inline start. */
export const ThreeARow: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    const [first, , third, fourth, fifth] = tilesIn(canvasElement);
    const rtl = documentDirection(canvasElement) === 'rtl';
    await expect(fourth!.top).toBeGreaterThan(third!.bottom);
    await expect(fifth!.top).toBe(fourth!.top);
    await expect(Math.round(rtl ? fourth!.right : fourth!.left)).toBe(Math.round(rtl ? first!.right : first!.left));
  },
};
export const ThreeARowEnglish: Story = { ...ThreeARow, globals: { locale: 'en' } };
