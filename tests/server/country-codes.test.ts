// Issue 31 point 12: a country and a nationality are ISO 3166-1 alpha-2 codes, refused otherwise with a message in both
// languages; the free text of older accounts becomes codes (migration 0033), and what no code was found for stays.
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { body, engines, registration, startTestServer, type TestServer } from './harness.ts';

const migration = readFileSync(new URL('../../server/db/migrations/0033_country_codes.sql', import.meta.url), 'utf8');

describe.each(engines)('countries as codes on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  }, 120_000);
  afterAll(() => server?.close());

  const register = (payload: Record<string, string>, lang: 'ar' | 'en') =>
    server.request({ method: 'POST', url: '/api/v1/user/auth/register', headers: { 'accept-language': lang }, payload });

  it('refuses a country typed as a name, and a code no country has, in both languages', async () => {
    const named = await register({ ...registration('typed.country@example.com'), country: 'Saudi Arabia', nationality: 'سعودي' }, 'ar');
    expect(named.statusCode).toBe(422);
    expect(body(named).errors).toEqual({ country: ['اختر دولة من القائمة'], nationality: ['اختر دولة من القائمة'] });
    const unknown = await register({ ...registration('unknown.country@example.com'), country: 'XX' }, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).errors).toEqual({ country: ['Choose a country from the list'] });
    const [kept] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(t.users).where(inArray(t.users.email, ['typed.country@example.com', 'unknown.country@example.com']));
    expect(kept!.n).toBe(0);
  });

  it('stores the codes chosen', async () => {
    const created = await register({ ...registration('coded.country@example.com'), country: 'EG', nationality: 'SD' }, 'en');
    expect(created.statusCode).toBe(201);
    const [user] = await server.database.db.select({ country: t.users.country, nationality: t.users.nationality }).from(t.users).where(eq(t.users.email, 'coded.country@example.com'));
    expect(user).toEqual({ country: 'EG', nationality: 'SD' });
  });

  it('maps the names older accounts typed to codes, and keeps what it cannot map as typed', async () => {
    const typed: [string, string | null, string | null][] = [
      ['old-1@example.invalid', 'Saudi Arabia', 'Saudi'],
      ['old-2@example.invalid', ' السعودية ', 'سعودي'],
      ['old-3@example.invalid', 'المملكة العربية السعودية', 'K.S.A'],
      ['old-4@example.invalid', 'مَصر', 'Egyptian'],
      ['old-5@example.invalid', 'الاردن', 'أردنية'],
      ['old-6@example.invalid', 'Atlantis', null],
      ['old-7@example.invalid', 'eg', 'united arab emirates'],
    ];
    await server.database.db.insert(t.users).values(typed.map(([email, country, nationality]) => ({ type: 'contestant' as const, name: email, email, passwordHash: '!', country, nationality })));
    for (const statement of migration.split('--> statement-breakpoint')) await server.database.db.execute(sql.raw(statement));
    const rows = await server.database.db.select({ email: t.users.email, country: t.users.country, nationality: t.users.nationality }).from(t.users).where(inArray(t.users.email, typed.map(([email]) => email)));
    expect(Object.fromEntries(rows.map((r) => [r.email, [r.country, r.nationality]]))).toEqual({
      'old-1@example.invalid': ['SA', 'SA'],
      'old-2@example.invalid': ['SA', 'SA'],
      'old-3@example.invalid': ['SA', 'SA'],
      'old-4@example.invalid': ['EG', 'EG'],
      'old-5@example.invalid': ['JO', 'JO'],
      'old-6@example.invalid': ['Atlantis', null],
      'old-7@example.invalid': ['EG', 'AE'],
    });
  });

  it('lists candidates and winners with codes, which the site names', async () => {
    const candidates = body(await server.request({ method: 'GET', url: '/api/v1/competition/candidates/first?per_page=100' })).data[0] as { country: string | null }[];
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) expect(c.country).toMatch(/^[A-Z]{2}$/);
    const winners = await server.database.db.select({ country: t.winners.country }).from(t.winners);
    for (const w of winners) expect(w.country.ar).toMatch(/^[A-Z]{2}$/);
  });
});
