// Where a draw's randomness comes from, named before the draw and revealed at it. Pluggable so that the server can use
// a public beacon (drand) where it reaches one, and an operator's committed secret otherwise; both work offline in tests.
import type { DrawRecordCheck } from '../../src/domain/draw/verifyDrawRecord.ts';
import type { DrawSource } from '../db/schema.ts';
import { DrawError } from './errors.ts';

/** A drand round's chained predecessor signature is kept only to check the round; the record publishes the proof. */
export type Revealed = { randomness: string; proof: string | null; previousSignature: string | null };

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
 * Reveals a source's randomness: the operator's secret, or the drand round (its BLS signature kept as the proof). Whether
 * it holds (the secret against its commitment, the round against its chain) is `verifyDrawRecord`'s to say, over the
 * whole record about to be published: `drawRecordError` turns its answer into the step's error.
 */
export async function revealRandomness(source: DrawSource, given: { secret?: string; drandFetch?: DrandFetch }): Promise<Revealed> {
  if (source.kind === 'operatorSecret') {
    if (given.secret === undefined || given.secret === '') throw new DrawError('secretRequired', 'the operator secret is needed to run this draw');
    return { randomness: given.secret, proof: null, previousSignature: null };
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
  return { randomness: beacon.randomness.toLowerCase(), proof: beacon.signature, previousSignature: beacon.previous_signature ?? null };
}

/** Why a draw about to be published does not verify, as the step's error; null when it does (a drand round fully signed). */
export function drawRecordError(source: DrawSource, check: DrawRecordCheck): Error | null {
  if (check.kind === 'agrees') {
    // The server fetched the round itself, so a chained round comes with its predecessor's signature and is checked whole.
    return check.unsignedBeacon ? new DrawError('randomnessInvalid', `drand round ${source.kind === 'drand' ? source.round : ''} is not signed by its chain`) : null;
  }
  if (check.reason === 'commitment') return new DrawError('secretMismatch', 'the secret does not hash to the published commitment');
  if (check.reason !== 'randomness') return new Error(`the frozen draw does not verify: its ${check.reason} does not follow from its inputs`);
  if (source.kind !== 'drand') return new DrawError('randomnessInvalid', 'the randomness does not hold');
  if (check.beacon === 'unknownChain') return new DrawError('randomnessInvalid', `the public key of drand chain ${source.chainHash} is not known, so its rounds cannot be checked`);
  if (check.beacon === 'badSignature') return new DrawError('randomnessInvalid', `drand round ${source.round} is not signed by its chain`);
  return new DrawError('randomnessInvalid', 'the beacon randomness is not the hash of its signature');
}
