import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ImpressionsSection } from '../../../src/app/features/home/sections/ImpressionsSection';
import { testimonialsFixture } from './fixtures';

const meta = {
  title: 'App/Home/Impressions',
  component: ImpressionsSection,
  args: { testimonials: { status: 'loaded', data: testimonialsFixture }, onRetry: fn(), onAdd: fn(), autoplay: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImpressionsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { testimonials: { status: 'loading' } } };

/** The slider (loaded on demand) with the add-your-impression button. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('figure')).toHaveLength(3);
  },
};
export const LoadedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('figure')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { testimonials: { status: 'loaded', data: [] } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No testimonials exist')).toBeInTheDocument();
  },
};
export const Failed: Story = { args: { testimonials: { status: 'failed' } } };
