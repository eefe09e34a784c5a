// Blind double marking: two reviewers decide an item when they agree (same verdict, totals within the tolerance);
// otherwise a third reviewer is asked and the majority of the three verdicts decides. Recusals do not count.
import type { ReviewItemKind } from '../db/schema.ts';

export type Criterion = { key: string; max: number };

/** What a reviewer scores, per track; each rubric totals 100. */
export const rubrics: Record<ReviewItemKind, Criterion[]> = {
  second: [
    { key: 'tajweed', max: 40 },
    { key: 'makharij', max: 30 },
    { key: 'fluency', max: 20 },
    { key: 'voice', max: 10 },
  ],
  fifth: [
    { key: 'tajweed', max: 40 },
    { key: 'makharij', max: 30 },
    { key: 'memorisation', max: 20 },
    { key: 'voice', max: 10 },
  ],
};

/** Two totals further apart than this (out of 100) call for a third reviewer. */
export const REVIEW_TOLERANCE = 15;

export type CountedVerdict = { verdict: 'accept' | 'refuse'; total: number };

export type ReviewState = {
  /** How many counted verdicts the item needs: 2, or 3 once the first two disagree. */
  needed: 2 | 3;
  /** The decision once enough verdicts are in, with the degree: the mean total of the verdicts that carried it. */
  outcome: { verdict: 'accept' | 'refuse'; degree: number } | null;
};

const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/** `verdicts` in the order they were given. */
export function reviewState(verdicts: readonly CountedVerdict[], tolerance = REVIEW_TOLERANCE): ReviewState {
  const [a, b, c] = verdicts;
  if (!a || !b) return { needed: 2, outcome: null };
  if (a.verdict === b.verdict && Math.abs(a.total - b.total) <= tolerance) {
    return { needed: 2, outcome: { verdict: a.verdict, degree: mean([a.total, b.total]) } };
  }
  if (!c) return { needed: 3, outcome: null };
  const three = [a, b, c];
  const accepts = three.filter((v) => v.verdict === 'accept');
  const winning = accepts.length >= 2 ? accepts : three.filter((v) => v.verdict === 'refuse');
  return { needed: 3, outcome: { verdict: winning[0]!.verdict, degree: mean(winning.map((v) => v.total)) } };
}

/** Scores for every criterion, each within 0..max and nothing else: their total, or undefined. */
export function totalOf(rubric: readonly Criterion[], scores: Record<string, number> | undefined): number | undefined {
  if (!scores) return undefined;
  const keys = Object.keys(scores);
  if (keys.length !== rubric.length || !rubric.every((c) => keys.includes(c.key))) return undefined;
  let total = 0;
  for (const c of rubric) {
    const value = scores[c.key]!;
    if (!Number.isInteger(value) || value < 0 || value > c.max) return undefined;
    total += value;
  }
  return total;
}
