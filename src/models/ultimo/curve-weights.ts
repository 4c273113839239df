/**
 * A curve's exact weights from the plays its hands lead to (docs/rules.md 3.1, 3.8): every distinct row
 * counted once, then Σ deals × Dealer counts per difficulty, per limit and per outcome.
 */
import { ExactSums } from "../../core/exact/exact-sums.js";
import type { PlayerCard } from "./cards.js";
import { PlayCounter } from "./count-plays.js";
import type { ChallengeRules } from "./rules.js";
import { OUTCOME_COUNT } from "./outcome.js";
import { outside } from "../../core/typed-index.js";

/** A curve's exact weights: outcomes[d · 5 + o] over every hand and Dealer draw at the limit asked, success[l][d] at limit l + 1. */
export interface CurveWeights {
  readonly maxDifficulty: number;
  readonly outcomes: readonly bigint[];
  readonly success: readonly (readonly bigint[])[];
}

/**
 * Every row's Dealer counts, as countChallenge's, counted by one PlayCounter in an order where rows that
 * begin alike stand together. O(rows × (D + P²)).
 */
export function countRows(rows: readonly (readonly PlayerCard[])[], rules: ChallengeRules, maxDifficulty: number): Float64Array[] {
  const counter = new PlayCounter(rules, maxDifficulty);
  const keyed = rows.map((row, index) => ({ row, index, ids: row.map((card) => counter.classOf(card)) }));
  keyed.sort(({ ids: x }, { ids: y }) => {
    for (let i = 0; i < x.length && i < y.length; i++) {
      const difference = (x[i] ?? outside(i, x.length)) - (y[i] ?? outside(i, y.length));
      if (difference !== 0) return difference;
    }
    return x.length - y.length;
  });
  const counts: Float64Array[] = new Array(rows.length);
  for (const { row, index } of keyed) counts[index] = counter.count(row);
  return counts;
}

/**
 * Exact weights from the plays each limit leads to: `each(limit, visit)` calls visit(deals, counts, offset) per
 * play, counts[offset + d · 5 + o] its Dealer counts; success per limit, outcomes at the last
 * limit. With `withoutLimits` (flip), no success rows. O(plays × D) float operations, no bigint in the loop.
 */
export function sumWeights(limits: number, maxDifficulty: number, each: (limit: number, visit: (deals: number, counts: ArrayLike<number>, offset: number) => void) => void, withoutLimits = false): CurveWeights {
  const width = maxDifficulty + 1;
  const outcomes = new ExactSums(width * OUTCOME_COUNT);
  const success = Array.from({ length: limits }, () => new ExactSums(width));
  success.forEach((sums, limit) => {
    each(limit, (deals, counts, offset) => {
      for (let d = 0; d < width; d++) {
        const at = offset + d * OUTCOME_COUNT;
        sums.add(d, deals, (counts[at] ?? outside(at, counts.length)) + (counts[at + 1] ?? outside(at + 1, counts.length)));
        if (limit === limits - 1) for (let o = 0; o < OUTCOME_COUNT; o++) outcomes.add(d * OUTCOME_COUNT + o, deals, counts[at + o] ?? outside(at + o, counts.length));
      }
    });
  });
  return { maxDifficulty, outcomes: outcomes.values(), success: withoutLimits ? [] : success.map((sums) => sums.values()) };
}

