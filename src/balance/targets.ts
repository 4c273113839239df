/**
 * Balance targets (issue 26 §1): a bound on one figure of an analysis's result — a summary figure, an
 * outcome's probability, or an ordered outcome's "or better" / "or worse" chance — optionally only in
 * some situations (`when`). Reading a figure, whether it meets its bound, and by how far it misses.
 */
import { Rational } from "../core/exact/rational.js";
import { quoteReceived } from "../core/quote-received.js";
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint } from "../framework/grid.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import { outcomeRanks } from "../pipeline/ordered-outcomes.js";
import { isProbabilityMeasure, readMeasure } from "../pipeline/sweep.js";

/** A figure a target reads: a summary figure or outcome by name, or an ordered outcome's chance of it or better / or worse. */
export interface FigureSpec {
  /** A summary figure (`pSuccess`) or an outcome (`critical-failure`). */
  readonly name: string;
  /** For an ordered outcome: the chance of it or better, or of it or worse. */
  readonly side?: "or-better" | "or-worse";
}

/** A bound on one figure: at least, at most, or both; `when` restricts it to the situations (and readings) it names. */
export interface Target {
  readonly figure: FigureSpec;
  readonly atLeast?: number;
  readonly atMost?: number;
  readonly when?: GridPoint;
}

/** A figure's value as read from one result: the float and, for an exact result, the reduced fraction. */
export interface FigureValue {
  readonly value: number;
  readonly exact?: string;
  /** The 95% interval of a simulated figure. */
  readonly low?: number;
  readonly high?: number;
}

/** Values closer than this to a bound count as on it, so exact fractions turned to floats meet bounds they equal. */
const FLOAT_NOISE = 1e-12;

/**
 * How a target's figure is written in a balance file: `pSuccess`, `success-2 or better`, `failure-3 or worse`.
 * @example figureLabel({ name: "failure-3", side: "or-worse" }) // "failure-3 or worse"
 */
export function figureLabel(figure: FigureSpec): string {
  return figure.side === undefined ? figure.name : `${figure.name} ${figure.side === "or-better" ? "or better" : "or worse"}`;
}

/**
 * Reads a figure written as in a balance file: a name, optionally followed by `or better` or `or worse`. O(length).
 * @example parseFigure("success-2 or better") // { name: "success-2", side: "or-better" }
 */
export function parseFigure(text: string): FigureSpec {
  const match = /^(.+?)\s+or\s+(better|worse)$/.exec(text.trim());
  return match ? { name: match[1] ?? "", side: match[2] === "better" ? "or-better" : "or-worse" } : { name: text.trim() };
}

/**
 * Reads a target's figure from a result: a summary figure or outcome probability (as a sweep reads its
 * measure), or an ordered outcome's "or better" / "or worse": the exact sum of the outcomes ranked at or
 * above / at or below it (an outcome absent at this point ranked by its name). A problem in words, listing
 * the figures there are, when there is no such figure or order. O(figures + outcomes).
 * @example readFigure({ outcomes: [], summary: { pSuccess: 0.5 }, summaryExact: { pSuccess: "1/2" }, rows: [], charts: [] }, { name: "pSuccess" }) // { value: 0.5, exact: "1/2" }
 */
export function readFigure(result: ResultFigures, figure: FigureSpec): FigureValue | { readonly problem: string } {
  if (figure.side === undefined) return readMeasure(result, figure.name);
  // An outcome of probability 0 at this point (no third-degree failure at DC 2) is absent from the
  // result: it is ranked among the outcomes by its name, and its "or worse" is the sum below it.
  const rows = result.outcomes;
  const names = rows.map((row) => row.outcome);
  const ranks = new Set(names).size === names.length ? outcomeRanks(names.includes(figure.name) ? names : [...names, figure.name]) : undefined;
  const rank = ranks?.[names.includes(figure.name) ? names.indexOf(figure.name) : names.length];
  if (ranks === undefined || rank === undefined) {
    const ordered = outcomeRanks(names) === undefined ? [] : names;
    return { problem: `expected an ordered outcome of this analysis before "or better" / "or worse" (${ordered.join(", ") || "none: its outcomes have no order"}), received ${quoteReceived(figure.name)}` };
  }
  const counted = rows.filter((_, i) => (figure.side === "or-better" ? (ranks[i] ?? 0) >= rank : (ranks[i] ?? 0) <= rank));
  const value = counted.reduce((sum, row) => sum + row.probability, 0);
  if (!rows.every((row) => row.exact !== undefined)) return { value };
  const exact = counted.reduce((sum, row) => sum.add(parseFraction(row.exact ?? "0")), Rational.of(0));
  return { value: exact.toNumber(), exact: exact.toString() };
}

/** Figures already read from a result, by the figure's words (results are immutable). */
const readFigures = new WeakMap<ResultFigures, Map<string, FigureValue | { readonly problem: string }>>();

