import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NotificationsView } from '../../../src/app/features/account/NotificationsPage';
import { notificationsStore, useNotifications, type AppNotification, type NotificationsState } from '../../../src/app/features/account/notificationsStore';
import { createPushMessageHandler } from '../../../src/app/push/messageHandler';
import { StoryRouter, fontLoaders } from '../layout/storyContext';
import { pathTo } from '../../../src/app/routes/routes';

const items: AppNotification[] = [
  { id: 7, title: 'تم قبول طلبك في المسار الثالث', body: 'موعد اختبارك يوم الخميس 5 مارس الساعة 8:00 مساءً.', is_read: 0, created_at: '2026-03-03 18:30', data: { third_path_status: 'approved' } },
  { id: 6, title: 'مرحبًا بك في المسابقة', body: 'يسعدنا انضمامك، ابدأ بالمسار الأول.', is_read: 1, created_at: '2026-03-01 10:00', data: null },
];

function Notifications({ state }: { state: NotificationsState }) {
  return (
    <StoryRouter path="/notifications">
      <NotificationsView state={state} />
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Account/Notifications',
  loaders: fontLoaders,
  component: Notifications,
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { status: 'loading', items: [] } } };

export const Failed: Story = {
  args: { state: { status: 'failed', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا توجد إشعارات بعد')).toBeInTheDocument();
  },
};

/** Newest first; the unread one is marked "new" and can be marked read. */
export const WithUnread: Story = {
  args: { state: { status: 'loaded', items } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listed = canvas.getAllByRole('listitem');
    await expect(listed[0]).toHaveTextContent('جديد');
    await expect(listed[1]).not.toHaveTextContent('جديد');
    await expect(canvas.getAllByRole('button', { name: 'تعليم كمقروء' })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
  },
};
export const WithUnreadEnglish: Story = { args: WithUnread.args, globals: { locale: 'en' } };

/** Everything read: no "mark all" button and no badges. */
export const AllRead: Story = {
  args: { state: { status: 'loaded', items: items.map((item) => ({ ...item, is_read: 1 as const })) } },
};

/**
 * A push message arrives (the push routing machine listens): its body is toasted, the list is
 * refetched and the third track's status routes the contestant.
 */
function PushArrives() {
  const state = useNotifications();
  const [toasts, setToasts] = useState<string[]>([]);
  const [route, setRoute] = useState<string | null>(null);
  useEffect(() => {
    notificationsStore.reset({ status: 'loaded', items: items.slice(1) });
    return () => notificationsStore.reset();
  }, []);
  const handle = useMemo(
    () =>
      createPushMessageHandler({
        toast: (body) => setToasts((current) => [...current, body]),
        refetchNotifications: () => notificationsStore.reset({ status: 'loaded', items }),
        navigate: (to) => setRoute(pathTo(to)),
      }),
    [],
  );
  return (
    <StoryRouter path="/notifications">
      <button
        type="button"
        onClick={() => handle({ notification: { title: items[0]?.title, body: items[0]?.body }, data: { third_path_status: 'approved' } })}
      >
        Push
      </button>
      <output aria-label="toast">{toasts.join(' | ')}</output>
      <output aria-label="route">{route ?? ''}</output>
      <NotificationsView state={state} />
    </StoryRouter>
  );
}

export const PushMessageArrives: StoryObj = {
  render: () => <PushArrives />,
  parameters: { machineStates: ['pushRouting.listening'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Push' }));
    await expect(canvas.getByLabelText('toast')).toHaveTextContent('موعد اختبارك');
    await expect(canvas.getByLabelText('route')).toHaveTextContent('/congratulations');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
