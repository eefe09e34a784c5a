import type { TrackKey } from '../competition/types.ts';

/**
 * Where the site can send someone, by route id: the ids of the app's route table
 * (src/app/routes/routes.ts turns a reference into a path; nothing else knows a path).
 * Machines decide a destination as a `RouteRef`; they never spell a URL.
 */
export const ROUTE_IDS = [
  'home',
  'notifications',
  'aboutCompetition',
  'preQuestions',
  'questions',
  'recording',
  'recordingRecord',
  'fatihah',
  'fatihahRecord',
  'candidates',
  'preSaving',
  'saving',
  'preSavingNabaa',
  'savingNabaa',
  'archives',
  'successSend',
  'failureSend',
  'congratulations',
  'successSendNabaa',
  'failureSendNabaa',
  'congratulationsNabaa',
  'winnersArchive',
  'winnersTrack',
  'draw',
  'login',
  'register',
  'forgotPassword',
  'verifyOtp',
  'resetPassword',
  'certificates',
  'certificatesAll',
  'certificateVerify',
  'winnerProfile',
  'winnerCompetition',
  'winnerCertificates',
  'comingSoon',
  'visitorProfile',
  'complaints',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

/** The parameters a route's path needs, by route id; the others need none. */
export interface RouteParams {
  candidates: { track: TrackKey };
  winnersTrack: { track: TrackKey };
  winnersArchive: { name: string; id: string | number };
  draw: { competitionId: number; track: TrackKey };
  certificateVerify: { certificateId: string };
}

/** Query values a route reads (sign-in and code steps carry the email on). */
export type RouteQuery = Readonly<Record<string, string | undefined>>;

/** The routes whose path needs parameters (a track, an archive). */
export type RouteWithParams = keyof RouteParams;

export type RouteRef = {
  [K in RouteId]: { route: K; query?: RouteQuery; hash?: string } & (K extends keyof RouteParams ? RouteParams[K] : unknown);
}[RouteId];
