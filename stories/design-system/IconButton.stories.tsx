import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../../src/design-system/components/Button/Button';
import { IconButton, type IconButtonProps } from '../../src/design-system/components/Button/IconButton';
import { CloseIcon, MenuIcon } from '../../src/design-system/icons/icons';
import { useText } from '../support/text';

function Demo(props: Omit<IconButtonProps, 'label' | 'icon'> & { kind?: 'menu' | 'close' }) {
  const t = useText();
  const { kind = 'menu', ...rest } = props;
  return kind === 'menu' ? (
    <IconButton {...rest} label={t({ ar: 'فتح القائمة', en: 'Open menu' })} icon={<MenuIcon />} />
  ) : (
    <IconButton {...rest} label={t({ ar: 'إغلاق', en: 'Close' })} icon={<CloseIcon />} />
  );
}

const meta = {
  title: 'Design system/IconButton',
  component: Demo,
  argTypes: { variant: { control: 'select', options: buttonVariants }, size: { control: 'inline-radio', options: buttonSizes } },
  args: { onPress: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /فتح القائمة|Open menu/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
export const SecondaryClose: Story = { args: { variant: 'secondary', kind: 'close' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', variant: 'primary' } };
export const Disabled: Story = { args: { isDisabled: true, variant: 'primary' } };
