import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WinnersSection } from '../../../src/app/features/home/sections/WinnersSection';

const meta = { title: 'App/Home/Winners', component: WinnersSection, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof WinnersSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hrefs = within(canvasElement).getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/winners/first-path', '/winners/second-path', '/winners/third-path', '/winners/fourth-path', '/winners/fifth-path']);
  },
};
export const English: Story = { globals: { locale: 'en' } };
