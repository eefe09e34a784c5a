import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, stackAlignments, type StackAlign } from '../../src/design-system/components/Layout/Stack';
import { spaceTokens } from '../../src/design-system/theme/tokens';
import type { Space } from '../../src/design-system/components/Layout/layout';
import { useText } from '../support/text';
import { boxesIn, DemoBox } from './layoutStory';

function Demo({ space = 'lg', align = 'stretch' }: { space?: Space; align?: StackAlign }) {
  const t = useText();
  return (
    <Stack space={space} align={align}>
      <DemoBox>{t({ ar: 'عنوان الصفحة', en: 'Page title' })}</DemoBox>
      <DemoBox>{t({ ar: 'مقدمة قصيرة تشرح ما في الصفحة', en: 'A short introduction to the page' })}</DemoBox>
      <DemoBox>{t({ ar: 'البطاقة الأولى', en: 'First card' })}</DemoBox>
    </Stack>
  );
}

const meta = {
  title: 'Design system/Layout/Stack',
  component: Demo,
  argTypes: { space: { control: 'select', options: Object.keys(spaceTokens) }, align: { control: 'inline-radio', options: stackAlignments } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One above the other, 16 px apart (`space="lg"`), each as wide as the stack. */
export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = boxesIn(canvasElement);
    await expect(Math.round(second!.top - first!.bottom)).toBe(16);
    await expect(Math.round(third!.top - second!.bottom)).toBe(16);
    await expect(first!.width).toBe(third!.width);
  },
};
export const English: Story = { globals: { locale: 'en' } };
/** `align="start"`: each child as wide as its content, at the inline start (the right in Arabic). */
export const AlignStart: Story = {
  args: { align: 'start', space: 'sm' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-testid="box"]')!.parentElement!.getBoundingClientRect();
    const [first, second] = boxesIn(canvasElement);
    await expect(Math.round(first!.right)).toBe(Math.round(stack.right));
    await expect(first!.width).toBeLessThan(second!.width);
  },
};
export const AlignStartEnglish: Story = { ...AlignStart, globals: { locale: 'en' }, play: undefined };
