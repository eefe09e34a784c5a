import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/contract/schema';
import type { Competition } from '../../src/machines/competition/types.ts';
import { displayedCompetition } from '../../src/machines/competition/homeData.ts';
import type { RuleItem } from '../../src/machines/forms/rulesLoader.machine.ts';
import type { PushData } from '../../src/machines/push/pushRouting.ts';
import type { SessionUser } from '../../src/machines/session/types.ts';
import type { FifthTrackAttempt, TrackStatusResult, TrackUser } from '../../src/machines/tracks/types.ts';

type Schemas = components['schemas'];

/**
 * The machines define their own minimal input types (contract → machines → app); the generated
 * API types must stay assignable to them, so the app can hand API data straight in.
 */
describe('machine inputs accept the generated API types', () => {
  it('competition, user, rules, fifth-track attempts and push data', () => {
    expectTypeOf<Schemas['Competition']>().toExtend<Competition>();
    expectTypeOf<Schemas['User']>().toExtend<SessionUser>();
    expectTypeOf<Schemas['User']>().toExtend<TrackUser>();
    expectTypeOf<Schemas['RuleItem']>().toExtend<RuleItem>();
    expectTypeOf<Schemas['FifthTrackAttempt']>().toExtend<FifthTrackAttempt>();
    expectTypeOf<{ status: Schemas['PushTrackStatus'] }>().toExtend<TrackStatusResult>();
    expectTypeOf<NonNullable<Schemas['Notification']['data']>>().toExtend<PushData>();
  });

  it('a competition shaped as the contract says flows through the response rules', () => {
    const next: Schemas['CompetitionBase'] = {
      id: 2,
      title: 'Next',
      start_date: '2026-04-01 20:00',
      end_date: '2026-04-14 20:00',
      winners_draw_period: 1,
      is_winners_draw_period: false,
      paths_slug: ['first'],
      paths: {},
    } as Schemas['CompetitionBase'];
    const current = { ...next, id: 1, title: 'Now', is_winners_draw_period: true, next_comp: next, is_next_comp_start: true };
    expect(displayedCompetition(current as Schemas['Competition']).competition).toBe(next);
  });
});
