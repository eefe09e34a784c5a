import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../src/app/routes/access';
import { pathTo, returnPath, routeTable, trackOfCandidateSlug, trackOfWinnerSlug } from '../../src/app/routes/routes';
import type { SessionUser, SessionView } from '../../src/app/session/sessionView';
import arCommon from '../../src/app/i18n/locales/ar/common.json';
import enCommon from '../../src/app/i18n/locales/en/common.json';

const contestant: SessionUser = {
  type: 'contestant',
  name: 'Abdullah Rahman',
  thumbnail: null,
  gender: 'male',
  second_path_certificates: false,
  path_first_path: null,
  first_paths_audios: [],
};

const sessions = {
  checking: { status: 'checking' },
  guest: { status: 'anonymous' },
  contestant: { status: 'signedIn', user: contestant },
  contestantWithCertificates: { status: 'signedIn', user: { ...contestant, second_path_certificates: true } },
  contestantFirstTrackActive: { status: 'signedIn', user: { ...contestant, path_first_path: 'active' } },
  visitor: { status: 'signedIn', user: { ...contestant, type: 'visitor', gender: 'female' } },
} satisfies Record<string, SessionView>;

type SessionName = keyof typeof sessions;

function accessOf(path: string, session: SessionName) {
  const entry = routeTable.find((route) => route.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  return decideAccess(entry.access, sessions[session]);
}

const allow = { kind: 'allow' };
const toLogin = { kind: 'redirect', to: '/login' };
const toHome = { kind: 'redirect', to: '/' };
const visitorNotice = { kind: 'visitorNotAllowed' };

describe('route access (spec §2, §6 and decisions.md)', () => {
  const openRoutes = ['/', '/about-competition', '/competition/candidates/:slug', '/archives-competition', '/winners/:winnersName/:winnersId', '/winners/:slug', '/draws/:competitionId/:slug', '/certificates/all', '/certificates/verify/:certificateId', '/coming-soon', '/complaints'];
  it.each(openRoutes)('%s is open to everyone, even before the session is known', (path) => {
    for (const session of Object.keys(sessions) as SessionName[]) expect(accessOf(path, session)).toEqual(allow);
  });

  const guestOnly = ['/login', '/register/contestant', '/forget-password', '/verify-otp', '/reset-password'];
  it.each(guestOnly)('%s is for guests; a signed-in user is sent home', (path) => {
    expect(accessOf(path, 'guest')).toEqual(allow);
    expect(accessOf(path, 'contestant')).toEqual(toHome);
    expect(accessOf(path, 'visitor')).toEqual(toHome);
  });

  const contestantRoutes = ['/notifications', '/pre-questions', '/recording', '/recording/record', '/recording/fatihah', '/recording/fatihah/record', '/pre-saving', '/saving', '/saving-nabaa', '/pre-saving/nabaa', '/success-send', '/failure-send', '/congratulations', '/success-send/nabaa', '/failure-send/nabaa', '/congratulations/nabaa'];
  it.each(contestantRoutes)('%s needs a contestant: guests go to /login, visitors get the switch-account notice', (path) => {
    expect(accessOf(path, 'guest')).toEqual(toLogin);
    expect(accessOf(path, 'contestant')).toEqual(allow);
    expect(accessOf(path, 'visitor')).toEqual(visitorNotice);
  });

  it.each(['/winner/profile', '/winner/competition', '/winner/certificates'])('%s needs only a signed-in user (no role check)', (path) => {
    expect(accessOf(path, 'guest')).toEqual(toLogin);
    expect(accessOf(path, 'contestant')).toEqual(allow);
    expect(accessOf(path, 'visitor')).toEqual(allow);
  });

  it('/questions sends a contestant whose first track is already active to /pre-questions', () => {
    expect(accessOf('/questions', 'guest')).toEqual(toLogin);
    expect(accessOf('/questions', 'contestant')).toEqual(allow);
    expect(accessOf('/questions', 'contestantFirstTrackActive')).toEqual({ kind: 'redirect', to: '/pre-questions' });
    expect(accessOf('/questions', 'visitor')).toEqual(visitorNotice);
  });

  it('/certificates needs a contestant with second_path_certificates, else /login', () => {
    expect(accessOf('/certificates', 'contestantWithCertificates')).toEqual(allow);
    expect(accessOf('/certificates', 'contestant')).toEqual(toLogin);
    expect(accessOf('/certificates', 'visitor')).toEqual(toLogin);
    expect(accessOf('/certificates', 'guest')).toEqual(toLogin);
  });

  it('/profile/visitor is the visitor profile; a contestant is sent to their own profile', () => {
    expect(accessOf('/profile/visitor', 'visitor')).toEqual(allow);
    expect(accessOf('/profile/visitor', 'contestant')).toEqual({ kind: 'redirect', to: '/winner/profile' });
    expect(accessOf('/profile/visitor', 'guest')).toEqual(toLogin);
  });

  it('waits instead of redirecting while the session is being checked', () => {
    for (const entry of routeTable.filter((route) => route.access !== 'open')) {
      expect(decideAccess(entry.access, sessions.checking), entry.path).toEqual({ kind: 'wait' });
    }
  });

  it('covers every route of the table with one of the cases above', () => {
    const covered = new Set([...openRoutes, ...guestOnly, ...contestantRoutes, '/winner/profile', '/winner/competition', '/winner/certificates', '/questions', '/certificates', '/profile/visitor']);
    expect(routeTable.map((route) => route.path).filter((path) => !covered.has(path))).toEqual([]);
  });
});

describe('route table', () => {
  it('gives every route a title in Arabic and English', () => {
    for (const { id } of routeTable) {
      expect(arCommon.routes, id).toHaveProperty(id);
      expect(enCommon.routes, id).toHaveProperty(id);
    }
  });

  it("titles home with the Arabic word for home", () => {
    expect(arCommon.routes.home).toBe('الرئيسية');
  });

  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((route) => route.path.toLowerCase())).size).toBe(routeTable.length);
  });
});

