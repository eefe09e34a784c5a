import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes, spinnerTones, type SpinnerProps } from '../../src/design-system/components/Spinner/Spinner';
import { vars } from '../../src/design-system/theme/contract.css';
import { useText } from '../support/text';

function Demo(props: Omit<SpinnerProps, 'label'>) {
  const t = useText();
  const inverse = props.tone === 'inverse';
  return (
    <div style={{ padding: 16, display: 'inline-block', background: inverse ? vars.color.surfaceInverse : 'transparent' }}>
      <Spinner {...props} label={t({ ar: 'جارٍ التحميل', en: 'Loading' })} />
    </div>
  );
}

const meta = {
  title: 'Design system/Spinner',
  component: Demo,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes }, tone: { control: 'inline-radio', options: spinnerTones } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: /جارٍ التحميل|Loading/ })).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
