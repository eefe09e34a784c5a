// Examiner availability of the third and fourth tracks (issue 29, point 5), on every engine: slots generated from the
// organiser's weekly pattern and overrides in Mecca time, the notice, the seats and the hold time it sets, booked seats
// that no change may take away (409 naming how many), the audit's before and after, copy, readiness and permissions.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { DAY_MS, HOUR_MS, toMeccaIsoDate, toMeccaString } from '../../src/domain/meccaTime.ts';
import { weekdayOf } from '../../src/domain/availability.ts';
import { bearer, body, engines, startTestServer, type TestServer, signedUpContestants } from './harness.ts';

type Slot = { id: number; date: string; time: string; starts_at: string; capacity: number; seats_left: number };
type Setting = { weekly: { day: number; start: string; end: string }[]; overrides: { from: string; to: string; hours: { start: string; end: string }[] }[]; slot_minutes: number; seats: number; min_notice_minutes: number; hold_minutes: number };

const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };
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
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));

describe.each(engines)('examiner availability on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let competitionId: number;
  const contestants: string[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    adminToken = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: admin })).data.token as string;
    contestants.push(...(await signedUpContestants(server, 'available', 3)));
    const [current] = await db().select().from(t.competitions).where(eq(t.competitions.kind, 'current'));
    competitionId = current!.id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, lang = 'en') =>
    server.request({ method, url: `/api/v1/operator/competitions${url}`, headers: { ...bearer(adminToken), 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const read = async (id = competitionId) => body(await asAdmin('GET', `/${id}/availability`)).data[0] as (Setting & { track: string; configured: boolean; forecast: { slots: number; seats: number; requests: number; booked: number }; next_slots: string[] })[];
  const put = (setting: Setting, track: 'third' | 'fourth' = 'third', lang = 'en', id = competitionId) => asAdmin('PUT', `/${id}/availability/${track}`, setting, lang);
  const slotsOf = async (token: string, track: 'third' | 'fourth' = 'third'): Promise<Slot[]> =>
    body(await server.request({ method: 'GET', url: `/api/v1/competition/${track}-paths/slots`, headers: { ...bearer(token), 'accept-language': 'en' } })).data[0];
  const post = (url: string, token: string, payload: object) => server.request({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': 'en' }, payload });
  const book = (token: string, slotId: number) => post('/api/v1/competition/third-paths', token, { level_id: 2, slot_id: slotId, details });

  it("reads the demo's pattern for both tracks, configured as the schedule was, with its forecast and the next slots", async () => {
    const [third, fourth] = await read();
    expect(third).toMatchObject({ track: 'third', configured: true, weekly: everyDay('18:00', '22:00'), overrides: [], slot_minutes: 30, seats: 2, min_notice_minutes: 1440, hold_minutes: 5 });
    expect(fourth!.track).toBe('fourth');
    expect(third!.forecast.seats).toBe(third!.forecast.slots * 2);
    expect(third!.forecast.slots).toBeGreaterThan(0);
    expect(third!.next_slots.length).toBe(10);
    // The next slots a contestant could book: a day's notice from now.
    for (const s of third!.next_slots) expect(Date.parse(`${s.replace(' ', 'T')}:00+03:00`) - server.clock.now.getTime()).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(third!.next_slots.every((s) => ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'].includes(s.slice(11)))).toBe(true);
  });

  it('is the administrator’s alone', async () => {
    const operator = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } })).data.token as string;
    const res = await server.request({ method: 'GET', url: `/api/v1/operator/competitions/${competitionId}/availability`, headers: bearer(operator) });
    expect(res.statusCode).toBe(403);
    const put403 = await server.request({ method: 'PUT', url: `/api/v1/operator/competitions/${competitionId}/availability/third`, headers: bearer(operator), payload: { weekly: [], overrides: [], slot_minutes: 30, seats: 2, min_notice_minutes: 0, hold_minutes: 5 } });
    expect(put403.statusCode).toBe(403);
  });

  it('refuses a faulty setting under each faulty field, in both languages, and saves nothing', async () => {
    const bad = { weekly: [{ day: 1, start: '20:00', end: '19:00' }], overrides: [{ from: '2026-12-10', to: '2026-12-01', hours: [] }], slot_minutes: 30, seats: 2, min_notice_minutes: 60, hold_minutes: 5 };
    const res = await put(bad);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors).toEqual({ 'weekly.0': ['Each range needs a start and a later end, as HH:MM'], 'overrides.0': ['Give a start day and an end day on or after it'] });
    const ar = await put(bad, 'third', 'ar');
    expect(body(ar).errors?.['overrides.0']).toEqual(['حدّد يوم بداية ويوم نهاية لا يسبقه']);
    expect((await read())[0]!.weekly).toEqual(everyDay('18:00', '22:00'));
  });

  it('generates the slots from the pattern and overrides, with the notice, seats and hold time it sets, audited before and after', async () => {
    const now = server.clock.now.getTime();
    // Mornings 09:00–11:00 in hour-long slots, three seats, 48 hours' notice, a 10-minute hold; the day after tomorrow
    // (Mecca) has no tests at all, the day after that has afternoon hours instead.
    const off = toMeccaIsoDate(now + 3 * DAY_MS);
    const different = toMeccaIsoDate(now + 4 * DAY_MS);
    const setting: Setting = {
      weekly: everyDay('09:00', '11:00'),
      overrides: [
        { from: off, to: off, hours: [] },
        { from: different, to: different, hours: [{ start: '15:00', end: '16:00' }] },
      ],
      slot_minutes: 60,
      seats: 3,
      min_notice_minutes: 48 * 60,
      hold_minutes: 10,
    };
    const res = await put(setting);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe('Availability saved');
    expect(body(res).data[0]).toMatchObject({ track: 'third', configured: true, seats: 3, slot_minutes: 60 });
    const slots = await slotsOf(contestants[0]!);
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      expect(Date.parse(`${s.date}T${s.time}:00+03:00`) - now).toBeGreaterThanOrEqual(48 * HOUR_MS);
      expect(s.capacity).toBe(3);
      expect(s.date).not.toBe(off);
      expect(s.date === different ? ['15:00'] : ['09:00', '10:00']).toContain(s.time);
    }
    expect(slots.some((s) => s.date === different && s.time === '15:00')).toBe(true);
    // The fourth track keeps its own setting.
    expect((await slotsOf(contestants[0]!, 'fourth')).every((s) => s.time >= '18:00')).toBe(true);
    const held = await post('/api/v1/competition/third-paths/holds', contestants[0]!, { slot_id: slots[0]!.id });
    expect(held.statusCode).toBe(201);
    expect(body(held).data[0].expires_in_seconds).toBe(600);
    // A slot under the notice: the refusal names the organiser's notice.
    const saved = server.clock.now;
    server.clock.now = new Date(Date.parse(`${slots[0]!.date}T${slots[0]!.time}:00+03:00`) - 47 * HOUR_MS);
    try {
      const soon = await post('/api/v1/competition/third-paths/holds', contestants[1]!, { slot_id: slots[0]!.id });
      expect(soon.statusCode).toBe(422);
      expect(body(soon).errors?.slot_id).toEqual(['Appointments must be booked at least 48 hours ahead']);
    } finally {
      server.clock.now = saved;
    }
    const [entry] = await db().select().from(t.auditLog).where(eq(t.auditLog.action, 'availability.update')).orderBy(desc(t.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ subjectType: 'competition', subjectId: String(competitionId) });
    expect(entry!.before).toMatchObject({ track: 'third', weekly: everyDay('18:00', '22:00'), seats: 2 });
    expect(entry!.after).toMatchObject({ track: 'third', weekly: setting.weekly, overrides: setting.overrides, seats: 3, min_notice_minutes: 2880, hold_minutes: 10 });
    const [third] = await read();
    expect(third!.next_slots.every((s) => s.slice(0, 10) !== off)).toBe(true);
    expect(third!.forecast.seats).toBe(third!.forecast.slots * 3);
  });

  it('never takes a booked seat: a change that would cancel bookings is refused with their number', async () => {
    const [a, b] = contestants as [string, string];
    const slot = (await slotsOf(a))[1]!;
    expect((await book(a, slot.id)).statusCode).toBe(201);
    expect((await book(b, slot.id)).statusCode).toBe(201);
    const [current] = await read();
    const { weekly, overrides, slot_minutes, min_notice_minutes, hold_minutes } = current!;
    const keep = { weekly, overrides, slot_minutes, min_notice_minutes, hold_minutes };
    // One seat per slot would cancel one of the two bookings.
    const fewer = await put({ ...keep, seats: 1 });
    expect(fewer.statusCode).toBe(409);
    expect(body(fewer).message).toBe('This change would cancel one booked test; contestants keep their seats, so it was not saved');
    // A vacation over the booked day would cancel both.
    const vacation = await put({ ...keep, seats: 3, overrides: [...overrides, { from: slot.date, to: toMeccaIsoDate(Date.parse(`${slot.date}T12:00:00+03:00`) + 20 * DAY_MS), hours: [] }] }, 'third', 'ar');
    expect(vacation.statusCode).toBe(409);
    expect(body(vacation).errors?.availability).toEqual(['يلغي هذا التغيير اختبارين محجوزين؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ']);
    const [after] = await read();
    expect(after).toMatchObject({ seats: 3, overrides });
    expect((await slotsOf(contestants[2]!)).find((s) => s.id === slot.id)?.seats_left).toBe(1);
    // More seats, and a pattern that keeps the booked slot, are fine: the slot gets the new seats.
    const [slotRow] = await db().select().from(t.appointmentSlots).where(eq(t.appointmentSlots.id, slot.id));
    const more = await put({ ...keep, seats: 4, weekly: [...weekly.filter((w) => w.day !== weekdayOf(slot.date)), { day: weekdayOf(slot.date), start: '08:00', end: '11:00' }] });
    expect(more.statusCode, more.body).toBe(200);
    const [reseated] = await db().select().from(t.appointmentSlots).where(eq(t.appointmentSlots.id, slotRow!.id));
    expect(reseated!.capacity).toBe(4);
    expect(body(more).data[0].forecast.booked).toBe(2);
  });

  it('is a readiness finding while a track has none, and travels with a copy, its overrides moved by the days between the starts', async () => {
    const start = server.clock.now.getTime() + 200 * DAY_MS;
    const draft = body(await asAdmin('POST', '', { title: { ar: 'مسودة', en: 'Draft' }, start_date: toMeccaString(start), end_date: toMeccaString(start + 10 * DAY_MS) })).data[0];
    const findings = body(await asAdmin('GET', `/${draft.id}/readiness`)).data[0] as { code: string; track: string }[];
    expect(findings).toEqual(expect.arrayContaining([{ code: 'noAvailability', track: 'third', language: null }, { code: 'noAvailability', track: 'fourth', language: null }]));
    const unset = await read(draft.id);
    expect(unset.map((a) => [a.configured, a.next_slots.length, a.forecast.seats])).toEqual([
      [false, 0, 0],
      [false, 0, 0],
    ]);
    const week = { weekly: [{ day: weekdayOf(toMeccaIsoDate(start + DAY_MS)), start: '10:00', end: '12:00' }], overrides: [], slot_minutes: 30, seats: 2, min_notice_minutes: 0, hold_minutes: 5 };
    expect((await put(week, 'third', 'en', draft.id)).statusCode).toBe(200);
    const codes = (body(await asAdmin('GET', `/${draft.id}/readiness`)).data[0] as { code: string; track: string }[]).filter((f) => f.code === 'noAvailability').map((f) => f.track);
    expect(codes).toEqual(['fourth']);
    const [drafted] = await read(draft.id);
    // The one weekday, twice within the ten days: every slot of its hours, none of any other day.
    expect(drafted!.next_slots).toEqual([1, 8].flatMap((days) => ['10:00', '10:30', '11:00', '11:30'].map((time) => `${toMeccaIsoDate(start + days * DAY_MS)} ${time}`)));

    const [source] = await db().select().from(t.availability).where(and(eq(t.availability.competitionId, competitionId), eq(t.availability.track, 'third')));
    const [sourceCompetition] = await db().select().from(t.competitions).where(eq(t.competitions.id, competitionId));
    const copyStart = sourceCompetition!.startAt.getTime() + 364 * DAY_MS;
    const copied = await asAdmin('POST', `/${competitionId}/copies`, { title: { ar: 'نسخة', en: 'Copy' }, start_date: toMeccaString(copyStart), end_date: toMeccaString(copyStart + 13 * DAY_MS) });
    expect(copied.statusCode).toBe(201);
    const [copy] = await read(body(copied).data[0].id);
    expect(copy).toMatchObject({ configured: true, weekly: source!.weekly, seats: source!.seats, slot_minutes: source!.slotMinutes, min_notice_minutes: source!.minNoticeMinutes, hold_minutes: source!.holdMinutes });
    const move = (d: string) => toMeccaIsoDate(Date.parse(`${d}T12:00:00+03:00`) + 364 * DAY_MS);
    expect(copy!.overrides).toEqual(source!.overrides.map((o) => ({ ...o, from: move(o.from), to: move(o.to) })));
  });
});
