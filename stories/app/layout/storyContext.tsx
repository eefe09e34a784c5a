// Shared by the App/Layout, App/Auth, App/Account and App/Feedback stories: a router, and the session
// machine started in a chosen state (its effects replaced by actors that never answer).
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise, type StateValue } from 'xstate';
import { notificationsMachine, sessionMachine, type MarkReadTarget, type NotificationEntry, type SessionContext as SessionMachineContext, type SessionUser as MachineUser } from '../../../src/machines';
import { NotificationsActor, type AppNotification } from '../../../src/app/features/account/notifications';
import { CompetitionProvider } from '../../../src/app/features/competition/competitionActor';
import { LinkRouter } from '../../../src/app/routes/LinkRouter';
import { SessionActor } from '../../../src/app/session/sessionActor';

const never = <T,>() => new Promise<T>(() => {});

/** How a page's data answers in a story: with the data, never (loading), with a failure, or with "nothing there". */
export type StoryAnswer = 'loaded' | 'never' | 'fails' | 'none';

/** What a page logs when its `storyLoad` fails: a failure story's `parameters` (.storybook/preview.tsx keeps it quiet). */
export const failedLoadLogged = { expectedErrors: ['offline'] };

/** A page's loader that answers as `mode` says, for the page-state stories. */
export const storyLoad =
  <T,>(mode: StoryAnswer, value: T, none: T) =>
  async (): Promise<T> => {
    if (mode === 'never') return never<T>();
    if (mode === 'fails') throw new Error('offline');
    return mode === 'none' ? none : value;
  };

/** The site's session machine with nothing reaching the network, the cookie or the location. */
export const storySessionMachine = sessionMachine.provide({
  actors: {
    readToken: fromPromise(() => never<string | null>()),
    fetchProfile: fromPromise(() => never<MachineUser>()),
    login: fromPromise(() => never()),
    logout: fromPromise(() => never()),
  },
  actions: {
    persistToken: () => {},
    removeToken: () => {},
    clearProgress: () => {},
    reloadTo: () => {},
    navigate: () => {},
    notify: () => {},
  },
});

export const contestant: MachineUser = {
  type: 'contestant',
  name: 'عبدالله الحربي',
  thumbnail: null,
  gender: 'male',
  second_path_certificates: false,
  path_first_path: null,
  first_paths_audios: [],
};
export const contestantWithCertificates: MachineUser = { ...contestant, name: 'فاطمة الزهراني', gender: 'female', second_path_certificates: true };
export const visitor: MachineUser = { ...contestant, type: 'visitor', name: 'يوسف العمري' };

export const signedOutContext: SessionMachineContext = { token: null, user: null, loginError: null, logoutError: null };
export const signedInContext = (user: MachineUser): SessionMachineContext => ({ token: 'story-token', user, loginError: null, logoutError: null });

/** Renders `children` with the session machine resolved in `value` with `context` (the header and pages read it through sessionView). */
export function SessionStory({ value, context, children }: { value: StateValue; context: SessionMachineContext; children: ReactNode }) {
  const snapshot = storySessionMachine.resolveState({ value, context });
  return (
    <SessionActor.Provider logic={storySessionMachine} options={{ snapshot }}>
      {children}
    </SessionActor.Provider>
  );
}

/** The shared notification list with nothing reaching the network. */
export const storyNotificationsMachine = notificationsMachine.provide({
  actors: {
    fetchNotifications: fromPromise(() => never<readonly NotificationEntry[]>()),
    markRead: fromPromise<readonly NotificationEntry[], { target: MarkReadTarget }>(() => never()),
  },
});

/** Renders `children` with the notification list resolved in `value` (the bell, the page). */
export function NotificationsStory({
  value = 'loaded',
  items = [],
  marking = null,
  logic = storyNotificationsMachine,
  children,
}: {
  value?: StateValue;
  items?: readonly AppNotification[];
  marking?: MarkReadTarget | null;
  logic?: typeof notificationsMachine;
  children: ReactNode;
}) {
  const snapshot = logic.resolveState({ value, context: { items, marking } });
  return (
    <NotificationsActor.Provider logic={logic} options={{ snapshot }}>
      {children}
    </NotificationsActor.Provider>
  );
}

/**
 * A memory router at `path`, so links and search parameters work in a story, with what the layout
 * provides around every page: the current competition (still loading here, as on a first paint) and
 * the notification list (nobody's yet).
 */
export function StoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LinkRouter>
        <CompetitionProvider fetchCompetition={never}>
          <NotificationsActor.Provider logic={storyNotificationsMachine}>{children}</NotificationsActor.Provider>
        </CompetitionProvider>
      </LinkRouter>
    </MemoryRouter>
  );
}

/**
 * Storybook loaders: wait for the site's Latin and Arabic faces, so a story's first paint (and its
 * screenshot) never uses a fallback font.
 */
export const fontLoaders = [
  async () => {
    await Promise.all(
      ['400 1em "Inter Variable"', '700 1em "Inter Variable"', '400 1em "Noto Naskh Arabic"', '700 1em "Noto Naskh Arabic"'].map((font) =>
        document.fonts.load(font, 'Aa ء'),
      ),
    );
    return {};
  },
];
