import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { trackButtonMachine } from '../../src/machines/tracks/trackButton.machine.ts';
import {
  challengeButton as decideChallengeButton,
  fifthTrackStatus,
  trackCardButtons as decideTrackCardButtons,
} from '../../src/machines/tracks/trackButtons.ts';
import type { LinkButton, TrackKey, TrackSummaries, TrackSummary, TrackUser } from '../../src/machines/tracks/types.ts';
import { TRACK_KEYS } from '../../src/machines/competition/types.ts';
import { pathTo } from '../../src/app/routes/routes.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

/** The machines name a route by id; these tests read where a button leads as the path the site shows. */
const atPath = <T extends string>(button: LinkButton<T> | null) => (button ? { label: button.label, to: pathTo(button.to) } : null);
const challengeButton = (input: Parameters<typeof decideChallengeButton>[0]) => atPath(decideChallengeButton(input))!;
const trackCardButtons = (input: Parameters<typeof decideTrackCardButtons>[0]) => {
  const { challenge, winners, candidates } = decideTrackCardButtons(input);
  return { challenge: atPath(challenge), winners: atPath(winners), candidates: atPath(candidates) };
};

const summary = (fields: Partial<TrackSummary> = {}): TrackSummary => ({
  stage: 'notStarted',
  status: null,
  appointmentAt: null,
  level: null,
  degree: null,
  score: null,
  attempt: null,
  clips: null,
  ...fields,
});
const signedIn = (track: TrackKey, progress: TrackSummary | null, user: TrackUser | null = {}) =>
  challengeButton({ track, authenticated: true, user, summary: progress });
/** A third- or fourth-track request in this status. */
const status = (value: string | null): TrackSummary => summary({ stage: value === null ? 'notStarted' : 'booked', status: value });
/** Fifth-track attempts, newest first: the summary carries the newest's status and how many were sent. */
const attempts = (...statuses: Array<string | null>): TrackSummary =>
  statuses.length === 0 ? summary() : summary({ stage: 'awaitingReview', status: statuses[0]!, attempt: { number: statuses.length, allowed: 3 } });
const notStarted = summary();

describe('first track button', () => {
  it('show challenge when authenticated and path_first_path is active', () => {
    expect(signedIn('first', notStarted, { path_first_path: 'active' })).toEqual({ label: 'showChallenge', to: '/pre-questions' });
  });
  it.each([
    ['not active', true, { path_first_path: 'inactive' }],
    ['missing', true, {}],
    ['no user', true, null],
    ['guest, even with an active user object', false, { path_first_path: 'active' }],
  ] as const)('start challenge when %s', (_, authenticated, user) => {
    expect(challengeButton({ track: 'first', authenticated, user, summary: notStarted })).toEqual({
      label: 'startChallenge',
      to: '/pre-questions',
    });
  });
});

describe('second track button', () => {
  it('show challenge when authenticated with recordings', () => {
    expect(signedIn('second', notStarted, { first_paths_audios: [{ id: 1 }] })).toEqual({ label: 'showChallenge', to: '/recording' });
  });
  it.each([
    ['no recordings', true, { first_paths_audios: [] }],
    ['recordings null', true, { first_paths_audios: null }],
    ['guest', false, { first_paths_audios: [{ id: 1 }] }],
  ] as const)('join challenge now when %s', (_, authenticated, user) => {
    expect(challengeButton({ track: 'second', authenticated, user, summary: notStarted })).toEqual({
      label: 'joinChallengeNow',
      to: '/recording',
    });
  });
});

describe.each([
  ['third', '/pre-saving'],
  ['fourth', '/pre-saving/nabaa'],
] as const)('%s track button', (track, to) => {
  it.each(['pending', 'approved', 'success'])('status %s gives show challenge', (s) => {
    expect(signedIn(track, status(s))).toEqual({ label: 'showChallenge', to });
  });
  it.each(['failed', 'refused', null])('status %s gives start challenge', (s) => {
    expect(signedIn(track, status(s))).toEqual({ label: 'startChallenge', to });
  });
  it('not started (no request, or a cancelled one) gives start challenge', () => {
    expect(signedIn(track, notStarted)).toEqual({ label: 'startChallenge', to });
  });
  it('unauthenticated gives start challenge whatever the status', () => {
    expect(challengeButton({ track, authenticated: false, user: null, summary: status('approved') }).label).toBe('startChallenge');
  });
});

