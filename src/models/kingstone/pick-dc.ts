import { formatPercent } from "../../core/format.js";
import { defineAnalysis, outcomeRows, type AnalysisResult, type OutcomeRow } from "../../core/analysis.js";
import { probabilityOption } from "../../core/options.js";
import type { Rational } from "../../core/rational.js";
import { DC_RANGE, bonusOption, rollOptions, withBonus } from "./options.js";
import { solveCheck } from "./check.js";
import { solveRoll, type RollSetup } from "./roll.js";
import { sampledPickDcResult, samplePickDc } from "./sample-pick-dc.js";
import { tableCellGroup } from "./sample-table.js";

/** A DC and its exact chance of success. */
export interface DcChance {
  readonly dc: number;
  readonly pSuccess: Rational;
}

/** The DC picked for a target probability, with its neighbours and the whole curve it was picked from. */
export interface DcPick {
  readonly pick: DcChance;
  readonly easier?: DcChance;
  readonly harder?: DcChance;
  readonly curve: readonly DcChance[];
}

/**
 * The DCs a pick chooses from (RULES.md 1.1): from the lowest total (P = 1) to one above the highest
 * (P = 0), within 1..40, so every candidate has its own probability. O(dice outcomes).
 * @example pickDcCandidates(0, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).join(",") // "2,3,4,5,6,7,8,9,10,11,12,13"
 */
export function pickDcCandidates(bonus: number, setup: Omit<RollSetup, "bonus" | "dc">): number[] {
  const plain = solveRoll({ ...setup, reroll: "none", bonus, dc: 0 });
  const lowest = Math.max(DC_RANGE.min, plain.outcomes[0]! + bonus);
  const highest = Math.min(DC_RANGE.max, plain.outcomes[plain.outcomes.length - 1]! + bonus + 1);
  const dcs: number[] = [];
  for (let dc = Math.min(lowest, highest); dc <= highest; dc++) dcs.push(dc);
  return dcs;
}

/**
 * The index of the chance closest to `target`, a tie between two equally far going to the easier
 * (earlier) one: the pick rule the exact and the simulated pick share. O(chances).
 * @example closestToTarget([1, 0.75, 0.5, 0.25], 0.625) // 1
 */
export function closestToTarget(chances: readonly number[], target: number): number {
  let best = 0;
  chances.forEach((chance, i) => {
    // Strictly closer by more than float noise: an exact tie keeps the easier (earlier) DC.
    if (Math.abs(chance - target) < Math.abs(chances[best]! - target) - 1e-12) best = i;
  });
  return best;
}

/**
 * The DC whose P(success) is closest to `target` (RULES.md 1.1) among {@link pickDcCandidates}; a tie
 * between two DCs equally far from the target goes to the easier one ({@link closestToTarget}).
 * O(DCs × check cost).
 * @example pickDc(0, 0.5, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).pick.dc // 7
 */
export function pickDc(bonus: number, target: number, setup: Omit<RollSetup, "bonus" | "dc">): DcPick {
  const curve: DcChance[] = pickDcCandidates(bonus, setup).map((dc) => ({ dc, pSuccess: solveCheck({ ...setup, bonus, dc }).pSuccess }));
  const best = closestToTarget(
    curve.map((chance) => chance.pSuccess.toNumber()),
    target,
  );
  return {
    pick: curve[best]!,
    ...(best > 0 ? { easier: curve[best - 1]! } : {}),
    ...(best < curve.length - 1 ? { harder: curve[best + 1]! } : {}),
    curve,
  };
}

