import { describe, expect, it } from 'vitest';
import { readLoginAnswer, readLogoutAnswer, readProfileAnswer } from '../../src/app/api/auth';
import { NO_ACTIVE_COMPETITION_MESSAGE, readCompetitionAnswer, toCompetition } from '../../src/app/api/competition';
import { isTrackNotStarted, readMyTracks, readTrackResult } from '../../src/app/api/trackResults';
import { meccaNoonOf, readWinnerProfileAnswer, toCertificate, toDrawRecord, toPrizeRequest } from '../../src/app/api/results';
import { displayedCompetition, type TrackSummary } from '../../src/machines';
import { parseMeccaDateTime } from '../../src/domain/meccaTime';
import type { components } from '../../src/contract/schema';
import { fifthTrackAllowance, readFifthAttempts } from '../../src/app/api/recording';
import { readConfirm, readHold } from '../../src/app/api/appointments';

type Schemas = components['schemas'];

const wireNext = {
  id: 2,
  title: 'Next',
  start_date: '2026-04-01 20:00',
  end_date: '2026-04-14 20:00',
  winners_draw_period: 1,
  is_winners_draw_period: false,
  paths_slug: ['first'],
  paths: {},
} as Schemas['CompetitionBase'];

const wireCompetition = {
  ...wireNext,
  id: 1,
  title: 'Now',
  start_date: '2026-03-01 20:00',
  end_date: '2026-03-14 20:00',
  next_comp: null,
  is_next_comp_start: false,
} as Schemas['Competition'];

const notStarted: TrackSummary = { stage: 'notStarted', status: null, appointmentAt: null, level: null, degree: null, score: null, attempt: null, clips: null };
const wireSummary = (fields: Partial<Schemas['MyTrackProgress']>): Schemas['MyTrackProgress'] => ({
  track: 'first',
  stage: 'not_started',
  status: null,
  appointment_at: null,
  level: null,
  degree: null,
  score: null,
  total_questions: null,
  attempt_number: null,
  attempts_allowed: null,
  clips_recorded: null,
  clips_required: null,
  ...fields,
});

describe('the competition reader (GET /competitions)', () => {
  it('reads data on a 200, its Mecca-time dates parsed once into instants', () => {
    const answer = readCompetitionAnswer(200, { status: 200, message: 'ok', data: wireCompetition });
    expect(answer).toEqual({ kind: 'competition', competition: toCompetition(wireCompetition) });
    if (answer.kind !== 'competition') throw new Error('unreachable');
    expect(answer.competition.startsAt).toBe(Date.UTC(2026, 2, 1, 17, 0));
    expect(answer.competition.endsAt).toBe(parseMeccaDateTime('2026-03-14 20:00'));
    expect(answer.competition).not.toHaveProperty('start_date');
  });

  it.each([404, 200, 500])('recognises `No active competition found` with status %i', (httpStatus) => {
    expect(readCompetitionAnswer(httpStatus, { message: NO_ACTIVE_COMPETITION_MESSAGE, data: null })).toEqual({ kind: 'noActiveCompetition' });
  });

  it('treats anything else as a failure', () => {
    expect(() => readCompetitionAnswer(500, { message: 'Server Error' })).toThrow(/500/);
    expect(() => readCompetitionAnswer(200, { message: 'ok', data: null })).toThrow(/200/);
    expect(() => readCompetitionAnswer(502, null)).toThrow(/502/);
  });

  it('parses the next competition too, and an unreadable date as null', () => {
    const competition = toCompetition({ ...wireCompetition, start_date: 'soon', is_winners_draw_period: true, next_comp: wireNext, is_next_comp_start: true });
    expect(competition.startsAt).toBeNull();
    expect(competition.next_comp?.startsAt).toBe(parseMeccaDateTime('2026-04-01 20:00'));
  });

  it('a competition shaped as the contract says flows through the response rules', () => {
    const current = toCompetition({ ...wireCompetition, is_winners_draw_period: true, next_comp: wireNext, is_next_comp_start: true });
    expect(displayedCompetition(current).competition).toBe(current.next_comp);
  });
});