describe('track slugs', () => {
  it('spells the fourth track forth-path for candidates and fourth-path for winners', () => {
    expect(pathTo({ route: 'candidates', track: 'fourth' })).toBe('/competition/candidates/forth-path');
    expect(pathTo({ route: 'winnersTrack', track: 'fourth' })).toBe('/winners/fourth-path');
    expect(trackOfCandidateSlug('forth-path')).toBe('fourth');
    expect(trackOfCandidateSlug('fourth-path')).toBeNull();
    expect(trackOfWinnerSlug('fourth-path')).toBe('fourth');
    expect(trackOfWinnerSlug('First-Path')).toBe('first');
    expect(trackOfWinnerSlug('sixth-path')).toBeNull();
  });
});

describe('back to where the guest was going', () => {
  it('a guest sent to sign in carries the page asked for as `next`', () => {
    const entry = routeTable.find((route) => route.id === 'preQuestions')!;
    expect(decideAccess(entry.access, sessions.guest, '/pre-questions')).toEqual({ kind: 'redirect', to: '/login?next=%2Fpre-questions' });
    const winner = routeTable.find((route) => route.id === 'winnerCompetition')!;
    expect(decideAccess(winner.access, sessions.guest, '/winner/competition?tab=2')).toEqual({ kind: 'redirect', to: '/login?next=%2Fwinner%2Fcompetition%3Ftab%3D2' });
  });

  it('a signed-in user on a guest-only page still goes home, whatever `next` says', () => {
    const entry = routeTable.find((route) => route.id === 'login')!;
    expect(decideAccess(entry.access, sessions.contestant, '/login?next=%2Fnotifications')).toEqual(toHome);
  });

  const origin = 'https://competition.example';
  it.each([
    ['/pre-questions', '/pre-questions'],
    ['/winner/competition?tab=2#prizes', '/winner/competition?tab=2#prizes'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('returns to %s on this site', (next, path) => {
    expect(returnPath(next, origin)).toBe(path);
  });

  it.each([null, '', 'pre-questions', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', ' /x'])(
    'never leaves the site: %j goes home',
    (next) => {
      expect(returnPath(next, origin)).toBeNull();
    },
  );
});
