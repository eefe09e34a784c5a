import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareControl, type ShareControlState } from '../../src/design-system/components/ShareControl/ShareControl';
import { useText, useTexts } from '../support/text';

const URL_SHARED = 'https://competition.example.org/certificates/verify/QC-1446-7G2KQ9XW4M0B3R8T?lang=ar';

function Demo({ state, copyWorks = true }: { state: ShareControlState; copyWorks?: boolean }) {
  const t = useText();
  const labels = useTexts({
    share: { ar: 'مشاركة', en: 'Share' },
    copyLink: { ar: 'نسخ الرابط', en: 'Copy link' },
    copied: { ar: 'نُسخ الرابط.', en: 'Link copied.' },
    copyFailed: { ar: 'تعذّر النسخ، انسخ الرابط يدويًا:', en: 'Could not copy; copy the link yourself:' },
    whatsapp: { ar: 'واتساب', en: 'WhatsApp' },
    x: { ar: 'إكس', en: 'X' },
    telegram: { ar: 'تيليجرام', en: 'Telegram' },
    email: { ar: 'البريد الإلكتروني', en: 'E-mail' },
    newTab: { ar: '(يفتح في نافذة جديدة)', en: '(opens in a new tab)' },
  });
  return (
    <ShareControl
      url={URL_SHARED}
      title={t({ ar: 'شهادة فوز — فاطمة الزهراني', en: "Winner's certificate — Fatimah Al-Zahrani" })}
      labels={labels}
      initialState={state}
      share={state === 'native' ? () => new Promise(() => {}) : null}
      copy={() => (copyWorks ? Promise.resolve() : Promise.reject(new Error('denied')))}
    />
  );
}

const meta = { title: 'Design system/ShareControl', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the browser's own share sheet, behind one button. */
export const Native: Story = {
  args: { state: 'native' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'مشاركة' })).toBeInTheDocument();
  },
};
export const NativeEnglish: Story = { args: { state: 'native' }, globals: { locale: 'en' } };

/** No share sheet: copy the link, or one of the common targets. */
export const Targets: Story = {
  args: { state: 'targets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /واتساب/ })).toHaveAttribute('href', expect.stringContaining('https://wa.me/?text='));
    await expect(canvas.getByRole('link', { name: /البريد/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:\?subject=/));
  },
};
export const TargetsEnglish: Story = { args: { state: 'targets' }, globals: { locale: 'en' } };

/** The link was copied (pressing "copy link" gets here). */
export const Copied: Story = {
  args: { state: 'targets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'نسخ الرابط' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('نُسخ الرابط.'));
  },
};
export const CopiedEnglish: Story = { args: { state: 'copied' }, globals: { locale: 'en' } };

/** The clipboard refused: the address is shown to copy by hand. */
export const CopyFailed: Story = {
  args: { state: 'targets', copyWorks: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'نسخ الرابط' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(URL_SHARED));
  },
};
export const CopyFailedEnglish: Story = { args: { state: 'copyFailed' }, globals: { locale: 'en' } };
