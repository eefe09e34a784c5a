import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/design-system/components/Button/Button';
import { Modal, modalSizes, type ModalSize } from '../../src/design-system/components/Modal/Modal';
import { LazyModal } from '../../src/design-system/lazy';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

interface DemoProps {
  staticBackdrop?: boolean;
  size?: ModalSize;
  lazy?: boolean;
}

function Demo({ staticBackdrop = false, size = 'md', lazy = false }: DemoProps) {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  const Impl = lazy ? LazyModal : Modal;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t({ ar: 'شروط المسابقة', en: 'Competition rules' })}</Button>
      <Impl
        isOpen={isOpen}
        onOpenChange={setOpen}
        staticBackdrop={staticBackdrop}
        size={size}
        title={t({ ar: 'شروط المسابقة', en: 'Competition rules' })}
        closeLabel={t({ ar: 'إغلاق', en: 'Close' })}
        footer={
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {t({ ar: 'حسنًا', en: 'OK' })}
          </Button>
        }
      >
        <p>{t({ ar: 'المشاركة مرة واحدة في كل مسار خلال الدورة، وتُعلن النتائج بعد انتهاء المسابقة بيوم.', en: 'One entry per track in each cycle; results are announced one day after the end.' })}</p>
      </Impl>
    </>
  );
}

const meta = {
  title: 'Design system/Modal', decorators: [withOverlaysInCanvas],
  component: Demo,
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const openByKeyboard = async (canvasElement: HTMLElement) => {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole('dialog');
};

/** Escape and a click on the backdrop close it; focus returns to the opener. */
export const Dismissable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName(/شروط المسابقة|Competition rules/);
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button')).toHaveFocus());
    // The same outside click that StaticBackdrop ignores closes this one.
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The impression form's modal: Escape and an outside click do nothing; only its own buttons close it. */
export const StaticBackdrop: Story = {
  args: { staticBackdrop: true },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /إغلاق|Close/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    // Tab cycles inside the dialog (focus is trapped).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Loaded on demand through lazy.ts: nothing is fetched until it opens. */
export const LoadedOnDemand: Story = {
  args: { lazy: true },
  play: async ({ canvasElement }) => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toBeInTheDocument();
  },
};