/** The report's words for the P(success)-by-DC line and its pick. */
function pickDcExplanation(bonus: number) {
  return (result: AnalysisResult): string => {
    const target = result.summary.target!;
    const role = (name: string) => result.outcomes.find((o) => o.role === name);
    const pick = role("pick")!;
    const neighbours = [role("easier"), role("harder")].filter((o) => o !== undefined);
    // The DC on the other side of the target from the pick, for the "between" sentence.
    const other = neighbours.find((o) => (o.probability - target) * (pick.probability - target) < 0);
    const tied = other !== undefined && Math.abs(Math.abs(other.probability - target) - Math.abs(pick.probability - target)) < 1e-12;
    const choice =
      other === undefined
        ? `DC ${pick.dc} comes closest, at ${formatPercent(pick.probability)}.`
        : `No DC gives it exactly: DC ${pick.dc} gives ${formatPercent(pick.probability)} and DC ${other.dc} ${formatPercent(other.probability)}, ${tied ? "equally far from the target, and the pick takes the easier one" : "and the pick is the closer"}.`;
    return (
      `The line is P(success) of ${withBonus("2d6", bonus)} at each DC, and the dashed line the wanted chance (${formatPercent(target)}). ` +
      choice +
      (other === undefined ? "" : ` Around the target one DC moves the chance by ${(Math.abs(pick.probability - other.probability) * 100).toFixed(1)} points, so a GM must choose between slightly favoured and slightly against.`)
    );
  };
}

/** `oddsmith kingstone pick-dc`: for GMs, the DC that gives a wanted chance of success. */
export const pickDcAnalysis = defineAnalysis({
  game: "kingstone",
  name: "pick-dc",
  summary: "the DC whose P(success) is closest to a target, with the DCs either side",
  options: {
    bonus: bonusOption,
    target: probabilityOption({ doc: "the wanted P(success)" }),
    ...rollOptions,
  },
  run: (params) => {
    const { pick, easier, harder, curve } = pickDc(params.bonus, params.target, params);
    const row = (chance: DcChance, role: string): OutcomeRow => ({
      outcome: `dc-${chance.dc}`,
      dc: chance.dc,
      role,
      probability: chance.pSuccess.toNumber(),
      exact: chance.pSuccess.toString(),
    });
    const outcomes = [...(easier ? [row(easier, "easier")] : []), row(pick, "pick"), ...(harder ? [row(harder, "harder")] : [])];
    const rows = curve.map((chance) => ({ dc: chance.dc, pSuccess: chance.pSuccess.toNumber(), exact: chance.pSuccess.toString() }));
    return {
      outcomes,
      summary: { dc: pick.dc, pSuccess: pick.pSuccess.toNumber(), target: params.target },
      summaryExact: { pSuccess: pick.pSuccess.toString() },
      rows,
      details: { curve: rows },
      charts: [
        {
          name: "",
          title: `P(success) by DC for bonus ${params.bonus} (target ${params.target}, pick DC ${pick.dc})`,
          kind: "line",
          data: rows,
          x: { field: "dc", title: "DC", type: "quantitative" },
          y: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
          rule: { y: params.target, label: `target ${params.target}` },
        },
      ],
      table: {
        columns: ["DC", "P(success)", "exact", ""],
        rows: outcomes.map((outcome) => [String(outcome.dc), formatPercent(outcome.probability), outcome.exact ?? "", outcome.role === "pick" ? "← pick" : String(outcome.role)]),
      },
    };
  },
  sampler: {
    plan: (params) => samplePickDc(params.bonus, params),
    result: (estimates, params) => sampledPickDcResult(estimates, params.bonus, params.target, params),
    // The exact pick's outcomes are P(success) of three DCs, not one distribution: validate compares the
    // exactly picked DC's degrees with that DC's tally group.
    validationTarget: (exact, params) => {
      const dc = exact.summary.dc!;
      return { group: tableCellGroup(params.bonus, dc), outcomes: outcomeRows(solveCheck({ ...params, bonus: params.bonus, dc }).degrees) };
    },
    validation: [
      { bonus: 2, target: 0.5 },
      { bonus: 0, target: 0.3, dice: "3d6kh2", reroll: "one-die", goal: "effect", ladder: "shifted" },
    ],
  },
  reportRuns: [
    { name: "pick-dc-bonus2-half", title: "The DC for a 50% chance at bonus +2", params: { bonus: 2, target: 0.5 }, explanations: { "": pickDcExplanation(2) } },
  ],
});
