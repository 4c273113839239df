/**
 * `oddsmith kingstone table`: P(success) over a bonus × DC grid and the degrees per DC for one bonus
 * (docs/rules.md 1.1–1.3), exact or simulated, with its two charts and the report's grid runs.
 */
import { defineAnalysis, outcomeRows, type AnalysisResult, type ChartRequest, type OutcomeRow, type Row } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedMeasure, exactMeasure, proportionMeasure, measureColumns, type Measure } from "../../framework/measure.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption, rangeOption, type ParamsOf } from "../../framework/options.js";
import { solveCheck } from "../../models/kingstone/check.js";
import { compareDegreeNames } from "../../models/kingstone/ladder.js";
import { BONUS_RANGE, DC_RANGE } from "../../models/kingstone/roll.js";
import { repeatedRollSeconds, rollCost } from "./roll-cost.js";
import { sampleTable, tableCellGroup, tableEffectQuantity } from "../../models/kingstone/sample/table.js";
import { solveTable } from "../../models/kingstone/table.js";
import { formatBonus } from "./labels.js";
import { rollOptions, rollProblems } from "./options.js";
import { fieldOf, itemAt } from "../../core/checked-index.js";

/** The options of `kingstone table`: the grid's bonuses and DCs, the degrees chart's bonus, and the shared dice options. */
const options = {
  bonus: rangeOption({ label: "Bonuses", help: "The bonuses of the grid's rows.", rules: "1.1", ...BONUS_RANGE, default: [0, 1, 2, 3, 4, 5, 6, 7, 8], doc: "bonuses (rows of the grid)" }),
  dc: rangeOption({ label: "DCs", help: "The difficulty classes of the grid's columns.", rules: "1.1", ...DC_RANGE, default: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], doc: "DCs (columns of the grid)" }),
  degreesBonus: integerOption({ label: "Bonus for the degrees chart", help: "The bonus whose degrees of success and failure the stacked chart shows for each DC.", rules: "1.2", ...BONUS_RANGE, default: 2, doc: "the bonus whose degrees per DC the stacked bar chart shows" }),
  ...rollOptions,
} as const;

type TableParams = ParamsOf<typeof options>;

/**
 * The bonus × DC table's two charts, for the exact and the simulated table alike: the P(success) heatmap
 * over `rows` (bonus, dc, pSuccess) and the stacked degrees per DC for one bonus over `degreeRows` (dc,
 * outcome, probability), failures red at the bottom and successes blue on top. O(rows).
 */
