import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants, type ButtonProps } from '../../src/design-system/components/Button/Button';
import { ArrowForwardIcon } from '../../src/design-system/icons/icons';
import { useText } from '../support/text';

function LocalisedButton(props: Omit<ButtonProps, 'children' | 'pendingLabel'>) {
  const t = useText();
  return (
    <Button {...props} pendingLabel={t({ ar: 'جارٍ الإرسال', en: 'Sending' })}>
      {t({ ar: 'ابدأ التحدي', en: 'Start the challenge' })}
    </Button>
  );
}

const meta = {
  title: 'Design system/Button',
  component: LocalisedButton,
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { onPress: fn() },
} satisfies Meta<typeof LocalisedButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /ابدأ التحدي|Start the challenge/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Accent: Story = { args: { variant: 'accent' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const WithIcon: Story = { args: { icon: <ArrowForwardIcon /> } };
export const WithIconEnglish: Story = { args: { icon: <ArrowForwardIcon /> }, globals: { locale: 'en' } };

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.tab();
    await expect(button).toHaveFocus(); // pending keeps focus, unlike disabled
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <LocalisedButton key={variant} variant={variant} />
      ))}
    </div>
  ),
};

/** Without a pending label the ring is decorative and react-aria's own announcement names the state. */
export const PendingWithoutLabel: Story = {
  render: (args) => (
    <Button {...args} isPending>
      ابدأ
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};
