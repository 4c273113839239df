/**
 * The at-least / at-most view of an ordered distribution: each outcome's chance of it or more (this or
 * better), or of it or less, with exact fractions summed exactly.
 */
import type { AnalysisResult, OutcomeRow } from "../../core/analysis.js";
import { Rational } from "../../core/rational.js";
import { OUTCOMES as ASH_OUTCOMES } from "../../models/ash/rules.js";
import { OUTCOMES as ULTIMO_OUTCOMES } from "../../models/ultimo/outcome.js";
import { DEGREES as ZILCH_DEGREES } from "../../models/zilch/roll.js";

/** How the outcome table reads: each outcome alone, or cumulated up or down the order. */
export const CUMULATIVE_VIEWS = ["exactly", "at least", "at most"] as const;
export type CumulativeView = (typeof CUMULATIVE_VIEWS)[number];

function rationalOf(text: string | undefined): Rational | undefined {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text ?? "");
  return match ? Rational.of(BigInt(match[1]!), BigInt(match[2] ?? "1")) : undefined;
}

/** The graded scales of the rulebooks, best first (Ultimo's challenge outcomes, Ash's check results, zilch's degrees). */
const SCALES: readonly (readonly string[])[] = [ULTIMO_OUTCOMES, ASH_OUTCOMES, ZILCH_DEGREES];

/**
 * Each outcome's rank, higher meaning more (a larger total) or better (a better degree), when the outcomes
 * have an order: numbers, degrees `success-N` / `failure-N`, or a rulebook's graded scale; else undefined.
 * O(outcomes).
 * @example outcomeRanks(["failure-1", "success-1", "success-2"]) // [-1, 1, 2]
 */
export function outcomeRanks(names: readonly string[]): number[] | undefined {
  if (names.length < 3) return undefined;
  if (names.every((name) => /^-?\d+$/.test(name))) return names.map(Number);
  const degrees = names.map((name) => /^(success|failure)-(\d+)$/.exec(name));
  if (degrees.every((match) => match !== null)) return degrees.map((match) => (match![1] === "success" ? Number(match![2]) : -Number(match![2])));
  const scale = SCALES.find((outcomes) => names.every((name) => outcomes.includes(name)));
  return scale === undefined ? undefined : names.map((name) => -scale.indexOf(name));
}

/** Whether a result's outcomes have an order a cumulative view means something in (one distribution, ranked outcomes). */
export function isOrdered(result: AnalysisResult): boolean {
  const outcomes = result.outcomes;
  if (outcomes.some((row) => row.difficulty !== undefined)) return false;
  return new Set(outcomes.map((row) => row.outcome)).size === outcomes.length && outcomeRanks(outcomes.map((row) => row.outcome)) !== undefined;
}

/**
 * The outcomes cumulated, each row keeping its place: "at least x" sums every outcome ranked x or more
 * (this or better), "at most x" every one ranked x or less. Exact fractions stay exact.
 * O(outcomes²), for a table's few dozen rows.
 * @example cumulate([{ outcome: "1", probability: 0.5, exact: "1/2" }, { outcome: "2", probability: 0.5, exact: "1/2" }, { outcome: "3", probability: 0, exact: "0" }], "at least")[0].exact // "1/1"
 */
export function cumulate(outcomes: readonly OutcomeRow[], view: CumulativeView): OutcomeRow[] {
  const ranks = outcomeRanks(outcomes.map((row) => row.outcome));
  if (view === "exactly" || ranks === undefined) return [...outcomes];
  return outcomes.map((row, i) => {
    const counted = outcomes.filter((_, j) => (view === "at least" ? ranks[j]! >= ranks[i]! : ranks[j]! <= ranks[i]!));
    const probability = Math.min(1, counted.reduce((sum, other) => sum + other.probability, 0));
    const fractions = counted.map((other) => rationalOf(other.exact));
    const exact = fractions.every((fraction) => fraction !== undefined) ? fractions.reduce((sum, fraction) => sum.add(fraction!), Rational.ZERO) : undefined;
    return { outcome: row.outcome, probability, ...(exact === undefined ? {} : { exact: exact.toString() }) };
  });
}
