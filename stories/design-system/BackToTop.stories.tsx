import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from '../../src/design-system/components/BackToTop/BackToTop';
import { useText } from '../support/text';

function Demo({ threshold = 100 }: { threshold?: number }) {
  const t = useText();
  return (
    <div>
      <h1 id="page-top" style={{ margin: 0 }}>
        {t({ ar: 'أعلى الصفحة', en: 'Top of the page' })}
      </h1>
      <div style={{ blockSize: 1600 }} />
      <BackToTop label={t({ ar: 'العودة إلى الأعلى', en: 'Back to top' })} threshold={threshold} focusTargetId="page-top" />
    </div>
  );
}

const meta = { title: 'Design system/BackToTop', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = /العودة إلى الأعلى|Back to top/;

/** Hidden at the top; shown past 100 px; Enter scrolls up and moves focus to the page heading. */
export const AppearsPastThreshold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    window.scrollTo({ top: 60, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 100));
    await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    window.scrollTo({ top: 400, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument());
  },
};

/** Shown past the threshold, at the inline-end corner (left in Arabic). */
export const VisibleArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 400, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', { name });
    await expect(button.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** …right in English. */
export const VisibleEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 400, behavior: 'instant' });
    const button = await within(canvasElement).findByRole('button', { name });
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
