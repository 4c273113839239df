/**
 * A measured figure as a result shows it, exact or simulated alike: one analysis builds its result once
 * from measures (issue 25 §7), and the measures say whether a figure carries its exact fraction or its
 * 95% interval and count. An estimate is the same shape with an interval.
 */
import type { Rational } from "../core/exact/rational.js";
import { proportionEstimate, type MeanEstimate, type ProportionEstimate } from "../core/estimate.js";
import type { OutcomeRow, Row, Summary } from "./analysis.js";

/** A figure solved exactly: its float value and its reduced fraction "n/d". */
export interface ExactMeasure {
  readonly kind: "exact";
  readonly value: number;
  readonly exact: string;
}

/** A figure estimated by simulation: its value, its 95% interval and, for a proportion, the trials counted in it. */
export interface EstimatedMeasure {
  readonly kind: "estimated";
  readonly value: number;
  readonly low: number;
  readonly high: number;
  readonly count?: number;
}

/** A figure of a result, exact or estimated. */
export type Measure = ExactMeasure | EstimatedMeasure;

/**
 * The measure of an exact figure. O(size of the fraction).
 * @example exactMeasure(Rational.of(1, 4)) // { kind: "exact", value: 0.25, exact: "1/4" }
 */
export function exactMeasure(value: Rational): ExactMeasure {
  return { kind: "exact", value: value.toNumber(), exact: value.toString() };
}

/**
 * The measure of an estimated proportion (with its count) or mean. O(1).
 * @example estimatedMeasure({ mean: 2, low: 1.5, high: 2.5, standardError: 0.25 }) // { kind: "estimated", value: 2, low: 1.5, high: 2.5 }
 */
export function estimatedMeasure(estimate: ProportionEstimate | MeanEstimate): EstimatedMeasure {
  return "probability" in estimate
    ? { kind: "estimated", value: estimate.probability, low: estimate.low, high: estimate.high, count: estimate.count }
    : { kind: "estimated", value: estimate.mean, low: estimate.low, high: estimate.high };
}

/**
 * The measure of a proportion observed `count` times in `total` trials, with its 95% Wilson interval. O(1).
 * @example proportionMeasure(3, 4).value // 0.75
 */
export function proportionMeasure(count: number, total: number): EstimatedMeasure {
  return estimatedMeasure(proportionEstimate(count, total));
}

/**
 * Summary figures from measures, as every result prints them: exact figures as floats with their
 * fractions in `summaryExact`; estimated ones as floats with `<name>Low` and `<name>High` and no
 * fractions. A figure's interval follows it, in the order the figures are given. O(figures).
 * @example summaryFrom({ pHit: exactMeasure(Rational.of(1, 4)) }) // { summary: { pHit: 0.25 }, summaryExact: { pHit: "1/4" } }
 * @example Object.keys(summaryFrom({ pHit: proportionMeasure(1, 2) }).summary) // ["pHit", "pHitLow", "pHitHigh"]
 */
export function summaryFrom<F extends string>(figures: Readonly<Record<F, Measure>>): { readonly summary: Summary<F>; readonly summaryExact: Readonly<Partial<Record<F, string>>> } {
  const entries = Object.entries<Measure>(figures);
  const summary = Object.fromEntries(
    entries.flatMap(([name, measure]): [string, number][] =>
      measure.kind === "exact" ? [[name, measure.value]] : [[name, measure.value], [`${name}Low`, measure.low], [`${name}High`, measure.high]],
    ),
  );
  const summaryExact = Object.fromEntries(entries.flatMap(([name, measure]) => (measure.kind === "exact" ? [[name, measure.exact]] : [])));
  // Object.fromEntries forgets the names: `summary` holds every figure of F (and the intervals of the
  // estimated ones), `summaryExact` the fractions of the exact ones, each under its own name.
  return { summary, summaryExact } as { readonly summary: Summary<F>; readonly summaryExact: Readonly<Partial<Record<F, string>>> };
}

/**
 * The JSON contract's row of one outcome: exact (probability and fraction) or estimated (probability,
 * interval and count), as exact and simulated results have always printed them. O(1).
 * @example outcomeRowFrom("hit", exactMeasure(Rational.of(1, 2))) // { outcome: "hit", probability: 0.5, exact: "1/2" }
 */
export function outcomeRowFrom(outcome: string, measure: Measure): OutcomeRow {
  return measure.kind === "exact"
    ? { outcome, probability: measure.value, exact: measure.exact }
    : { outcome, probability: measure.value, low: measure.low, high: measure.high, ...(measure.count === undefined ? {} : { count: measure.count }) };
}

/**
 * A figure's CSV columns, as exact and simulated rows have always written them: its value and its
 * fraction (under `exactName`) when exact, its value and 95% interval (`<name>Low`, `<name>High`) when estimated. O(1).
 * @example measureColumns("pSuccess", "exact", exactMeasure(Rational.of(1, 2))) // { pSuccess: 0.5, exact: "1/2" }
 * @example Object.keys(measureColumns("pSuccess", "exact", proportionMeasure(1, 2))) // ["pSuccess", "pSuccessLow", "pSuccessHigh"]
 */
export function measureColumns(name: string, exactName: string, measure: Measure): Row {
  return measure.kind === "exact" ? { [name]: measure.value, [exactName]: measure.exact } : { [name]: measure.value, [`${name}Low`]: measure.low, [`${name}High`]: measure.high };
}

/**
 * A probability's CSV columns, as exact and simulated rows have always written them: the probability and
 * its fraction when exact; the probability, its 95% interval and its count (null when none) when estimated. O(1).
 * @example probabilityColumns(exactMeasure(Rational.of(1, 2))) // { probability: 0.5, exact: "1/2" }
 * @example Object.keys(probabilityColumns(proportionMeasure(1, 2))) // ["probability", "low", "high", "count"]
 */
export function probabilityColumns(measure: Measure): { readonly probability: number } & ({ readonly exact: string } | { readonly low: number; readonly high: number; readonly count: number | null }) {
  return measure.kind === "exact" ? { probability: measure.value, exact: measure.exact } : { probability: measure.value, low: measure.low, high: measure.high, count: measure.count ?? null };
}
