import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/contract/schema';
import type { RuleItem } from '../../src/machines/forms/rulesLoader.machine.ts';
import type { PushData } from '../../src/machines/push/pushRouting.ts';
import type { SessionUser } from '../../src/machines/session/types.ts';
import type { RequestStatus } from '../../src/machines/tracks/requestOutcome.ts';
import type { TrackSummary, TrackUser } from '../../src/machines/tracks/types.ts';

type Schemas = components['schemas'];

/**
 * The machines define their own minimal input types (contract → machines → app); the generated
 * API types must stay assignable to them, so the app can hand API data straight in.
 */
describe('machine inputs accept the generated API types', () => {
  // The competition is read (its dates parsed) by src/app/api/competition.ts: tests/contract/readers.test.ts.
  it('user, rules, track statuses and push data', () => {
    expectTypeOf<Schemas['User']>().toExtend<SessionUser>();
    expectTypeOf<Schemas['User']>().toExtend<TrackUser>();
    expectTypeOf<Schemas['RuleItem']>().toExtend<RuleItem>();
    expectTypeOf<Schemas['MyTrackProgress']['status']>().toExtend<TrackSummary['status']>();
    expectTypeOf<Schemas['FifthTrackAttempt']['status']>().toExtend<TrackSummary['status']>();
    expectTypeOf<Schemas['PushTrackStatus']>().toExtend<TrackSummary['status']>();
    expectTypeOf<NonNullable<Schemas['Notification']['data']>>().toExtend<PushData>();
  });

  it('a third- or fourth-track request status is one of the outcome table\'s, and every one of them is the contract\'s', () => {
    expectTypeOf<Schemas['MemorisationStatus']>().toEqualTypeOf<RequestStatus>();
  });
});
