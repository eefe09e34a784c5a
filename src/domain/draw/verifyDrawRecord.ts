// Checking a draw record, the one implementation of the draw page's "verify" button, scripts/verify-draw.ts and the
// server's run of a draw (which checks the record it is about to publish): every published output must follow from the
// published inputs, and the randomness from its named source.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { components } from '../../contract/schema';
import { verifyDrandBeacon } from './drandBeacon.ts';
import { verifyDraw, type DrawCheck } from './fairDraw.ts';

/** Where a draw's randomness comes from: an operator's secret committed by its hash, or a drand round. */
export type DrawRandomnessSource = { kind: 'operatorSecret'; commitment: string } | { kind: 'drand'; chainHash: string; round: number };

/** A draw as published (or about to be); the outputs are null until the draw has been run. */
export type DrawRecordToCheck = {
  label: string;
  competition: string;
  track: string;
  source: DrawRandomnessSource;
  entries: readonly string[] | null;
  listHash: string | null;
  winnerCount: number | null;
  randomness: string | null;
  /** A drand round's BLS signature; null for an operator secret. */
  randomnessProof: string | null;
  /** A chained drand round is signed over the previous round's signature, which a published record does not carry. */
  previousSignature?: string | null;
  seed: string | null;
  order: readonly string[] | null;
};

/** Why the randomness of a drand round does not hold. */
export type BeaconFault = 'unknownChain' | 'badSignature' | 'notHashOfProof';

/**
 * `incomplete`: the draw has not been run yet. `randomness` names the beacon's fault. An agreeing chained drand round
 * whose previous signature was not given is `unsignedBeacon`: its randomness hashes from its proof, but the proof's
 * signature could not be checked.
 */
export type DrawRecordCheck =
  | { kind: 'agrees'; unsignedBeacon?: true }
  | { kind: 'disagrees'; reason: 'incomplete' | Extract<DrawCheck, { kind: 'disagrees' }>['reason'] }
  | { kind: 'disagrees'; reason: 'randomness'; beacon: BeaconFault };

const HEX_BYTES = /^(?:[0-9a-f]{2})+$/i;

async function beaconFault(source: Extract<DrawRandomnessSource, { kind: 'drand' }>, record: DrawRecordToCheck, randomness: string): Promise<BeaconFault | 'unsigned' | null> {
  const proof = record.randomnessProof ?? '';
  if (!HEX_BYTES.test(proof)) return 'badSignature';
  const check = await verifyDrandBeacon(source.chainHash, { round: source.round, signature: proof, previousSignature: record.previousSignature ?? null });
  if (check === 'unknownChain') return 'unknownChain';
  if (check === 'invalid') return 'badSignature';
  // drand's own rule: a round's randomness is the SHA-256 of its signature.
  if (bytesToHex(sha256(hexToBytes(proof))) !== randomness.toLowerCase()) return 'notHashOfProof';
  return check === 'needsPreviousSignature' ? 'unsigned' : null;
}

/**
 * Recomputes a draw from its record: the list hash, the randomness against its source (an operator secret against its
 * commitment; a drand round's signature against its chain's public key, and the randomness against the signature), the
 * seed and the order. The curve code for a drand round is loaded only when one is checked.
 */
export async function verifyDrawRecord(record: DrawRecordToCheck): Promise<DrawRecordCheck> {
  const { entries, listHash, winnerCount, randomness, seed, order, source } = record;
  if (entries === null || listHash === null || winnerCount === null || randomness === null || seed === null || order === null) return { kind: 'disagrees', reason: 'incomplete' };
  const commitment = source.kind === 'operatorSecret' ? source.commitment : null;
  const computed = verifyDraw({ label: record.label, competition: record.competition, track: record.track, entries, listHash, winnerCount, randomness, commitment, seed, order });
  // The list is checked before the randomness, as it was frozen before the randomness was revealed.
  if (computed.kind === 'disagrees' && computed.reason === 'listHash') return { kind: 'disagrees', reason: 'listHash' };
  const fault = source.kind === 'drand' ? await beaconFault(source, record, randomness) : null;
  if (fault !== null && fault !== 'unsigned') return { kind: 'disagrees', reason: 'randomness', beacon: fault };
  if (computed.kind === 'disagrees') return computed;
  return fault === 'unsigned' ? { kind: 'agrees', unsignedBeacon: true } : { kind: 'agrees' };
}

/** The published record as the API answers it (`GET /draws/{competition}/{track}`), in the shape the check reads. */
export function drawRecordOfAnswer(
  d: Pick<components['schemas']['Draw'], 'label' | 'competition_id' | 'track' | 'source' | 'entries' | 'list_hash' | 'winner_count' | 'randomness' | 'randomness_proof' | 'seed' | 'order'>,
): DrawRecordToCheck {
  return {
    label: d.label,
    competition: String(d.competition_id),
    track: d.track,
    source: d.source.kind === 'operator_secret' ? { kind: 'operatorSecret', commitment: d.source.commitment } : { kind: 'drand', chainHash: d.source.chain_hash, round: d.source.round },
    entries: d.entries,
    listHash: d.list_hash,
    winnerCount: d.winner_count,
    randomness: d.randomness,
    randomnessProof: d.randomness_proof ?? null,
    seed: d.seed,
    order: d.order,
  };
}
