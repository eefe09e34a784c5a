import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../../src/design-system/components/Avatar/Avatar';
import { Menu } from '../../src/design-system/components/Menu/Menu';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

function Demo({ onAction, withCertificates = true }: { onAction?: (id: string) => void; withCertificates?: boolean }) {
  const t = useText();
  const items = [
    { id: 'profile', label: t({ ar: 'الملف الشخصي', en: 'Profile' }), href: '/winner/profile' },
    ...(withCertificates ? [{ id: 'certificates', label: t({ ar: 'شهاداتي', en: 'My certificates' }), href: '/certificates' }] : []),
    { id: 'logout', label: t({ ar: 'تسجيل الخروج', en: 'Log out' }), isDanger: true },
  ];
  return (
    <RouterProvider navigate={() => undefined}>
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingBlock: 16, minBlockSize: 220 }}>
        <Menu trigger={<Avatar alt="" gender="female" />} triggerLabel={t({ ar: 'قائمة الحساب', en: 'Account menu' })} items={items} onAction={onAction} />
      </div>
    </RouterProvider>
  );
}

const meta = { title: 'Design system/Menu', decorators: [withOverlaysInCanvas], component: Demo, args: { onAction: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const VisitorClosed: Story = { args: { withCertificates: false } };

/** Enter opens it on the first entry, ArrowDown moves, Enter chooses, Escape closes and returns focus. */
export const KeyboardArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'قائمة الحساب' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'الملف الشخصي' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

async function openAndMeasure(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button');
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await within(document.body).findByRole('menu');
  const popover = menu.parentElement as HTMLElement;
  return { trigger: trigger.getBoundingClientRect(), popover: () => popover.getBoundingClientRect() };
}

/** The menu hangs from the trigger's end edge: its left edge lines up with the trigger in Arabic. */
export const AlignsToEndArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { trigger, popover } = await openAndMeasure(canvasElement);
    await waitFor(() => expect(Math.abs(popover().left - trigger.left)).toBeLessThan(2));
    await expect(popover().right).toBeGreaterThan(trigger.right);
  },
};

/** …and its right edge in English. */
export const AlignsToEndEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const { trigger, popover } = await openAndMeasure(canvasElement);
    await waitFor(() => expect(Math.abs(popover().right - trigger.right)).toBeLessThan(2));
    await expect(popover().left).toBeLessThan(trigger.left);
  },
};
