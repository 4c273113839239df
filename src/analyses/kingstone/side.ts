/**
 * `oddsmith kingstone side`: the fixed side rolls of the upgrade table (docs/rules.md 1.4) at one bonus, exact or
 * simulated.
 */
import { defineAnalysis, type AnalysisResult, type OutcomeRow } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import { sampleSideRolls, SIDE_OUTCOMES } from "../../models/kingstone/sample/side-rolls.js";
import { rollSeconds } from "./roll-cost.js";
import { SIDE_ROLLS, sideRollChance, type SideRollName } from "../../models/kingstone/side-rolls.js";
import { estimatedMeasure, exactMeasure, outcomeRowFrom, type Measure } from "../../framework/measure.js";
import { formatBonus } from "./labels.js";
import { bonusOption, diceOption } from "./options.js";
import { entryOf, fieldOf, itemAt } from "../../core/checked-index.js";

/** The options of `kingstone side`: the bonus and the dice of the 2d6 side rolls. */
const SIDE_OPTIONS = { bonus: { ...bonusOption, defaultValue: 0 }, dice: { ...diceOption, doc: `${diceOption.doc}; replaces the 2d6 of the 2d6 side rolls, Ready I keeps its 1d6` } };

/** The report's words for the side-roll bars: the fixed DCs make some upgrades pay off far less than others. */
function sideRollsExplanation(bonus: number) {
  return (result: SideResult): string => {
  const chance = (name: string) => formatPercent(result.outcomes.find((o) => o.outcome === name)?.probability ?? Number.NaN);
  return (
    `Each bar is the chance of one of the upgrade table's side rolls at bonus ${formatBonus(bonus)}: Proficiency I's second roll against 14, Endurance III's heal (against 12), the Shield's block (10), Ready I's free roll (1d6 against 7) and Ready II's dodge (9). ` +
    `At ${formatBonus(bonus)} Ready II avoids harm ${chance("ready-avoid-harm")} of the time and the Shield blocks ${chance("shield-block")}, but Endurance III heals only ${chance("endurance-heal")} and Proficiency I doubles an effect ${chance("proficiency-double")}. ` +
    "A designer should expect the high-DC upgrades to matter only once the bonus has grown, and may lower their DCs if they should pay off early."
  );
  };
}

type SideRow = { readonly roll: string; readonly rule: string; readonly dc: number; readonly pSuccess: number } & (
  | { readonly exact: string }
  | { readonly pSuccessLow: number; readonly pSuccessHigh: number; readonly count: number | null }
);
/** The side rolls' result: no summary figures, one P(success) per side roll. */
export type SideResult = AnalysisResult<never, SideRow>;

/**
 * The one result of the side rolls, exact or simulated alike (issue 25 §7): one outcome per side roll (its
 * P(success), with its 95% Wilson interval and count when simulated), CSV rows, the bar chart (error bars
 * when simulated) and the table. O(side rolls).
 */
export function sideResult(chanceOf: (name: SideRollName) => Measure, bonus: number, trials?: number): SideResult {
  const chances = new Map(SIDE_ROLLS.map((side) => [side.name, chanceOf(side.name)] as const));
  const outcomes: OutcomeRow[] = SIDE_ROLLS.map((side) => {
    const { outcome, ...measured } = outcomeRowFrom(side.name, entryOf(chances, side.name));
    return { outcome, rule: side.rule, dc: side.dc, ...measured };
  });
  const rows = SIDE_ROLLS.map((side): SideRow => {
    const m = entryOf(chances, side.name);
    const row = { roll: side.name, rule: side.rule, dc: side.dc, pSuccess: m.value };
    return m.kind === "exact" ? { ...row, exact: m.exact } : { ...row, pSuccessLow: m.low, pSuccessHigh: m.high, count: m.count ?? null };
  });
  const base = { outcomes, summary: {}, summaryExact: {}, rows };
  const order = SIDE_ROLLS.map((side) => side.name);
  if (trials !== undefined) {
    const table = estimatedTable(outcomes);
    return {
      ...base,
      charts: [outcomeBarChart(outcomes, `Side rolls at bonus ${bonus}: P(success) (simulated, ${trials} trials)`, order)],
      table: {
        columns: ["side roll", "DC", "P(success)", "95% interval", "successes", "rule"],
        rows: outcomes.map((o, i) => [o.outcome, String(o.dc), itemAt(itemAt(table.rows, i), 1), itemAt(itemAt(table.rows, i), 2), String(o.count), String(o.rule)]),
      },
    };
  }
  return {
    ...base,
    charts: [
      {
        name: "",
        title: `Side rolls at bonus ${bonus}: P(success)`,
        kind: "bar",
        data: outcomes.map(({ outcome, probability }) => ({ roll: outcome, pSuccess: probability })),
        x: { field: "roll", title: "side roll", type: "nominal", order },
        y: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
      },
    ],
    table: {
      columns: ["side roll", "DC", "P(success)", "exact", "rule"],
      rows: outcomes.map((o) => [o.outcome, String(o.dc), formatPercent(o.probability), o.exact ?? "", String(o.rule)]),
    },
  };
}

/**
 * The simulated side rolls in the exact result's shape (sideResult with estimated measures). O(side rolls).
 * @throws {RangeError} when the estimates lack a side roll's group.
 */
export function sampledSideRollsResult(estimates: Estimates, bonus: number): SideResult {
  return sideResult((name) => estimatedMeasure(fieldOf(fieldOf(estimates.groups, name), "success")), bonus, estimates.trials);
}

/** `oddsmith kingstone side`: the fixed side rolls of the upgrade table at one bonus. */
export const sideRollsAnalysis = defineAnalysis<typeof SIDE_OPTIONS, SideResult>({
  summary: "the upgrade table's fixed side rolls (Proficiency I, Endurance III, Shield, Ready I and II) at one bonus",
  rules: ["1.4"],
  options: SIDE_OPTIONS,
  // Each 2d6 side roll solves --dice afresh (Ready I's 1d6 is negligible): a plain roll each.
  exactCost: (params) => {
    const rolls = SIDE_ROLLS.filter((side) => side.dice === 2).length;
    return { seconds: rolls * rollSeconds({ dice: params.dice, reroll: "none" }), what: `${rolls} side rolls of ${params.dice}`, smaller: "fewer dice or faces, or no keep term" };
  },
  run: (params) => sideResult((name) => exactMeasure(sideRollChance(name, params.bonus, params.dice)), params.bonus),
  sampler: {
    plan: (params) => sampleSideRolls(params.bonus, params.dice),
    result: (estimates, params) => sampledSideRollsResult(estimates, params.bonus),
    // The exact outcomes are one P(success) per side roll, not one distribution: validate compares the
    // first side roll's success/failure with its tally group.
    validationTarget: (exact) => {
      const p = itemAt(exact.outcomes, 0).probability;
      return { group: itemAt(exact.outcomes, 0).outcome, outcomes: SIDE_OUTCOMES.map((outcome) => ({ outcome, probability: outcome === "success" ? p : 1 - p })) };
    },
    validation: [{ bonus: 3 }, { bonus: 6 }, { bonus: 1, dice: "3d6kh2+1" }],
  },
  reportRuns: [{ name: "side-bonus2", title: "Side rolls at bonus +2", params: { bonus: 2 }, explanations: { "": sideRollsExplanation(2) } }],
});
