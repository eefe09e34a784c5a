// Recomputes a published draw from its public record, with the same pure code the server and the draw page use:
//   npx tsx scripts/verify-draw.ts http://localhost:8080/api/v1/draws/6/second
//   npx tsx scripts/verify-draw.ts saved-draw.json          (a saved answer of GET /api/v1/draws/{competition}/{track})
// Prints every input and the recomputed winners and reserves; exits 1 when anything published does not follow. A drand
// round's BLS signature (the published proof) is checked against its chain's public key, and the randomness against it.
import { readFileSync } from 'node:fs';
import { runFairDraw } from '../src/domain/draw/fairDraw.ts';
import { drawRecordOfAnswer, verifyDrawRecord } from '../src/domain/draw/verifyDrawRecord.ts';
import type { components } from '../src/contract/schema';

type DrawRecord = components['schemas']['Draw'];

async function load(where: string): Promise<DrawRecord> {
  const json = /^https?:\/\//.test(where) ? await (await fetch(where, { headers: { 'accept-language': 'en' } })).json() : JSON.parse(readFileSync(where, 'utf8'));
  const record = (json as { data?: unknown[] }).data?.[0] ?? json;
  return record as DrawRecord;
}

async function main(): Promise<number> {
  const where = process.argv[2];
  if (!where) {
    console.error('usage: npx tsx scripts/verify-draw.ts <draw URL or saved JSON>');
    return 2;
  }
  const d = await load(where);
  if (!d.entries || d.list_hash === null || d.winner_count === null || d.randomness === null || d.seed === null || !d.order) {
    console.log(`The ${d.track} track's draw is at the "${d.stage}" stage: nothing to recompute yet.`);
    return 1;
  }
  const inputs = { label: d.label, competition: String(d.competition_id), track: d.track, randomness: d.randomness, entries: d.entries, winnerCount: d.winner_count };
  const result = runFairDraw(inputs);
  console.log(`label         ${d.label}`);
  console.log(`competition   ${d.competition_id} (${d.competition_title}), ${d.track} track`);
  console.log(`source        ${d.source.kind === 'operator_secret' ? `operator secret committed as ${d.source.commitment}` : `drand round ${d.source.round} (${d.source.chain_hash})`}`);
  console.log(`entries       ${d.entries.length}, list SHA-256 ${result.listHash}`);
  console.log(`winners       ${d.winner_count}`);
  console.log(`randomness    ${d.randomness}`);
  console.log(`seed          ${result.seed}`);
  console.log(`winners       ${result.winners.join(' ') || '(none)'}`);
  console.log(`reserves      ${result.reserves.join(' ') || '(none)'}`);
  const check = await verifyDrawRecord(drawRecordOfAnswer(d));
  if (d.source.kind === 'drand') {
    const beacon = check.kind === 'disagrees' && check.reason === 'randomness' ? check.beacon : check.kind === 'agrees' && check.unsignedBeacon ? 'unsigned' : 'signed by the chain';
    console.log(`drand proof   ${d.randomness_proof || '(none)'}: ${beacon}`);
    // A chained round is signed over the previous round's signature, which the record does not carry.
    if (beacon === 'unsigned') console.log('drand proof   a chained round: its signature is checked with drand\'s tools');
  }
  if (check.kind === 'agrees') {
    console.log('AGREES: the published list hash, seed and order all follow from the published inputs.');
    return 0;
  }
  if (check.reason === 'randomness') console.log(`DISAGREES: the randomness is not drand round ${d.source.kind === 'drand' ? d.source.round : ''}'s, signed by its chain.`);
  else console.log(`DISAGREES: the published ${check.reason} does not follow from the published inputs.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`verify-draw: ${(error as Error).message}`);
    process.exit(2);
  },
);
