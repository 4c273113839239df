/** `oddsmith zilch table`: the four degrees for every target and the contest heatmap (docs/rules.md 2.1–2.3), exact or simulated. */
import { defineAnalysis, type AnalysisResult, type Cell, type ChartRequest, type OutcomeRow } from "../../framework/analysis.js";
import { exactMeasure, outcomeRowFrom, type Measure } from "../../framework/measure.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { formatPercent } from "../../framework/format.js";
import { choiceOption, rangeOption, type ParamsOf } from "../../framework/options.js";
import { TIES, type Ties } from "../../models/zilch/contest.js";
import { DEGREES, type Degree } from "../../models/zilch/suit-test.js";
import { TARGET_RANGE } from "../../models/zilch/target.js";
import { cellGroup, sampleTable, targetGroup } from "../../models/zilch/sample/table.js";
import { contestGrid } from "../../models/zilch/table.js";
import { solveTest } from "../../models/zilch/suit-test.js";
import { dieOption, explodeChainOption, rollName } from "./options.js";
import { degreesOf, groupMeasures, groupShare } from "./sampled-figures.js";

const TABLE_OPTIONS = {
  target: rangeOption({ label: "Targets", rules: "2.2", ...TARGET_RANGE, default: Array.from({ length: 19 }, (_, i) => i + 2), doc: "targets of the degree table" }),
  contest: rangeOption({ label: "Contest targets", rules: "2.3", ...TARGET_RANGE, default: Array.from({ length: 16 }, (_, i) => i + 2), doc: "targets on both axes of the contest heatmap" }),
  ties: choiceOption(TIES, { label: "Ties in contests", rules: "2.3", default: "draw", doc: "equal successful rolls in the contests (higher-suit compares the targets)" }),
  explodeChain: explodeChainOption,
  die: dieOption,
};
type TableParams = ParamsOf<typeof TABLE_OPTIONS>;

/** What one target of the table measured: each degree and P(success). */
interface TargetMeasures {
  readonly target: number;
  readonly degrees: Readonly<Record<Degree, Measure>>;
  readonly pSuccess: Measure;
}

/** What one cell of the contest heatmap measured: P(A wins). */
interface CellMeasure {
  readonly a: number;
  readonly b: number;
  readonly pAWins: Measure;
}

/** A row of the degree table: a target, its degrees and P(success), with fractions (exact) or counts and an interval (simulated). */
type TableRow = Readonly<Record<string, Cell>> & { readonly target: number; readonly pSuccess: number };
/** A cell of the contest heatmap: A's and B's targets and P(A wins), with its fraction (exact) or interval (simulated). */
type ContestCellRow = Readonly<Record<string, Cell>> & { readonly a: number; readonly b: number; readonly pAWins: number };
/** The table's result: how many targets and heatmap cells it holds, a row per target, the heatmap cells as `contest` details. */
export type TableResult = AnalysisResult<"targets" | "contestCells", TableRow> & { readonly details: { readonly contest: readonly ContestCellRow[] } };

/** An exact measure's fraction, or null for an estimate. */
function exactOf(measure: Measure): string | null {
  return measure.kind === "exact" ? measure.exact : null;
}

/** An estimated measure's count, or null when exact or a mean. */
function countOf(measure: Measure): number | null {
  return measure.kind === "estimated" ? (measure.count ?? null) : null;
}

/** A row of the degree table from its measures: exact fractions, or simulated counts and interval. O(degrees). */
function tableRow({ target, degrees, pSuccess }: TargetMeasures): TableRow {
  const values = Object.fromEntries(DEGREES.map((degree) => [degree, degrees[degree].value]));
  if (pSuccess.kind === "exact") {
    const fractions = Object.fromEntries(DEGREES.map((degree) => [`${degree}Exact`, exactOf(degrees[degree])]));
    return { target, ...values, pSuccess: pSuccess.value, ...fractions, pSuccessExact: pSuccess.exact };
  }
  const counts = Object.fromEntries(DEGREES.map((degree) => [`${degree}Count`, countOf(degrees[degree])]));
  return { target, ...values, pSuccess: pSuccess.value, pSuccessLow: pSuccess.low, pSuccessHigh: pSuccess.high, ...counts };
}

/** A heatmap cell from its measure: the fraction when exact, the interval when simulated. O(1). */
function cellRow({ a, b, pAWins }: CellMeasure): ContestCellRow {
  return pAWins.kind === "exact" ? { a, b, pAWins: pAWins.value, exact: pAWins.exact } : { a, b, pAWins: pAWins.value, pAWinsLow: pAWins.low, pAWinsHigh: pAWins.high };
}

