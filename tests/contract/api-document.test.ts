import { describe, expect, it } from 'vitest';
import {
  createApiAjv,
  deref,
  isObject,
  loadApiDocument,
  operationsOf,
  validateComponent,
  validateWith,
  type Json,
  type JsonObject,
} from './apiDocument';

const doc = loadApiDocument();
const operations = operationsOf(doc);
const ajv = createApiAjv(doc);

function operation(operationId: string) {
  const found = operations.find((o) => o.op['operationId'] === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

function responseOf(operationId: string, code: string): JsonObject {
  const responses = operation(operationId).op['responses'];
  const response = isObject(responses) ? deref(doc, responses[code]) : undefined;
  if (!isObject(response)) throw new Error(`${operationId} has no ${code} response`);
  return response;
}

function jsonMedia(response: JsonObject): JsonObject {
  const content = response['content'];
  const media = isObject(content) ? content['application/json'] : undefined;
  if (!isObject(media)) throw new Error('no application/json content');
  return media;
}

/** The calls of the spec's Calls table (section 7), exactly, plus the designed calls, by operationId. */
const expectedOperations: Record<string, [method: string, path: string]> = {
  // spec section 7
  login: ['post', '/user/auth/login'],
  resendOtp: ['post', '/user/auth/otp/resend'],
  register: ['post', '/user/auth/register'],
  getProfile: ['get', '/user/profile'],
  logout: ['post', '/user/profile/logout'],
  getNotifications: ['get', '/user/profile/notifications'],
  getFcmTokens: ['get', '/user/profile/fcm-tokens'],
  syncFcmTokens: ['post', '/user/profile/fcm-tokens/sync'],
  getCompetitions: ['get', '/competitions'],
  getConditions: ['get', '/conditions'],
  getSettings: ['get', '/settings'],
  postComplaint: ['post', '/complaints'],
  getTestimonials: ['get', '/testimonials'],
  getThirdTrackRequest: ['get', '/competition/third-paths'],
  getFourthTrackRequest: ['get', '/competition/fourth-paths'],
  getFifthTrackAttempts: ['get', '/competition/fifth-paths'],
  getArchives: ['get', '/archives'],
  getFaq: ['get', '/faq'],
  getStatistics: ['get', '/statistics'],
  // designed calls
  verifyOtp: ['post', '/user/auth/otp/verify'],
  forgotPassword: ['post', '/user/auth/forgot-password'],
  resetPassword: ['post', '/user/auth/reset-password'],
  updateProfile: ['put', '/user/profile'],
  getMyCompetitions: ['get', '/user/profile/competitions'],
  uploadProfileThumbnail: ['post', '/user/profile/thumbnail'],
  markNotificationRead: ['post', '/user/profile/notifications/{notificationId}/read'],
  markAllNotificationsRead: ['post', '/user/profile/notifications/read-all'],
  getFirstTrackResult: ['get', '/competition/first-paths'],
  getFirstTrackQuestions: ['get', '/competition/first-paths/questions'],
  startFirstTrack: ['post', '/competition/first-paths/start'],
  submitFirstTrackAnswers: ['post', '/competition/first-paths/answers'],
  saveFirstTrackAnswer: ['put', '/competition/first-paths/answers/{questionId}'],
  getFirstTrackAbout: ['get', '/competition/first-paths/about'],
  getSecondTrack: ['get', '/competition/second-paths'],
  getSecondTrackRecitations: ['get', '/competition/second-paths/recitations'],
  getSecondTrackClips: ['get', '/competition/second-paths/clips'],
  uploadSecondTrackClip: ['post', '/competition/second-paths/clips'],
  replaceSecondTrackClip: ['put', '/competition/second-paths/clips/{clipId}'],
  submitSecondTrack: ['post', '/competition/second-paths/submit'],
  postThirdTrackRequest: ['post', '/competition/third-paths'],
  getThirdTrackLevels: ['get', '/competition/third-paths/levels'],
  getThirdTrackSlots: ['get', '/competition/third-paths/slots'],
  postThirdTrackHold: ['post', '/competition/third-paths/holds'],
  deleteThirdTrackHold: ['delete', '/competition/third-paths/holds/{holdId}'],
  cancelThirdTrackRequest: ['post', '/competition/third-paths/cancel'],
  rescheduleThirdTrackRequest: ['post', '/competition/third-paths/reschedule'],
  postFourthTrackRequest: ['post', '/competition/fourth-paths'],
  getFourthTrackLevels: ['get', '/competition/fourth-paths/levels'],
  getFourthTrackSlots: ['get', '/competition/fourth-paths/slots'],
  postFourthTrackHold: ['post', '/competition/fourth-paths/holds'],
  deleteFourthTrackHold: ['delete', '/competition/fourth-paths/holds/{holdId}'],
  cancelFourthTrackRequest: ['post', '/competition/fourth-paths/cancel'],
  rescheduleFourthTrackRequest: ['post', '/competition/fourth-paths/reschedule'],
  uploadFifthTrackAttempt: ['post', '/competition/fifth-paths'],
  getMyTrackProgress: ['get', '/competition/my-tracks'],
  getCandidates: ['get', '/competition/candidates/{track}'],
  getWinners: ['get', '/competition/winners/{track}'],
  getArchiveWinners: ['get', '/archives/{archiveId}/winners'],
  getMyCertificates: ['get', '/user/profile/certificates'],
  setCertificateVisibility: ['put', '/user/profile/certificates/{certificateId}/visibility'],
  getCertificates: ['get', '/certificates'],
  getCertificate: ['get', '/certificates/{certificateId}'],
  getCertificateVerification: ['get', '/certificates/{certificateId}/verification'],
  getCertificatePdf: ['get', '/certificates/{certificateId}/pdf'],
  getCertificateImage: ['get', '/certificates/{certificateId}/image'],
  getWinnersImage: ['get', '/winners/{competitionId}/{track}/image'],
  getCertificateKey: ['get', '/keys/certificates'],
  getDraw: ['get', '/draws/{competitionId}/{track}'],
  getWinnerProfile: ['get', '/user/winner/profile'],
  getPrizeRequests: ['get', '/user/winner/requests'],
  postPrizeRequest: ['post', '/user/winner/requests'],
  getWinnerCertificates: ['get', '/user/winner/certificates'],
  getMedia: ['get', '/media/{folder}/{fileName}'],
  // the operator console (issue 20): its own security scheme, operatorBearer
  operatorLogin: ['post', '/operator/auth/login'],
  getOperatorMe: ['get', '/operator/auth/me'],
  operatorLogout: ['post', '/operator/auth/logout'],
  getOperatorReviewQueue: ['get', '/operator/reviews'],
  getOperatorReviewItem: ['get', '/operator/reviews/{reviewKind}/{itemId}'],
  postOperatorReview: ['post', '/operator/reviews/{reviewKind}/{itemId}'],
  getOperatorRecordingAudio: ['get', '/operator/recordings/{recordingId}/audio'],
  getOperatorRequests: ['get', '/operator/requests'],
  decideOperatorRequest: ['post', '/operator/requests/{requestId}/decision'],
  getOperatorSlots: ['get', '/operator/slots'],
  postOperatorSlot: ['post', '/operator/slots'],
  deleteOperatorSlot: ['delete', '/operator/slots/{slotId}'],
  getOperatorMessages: ['get', '/operator/messages'],
  publishOperatorMessage: ['post', '/operator/messages/{messageId}/publication'],
  unpublishOperatorMessage: ['delete', '/operator/messages/{messageId}/publication'],
  getOperatorInbox: ['get', '/operator/inbox'],
  answerOperatorInboxThread: ['post', '/operator/inbox/{threadId}/answers'],
  closeOperatorInboxThread: ['post', '/operator/inbox/{threadId}/closure'],
  reopenOperatorInboxThread: ['delete', '/operator/inbox/{threadId}/closure'],
  getOperatorDraws: ['get', '/operator/draws'],
  postOperatorDrawStep: ['post', '/operator/draws/{track}/{drawStep}'],
  getOperatorAudit: ['get', '/operator/audit'],
  // the competition cycle (issue 29)
  getOperatorCompetitions: ['get', '/operator/competitions'],
  createOperatorCompetition: ['post', '/operator/competitions'],
  updateOperatorCompetition: ['patch', '/operator/competitions/{competitionId}'],
  copyOperatorCompetition: ['post', '/operator/competitions/{competitionId}/copies'],
  getOperatorCompetitionReadiness: ['get', '/operator/competitions/{competitionId}/readiness'],
  postOperatorCompetitionStep: ['post', '/operator/competitions/{competitionId}/steps/{cycleStep}'],
  updateOperatorQuestion: ['patch', '/operator/competitions/{competitionId}/questions/{questionId}'],
  getOperatorCompetitionTracks: ['get', '/operator/competitions/{competitionId}/tracks'],
  updateOperatorCompetitionTrack: ['put', '/operator/competitions/{competitionId}/tracks/{track}'],
  deleteOperatorQuestion: ['delete', '/operator/competitions/{competitionId}/questions/{questionId}'],
  getOperatorQuestions: ['get', '/operator/competitions/{competitionId}/questions'],
  createOperatorQuestion: ['post', '/operator/competitions/{competitionId}/questions'],
  reorderOperatorQuestions: ['put', '/operator/competitions/{competitionId}/question-order'],
  importOperatorQuestions: ['post', '/operator/competitions/{competitionId}/question-imports'],
  updateOperatorQuizSettings: ['patch', '/operator/competitions/{competitionId}/quiz'],
  getOperatorRecitations: ['get', '/operator/competitions/{competitionId}/recitations'],
  replaceOperatorRecitations: ['put', '/operator/competitions/{competitionId}/recitations'],
  getOperatorLevels: ['get', '/operator/competitions/{competitionId}/levels'],
  replaceOperatorLevels: ['put', '/operator/competitions/{competitionId}/levels/{memorisationTrack}'],
  getOperatorAvailability: ['get', '/operator/competitions/{competitionId}/availability'],
  putOperatorAvailability: ['put', '/operator/competitions/{competitionId}/availability/{memorisationTrack}'],
  getOperatorSite: ['get', '/operator/site'],
  updateOperatorSiteSettings: ['patch', '/operator/site/settings'],
  saveOperatorFaq: ['put', '/operator/site/faq'],
  saveOperatorRules: ['put', '/operator/site/rules'],
  operatorSetup: ['post', '/operator/setup'],
  acceptOperatorInvitation: ['post', '/operator/invitations/accept'],
  getOperatorAccounts: ['get', '/operator/accounts'],
  inviteOperator: ['post', '/operator/accounts'],
  updateOperatorAccount: ['patch', '/operator/accounts/{operatorId}'],
  getOperatorPrizeRequests: ['get', '/operator/prize-requests'],
  decideOperatorPrizeRequest: ['post', '/operator/prize-requests/{prizeRequestId}/decision'],
  requestAccountDeletion: ['post', '/user/deletion-request'],
  getOperatorDeletionRequests: ['get', '/operator/deletion-requests'],
  anonymiseOperatorContestant: ['post', '/operator/deletion-requests/{userId}/anonymisation'],
  getOperatorExports: ['get', '/operator/exports'],
  createOperatorExport: ['post', '/operator/exports'],
  getOperatorExportFile: ['get', '/operator/exports/{exportName}'],
  deleteOperatorCompetition: ['delete', '/operator/competitions/{competitionId}'],
  getOperatorContestants: ['get', '/operator/contestants'],
  getOperatorContestant: ['get', '/operator/contestants/{contestantId}'],
  exportOperatorContestants: ['get', '/operator/contestants/export/{exportKind}'],
  exportOperatorPrizeRequests: ['get', '/operator/prize-requests/export'],
  getOperatorBroadcasts: ['get', '/operator/broadcasts'],
  createOperatorBroadcast: ['post', '/operator/broadcasts'],
  updateOperatorBroadcast: ['put', '/operator/broadcasts/{broadcastId}'],
  previewOperatorBroadcast: ['get', '/operator/broadcasts/{broadcastId}/preview'],
  sendOperatorBroadcastCopy: ['post', '/operator/broadcasts/{broadcastId}/copy'],
  sendOperatorBroadcast: ['post', '/operator/broadcasts/{broadcastId}/sending'],
  cancelOperatorBroadcast: ['delete', '/operator/broadcasts/{broadcastId}/sending'],
  getOperatorJobs: ['get', '/operator/jobs'],
};

const publicOperations = new Set([
  'login',
  'register',
  'verifyOtp',
  'resendOtp',
  'forgotPassword',
  'resetPassword',
  'getCompetitions',
  'getConditions',
  'getSettings',
  'postComplaint',
  'getTestimonials',
  'getFirstTrackAbout',
  'getArchives',
  'getArchiveWinners',
  'getFaq',
  'getStatistics',
  'getCandidates',
  'getWinners',
  'getCertificates',
  'getCertificate',
  'getCertificateVerification',
  'getCertificatePdf',
  'getCertificateImage',
  'getWinnersImage',
  'getCertificateKey',
  'getDraw',
  'getMedia',
  'operatorLogin',
  'operatorSetup',
  'acceptOperatorInvitation',
]);

/** The operator console's calls: a console token (operatorBearer), never a site user's. */
const operatorOperations = new Set(Object.keys(expectedOperations).filter((id) => expectedOperations[id]![1].startsWith('/operator/') && !publicOperations.has(id)));

describe('openapi/api.yaml: the document', () => {
  it('is OpenAPI 3.1 served under /api/v1 with a bearer-JWT scheme', () => {
    expect(doc['openapi']).toMatch(/^3\.1\./);
    expect(doc['servers']).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(deref(doc, { $ref: '#/components/securitySchemes/bearerAuth' })).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('has exactly the calls of the spec table and the designed calls, at the agreed method and path', () => {
    const actual = Object.fromEntries(operations.map((o) => [o.op['operationId'], [o.method, o.path]]));
    expect(actual).toEqual(expectedOperations);
  });

  it('gives every operation a unique camelCase operationId, a summary and tags', () => {
    const ids = operations.map((o) => o.op['operationId']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations) {
      expect(op['operationId']).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op['summary'], String(op['operationId'])).toEqual(expect.any(String));
      expect(op['tags'], String(op['operationId'])).toEqual([expect.any(String)]);
    }
  });

  it('marks the public calls `security: []` and every other call bearer-JWT', () => {
    for (const { op } of operations) {
      const id = String(op['operationId']);
      expect(op['security'], id).toEqual(publicOperations.has(id) ? [] : operatorOperations.has(id) ? [{ operatorBearer: [] }] : [{ bearerAuth: [] }]);
    }
  });

  it('declares a 4xx and a default error answer for every operation', () => {
    for (const { op } of operations) {
      const codes = Object.keys(op['responses'] as JsonObject);
      expect(codes.some((c) => /^4\d\d$/.test(c)), String(op['operationId'])).toBe(true);
      expect(codes, String(op['operationId'])).toContain('default');
    }
  });

  it('gives every response an example that its schema accepts', () => {
    let checked = 0;
    for (const { op } of operations) {
      for (const [code, raw] of Object.entries(op['responses'] as JsonObject)) {
        const response = deref(doc, raw);
        const content = isObject(response) ? response['content'] : undefined;
        expect(isObject(content), `${String(op['operationId'])} ${code} has content`).toBe(true);
        for (const [mediaType, media] of Object.entries(content as JsonObject)) {
          const where = `${String(op['operationId'])} ${code} ${mediaType}`;
          expect(isObject(media) && 'example' in media, `${where} has an example`).toBe(true);
          const { schema, example } = media as { schema: Json; example: Json };
          expect(validateWith(ajv, schema, example), where).toEqual([]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('gives every JSON request body and every parameter an example that its schema accepts', () => {
    for (const { op } of operations) {
      const id = String(op['operationId']);
      const body = deref(doc, op['requestBody']);
      const json = isObject(body) && isObject(body['content']) ? body['content']['application/json'] : undefined;
      if (isObject(json)) expect(validateWith(ajv, json['schema'] as Json, json['example']), id).toEqual([]);
      for (const raw of (op['parameters'] as Json[] | undefined) ?? []) {
        const parameter = deref(doc, raw) as JsonObject;
        expect('example' in parameter, `${id} ${String(parameter['name'])}`).toBe(true);
        expect(validateWith(ajv, parameter['schema'] as Json, parameter['example']), id).toEqual([]);
      }
    }
  });

  it('puts every audio upload in a multipart field `audio` of the accepted types, at most 10 MB', () => {
    for (const id of ['uploadSecondTrackClip', 'replaceSecondTrackClip', 'uploadFifthTrackAttempt']) {
      const body = deref(doc, operation(id).op['requestBody']) as JsonObject;
      const multipart = (body['content'] as JsonObject)['multipart/form-data'] as JsonObject;
      const schema = deref(doc, multipart['schema']) as JsonObject;
      expect(schema['required'], id).toContain('audio');
      // untyped binary: any file value a multipart parser produces validates, and clients pass a Blob
      expect((schema['properties'] as JsonObject)['audio'], id).toEqual({
        description: expect.stringContaining('at most 10 MB'),
        contentMediaType: 'application/octet-stream',
      });
      const encoding = (multipart['encoding'] as JsonObject)['audio'] as JsonObject;
      expect(String(encoding['contentType']).split(/,\s*/), id).toEqual([
        'audio/webm',
        'audio/ogg',
        'audio/mp4',
        'audio/x-m4a',
        'audio/mpeg',
      ]);
      expect(encoding['x-max-bytes'], id).toBe(10 * 1024 * 1024);
    }
  });
});

describe('openapi/api.yaml: the binding wire shapes (decisions.md)', () => {
  it('wraps lists in data[0] and rejects a bare list', () => {
    const rules = [{ id: 1, title: 'Eligibility', description: 'Open to all' }];
    expect(validateComponent(ajv, 'ConditionListResponse', { status: 200, message: 'ok', data: [rules] })).toEqual([]);
    expect(validateComponent(ajv, 'ConditionListResponse', { status: 200, message: 'ok', data: rules })).not.toEqual([]);
    expect(validateComponent(ajv, 'FaqListResponse', { status: 200, message: 'ok', data: [[]] })).toEqual([]);
  });

  it('reads settings and statistics as data[0] objects, fcm tokens as a bare data array', () => {
    const settings = (jsonMedia(responseOf('getSettings', '200'))['example'] as JsonObject)['data'];
    expect(Array.isArray(settings) && isObject(settings[0])).toBe(true);
    expect(validateComponent(ajv, 'FcmTokenListResponse', { status: 200, message: 'ok', data: ['a', 'b'] })).toEqual([]);
    expect(validateComponent(ajv, 'FcmTokenListResponse', { status: 200, message: 'ok', data: [['a']] })).not.toEqual([]);
  });

  it('carries the token in data.token on 200 and 201, and only a message on 203', () => {
    for (const code of ['200', '201']) {
      const example = jsonMedia(responseOf('login', code))['example'] as JsonObject;
      expect((example['data'] as JsonObject)['token']).toEqual(expect.any(String));
    }
    expect(jsonMedia(responseOf('login', '203'))['example']).toEqual({ message: expect.any(String) });
    expect(validateComponent(ajv, 'LoginPendingResponse', { message: 'Verify your email first' })).toEqual([]);
    expect(validateComponent(ajv, 'LoginResponse', { status: 200, message: 'ok', data: {} })).not.toEqual([]);
  });

  it('reads the profile as data.user', () => {
    const example = jsonMedia(responseOf('getProfile', '200'))['example'] as JsonObject;
    expect((example['data'] as JsonObject)['user']).toMatchObject({ type: 'contestant', second_path_certificates: true });
  });

  it('answers 404 `No active competition found` with data null, and nothing else under that schema', () => {
    expect(jsonMedia(responseOf('getCompetitions', '404'))['example']).toEqual({
      status: 404,
      message: 'No active competition found',
      data: null,
    });
    expect(validateComponent(ajv, 'NoCompetitionResponse', { status: 404, message: 'Not found', data: null })).not.toEqual([]);
  });

  it('answers 401 and 404 on the third, fourth and fifth track results', () => {
    for (const id of ['getThirdTrackRequest', 'getFourthTrackRequest', 'getFifthTrackAttempts']) {
      expect(Object.keys(operation(id).op['responses'] as JsonObject), id).toEqual(expect.arrayContaining(['200', '401', '404']));
    }
    const third = jsonMedia(responseOf('getThirdTrackRequest', '200'))['example'] as { data: [JsonObject] };
    expect(third.data[0]).toHaveProperty('status');
  });

  it('sums up every track in one 200 (no 404 for a track not started): data[0] is the list, at most five', () => {
    expect(Object.keys(operation('getMyTrackProgress').op['responses'] as JsonObject)).not.toContain('404');
    const summary = { track: 'third', stage: 'not_started', status: null, appointment_at: null, level: null, degree: null, score: null, total_questions: null, attempt_number: null, attempts_allowed: null, clips_recorded: null, clips_required: null };
    expect(validateComponent(ajv, 'MyTrackProgressListResponse', { status: 200, message: 'ok', data: [[summary]] })).toEqual([]);
    expect(validateComponent(ajv, 'MyTrackProgressListResponse', { status: 200, message: 'ok', data: [[{ ...summary, stage: 'started' }]] })).not.toEqual([]);
  });

  it("lists fifth-track attempts in data[0], at most the competition's attempts allowed (3 by default, at most 10)", () => {
    const attempt = { id: 1, attempt_number: 1, audio_url: '/a', mime_type: 'audio/webm', status: null, degree: null, created_at: '2026-03-01 10:00' };
    expect(validateComponent(ajv, 'FifthTrackAttemptListResponse', { status: 200, message: 'ok', data: [[attempt]] })).toEqual([]);
    expect(validateComponent(ajv, 'FifthTrackAttemptListResponse', { status: 200, message: 'ok', attempts_allowed: 4, data: [Array(4).fill(attempt)] })).toEqual([]);
    expect(
      validateComponent(ajv, 'FifthTrackAttemptListResponse', { status: 200, message: 'ok', data: [Array(11).fill(attempt)] }),
    ).not.toEqual([]);
    expect(validateComponent(ajv, 'FifthTrackAttemptListResponse', { status: 200, message: 'ok', attempts_allowed: 0, data: [[attempt]] })).not.toEqual([]);
    expect(Object.keys(operation('uploadFifthTrackAttempt').op['responses'] as JsonObject)).toContain('409');
  });

  it('carries field errors as { field: [messages] } and requires them on 422', () => {
    const example = jsonMedia(responseOf('register', '422'))['example'];
    expect(example).toMatchObject({ status: 422, errors: { email: [expect.any(String)] } });
    expect(validateComponent(ajv, 'ValidationErrorResponse', { status: 422, message: 'bad', data: null })).not.toEqual([]);
    expect(validateComponent(ajv, 'ErrorResponse', { status: 422, message: 'bad', errors: { email: 'x' } })).not.toEqual([]);
    for (const { op } of operations) {
      const responses = op['responses'] as JsonObject;
      if (!('422' in responses)) continue;
      const schema = jsonMedia(deref(doc, responses['422']) as JsonObject)['schema'];
      expect(schema, String(op['operationId'])).toEqual({ $ref: '#/components/schemas/ValidationErrorResponse' });
    }
  });

  it('sends logout with platform=web in the query', () => {
    expect(operation('logout').op['parameters']).toEqual([
      expect.objectContaining({ name: 'platform', in: 'query', required: true, schema: { type: 'string', enum: ['web'] } }),
    ]);
  });

  it('writes date-times as Mecca time YYYY-MM-DD HH:MM', () => {
    expect(validateComponent(ajv, 'MeccaDateTime', '2026-03-01 20:00')).toEqual([]);
    for (const bad of ['2026-03-01T20:00', '2026-03-01 20:00:00', '2026-13-01 20:00', '2026-03-01 24:00']) {
      expect(validateComponent(ajv, 'MeccaDateTime', bad), bad).not.toEqual([]);
    }
    expect(validateComponent(ajv, 'AppointmentSlot', { id: 12, date: '2026-03-05', time: '20:00', starts_at: '2026-03-05 20:00', capacity: 2, seats_left: 1 })).toEqual([]);
  });

  it('tells complaints and impressions apart by type with their own limits', () => {
    const impression = { name: 'Abdullah Ahmed', email: 'a@example.com', type: 'impression', content: 'x'.repeat(300) };
    expect(validateComponent(ajv, 'ComplaintRequest', impression)).not.toEqual([]);
    expect(validateComponent(ajv, 'ComplaintRequest', { ...impression, type: 'complaint' })).toEqual([]);
    expect(validateComponent(ajv, 'ComplaintRequest', { ...impression, content: 'x'.repeat(255) })).toEqual([]);
    expect(validateComponent(ajv, 'ComplaintRequest', { ...impression, type: 'praise' })).not.toEqual([]);
  });

  it('requires `data` in every JSON answer it describes (issue 27: a 200 left it out), except the provider\'s bare 203', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { op } of operations) {
      const responses = op['responses'];
      if (!isObject(responses)) continue;
      for (const code of Object.keys(responses)) {
        const response = deref(doc, responses[code]);
        const content = isObject(response) ? response['content'] : undefined;
        const media = isObject(content) ? content['application/json'] : undefined;
        if (!isObject(media) || media['schema'] === undefined) continue;
        if (op['operationId'] === 'login' && code === '203') continue; // decisions.md: 203 carries only `message`
        checked++;
        // Whatever else an envelope lacks here, `data` must be among what is missing.
        const errors = validateWith(ajv, media['schema'], { status: Number(code) || 400, message: 'm' });
        if (!errors.some((error) => error.includes("must have required property 'data'"))) missing.push(`${String(op['operationId'])} ${code}`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('keeps ids within the database integer range', () => {
    expect(validateComponent(ajv, 'Id', 2147483647)).toEqual([]);
    expect(validateComponent(ajv, 'Id', 2147483648)).not.toEqual([]);
    expect(validateComponent(ajv, 'Id', 0)).not.toEqual([]);
  });

  it('uses the track keys first..fifth', () => {
    expect(deref(doc, { $ref: '#/components/schemas/TrackKey' })).toEqual({
      type: 'string',
      enum: ['first', 'second', 'third', 'fourth', 'fifth'],
    });
    for (const id of ['getCandidates', 'getWinners']) {
      const [parameter] = (operation(id).op['parameters'] as Json[]).map((p) => deref(doc, p) as JsonObject);
      expect(parameter, id).toMatchObject({ name: 'track', in: 'path', schema: { $ref: '#/components/schemas/TrackKey' } });
    }
  });
});
