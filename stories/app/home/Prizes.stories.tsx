import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrizesSection } from '../../../src/app/features/home/sections/PrizesSection';
import { runningCompetition } from './fixtures';

const meta = {
  title: 'App/Home/Prizes',
  component: PrizesSection,
  args: { competition: runningCompetition },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrizesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card per track in paths_slug. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(5);
  },
};
export const English: Story = { globals: { locale: 'en' } };
/** Only the tracks the competition lists. */
export const TwoTracks: Story = {
  args: { competition: { ...runningCompetition, paths_slug: ['second', 'fifth'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
