import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/design-system/components/Button/Button';
import { notify } from '../../src/design-system/components/Toast/notify';
import { toastConfig } from '../../src/design-system/components/Toast/ToastHost';
import { LazyToastHost } from '../../src/design-system/lazy';
import { useText } from '../support/text';

function Demo() {
  const t = useText();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center', paddingBlockStart: 120 }}>
      <LazyToastHost label={t({ ar: 'الإشعارات', en: 'Notifications' })} closeLabel={t({ ar: 'إغلاق الإشعار', en: 'Close notification' })} />
      <Button onPress={() => void notify.success(t({ ar: 'تم إرسال الاقتراح بنجاح', en: 'Suggestion sent successfully' }))}>
        {t({ ar: 'نجاح', en: 'Success' })}
      </Button>
      <Button variant="danger" onPress={() => void notify.error(t({ ar: 'حدث خطأ ما', en: 'Something went wrong' }))}>
        {t({ ar: 'خطأ', en: 'Error' })}
      </Button>
    </div>
  );
}

const meta = { title: 'Design system/Toast', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function showBoth(canvasElement: HTMLElement, success: RegExp, error: RegExp) {
  const canvas = within(canvasElement);
  const body = within(document.body);
  const [ok, failed] = canvas.getAllByRole('button');
  if (!ok || !failed) throw new Error('two buttons expected');
  ok.focus();
  await userEvent.keyboard('{Enter}');
  await body.findByText(success);
  failed.focus();
  await userEvent.keyboard('{Enter}');
  await body.findByText(error);
  const region = document.querySelector('section.Toastify') as HTMLElement;
  await expect(region).toHaveAttribute('aria-live', 'polite');
  return region;
}

/** Clears the toasts so the screenshot shows a stable page. */
async function settle() {
  await notify.dismissAll();
  await waitFor(() => expect(document.querySelectorAll('.Toastify__toast').length).toBe(0));
}

/** Arabic: top-right, newest first, announced politely; a click closes a toast. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = await showBoth(canvasElement, /تم إرسال الاقتراح بنجاح/, /حدث خطأ ما/);
    await expect(region).toHaveAccessibleName('الإشعارات');
    const container = region.querySelector('.Toastify__toast-container') as HTMLElement;
    await expect(container.className).toContain('Toastify__toast-container--top-right');
    await expect(container.className).toContain('Toastify__toast-container--rtl');
    const toasts = within(container).getAllByRole('alert');
    await expect(toasts[0]).toHaveTextContent('حدث خطأ ما'); // newest on top
    await userEvent.click(toasts[0] as HTMLElement);
    await waitFor(() => expect(within(document.body).queryByText('حدث خطأ ما')).not.toBeInTheDocument());
    await expect(toastConfig).toEqual({ autoClose: 3000, limit: 20, newestOnTop: true, pauseOnHover: true, closeOnClick: true });
    await settle();
  },
};

/** English: top-left. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const region = await showBoth(canvasElement, /Suggestion sent successfully/, /Something went wrong/);
    const container = region.querySelector('.Toastify__toast-container') as HTMLElement;
    await expect(container.className).toContain('Toastify__toast-container--top-left');
    await expect(within(container).getAllByRole('button', { name: 'Close notification' }).length).toBe(2);
    await settle();
  },
};