/** A degree's outcome row at a target: exact rows name the target before the probability, simulated ones after the count. O(1). */
function targetOutcome(degree: Degree, measure: Measure, target: number): OutcomeRow {
  return measure.kind === "exact" ? { outcome: degree, target, probability: measure.value, exact: measure.exact } : { ...outcomeRowFrom(degree, measure), target };
}

/**
 * The one result of the degree table and contest heatmap, exact or simulated alike (issue 25 §7): every
 * target's degrees (with 95% intervals and counts when simulated), CSV rows per target, the heatmap
 * cells as the `contest` details, the two tables and the two charts. O(targets + cells).
 */
export function tableResult(targets: readonly TargetMeasures[], cells: readonly CellMeasure[], setting: { readonly ties: Ties; readonly roll: string; readonly trials?: number }): TableResult {
  const { ties, roll, trials } = setting;
  const simulated = trials === undefined ? "" : `simulated, ${trials} trials`;
  const outcomes = targets.flatMap(({ target, degrees }) => DEGREES.map((degree) => targetOutcome(degree, degrees[degree], target)));
  const contestRows = cells.map(cellRow);
  const percent = (measure: Measure) => formatPercent(measure.value);
  const interval = (measure: Measure) => (measure.kind === "estimated" ? [`${formatPercent(measure.low)}–${formatPercent(measure.high)}`] : []);
  const bs = [...new Set(cells.map((cell) => cell.b))];
  const as = [...new Set(cells.map((cell) => cell.a))];
  return {
    outcomes,
    summary: { targets: targets.length, contestCells: cells.length },
    summaryExact: {},
    rows: targets.map(tableRow),
    details: { contest: contestRows },
    table: {
      columns: ["target", ...DEGREES, "P(success)", ...(trials === undefined ? [] : ["95% interval"])],
      rows: targets.map(({ target, degrees, pSuccess }) => [String(target), ...DEGREES.map((degree) => percent(degrees[degree])), percent(pSuccess), ...interval(pSuccess)]),
    },
    extraTables: [
      {
        title: `P(A wins) by A's target (rows) and B's target (columns), ties=${ties}${trials === undefined ? "" : ` (${simulated})`}`,
        columns: ["A \\ B", ...bs.map(String)],
        rows: as.map((a) => [String(a), ...cells.filter((cell) => cell.a === a).map((cell) => percent(cell.pAWins))]),
      },
    ],
    charts: tableCharts(outcomes, contestRows, trials === undefined ? roll : `${roll}, ${simulated}`, ties),
  };
}

