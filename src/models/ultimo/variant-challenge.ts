/**
 * A challenge under the rulebook's extra rules (issue 18), exactly: focus cards drawn after the row is laid
 * (docs/rules.md 3.1), several or designer Dealer decks (3.1, deck files), and Know Thy Enemy (3.7), where
 * the player sees some of the Dealer's cards before choosing the row. Aid is a matter of which cards can be
 * laid (extra-cards.ts): the rows handed in here already hold them.
 */
import { addBigAt, itemAt } from "../../core/checked-index.js";
import { binomial } from "../../core/combinatorics.js";
import { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/exact/rational.js";
import type { CardCount, PlayerCard } from "./cards.js";
import { countDrawsExactly, type ExactDrawCounts } from "./dealer-draws.js";
import { dealerGroups } from "./dealer.js";
import { mergeIntoRow, weightedDraws } from "./extra-cards.js";
import { OUTCOMES, OUTCOME_COUNT } from "./outcome.js";
import type { ChallengeRules } from "./rules.js";
import type { ChallengeSolution } from "./solve-challenge.js";

/** The extra rules of one challenge: focus cards and the deck they come from, Dealer cards seen. */
export interface ChallengeExtras {
  /** Cards drawn from the top of `focusDeck` and added to the row after it is laid (one per focus spent). */
  readonly focus: number;
  readonly focusDeck: readonly CardCount[];
  /** How many of the Dealer's cards the player sees before choosing the row (Know Thy Enemy). */
  readonly know: number;
}

/** No focus, nothing seen. */
export const NO_EXTRAS: ChallengeExtras = { focus: 0, focusDeck: [], know: 0 };

/** Exact sums over draws at one difficulty: outcome counts in OUTCOMES order, tallies, and their total. */
export interface OutcomeSums {
  readonly counts: bigint[];
  successSum: bigint;
  failureSum: bigint;
  cancelSum: bigint;
  total: bigint;
}

const emptySums = (): OutcomeSums => ({ counts: [0n, 0n, 0n, 0n, 0n], successSum: 0n, failureSum: 0n, cancelSum: 0n, total: 0n });

/** Adds `weight` × one difficulty's counts into the sums. */
function addSums(into: OutcomeSums, counts: ExactDrawCounts, difficulty: number, weight: bigint): void {
  for (let o = 0; o < OUTCOME_COUNT; o++) addBigAt(into.counts, o, weight * itemAt(counts.counts, difficulty * OUTCOME_COUNT + o));
  into.successSum += weight * itemAt(counts.successSums, difficulty);
  into.failureSum += weight * itemAt(counts.failureSums, difficulty);
  into.cancelSum += weight * itemAt(counts.cancelSums, difficulty);
  into.total += weight * itemAt(counts.totals, difficulty);
}

/**
 * The sums of laying `row` and then drawing the focus cards, at each difficulty up to maxDifficulty, the
 * seen Dealer cards given: Σ over focus draws of ways × Dealer counts of the merged row. O(focus draws ×
 * countDrawsExactly).
 */
export function rowSums(row: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number, extras: ChallengeExtras, seen: readonly number[] = []): OutcomeSums[] {
  const sums = Array.from({ length: maxDifficulty + 1 }, emptySums);
  for (const draw of extras.focus > 0 ? weightedDraws(extras.focusDeck, extras.focus) : [{ cards: [], ways: 1n }]) {
    const counts = countDrawsExactly(draw.cards.length > 0 ? mergeIntoRow(row, draw.cards) : row, rules, maxDifficulty, seen);
    for (let d = 0; d <= maxDifficulty; d++) addSums(itemAt(sums, d), counts, d, draw.ways);
  }
  return sums;
}

/** Every way the player can have seen `size` of the Dealer's cards: per group how many, and in how many ways. */
export function seenDraws(rules: ChallengeRules, size: number): { seen: number[]; ways: bigint }[] {
  const groups = dealerGroups(rules);
  const result: { seen: number[]; ways: bigint }[] = [];
  const seen = groups.map(() => 0);
  const visit = (g: number, left: number, ways: bigint) => {
    if (left === 0) {
      result.push({ seen: [...seen], ways });
      return;
    }
    if (g === groups.length) return;
    for (let take = Math.min(left, itemAt(groups, g).count); take >= 0; take--) {
      seen[g] = take;
      visit(g + 1, left - take, ways * binomial(itemAt(groups, g).count, take));
    }
    seen[g] = 0;
  };
  visit(0, size, 1n);
  return result;
}

/** Which of two candidates' sums is better: negative when `a` is. */
export type CompareSums = (a: OutcomeSums, aIndex: number, b: OutcomeSums, bIndex: number) => number;

/**
 * P(success or better) first; then the candidate listed first (callers list rows by their tie order).
 * @example byPSuccess(emptySumsFor(1n), 0, emptySumsFor(1n), 1) < 0 // true
 */
export const byPSuccess: CompareSums = (a, aIndex, b, bIndex) => {
  const diff = (itemAt(b.counts, 0) + itemAt(b.counts, 1)) * a.total - (itemAt(a.counts, 0) + itemAt(a.counts, 1)) * b.total;
  return diff !== 0n ? (diff > 0n ? 1 : -1) : aIndex - bIndex;
};

/** Sums with nothing in them but a total, for examples and tests. */
export function emptySumsFor(total: bigint): OutcomeSums {
  return { ...emptySums(), total };
}

/**
 * Know Thy Enemy (docs/rules.md 3.7), exactly: the player sees min(know, D) of the Dealer's D cards (a random
 * few of them, as the top cards of the Dealer's shuffled deck are), then lays the best of `candidates` for
 * what was seen (`compare`); the focus cards come after. Returns the sums over every seen set and the
 * weight with which each candidate was chosen. Cost: O(seen sets × candidates × focus draws ×
 * countDrawsExactly); seen sets ≤ C(groups + know − 1, know).
 */
export function solveKnowing(
  candidates: readonly (readonly PlayerCard[])[],
  rules: ChallengeRules,
  difficulty: number,
  extras: ChallengeExtras,
  compare: CompareSums = byPSuccess,
): { sums: OutcomeSums; chosen: bigint[] } {
  const seenCount = Math.min(extras.know, difficulty);
  const sums = emptySums();
  const chosen = candidates.map(() => 0n);
  for (const { seen, ways } of seenDraws(rules, seenCount)) {
    let best: OutcomeSums | undefined;
    let bestIndex = -1;
    for (const [c, row] of candidates.entries()) {
      const rowAt = itemAt(rowSums(row, rules, difficulty, extras, seen), difficulty);
      if (best === undefined || compare(rowAt, c, best, bestIndex) < 0) {
        best = rowAt;
        bestIndex = c;
      }
    }
    if (best === undefined) throw new RangeError("solveKnowing needs at least one candidate play");
    addBigAt(chosen, bestIndex, ways);
    best.counts.forEach((count, o) => addBigAt(sums.counts, o, ways * count));
    sums.successSum += ways * best.successSum;
    sums.failureSum += ways * best.failureSum;
    sums.cancelSum += ways * best.cancelSum;
    sums.total += ways * best.total;
  }
  return { sums, chosen };
}

/**
 * Sums as a challenge solution: the outcome distribution, P(success or better) and the expected tallies. O(1).
 * @example solutionOf(3, { counts: [1n, 1n, 0n, 0n, 0n], successSum: 2n, failureSum: 0n, cancelSum: 4n, total: 2n }).pSuccessOrBetter.toString() // "1/1"
 */
export function solutionOf(difficulty: number, sums: OutcomeSums): ChallengeSolution {
  return {
    difficulty,
    outcomes: Distribution.fromWeights(OUTCOMES.map((outcome, o) => [outcome, itemAt(sums.counts, o)] as const)),
    pSuccessOrBetter: Rational.of(itemAt(sums.counts, 0) + itemAt(sums.counts, 1), sums.total),
    expectedSuccesses: Rational.of(sums.successSum, sums.total),
    expectedFailures: Rational.of(sums.failureSum, sums.total),
    expectedCancels: Rational.of(sums.cancelSum, sums.total),
  };
}

/**
 * A given row under the extra rules at each difficulty asked (docs/rules.md 3.1, 3.7): focus cards drawn
 * after it is laid; with `know`, the player sees min(know, D) Dealer cards and lays the best arrangement
 * (`arrangements`, by P(success or better), ties to the first listed) of the row's cards. Exact. Cost: one
 * rowSums for every difficulty without know; with know, solveKnowing per difficulty.
 * @example solveWithExtras([readPlay("K,9")], DEFAULT_RULES, [0], NO_EXTRAS)[0].pSuccessOrBetter.toString() // "1/1"
 */
export function solveWithExtras(rows: readonly (readonly PlayerCard[])[], rules: ChallengeRules, difficulties: readonly number[], extras: ChallengeExtras): ChallengeSolution[] {
  const maxDifficulty = Math.max(0, ...difficulties);
  if (extras.know === 0) {
    const sums = rowSums(itemAt(rows, 0), rules, maxDifficulty, extras);
    return difficulties.map((d) => solutionOf(d, itemAt(sums, d)));
  }
  return difficulties.map((d) => solutionOf(d, solveKnowing(rows, rules, d, extras).sums));
}
