// npm run bench:deadline (issue 32, point 8): the hour before the competition closes. N simulated contestants (default 50,
// BENCH_CONTESTANTS) each send the five clips of the second track — real audio (tests/fixtures/audio, as browsers record
// it) — starting spread over one minute (BENCH_WINDOW_S, default 60), through nginx, against the recipe with one server
// process and then with two (scripts/topology/cluster.ts: PostgreSQL, an s3rver bucket, a worker). Each contestant does
// what the recorder does: one clip after the other, each with its Idempotency-Key, sent again after a refusal's
// Retry-After. Prints accepted clips per second, p50/p99 upload time (from the first byte sent to the answer, retries
// not counted in it), refusals by reason, errors, and each process's peak resident memory. Figures are printed, never
// asserted: the machine decides them (the README's bench section has this machine's).
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../server/auth/passwords.ts';
import { openDatabase } from '../server/db/index.ts';
import * as t from '../server/db/schema.ts';
import { derivedAudio } from '../tests/fixtures/audio/derive.ts';
import { type Cluster, startCluster } from './topology/cluster.ts';
import { multipart, requestFrom } from './topology/http.ts';

const CONTESTANTS = Number(process.env.BENCH_CONTESTANTS ?? 50);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_S ?? 60) * 1000;
const PASSWORD = 'Deadline#2026';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Take = { content: Buffer; name: string; type: string };

/** N verified contestants, written straight into the database (signing up through the site is not what is measured). */
async function contestants(cluster: Cluster): Promise<string[]> {
  const database = await openDatabase({ engine: 'postgres', url: cluster.databaseUrl, max: 2 });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: CONTESTANTS }, (_, i) => `deadline-${i + 1}@example.org`);
    await database.db.insert(t.users).values(
      emails.map((email, i) => ({ type: 'contestant' as const, name: `متسابق ${i + 1}`, email, passwordHash, phone: `05${String(i + 1).padStart(8, '0')}`, country: 'SA', emailVerifiedAt: new Date() })),
    );
    return emails;
  } finally {
    await database.close();
  }
}

type Result = { requests: number; accepted: number; seconds: number; uploads: number[]; refusals: Map<string, number>; errors: Map<string, number>; rss: string[] };

async function run(servers: number, takes: Take[]): Promise<Result> {
  const cluster = await startCluster({ servers });
  try {
    const api = `${cluster.proxy}/api/v1`;
    const emails = await contestants(cluster);
    // Contestant i signs in and sends from 127.0.0.(i+2): one address each, as on the internet.
    const addresses = emails.map((_, i) => `127.0.${Math.floor((i + 2) / 250)}.${((i + 2) % 250) + 1}`);
    const tokens: string[] = [];
    for (const [i, email] of emails.entries()) {
      const res = await requestFrom(addresses[i]!, `${api}/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ email, password: PASSWORD })) });
      if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${res.text}`);
      tokens.push((JSON.parse(res.text) as { data: { token: string } }).data.token);
    }
    const uploads: number[] = [];
    const refusals = new Map<string, number>();
    const errors = new Map<string, number>();
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    let accepted = 0;
    let requests = 0;
    const start = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        await sleep((i * WINDOW_MS) / CONTESTANTS);
        for (let recitation = 1; recitation <= 5; recitation++) {
          const take = takes[(i + recitation) % takes.length]!;
          const key = randomUUID();
          // As the recorder: it keeps the take and sends it again until it is kept (bounded here so a run always ends).
          for (let attempt = 0; attempt < 300; attempt++) {
            const form = multipart({ recitation_id: String(recitation) }, { field: 'audio', ...take });
            const sent = performance.now();
            requests++;
            let retryAfter = 1;
            try {
              const res = await requestFrom(addresses[i]!, `${api}/competition/second-paths/clips`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...form.headers },
                body: form.payload,
              });
              const text = res.text;
              if (res.status === 201) {
                uploads.push(performance.now() - sent);
                accepted++;
                break;
              }
              if (res.status >= 400 && res.status < 500) {
                count(refusals, `${res.status} ${(/"code":"(\w+)"/.exec(text)?.[1] ?? text.slice(0, 200))}`);
                retryAfter = Number(res.headers['retry-after'] ?? 1);
                if (res.status !== 429) break;
              } else count(errors, `${res.status}`);
            } catch (error) {
              count(errors, (error as Error).message);
            }
            await sleep(retryAfter * 1000);
          }
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    if (errors.size) console.log(cluster.nginxLog().split('\n').filter((line) => line.includes('[error]')).slice(0, 5).join('\n'));
    const rss = [...cluster.servers, cluster.worker].map((member) => `${member.name} ${Math.round(member.peakRssKb / 1024)} MB`);
    return { requests, accepted, seconds, uploads: uploads.sort((a, b) => a - b), refusals, errors, rss };
  } finally {
    await cluster.close();
  }
}

async function main(): Promise<void> {
  const audio = await derivedAudio();
  const takes: Take[] = [
    { content: audio.webm, name: 'take.webm', type: 'audio/webm' },
    { content: audio.mp4, name: 'take.mp4', type: 'audio/mp4' },
    { content: audio.ogg, name: 'take.ogg', type: 'audio/ogg' },
    { content: audio.mp3, name: 'take.mp3', type: 'audio/mpeg' },
  ];
  console.log(`${CONTESTANTS} contestants × 5 clips (12 s of speech each), starting over ${WINDOW_MS / 1000} s, through nginx`);
  for (const servers of [1, 2]) {
    const r = await run(servers, takes);
    const list = (map: Map<string, number>) => (map.size ? [...map].map(([key, n]) => `${key} ×${n}`).join(', ') : 'none');
    console.log(`\n${servers} server process${servers > 1 ? 'es' : ''} (and a worker):`);
    console.log(`  accepted clips     ${r.accepted} of ${CONTESTANTS * 5} in ${r.seconds.toFixed(1)} s = ${(r.accepted / r.seconds).toFixed(2)} clips/s`);
    console.log(`  upload time        p50 ${(percentile(r.uploads, 50) / 1000).toFixed(2)} s   p99 ${(percentile(r.uploads, 99) / 1000).toFixed(2)} s   (of the accepted uploads; ${r.requests} requests in all)`);
    console.log(`  refusals           ${list(r.refusals)}`);
    console.log(`  errors             ${list(r.errors)}`);
    console.log(`  peak memory (RSS)  ${r.rss.join(', ')}`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
