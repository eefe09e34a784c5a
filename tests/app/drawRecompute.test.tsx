import { describe, expect, it } from 'vitest';
import { recomputeDraw } from '../../src/app/features/results/DrawPage';
import { toDrawRecord, type DrawRecord } from '../../src/app/api/results';
import { runFairDraw } from '../../src/domain/draw/fairDraw';

// A draw whose randomness is a real quicknet round (api.drand.sh/52db…/public/657413): the randomness is the SHA-256 of
// its BLS signature, which the draw page checks against the chain's public key in the browser.
const signature = 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b';
const randomness = 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587';
const entries = ['C-001', 'C-002', 'C-003', 'C-004', 'C-005', 'C-006'];
const result = runFairDraw({ label: 'quran-competition-draw/v1', competition: '7', track: 'fifth', randomness, entries, winnerCount: 2 });
const record: DrawRecord = toDrawRecord({
  competition_id: 7,
  competition_title: 'Competition',
  track: 'fifth',
  label: 'quran-competition-draw/v1',
  stage: 'published',
  source: { kind: 'drand', chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', round: 657413, url: 'https://api.drand.sh' },
  announced_at: '2026-11-09 01:00',
  committed_at: '2026-11-22 01:01',
  entries,
  list_hash: result.listHash,
  winner_count: 2,
  randomness,
  randomness_proof: signature,
  seed: result.seed,
  order: result.order,
  drawn_at: '2026-11-22 01:01',
  published_at: '2026-11-22 01:01',
});

describe('the draw page recomputes a drand draw and checks the round signature in the browser', () => {
  it('agrees with a real signed round', async () => {
    expect(await recomputeDraw(record)).toEqual({ kind: 'agrees' });
  });

  it('disagrees when the proof is not the chain signature of that round', async () => {
    const notSigned = { kind: 'disagrees', reason: 'randomness', beacon: 'badSignature' };
    expect(await recomputeDraw({ ...record, randomness_proof: 'ab'.repeat(48) })).toEqual(notSigned);
    expect(await recomputeDraw({ ...record, source: { ...record.source, round: 657414 } as DrawRecord['source'] })).toEqual(notSigned);
    expect(await recomputeDraw({ ...record, randomness_proof: null })).toEqual(notSigned);
  });
});
