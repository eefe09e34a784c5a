import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../../src/design-system/components/Button/LinkButton';
import { EmptyState } from '../../src/design-system/components/EmptyState/EmptyState';
import { useText } from '../support/text';

function Demo({ withAction = false }: { withAction?: boolean }) {
  const t = useText();
  return (
    <EmptyState
      title={t({ ar: 'لا توجد آراء بعد', en: 'No testimonials yet' })}
      description={t({ ar: 'كن أول من يشارك انطباعه عن المسابقة.', en: 'Be the first to share your impression.' })}
      action={withAction ? <LinkButton href="#add">{t({ ar: 'أضف رأيك', en: 'Add yours' })}</LinkButton> : undefined}
    />
  );
}

const meta = { title: 'Design system/EmptyState', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا توجد آراء بعد')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const WithAction: Story = { args: { withAction: true } };
