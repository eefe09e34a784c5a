// A contestant sits one test at a time (issue 31, point 7): a hold, a booking or a move whose test would overlap the
// contestant's open request on the other track is refused with 409 under `clash`, naming that track and its time in
// the contestant's language; two bookings sent at once cannot both pass. The examiner's request card carries the level's
// title, the ID given with the request (to roles that see personal data) and any overlapping request. Every engine.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { can, seesPersonalData } from '../../server/operators/permissions.ts';
import { operatorRoles } from '../../server/db/schema.ts';
import { bearer, body, engines, startTestServer, type TestServer, signedUpContestants } from './harness.ts';

type Slot = { id: number; starts_at: string };
type Track = 'third' | 'fourth';

const details = {
  national_id_type: 'iqama',
  id_number: '2109876543',
  id_name: 'Khalid Omar Nasser',
  nationality: 'EG',
  birth_date: '1995-02-11',
  gender: 'male',
  country: 'SA',
  phone: '966501234567',
};

describe.each(engines)('one test at a time on %s', (engine) => {
  let server: TestServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
    tokens.push(...(await signedUpContestants(server, 'clash', 4)));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    server.request({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const slotsOf = async (track: Track, token: string): Promise<Slot[]> =>
    body(await server.request({ method: 'GET', url: `/api/v1/competition/${track}-paths/slots`, headers: bearer(token) })).data[0];
  const hold = (track: Track, token: string, slotId: number, lang = 'en') => post(`/api/v1/competition/${track}-paths/holds`, token, { slot_id: slotId }, lang);
  const book = (track: Track, token: string, slotId: number, lang = 'en') =>
    post(`/api/v1/competition/${track}-paths`, token, { level_id: track === 'third' ? 2 : 5, slot_id: slotId, details }, lang);
  const startOf = (slot: Slot) => Date.parse(`${slot.starts_at.replace(' ', 'T')}:00+03:00`);
  /**
   * The other track's slot that starts at the same time as `slot`, and the one half an hour later (undefined after an
   * evening's last slot: a caller that needs it picks its slot with `followed`).
   */
  const twinOf = async (track: Track, token: string, slot: Slot) => {
    const slots = await slotsOf(track, token);
    const same = slots.find((s) => s.starts_at === slot.starts_at)!;
    expect(same).toBeDefined();
    return { same, next: slots.find((s) => startOf(s) === startOf(slot) + 30 * 60_000) };
  };
  /** The first slot from `index` on with another half an hour after it: which slot is an evening's last depends on the hour the test runs. */
  const followed = (slots: Slot[], index: number) => slots.slice(index).find((slot) => slots.some((s) => startOf(s) === startOf(slot) + 30 * 60_000))!;

  it('refuses a hold and a booking that overlap the other track’s test, naming it in the contestant’s language', async () => {
    const [a] = tokens as [string];
    const third = followed(await slotsOf('third', a), 2);
    expect((await book('third', a, third.id)).statusCode).toBe(201);
    const twins = await twinOf('fourth', a, third);
    const [same, next] = [twins.same, twins.next!];
    expect(next).toBeDefined();

    const held = await hold('fourth', a, same.id);
    expect(held.statusCode).toBe(409);
    const at = body(held).errors?.clash?.[0] as string;
    expect(at).toMatch(/^This time overlaps your third track test on \w+day \d+ \w+ at \d{1,2}:\d\d (am|pm) Mecca time; choose a time that does not overlap it$/);
    expect(body(held).message).toBe(at);

    const heldAr = await hold('fourth', a, same.id, 'ar');
    expect(heldAr.statusCode).toBe(409);
    const ar = body(heldAr).errors?.clash?.[0] as string;
    expect(ar).toContain('يتداخل هذا الموعد مع اختبارك في المسار الثالث يوم ');
    expect(ar).toContain('بتوقيت مكة المكرمة');
    expect(ar).not.toMatch(/[0-9]/);

    // Without a hold as well; nothing is written.
    const booked = await book('fourth', a, same.id);
    expect(booked.statusCode).toBe(409);
    expect(body(booked).errors).toHaveProperty('clash');
    const mine = await server.database.db.select().from(t.submissions).where(and(eq(t.submissions.track, 'fourth'), inArray(t.submissions.slotId, [same.id])));
    expect(mine).toEqual([]);

    // The half hour after it does not overlap a half-hour test.
    const heldNext = await hold('fourth', a, next.id);
    expect(heldNext.statusCode).toBe(201);
    expect((await post('/api/v1/competition/fourth-paths', a, { level_id: 5, slot_id: next.id, hold_id: body(heldNext).data[0].id, details })).statusCode).toBe(201);
  });

  it('refuses moving a request onto the other track’s test, and lets a cancelled one free the time', async () => {
    const [, b] = tokens as [string, string];
    const fourth = (await slotsOf('fourth', b))[6]!;
    expect((await book('fourth', b, fourth.id)).statusCode).toBe(201);
    const { same } = await twinOf('third', b, fourth);
    const other = (await slotsOf('third', b))[0]!;
    expect((await book('third', b, other.id)).statusCode).toBe(201);

    const moved = await post('/api/v1/competition/third-paths/reschedule', b, { slot_id: same.id });
    expect(moved.statusCode).toBe(409);
    expect(body(moved).errors?.clash?.[0]).toMatch(/^This time overlaps your fourth track test on /);

    // Once the fourth-track request is cancelled, the time is free.
    expect((await post('/api/v1/competition/fourth-paths/cancel', b)).statusCode).toBe(200);
    expect((await post('/api/v1/competition/third-paths/reschedule', b, { slot_id: same.id })).statusCode).toBe(200);
  });

  it('two bookings of overlapping tests sent at once: one is booked, the other refused', async () => {
    for (const token of tokens.slice(2)) {
      const third = (await slotsOf('third', token))[9]!;
      const { same } = await twinOf('fourth', token, third);
      const raced = await Promise.all([book('third', token, third.id), book('fourth', token, same.id)]);
      expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(body(raced.find((r) => r.statusCode === 409)!).errors).toHaveProperty('clash');
    }
  });

  it('the request card carries the level in the console’s language, the ID to those who see personal data, and an overlapping request', async () => {
    const op = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } })).data.token as string;
    const requests = async (lang: string) =>
      body(await server.request({ method: 'GET', url: '/api/v1/operator/requests', headers: { ...bearer(op), 'accept-language': lang } })).data[0] as Record<string, unknown>[];
    const [a] = tokens as [string];
    const mineId = body(await server.request({ method: 'GET', url: '/api/v1/competition/third-paths', headers: bearer(a) })).data[0].id as number;
    const [userA] = (await server.database.db.select().from(t.submissions).where(eq(t.submissions.id, mineId))) as [typeof t.submissions.$inferSelect];
    const en = (await requests('en')).find((r) => r.id === userA.id)!;
    const ar = (await requests('ar')).find((r) => r.id === userA.id)!;
    const levels = body(await server.request({ method: 'GET', url: '/api/v1/competition/third-paths/levels', headers: { ...bearer(a), 'accept-language': 'en' } })).data[0] as { id: number; title: string }[];
    const levelsAr = body(await server.request({ method: 'GET', url: '/api/v1/competition/third-paths/levels', headers: { ...bearer(a), 'accept-language': 'ar' } })).data[0] as { id: number; title: string }[];
    expect(en).toMatchObject({ level_id: 2, level_title: levels.find((l) => l.id === 2)!.title, national_id_type: 'iqama', id_number: '2109876543', id_name: 'Khalid Omar Nasser', clashes_with: null });
    expect(ar.level_title).toBe(levelsAr.find((l) => l.id === 2)!.title);
    expect(ar.level_title).not.toBe(en.level_title);

    // Two overlapping requests written before the rule (or a slot moved since): each card names the other.
    const third = (await slotsOf('third', a))[12]!;
    const { same } = await twinOf('fourth', a, third);
    const [contestant] = await server.database.db.select().from(t.users).where(eq(t.users.id, userA.userId));
    const at = new Date(Date.parse(`${third.starts_at.replace(' ', 'T')}:00+03:00`));
    await server.database.db.update(t.submissions).set({ slotId: third.id, appointmentAt: at }).where(eq(t.submissions.id, userA.id));
    const [fourthOfA] = await server.database.db.select().from(t.submissions).where(and(eq(t.submissions.userId, contestant!.id), eq(t.submissions.track, 'fourth')));
    await server.database.db.update(t.submissions).set({ slotId: same.id, appointmentAt: at }).where(eq(t.submissions.id, fourthOfA!.id));
    const listed = await requests('en');
    expect(listed.find((r) => r.id === userA.id)!.clashes_with).toEqual({ id: fourthOfA!.id, track: 'fourth', appointment_at: same.starts_at, status: fourthOfA!.status });
    expect(listed.find((r) => r.id === fourthOfA!.id)!.clashes_with).toMatchObject({ id: userA.id, track: 'third', appointment_at: third.starts_at });

    // Accepting one is still the operator's call (the console warns first); its answer carries the same card.
    const accepted = await server.request({
      method: 'POST',
      url: `/api/v1/operator/requests/${userA.id}/decision`,
      headers: { ...bearer(op), 'accept-language': 'en' },
      payload: { action: 'accept', meeting_url: 'https://meet.example.com/clash' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(body(accepted).data[0]).toMatchObject({ status: 'approved', id_number: '2109876543', clashes_with: { id: fourthOfA!.id } });
  });

  it('only roles that see personal data get the ID; reviewers (blind) and finance cannot read requests at all', () => {
    for (const role of operatorRoles) {
      if (can(role, 'getOperatorRequests') || can(role, 'decideOperatorRequest')) expect(seesPersonalData(role)).toBe(true);
    }
    expect(seesPersonalData('reviewer')).toBe(false);
    expect(seesPersonalData('finance')).toBe(false);
  });
});
