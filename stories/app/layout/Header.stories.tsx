import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import type { SessionContext as SessionMachineContext } from '../../../src/machines';
import { toNotification, type AppNotification } from '../../../src/app/features/account/notifications';
import { SiteHeader } from '../../../src/app/layout/SiteHeader';
import {
  contestant,
  contestantWithCertificates,
  NotificationsStory,
  SessionStory,
  signedInContext,
  signedOutContext,
  StoryRouter,
  visitor,
  fontLoaders,
} from './storyContext';

const someNotifications: AppNotification[] = (
  [
  { id: 2, title: 'تم قبول طلبك', body: 'موعد اختبارك يوم الخميس الساعة 8 مساءً', is_read: 0, created_at: '2026-03-02 20:00', data: null },
  ] as const
).map(toNotification);

type Props = { value: StateValue; context: SessionMachineContext; notifications?: AppNotification[] };

function HeaderInState({ value, context, notifications = [] }: Props) {
  return (
    <StoryRouter>
      <SessionStory value={value} context={context}>
        <NotificationsStory items={notifications}>
          <SiteHeader />
        </NotificationsStory>
      </SessionStory>
    </StoryRouter>
  );
}

const meta = {
  title: 'App/Layout/Header',
  loaders: fontLoaders,
  component: HeaderInState,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderInState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the login button. */
export const LoggedOut: Story = {
  args: { value: { signedOut: 'idle' }, context: signedOutContext },
  parameters: { machineStates: ['session.signedOut.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: /شعار/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'الشهادات' })).toHaveAttribute('href', '/certificates/all');
    await expect(canvas.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/#case-studies');
    await expect(canvas.queryByRole('link', { name: 'شهاداتي' })).toBeNull();
  },
};
export const LoggedOutEnglish: Story = { ...LoggedOut, play: undefined, globals: { locale: 'en' } };

/** The cookie is being read: the account area keeps its place, empty. */
export const Initializing: Story = {
  args: { value: 'initializing', context: signedOutContext },
  parameters: { machineStates: ['session.initializing'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
  },
};
export const LoadingProfile: Story = {
  args: { value: 'loadingProfile', context: { ...signedOutContext, token: 'story-token' } },
  parameters: { machineStates: ['session.loadingProfile'] },
};
/** The profile could not be read (offline, server busy): the session is kept and asked again, the account area waits. */
export const ProfileUnavailable: Story = {
  args: { value: 'profileUnavailable', context: { ...signedOutContext, token: 'story-token' } },
  parameters: { machineStates: ['session.profileUnavailable'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
  },
};
/** Just logged in: the full-reload navigation to / is under way. */
export const Reloading: Story = {
  args: { value: 'reloading', context: { ...signedOutContext, token: 'story-token' } },
  parameters: { machineStates: ['session.reloading'] },
};

/** A contestant with notifications: the bell has its red dot; the avatar menu has profile and logout. */
export const Contestant: Story = {
  args: { value: { signedIn: 'idle' }, context: signedInContext(contestant), notifications: someNotifications },
  parameters: { machineStates: ['session.signedIn.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The signed-in account area arrives with its own chunk, in the account placeholder's place.
    await expect(await canvas.findByRole('link', { name: 'الإشعارات' })).toHaveAttribute('href', '/notifications');
    await expect(canvas.getByText('لديك إشعارات')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /قائمة الحساب/ }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['الملف الشخصي', 'تسجيل الخروج']);
    await userEvent.keyboard('{Escape}');
  },
};
export const ContestantEnglish: Story = {
  ...Contestant,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Account menu/ })).toBeVisible();
  },
};

/** No notifications: no dot. */
export const ContestantWithoutNotifications: Story = {
  args: { value: { signedIn: 'idle' }, context: signedInContext(contestant), notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'الإشعارات' })).toBeVisible();
    await expect(within(canvasElement).queryByText('لديك إشعارات')).toBeNull();
  },
};

/** second_path_certificates: "my certificates" in the links and the avatar menu. */
export const ContestantWithCertificates: Story = {
  args: { value: { signedIn: 'idle' }, context: signedInContext(contestantWithCertificates) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'شهاداتي' })).toHaveAttribute('href', '/certificates');
    await expect(await within(canvasElement).findByRole('link', { name: 'الإشعارات' })).toBeVisible();
  },
};

/** A visitor: no bell; the avatar menu leads to the visitor profile. */
export const Visitor: Story = {
  args: { value: { signedIn: 'idle' }, context: signedInContext(visitor) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /قائمة الحساب/ }));
    await expect(canvas.queryByRole('link', { name: 'الإشعارات' })).toBeNull();
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'الملف الشخصي' })).toHaveAttribute('href', '/profile/visitor');
    await userEvent.keyboard('{Escape}');
  },
};

/** Logout failed: the user stays signed in (the failure toast is the session notices' job). */
export const LogoutFailed: Story = {
  args: { value: { signedIn: 'logoutFailed' }, context: { ...signedInContext(contestant), logoutError: 'accessForbidden' } },
  parameters: { machineStates: ['session.signedIn.logoutFailed'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /قائمة الحساب/ })).toBeVisible();
  },
};

/** Logging out: the header still shows the account until the answer. */
export const LoggingOut: Story = {
  args: { value: 'loggingOut', context: signedInContext(contestant) },
  parameters: { machineStates: ['session.loggingOut'] },
};
