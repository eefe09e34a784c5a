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

/**
 * One track's draw published before the results date, or one still missing after it: a link to the winners of each
 * published track only, and for the others that their results are not out (their winners page says «لم تُجرَ القرعة بعد»).
 */
export const PartlyPublished: Story = {
  args: { published: ['first', 'fourth'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/winners/first-path', '/winners/fourth-path']);
    await expect(canvas.getByText('لم تُنشر بعد نتائج المسار الثاني والمسار الثالث والمسار الخامس.')).toBeVisible();
  },
};
export const PartlyPublishedEnglish: Story = {
  args: { published: ['first', 'fourth'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/winners/first-path', '/winners/fourth-path']);
    await expect(canvas.getByText('Results not out yet: Second track, Third track and Fifth track.')).toBeVisible();
  },
};
