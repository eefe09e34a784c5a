import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarGenders, avatarSizes, type AvatarProps } from '../../src/design-system/components/Avatar/Avatar';
import { useText } from '../support/text';

// An original thumbnail made for this story: a calm geometric pattern, no real person.
const thumbnail =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#14563A"/><circle cx="40" cy="40" r="26" fill="#C9A227"/><path d="M40 18l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" fill="#FAF7F0"/></svg>',
  );

function Demo(props: Omit<AvatarProps, 'alt'>) {
  const t = useText();
  return <Avatar {...props} alt={t({ ar: 'صورة مريم', en: 'Photo of Maryam' })} />;
}

const meta = {
  title: 'Design system/Avatar',
  component: Demo,
  argTypes: { gender: { control: 'inline-radio', options: avatarGenders }, size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnail: Story = {
  args: { src: thumbnail },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /صورة مريم|Photo of Maryam/ }).tagName).toBe('IMG');
  },
};
export const DefaultMale: Story = {
  args: { gender: 'male' },
  play: async ({ canvasElement }) => {
    const art = within(canvasElement).getByRole('img');
    await expect(art.tagName.toLowerCase()).toBe('svg');
    // 40 px: the header's avatar size.
    await expect(Math.round((art.parentElement as HTMLElement).getBoundingClientRect().width)).toBe(40);
  },
};
export const DefaultFemale: Story = { args: { gender: 'female' } };
export const BrokenThumbnailFallsBack: Story = {
  args: { gender: 'female', src: '/missing-thumbnail.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img').tagName.toLowerCase()).toBe('svg'));
  },
};
export const Large: Story = { args: { gender: 'male', size: 'lg' } };
export const Small: Story = { args: { gender: 'female', size: 'sm' } };
