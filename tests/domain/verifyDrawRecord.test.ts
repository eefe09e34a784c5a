import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { DRAW_LABEL, runFairDraw, secretCommitment } from '../../src/domain/draw/fairDraw.ts';
import { drawRecordOfAnswer, verifyDrawRecord, type DrawRecordToCheck } from '../../src/domain/draw/verifyDrawRecord.ts';

const entries = ['E-0000000003', 'E-0000000001', 'E-0000000002', 'E-0000000005', 'E-0000000004'];

/** A record drawn with `randomness`, as the server publishes it. */
function drawn(source: DrawRecordToCheck['source'], randomness: string, randomnessProof: string | null = null): DrawRecordToCheck {
  const result = runFairDraw({ label: DRAW_LABEL, competition: '6', track: 'second', randomness, entries, winnerCount: 2 });
  return { label: DRAW_LABEL, competition: '6', track: 'second', source, entries, listHash: result.listHash, winnerCount: 2, randomness, randomnessProof, seed: result.seed, order: result.order };
}

// Real rounds (api.drand.sh/{chain}/public/{round}), as in drandBeacon.test.ts, so the check runs offline.
const QUICKNET = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const quicknetSignature = 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b';
const MAINNET = '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce';
const mainnetRound = {
  round: 3311596,
  previousSignature:
    '8ed588f2a7716fb1349e2d9803da5db0005e98a83783c353d4a08f183236a9ad91d70ddb01266f4b7c576983db464b430e65680b9e0098552758afd6c1e6afcb77e3f62fe1b93d42d1cb63abbb2205512fe12fbf74ea9c5ac3b8f5c1e283a1d8',
  signature:
    'a696b9409ababce45749c3a4ec369074453dd4a79967734e1390d969c8ad8d98897d217b9121e92c8ddebbddda8d92f900e3bd6bf9deb166863b1a19390d743f82774001487594c5c09e581db7365f02b70a2c8cc41ce32446ef08e4890c4754',
};
const hashOf = (hex: string) => bytesToHex(sha256(hexToBytes(hex)));

describe('verifyDrawRecord: an operator secret', () => {
  const secret = 'a secret the operator kept';
  const record = drawn({ kind: 'operatorSecret', commitment: secretCommitment(secret) }, secret);

  it('agrees when every output follows from the inputs and the secret from its commitment', async () => {
    expect(await verifyDrawRecord(record)).toEqual({ kind: 'agrees' });
  });

  it('names what does not follow, the frozen list first', async () => {
    expect(await verifyDrawRecord({ ...record, entries: [...entries, 'E-0000000006'] })).toEqual({ kind: 'disagrees', reason: 'listHash' });
    expect(await verifyDrawRecord({ ...record, randomness: 'another secret' })).toEqual({ kind: 'disagrees', reason: 'commitment' });
    expect(await verifyDrawRecord({ ...record, seed: 'ab'.repeat(32) })).toEqual({ kind: 'disagrees', reason: 'seed' });
    expect(await verifyDrawRecord({ ...record, order: [...record.order!].reverse() })).toEqual({ kind: 'disagrees', reason: 'order' });
  });

  it('has nothing to recompute before the draw is run', async () => {
    expect(await verifyDrawRecord({ ...record, randomness: null, seed: null, order: null })).toEqual({ kind: 'disagrees', reason: 'incomplete' });
  });
});

describe('verifyDrawRecord: a drand round', () => {
  const quicknet = drawn({ kind: 'drand', chainHash: QUICKNET, round: 657413 }, hashOf(quicknetSignature), quicknetSignature);

  it('agrees with a real quicknet round whose randomness is the hash of its signature', async () => {
    expect(await verifyDrawRecord(quicknet)).toEqual({ kind: 'agrees' });
  });

  it('names the beacon fault', async () => {
    expect(await verifyDrawRecord({ ...quicknet, source: { kind: 'drand', chainHash: QUICKNET, round: 657414 } })).toEqual({ kind: 'disagrees', reason: 'randomness', beacon: 'badSignature' });
    expect(await verifyDrawRecord({ ...quicknet, randomnessProof: null })).toEqual({ kind: 'disagrees', reason: 'randomness', beacon: 'badSignature' });
    expect(await verifyDrawRecord({ ...quicknet, source: { kind: 'drand', chainHash: 'c'.repeat(64), round: 657413 } })).toEqual({ kind: 'disagrees', reason: 'randomness', beacon: 'unknownChain' });
    const otherRandomness = drawn(quicknet.source, 'ab'.repeat(32), quicknetSignature);
    expect(await verifyDrawRecord(otherRandomness)).toEqual({ kind: 'disagrees', reason: 'randomness', beacon: 'notHashOfProof' });
  });

  it('checks a chained round whole with its previous signature, and says when it could check only the hash', async () => {
    const chained = drawn({ kind: 'drand', chainHash: MAINNET, round: mainnetRound.round }, hashOf(mainnetRound.signature), mainnetRound.signature);
    expect(await verifyDrawRecord({ ...chained, previousSignature: mainnetRound.previousSignature })).toEqual({ kind: 'agrees' });
    expect(await verifyDrawRecord(chained)).toEqual({ kind: 'agrees', unsignedBeacon: true });
  });
});

describe('drawRecordOfAnswer', () => {
  it('reads the published record of GET /draws/{competition}/{track}', () => {
    const common = {
      competition_id: 6,
      competition_title: 'Competition',
      track: 'second' as const,
      label: DRAW_LABEL,
      stage: 'committed' as const,
      announced_at: '2026-11-09 01:00',
      committed_at: '2026-11-22 01:01',
      entries,
      list_hash: 'ab',
      winner_count: 2,
      randomness: null,
      randomness_proof: null,
      seed: null,
      order: null,
      drawn_at: null,
      published_at: null,
    };
    expect(drawRecordOfAnswer({ ...common, source: { kind: 'operator_secret', commitment: 'cd' } })).toMatchObject({ competition: '6', source: { kind: 'operatorSecret', commitment: 'cd' }, listHash: 'ab', winnerCount: 2, randomness: null });
    expect(drawRecordOfAnswer({ ...common, source: { kind: 'drand', chain_hash: QUICKNET, round: 7, url: 'https://api.drand.sh' } }).source).toEqual({ kind: 'drand', chainHash: QUICKNET, round: 7 });
  });
});