/** The table's two charts: the degrees by target (stacked), and the contest heatmap. O(outcomes + cells). */
function tableCharts(outcomes: readonly OutcomeRow[], cells: readonly ContestCellRow[], words: string, ties: Ties): ChartRequest[] {
  return [
    {
      name: "",
      title: `Degrees of a Suit test by target (${words})`,
      kind: "area",
      data: outcomes.map(({ target, outcome, probability }) => ({ target: target ?? null, degree: outcome, probability })),
      x: { field: "target", title: "target", type: "quantitative" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      // Worst degrees at the bottom, as in Kingstone's degree chart: red failures, blue successes.
      color: { field: "degree", title: "degree", type: "ordinal", order: [...DEGREES].reverse(), scheme: "redblue" },
    },
    {
      name: "contest",
      title: `Contest: P(A wins) by target (ties=${ties}, ${words})`,
      kind: "heatmap",
      data: cells.map((cell) => ("exact" in cell ? cell : { a: cell.a, b: cell.b, pAWins: cell.pAWins })),
      x: { field: "b", title: "B's target", type: "ordinal" },
      y: { field: "a", title: "A's target (initiator)", type: "ordinal" },
      color: { field: "pAWins", title: "P(A wins)", type: "quantitative", format: ".0%" },
      labels: true,
    },
  ];
}

// The report's words for the table's charts.
function degreesExplanation(explodeChain: boolean) {
  return (result: TableResult): string => {
    const success = (target: number) => result.rows.find((row) => row.target === target)?.pSuccess ?? Number.NaN;
    const points = (from: number, to: number) => (success(to) === success(from) ? "nothing" : `${((success(to) - success(from)) * 100).toFixed(1)} points`);
    const first =
      "The stacked bands show, for each target, the chance of each degree: critical failure (dark red) at the bottom, then failure, success and critical success (dark blue) on top. ";
    if (!explodeChain) {
      return (
        first +
        `Up to 11 every point of target adds ${points(10, 11)} of success, at 12 it adds ${points(11, 12)} (a 12 always explodes past it), and past 12 only ${points(13, 14)} each. ` +
        "So a designer should aim modifiers at targets up to 11: above that they turn successes into criticals and soften failures, but barely change whether the test succeeds."
      );
    }
    // Where the chained d8 changes anything: the largest difference in any degree at any target.
    let largest = 0;
    let from: number | undefined;
    for (const row of result.rows) {
      const plain = solveTest(row.target, false);
      for (const { degree, probability } of plain.degrees) {
        const difference = Math.abs(Number(row[degree]) - probability.toNumber());
        if (difference > 1e-12 && from === undefined) from = row.target;
        largest = Math.max(largest, difference);
      }
    }
    return (
      first +
      `With the chained d8 (an 8 on the d8 adds another d8) only the roll of 20 (a 12, then an 8) changes, into 21 to 28, so ${from === undefined ? "no target changes at all" : `nothing changes below target ${from} and no degree moves by more than ${(largest * 100).toFixed(1)} points`}. ` +
      (largest < 0.02 ? "The option is safe to adopt for flavour: it does not change the odds a designer balances against." : "The option matters at high targets, where it moves criticals.")
    );
  };
}

function contestExplanation(result: TableResult): string {
  const cells = result.details.contest;
  const at = (a: number, b: number) => formatPercent(cells.find((cell) => cell.a === a && cell.b === b)?.pAWins ?? Number.NaN);
  const targets = cells.map((cell) => cell.a);
  const low = Math.min(...targets);
  const high = Math.max(...targets);
  return (
    "Each cell is the chance that A (the initiator, rows) wins a contest against B (columns) when both test under their targets: a lone success wins, two successes go to the lower roll, and two failures or equal rolls draw. " +
    `Between equal targets A wins ${at(6, 6)} at 6 but ${at(high, high)} at ${high}, and above 11 the target barely matters (11 against ${high}: ${at(11, high)}), because the extra successes are exploded rolls of 13 or more that lose to any plain success. ` +
    `Training pays in a contest only up to 11; a low target is what loses contests (${low} against 6: ${at(low, 6)}).`
  );
}

/** The exact degree table and contest heatmap of a run. O(targets² + cells × max target). */
function solvedTable(params: TableParams): TableResult {
  const targets = params.target.map((target) => {
    const test = solveTest(target, params.explodeChain, params.die);
    const degrees = degreesOf(Object.fromEntries(test.degrees.map(({ degree, probability }) => [degree, exactMeasure(probability)])));
    return { target, degrees, pSuccess: exactMeasure(test.pSuccess) };
  });
  const cells = contestGrid(params.contest, params.contest, params.ties, params.explodeChain, params.die).map(({ a, b, pAWins }) => ({ a, b, pAWins: exactMeasure(pAWins) }));
  return tableResult(targets, cells, { ties: params.ties, roll: rollName(params.explodeChain, params.die) });
}

/**
 * A simulated degree table and heatmap in the exact result's shape (tableResult with estimated measures). O(targets + cells).
 * @throws {RangeError} when the estimates lack a target's or a cell's group.
 */
export function tableSampledResult(estimates: Estimates, targets: readonly number[], contest: readonly number[], ties: Ties, explodeChain: boolean, die?: string): TableResult {
  const measured = targets.map((target) => ({
    target,
    degrees: degreesOf(groupMeasures(estimates, targetGroup(target))),
    pSuccess: groupShare(estimates, targetGroup(target), ["critical-success", "success"]),
  }));
  const cells = contest.flatMap((a) => contest.map((b) => ({ a, b, pAWins: groupShare(estimates, cellGroup(a, b), ["a-wins"]) })));
  return tableResult(measured, cells, { ties, roll: rollName(explodeChain, die), trials: estimates.trials });
}

/** `oddsmith zilch table`: the four degrees for every target, and P(A wins) for every pair of targets. */
export const tableAnalysis = defineAnalysis<typeof TABLE_OPTIONS, TableResult>({
  summary: "the four degrees for every target, and the contest heatmap P(A wins)",
  rules: ["2.2", "2.3"],
  options: TABLE_OPTIONS,
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "one table of degrees"),
  run: solvedTable,
  sampler: {
    plan: (params) => sampleTable(params.target, params.contest, params.ties, params.explodeChain, params.die),
    result: (estimates, params) => tableSampledResult(estimates, params.target, params.contest, params.ties, params.explodeChain, params.die),
    validation: [
      { target: "6", contest: "6" },
      { target: "14", contest: "9,14", ties: "higher-suit", explodeChain: true },
      { target: "6,12", contest: "6,12", die: "d12!d8!d6" },
    ],
  },
  reportRuns: [
    {
      name: "table",
      title: "Degrees for targets 2..20, and the contest heatmap for targets 2..17",
      params: {},
      explanations: { "": degreesExplanation(false), contest: contestExplanation },
    },
    {
      name: "table-explode-chain",
      title: "The same with the chained d8 (explodeChain)",
      params: { explodeChain: true },
      explanations: { "": degreesExplanation(true), contest: contestExplanation },
    },
  ],
});
