// npm run bench:contestants: the console's contestants list at 100,000 contestants (issue 30, point 1). Fills a scratch
// database (the demo, then 100,000 contestants with Arabic names and entries in every track) and prints p50 and p95 of
// the list's typical queries, each the very query the console's list runs (contestantPage of
// server/api/operator/contestants.ts, on the one ContestantFilter): a search by part of a name, a track filtered by its
// status, page 50 of everyone, and one contestant's timeline. On PGlite always; on PostgreSQL too when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a scratch database is created there and dropped).
// Figures are printed, never asserted: the machine they run on decides them.
import { sql } from 'drizzle-orm';
import { contestantPage, timelineOf } from '../server/api/operator/contestants.ts';
import { type Database, openDatabase } from '../server/db/index.ts';
import { createScratchDatabase } from '../server/db/scratchDatabase.ts';
import * as t from '../server/db/schema.ts';
import { applyPhase, seedIfEmpty } from '../server/db/seed.ts';
import type { ContestantFilter } from '../server/operators/contestantFilter.ts';

const CONTESTANTS = Number(process.env.BENCH_CONTESTANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

/** 100,000 contestants (Arabic first names and family names, Western and Eastern phone digits) and their entries. */
async function fill(db: Database['db']): Promise<void> {
  const [competition] = await db.select({ id: t.competitions.id }).from(t.competitions).where(sql`${t.competitions.kind} = 'current'`);
  const id = competition!.id;
  await db.execute(sql`insert into users (type, name, email, password_hash, phone, country, created_at)
    select 'contestant',
      (array['أحمد','محمد','فاطمة','عبدالله','مريم','يوسف','عائشة','إبراهيم','خديجة','عمر'])[1 + n % 10] || ' ' ||
      (array['القحطاني','الزهراني','الغامدي','العتيبي','الحربي','الشمري','الدوسري','المطيري'])[1 + (n / 10) % 8] || ' ' || n,
      'bench-' || n || '@example.org', 'x', '05' || lpad(n::text, 8, '0'), 'SA', now() - (n || ' minutes')::interval
    from generate_series(1, ${CONTESTANTS}) as n`);
  const ids = sql`(select id, row_number() over (order by id) as n from users where email like 'bench-%')`;
  await db.execute(sql`insert into first_path_entries (user_id, competition_id, total_questions, correct_answers, submitted_at)
    select id, ${id}, 10, n % 11, case when n % 5 = 0 then null else now() end from ${ids} u where n % 10 < 6`);
  await db.execute(sql`insert into second_path_entries (user_id, competition_id, status, submitted_at)
    select id, ${id}, (array['recording','submitted','accepted','refused'])[1 + n % 4], now() from ${ids} u where n % 5 = 1`);
  await db.execute(sql`insert into submissions (user_id, competition_id, track, level_id, appointment_at, status)
    select id, ${id}, case when n % 2 = 0 then 'fourth' else 'third' end, 1, now() + interval '3 days',
      (array['pending','approved','refused','success','failed'])[1 + n % 5] from ${ids} u where n % 10 in (2, 3, 4)`);
  await db.execute(sql`insert into recordings (user_id, competition_id, track, clip_index, file_name, mime_type, size, status)
    select id, ${id}, 'fifth', 1, 'bench-' || n || '.webm', 'audio/webm', 1000, (array['pending','active','failed'])[1 + n % 3] from ${ids} u where n % 10 = 7`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, run: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 3; i++) await run(); // warm the caches and the plans
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `  ${name.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`;
}

async function bench(label: string, database: Database): Promise<void> {
  const db = database.db;
  const started = performance.now();
  await seedIfEmpty(db, 'running');
  await applyPhase(db, 'running');
  await fill(db);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(t.users).where(sql`type = 'contestant'`);
  console.log(`${label}: ${count!.n} contestants, filled in ${((performance.now() - started) / 1000).toFixed(0)} s; ${RUNS} runs each`);
  const page = (filter: ContestantFilter, n = 1) => () => contestantPage(db, filter, n, 50);
  const [someone] = await db.select().from(t.users).where(sql`email = 'bench-4242@example.org'`);
  const lines = [
    await measure('search part of a name ("فاطمه الغامدي", marks ignored)', page({ q: 'فاطمه الغامدي' })),
    await measure('search part of a name, rare ("حربي 4567")', page({ q: 'الحربي 4567' })),
    await measure('search part of an e-mail ("bench-777")', page({ q: 'bench-777' })),
    await measure('fourth track, status pending', page({ track: 'fourth', status: 'pending' })),
    await measure('fifth track, status active (newest attempt)', page({ track: 'fifth', status: 'active' })),
    await measure('everyone, page 50', page({}, 50)),
    await measure("one contestant's timeline", () => timelineOf(db, someone!, 'ar')),
  ];
  for (const line of lines) console.log(line);
}

const pglite = await openDatabase({ engine: 'pglite' });
try {
  await bench('PGlite (in memory, its own thread)', pglite);
} finally {
  await pglite.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const scratch = await createScratchDatabase(serverUrl, 'qc_bench_contestants');
  const postgres = await openDatabase({ engine: 'postgres', url: scratch.url });
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
