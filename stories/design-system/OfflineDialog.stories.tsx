import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OfflineDialog } from '../../src/design-system/components/OfflineDialog/OfflineDialog';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

function Demo() {
  const t = useText();
  const [isOpen, setOpen] = useState(true);
  return (
    <OfflineDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={t({ ar: 'لا يوجد اتصال', en: 'No connection' })}
      message={t({ ar: 'أنت غير متصل بالإنترنت حاليًا. يرجى التحقق من اتصالك.', en: 'You are currently offline. Please check your internet connection.' })}
      dismissLabel={t({ ar: 'حسنًا', en: 'OK' })}
      closeLabel={t({ ar: 'إغلاق', en: 'Close' })}
    />
  );
}

const meta = { title: 'Design system/OfflineDialog', decorators: [withOverlaysInCanvas], component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/لا يوجد اتصال|No connection/);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
