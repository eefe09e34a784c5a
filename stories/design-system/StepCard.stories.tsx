import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepCard, StepList } from '../../src/design-system/components/StepCard/StepCard';
import { useText } from '../support/text';

function Demo({ count = 5 }: { count?: number }) {
  const t = useText();
  const steps = [
    t({ ar: 'أنشئ حسابك بصفة متسابق.', en: 'Create your contestant account.' }),
    t({ ar: 'اختر المسار الذي يناسبك.', en: 'Choose the track that suits you.' }),
    t({ ar: 'أكمل التحدي قبل انتهاء الوقت.', en: 'Finish the challenge before time runs out.' }),
    t({ ar: 'انتظر تقييم الإدارة.', en: 'Wait for the evaluation.' }),
    t({ ar: 'تُعلن النتائج بعد يوم من انتهاء المسابقة.', en: 'Results come one day after the end.' }),
  ].slice(0, count);
  return (
    <StepList>
      {steps.map((text, index) => (
        <StepCard key={index} index={index} text={text} stepLabel={t({ ar: `الخطوة ${new Intl.NumberFormat('ar-EG').format(index + 1)}`, en: `Step ${index + 1}` })} />
      ))}
    </StepList>
  );
}

const meta = { title: 'Design system/StepCard', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Steps alternate sides; in Arabic the first sits on the right. */
export const FiveStepsArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((i) => i.dataset.side)).toEqual(['start', 'end', 'start', 'end', 'start']);
    const medal = (i: number) => (items[i]?.querySelector('svg') as SVGElement).getBoundingClientRect();
    const box = canvasElement.getBoundingClientRect();
    await expect(medal(0).right).toBeGreaterThan(box.left + box.width / 2); // start = right in Arabic
  },
};

/** In English the first sits on the left. */
export const FiveStepsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const medal = (items[0]?.querySelector('svg') as SVGElement).getBoundingClientRect();
    const box = canvasElement.getBoundingClientRect();
    await expect(medal.left).toBeLessThan(box.left + box.width / 2);
  },
};
export const TwoSteps: Story = { args: { count: 2 } };
