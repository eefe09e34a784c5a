import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NotificationsView } from '../../../src/app/features/account/NotificationsPage';
import { NotificationsActor, toNotification, type AppNotification } from '../../../src/app/features/account/notifications';
import type { MarkReadTarget, NotificationEntry } from '../../../src/machines';
import { createPushMessageHandler } from '../../../src/app/push/messageHandler';
import { fromPromise } from 'xstate';
import { NotificationsStory, StoryRouter, fontLoaders, storyNotificationsMachine } from '../layout/storyContext';
import { pathTo } from '../../../src/app/routes/routes';

const items: AppNotification[] = (
  [
  { id: 7, title: 'تم قبول طلبك في المسار الثالث', body: 'قُبل طلبك، وموعد اختبارك الخميس، ٥ مارس في ٨:٠٠ م بتوقيت مكة المكرمة.', is_read: 0, created_at: '2026-03-03 18:30', data: { third_path_status: 'approved' } },
  { id: 6, title: 'مرحبًا بك في المسابقة', body: 'يسعدنا انضمامك، ابدأ بالمسار الأول.', is_read: 1, created_at: '2026-03-01 10:00', data: null },
  ] as const
).map(toNotification);

type Props = { value: 'idle' | 'loading' | 'loaded' | 'markingRead' | 'failed'; items?: readonly AppNotification[]; marking?: MarkReadTarget | null };

/** The page's view with the shared notification list resolved in `value`. */
function Notifications({ value, items = [], marking = null }: Props) {
  return (
    <StoryRouter path="/notifications">
      <NotificationsStory value={value} items={items} marking={marking}>
        <NotificationsView />
      </NotificationsStory>
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

/** Before the list is asked for (the session is still being checked): the same spinner. */
export const Idle: Story = { args: { value: 'idle' }, parameters: { machineStates: ['notifications.idle'] } };

export const Loading: Story = { args: { value: 'loading' }, parameters: { machineStates: ['notifications.loading'] } };

export const Failed: Story = {
  args: { value: 'failed' },
  parameters: { machineStates: ['notifications.failed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { value: 'loaded' },
  parameters: { machineStates: ['notifications.loaded'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا توجد إشعارات بعد')).toBeInTheDocument();
  },
};

/** Newest first; the unread one is marked "new" and can be marked read. */
export const WithUnread: Story = {
  args: { value: 'loaded', items },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listed = canvas.getAllByRole('listitem');
    await expect(listed[0]).toHaveTextContent('جديد');
    await expect(listed[1]).not.toHaveTextContent('جديد');
    await expect(canvas.getAllByRole('button', { name: 'تعليم كمقروء' })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('إشعار واحد غير مقروء');
  },
};
export const WithUnreadEnglish: Story = { args: WithUnread.args, globals: { locale: 'en' } };

/** Everything read: no "mark all" button and no badges. */
export const AllRead: Story = {
  args: { value: 'loaded', items: items.map((item) => ({ ...item, is_read: 1 as const })) },
};

/** "Mark as read" pressed: its button is pending until the new list arrives. */
export const MarkingRead: Story = {
  args: { value: 'markingRead', items, marking: 7 },
  parameters: { machineStates: ['notifications.markingRead'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /جارٍ الإرسال|تعليم كمقروء/ })).toHaveAttribute('data-pending', 'true');
  },
};

/**
 * A push message arrives (the push routing machine listens): its body is toasted, the list is
 * refetched and the third track's status routes the contestant.
 */
// The story's list answers a refetch with both notifications.
const refetchingMachine = storyNotificationsMachine.provide({ actors: { fetchNotifications: fromPromise<readonly NotificationEntry[]>(() => Promise.resolve(items)) } });

function PushArrives() {
  return (
    <StoryRouter path="/notifications">
      <NotificationsStory logic={refetchingMachine} items={items.slice(1)}>
        <PushArrivesOnPage />
      </NotificationsStory>
    </StoryRouter>
  );
}

function PushArrivesOnPage() {
  const notifications = NotificationsActor.useActorRef();
  const [toasts, setToasts] = useState<string[]>([]);
  const [route, setRoute] = useState<string | null>(null);
  const handle = useMemo(
    () =>
      createPushMessageHandler({
        toast: (body) => setToasts((current) => [...current, body]),
        refetchNotifications: () => notifications.send({ type: 'notifications.load' }),
        navigate: (to) => setRoute(pathTo(to)),
      }),
    [notifications],
  );
  return (
    <>
      <button
        type="button"
        onClick={() => handle({ notification: { title: items[0]?.title, body: items[0]?.body }, data: { third_path_status: 'approved' } })}
      >
        Push
      </button>
      <output aria-label="toast">{toasts.join(' | ')}</output>
      <output aria-label="route">{route ?? ''}</output>
      <NotificationsView />
    </>
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
