import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/design-system/components/Button/Button';
import { ConfirmDialog } from '../../src/design-system/components/ConfirmDialog/ConfirmDialog';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

/** A step that cannot be undone, asked first: cancel comes first, the step second; what happened is shown beside the opener. */
function Demo() {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  const [done, setDone] = useState<'confirmed' | 'cancelled' | null>(null);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t({ ar: 'سلّم الإجابات', en: 'Submit the answers' })}</Button>
      {done ? <p role="status">{done === 'confirmed' ? t({ ar: 'سُلّمت.', en: 'Submitted.' }) : t({ ar: 'لم يُسلَّم شيء.', en: 'Nothing was submitted.' })}</p> : null}
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setDone((was) => was ?? 'cancelled');
        }}
        title={t({ ar: 'تسليم الإجابات؟', en: 'Submit your answers?' })}
        confirmLabel={t({ ar: 'نعم، سلّم', en: 'Yes, submit' })}
        cancelLabel={t({ ar: 'ليس الآن', en: 'Not now' })}
        closeLabel={t({ ar: 'إغلاق', en: 'Close' })}
        onConfirm={() => setDone('confirmed')}
      >
        <p>{t({ ar: 'لا يمكن تغيير الإجابات بعد التسليم.', en: 'Answers cannot change once submitted.' })}</p>
      </ConfirmDialog>
    </>
  );
}

const meta = {
  title: 'Design system/ConfirmDialog',
  decorators: [withOverlaysInCanvas],
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming runs the step once and closes the dialog; it is not taken for a cancel. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، سلّم' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('سُلّمت.');
  },
};

/** Cancel leaves everything as it was. */
export const CancelledEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Nothing was submitted.');
  },
};

/** Open, as a designer reviews it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/تسليم الإجابات|Submit your answers/);
    // Focus moves into the dialog, onto its first button: cancel.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const OpenEnglish: Story = { ...Open, globals: { locale: 'en' } };
