import { describe, expect, it } from 'vitest';
import { DRAND_CHAINS, verifyDrandBeacon } from '../../src/domain/draw/drandBeacon.ts';

// Real published rounds (api.drand.sh/{chain}/public/{round}), hard-coded so the test runs offline.
const QUICKNET = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const quicknetRound = { round: 657413, signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b' };
const MAINNET = '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce';
const mainnetRound = {
  round: 3311596,
  previousSignature:
    '8ed588f2a7716fb1349e2d9803da5db0005e98a83783c353d4a08f183236a9ad91d70ddb01266f4b7c576983db464b430e65680b9e0098552758afd6c1e6afcb77e3f62fe1b93d42d1cb63abbb2205512fe12fbf74ea9c5ac3b8f5c1e283a1d8',
  signature:
    'a696b9409ababce45749c3a4ec369074453dd4a79967734e1390d969c8ad8d98897d217b9121e92c8ddebbddda8d92f900e3bd6bf9deb166863b1a19390d743f82774001487594c5c09e581db7365f02b70a2c8cc41ce32446ef08e4890c4754',
};
/** Flips one bit of a hex string at a byte. */
const flip = (hex: string, at: number) => hex.slice(0, at * 2) + ((parseInt(hex.slice(at * 2, at * 2 + 2), 16) ^ 1).toString(16).padStart(2, '0')) + hex.slice(at * 2 + 2);

describe('drand BLS signatures against the chain public key', () => {
  it('accepts a real quicknet round (bls-unchained-g1-rfc9380)', async () => {
    expect(DRAND_CHAINS[QUICKNET]!.scheme).toBe('bls-unchained-g1-rfc9380');
    expect(await verifyDrandBeacon(QUICKNET, quicknetRound)).toBe('valid');
  });

  it('refuses a quicknet signature for another round, a tampered signature and garbage', async () => {
    expect(await verifyDrandBeacon(QUICKNET, { ...quicknetRound, round: quicknetRound.round + 1 })).toBe('invalid');
    expect(await verifyDrandBeacon(QUICKNET, { ...quicknetRound, signature: flip(quicknetRound.signature, 20) })).toBe('invalid');
    expect(await verifyDrandBeacon(QUICKNET, { ...quicknetRound, signature: 'ab'.repeat(48) })).toBe('invalid');
    expect(await verifyDrandBeacon(QUICKNET, { ...quicknetRound, signature: 'not hex' })).toBe('invalid');
    expect(await verifyDrandBeacon(QUICKNET, { ...quicknetRound, round: 0 })).toBe('invalid');
  });

  it('checks a real round of the default chained mainnet with its previous signature', async () => {
    expect(await verifyDrandBeacon(MAINNET, mainnetRound)).toBe('valid');
    expect(await verifyDrandBeacon(MAINNET, { ...mainnetRound, previousSignature: flip(mainnetRound.previousSignature, 5) })).toBe('invalid');
    expect(await verifyDrandBeacon(MAINNET, { round: mainnetRound.round, signature: mainnetRound.signature })).toBe('needsPreviousSignature');
    // A previous signature that is not hex (a published record edited by hand) is refused, not thrown on.
    expect(await verifyDrandBeacon(MAINNET, { ...mainnetRound, previousSignature: 'not-a-signature' })).toBe('invalid');
  });

  it('cannot vouch for a chain whose public key it does not know', async () => {
    expect(await verifyDrandBeacon('c'.repeat(64), quicknetRound)).toBe('unknownChain');
  });
});
