import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Column, Columns } from '../../src/design-system/components/Layout/Columns';
import { documentDirection, useText } from '../support/text';
import { boxesIn, DemoBox } from './layoutStory';

function Demo({ collapseBelow }: { collapseBelow?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const t = useText();
  return (
    <Columns space="lg" collapseBelow={collapseBelow}>
      <Column>
        <DemoBox tall>{t({ ar: 'العمود الأول يأخذ ما بقي من العرض', en: 'The first column takes the room left' })}</DemoBox>
      </Column>
      <Column width="content">
        <DemoBox>{t({ ar: 'بقدر محتواه', en: 'As wide as its content' })}</DemoBox>
      </Column>
      <Column>
        <DemoBox>{t({ ar: 'العمود الثالث', en: 'The third column' })}</DemoBox>
      </Column>
    </Columns>
  );
}

const meta = { title: 'Design system/Layout/Columns', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side from the inline start (the right in Arabic), 16 px apart; the two fluid columns share the room left. */
export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const [first, middle, last] = boxesIn(canvasElement);
    const rtl = documentDirection(canvasElement) === 'rtl';
    await expect(first!.top).toBe(last!.top);
    await expect(rtl ? first!.left > middle!.right : first!.right < middle!.left).toBe(true);
    await expect(Math.round(first!.width)).toBe(Math.round(last!.width));
  },
};
export const English: Story = { ...Arabic, globals: { locale: 'en' } };
/** `collapseBelow="xl"`: narrower than 1280 px the columns stack, in reading order. */
export const Collapsed: Story = {
  args: { collapseBelow: 'xl' },
  play: async ({ canvasElement }) => {
    const [first, middle, last] = boxesIn(canvasElement);
    await expect(middle!.top).toBeGreaterThan(first!.bottom);
    await expect(last!.top).toBeGreaterThan(middle!.bottom);
  },
};
export const CollapsedEnglish: Story = { ...Collapsed, globals: { locale: 'en' } };
