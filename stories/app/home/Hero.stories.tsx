import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroSection } from '../../../src/app/features/home/sections/HeroSection';
import { partnerLinks } from '../../../src/app/features/site/siteConfig';

const meta = {
  title: 'App/Home/Hero',
  component: HeroSection,
  args: { partners: partnerLinks, blurred: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two partner links, each opening a new tab without a handle on this page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};
export const English: Story = { globals: { locale: 'en' } };
/** Scrolled past 500 px: the background blurs. */
export const Blurred: Story = {
  args: { blurred: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-blurred', 'true');
  },
};