describe('the track progress reader (GET /competition/my-tracks)', () => {
  it('reads every track\'s summary, the appointment parsed once into an instant, by track', () => {
    const body = {
      status: 200,
      message: 'ok',
      data: [
        [
          wireSummary({ track: 'first', stage: 'answered', status: 'submitted', score: 7, total_questions: 8 }),
          wireSummary({ track: 'second', stage: 'in_progress', status: 'recording', clips_recorded: 2, clips_required: 5 }),
          wireSummary({ track: 'third', stage: 'booked', status: 'pending', appointment_at: '2026-11-29 19:00', level: { id: 2, title: 'Five juz\'', description: '' } }),
          wireSummary({ track: 'fourth', stage: 'passed', status: 'success', degree: 92 }),
          wireSummary({ track: 'fifth', stage: 'awaiting_review', status: 'pending', attempt_number: 1, attempts_allowed: 3 }),
        ],
      ],
    };
    expect(readMyTracks(200, body)).toEqual({
      first: { ...notStarted, stage: 'answered', status: 'submitted', score: { correct: 7, total: 8 } },
      second: { ...notStarted, stage: 'inProgress', status: 'recording', clips: { recorded: 2, required: 5 } },
      third: { ...notStarted, stage: 'booked', status: 'pending', appointmentAt: parseMeccaDateTime('2026-11-29 19:00'), level: 'Five juz\'' },
      fourth: { ...notStarted, stage: 'passed', status: 'success', degree: 92 },
      fifth: { ...notStarted, stage: 'awaitingReview', status: 'pending', attempt: { number: 1, allowed: 3 } },
    });
    expect(readMyTracks(200, { status: 200, message: 'ok', data: [[]] })).toEqual({});
  });
  it('a score not yet released is no score', () => {
    const first = readMyTracks(200, { status: 200, message: 'ok', data: [[wireSummary({ stage: 'answered', status: 'submitted', total_questions: 8 })]] });
    expect(first?.first?.score).toBeNull();
  });
  it('404 means the API has no such operation (asked track by track); 401/403 mean nothing to show; others throw', () => {
    expect(readMyTracks(404, { status: 404 })).toBeNull();
    expect(readMyTracks(401, { status: 401 })).toEqual({});
    expect(readMyTracks(403, { status: 403 })).toEqual({});
    expect(() => readMyTracks(500, { status: 500 })).toThrow(/500/);
  });
});

describe('the per-track result reader (GET /competition/{third,fourth,fifth}-paths, for an API without my-tracks)', () => {
  it.each([
    [404, undefined],
    [401, undefined],
    [200, { status: 404 }],
    [200, { code: 404 }],
    [200, { status: '401' }],
  ])('HTTP %i with body %j means not started', (http, body) => {
    expect(isTrackNotStarted(http, body)).toBe(true);
    expect(readTrackResult('third', http, body)).toEqual(notStarted);
  });
  it('a 200 is not "not started"', () => {
    expect(isTrackNotStarted(200, { status: 200 })).toBe(false);
  });
  it('third/fourth: data[0] is the request; its status gives the stage, with the appointment while booked or accepted', () => {
    const request = { status: 'approved', appointment_at: '2026-11-29 19:00', level: { id: 1, title: 'Three juz\'' }, degree: null };
    expect(readTrackResult('fourth', 200, { status: 200, data: [request] })).toEqual({
      ...notStarted,
      stage: 'accepted',
      status: 'approved',
      appointmentAt: parseMeccaDateTime('2026-11-29 19:00'),
      level: 'Three juz\'',
    });
    expect(readTrackResult('third', 200, { status: 200, data: [{ ...request, status: 'success', degree: 92 }] })).toEqual({ ...notStarted, stage: 'passed', status: 'success', degree: 92 });
    expect(readTrackResult('third', 200, { status: 200, data: [{ status: null }] })).toEqual(notStarted);
    expect(readTrackResult('third', 200, { status: 200, data: [] })).toEqual(notStarted);
  });
  it('fifth: data[0] is the attempts array, newest first; an empty or missing list is not started', () => {
    expect(readTrackResult('fifth', 200, { data: [[{ status: 'pending', attempt_number: 2 }, { status: 'inactive', attempt_number: 1 }]] })).toEqual({
      ...notStarted,
      stage: 'awaitingReview',
      status: 'pending',
      attempt: { number: 2, allowed: 3 },
    });
    expect(readTrackResult('fifth', 200, { data: [[]] })).toEqual(notStarted);
    expect(readTrackResult('fifth', 200, {})).toEqual(notStarted);
  });
  it('other failures throw', () => {
    expect(() => readTrackResult('third', 500, { status: 500 })).toThrow(/500/);
  });
});

