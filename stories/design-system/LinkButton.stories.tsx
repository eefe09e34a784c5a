import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../../src/design-system/components/Button/Button';
import { LinkButton, type LinkButtonProps } from '../../src/design-system/components/Button/LinkButton';
import { ArrowForwardIcon } from '../../src/design-system/icons/icons';
import { useText } from '../support/text';

function Demo(props: Omit<LinkButtonProps, 'children' | 'href'>) {
  const t = useText();
  return (
    <LinkButton {...props} href="#winners">
      {t({ ar: 'عرض الفائزين', en: 'See the winners' })}
    </LinkButton>
  );
}

const meta = {
  title: 'Design system/LinkButton',
  component: Demo,
  argTypes: { variant: { control: 'select', options: buttonVariants }, size: { control: 'inline-radio', options: buttonSizes } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /عرض الفائزين|See the winners/ });
    await expect(link).toHaveAttribute('href', '#winners');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const AccentWithIcon: Story = { args: { variant: 'accent', icon: <ArrowForwardIcon /> } };
export const AccentWithIconEnglish: Story = { args: { variant: 'accent', icon: <ArrowForwardIcon /> }, globals: { locale: 'en' } };
export const Disabled: Story = { args: { isDisabled: true } };
