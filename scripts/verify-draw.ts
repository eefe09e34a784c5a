// Recomputes a published draw from its public record, with the same pure code the server and the draw page use:
//   npx tsx scripts/verify-draw.ts http://localhost:8080/api/v1/draws/6/second
//   npx tsx scripts/verify-draw.ts saved-draw.json          (a saved answer of GET /api/v1/draws/{competition}/{track})
// Prints every input and the recomputed winners and reserves; exits 1 when anything published does not follow. A drand
// round's BLS signature (the published proof) is checked against its chain's public key, and the randomness against it.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { verifyDrandBeacon } from '../src/domain/draw/drandBeacon.ts';
import { runFairDraw, verifyDraw } from '../src/domain/draw/fairDraw.ts';
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
  const commitment = d.source.kind === 'operator_secret' ? d.source.commitment : null;
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
  if (d.source.kind === 'drand') {
    const proof = d.randomness_proof ?? '';
    const beacon = await verifyDrandBeacon(d.source.chain_hash, { round: d.source.round, signature: proof });
    console.log(`drand proof   ${proof || '(none)'}: ${beacon === 'valid' ? 'signed by the chain' : beacon}`);
    const hashOfProof = /^[0-9a-f]+$/i.test(proof) ? createHash('sha256').update(Buffer.from(proof, 'hex')).digest('hex') : '';
    if (beacon === 'invalid' || beacon === 'unknownChain' || hashOfProof !== d.randomness.toLowerCase()) {
      console.log(`DISAGREES: the randomness is not drand round ${d.source.round}'s, signed by chain ${d.source.chain_hash}.`);
      return 1;
    }
    // A chained round is signed over the previous round's signature, which the record does not carry.
    if (beacon === 'needsPreviousSignature') console.log('drand proof   a chained round: its signature is checked with drand\'s tools');
  }
  const check = verifyDraw({ ...inputs, listHash: d.list_hash, commitment, seed: d.seed, order: d.order });
  if (check.kind === 'agrees') {
    console.log('AGREES: the published list hash, seed and order all follow from the published inputs.');
    return 0;
  }
  console.log(`DISAGREES: the published ${check.reason} does not follow from the published inputs.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`verify-draw: ${(error as Error).message}`);
    process.exit(2);
  },
);