describe('fifth track button', () => {
  it.each(['pending', 'active', 'inactive', 'failed', null])('newest attempt %s gives show challenge, continuing to record', (s) => {
    expect(signedIn('fifth', attempts(s))).toEqual({ label: 'showChallenge', to: '/recording/fatihah/record' });
  });
  it('any other status gives start challenge, still linking to record since attempts exist', () => {
    expect(signedIn('fifth', attempts('success'))).toEqual({ label: 'startChallenge', to: '/recording/fatihah/record' });
  });
  it('reads the newest attempt\'s status, not older ones', () => {
    expect(signedIn('fifth', attempts('success', 'pending')).label).toBe('startChallenge');
    expect(signedIn('fifth', attempts('pending', 'success')).label).toBe('showChallenge');
  });
  it('an empty list gives start challenge at /recording/fatihah', () => {
    expect(signedIn('fifth', attempts())).toEqual({ label: 'startChallenge', to: '/recording/fatihah' });
  });
  it('not started gives start challenge at /recording/fatihah', () => {
    expect(signedIn('fifth', notStarted)).toEqual({ label: 'startChallenge', to: '/recording/fatihah' });
  });
  it('unauthenticated gives start challenge at /recording/fatihah', () => {
    expect(challengeButton({ track: 'fifth', authenticated: false, user: null, summary: attempts('pending') })).toEqual({
      label: 'startChallenge',
      to: '/recording/fatihah',
    });
  });
  it('fifthTrackStatus: newest status, or not started', () => {
    expect(fifthTrackStatus(attempts('failed', 'pending'))).toEqual({ started: true, status: 'failed' });
    expect(fifthTrackStatus(attempts())).toEqual({ started: false, status: null });
    expect(fifthTrackStatus(notStarted)).toEqual({ started: false, status: null });
  });
});

describe('trackCardButtons by phase', () => {
  const challenge = { label: 'startChallenge', to: { route: 'preQuestions' } } as const;
  it('running: challenge and candidates', () => {
    expect(trackCardButtons({ track: 'first', phase: 'running', buttonsShown: true, challenge })).toEqual({
      challenge: { label: 'startChallenge', to: '/pre-questions' },
      winners: null,
      candidates: { label: 'candidates', to: '/competition/candidates/first-path' },
    });
  });
  it('between end and the draw: candidates only', () => {
    expect(trackCardButtons({ track: 'fourth', phase: 'awaitingResults', buttonsShown: true, challenge })).toEqual({
      challenge: null,
      winners: null,
      candidates: { label: 'candidates', to: '/competition/candidates/forth-path' },
    });
  });
  it('after end + draw days: winners only', () => {
    expect(trackCardButtons({ track: 'fourth', phase: 'ended', buttonsShown: true, challenge })).toEqual({
      challenge: null,
      winners: { label: 'winners', to: '/winners/fourth-path' },
      candidates: null,
    });
  });
  it('before start: none', () => {
    expect(trackCardButtons({ track: 'first', phase: 'beforeStart', buttonsShown: true, challenge })).toEqual({
      challenge: null,
      winners: null,
      candidates: null,
    });
  });
  it('buttons hidden (draw period, no next competition): none', () => {
    expect(trackCardButtons({ track: 'first', phase: 'running', buttonsShown: false, challenge })).toEqual({
      challenge: null,
      winners: null,
      candidates: null,
    });
  });
  it('routes: winners spell fourth, candidates spell forth', () => {
    expect(TRACK_KEYS.map((track) => pathTo({ route: 'winnersTrack', track }))).toEqual([
      '/winners/first-path',
      '/winners/second-path',
      '/winners/third-path',
      '/winners/fourth-path',
      '/winners/fifth-path',
    ]);
    expect(pathTo({ route: 'candidates', track: 'fourth' })).toBe('/competition/candidates/forth-path');
  });
});

