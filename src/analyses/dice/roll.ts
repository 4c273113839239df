/**
 * `oddsmith dice roll` (and `oddsmith dice EXPR…`): the distribution of any dice expressions
 * (docs/dice.md), each one a series: exactly, at least and at most each value, with mean, SD, mode,
 * percentiles and "1 in N"; `A vs B` and `--vs` give P(win / tie / lose) under a tie rule and the margin.
 */
import { diceCost } from "../../core/dice/dice-cost.js";
import { expressionThrower } from "../../core/dice/expression-thrower.js";
import type { DiceExpression, DiceRoll } from "../../core/dice/expression.js";
import { parseDice, readDice } from "../../core/dice/parse-dice.js";
import { solveDice, solveOpposed, TIE_RULES, type TieRule } from "../../core/dice/solve-dice.js";
import type { Distribution } from "../../core/distribution.js";
import { addQuantity, tallySlots, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { Rational, ratioToNumber } from "../../core/exact/rational.js";
import { SmoothTotal } from "../../core/exact/smooth-fractions.js";
import type { Random } from "../../core/random.js";
import type { SamplePlan } from "../../core/sample-plan.js";
import { defineAnalysis, type AnalysisResult, type ChartRequest, type TextTable } from "../../framework/analysis.js";
import { formatNumber } from "../../framework/format.js";
import { exactMeasure, proportionMeasure, type Measure } from "../../framework/measure.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, optionalOption, textOption, type ParamsOf } from "../../framework/options.js";
import { diceBounds } from "../../core/dice/dice-cost.js";
import { formatPercent } from "../../framework/format.js";
import type { OutcomeRow, Row } from "../../framework/analysis.js";

/** Reads `;`-separated dice expressions, or the first problem (its position and what was expected there). */
function readRolls(raw: string): { readonly rolls: DiceRoll[] } | { readonly problem: string } {
  const rolls: DiceRoll[] = [];
  for (const item of raw.split(";").map((text) => text.trim())) {
    const reading = readDice(item);
    if (!reading.ok) return { problem: messages.notAllowed("--expr", `${reading.expected} at position ${reading.position}`, item) };
    rolls.push(reading.roll);
  }
  return { rolls };
}

/** The problem of a `;`-separated list that does not read, as a message list (empty when it reads). */
function exprProblems(raw: unknown): string[] {
  if (typeof raw !== "string") return [];
  const read = readRolls(raw);
  return "problem" in read ? [read.problem] : [];
}

const EXPR_ALLOWED = "dice expressions separated by ; (docs/dice.md), e.g. 4d6kh3; 2d20kh1";

const ROLL_OPTIONS = {
  expr: {
    ...textOption({ label: "Dice", help: "What to roll, in dice notation: 4d6kh3, 2d20kh1, 5d10>=8f1; several separated by ; are drawn side by side.", allowed: EXPR_ALLOWED, doc: "the dice to roll, each expression a series (docs/dice.md)", parse: (raw) => { const read = readRolls(raw); return "rolls" in read ? read.rolls.map((roll) => roll.text) : undefined; } }),
    explain: exprProblems,
  },
  vs: optionalOption(textOption({ label: "Against", help: "Another roll each one is opposed by: the chance to win, tie or lose, and the margin.", allowed: "a dice expression (docs/dice.md)", doc: "roll each expression against this one: P(win / tie / lose) and the margin", parse: (raw) => { const reading = readDice(raw); return reading.ok && reading.roll.opposed === undefined ? reading.roll.text : undefined; } })),
  tie: choiceOption(TIE_RULES, { label: "Ties", help: "What an opposed roll's tie means: it stays a tie, both roll again, or the attacker or the defender wins it.", doc: "an opposed roll's tie: stays a tie, both roll again, the attacker (A) or the defender (B) wins it", default: "tie" }),
};
type RollParams = ParamsOf<typeof ROLL_OPTIONS>;
/** A dice run's result: one series a roll. */
export type RollResult = AnalysisResult;

/** Each series of a run: a roll alone, or opposed by its own `vs` or by --vs. */
function seriesOf(params: RollParams): Array<{ readonly label: string; readonly roll: DiceExpression; readonly opposed?: DiceExpression }> {
  const against = params.vs === undefined ? undefined : parseDice("--vs", params.vs);
  return params.expr.map((text) => {
    const roll = parseDice("--expr", text);
    if (roll.opposed !== undefined) return { label: roll.text, roll: roll.expression, opposed: roll.opposed };
    return against === undefined ? { label: roll.text, roll: roll.expression } : { label: `${roll.text} vs ${against.text}`, roll: roll.expression, opposed: against.expression };
  });
}

/**
 * The exact measures of one distribution's values: exactly, at least and at most, from running sums of
 * the bigint weights (each reduced over the total's small primes, SmoothTotal), and the SD from Σw·v and Σw·v². O(values).
 */
function exactSeries(label: string, distribution: Distribution<number>, leftover: number): SeriesMeasures {
  const total = distribution.total;
  // Dice totals are products of small primes: fractions over them reduce without Euclid.
  const over = new SmoothTotal(total);
  // The float now, the reduced fraction only when read: a table prints one of a row's three (100d100 has 9,901 rows).
  const measure = (weight: bigint): Measure => {
    let exact: string | undefined;
    return {
      kind: "exact",
      value: ratioToNumber(weight, total),
      get exact(): string {
        return (exact ??= over.reduce(weight).toString());
      },
    };
  };
  let below = 0n;
  let sum = 0n;
  let squares = 0n;
  const values = distribution.outcomes.map((value, i) => {
    const weight = distribution.weights[i] ?? 0n;
    const row = { value, exactly: measure(weight), atLeast: measure(total - below), atMost: measure(below + weight) };
    below += weight;
    sum += weight * BigInt(value);
    squares += weight * BigInt(value) * BigInt(value);
    return row;
  });
  // Variance = (T·Σwv² − (Σwv)²) / T², exact in bigints until the one division.
  const variance = Rational.of(total * squares - sum * sum, total * total).toNumber();
  return { label, values, mean: exactMeasure(Rational.of(sum, total)), sd: Math.sqrt(variance), leftover };
}

/** The exact answer of every series. Cost: as diceCost estimates, for each expression. */
function solvedRoll(params: RollParams): RollResult {
  const series = seriesOf(params).map(({ label, roll, opposed }) => {
    if (opposed === undefined) {
      const { distribution, leftover } = solveDice(roll);
      return exactSeries(label, distribution, leftover);
    }
    const answer = solveOpposed({ text: label, expression: roll, opposed }, params.tie);
    return { ...exactSeries(`${label} (margin)`, answer.margin, answer.leftover), opposed: { win: exactMeasure(answer.win), tie: exactMeasure(answer.tie), lose: exactMeasure(answer.lose) } };
  });
  return diceResult(series, params.tie);
}

/** What one trial adds to series i: its value's category and its value as a quantity. */
function seriesThrower(roll: DiceExpression, opposed: DiceExpression | undefined): (random: Random) => number {
  const first = expressionThrower(roll);
  if (opposed === undefined) return first;
  const second = expressionThrower(opposed);
  return (random) => first(random) - second(random);
}

/** Above this many values a series is not sampled: its tally would not fit a worker's memory. */
const SAMPLED_VALUES_LIMIT = 1_000_000;

/** The values a series can show, as the sampler's categories: the exact support when that costs under 0.1 s, else every integer of its bounds. */
function seriesValues(roll: DiceExpression, opposed: DiceExpression | undefined): number[] {
  const whole: DiceExpression = opposed === undefined ? roll : { kind: "binary", op: "-", left: roll, right: opposed };
  if (diceCost(whole).operations * 3e-7 < 0.1) return [...solveDice(whole).distribution.outcomes];
  const [least, most] = diceBounds(whole);
  return Array.from({ length: Math.min(most - least + 1, SAMPLED_VALUES_LIMIT) }, (_, i) => least + i);
}

/** A run's problems that only simulation has: a series whose values span more than SAMPLED_VALUES_LIMIT. */
function rollSampleLimits(params: RollParams): string[] {
  return seriesOf(params).flatMap(({ label, roll, opposed }) => {
    const [least, most] = diceBounds(opposed === undefined ? roll : { kind: "binary", op: "-", left: roll, right: opposed });
    return most - least + 1 > SAMPLED_VALUES_LIMIT ? [messages.refused("--mc", `${label} spans ${formatNumber(most - least + 1)} values, more than a tally holds (${formatNumber(SAMPLED_VALUES_LIMIT)})`, label)] : [];
  });
}

/**
 * The trial loop of a dice run: each trial throws every series once (expressionThrower, no allocation) and
 * tallies its value's category and the value itself. O(dice) a trial.
 */
export function sampleRoll(params: RollParams): SamplePlan {
  const series = seriesOf(params);
  const valuesOf = series.map(({ roll, opposed }) => seriesValues(roll, opposed));
  const layout: TallyLayout = {
    groups: series.map(({ label }, i) => ({ name: label, categories: (valuesOf[i] ?? []).map(String) })),
    quantities: series.map(({ label }) => label),
  };
  const slots = tallySlots(layout);
  const throwers = series.map(({ roll, opposed }) => seriesThrower(roll, opposed));
  const offsets = series.map(({ label }, i) => {
    const values = valuesOf[i] ?? [0];
    const least = values[0] ?? 0;
    const at = new Int32Array((values.at(-1) ?? 0) - least + 1).fill(-1);
    values.forEach((value) => (at[value - least] = slots.category(label, String(value))));
    return { least, at, quantity: slots.quantity(label) };
  });
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      for (let i = 0; i < throwers.length; i++) {
        const value = (throwers[i] ?? (() => 0))(random);
        const offset = offsets[i];
        if (offset === undefined) continue;
        const slot = offset.at[value - offset.least] ?? -1;
        if (slot >= 0) tally[slot] = (tally[slot] ?? 0) + 1;
        addQuantity(tally, offset.quantity, value);
      }
    }
  };
  return { layout, run };
}

