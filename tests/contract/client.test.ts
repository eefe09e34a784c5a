import { describe, expect, it } from 'vitest';
import {
  apiBaseUrl,
  createApiClient,
  multipartSerializer,
  requestLanguage,
} from '../../src/app/api/client';
import { listOfData } from '../../src/api/envelope';
import { tokenOf } from '../../src/app/api/auth';

type Sent = { url: string; method: string; headers: Headers; body: string | FormData | null };

function fakeApi(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('content-type') ?? '';
    const body = request.body === null ? null : type.startsWith('multipart/') ? await request.clone().formData() : await request.clone().text();
    sent.push({ url: request.url, method: request.method, headers: request.headers, body });
    return answer(request);
  };
  return { fetch, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the bearer token and the saved language on every call', async () => {
    const api = fakeApi(() => json(200, { status: 200, message: 'ok', data: [[]] }));
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', getToken: () => 'jwt-123', getLanguage: () => 'en', fetch: api.fetch });
    const { data } = await client.GET('/user/profile/notifications');
    expect(listOfData(data)).toEqual([]);
    expect(api.sent[0]?.url).toBe('http://api.test/api/v1/user/profile/notifications');
    expect(api.sent[0]?.headers.get('Authorization')).toBe('Bearer jwt-123');
    expect(api.sent[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization without a token, and Arabic when no valid language is saved', async () => {
    const api = fakeApi(() => json(200, { status: 200, message: 'ok', data: [[]] }));
    let language: string | null = null;
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', getToken: () => null, getLanguage: () => language, fetch: api.fetch });
    await client.GET('/faq');
    language = 'fr';
    await client.GET('/faq');
    expect(api.sent.map((s) => s.headers.has('Authorization'))).toEqual([false, false]);
    expect(api.sent.map((s) => s.headers.get('Accept-Language'))).toEqual(['ar', 'ar']);
  });

  it('reads the token at call time, so sign-in and sign-out apply to the next call', async () => {
    const api = fakeApi(() => json(200, { status: 200, message: 'ok', data: null }));
    let token: string | undefined = 'first';
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', getToken: () => token, getLanguage: () => 'ar', fetch: api.fetch });
    await client.POST('/user/profile/logout', { params: { query: { platform: 'web' } } });
    token = undefined;
    await client.GET('/competitions');
    expect(api.sent[0]?.url).toBe('http://api.test/api/v1/user/profile/logout?platform=web');
    expect(api.sent[0]?.headers.get('Authorization')).toBe('Bearer first');
    expect(api.sent[1]?.headers.has('Authorization')).toBe(false);
  });

  it('gives the 203 login answer as data without a token, and 4xx answers as error', async () => {
    const api = fakeApi((request) =>
      request.headers.get('Accept-Language') === 'ar'
        ? json(203, { message: 'Please verify your email address first' })
        : json(401, { status: 401, message: 'Email or Password is incorrect', data: null, errors: { email: ['Email or Password is incorrect'] } }),
    );
    let language = 'ar';
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', getToken: () => null, getLanguage: () => language, fetch: api.fetch });
    const pending = await client.POST('/user/auth/login', { body: { email: 'a@example.com', password: 'secret-pass-1' } });
    expect(pending.response.status).toBe(203);
    expect(tokenOf(pending.data)).toBeUndefined();
    expect(JSON.parse(String(api.sent[0]?.body))).toEqual({ email: 'a@example.com', password: 'secret-pass-1' });
    expect(api.sent[0]?.headers.get('Content-Type')).toBe('application/json');
    language = 'en';
    const failed = await client.POST('/user/auth/login', { body: { email: 'a@example.com', password: 'wrong-pass-1' } });
    expect(failed.data).toBeUndefined();
    expect(failed.error).toMatchObject({ errors: { email: ['Email or Password is incorrect'] } });
  });

  it('uploads audio as multipart with the file in the field `audio`', async () => {
    const api = fakeApi(() => json(201, { status: 201, message: 'ok', data: [{}] }));
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', getToken: () => 't', getLanguage: () => 'ar', fetch: api.fetch });
    const clip = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });
    await client.POST('/competition/second-paths/clips', {
      body: { recitation_id: '2', audio: clip },
      bodySerializer: multipartSerializer,
    });
    const sent = api.sent[0];
    expect(sent?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent?.body as FormData;
    expect(form.get('recitation_id')).toBe('2');
    const audio = form.get('audio') as File;
    expect(audio.type).toBe('audio/webm');
    expect(audio.name).toBe('audio.webm');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('generated request types', () => {
  it('accept the real complaint and impression bodies of POST /complaints (type checked by tsc)', async () => {
    const api = fakeApi(() => json(200, { status: 200, message: 'complaint sent successfully', data: null }));
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', getToken: () => null, getLanguage: () => 'ar', fetch: api.fetch });
    const base = { name: 'Abdullah Ahmed', email: 'a@example.com', content: 'Please add a night mode.' };
    for (const type of ['complaint', 'suggestion'] as const) await client.POST('/complaints', { body: { ...base, type } });
    await client.POST('/complaints', { body: { ...base, type: 'impression' } });
    expect(api.sent.map((s) => (JSON.parse(String(s.body)) as { type: string }).type)).toEqual(['complaint', 'suggestion', 'impression']);
  });
});

describe('multipartSerializer', () => {
  it('keeps a File name and skips empty fields', () => {
    const form = multipartSerializer({ audio: new File(['x'], 'take-1.ogg', { type: 'audio/ogg' }), note: undefined });
    expect((form.get('audio') as File).name).toBe('take-1.ogg');
    expect(form.has('note')).toBe(false);
  });
});

describe('apiBaseUrl and requestLanguage', () => {
  it('defaults to the same-origin /api/v1 when VITE_API_BASE_URL is not set', () => {
    expect(apiBaseUrl).toBe(process.env['VITE_API_BASE_URL'] || '/api/v1');
  });

  it('sends ar or en only', () => {
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('ar')).toBe('ar');
    expect(requestLanguage('EN')).toBe('ar');
    expect(requestLanguage(undefined)).toBe('ar');
  });
});
