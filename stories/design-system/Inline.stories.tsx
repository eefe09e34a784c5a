import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../src/design-system/components/Button/Button';
import { Inline, inlineAlignments, type InlineAlign } from '../../src/design-system/components/Layout/Inline';
import { documentDirection, useText } from '../support/text';
import { boxesIn, DemoBox } from './layoutStory';

function Demo({ align = 'start', narrow = false }: { align?: InlineAlign; narrow?: boolean }) {
  const t = useText();
  const words = [
    t({ ar: 'المسار الأول', en: 'First track' }),
    t({ ar: 'المسار الثاني', en: 'Second track' }),
    t({ ar: 'المسار الثالث', en: 'Third track' }),
    t({ ar: 'المسار الرابع', en: 'Fourth track' }),
    t({ ar: 'المسار الخامس', en: 'Fifth track' }),
  ];
  return (
    <div style={{ maxInlineSize: narrow ? 320 : undefined }}>
      <Inline space="sm" align={align}>
        {words.map((word) => (
          <DemoBox key={word}>{word}</DemoBox>
        ))}
        <Button size="sm">{t({ ar: 'متابعة', en: 'Continue' })}</Button>
      </Inline>
    </div>
  );
}

const meta = {
  title: 'Design system/Layout/Inline',
  component: Demo,
  argTypes: { align: { control: 'inline-radio', options: inlineAlignments } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row from the inline start: in Arabic the first child is the rightmost. */
export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = boxesIn(canvasElement);
    const rtl = documentDirection(canvasElement) === 'rtl';
    await expect(rtl ? first!.left > second!.right : first!.right < second!.left).toBe(true);
    await expect(Math.round(Math.abs(rtl ? first!.left - second!.right : second!.left - first!.right))).toBe(8);
  },
};
export const English: Story = { ...Arabic, globals: { locale: 'en' } };
/** Too little room: the row wraps onto a second line, 8 px below. */
export const Wrapping: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const boxes = boxesIn(canvasElement);
    await expect(boxes.at(-1)!.top).toBeGreaterThan(boxes[0]!.bottom);
  },
};
export const WrappingEnglish: Story = { ...Wrapping, globals: { locale: 'en' } };
export const Centred: Story = { args: { align: 'center', narrow: true } };
export const SpaceBetween: Story = { args: { align: 'spaceBetween' }, globals: { locale: 'en' } };