/**
 * {@link readFigure}, remembered per result and figure: a search reads one point's figure under many
 * targets, tiers and preferences. O(1) after the first read of this result's figure.
 * @example readFigureOnce({ outcomes: [], summary: { pSuccess: 0.5 }, summaryExact: { pSuccess: "1/2" }, rows: [], charts: [] }, { name: "pSuccess" }) // { value: 0.5, exact: "1/2" }
 */
export function readFigureOnce(result: ResultFigures, figure: FigureSpec): FigureValue | { readonly problem: string } {
  let read = readFigures.get(result);
  if (read === undefined) readFigures.set(result, (read = new Map()));
  const label = figureLabel(figure);
  const known = read.get(label);
  if (known !== undefined) return known;
  const value = readFigure(result, figure);
  read.set(label, value);
  return value;
}

/** A reduced fraction "n/d" as a Rational. */
function parseFraction(text: string): Rational {
  const [numerator = "0", denominator = "1"] = text.split("/");
  return Rational.of(BigInt(numerator), BigInt(denominator));
}

/**
 * How far a value falls outside a target's bound: 0 when it meets it (within float noise), else the
 * distance to the nearer edge. O(1).
 * @example shortfall(0.55, { figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 }) // 0.04999999999999993
 */
export function shortfall(value: number, target: Target): number {
  if (target.atLeast !== undefined && value < target.atLeast - FLOAT_NOISE) return target.atLeast - value;
  if (target.atMost !== undefined && value > target.atMost + FLOAT_NOISE) return value - target.atMost;
  return 0;
}

/**
 * The middle a design aims for under the default preference: the middle of [at-least, at-most], or the
 * one bound given. O(1).
 * @example targetMiddle({ figure: { name: "pSuccess" }, atLeast: 0.5, atMost: 0.7 }) // 0.6
 */
export function targetMiddle(target: Target): number {
  if (target.atLeast !== undefined && target.atMost !== undefined) return (target.atLeast + target.atMost) / 2;
  return target.atLeast ?? target.atMost ?? 0;
}

/**
 * A target in words, for tables and misses: `pSuccess in [60%, 70%] when bonus=3, dc=11`. O(fields).
 * @example targetLabel({ figure: { name: "pSuccess" }, atLeast: 0.4 }, true) // "pSuccess ≥ 40.0%"
 */
export function targetLabel(target: Target, probability: boolean): string {
  const show = (value: number) => (probability ? formatPercent(value) : formatNumber(value));
  const figure = figureLabel(target.figure);
  const bound =
    target.atLeast !== undefined && target.atMost !== undefined
      ? `in [${show(target.atLeast)}, ${show(target.atMost)}]`
      : target.atLeast !== undefined
        ? `≥ ${show(target.atLeast)}`
        : `≤ ${show(target.atMost ?? 0)}`;
  const when = target.when === undefined ? "" : ` when ${Object.entries(target.when).map(([field, value]) => `${field}=${value}`).join(", ")}`;
  return `${figure} ${bound}${when}`;
}

/**
 * Whether a target applies in a situation: every field of its `when` that the situations vary must match;
 * its other fields are readings it adds. O(fields).
 * @example targetApplies({ figure: { name: "pSuccess" }, atLeast: 0.4, when: { bonus: 0, dc: 8 } }, { bonus: 0 }, ["bonus"]) // true
 */
export function targetApplies(target: Target, situation: GridPoint, acrossFields: readonly string[]): boolean {
  return Object.entries(target.when ?? {}).every(([field, value]) => !acrossFields.includes(field) || situation[field] === value);
}

/**
 * The point a target reads in a situation: the situation with the target's own readings (its `when`
 * fields the situations do not vary). O(fields).
 */
export function targetReading(target: Target, situation: GridPoint, acrossFields: readonly string[]): GridPoint {
  const extra = Object.entries(target.when ?? {}).filter(([field]) => !acrossFields.includes(field));
  // Nothing added: the situation itself, so a run's searches (tiers, targets) read it as one object.
  if (extra.length === 0) return situation;
  return { ...situation, ...Object.fromEntries(extra) };
}

/** A figure a balance file names that the analysis does not have: the file's field (`targets[2]`, `prefer`) and the problem in the analysis's words. */
export class BalanceFigureProblem extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

/**
 * Whether a figure is a probability, shown as a percentage: an ordered outcome's "or better" / "or worse",
 * an outcome's chance, or a summary figure named `p…` (as a sweep reads its measure). O(figures).
 * @example isProbabilityFigure({ outcomes: [], summary: { expectedEffect: 0.5 }, summaryExact: {}, rows: [], charts: [] }, { name: "expectedEffect" }) // false
 */
export function isProbabilityFigure(result: ResultFigures, figure: FigureSpec): boolean {
  return figure.side !== undefined || isProbabilityMeasure(result, figure.name);
}