/** A sampled series in the exact one's shape: each value's share, at least and at most with 95% intervals. */
function sampledSeries(estimates: Estimates, label: string, rule: TieRule, opposed: boolean): SeriesMeasures {
  const group = estimates.groups[label] ?? {};
  // Numeric category names come back from an object in its own key order: sorted by value here.
  const entries = Object.entries(group).map(([category, estimate]) => ({ value: Number(category), count: estimate.count, total: estimate.total })).sort((a, b) => a.value - b.value);
  const total = entries[0]?.total ?? 0;
  let below = 0;
  const values = entries
    .filter((entry) => entry.count > 0)
    .map(({ value, count }) => {
      const row = { value, exactly: proportionMeasure(count, total), atLeast: proportionMeasure(total - below, total), atMost: proportionMeasure(below + count, total) };
      below += count;
      return row;
    });
  const quantity = estimates.quantities[label];
  const mean: Measure = quantity === undefined ? proportionMeasure(0, 1) : { kind: "estimated", value: quantity.mean, low: quantity.low, high: quantity.high };
  const sd = quantity === undefined ? 0 : quantity.standardError * Math.sqrt(total);
  const base = { label: opposed ? `${label} (margin)` : label, values, mean, sd, leftover: 0 };
  if (!opposed) return base;
  const count = (test: (value: number) => boolean) => entries.filter((entry) => test(entry.value)).reduce((sum, entry) => sum + entry.count, 0);
  const [win, tie, lose] = [count((v) => v > 0), count((v) => v === 0), count((v) => v < 0)];
  const settled = rule === "reroll" ? win + lose : total;
  const outcome = rule === "attacker" ? [win + tie, 0, lose] : rule === "defender" ? [win, 0, lose + tie] : rule === "reroll" ? [win, 0, lose] : [win, tie, lose];
  const [w, t, l] = outcome.map((n) => proportionMeasure(n ?? 0, settled));
  return { ...base, opposed: { win: w ?? proportionMeasure(0, 1), tie: t ?? proportionMeasure(0, 1), lose: l ?? proportionMeasure(0, 1) } };
}