export function tableCharts(rows: readonly Row[], degreeRows: readonly Row[], degreesBonus: number, setupText: string): ChartRequest[] {
  const degreeNames = [...new Set(degreeRows.map((row) => String(row.outcome)))].sort(compareDegreeNames);
  const successes = degreeNames.filter((name) => name.startsWith("success"));
  const failures = degreeNames.filter((name) => name.startsWith("failure"));
  return [
    {
      name: "",
      title: `P(success) by bonus and DC (${setupText})`,
      kind: "heatmap",
      data: rows,
      x: { field: "dc", title: "DC", type: "ordinal" },
      y: { field: "bonus", title: "bonus", type: "ordinal" },
      color: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
      labels: true,
    },
    {
      name: "degrees",
      title: `Degrees per DC for bonus ${degreesBonus} (${setupText})`,
      kind: "bar",
      data: degreeRows,
      x: { field: "dc", title: "DC", type: "ordinal" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      // Worst failures at the bottom, best successes at the top; red failures, blue successes.
      // (degreeNames run best to worst: successes falling, failures rising; both turned for the stack.)
      color: { field: "outcome", title: "degree", type: "ordinal", order: [...failures.reverse(), ...successes.reverse()], scheme: "redblue" },
    },
  ];
}

/** What a table measured, exactly or by simulation: each bonus × DC cell, the degrees per DC for one bonus, and the trials when simulated. */
export interface TableMeasures {
  readonly cells: readonly { readonly bonus: number; readonly dc: number; readonly pSuccess: Measure; readonly expectedEffect: Measure }[];
  readonly degrees: readonly { readonly dc: number; readonly outcome: string; readonly probability: Measure }[];
  readonly trials?: number;
}

/**
 * The one result of a table, exact or simulated alike (issue 25 §7): one `success` outcome per bonus × DC
 * cell (its fraction, or its Wilson 95% interval and count), CSV rows with pSuccess and expectedEffect (fractions
 * or intervals), the heatmap and the degrees-per-DC chart, and the bonus × DC table of percentages; simulated,
 * the degrees (with intervals) are in `details` too. O(cells + degrees).
 */
export function tableResult(measures: TableMeasures, params: TableParams): AnalysisResult {
  const { cells, trials } = measures;
  const outcomes = cells.map(({ bonus, dc, pSuccess: m }): OutcomeRow =>
    m.kind === "exact" ? { outcome: "success", bonus, dc, probability: m.value, exact: m.exact } : { outcome: "success", bonus, dc, probability: m.value, low: m.low, high: m.high, ...(m.count === undefined ? {} : { count: m.count }) },
  );
  const rows: Row[] = cells.map(({ bonus, dc, pSuccess, expectedEffect }) => ({
    bonus,
    dc,
    ...measureColumns("pSuccess", "exact", pSuccess),
    ...measureColumns("expectedEffect", "expectedEffectExact", expectedEffect),
  }));
  const degreeRows = measures.degrees.map(({ dc, outcome, probability: m }): Row =>
    m.kind === "exact" ? { dc, outcome, probability: m.value } : { dc, outcome, probability: m.value, low: m.low, high: m.high },
  );
  const setupText = `${params.dice}, ${params.ladder} ladder, reroll ${params.reroll}${trials === undefined ? "" : `; simulated, ${trials} trials`}`;
  const percents = {
    columns: ["bonus \\ DC", ...params.dc.map(String)],
    rows: params.bonus.map((bonus) => [String(bonus), ...cells.filter((cell) => cell.bonus === bonus).map((cell) => formatPercent(cell.pSuccess.value))]),
  };
  return {
    outcomes,
    summary: { cells: cells.length },
    summaryExact: {},
    rows,
    ...(trials === undefined ? {} : { details: { degrees: degreeRows } }),
    charts: tableCharts(rows, degreeRows, params.degreesBonus, setupText),
    table: trials === undefined ? percents : { title: `P(success), simulated (${trials} trials; 95% intervals in the CSV and JSON)`, ...percents },
  };
}

/** The exact table's measures: each cell's P(success) and expected effect, and the degrees per DC at --degrees-bonus. O(cells × the check's cost). */
function solvedTableMeasures(params: TableParams): TableMeasures {
  const cells = solveTable(params.bonus, params.dc, params).map((cell) => ({ bonus: cell.bonus, dc: cell.dc, pSuccess: exactMeasure(cell.pSuccess), expectedEffect: exactMeasure(cell.expectedEffect) }));
  const degrees = params.dc.flatMap((dc) => {
    const solved = solveCheck({ ...params, bonus: params.degreesBonus, dc }).degrees;
    return solved.outcomes.map((outcome) => ({ dc, outcome, probability: exactMeasure(solved.probability(outcome)) }));
  });
  return { cells, degrees };
}

/**
 * The simulated table's measures: a Wilson 95% interval on each cell's successes, its effect's mean, and the
 * degrees per DC (a cell's categories are the degrees its exact check reaches, so the rows are the exact table's).
 * @throws {RangeError} when the estimates lack a cell's group or quantity. O(cells × degrees).
 */
function sampledTableMeasures(estimates: Estimates, params: TableParams): TableMeasures {
  const cells = params.bonus.flatMap((bonus) =>
    params.dc.map((dc) => {
      const group = fieldOf(estimates.groups, tableCellGroup(bonus, dc));
      const successes = Object.entries(group).filter(([name]) => name.startsWith("success")).reduce((sum, [, e]) => sum + e.count, 0);
      return { bonus, dc, pSuccess: proportionMeasure(successes, estimates.trials), expectedEffect: estimatedMeasure(fieldOf(estimates.quantities, tableEffectQuantity(bonus, dc))) };
    }),
  );
  const degrees = params.dc.flatMap((dc) =>
    Object.entries(fieldOf(estimates.groups, tableCellGroup(params.degreesBonus, dc))).map(([outcome, e]) => ({ dc, outcome, probability: estimatedMeasure(e) })),
  );
  return { cells, degrees, trials: estimates.trials };
}

/** P(success) of the first grid cell whose DC is `gap` above its bonus (every such cell is alike on plain dice). */
function chanceAtGap(result: AnalysisResult, gap: number): number {
  const row = result.rows.find((r) => Number(r.dc) - Number(r.bonus) === gap);
  if (row === undefined) throw new RangeError(`no cell with DC = bonus + ${gap}`);
  return Number(row.pSuccess);
}

const points = (from: number, to: number) => `${(Math.abs(from - to) * 100).toFixed(1)} points`;

/** The report's words for the P(success) heatmap of plain 2d6 (the ladder does not move P(success)). */
function heatmapExplanation(ladder: "paired" | "shifted") {
  return (result: AnalysisResult): string => {
    const at = (gap: number) => formatPercent(chanceAtGap(result, gap));
    let lastGap = 7;
    while (chanceAtGap(result, lastGap + 1) > 0) lastGap += 1;
    const lesson =
      ladder === "paired"
        ? `For a coin flip set DC = bonus + 7 or + 8, for a long shot bonus + 10 (${at(10)}); past bonus + ${lastGap} nothing succeeds.`
        : "The ladder only regrades margins into degrees, so this grid is exactly the paired ladder's.";
    return (
      `Each cell is P(success) of 2d6 + bonus (rows) against a DC (columns), purple for hopeless and yellow for certain; a cell depends only on DC − bonus, so +1 of bonus is worth exactly −1 DC. ` +
      `DC = bonus + 7 succeeds ${at(7)} and bonus + 8 ${at(8)}: near the middle one point moves the chance by ${points(chanceAtGap(result, 7), chanceAtGap(result, 8))}, at bonus + 12 by only ${points(chanceAtGap(result, 12), chanceAtGap(result, 13))}. ` +
      lesson
    );
  };
}

/** The report's words for the degrees per DC at one bonus, on either ladder (figures at DC bonus + 8, the first DC below even odds). */
function degreesExplanation(ladder: "paired" | "shifted", degreesBonus: number) {
  return (result: AnalysisResult): string => {
    const dc = degreesBonus + 8;
    const data = (result.charts.find((chart) => chart.name === "degrees")?.data ?? []).filter((row) => row.dc === dc);
    const chance = (keep: (name: string) => boolean) => data.filter((row) => keep(String(row.outcome))).reduce((sum, row) => sum + Number(row.probability), 0);
    const extra = chance((name) => name.startsWith("success-") && name !== "success-1");
    const bad = chance((name) => name.startsWith("failure-") && name !== "failure-1");
    const paired = solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: degreesBonus, dc });
    const pairedExtra = paired.degrees.outcomes.filter((name) => name.startsWith("success-") && name !== "success-1").reduce((sum, name) => sum + paired.degrees.probability(name).toNumber(), 0);
    const first =
      `Each bar splits the checks of 2d6 + ${degreesBonus} at one DC into degrees on the ${ladder} ladder: failures in red at the bottom, darker the worse, and successes in blue on top, darker the better. `;
    return ladder === "paired"
      ? first +
          `At DC ${dc} a ${formatBonus(degreesBonus)} character earns an extra effect (success-2 or better) ${formatPercent(extra)} of the time and suffers one (failure-2 or worse) ${formatPercent(bad)}. ` +
          "Every 2 DC added brings one more degree of failure into the red, so high DCs punish as well as block."
      : first +
          `Here success-2 starts at a margin of +1, so at DC ${dc} a ${formatBonus(degreesBonus)} character earns an extra effect ${formatPercent(extra)} of the time against ${formatPercent(pairedExtra)} on the paired ladder, with the same failures. ` +
          "The shifted reading makes successes richer than the worked examples allow.";
  };
}

