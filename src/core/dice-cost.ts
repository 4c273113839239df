/**
 * What the exact distribution of a roll in dice notation costs before it is computed (issue 24 §8: a
 * command's runs are costed together, so each must state its own). Fitted 2026-11-27 through the CLI on the
 * shared 2-core machine, under load (CPU seconds, reroll none): 20d100 14.2 s, 20d100kh10 4.3 s,
 * 20d50kh10 1.2 s, 10d100kh5 0.5 s, 20d100kh2 0.4 s, 2d6 under 0.01 s. The model is within 2.1× of each (10d100kh5 the worst, estimated high).
 */
import type { DiceNotation } from "./dice-notation.js";

/** Seconds per (distinct totals)²: the bigint convolution of the terms' distributions. */
const SECONDS_PER_TOTAL_PAIR = 4e-6;

/** Seconds per dice³ × faces² of a keep term: its dynamic programme over faces, highest first. */
const SECONDS_PER_KEEP_STEP = 5e-9;

/**
 * The distinct totals of a roll: each term spans (dice kept) × (faces − 1) + 1 values, and the terms add.
 * O(terms).
 * @example distinctTotals({ text: "20d100kh10", terms: [{ count: 20, sides: 100, keep: { which: "highest", count: 10 } }], constant: 0 }) // 991
 */
export function distinctTotals(notation: DiceNotation): number {
  return notation.terms.reduce((totals, term) => totals + (term.keep?.count ?? term.count) * (term.sides - 1), 1);
}

/**
 * The estimated CPU seconds of a roll's exact distribution: 4e-6 s × (distinct totals)² plus 5e-9 s ×
 * dice³ × faces² per keep term (see the fit above; ±2.1×). O(terms).
 * @example Math.round(diceSeconds({ text: "20d100", terms: [{ count: 20, sides: 100 }], constant: 0 })) // 16
 */
export function diceSeconds(notation: DiceNotation): number {
  const keepSteps = notation.terms.reduce((steps, term) => steps + (term.keep === undefined ? 0 : term.count ** 3 * term.sides ** 2), 0);
  return SECONDS_PER_TOTAL_PAIR * distinctTotals(notation) ** 2 + SECONDS_PER_KEEP_STEP * keepSteps;
}
