import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../../src/design-system/components/Avatar/Avatar';
import { Menu } from '../../src/design-system/components/Menu/Menu';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

interface DemoProps {
  onAction?: (id: string) => void;
  /** The app's router, as react-aria's RouterProvider calls it for an entry with href. */
  navigate?: (path: string) => void;
  withCertificates?: boolean;
  /** The certificates entry shown but not yet available. */
  certificatesDisabled?: boolean;
}

function Demo({ onAction, navigate = () => undefined, withCertificates = true, certificatesDisabled = false }: DemoProps) {
  const t = useText();
  const items = [
    { id: 'profile', label: t({ ar: 'الملف الشخصي', en: 'Profile' }), href: '/winner/profile' },
    ...(withCertificates
      ? [{ id: 'certificates', label: t({ ar: 'شهاداتي', en: 'My certificates' }), href: '/certificates', isDisabled: certificatesDisabled }]
      : []),
    { id: 'logout', label: t({ ar: 'تسجيل الخروج', en: 'Log out' }), isDanger: true },
  ];
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingBlock: 16, minBlockSize: 220 }}>
        <Menu trigger={<Avatar alt="" gender="female" />} triggerLabel={t({ ar: 'قائمة الحساب', en: 'Account menu' })} items={items} onAction={onAction} />
      </div>
    </RouterProvider>
  );
}

const meta = { title: 'Design system/Menu', decorators: [withOverlaysInCanvas], component: Demo, args: { onAction: fn(), navigate: fn() } } satisfies Meta<typeof Demo>;
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
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Open at once, even while the popup's code may still be on its way.
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await body.findByRole('menu', { name: 'قائمة الحساب' });
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
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
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowUp opens the menu on its last entry; Escape closes it and gives focus back. */
export const ArrowUpOpensOnLastEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    const body = within(document.body);
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await body.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'My certificates' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // react-aria gives focus back in the frame after the menu unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A mouse press opens the menu; an entry with href is a link the app's router follows. */
export const LinkEntryNavigatesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    const body = within(document.body);
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(menu).toHaveFocus());
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '/winner/profile');
    await userEvent.click(profile);
    await expect(args.navigate).toHaveBeenCalledWith('/winner/profile');
    await expect(args.onAction).toHaveBeenCalledWith('profile');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // react-aria gives focus back in the frame after the menu unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A disabled entry is shown greyed, announced as unavailable, skipped by the arrow keys; the danger entry is red. */
export const DisabledAndDangerEntriesArabic: Story = {
  globals: { locale: 'ar' },
  args: { certificatesDisabled: true },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'الملف الشخصي' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'شهاداتي' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'شهاداتي' }), { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
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
