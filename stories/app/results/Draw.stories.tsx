import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DrawRecord } from '../../../src/app/api/results';
import { DrawView, recomputeDraw } from '../../../src/app/features/results/DrawPage';
import { drawCheckMachine } from '../../../src/machines';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { draw } from './fixtures';

type Check = 'idle' | 'checking' | 'agrees' | 'disagrees';

/** A draw's public record with the verify button in each of its states. */
function DrawStory({ check, stage = 'published' }: { check: Check; stage?: 'published' | 'committed' }) {
  const record: DrawRecord = stage === 'published' ? draw : { ...draw, stage, randomness: null, seed: null, order: null, drawnAt: null, publishedAt: null };
  const snapshot = drawCheckMachine.resolveState({ value: check, context: { reason: check === 'disagrees' ? 'order' : null } });
  return (
    <StoryRouter>
      <DrawView draw={record} check={snapshot} onVerify={() => {}} />
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Results/Draw',
  loaders: fontLoaders,
  component: DrawStory,
  args: { check: 'idle' },
} satisfies Meta<typeof DrawStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every input and the result, before pressing verify. The fixture is the known-answer vector: it recomputes. */
export const Published: Story = {
  parameters: { machineStates: ['drawCheck.idle'] },
  play: async ({ canvasElement }) => {
    await expect(await recomputeDraw(draw)).toEqual({ kind: 'agrees' });
    await expect(within(canvasElement).getByRole('button', { name: 'تحقق من القرعة' })).toBeInTheDocument();
  },
};
export const PublishedEnglish: Story = { globals: { locale: 'en' } };

/** Every line break of the text in `element`: the characters either side of it. */
function lineBreaks(element: HTMLElement): Array<[string, string]> {
  const text = element.textContent ?? '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops: number[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      tops.push(Math.round(range.getBoundingClientRect().top));
    }
  }
  const breaks: Array<[string, string]> = [];
  for (let index = 1; index < tops.length; index += 1) if (tops[index]! > tops[index - 1]!) breaks.push([text[index - 1]!, text[index]!]);
  return breaks;
}

/** On a phone-wide column the verify command wraps only after a space or slash or before a dot or hyphen, never inside a word. */
export const VerifyCommandOnAPhone: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.style.inlineSize = '320px';
    const code = canvasElement.querySelector('code')!;
    const breaks = lineBreaks(code);
    await expect(breaks.length).toBeGreaterThan(0);
    for (const [before, after] of breaks) await expect(/[\s/=&]/.test(before) || /[.\-_?#%]/.test(after)).toBe(true);
    canvasElement.style.inlineSize = '';
  },
};
export const Recomputing: Story = { args: { check: 'checking' }, parameters: { machineStates: ['drawCheck.checking'] } };
export const Agrees: Story = { args: { check: 'agrees' }, parameters: { machineStates: ['drawCheck.agrees'] } };
export const AgreesEnglish: Story = { args: { check: 'agrees' }, globals: { locale: 'en' } };
export const Disagrees: Story = { args: { check: 'disagrees' }, parameters: { machineStates: ['drawCheck.disagrees'] } };
/** The list is frozen and published; the draw has not been run: nothing to verify yet. */
export const CommittedNotDrawn: Story = { args: { stage: 'committed' } };
