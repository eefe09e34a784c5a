/**
 * A drand beacon's BLS signature checked against its chain's public key, before its randomness is used (server, the
 * verify-draw command and the draw page alike). The curve code is loaded only when a beacon is checked.
 *
 * - quicknet (`bls-unchained-g1-rfc9380`): the signature (G1, 48 bytes) signs SHA-256 of the round as 8 big-endian bytes,
 *   under the public key on G2 (96 bytes); the round alone is enough to check it.
 * - the default mainnet chain (`pedersen-bls-chained`): the signature (G2, 96 bytes) signs SHA-256 of the previous
 *   round's signature followed by the round, under the public key on G1 (48 bytes).
 * In both, the randomness is SHA-256 of the signature.
 */
export type DrandScheme = 'bls-unchained-g1-rfc9380' | 'pedersen-bls-chained';
export type DrandChain = { scheme: DrandScheme; publicKey: string };

/** The League of Entropy chains whose public keys the site knows (from each chain's /info). */
export const DRAND_CHAINS: Readonly<Record<string, DrandChain>> = {
  // quicknet: a round every 3 s.
  '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971': {
    scheme: 'bls-unchained-g1-rfc9380',
    publicKey:
      '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  },
  // the default chain: a round every 30 s.
  '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce': {
    scheme: 'pedersen-bls-chained',
    publicKey: '868f005eb8e6e4ca0a47c8a77ceaa5309a47978a7c71bc5cce96366b5d7a569937c529eeda66c7293784a9402801af31',
  },
};

export type DrandBeacon = { round: number; signature: string; previousSignature?: string | null };

/**
 * `valid` when the signature is the chain's on that round; `invalid` when it is not (or is malformed); `unknownChain`
 * for a chain whose key the site does not know; `needsPreviousSignature` for a chained round given without it.
 */
export type DrandCheck = 'valid' | 'invalid' | 'unknownChain' | 'needsPreviousSignature';

const HEX = /^(?:[0-9a-f]{2})+$/i;
const bytesOf = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));

async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
}

function roundBytes(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return bytes;
}

export async function verifyDrandBeacon(chainHash: string, beacon: DrandBeacon): Promise<DrandCheck> {
  const chain = DRAND_CHAINS[chainHash.toLowerCase()];
  if (!chain) return 'unknownChain';
  if (!Number.isSafeInteger(beacon.round) || beacon.round < 1 || !HEX.test(beacon.signature)) return 'invalid';
  const { bls12_381: bls } = await import('@noble/curves/bls12-381.js');
  try {
    if (chain.scheme === 'bls-unchained-g1-rfc9380') {
      const message = bls.shortSignatures.hash(await sha256(roundBytes(beacon.round)), 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_');
      return bls.shortSignatures.verify(bytesOf(beacon.signature), message, bytesOf(chain.publicKey)) ? 'valid' : 'invalid';
    }
    if (!beacon.previousSignature) return 'needsPreviousSignature';
    if (!HEX.test(beacon.previousSignature)) return 'invalid';
    const previous = bytesOf(beacon.previousSignature);
    const signed = new Uint8Array(previous.length + 8);
    signed.set(previous);
    signed.set(roundBytes(beacon.round), previous.length);
    const message = bls.longSignatures.hash(await sha256(signed), 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_');
    return bls.longSignatures.verify(bytesOf(beacon.signature), message, bytesOf(chain.publicKey)) ? 'valid' : 'invalid';
  } catch {
    // A signature that is no point on the curve.
    return 'invalid';
  }
}