/** A simulated run in the exact result's shape. O(values). */
function sampledRoll(estimates: Estimates, params: RollParams): RollResult {
  return diceResult(seriesOf(params).map(({ label, opposed }) => sampledSeries(estimates, label, params.tie, opposed !== undefined)), params.tie, estimates.trials);
}

/** The estimated exact cost of a run: every series' big-integer operations (diceCost) at about 0.3 µs each. */
function rollCost(params: RollParams) {
  const operations = seriesOf(params).reduce((sum, { roll, opposed }) => sum + diceCost(roll).operations + (opposed === undefined ? 0 : diceCost(opposed).operations + diceCost(roll).width * diceCost(opposed).width), 0);
  return { seconds: 0.001 + operations * 3e-7, what: `${formatNumber(operations)} big-integer steps`, smaller: "fewer dice, fewer faces or a shallower explosion (\":3\")" };
}

/** One series of a result, exact or estimated alike: each value's measures, the mean and SD, and an opposed roll's three chances. */
interface SeriesMeasures {
  readonly label: string;
  readonly values: ReadonlyArray<{ readonly value: number; readonly exactly: Measure; readonly atLeast: Measure; readonly atMost: Measure }>;
  readonly mean: Measure;
  readonly sd: number;
  /** The mass an unbounded explosion's cut-off left out (0 when none). */
  readonly leftover: number;
  readonly opposed?: { readonly win: Measure; readonly tie: Measure; readonly lose: Measure };
}

