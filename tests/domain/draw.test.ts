// The fair draw: deterministic, matching a vector computed by an independent implementation, and uniform.
import { describe, expect, it } from 'vitest';
import {
  DRAW_LABEL,
  byteStream,
  listHash,
  runFairDraw,
  secretCommitment,
  sortEntries,
  uniformBelow,
  verifyDraw,
} from '../../src/domain/draw/fairDraw.ts';

const entries = Array.from({ length: 10 }, (_, i) => `C-${String(i + 1).padStart(3, '0')}`);
const inputs = { label: DRAW_LABEL, competition: '7', track: 'second', randomness: 'correct horse battery staple', entries, winnerCount: 3 };

describe('fair draw', () => {
  it('matches the known-answer vector (computed independently, in Python, from the README description)', () => {
    const result = runFairDraw(inputs);
    expect(result.listHash).toBe('191ad047b8bd323765c9ac58648a519caedeb33d40bca006725e78747cbd7b1b');
    expect(result.seed).toBe('175559efb725741feeaa7a801da9a16a35ecb45785045f6cec3f56bb9bda0d34');
    expect(result.winners).toEqual(['C-006', 'C-010', 'C-002']);
    expect(result.reserves).toEqual(['C-009', 'C-003', 'C-007', 'C-008', 'C-001', 'C-005', 'C-004']);
  });

  it('is deterministic and ignores the order the list arrives in', () => {
    const again = runFairDraw({ ...inputs, entries: [...entries].reverse() });
    expect(again).toEqual(runFairDraw(inputs));
    expect(sortEntries(['b', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('refuses inputs that would make the draw meaningless instead of drawing anyway', () => {
    const next = byteStream(runFairDraw(inputs).seed);
    expect(() => uniformBelow(next, 0)).toThrow(RangeError);
    expect(() => uniformBelow(next, 1.5)).toThrow(RangeError);
    expect(() => uniformBelow(next, 2 ** 32 + 1)).toThrow(RangeError);
    expect(uniformBelow(next, 1)).toBe(0);
    expect(() => runFairDraw({ ...inputs, winnerCount: -1 })).toThrow(RangeError);
    expect(() => runFairDraw({ ...inputs, winnerCount: 1.5 })).toThrow(RangeError);
    expect(sortEntries(['b', 'a', 'c', 'a'])).toEqual(['a', 'b', 'c']);
  });

  it('changes with every input', () => {
    const base = runFairDraw(inputs).seed;
    expect(runFairDraw({ ...inputs, randomness: 'x' }).seed).not.toBe(base);
    expect(runFairDraw({ ...inputs, track: 'third' }).seed).not.toBe(base);
    expect(runFairDraw({ ...inputs, competition: '8' }).seed).not.toBe(base);
    expect(runFairDraw({ ...inputs, label: 'other' }).seed).not.toBe(base);
    expect(runFairDraw({ ...inputs, entries: entries.slice(1) }).seed).not.toBe(base);
  });

  it('keeps every entry exactly once, and all win when there are fewer entries than prizes', () => {
    const result = runFairDraw({ ...inputs, winnerCount: 15 });
    expect(result.winners).toHaveLength(10);
    expect(result.reserves).toEqual([]);
    expect([...result.order].sort()).toEqual(entries);
    expect(runFairDraw({ ...inputs, entries: [] }).order).toEqual([]);
    expect(runFairDraw({ ...inputs, entries: ['only'] }).winners).toEqual(['only']);
  });

  it('draws integers below n without bias, by rejection (not a modulo)', () => {
    // A stream that first offers values the mask lets through but that are too large: they are skipped, not folded.
    const bytes = [0, 0, 0, 7, 0, 0, 0, 6, 0, 0, 0, 2];
    let i = 0;
    const next = () => bytes[i++]!;
    expect(uniformBelow(next, 5)).toBe(2); // 7 and 6 (masked to 3 bits) are ≥ 5: redrawn
    expect(i).toBe(12);
    expect(() => uniformBelow(next, 0)).toThrow(RangeError);
    const stream = byteStream('00'.repeat(32));
    const counts = [0, 0, 0];
    for (let k = 0; k < 3000; k++) counts[uniformBelow(stream, 3)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(900);
  });

  it('puts every entry in every position equally often over many seeds (chi-square, p > 0.001)', () => {
    const n = 5;
    const runs = 20_000;
    const list = ['a', 'b', 'c', 'd', 'e'];
    const table = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const started = performance.now();
    for (let r = 0; r < runs; r++) {
      const { order } = runFairDraw({ ...inputs, randomness: `seed-${r}`, entries: list, winnerCount: 1 });
      order.forEach((entry, position) => table[list.indexOf(entry)]![position]!++);
    }
    expect(performance.now() - started).toBeLessThan(20_000);
    const expected = runs / n;
    let chi2 = 0;
    for (const row of table) for (const observed of row) chi2 += (observed - expected) ** 2 / expected;
    // (n − 1)² = 16 degrees of freedom; the 0.999 quantile is 39.25. A modulo-biased or off-by-one shuffle fails this.
    expect(chi2).toBeLessThan(39.25);
    // and the test can fail: a shuffle that never moves the first entry is far outside
    const biased = table.map((row, i) => row.map((_, p) => (i === 0 ? (p === 0 ? runs : 0) : p === 0 ? 0 : runs / (n - 1))));
    let chi2Biased = 0;
    for (const row of biased) for (const observed of row) chi2Biased += (observed - expected) ** 2 / expected;
    expect(chi2Biased).toBeGreaterThan(39.25);
  });

  it('verifies a published record and names what does not follow', () => {
    const result = runFairDraw(inputs);
    const record = { ...inputs, listHash: result.listHash, commitment: secretCommitment(inputs.randomness), seed: result.seed, order: result.order };
    expect(verifyDraw(record)).toEqual({ kind: 'agrees' });
    expect(verifyDraw({ ...record, commitment: null })).toEqual({ kind: 'agrees' });
    expect(verifyDraw({ ...record, entries: [...entries, 'C-011'] })).toEqual({ kind: 'disagrees', reason: 'listHash' });
    expect(verifyDraw({ ...record, randomness: 'another secret' })).toEqual({ kind: 'disagrees', reason: 'commitment' });
    expect(verifyDraw({ ...record, commitment: null, randomness: 'another secret' })).toEqual({ kind: 'disagrees', reason: 'seed' });
    expect(verifyDraw({ ...record, order: [...result.order].reverse() })).toEqual({ kind: 'disagrees', reason: 'order' });
    expect(listHash(entries)).toBe(result.listHash);
  });
});