/** `oddsmith kingstone table`: P(success) over a bonus × DC grid, and the degrees per DC for one bonus. */
export const tableAnalysis = defineAnalysis({
  summary: "P(success) for every bonus × DC, and the degrees per DC for one bonus",
  rules: ["1.1", "1.2", "1.3"],
  options,
  validate: (params) => rollProblems(params),
  // One solve per cell (the plain roll shared, a reroll's policy per cell) and one per DC for the degrees chart.
  exactCost: (params) =>
    rollCost(params.dice, repeatedRollSeconds(params, params.bonus.length * params.dc.length + params.dc.length), `${params.bonus.length * params.dc.length} cells and ${params.dc.length} degree columns of ${params.dice}`, "fewer --bonus or --dc values, "),
  run: (params) => tableResult(solvedTableMeasures(params), params),
  sampler: {
    plan: (params) => sampleTable(params.bonus, params.dc, params.degreesBonus, params),
    result: (estimates, params) => tableResult(sampledTableMeasures(estimates, params), params),
    // The exact table gives P(success) per cell; validate compares one cell's whole degree distribution
    // (the first bonus and DC, the plan's first group) with the exact check of that cell.
    validationTarget: (_exact, params) => {
      const bonus = itemAt(params.bonus, 0);
      const dc = itemAt(params.dc, 0);
      return { group: tableCellGroup(bonus, dc), outcomes: outcomeRows(solveCheck({ ...params, bonus, dc }).degrees) };
    },
    validation: [
      { bonus: "3", dc: "10..12" },
      { bonus: "1,4", dc: "11", dice: "3d6kh2", reroll: "one-die", goal: "effect" },
      { bonus: "-1", dc: "9", reroll: "whole-if-failed", ladder: "linear" },
    ],
  },
  reportRuns: [
    {
      name: "table",
      title: "P(success) for bonus 0..8 × DC 4..16, and degrees per DC at bonus +2",
      params: {},
      explanations: { "": heatmapExplanation("paired"), degrees: degreesExplanation("paired", 2) },
    },
    {
      name: "table-ladders-shifted",
      title: "The same grid on the shifted ladder",
      params: { ladder: "shifted" },
      explanations: { "": heatmapExplanation("shifted"), degrees: degreesExplanation("shifted", 2) },
    },
  ],
});
