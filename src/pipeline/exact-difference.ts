/**
 * How the current run differs from each pinned run, exactly (issue 28 §5): per outcome and per exact summary
 * figure, the current fraction and its difference from each pinned run's as a reduced fraction with its
 * percentage points, so "+1/12 (+8.3 pts)" reads at a glance and adds up.
 */
import { Rational } from "../core/exact/rational.js";
import type { TextTable } from "../framework/analysis.js";
import type { Reading } from "./comparison.js";
import { outcomeOrder } from "./comparison.js";
import { figureName } from "./figure-names.js";
import { formatNumber } from "../framework/format.js";

/** "n/d" or "n" as a Rational, or undefined for anything else (a simulated run has no exact figures). */
function parseFraction(text: string | null | undefined): Rational | undefined {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text ?? "");
  if (match === null) return undefined;
  return Rational.of(BigInt(match[1] ?? "0"), BigInt(match[2] ?? "1"));
}

/**
 * A difference as its signed fraction and, for a probability, percentage points ("+1/12 (+8.3 pts)",
 * "−7/36 (−19.4 pts)"), for another figure its decimal ("+7/6 (+1.1667)"); "0" for none.
 */
function differenceText(difference: Rational, probability: boolean): string {
  if (difference.numerator === 0n) return "0";
  const sign = difference.numerator > 0n ? "+" : "−";
  const size = difference.numerator > 0n ? difference : Rational.ZERO.subtract(difference);
  const near = probability ? `${(size.toNumber() * 100).toFixed(1)} pts` : formatNumber(size.toNumber());
  return `${sign}${size.numerator}${size.denominator === 1n ? "" : `/${size.denominator}`} (${sign}${near})`;
}

/** Each reading's exact figures by name: its outcomes' fractions, then its exact summary figures (named for a reader). */
function exactFigures(reading: Reading): Map<string, Rational> {
  const figures = new Map<string, Rational>();
  for (const row of reading.result.outcomes) {
    const exact = parseFraction(row.exact);
    if (exact !== undefined) figures.set(row.outcome, exact);
  }
  for (const [name, text] of Object.entries(reading.result.summaryExact)) {
    const exact = parseFraction(text);
    if (exact !== undefined) figures.set(figureName(name), exact);
  }
  return figures;
}

/**
 * The difference table of the current reading (the last) against each earlier one (the pins): a row per
 * outcome (in the readings' merged order; an outcome a run lacks counts 0 there) and per exact summary
 * figure all readings share; columns the current fraction, then "now − <pin's label>" per pin. Undefined when
 * a reading has no exact figures (simulated) or there is nothing to compare. O(figures × readings).
 * @example differenceTable([{ label: "DC 12", result: { outcomes: [{ outcome: "success", probability: 0.5, exact: "1/2" }], summary: {}, summaryExact: {}, rows: [], charts: [] } }, { label: "DC 10", result: { outcomes: [{ outcome: "success", probability: 7 / 12, exact: "7/12" }], summary: {}, summaryExact: {}, rows: [], charts: [] } }])?.rows // [["success", "7/12", "+1/12 (+8.3 pts)"]]
 */
export function differenceTable(readings: readonly Reading[]): TextTable | undefined {
  const current = readings[readings.length - 1];
  const pinned = readings.slice(0, -1);
  if (current === undefined || pinned.length === 0) return undefined;
  const figures = readings.map(exactFigures);
  if (figures.some((each) => each.size === 0)) return undefined;
  const outcomes = outcomeOrder(readings.map(({ result }) => result.outcomes.map((row) => row.outcome)));
  const summaries = [...(figures[figures.length - 1]?.keys() ?? [])].filter((name) => !outcomes.includes(name) && figures.every((each) => each.has(name)));
  const now = figures[figures.length - 1] ?? new Map<string, Rational>();
  const valueOf = (each: ReadonlyMap<string, Rational>, name: string) => each.get(name) ?? (outcomes.includes(name) ? Rational.ZERO : undefined);
  return {
    title: `Exact differences: now (${current.label.replace(/^now: /, "")}) against each pinned run`,
    columns: ["figure", "now", ...pinned.map(({ label }) => `now − ${label.replace(/^pinned: /, "")}`)],
    rows: [...outcomes, ...summaries].map((name) => {
      const mine = valueOf(now, name) ?? Rational.ZERO;
      return [name, mine.toString().replace(/\/1$/, ""), ...figures.slice(0, -1).map((each) => differenceText(mine.subtract(valueOf(each, name) ?? Rational.ZERO), outcomes.includes(name) || name.startsWith("P(")))];
    }),
  };
}