describe('the account readers (login, profile, logout)', () => {
  it('login: the token on 200, the message alone on 203, the refusal with its field messages otherwise', () => {
    expect(readLoginAnswer(200, { status: 200, message: 'ok', data: { token: 't1', user: {} } })).toEqual({ kind: 'success', token: 't1' });
    expect(readLoginAnswer(203, { status: 203, message: 'Verify your email first' })).toEqual({ kind: 'notYet', message: 'Verify your email first' });
    expect(readLoginAnswer(422, { status: 422, message: 'Invalid', errors: { email: ['Wrong email or password'] } })).toEqual({
      kind: 'failed',
      message: 'Wrong email or password',
      fieldErrors: { email: ['Wrong email or password'] },
    });
  });
  it('profile: data.user, and a failure throws', () => {
    expect(readProfileAnswer(200, { status: 200, message: 'ok', data: { user: { type: 'visitor', name: 'V' } } })).toEqual({ type: 'visitor', name: 'V' });
    expect(() => readProfileAnswer(401, { status: 401, message: 'Unauthenticated' })).toThrow(/401/);
  });
  it('logout: only 200 signs out; the others say why', () => {
    expect(readLogoutAnswer(200)).toEqual({ kind: 'success' });
    expect(readLogoutAnswer(401)).toEqual({ kind: 'failed', code: 'invalidCredentials' });
  });
});

describe('the results reader: every results answer as domain values, instants parsed on arrival', () => {
  const wireDraw: Schemas['Draw'] = {
    competition_id: 7,
    competition_title: 'Competition',
    track: 'second',
    label: 'quran-competition-draw/v1',
    stage: 'committed',
    source: { kind: 'operator_secret', commitment: 'c4bb' },
    announced_at: '2026-11-09 01:00',
    committed_at: '2026-11-22 01:01',
    entries: ['C-001'],
    list_hash: 'ab',
    winner_count: 1,
    randomness: null,
    randomness_proof: null,
    seed: null,
    order: null,
    drawn_at: null,
    published_at: null,
  };
  it('a draw record: its steps as instants (null not yet, or unreadable), every other field as sent', () => {
    const { announced_at: _a, committed_at: _c, drawn_at: _d, published_at: _p, ...rest } = wireDraw;
    expect(toDrawRecord(wireDraw)).toEqual({ ...rest, announcedAt: Date.UTC(2026, 10, 8, 22, 0), committedAt: Date.UTC(2026, 10, 21, 22, 1), drawnAt: null, publishedAt: null });
    expect(toDrawRecord({ ...wireDraw, committed_at: 'soon' }).committedAt).toBeNull();
  });
  it('a certificate: its issue day as noon in Mecca, whatever the zone', () => {
    const wire: Schemas['Certificate'] = { id: 'QC-1', kind: 'winner', holder_name: 'H', track: 'first', competition_title: 'C', issued_at: '2025-03-15', file_url: null };
    expect(toCertificate(wire)).toEqual({ id: 'QC-1', kind: 'winner', holder_name: 'H', track: 'first', competition_title: 'C', issuedOn: Date.UTC(2025, 2, 15, 9), file_url: null });
    expect(meccaNoonOf('2025-02-31')).toBeNull();
  });
  it('a prize request and the winner profile: due dates as instants; 403 and 404 are answers, the rest throws', () => {
    const request = toPrizeRequest({
      id: 1, win_id: 4, track: 'second', prize: 2000, currency: 'SAR', bank_name: 'B', account_holder: 'A', iban: 'SA03', status: 'pending',
      refusal_reason: null, payment_reference: null, paid_at: null, created_at: '2025-03-17 09:30', due_at: '2025-03-30 00:00',
    });
    expect([request.createdAt, request.dueAt]).toEqual([Date.UTC(2025, 2, 17, 6, 30), Date.UTC(2025, 2, 29, 21)]);
    const win = { id: 4, track: 'second', competition_title: 'C', prize: 2000, currency: 'SAR', announced_at: '2025-03-16 00:00', prize_due_at: 'never' };
    const answer = readWinnerProfileAnswer(200, { status: 200, message: 'ok', data: [{ user: { name: 'W' }, wins: [win] }] });
    expect(answer).toEqual({
      kind: 'profile',
      profile: { user: { name: 'W' }, wins: [{ id: 4, track: 'second', competition_title: 'C', prize: 2000, currency: 'SAR', announcedAt: Date.UTC(2025, 2, 15, 21), prizeDueAt: null }] },
    });
    expect(readWinnerProfileAnswer(403, {})).toEqual({ kind: 'contestantsOnly' });
    expect(readWinnerProfileAnswer(404, {})).toEqual({ kind: 'noRecord' });
    expect(() => readWinnerProfileAnswer(500, {})).toThrow(/500/);
  });
});

