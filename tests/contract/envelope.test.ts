import { describe, expect, it } from 'vitest';
import { firstOfData, listOfData, readEnvelope } from '../../src/api/envelope';
import { isLoginPending, tokenOf, userOf } from '../../src/app/api/auth';
import type { components } from '../../src/contract/schema';
import { loadApiDocument, isObject, type JsonObject } from './apiDocument';

type Schemas = components['schemas'];
const doc = loadApiDocument();

/** The example the contract gives for one response, so the helpers are tested on the documented shapes. */
function exampleOf<T>(path: string, method: string, code: string): T {
  const paths = doc['paths'] as JsonObject;
  let response = ((paths[path] as JsonObject)[method] as JsonObject)['responses'] as JsonObject;
  let target = response[code] as JsonObject;
  if (typeof target['$ref'] === 'string') {
    response = (doc['components'] as JsonObject)['responses'] as JsonObject;
    target = response[target['$ref'].split('/').pop() ?? ''] as JsonObject;
  }
  const media = (target['content'] as JsonObject)['application/json'];
  if (!isObject(media)) throw new Error('no json example');
  return media['example'] as T;
}

const user: Schemas['User'] = {
  id: 1,
  type: 'contestant',
  name: 'Abdullah Ahmed',
  email: 'contestant@example.com',
  thumbnail: null,
  gender: 'male',
  second_path_certificates: false,
  path_first_path: null,
  first_paths_audios: [],
};

describe('envelope helpers', () => {
  it('reads data[0] lists of the list endpoints', () => {
    const conditions = exampleOf<Schemas['ConditionListResponse']>('/conditions', 'get', '200');
    expect(listOfData(conditions).map((rule) => rule.title)).toEqual(['Eligibility', 'One entry']);
    const notifications = exampleOf<Schemas['NotificationListResponse']>('/user/profile/notifications', 'get', '200');
    expect(listOfData(notifications).filter((n) => n.is_read === 0)).toHaveLength(1);
  });

  it('reads an empty or missing list as []', () => {
    const empty: Schemas['FaqListResponse'] = { status: 200, message: 'ok', data: [[]] };
    expect(listOfData(empty)).toEqual([]);
    expect(listOfData<never>(undefined)).toEqual([]);
    expect(listOfData({ data: [] } as unknown as Schemas['FaqListResponse'])).toEqual([]);
  });

  it('reads data[0] records (settings, statistics, a track result)', () => {
    const settings = exampleOf<Schemas['SettingsResponse']>('/settings', 'get', '200');
    expect(firstOfData(settings)?.email).toBe('info@example.com');
    const statistics = exampleOf<Schemas['StatisticsResponse']>('/statistics', 'get', '200');
    expect(firstOfData(statistics)?.winners).toBe(90);
    const third = exampleOf<Schemas['MemorisationRequestResponse']>('/competition/third-paths', 'get', '200');
    expect(firstOfData(third)?.status).toBe('approved');
    expect(firstOfData<Schemas['Settings']>(undefined)).toBeUndefined();
  });

  it('reads data.token and data.user of a login, and nothing from the 203 answer', () => {
    const ok = exampleOf<Schemas['LoginResponse']>('/user/auth/login', 'post', '200');
    expect(tokenOf(ok)).toBe(ok.data.token);
    expect(userOf(ok)?.type).toBe('contestant');
    const pending = exampleOf<Schemas['LoginPendingResponse']>('/user/auth/login', 'post', '203');
    expect(tokenOf(pending)).toBeUndefined();
    expect(userOf(pending)).toBeUndefined();
    expect(isLoginPending(203)).toBe(true);
    expect(isLoginPending(200)).toBe(false);
    expect(tokenOf({ status: 200, message: 'ok', data: { token: '', user } })).toBeUndefined();
  });

  it('reads data.user of the profile', () => {
    const profile = exampleOf<Schemas['UserResponse']>('/user/profile', 'get', '200');
    expect(userOf(profile)?.second_path_certificates).toBe(true);
  });

  it('reads field errors defensively, a lone string counting as one message', () => {
    expect(readEnvelope({ status: 422, message: 'bad', errors: { email: 'Value is required', name: ['a', 3] } })).toEqual({
      status: 422,
      message: 'bad',
      data: undefined,
      errors: { email: ['Value is required'], name: ['a'] },
    });
    expect(readEnvelope('oops')).toEqual({ status: undefined, message: undefined, data: undefined, errors: undefined });
  });
});
