import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AboutSection } from '../../../src/app/features/home/sections/AboutSection';
import { settingsFixture } from './fixtures';

const meta = {
  title: 'App/Home/About',
  component: AboutSection,
  args: { settings: { status: 'loaded', data: settingsFixture }, onRetry: fn(), onOpenRules: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { settings: { status: 'loading' } } };

/** Five step cards, alternating sides (mirrored in Arabic). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    canvas.getByRole('button', { name: /شروط المسابقة|Competition rules/ }).click();
    await expect(args.onOpenRules).toHaveBeenCalled();
  },
};
export const LoadedEnglish: Story = { globals: { locale: 'en' } };

/** Only the step texts present are shown. */
export const ThreeSteps: Story = {
  args: { settings: { status: 'loaded', data: { ...settingsFixture, tree_word_2: null, tree_word_5: '  ' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Failed: Story = {
  args: { settings: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: /إعادة المحاولة|Try again/ }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
