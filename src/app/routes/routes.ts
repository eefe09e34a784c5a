import { ROUTE_IDS, TRACK_KEYS, type RouteId, type RouteRef, type RouteWithParams, type TrackKey } from '../../machines';
import type { Namespace } from '../i18n/namespaces';
import { appNamespaces } from '../i18n/useAppTranslation';

/** Who may open a route; ./access.ts decides what each means for a session. */
export const accessRules = [
  'open',
  'guestOnly',
  'signedIn',
  'contestant',
  'firstTrackQuestions',
  'contestantCertificates',
  'visitorProfile',
] as const;
export type AccessRule = (typeof accessRules)[number];

export type RouteEntry = {
  path: string;
  access: AccessRule;
  /** Dictionaries beyond the startup set it reads, fetched with its chunk; the site chrome's by default. */
  namespaces?: readonly Namespace[];
};

/** The recording pages read the site chrome's dictionaries and their own. */
const recordingNamespaces = [...appNamespaces, 'recording'] as const satisfies readonly Namespace[];
/** The third and fourth tracks' pages (booking, outcomes) read theirs. */
const bookingNamespaces = [...appNamespaces, 'booking'] as const satisfies readonly Namespace[];
/** The first track's quiz pages read theirs. */
const quizNamespaces = [...appNamespaces, 'quiz'] as const satisfies readonly Namespace[];
/** Candidates, winners, draws and certificates read the results dictionary. */
const resultsNamespaces = [...appNamespaces, 'results'] as const satisfies readonly Namespace[];

/**
 * The one route table: every path of the site by route id (also the key of the page title,
 * `common:routes.<id>`). Paths are matched case-insensitively (react-router's default), so
 * `/Login` and `/forget-Password` from the spec work while our links stay lowercase. Pages are
 * attached by id in ./pages.ts; nothing outside this folder spells a path — it asks `pathTo`.
 */
export const routes = {
  home: { path: '/', access: 'open', namespaces: [] },
  notifications: { path: '/notifications', access: 'contestant' },
  aboutCompetition: { path: '/about-competition', access: 'open' },
  preQuestions: { path: '/pre-questions', access: 'contestant', namespaces: quizNamespaces },
  questions: { path: '/questions', access: 'firstTrackQuestions', namespaces: quizNamespaces },
  recording: { path: '/recording', access: 'contestant', namespaces: recordingNamespaces },
  recordingRecord: { path: '/recording/record', access: 'contestant', namespaces: recordingNamespaces },
  fatihah: { path: '/recording/fatihah', access: 'contestant', namespaces: recordingNamespaces },
  fatihahRecord: { path: '/recording/fatihah/record', access: 'contestant', namespaces: recordingNamespaces },
  candidates: { path: '/competition/candidates/:slug', access: 'open', namespaces: resultsNamespaces },
  preSaving: { path: '/pre-saving', access: 'contestant', namespaces: bookingNamespaces },
  saving: { path: '/saving', access: 'contestant', namespaces: bookingNamespaces },
  preSavingNabaa: { path: '/pre-saving/nabaa', access: 'contestant', namespaces: bookingNamespaces },
  savingNabaa: { path: '/saving-nabaa', access: 'contestant', namespaces: bookingNamespaces },
  archives: { path: '/archives-competition', access: 'open', namespaces: resultsNamespaces },
  successSend: { path: '/success-send', access: 'contestant', namespaces: bookingNamespaces },
  failureSend: { path: '/failure-send', access: 'contestant', namespaces: bookingNamespaces },
  congratulations: { path: '/congratulations', access: 'contestant', namespaces: bookingNamespaces },
  successSendNabaa: { path: '/success-send/nabaa', access: 'contestant', namespaces: bookingNamespaces },
  failureSendNabaa: { path: '/failure-send/nabaa', access: 'contestant', namespaces: bookingNamespaces },
  congratulationsNabaa: { path: '/congratulations/nabaa', access: 'contestant', namespaces: bookingNamespaces },
  winnersArchive: { path: '/winners/:winnersName/:winnersId', access: 'open', namespaces: resultsNamespaces },
  winnersTrack: { path: '/winners/:slug', access: 'open', namespaces: resultsNamespaces },
  draw: { path: '/draws/:competitionId/:slug', access: 'open', namespaces: resultsNamespaces },
  login: { path: '/login', access: 'guestOnly' },
  register: { path: '/register/contestant', access: 'guestOnly' },
  forgotPassword: { path: '/forget-password', access: 'guestOnly' },
  verifyOtp: { path: '/verify-otp', access: 'guestOnly' },
  resetPassword: { path: '/reset-password', access: 'guestOnly' },
  certificates: { path: '/certificates', access: 'contestantCertificates', namespaces: resultsNamespaces },
  certificatesAll: { path: '/certificates/all', access: 'open', namespaces: resultsNamespaces },
  certificateVerify: { path: '/certificates/verify/:certificateId', access: 'open', namespaces: resultsNamespaces },
  winnerProfile: { path: '/winner/profile', access: 'signedIn', namespaces: resultsNamespaces },
  winnerCompetition: { path: '/winner/competition', access: 'signedIn', namespaces: resultsNamespaces },
  winnerCertificates: { path: '/winner/certificates', access: 'signedIn', namespaces: resultsNamespaces },
  comingSoon: { path: '/coming-soon', access: 'open' },
  visitorProfile: { path: '/profile/visitor', access: 'visitorProfile' },
  complaints: { path: '/complaints', access: 'open' },
} as const satisfies Record<RouteId, RouteEntry>;

