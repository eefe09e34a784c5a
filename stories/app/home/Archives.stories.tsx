import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ArchivesSection } from '../../../src/app/features/home/sections/ArchivesSection';
import { archivesFixture } from './fixtures';

const meta = {
  title: 'App/Home/Archives',
  component: ArchivesSection,
  args: { archives: { status: 'loaded', data: { shown: archivesFixture, total: 5 } }, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArchivesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { archives: { status: 'loading' } } };

/** Three cards; the API returned five, so "read more" links to the full list. */
export const LoadedWithMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /عرض كل المسابقات السابقة|See all previous competitions/ })).toHaveAttribute('href', '/archives-competition');
  },
};
export const LoadedEnglish: Story = { globals: { locale: 'en' } };

/** Exactly three returned: no "read more". */
export const LoadedThree: Story = {
  args: { archives: { status: 'loaded', data: { shown: archivesFixture, total: 3 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /عرض كل المسابقات السابقة|See all previous competitions/ })).toBeNull();
  },
};

/** None: the section is not rendered. */
export const Empty: Story = {
  args: { archives: { status: 'loaded', data: { shown: [], total: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Failed: Story = { args: { archives: { status: 'failed' } } };