/** The least value v with P(X ≤ v) ≥ q, from a series' "at most" column. O(values). */
function percentile(series: SeriesMeasures, q: number): number {
  return (series.values.find((row) => row.atMost.value >= q - 1e-12) ?? series.values.at(-1))?.value ?? 0;
}

/** A measure's cells for CSV and charts: the float, and the fraction when exact (else the interval). */
function cells(name: string, measure: Measure): Row {
  return measure.kind === "exact" ? { [name]: measure.value, [`${name}Exact`]: measure.exact } : { [name]: measure.value, [`${name}Low`]: measure.low, [`${name}High`]: measure.high };
}

/** "1 in N" for a chance: N rounded as far as it deserves; "never" for 0. */
function oneIn(probability: number): string {
  return probability <= 0 ? "never" : `1 in ${formatNumber(Number((1 / probability).toPrecision(3)))}`;
}

/** The statistics table: a row per series. */
function statsTable(series: readonly SeriesMeasures[]): TextTable {
  // An unbounded explosion's cut-off: the mass left out, too small for the summary's rounding.
  const cut = series.some((s) => s.leftover > 0);
  const columns = ["expression", "mean", "SD", "mode", "5%", "25%", "median", "75%", "95%", ...(cut ? ["left out"] : [])];
  const rows = series.map((s) => {
    const mode = s.values.reduce((best, row) => (row.exactly.value > best.exactly.value ? row : best), s.values[0] ?? { value: 0, exactly: s.mean });
    return [s.label, formatNumber(Number(s.mean.value.toFixed(4))), formatNumber(Number(s.sd.toFixed(4))), String(mode.value), ...[0.05, 0.25, 0.5, 0.75, 0.95].map((q) => String(percentile(s, q))), ...(cut ? [s.leftover > 0 ? `≤ ${s.leftover.toExponential(1)}` : "0"] : [])];
  });
  return { title: "Statistics", columns, rows };
}

/**
 * The summary figures of a run: one series' mean, SD, median (and an opposed roll's three chances) by their
 * names; several series' each named after its expression ("4d6kh3 mean"), so the summary names every one.
 * O(series × values).
 */
