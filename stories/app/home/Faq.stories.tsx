import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FaqSection } from '../../../src/app/features/home/sections/FaqSection';
import { faqFixture } from './fixtures';

const meta = {
  title: 'App/Home/Faq',
  component: FaqSection,
  args: { faq: { status: 'loaded', data: faqFixture }, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { faq: { status: 'loading' } } };

/** The first item is open; the section is the header's `#case-studies` anchor. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const triggers = within(canvasElement).getAllByRole('button');
    await expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers[1]).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('#case-studies')).not.toBeNull();
  },
};
export const LoadedEnglish: Story = { globals: { locale: 'en' } };

/** A key the dictionary lacks is shown as received. */
export const UnknownKey: Story = {
  args: { faq: { status: 'loaded', data: [{ id: 9, question: 'faq.notInTheDictionary', answer: 'faq.alsoMissing' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'faq.notInTheDictionary' })).toBeInTheDocument();
  },
};
export const Empty: Story = { args: { faq: { status: 'loaded', data: [] } } };
export const Failed: Story = { args: { faq: { status: 'failed' } } };