describe('trackButton machine', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(authenticated: boolean, user: TrackUser | null = null) {
    const calls: Array<{ resolve: (p: TrackSummaries) => void; reject: (e: unknown) => void }> = [];
    const fetchMyTracks = fromPromise<TrackSummaries>(() => new Promise((resolve, reject) => calls.push({ resolve, reject })));
    const actor = createActor(trackButtonMachine.provide({ actors: { fetchMyTracks } }), { input: { authenticated, user } }).start();
    return { actor, calls, challenge: (track: TrackKey) => atPath(actor.getSnapshot().context.challenges[track]) };
  }

  it('a guest gets every card\'s button at once, without a call', () => {
    const { actor, calls, challenge } = start(false);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(challenge('first')).toEqual({ label: 'startChallenge', to: '/pre-questions' });
    expect(challenge('second')).toEqual({ label: 'joinChallengeNow', to: '/recording' });
    expect(challenge('third')).toEqual({ label: 'startChallenge', to: '/pre-saving' });
    expect(challenge('fifth')).toEqual({ label: 'startChallenge', to: '/recording/fatihah' });
    expect(calls).toHaveLength(0);
  });

  // A visitor's track results do not exist (the API answers 403): the page never asks for them.
  it('a signed-in visitor gets start challenge without a call', () => {
    const { actor, calls, challenge } = start(true, { type: 'visitor' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(challenge('fourth')?.label).toBe('startChallenge');
    expect(calls).toHaveLength(0);
  });

  it('a contestant\'s page asks once for every track, then decides each card; the first two from the profile', async () => {
    const { actor, calls, challenge } = start(true, { path_first_path: 'active', first_paths_audios: [] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toHaveLength(1);
    // The first two tracks' buttons are decided at once, from the profile.
    expect(challenge('first')?.label).toBe('showChallenge');
    expect(challenge('second')?.label).toBe('joinChallengeNow');
    const summaries = { third: status('pending'), fourth: status('success'), fifth: attempts('inactive') };
    calls[0]!.resolve(summaries);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.summaries).toEqual(summaries);
    expect(challenge('third')).toEqual({ label: 'showChallenge', to: '/pre-saving' });
    expect(challenge('fourth')).toEqual({ label: 'showChallenge', to: '/pre-saving/nabaa' });
    expect(challenge('fifth')).toEqual({ label: 'showChallenge', to: '/recording/fatihah/record' });
    expect(calls).toHaveLength(1);
  });

  it('a track the answer leaves out reads as not started', async () => {
    const { calls, challenge } = start(true, {});
    calls[0]!.resolve({ third: status('approved') });
    await settle();
    expect(challenge('third')?.label).toBe('showChallenge');
    expect(challenge('fifth')).toEqual({ label: 'startChallenge', to: '/recording/fatihah' });
  });

  it('a failed call falls back to start challenge, and track.retry asks again', async () => {
    const { actor, calls, challenge } = start(true, {});
    calls[0]!.reject(new Error('500'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(challenge('fourth')).toEqual({ label: 'startChallenge', to: '/pre-saving/nabaa' });
    actor.send({ type: 'track.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve({ fourth: status('pending') });
    await settle();
    expect(challenge('fourth')?.label).toBe('showChallenge');
  });

  it('session.change re-decides: signing out drops the summaries, signing in asks again', async () => {
    const { actor, calls, challenge } = start(true, {});
    calls[0]!.resolve({ third: status('approved') });
    await settle();
    expect(challenge('third')?.label).toBe('showChallenge');
    actor.send({ type: 'session.change', authenticated: false, user: null });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.summaries).toEqual({});
    expect(challenge('third')?.label).toBe('startChallenge');
    actor.send({ type: 'session.change', authenticated: true, user: {} });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toHaveLength(2);
  });

  it('model-based: reaches every state and takes every transition', () => {
    const events = [
      { type: 'xstate.done.actor.fetchMyTracks', output: { third: status('success') } } as never,
      { type: 'xstate.error.actor.fetchMyTracks', error: new Error('x') } as never,
      { type: 'track.retry' } as const,
      { type: 'session.change', authenticated: false, user: null } as const,
      { type: 'session.change', authenticated: true, user: {} } as const,
    ];
    const options = { input: { authenticated: true, user: {} }, events } as const;
    expect(replayMismatches(trackButtonMachine.provide({ actors: { fetchMyTracks: neverSettles() } }), options as never)).toEqual([]);
    expect(graphCoverage(trackButtonMachine, options as never)).toEqual({
      unvisitedStates: [],
      untakenEdges: [],
    });
  });
});