function seriesSummary(series: readonly SeriesMeasures[]): { summary: Record<string, number>; summaryExact: Record<string, string> } {
  const summary: Record<string, number> = {};
  const summaryExact: Record<string, string> = {};
  for (const s of series) {
    const name = (figure: string) => (series.length > 1 ? `${s.label} ${figure}` : figure);
    const figures: Record<string, Measure> = { mean: s.mean, ...(s.opposed ?? {}) };
    for (const [figure, m] of Object.entries(figures)) {
      summary[name(figure)] = m.value;
      if (m.kind === "exact") summaryExact[name(figure)] = m.exact;
      else Object.assign(summary, { [name(`${figure}Low`)]: m.low, [name(`${figure}High`)]: m.high });
    }
    Object.assign(summary, { [name("sd")]: s.sd, [name("median")]: percentile(s, 0.5), ...(s.leftover > 0 ? { [name("leftover")]: s.leftover } : {}) });
  }
  return { summary, summaryExact };
}

/**
 * The one result of a dice run, exact or simulated alike: outcomes (each value of each series), every
 * series' figures as the summary (seriesSummary), CSV rows, the distribution and "at least" charts, the tables. O(values).
 */
function diceResult(series: readonly SeriesMeasures[], rule: TieRule, trials?: number): RollResult {
  const outcomes: OutcomeRow[] = series.flatMap((s) =>
    s.values.map(({ value, exactly, atLeast, atMost }) => ({
      outcome: String(value),
      probability: exactly.value,
      ...(exactly.kind === "exact" ? { exact: exactly.exact } : { low: exactly.low, high: exactly.high }),
      expression: s.label,
      atLeast: atLeast.value,
      atMost: atMost.value,
    })),
  );
  // The CSV rows carry every fraction: built only when read (a terminal run prints none of the cumulative ones).
  let rows: Row[] | undefined;
  const csvRows = () => (rows ??= series.flatMap((s) => s.values.map(({ value, exactly, atLeast, atMost }) => ({ expression: s.label, value, ...cells("exactly", exactly), ...cells("atLeast", atLeast), ...cells("atMost", atMost) }))));
  const { summary, summaryExact } = seriesSummary(series);
  const data = series.flatMap((s) => s.values.map(({ value, exactly, atLeast, atMost }) => ({ expression: s.label, value, exactly: exactly.value, atLeast: atLeast.value, atMost: atMost.value })));
  const how = trials === undefined ? "" : ` (simulated, ${formatNumber(trials)} trials)`;
  const color = series.length > 1 ? { color: { field: "expression", title: "expression", type: "nominal" as const, order: series.map((s) => s.label) } } : {};
  const charts: ChartRequest[] = [
    // One series is a bar per value; several are a line each, since bars of several series would overlap.
    // The workbench's exactly / at least / at most switch redraws this chart from each datum's own running sums.
    { name: "", title: `Exactly each value${how}`, kind: series.length > 1 ? "line" : "bar", data, x: { field: "value", title: "value", type: "quantitative" }, y: { field: "exactly", title: "probability", type: "quantitative", format: ".1%" }, cumulative: { atLeast: "atLeast", atMost: "atMost" }, ...color },
    { name: "at-least", title: `At least each value${how}`, kind: "line", step: true, data, x: { field: "value", title: "value", type: "quantitative" }, y: { field: "atLeast", title: "P(at least)", type: "quantitative", format: ".0%", domain: [0, 1] }, ...color },
  ];
  // Exact runs show each value's fraction beside its percentage.
  const fraction = (m: Measure): string[] => (trials === undefined ? [m.kind === "exact" ? m.exact : ""] : []);
  const table: TextTable = {
    columns: ["expression", "value", "exactly", ...(trials === undefined ? ["fraction"] : []), "at least", "at most", "exactly, 1 in N"],
    rows: series.flatMap((s) => s.values.map((row) => [s.label, String(row.value), formatPercent(row.exactly.value), ...fraction(row.exactly), formatPercent(row.atLeast.value), formatPercent(row.atMost.value), oneIn(row.exactly.value)])),
  };
  const opposedRows = series.flatMap((s) => (s.opposed === undefined ? [] : [[s.label, formatPercent(s.opposed.win.value), formatPercent(s.opposed.tie.value), formatPercent(s.opposed.lose.value)]]));
  const extraTables: TextTable[] = [statsTable(series), ...(opposedRows.length > 0 ? [{ title: `Opposed rolls (ties: ${rule})`, columns: ["roll", "A wins", "tie", "B wins"], rows: opposedRows }] : [])];
  return {
    outcomes,
    summary,
    summaryExact,
    get rows() {
      return csvRows();
    },
    charts,
    table,
    extraTables,
  };
}

