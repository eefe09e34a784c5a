// npm run test:topology (issue 32, point 7): the deployment recipe on this machine (scripts/topology/cluster.ts: nginx in
// front of two server processes, one worker, PostgreSQL, an S3-compatible bucket) and, through the proxy, a contestant's
// five-clip second-track journey and a certificate PDF while one server process is killed with `kill -9` mid-way and
// started again. Then one process is stopped with SIGTERM while an upload is in flight: /readyz answers 503 while it
// drains, the upload is kept, it exits 0. Checks: every acknowledged clip has its row and its objects in the bucket with
// the size and SHA-256 the row says, no row without its objects, no clip applied twice (retries carry the same
// Idempotency-Key), and the objects the killed process left without a row are only orphans the hourly housekeeping
// removes (no half-written object: the store aborts a multipart upload that fails). Prints a summary; exits 1 on failure.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/index.ts';
import * as t from '../../server/db/schema.ts';
import { removeOrphanUploads } from '../../server/maintenance.ts';
import { S3FileStore } from '../../server/storage/s3.ts';
import { derivedAudio } from '../../tests/fixtures/audio/derive.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { multipart } from './http.ts';

const started = Date.now();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const say = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
/** An answer's text on one line: an nginx error page's title, or the start of a JSON body. */
const brief = (text: string) => (/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? text.replace(/\s+/g, ' ')).slice(0, 120);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Clip = { id: number; sha256: string; size_bytes: number };
const DEMO_CONTESTANT = { email: 'contestant@example.com', password: 'Contestant#2026' };
const DEMO_WINNER = { email: 'winner@example.com', password: 'Winner#2026' };

async function main(): Promise<void> {
  const [cluster, audio] = await Promise.all([startCluster({ servers: 2, log: say }), derivedAudio()]);
  let failed = false;
  try {
    await journey(cluster, audio);
  } catch (error) {
    failed = true;
    console.error(error);
    for (const member of [...cluster.servers, cluster.worker]) console.error(`--- ${member.name} output (last 3000 characters)\n${member.output().slice(-3000)}`);
  } finally {
    await cluster.close();
  }
  say(failed ? 'topology test FAILED' : 'topology test passed');
  process.exit(failed ? 1 : 0);
}

