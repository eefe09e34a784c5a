import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { NotificationDot } from '../../src/design-system/components/NotificationDot/NotificationDot';
import { BellIcon } from '../../src/design-system/icons/icons';
import { visuallyHidden } from '../../src/design-system/theme/a11y.css';
import { useText } from '../support/text';

function Demo({ show }: { show: boolean }) {
  const t = useText();
  // The dot sits inside the bell link, so its text joins the link's name.
  return (
    <Link href="#notifications" style={{ display: 'inline-flex', inlineSize: 44, blockSize: 44, padding: 10, color: '#14563A' }}>
      <NotificationDot show={show} label={t({ ar: 'لديك إشعارات جديدة', en: 'You have new notifications' })}>
        <span style={{ display: 'inline-flex', inlineSize: 24, blockSize: 24 }}>
          <BellIcon />
        </span>
      </NotificationDot>
      <span className={visuallyHidden}>{t({ ar: 'الإشعارات', en: 'Notifications' })}</span>
    </Link>
  );
}

const meta = { title: 'Design system/NotificationDot', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNew: Story = {
  args: { show: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/لديك إشعارات جديدة|You have new notifications/);
  },
};
export const WithNewEnglish: Story = { args: { show: true }, globals: { locale: 'en' } };
export const NothingNew: Story = {
  args: { show: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/^(الإشعارات|Notifications)$/);
  },
};
