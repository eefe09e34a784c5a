import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StatisticsSection } from '../../../src/app/features/home/sections/StatisticsSection';
import { CountdownBar } from '../../../src/app/features/home/sections/CountdownBar';
import { deriveCountdown } from '../../../src/machines';
import { runningCompetition, statisticsFixture, STORY_NOW } from './fixtures';

const meta = {
  title: 'App/Home/Statistics',
  component: StatisticsSection,
  args: { statistics: { status: 'loaded', data: statisticsFixture }, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatisticsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { statistics: { status: 'loading' } } };
/** Five counters. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
export const LoadedEnglish: Story = { globals: { locale: 'en' } };
export const Failed: Story = { args: { statistics: { status: 'failed' } } };

/** The fixed statistics-and-countdown bar (the countdown machine decides when it shows). */
export const Bar: StoryObj = {
  render: () => <CountdownBar countdown={deriveCountdown(runningCompetition, STORY_NOW)} statistics={statisticsFixture} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary')).toBeInTheDocument();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', 'P8DT11H59M');
  },
};
