import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link, RouterProvider } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../src/design-system/components/Button/IconButton';
import { Drawer, drawerSides, type DrawerSide } from '../../src/design-system/components/Drawer/Drawer';
import { MenuIcon } from '../../src/design-system/icons/icons';
import { withOverlaysInCanvas } from '../support/overlays';
import { useText } from '../support/text';

function Demo({ side = 'start' }: { side?: DrawerSide }) {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  const links = [
    { href: '#home', label: t({ ar: 'الرئيسية', en: 'Home' }) },
    { href: '#certificates', label: t({ ar: 'الشهادات', en: 'Certificates' }) },
    { href: '#case-studies', label: t({ ar: 'الأسئلة الشائعة', en: 'FAQ' }) },
  ];
  // The app's router handles links client-side; here navigation goes nowhere so the story stays put.
  return (
    <RouterProvider navigate={() => undefined}>
      <IconButton label={t({ ar: 'فتح القائمة', en: 'Open menu' })} icon={<MenuIcon />} onPress={() => setOpen(true)} />
      <Drawer isOpen={isOpen} onOpenChange={setOpen} side={side} title={t({ ar: 'القائمة', en: 'Menu' })} closeLabel={t({ ar: 'إغلاق', en: 'Close' })}>
        <nav aria-label={t({ ar: 'روابط الموقع', en: 'Site links' })}>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </RouterProvider>
  );
}

const meta = {
  title: 'Design system/Drawer', decorators: [withOverlaysInCanvas],
  component: Demo,
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open() {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole('dialog');
}

/** Following a link inside (here with Enter) closes the drawer. */
export const ClosesOnLink: Story = {
  play: async () => {
    const dialog = await open();
    const link = within(dialog).getByRole('link', { name: /الشهادات|Certificates/ });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** It slides from the start edge: the right in Arabic. */
export const StartSideArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await open();
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** …and the left in English. */
export const StartSideEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await open();
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
  },
};

export const EndSide: Story = {
  args: { side: 'end' },
  play: async () => {
    await open();
  },
};
