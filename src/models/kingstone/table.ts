import { defineAnalysis, outcomeRows, type Row } from "../../core/analysis.js";
import { formatPercent } from "../../core/format.js";
import { integerOption, rangeOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { solveCheck } from "./check.js";
import { degreeOf, signedEffect } from "./ladder.js";
import { tableCharts } from "./table-charts.js";
import { DC_RANGE, rollOptions } from "./options.js";
import { solveRoll, type RollSetup } from "./roll.js";
import { sampledTableResult, sampleTable, tableCellGroup } from "./sample-table.js";

/** One cell of the bonus × DC grid. */
export interface TableCell {
  readonly bonus: number;
  readonly dc: number;
  readonly pSuccess: Rational;
  readonly expectedEffect: Rational;
}

/**
 * Every cell of a Kingstone bonus × DC grid exactly (RULES.md 1.1–1.3). Integer weights are summed per
 * cell and turned into two fractions at the end, so a cell costs O(dice outcomes) bigint additions (a
 * reroll policy adds its own solve per cell, as the optimal reroll depends on bonus and DC).
 * @example solveTable([3], [10], { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" })[0].pSuccess.toString() // "7/12"
 */
export function solveTable(
  bonuses: readonly number[],
  dcs: readonly number[],
  setup: Omit<RollSetup, "bonus" | "dc">,
): TableCell[] {
  const cells: TableCell[] = [];
  for (const bonus of bonuses) {
    for (const dc of dcs) {
      const roll = solveRoll({ ...setup, bonus, dc });
      let successWeight = 0n;
      let effectWeight = 0n;
      for (let i = 0; i < roll.outcomes.length; i++) {
        const margin = roll.outcomes[i]! + bonus - dc;
        const weight = roll.weights[i]!;
        if (margin >= 0) successWeight += weight;
        effectWeight += weight * BigInt(signedEffect(degreeOf(margin, setup.ladder)));
      }
      cells.push({ bonus, dc, pSuccess: Rational.of(successWeight, roll.total), expectedEffect: Rational.of(effectWeight, roll.total) });
    }
  }
  return cells;
}

/** `oddsmith kingstone table`: P(success) over a bonus × DC grid, and the degrees per DC for one bonus. */
export const tableAnalysis = defineAnalysis({
  game: "kingstone",
  name: "table",
  summary: "P(success) for every bonus × DC, and the degrees per DC for one bonus",
  options: {
    bonus: rangeOption({ min: -10, max: 20, default: [0, 1, 2, 3, 4, 5, 6, 7, 8], doc: "bonuses (rows of the grid)" }),
    dc: rangeOption({ ...DC_RANGE, default: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], doc: "DCs (columns of the grid)" }),
    degreesBonus: integerOption({ min: -10, max: 20, default: 2, doc: "the bonus whose degrees per DC the stacked bar chart shows" }),
    ...rollOptions,
  },
  run: (params) => {
    const cells = solveTable(params.bonus, params.dc, params);
    const rows: Row[] = cells.map((cell) => ({
      bonus: cell.bonus,
      dc: cell.dc,
      pSuccess: cell.pSuccess.toNumber(),
      exact: cell.pSuccess.toString(),
      expectedEffect: cell.expectedEffect.toNumber(),
      expectedEffectExact: cell.expectedEffect.toString(),
    }));
    const degreeRows: Row[] = [];
    const degreeNames = new Set<string>();
    for (const dc of params.dc) {
      const { degrees } = solveCheck({ ...params, bonus: params.degreesBonus, dc });
      for (const outcome of degrees.outcomes) {
        degreeNames.add(outcome);
        degreeRows.push({ dc, outcome, probability: degrees.probability(outcome).toNumber() });
      }
    }
    const setupText = `${params.dice}, ${params.ladder} ladder, reroll ${params.reroll}`;
    return {
      outcomes: cells.map((cell) => ({
        outcome: "success",
        bonus: cell.bonus,
        dc: cell.dc,
        probability: cell.pSuccess.toNumber(),
        exact: cell.pSuccess.toString(),
      })),
      summary: { cells: cells.length },
      summaryExact: {},
      rows,
      charts: tableCharts(rows, degreeRows, params.degreesBonus, setupText),
      table: {
        columns: ["bonus \\ DC", ...params.dc.map(String)],
        rows: params.bonus.map((bonus) => [
          String(bonus),
          ...cells.filter((cell) => cell.bonus === bonus).map((cell) => formatPercent(cell.pSuccess.toNumber())),
        ]),
      },
    };
  },
  sampler: {
    plan: (params) => sampleTable(params.bonus, params.dc, params.degreesBonus, params),
    result: (estimates, params) => sampledTableResult(estimates, params.bonus, params.dc, params.degreesBonus, params),
    // The exact table gives P(success) per cell; validate compares one cell's whole degree distribution
    // (the first bonus and DC, the plan's first group) with the exact check of that cell.
    validationTarget: (_exact, params) => {
      const bonus = params.bonus[0]!;
      const dc = params.dc[0]!;
      return { group: tableCellGroup(bonus, dc), outcomes: outcomeRows(solveCheck({ ...params, bonus, dc }).degrees) };
    },
    validation: [
      { bonus: "3", dc: "10..12" },
      { bonus: "1,4", dc: "11", dice: "3d6kh2", reroll: "one-die", goal: "effect" },
      { bonus: "-1", dc: "9", reroll: "whole-if-failed", ladder: "linear" },
    ],
  },
  reportRuns: [
    { name: "table", title: "P(success) for bonus 0..8 × DC 4..16, and degrees per DC at bonus +2", params: {} },
    { name: "table-ladders-shifted", title: "The same grid on the shifted ladder", params: { ladder: "shifted" } },
  ],
});