describe('the fifth track reader (GET /competition/fifth-paths)', () => {
  const attempt = { id: 9, attempt_number: 1, audio_url: '/api/v1/media/attempts/9.webm', mime_type: 'audio/webm', status: 'failed', degree: 40, created_at: '2026-03-02 09:00' };
  it("reads the competition's attempts allowed, 3 when the answer does not say; what is left follows it", () => {
    const mine = readFifthAttempts(200, { status: 200, message: 'ok', attempts_allowed: 1, data: [[attempt]] });
    expect(mine).toMatchObject({ kind: 'attempts', allowed: 1 });
    if (mine.kind !== 'attempts') throw new Error('attempts expected');
    expect(fifthTrackAllowance(mine.attempts, mine.allowed)).toEqual({ used: 1, left: 0, accepted: false, canStart: false });
    const provider = readFifthAttempts(200, { status: 200, message: 'ok', data: [[attempt]] });
    expect(provider).toMatchObject({ kind: 'attempts', allowed: 3 });
    if (provider.kind !== 'attempts') throw new Error('attempts expected');
    expect(fifthTrackAllowance(provider.attempts, provider.allowed)).toMatchObject({ left: 2, canStart: true });
    expect(readFifthAttempts(404, null)).toEqual({ kind: 'notStarted' });
  });
});

describe('the booking readers (holds and confirmations of the third and fourth tracks)', () => {
  const clash = {
    status: 409,
    message: 'This time overlaps your third track test on Sunday 29 November at 7:00 pm Mecca time; choose a time that does not overlap it',
    data: null,
    errors: { clash: ['This time overlaps your third track test on Sunday 29 November at 7:00 pm Mecca time; choose a time that does not overlap it'] },
  };
  it('a 409 under `clash` is the server’s sentence naming the other test, on a hold, a booking and a move', () => {
    const expected = { kind: 'clash', message: clash.errors.clash[0] };
    expect(readHold(409, clash)).toEqual(expected);
    expect(readConfirm(409, clash, 'book')).toEqual(expected);
    expect(readConfirm(409, clash, 'reschedule')).toEqual(expected);
  });
  it('other 409s keep their meaning: a full slot, an open request, too late to change', () => {
    const slot = { status: 409, message: 'gone', data: null, errors: { slot_id: ['gone'] } };
    const track = { status: 409, message: 'open', data: null, errors: { track: ['open'] } };
    expect(readHold(409, slot)).toEqual({ kind: 'refused', reason: 'slotTaken' });
    expect(readConfirm(409, track, 'book')).toEqual({ kind: 'refused', reason: 'requestOpen' });
    expect(readConfirm(409, track, 'reschedule')).toEqual({ kind: 'refused', reason: 'tooLateToChange' });
  });
});
