import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Preloader } from '../../src/design-system/components/Preloader/Preloader';
import { MedalStarIcon } from '../../src/design-system/icons/icons';
import { useText } from '../support/text';

function Demo({ fullPage }: { fullPage: boolean }) {
  const t = useText();
  return (
    <Preloader
      fullPage={fullPage}
      minBlockSize={fullPage ? undefined : '240px'}
      mark={<MedalStarIcon />}
      label={t({ ar: 'جارٍ تحميل المسابقة', en: 'Loading the competition' })}
    />
  );
}

const meta = { title: 'Design system/Preloader', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  args: { fullPage: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAccessibleName(/جارٍ تحميل المسابقة|Loading the competition/);
    // Fixed overlay: it takes no room in the flow, so the page under it does not move when it goes.
    await expect(getComputedStyle(bar.parentElement as HTMLElement).position).toBe('fixed');
  },
};
export const ReservedBlock: Story = {
  args: { fullPage: false },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('progressbar').parentElement as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBeGreaterThanOrEqual(240);
  },
};
