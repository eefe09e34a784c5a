// Third and fourth track booking: seats held and confirmed under a lock (no double booking, also when racing), holds that
// expire, the minimum notice, cancel and reschedule until the cut-off, and details kept on the account. Every engine.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { purgeExpiredRows } from '../../server/maintenance.ts';
import { bearer, body, engines, startTestServer, type TestServer, signedUpContestants } from './harness.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Slot = { id: number; date: string; time: string; starts_at: string; capacity: number; seats_left: number };

const details = {
  national_id_type: 'passport',
  id_number: '55501234',
  id_name: 'Maryam Yusuf Haddad',
  nationality: 'JO',
  birth_date: '1998-07-20',
  gender: 'female',
  country: 'CA',
  phone: '14165550123',
};

describe.each(engines)('booking on %s', (engine) => {
  let server: TestServer;
  const tokens: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
    tokens.push(...(await signedUpContestants(server, 'booker', 5)));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token: string) => server.request({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });
  const post = (url: string, token: string, payload?: object) =>
    server.request({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const slotsOf = async (track: 'third' | 'fourth', token: string): Promise<Slot[]> => body(await get(`/api/v1/competition/${track}-paths/slots`, token)).data[0];
  const hold = (track: 'third' | 'fourth', token: string, slotId: number) => post(`/api/v1/competition/${track}-paths/holds`, token, { slot_id: slotId });
  const confirm = (track: 'third' | 'fourth', token: string, slotId: number, holdId?: number) =>
    post(`/api/v1/competition/${track}-paths`, token, { level_id: track === 'third' ? 2 : 5, slot_id: slotId, ...(holdId ? { hold_id: holdId } : {}), details });
  const seatsLeft = async (track: 'third' | 'fourth', token: string, slotId: number) => (await slotsOf(track, token)).find((s) => s.id === slotId)?.seats_left ?? 0;
  const cancel = (track: 'third' | 'fourth', token: string) => post(`/api/v1/competition/${track}-paths/cancel`, token);

  it('offers slots from the minimum notice on and refuses a slot that has come closer than 24 hours', async () => {
    const [a] = tokens as [string];
    const slots = await slotsOf('third', a);
    expect(slots.length).toBeGreaterThan(10);
    const now = server.clock.now.getTime();
    for (const slot of slots) expect(Date.parse(`${slot.date}T${slot.time}:00+03:00`) - now).toBeGreaterThanOrEqual(24 * HOUR);
    expect(slots[0]).toMatchObject({ capacity: 2, seats_left: 2 });
    // Later, the first slot is only 23 hours away: no longer offered, held nor booked.
    const first = slots[0]!;
    const saved = server.clock.now;
    server.clock.now = new Date(Date.parse(`${first.date}T${first.time}:00+03:00`) - 23 * HOUR);
    try {
      expect((await slotsOf('third', a)).some((s) => s.id === first.id)).toBe(false);
      const tooSoon = await hold('third', a, first.id);
      expect(tooSoon.statusCode).toBe(422);
      expect(body(tooSoon).errors?.slot_id).toEqual(['Appointments must be booked at least 24 hours ahead']);
      expect((await confirm('third', a, first.id)).statusCode).toBe(422);
    } finally {
      server.clock.now = saved;
    }
  });

  it('holds count against the seats; a full slot answers 409 "no longer available"; an expired hold frees its seat', async () => {
    const [a, b, c] = tokens as [string, string, string];
    const slot = (await slotsOf('fourth', a))[3]!;
    const heldA = await hold('fourth', a, slot.id);
    expect(heldA.statusCode).toBe(201);
    expect(body(heldA).data[0]).toMatchObject({ slot: { id: slot.id, seats_left: 1 }, expires_in_seconds: 300 });
    // My own hold does not hide the slot from me; others see one seat fewer.
    expect(await seatsLeft('fourth', a, slot.id)).toBe(2);
    expect(await seatsLeft('fourth', b, slot.id)).toBe(1);
    expect((await hold('fourth', b, slot.id)).statusCode).toBe(201);
    expect((await slotsOf('fourth', c)).some((s) => s.id === slot.id)).toBe(false);
    const full = await hold('fourth', c, slot.id);
    expect(full.statusCode).toBe(409);
    expect(body(full).errors?.slot_id).toEqual(['This slot is no longer available; choose another one']);

    // Five minutes later both holds have lapsed: the seats are free again, even before housekeeping runs.
    server.clock.advance(5 * MINUTE + 1000);
    expect(await seatsLeft('fourth', c, slot.id)).toBe(2);
    const heldC = body(await hold('fourth', c, slot.id)).data[0];
    expect((await confirm('fourth', c, slot.id, heldC.id)).statusCode).toBe(201);
    const heldB = body(await hold('fourth', b, slot.id)).data[0];
    expect((await confirm('fourth', b, slot.id, heldB.id)).statusCode).toBe(201);
    // A, whose hold expired, is told the slot is gone.
    const late = await confirm('fourth', a, slot.id, body(heldA).data[0].id);
    expect(late.statusCode).toBe(409);
    expect(body(late).errors).toHaveProperty('slot_id');
    expect(body(await get('/api/v1/competition/fourth-paths', a)).status).toBe(404);

    // Housekeeping removes the rows of lapsed holds.
    const heldAgain = body(await hold('fourth', a, (await slotsOf('fourth', a))[0]!.id)).data[0];
    server.clock.advance(6 * MINUTE);
    await purgeExpiredRows(server.database.db, server.clock.now);
    expect(await server.database.db.select().from(t.appointmentHolds).where(eq(t.appointmentHolds.id, heldAgain.id))).toEqual([]);
  });

  it('two contestants taking the last seat at the same moment: one gets it, the other 409 with a field error', async () => {
    const [a, b, c, d, e] = tokens as [string, string, string, string, string];
    const slot = (await slotsOf('third', e))[5]!;
    expect((await confirm('third', e, slot.id)).statusCode).toBe(201);
    expect(await seatsLeft('third', a, slot.id)).toBe(1);
    // Racing confirmations without a hold (re-checked under the slot's lock).
    const raced = await Promise.all([confirm('third', a, slot.id), confirm('third', b, slot.id)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(body(raced.find((r) => r.statusCode === 409)!).errors?.slot_id).toEqual(['This slot is no longer available; choose another one']);
    const booked = await server.database.db.select().from(t.submissions).where(eq(t.submissions.slotId, slot.id));
    expect(booked).toHaveLength(2);

    // Racing holds for the last seat of another slot.
    const other = (await slotsOf('third', c))[6]!;
    const winner = raced[0]!.statusCode === 201 ? b : a;
    expect((await hold('third', winner, other.id)).statusCode).toBe(201);
    const holds = await Promise.all([hold('third', c, other.id), hold('third', d, other.id)]);
    expect(holds.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await slotsOf('third', e)).some((s) => s.id === other.id)).toBe(false);
  });

  it('one open request per contestant and track; the details are kept on the account', async () => {
    const [, , , d] = tokens as [string, string, string, string];
    const [s1, s2] = (await slotsOf('third', d)).slice(8) as [Slot, Slot];
    const created = await confirm('third', d, s1.id);
    expect(created.statusCode).toBe(201);
    expect(body(created).data[0]).toMatchObject({ status: 'pending', slot_id: s1.id, appointment_at: s1.starts_at, details, decided_at: null });
    expect(body(created).data[0].change_until).not.toBeNull();
    const twice = await confirm('third', d, s2.id);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).errors).toHaveProperty('track');
    const profile = body(await get('/api/v1/user/profile', d)).data.user;
    expect(profile).toMatchObject({ national_id_type: 'passport', id_number: '55501234', id_name: 'Maryam Yusuf Haddad', country: 'CA', phone: '14165550123', birth_date: '1998-07-20' });
    const future = await post('/api/v1/competition/fourth-paths', d, { level_id: 5, slot_id: s1.id, details: { ...details, birth_date: '2999-01-01' } });
    expect(future.statusCode).toBe(422);
    expect(body(future).errors).toHaveProperty('birth_date');
  });

  it('reschedule and cancel until 12 hours before the test, freeing the seat', async () => {
    const [, , c] = tokens as [string, string, string];
    // c booked a fourth-track seat in the hold test above.
    const before = body(await get('/api/v1/competition/fourth-paths', c)).data[0];
    const target = (await slotsOf('fourth', c)).find((s) => s.id !== before.slot_id)!;
    const held = body(await hold('fourth', c, target.id)).data[0];
    const moved = await post('/api/v1/competition/fourth-paths/reschedule', c, { slot_id: target.id, hold_id: held.id });
    expect(moved.statusCode).toBe(200);
    expect(body(moved).data[0]).toMatchObject({ status: 'pending', slot_id: target.id, appointment_at: target.starts_at, meeting_url: null });
    expect(await seatsLeft('fourth', c, before.slot_id)).toBe(1);

    const cancelled = await cancel('fourth', c);
    expect(cancelled.statusCode).toBe(200);
    expect(body(cancelled).data[0].status).toBe('cancelled');
    expect((await get('/api/v1/competition/fourth-paths', c)).statusCode).toBe(404);
    expect(await seatsLeft('fourth', c, target.id)).toBe(2);
    expect((await cancel('fourth', c)).statusCode).toBe(409);

    // Booked again, then too close to the test to change.
    const again = await confirm('fourth', c, target.id);
    expect(again.statusCode).toBe(201);
    const saved = server.clock.now;
    server.clock.now = new Date(Date.parse(`${target.date}T${target.time}:00+03:00`) - 11 * HOUR);
    try {
      expect(body(await get('/api/v1/competition/fourth-paths', c)).data[0].change_until).toBeNull();
      const late = await cancel('fourth', c);
      expect(late.statusCode).toBe(409);
      expect(body(late).errors?.track).toEqual(['It is too late to change this appointment (12 hours before the test)']);
      expect((await post('/api/v1/competition/fourth-paths/reschedule', c, { slot_id: before.slot_id })).statusCode).toBe(409);
    } finally {
      server.clock.now = saved;
    }
  });

  it('the operator console counts a slot\'s seats as the booking pages do: open requests and live holds', async () => {
    const [a, , , d, e] = tokens as [string, string, string, string, string];
    const login = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } });
    const op = body(login).data.token as string;
    const taken = async (slotId: number) =>
      (body(await get('/api/v1/operator/slots', op)).data[0] as { id: number; taken: number }[]).find((s) => s.id === slotId)!.taken;
    // Not at the time of d's third-track test: one contestant sits one test at a time (tests/server/booking-clash.test.ts).
    const dThird = body(await get('/api/v1/competition/third-paths', d)).data[0].appointment_at as string;
    const slot = (await slotsOf('fourth', a)).filter((s) => Math.abs(Date.parse(`${s.date}T${s.time}:00+03:00`) - Date.parse(`${dThird.replace(' ', 'T')}:00+03:00`)) > HOUR)[10]!;
    expect(await taken(slot.id)).toBe(0);
    expect((await hold('fourth', a, slot.id)).statusCode).toBe(201);
    expect(await taken(slot.id)).toBe(1);
    expect(await seatsLeft('fourth', e, slot.id)).toBe(1);
    expect((await confirm('fourth', d, slot.id)).statusCode).toBe(201);
    expect(await taken(slot.id)).toBe(2);
    expect((await slotsOf('fourth', e)).some((s) => s.id === slot.id)).toBe(false);
    // A slot with a seat in use cannot be closed; once the hold lapses and the request is cancelled it can.
    expect((await server.request({ method: 'DELETE', url: `/api/v1/operator/slots/${slot.id}`, headers: bearer(op) })).statusCode).toBe(409);
    server.clock.advance(5 * MINUTE + 1000);
    expect(await taken(slot.id)).toBe(1);
    expect((await cancel('fourth', d)).statusCode).toBe(200);
    expect(await taken(slot.id)).toBe(0);
    expect((await server.request({ method: 'DELETE', url: `/api/v1/operator/slots/${slot.id}`, headers: bearer(op) })).statusCode).toBe(200);
  });
});
