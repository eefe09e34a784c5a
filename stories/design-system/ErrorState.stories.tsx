import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/design-system/components/ErrorState/ErrorState';
import { useText } from '../support/text';

function Demo({ onRetry, isRetrying = false }: { onRetry: () => void; isRetrying?: boolean }) {
  const t = useText();
  return (
    <ErrorState
      title={t({ ar: 'تعذّر تحميل الشروط', en: 'The rules could not be loaded' })}
      description={t({ ar: 'تحقق من اتصالك ثم أعد المحاولة.', en: 'Check your connection and try again.' })}
      retryLabel={t({ ar: 'إعادة المحاولة', en: 'Try again' })}
      retryingLabel={t({ ar: 'جارٍ إعادة المحاولة', en: 'Retrying' })}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

const meta = { title: 'Design system/ErrorState', component: Demo, args: { onRetry: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/تعذّر تحميل الشروط|could not be loaded/);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const FailedEnglish: Story = { globals: { locale: 'en' } };
export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-pending', 'true');
  },
};
