/** The contest heatmap (docs/rules.md 2.3): P(A wins) for every pair of targets, exactly. */
import { Rational } from "../../core/exact/rational.js";
import { contestWeights, type Ties } from "./contest.js";
import { ZILCH_DIE } from "./die.js";
import { checkTargets } from "./setup-checks.js";

/** One cell of the contest heatmap: P(A wins) for targets a and b. */
export interface ContestCell {
  readonly a: number;
  readonly b: number;
  readonly pAWins: Rational;
}

/**
 * P(A wins) for every pair of targets (docs/rules.md 2.3), exactly: one O(max target) sum per cell, so
 * O(|as| × |bs| × max target) bigint steps in all.
 * Both sides roll `die` (default d12!d8, models/zilch/die.ts).
 * @throws {OddsmithError} when as or bs is not a non-empty list of targets from -3 to 26, ties is not one of TIES, explodeChain is not a boolean or die is not a die.
 * @example contestGrid([6], [6], "draw", false)[0].pAWins.toString() // "17/48"
 * @example (() => { try { return contestGrid(6, [6], "draw", false); } catch (e) { return e.message; } })() // "as: expected a non-empty list of integers from -3 to 26, received 6"
 */
export function contestGrid(as: readonly number[], bs: readonly number[], ties: Ties, explodeChain: boolean, die: string = ZILCH_DIE): ContestCell[] {
  checkTargets("as", as);
  checkTargets("bs", bs);
  const cells: ContestCell[] = [];
  for (const a of as) {
    for (const b of bs) {
      const w = contestWeights({ a, b, ties, explodeChain, die });
      cells.push({ a, b, pAWins: Rational.of(w.aWins, w.total) });
    }
  }
  return cells;
}
