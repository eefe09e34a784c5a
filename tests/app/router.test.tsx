import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type StateValue } from 'xstate';
import { sessionMachine, type LoginResult, type LogoutResult, type SessionContext as SessionMachineContext, type SessionUser as MachineUser } from '../../src/machines';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import '../../src/design-system/theme/global.css';
import { createI18n } from '../../src/app/i18n/i18n';
import { buildRoutes } from '../../src/app/routes/router';
import { SessionActor } from '../../src/app/session/sessionActor';
import type { SessionUser, SessionView } from '../../src/app/session/sessionView';

const i18n = await createI18n('en');

// The session machine starts in the state the test names and never reaches the network; its
// logout call is the spy each test gets.
const pending = <T,>() => new Promise<T>(() => {});
const offlineSessionMachine = (logout: () => void) =>
  sessionMachine.provide({
    actors: {
      readToken: fromPromise(() => pending<string | null>()),
      fetchProfile: fromPromise<MachineUser, { token: string }>(() => pending()),
      login: fromPromise<LoginResult, { email: string; password: string }>(() => pending()),
      logout: fromPromise<LogoutResult, { token: string | null }>(() => {
        logout();
        return pending();
      }),
    },
  });

/** The session machine's state that shows `view`. */
function sessionState(view: SessionView): { value: StateValue; context: SessionMachineContext } {
  const signedOut: SessionMachineContext = { token: null, user: null, loginError: null, logoutError: null };
  if (view.status === 'checking') return { value: 'initializing', context: signedOut };
  if (view.status === 'anonymous') return { value: { signedOut: 'idle' }, context: signedOut };
  return { value: { signedIn: 'idle' }, context: { ...signedOut, token: 'test-token', user: view.user } };
}

const contestant: SessionUser = {
  type: 'contestant',
  name: 'Abdullah Rahman',
  thumbnail: null,
  gender: 'male',
  second_path_certificates: false,
  path_first_path: null,
  first_paths_audios: [],
};

/**
 * The API as a test wants it: `/competitions` answers `competitions`; every other call fails with 503, as an API that
 * is down would. No test here runs the API: without this, each page's calls went through the dev server's proxy to a
 * server that is not there, and every run printed its connection errors. The pages log a failed load (useResource);
 * those expected 503s are kept out of the output, anything else logged still shows.
 */
function stubApi(competitions: { status: number; body: unknown } = { status: 503, body: { status: 503, message: 'down', data: null } }) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = new URL(url, window.location.href).pathname.endsWith('/api/v1/competitions') ? competitions : { status: 503, body: { status: 503, message: 'down', data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
}
const logError = console.error.bind(console);
beforeEach(() => {
  stubApi();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.length === 1 && args[0] instanceof Error && /(HTTP|failed with) 503$/.test(args[0].message)) return;
    logError(...args);
  });
});

let root: Root | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

function renderAt(path: string, view: SessionView, logout = vi.fn()) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const machine = offlineSessionMachine(logout);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale="en-GB">
        <SessionActor.Provider logic={machine} options={{ snapshot: machine.resolveState(sessionState(view)) }}>
          <RouterProvider router={router} />
        </SessionActor.Provider>
      </I18nProvider>
    </I18nextProvider>,
  );
  return { router, logout };
}

const pathnameOf = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;

describe('routing in the browser, with a session the test controls', () => {
  it('sends a guest from a login-required page to /login', async () => {
    const { router } = renderAt('/notifications', { status: 'anonymous' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(pathnameOf(router)).toBe('/login');
  });

  it('sends a signed-in user away from a guest-only page to /', async () => {
    const { router } = renderAt('/register/contestant', { status: 'signedIn', user: contestant });
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => pathnameOf(router), { timeout: 10_000 }).toBe('/');
  });

  it('shows a signed-in visitor the switch-account notice with a working logout button', async () => {
    const { router, logout } = renderAt('/pre-questions', { status: 'signedIn', user: { ...contestant, type: 'visitor' } });
    await expect.element(page.getByRole('heading', { name: 'This page is for contestants' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    expect(logout).toHaveBeenCalledOnce();
    expect(pathnameOf(router)).toBe('/pre-questions');
  });

  it('waits, without redirecting, while the session is checked', async () => {
    const { router } = renderAt('/notifications', { status: 'checking' });
    await expect.element(page.getByText('Checking your account…')).toBeVisible();
    expect(pathnameOf(router)).toBe('/notifications');
  });

  it('sends a contestant whose first track is active from /questions to /pre-questions', async () => {
    const { router } = renderAt('/questions', { status: 'signedIn', user: { ...contestant, path_first_path: 'active' } });
    await expect.element(page.getByRole('heading', { level: 1, name: 'First track' })).toBeVisible();
    expect(pathnameOf(router)).toBe('/pre-questions');
  });

  it('matches routes case-insensitively and sends unknown paths to /coming-soon', async () => {
    const { router } = renderAt('/Forget-Password', { status: 'anonymous' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await router.navigate('/nowhere');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    expect(pathnameOf(router)).toBe('/coming-soon');
  });

  it('sets the document title of each page and scrolls to the top after navigating', async () => {
    const { router } = renderAt('/about-competition', { status: 'anonymous' });
    await expect.poll(() => document.title, { timeout: 10_000 }).toBe('Competition - Competition conditions');
    document.body.style.minBlockSize = '5000px';
    window.scrollTo({ top: 2000, behavior: 'instant' });
    expect(window.scrollY).toBeGreaterThan(0);
    await router.navigate('/archives-competition');
    await expect.poll(() => document.title, { timeout: 10_000 }).toBe('Previous competitions');
    await expect.poll(() => window.scrollY, { timeout: 10_000 }).toBe(0);
  });
});

describe('the header knows the competition on every page', () => {

  // Spec §2: the all-certificates link shows only while a competition exists. It used to follow a
  // global the home page wrote, so on any other first page it showed whatever the API said.
  it('hides the certificates link on a first page other than / when there is no competition', async () => {
    const api = stubApi({ status: 404, body: { status: 404, message: 'No active competition found', data: null } });
    renderAt('/about-competition', { status: 'anonymous' });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect.element(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect.poll(() => api.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/competitions'))).toBe(true);
    await expect.element(nav.getByRole('link', { name: 'Certificates' })).not.toBeInTheDocument();
  });

  it('shows it on a first page other than / while a competition exists', async () => {
    stubApi({
      status: 200,
      body: {
        status: 200,
        message: 'ok',
        data: { id: 1, title: 'Now', start_date: '2026-03-01 20:00', end_date: '2026-03-14 20:00', winners_draw_period: 1, is_winners_draw_period: false, paths_slug: ['first'], paths: {}, next_comp: null, is_next_comp_start: false },
      },
    });
    renderAt('/archives-competition', { status: 'anonymous' });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect.element(nav.getByRole('link', { name: 'Certificates' })).toBeVisible();
  });
});
