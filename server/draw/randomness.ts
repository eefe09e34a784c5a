// Where a draw's randomness comes from, named before the draw and revealed at it. Pluggable so that the server can use
// a public beacon (drand) where it reaches one, and an operator's committed secret otherwise; both work offline in tests.
import { createHash } from 'node:crypto';
import { verifyDrandBeacon } from '../../src/domain/draw/drandBeacon.ts';
import { secretCommitment } from '../../src/domain/draw/fairDraw.ts';
import type { DrawSource } from '../db/schema.ts';
import { DrawError } from './errors.ts';

export type Revealed = { randomness: string; proof: string | null };

/** drand's default (League of Entropy) mainnet chain. */
export const DRAND_MAINNET = { url: 'https://api.drand.sh', chainHash: '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce' };

/** How a drand round is fetched; tests give a fake. */
export type DrandFetch = (url: string) => Promise<{ round: number; randomness: string; signature: string; previous_signature?: string }>;

export const httpDrandFetch: DrandFetch = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new DrawError('randomnessUnavailable', `drand answered ${response.status}`);
  return (await response.json()) as { round: number; randomness: string; signature: string; previous_signature?: string };
};

/**
 * Reveals a source's randomness. An operator secret must hash to the commitment published before the end; a drand
 * round's BLS signature must be the chain's on that round (checked against the chain's public key) and its randomness
 * the SHA-256 of that signature (drand's own rule); the signature is kept as the proof.
 */
export async function revealRandomness(source: DrawSource, given: { secret?: string; drandFetch?: DrandFetch }): Promise<Revealed> {
  if (source.kind === 'operatorSecret') {
    if (given.secret === undefined || given.secret === '') throw new DrawError('secretRequired', 'the operator secret is needed to run this draw');
    if (secretCommitment(given.secret) !== source.commitment) throw new DrawError('secretMismatch', 'the secret does not hash to the published commitment');
    return { randomness: given.secret, proof: null };
  }
  const fetchRound = given.drandFetch ?? httpDrandFetch;
  let beacon: Awaited<ReturnType<DrandFetch>>;
  try {
    beacon = await fetchRound(`${source.url}/${source.chainHash}/public/${source.round}`);
  } catch (error) {
    if (error instanceof DrawError) throw error;
    throw new DrawError('randomnessUnavailable', `drand round ${source.round} could not be fetched`);
  }
  if (beacon.round !== source.round) throw new DrawError('randomnessUnavailable', `drand answered round ${beacon.round}, not ${source.round}`);
  const check = await verifyDrandBeacon(source.chainHash, { round: beacon.round, signature: beacon.signature, previousSignature: beacon.previous_signature ?? null });
  if (check !== 'valid') {
    throw new DrawError(
      'randomnessInvalid',
      check === 'unknownChain' ? `the public key of drand chain ${source.chainHash} is not known, so its rounds cannot be checked` : `drand round ${source.round} is not signed by its chain`,
    );
  }
  const expected = createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex');
  if (expected !== beacon.randomness.toLowerCase()) throw new DrawError('randomnessInvalid', 'the beacon randomness is not the hash of its signature');
  return { randomness: beacon.randomness.toLowerCase(), proof: beacon.signature };
}
