// The draw anyone can recompute: pure, deterministic, the same code on the server, in the repo's
// command (scripts/verify-draw.ts) and in the browser (the draw page's "verify" button).
//
//   list hash = SHA-256(UTF-8 of the sorted pseudonymous ids joined by "\n")
//   seed      = SHA-256(len‖label ‖ len‖competition ‖ len‖track ‖ len‖randomness ‖ len‖list hash)  (len: 4-byte big-endian)
//   stream    = SHA-256(seed ‖ 0) ‖ SHA-256(seed ‖ 1) ‖ …  (the counter a 4-byte big-endian integer)
//   uniform n = 4 stream bytes as a big-endian integer, masked to the next power of two, redrawn while ≥ n (no modulo)
//   order     = forward Fisher–Yates over the sorted list: for i = 0 … n−2, swap i with i + uniform(n − i)
// The first `winnerCount` of the order win; the rest are reserves, in drawn order.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** Names the algorithm and its version; it is part of the seed, so another algorithm can never reproduce this one's seed. */
export const DRAW_LABEL = 'quran-competition-draw/v1';

export type DrawInputs = {
  label: string;
  /** The competition's public id, as the draw record shows it. */
  competition: string;
  track: string;
  /** The revealed randomness: the operator's secret, or a beacon round's randomness. */
  randomness: string;
  /** The frozen eligible list, sorted. */
  entries: readonly string[];
  winnerCount: number;
};

export type DrawResult = {
  listHash: string;
  seed: string;
  /** Every entry in drawn order. */
  order: string[];
  winners: string[];
  reserves: string[];
};

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** The list in the canonical order the hash and the shuffle start from (code-point order, no duplicates). */
export function sortEntries(entries: readonly string[]): string[] {
  // No two entries are equal once the set has removed duplicates, so the comparison never needs a 0.
  const sorted = [...new Set(entries)].sort((a, b) => (a < b ? -1 : 1));
  return sorted;
}

export function listHash(entries: readonly string[]): string {
  return sha256Hex(sortEntries(entries).join('\n'));
}

function lengthPrefixed(text: string): Uint8Array {
  const bytes = utf8ToBytes(text);
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length);
  return concatBytes(length, bytes);
}

export function drawSeed(inputs: { label: string; competition: string; track: string; randomness: string; listHash: string }): string {
  const { label, competition, track, randomness } = inputs;
  return bytesToHex(sha256(concatBytes(...[label, competition, track, randomness, inputs.listHash].map(lengthPrefixed))));
}

/** A deterministic byte stream: SHA-256 in counter mode over the seed. */
export function byteStream(seedHex: string): () => number {
  const seed = hexToBytes(seedHex);
  let counter = 0;
  let block = new Uint8Array(0);
  let offset = 0;
  return () => {
    if (offset === block.length) {
      const index = new Uint8Array(4);
      new DataView(index.buffer).setUint32(0, counter++);
      block = sha256(concatBytes(seed, index));
      offset = 0;
    }
    return block[offset++]!;
  };
}

/** An unbiased integer in [0, n) by rejection: masked to the smallest covering power of two, redrawn when too large. */
export function uniformBelow(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniformBelow: n must be an integer in 1…2^32, got ${n}`);
  if (n === 1) return 0;
  let mask = n - 1;
  mask |= mask >>> 1;
  mask |= mask >>> 2;
  mask |= mask >>> 4;
  mask |= mask >>> 8;
  mask |= mask >>> 16;
  mask >>>= 0;
  for (;;) {
    const value = (((next() << 24) | (next() << 16) | (next() << 8) | next()) & mask) >>> 0;
    if (value < n) return value;
  }
}

/** Forward Fisher–Yates: position i takes a uniformly chosen entry from those not yet placed. */
export function shuffle(entries: readonly string[], seedHex: string): string[] {
  const order = [...entries];
  const next = byteStream(seedHex);
  for (let i = 0; i < order.length - 1; i++) {
    const j = i + uniformBelow(next, order.length - i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Runs the draw from its published inputs. */
export function runFairDraw(inputs: DrawInputs): DrawResult {
  if (!Number.isInteger(inputs.winnerCount) || inputs.winnerCount < 0) throw new RangeError('winnerCount must be a whole number');
  const sorted = sortEntries(inputs.entries);
  const hash = listHash(sorted);
  const seed = drawSeed({ ...inputs, listHash: hash });
  const order = shuffle(sorted, seed);
  return { listHash: hash, seed, order, winners: order.slice(0, inputs.winnerCount), reserves: order.slice(inputs.winnerCount) };
}

/** An operator secret's commitment: the SHA-256 published before the competition ends. */
export const secretCommitment = (secret: string): string => sha256Hex(secret);

export type DrawRecordToVerify = {
  label: string;
  competition: string;
  track: string;
  entries: readonly string[];
  listHash: string;
  winnerCount: number;
  randomness: string;
  /** For an operator secret: the hash published before the end; for a beacon, null. */
  commitment: string | null;
  seed: string;
  order: readonly string[];
};

/** What recomputing a draw's outputs from its inputs says; the whole record, its randomness included, is checked by `verifyDrawRecord`. */
export type DrawCheck = { kind: 'agrees' } | { kind: 'disagrees'; reason: 'listHash' | 'commitment' | 'seed' | 'order' };

/** Recomputes a published draw and says whether every published output follows from its published inputs. */
export function verifyDraw(record: DrawRecordToVerify): DrawCheck {
  if (listHash(record.entries) !== record.listHash || sortEntries(record.entries).length !== record.entries.length) return { kind: 'disagrees', reason: 'listHash' };
  if (record.commitment !== null && secretCommitment(record.randomness) !== record.commitment) return { kind: 'disagrees', reason: 'commitment' };
  const result = runFairDraw(record);
  if (result.seed !== record.seed) return { kind: 'disagrees', reason: 'seed' };
  if (result.order.length !== record.order.length || result.order.some((entry, i) => entry !== record.order[i])) return { kind: 'disagrees', reason: 'order' };
  return { kind: 'agrees' };
}
