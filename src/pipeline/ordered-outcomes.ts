/**
 * Ordered outcomes (degrees, graded scales, numbers) and their cumulative chances: each outcome's chance
 * of it or more (this or better), or of it or less, exact fractions summed exactly. `withAtLeast` gives
 * every ordered distribution of a result its "this or better" figure (`pAtLeast`), which the terminal,
 * CSV, JSON and the workbench then show beside each outcome (issue 18).
 */
import type { AnalysisResult, Cell, OutcomeRow, Row } from "../core/analysis.js";
import { proportionEstimate } from "../core/estimate.js";
import { Rational } from "../core/rational.js";
import { OUTCOMES as ASH_OUTCOMES } from "../models/ash/rules.js";
import { OUTCOMES as ULTIMO_OUTCOMES } from "../models/ultimo/outcome.js";
import { DEGREES as ZILCH_DEGREES } from "../models/zilch/roll.js";

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

/** A row that can carry a cumulative figure: one outcome's name and probability, with its exact fraction or count when known. */
type OutcomeLike = Readonly<Record<string, Cell | undefined>>;

function isOutcomeLike(row: OutcomeLike): boolean {
  return typeof row.outcome === "string" && typeof row.probability === "number";
}

/**
 * The rows cut into distributions: a new one starts where an outcome name repeats (a table of several
 * difficulties' or targets' outcomes lists each distribution in turn). O(rows).
 * @example distributionBlocks([{ outcome: "a" }, { outcome: "b" }, { outcome: "a" }]) // [[0, 1], [2]]
 */
export function distributionBlocks(rows: readonly OutcomeLike[]): number[][] {
  const blocks: number[][] = [];
  let seen = new Set<string>();
  rows.forEach((row, i) => {
    const name = String(row.outcome);
    if (blocks.length === 0 || seen.has(name)) {
      blocks.push([]);
      seen = new Set();
    }
    seen.add(name);
    blocks[blocks.length - 1]!.push(i);
  });
  return blocks;
}

/**
 * The "this or better" figure of one ranked distribution's rows: `pAtLeast` (the sum over outcomes ranked
 * the same or higher), `pAtLeastExact` when every row is exact, and a 95% Wilson interval
 * (`pAtLeastLow`/`pAtLeastHigh`) when every row is a simulated count. O(rows²), for a few dozen rows.
 */
function atLeastFigures(rows: readonly OutcomeLike[], ranks: readonly number[]): Array<Record<string, Cell>> {
  const counts = rows.map((row) => row.count);
  const total = counts.every((count) => typeof count === "number") ? counts.reduce<number>((sum, count) => sum + Number(count), 0) : undefined;
  return rows.map((_, i): Record<string, Cell> => {
    const counted = rows.filter((__, j) => ranks[j]! >= ranks[i]!);
    const fractions = counted.map((row) => rationalOf(typeof row.exact === "string" ? row.exact : undefined));
    if (total !== undefined && total > 0 && rows.every((row) => row.exact === undefined)) {
      const estimate = proportionEstimate(counted.reduce((sum, row) => sum + Number(row.count), 0), total);
      return { pAtLeast: estimate.probability, pAtLeastLow: estimate.low, pAtLeastHigh: estimate.high };
    }
    const probability = Math.min(1, counted.reduce((sum, row) => sum + Number(row.probability), 0));
    if (!fractions.every((fraction) => fraction !== undefined)) return { pAtLeast: probability };
    const exact = fractions.reduce<Rational>((sum, fraction) => sum.add(fraction!), Rational.ZERO);
    return { pAtLeast: exact.toNumber(), pAtLeastExact: exact.toString() };
  });
}

/**
 * Rows with each ranked distribution's "this or better" figures added ({@link distributionBlocks}; a
 * distribution whose outcomes have no order is left as it is). Rows that are not outcomes (no `outcome`
 * name and `probability`) come back unchanged. O(rows²) within each distribution.
 * @example withAtLeastRows([{ outcome: "1", probability: 0.5, exact: "1/2" }, { outcome: "2", probability: 0.25, exact: "1/4" }, { outcome: "3", probability: 0.25, exact: "1/4" }])[1].pAtLeastExact // "1/2"
 */
export function withAtLeastRows<R extends OutcomeLike>(rows: readonly R[]): R[] {
  if (rows.length === 0 || !rows.every(isOutcomeLike)) return [...rows];
  const out: R[] = [...rows];
  for (const block of distributionBlocks(rows)) {
    const blockRows = block.map((i) => rows[i]!);
    const ranks = outcomeRanks(blockRows.map((row) => String(row.outcome)));
    if (ranks === undefined) continue;
    atLeastFigures(blockRows, ranks).forEach((figures, k) => {
      out[block[k]!] = { ...rows[block[k]!]!, ...figures };
    });
  }
  return out;
}

/**
 * A result with the "this or better" figure of each of its ordered distributions (issue 18): on the
 * outcomes, on CSV rows that are outcomes, and on detail tables of outcomes (e.g. Kingstone's degrees
 * per DC). A result with no ordered outcomes comes back as it is. O(rows²) within each distribution.
 */
export function withAtLeast(result: AnalysisResult): AnalysisResult {
  const outcomes: OutcomeRow[] = withAtLeastRows(result.outcomes);
  const rows: Row[] = withAtLeastRows(result.rows);
  const details = result.details === undefined ? undefined : Object.fromEntries(Object.entries(result.details).map(([name, table]) => [name, withAtLeastRows(table)]));
  return { ...result, outcomes, rows, ...(details === undefined ? {} : { details }) };
}

/**
 * The title of the "this or better" column for outcomes so named: "P(this or more)" for numbers (damage,
 * totals), "P(this or better)" for degrees and graded scales.
 * @example atLeastTitle(["0", "1", "2"]) // "P(this or more)"
 */
export function atLeastTitle(names: readonly string[]): string {
  return names.every((name) => /^-?\d+$/.test(name)) ? "P(this or more)" : "P(this or better)";
}