async function journey(cluster: Cluster, audio: Awaited<ReturnType<typeof derivedAudio>>): Promise<void> {
  const api = `${cluster.proxy}/api/v1`;
  const login = async (account: { email: string; password: string }) => {
    const res = await fetch(`${api}/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    assert.equal(res.status, 200, await res.clone().text());
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const token = await login(DEMO_CONTESTANT);
  // Five takes, each as a browser records (webm, mp4, ogg, mp3, webm): the five recitations of the second track.
  const takes = [
    { content: audio.webm, name: 'take.webm', type: 'audio/webm' },
    { content: audio.mp4, name: 'take.mp4', type: 'audio/mp4' },
    { content: audio.ogg, name: 'take.ogg', type: 'audio/ogg' },
    { content: audio.mp3, name: 'take.mp3', type: 'audio/mpeg' },
    { content: audio.webm, name: 'take.webm', type: 'audio/webm' },
  ];
  const keys = takes.map(() => randomUUID());
  const acknowledged = new Map<number, Clip>();
  let attempts = 0;
  const failures: string[] = [];

  /** One send of recitation `n`'s take with its key: the answer's status and clip. */
  const sendOnce = async (n: number): Promise<{ status: number; clip?: Clip; text: string }> => {
    attempts++;
    const take = takes[n - 1]!;
    const form = multipart({ recitation_id: String(n) }, { field: 'audio', ...take });
    try {
      const res = await fetch(`${api}/competition/second-paths/clips`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': keys[n - 1]!, ...form.headers },
        body: form.payload,
      });
      const text = await res.text();
      const clip = res.ok ? ((JSON.parse(text) as { data: Clip[] }).data[0] as Clip) : undefined;
      return { status: res.status, clip, text };
    } catch (error) {
      return { status: 0, text: String(error) };
    }
  };
  /** As the recorder does: the same key again until an answer says the clip is kept. */
  const send = async (n: number) => {
    for (let i = 0; i < 10; i++) {
      const answer = await sendOnce(n);
      if (answer.status === 201) {
        assert.equal(answer.clip!.sha256, sha256(takes[n - 1]!.content));
        const before = acknowledged.get(n);
        if (before) assert.equal(answer.clip!.id, before.id, `recitation ${n} answered with two different clips`);
        acknowledged.set(n, answer.clip!);
        return answer.clip!;
      }
      failures.push(`recitation ${n}: ${answer.status || 'no answer'} ${brief(answer.text)}`);
      await sleep(500);
    }
    throw new Error(`recitation ${n} was never kept: ${failures.join('; ')}`);
  };

  await send(1);
  await send(2);
  say('clips 1 and 2 kept');
  // Clips 3 and 4 at once (nginx gives them to the two processes in turn), and the winner's certificate PDF; server1
  // is killed while they are being checked and stored.
  const winner = await login(DEMO_WINNER);
  const mine = await fetch(`${api}/user/profile/certificates`, { headers: { authorization: `Bearer ${winner}` } });
  assert.equal(mine.status, 200);
  const certificateId = ((await mine.json()) as { data: { id: string }[][] }).data.flat()[0]!.id;
  const pdfOnce = () => fetch(`${api}/certificates/${certificateId}/pdf?lang=ar`, { headers: { authorization: `Bearer ${winner}` } }).catch(() => undefined);
  const firstTries = Promise.all([sendOnce(3), sendOnce(4), pdfOnce()]);
  await sleep(400);
  await cluster.kill(0);
  say('server1 killed with kill -9 while clips 3 and 4 and a certificate PDF were in flight');
  const [three, four, pdfDuringKill] = await firstTries;
  say(`their first answers: clip 3 ${three.status || 'no answer'}, clip 4 ${four.status || 'no answer'}, PDF ${pdfDuringKill?.status ?? 'no answer'}`);
  for (const [n, answer] of [[3, three], [4, four]] as const) {
    if (answer.status === 201) acknowledged.set(n, answer.clip!);
    else failures.push(`recitation ${n}: ${answer.status || 'no answer'} ${brief(answer.text)}`);
  }
  // The recorder sends again, with the same keys, whatever the first answers were (a kept clip answers itself again).
  await send(3);
  await send(4);
  say('clips 3 and 4 kept (sent again with their keys through the surviving process)');
  await cluster.restart(0);
  say('server1 started again');
  await send(5);
  // Every clip once more with its key: each answers the clip it made, none is kept twice.
  for (let n = 1; n <= 5; n++) await send(n);
  let pdf: Response | undefined;
  for (let i = 0; i < 5 && pdf?.status !== 200; i++) pdf = await pdfOnce();
  assert.equal(pdf?.status, 200);
  const pdfBytes = Buffer.from(await pdf!.arrayBuffer());
  assert.equal(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-');
  say(`certificate ${certificateId}: ${pdfBytes.length} bytes of PDF through the proxy`);

  // The drain: a re-recording of clip 1 sent slowly straight to server2, a kept-alive connection asking /readyz.
  const server2 = cluster.servers[1]!;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: server2.port, path: url, agent }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      })
        .on('error', reject)
        .end();
    });
  assert.equal((await get('/readyz')).status, 200);
  const rerecord = takes[2]!;
  const rerecordKey = randomUUID();
  const form = multipart({}, { field: 'audio', ...rerecord });
  const half = Math.floor(form.payload.length / 2);
  const body = new Readable({ read() {} });
  const slow = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server2.port,
        method: 'PUT',
        path: `/api/v1/competition/second-paths/clips/${acknowledged.get(1)!.id}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': rerecordKey, 'content-length': String(form.payload.length), ...form.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
  body.push(form.payload.subarray(0, half));
  await sleep(700);
  server2.child.kill('SIGTERM');
  let readyz = { status: 0, text: '' };
  for (let i = 0; i < 50 && readyz.status !== 503; i++) {
    await sleep(50);
    readyz = await get('/readyz');
  }
  assert.equal(readyz.status, 503, `/readyz while draining: ${readyz.status} ${readyz.text}`);
  say('server2 got SIGTERM with an upload half sent: /readyz answers 503 while it drains');
  body.push(form.payload.subarray(half));
  body.push(null);
  const drained = await slow;
  agent.destroy();
  assert.equal(drained.status, 200, drained.text);
  const replaced = (JSON.parse(drained.text) as { data: Clip[] }).data[0]!;
  assert.equal(replaced.sha256, sha256(rerecord.content));
  acknowledged.set(1, replaced);
  assert.equal(await server2.exited, 0, `server2's exit code after SIGTERM: ${server2.output().slice(-2000)}`);
  say('the upload in flight was answered 200 and server2 exited 0');

  // What is kept: the rows, and the objects in the bucket.
  const database = await openDatabase({ engine: 'postgres', url: cluster.databaseUrl, max: 2 });
  try {
    const store = new S3FileStore(cluster.s3.config);
    const [user] = await database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_CONTESTANT.email));
    const rows = await database.db.select().from(t.recordings).where(and(eq(t.recordings.userId, user!.id), eq(t.recordings.track, 'second')));
    assert.deepEqual(rows.map((r) => r.clipIndex).sort(), [1, 2, 3, 4, 5], 'one row for each recitation, none twice');
    for (const [n, clip] of acknowledged) {
      const row = rows.find((r) => r.id === clip.id);
      assert.ok(row, `acknowledged clip ${clip.id} (recitation ${n}) has no row`);
      assert.equal(row.sha256, clip.sha256);
      assert.equal(row.size, clip.size_bytes);
    }
    const objectOf = async (key: string) => {
      const got = await store.get(key);
      assert.ok(got, `object ${key} is missing from the bucket`);
      const chunks: Buffer[] = [];
      for await (const chunk of got.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    for (const row of rows) {
      const original = await objectOf(`clips/${row.fileName}`);
      assert.equal(original.length, row.size, `clips/${row.fileName}: size`);
      assert.equal(sha256(original), row.sha256, `clips/${row.fileName}: SHA-256`);
      const playback = await objectOf(`clips/${row.playbackFileName}`);
      assert.equal(playback.length, row.playbackSize, `clips/${row.playbackFileName}: size`);
      assert.equal(sha256(playback), row.playbackSha256, `clips/${row.playbackFileName}: SHA-256`);
    }
    const named = new Set(rows.flatMap((r) => [`clips/${r.fileName}`, `clips/${r.playbackFileName}`]));
    const all = await store.list('clips/');
    const orphans = all.filter((entry) => !named.has(entry.key));
    // Orphans (a take stored by the killed process, its row never committed, or the replaced take's files) are what the
    // hourly housekeeping removes; removed now, the bucket holds exactly the rows' objects.
    const noUploads = mkdtempSync(path.join(tmpdir(), 'qc-topology-sweep-'));
    await removeOrphanUploads(database.db, store, noUploads, new Date(), 0, false);
    rmSync(noUploads, { recursive: true, force: true });
    const after = (await store.list('clips/')).map((entry) => entry.key).sort();
    assert.deepEqual(after, [...named].sort());
    say('checked: rows and bucket objects match (size and SHA-256)');
    console.log('\nTopology summary');
    console.log(`  processes: nginx, 2 servers (WORK_JOBS=false), 1 worker, PostgreSQL, s3rver bucket`);
    console.log(`  clips acknowledged: ${acknowledged.size} of 5 recitations, ${rows.length} rows, ${named.size} objects, 0 lost, 0 duplicates`);
    console.log(`  sends: ${attempts} (retries with the same Idempotency-Key after the kill; unanswered or refused: ${failures.length})`);
    for (const failure of failures) console.log(`    ${failure}`);
    console.log(`  orphan objects left by the kill (no row; housekeeping removes them): ${orphans.length}`);
    console.log(`  certificate PDF through the proxy: ${pdfBytes.length} bytes`);
    console.log(`  drain: /readyz 503 while draining, the in-flight upload answered 200, exit code 0`);
    console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await database.close();
  }
}

void main();