/** What each matched route carries (the document title reads it). */
export type RouteHandle = { routeId: RouteId };

/** The table as a list, in the order above. */
export const routeTable: readonly (RouteEntry & { id: RouteId })[] = ROUTE_IDS.map((id) => ({ id, ...routes[id] }));

/** Candidate routes spell the fourth track `forth-path` (spec §2); winner routes spell it `fourth-path`. */
const candidateSlugs: Record<TrackKey, string> = {
  first: 'first-path',
  second: 'second-path',
  third: 'third-path',
  fourth: 'forth-path',
  fifth: 'fifth-path',
};

const winnerSlugs: Record<TrackKey, string> = {
  first: 'first-path',
  second: 'second-path',
  third: 'third-path',
  fourth: 'fourth-path',
  fifth: 'fifth-path',
};

function trackBySlug(slugs: Record<TrackKey, string>, slug: string | undefined): TrackKey | null {
  const wanted = slug?.toLowerCase();
  return TRACK_KEYS.find((track) => slugs[track] === wanted) ?? null;
}

/** The track a candidates page's `:slug` names, or null. */
export const trackOfCandidateSlug = (slug: string | undefined) => trackBySlug(candidateSlugs, slug);
/** The track a winners page's `:slug` names, or null. */
export const trackOfWinnerSlug = (slug: string | undefined) => trackBySlug(winnerSlugs, slug);

function paramsOf(ref: RouteRef): Record<string, string> {
  switch (ref.route) {
    case 'candidates':
      return { slug: candidateSlugs[ref.track] };
    case 'winnersTrack':
      return { slug: winnerSlugs[ref.track] };
    case 'winnersArchive':
      return { winnersName: ref.name, winnersId: String(ref.id) };
    case 'draw':
      return { competitionId: String(ref.competitionId), slug: winnerSlugs[ref.track] };
    case 'certificateVerify':
      return { certificateId: ref.certificateId };
    default:
      return {};
  }
}

/** The path of a route reference: `pathTo({ route: 'candidates', track: 'fourth' })` → `/competition/candidates/forth-path`. */
export function pathTo(ref: RouteRef): string {
  const params = paramsOf(ref);
  const path = routes[ref.route].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = Object.entries(ref.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return `${path}${search}${ref.hash ? `#${ref.hash}` : ''}`;
}

/**
 * Where to go after signing in: the `next` a login-required page sent the guest with, when it is a
 * path of this site; null for anything else (another site, `//host`, a scheme), which goes home.
 */
export function returnPath(next: string | null | undefined, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The path of a route without parameters: `pathOf('login')`. */
export const pathOf = (route: Exclude<RouteId, RouteWithParams>, query?: RouteRef['query']): string =>
  pathTo({ route, ...(query ? { query } : {}) } as RouteRef);