/** The report's words for a run's two charts, quoting each series' own mean and median. */
function explainRun(shape: string): Record<string, (result: RollResult) => string> {
  const figures = (result: RollResult) => {
    const labels = [...new Set(result.outcomes.map((row) => String(row.expression ?? "")))];
    const key = (label: string, figure: string) => (labels.length > 1 ? `${label} ${figure}` : figure);
    const words = labels.map((label) => `${label} averages ${formatNumber(Number((result.summary[key(label, "mean")] ?? 0).toFixed(2)))} with a median of ${formatNumber(result.summary[key(label, "median")] ?? 0)}`);
    return `${words.join("; ")}.`;
  };
  return {
    "": (result) => `Each point is the chance of rolling exactly that value, one series an expression. ${shape}. ${figures(result)}`,
    "at-least": (result) => `Each step is the chance of rolling that value or more: read a target off the x axis and its chance off the y axis. ${figures(result)}`,
  };
}

/** `oddsmith dice roll`: any dice expressions, exactly or simulated. */
export const rollAnalysis = defineAnalysis<typeof ROLL_OPTIONS, RollResult>({
  summary: "any dice expression (docs/dice.md): exactly / at least / at most, mean, SD, percentiles; several as series; vs",
  rules: ["5"],
  options: ROLL_OPTIONS,
  exactCost: rollCost,
  sampleLimits: rollSampleLimits,
  run: solvedRoll,
  sampler: {
    plan: sampleRoll,
    result: sampledRoll,
    validation: [{ expr: "4d6kh3" }, { expr: "5d10>=8f1" }, { expr: "3d6!:3" }],
  },
  reportRuns: [
    { name: "ability-scores", title: "Ability scores: 4d6 keep the highest 3 against 3d6", params: { expr: "4d6kh3; 3d6" }, explanations: explainRun("Dropping the lowest of four dice moves the whole curve up and narrows it") },
    { name: "advantage", title: "A d20 with advantage and with disadvantage", params: { expr: "d20; 2d20kh1; 2d20kl1" }, explanations: explainRun("Advantage and disadvantage turn the flat d20 into two ramps that mirror each other") },
    { name: "storyteller", title: "A Storyteller pool: 5d10, 8 or more succeeds, 1s cancel", params: { expr: "5d10>=8f1" }, explanations: explainRun("Each die is a success on 8–10 and takes one away on a 1, so a pool can end below zero (a botch)") },
    { name: "fate", title: "Fate: 4dF", params: { expr: "4dF" }, explanations: explainRun("Four Fate dice give a bell from −4 to +4 centred on 0") },
    { name: "opposed-3d6", title: "3d6 against 3d6", params: { expr: "3d6 vs 3d6" }, explanations: explainRun("The margin of two equal 3d6 rolls is symmetric about 0; its bar at 0 is the chance of a tie") },
    { name: "exploding-pool", title: "An exploding d6 pool: 3d6 where each 6 rolls again", params: { expr: "3d6!; 3d6" }, explanations: explainRun("Each 6 adds another d6 (and again on a 6), so the exploding pool keeps a long thin tail above 18") },
  ],
});
