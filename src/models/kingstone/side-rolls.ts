import { formatPercent } from "../../core/format.js";
import { defineAnalysis, type AnalysisResult, type OutcomeRow } from "../../core/analysis.js";
import { sumDice } from "../../core/dice.js";
import type { Rational } from "../../core/rational.js";
import { meetsDc } from "./death.js";
import { bonusOption, formatBonus } from "./options.js";
import { sampledSideRollsResult, sampleSideRolls, SIDE_OUTCOMES } from "./sample-side-rolls.js";

/** The fixed side rolls of the upgrade table (RULES.md 1.4), in display order. */
export const SIDE_ROLLS = [
  { name: "proficiency-double", dice: 2, dc: 14, rule: "Proficiency I: second roll vs 14 doubles the effect" },
  { name: "endurance-heal", dice: 2, dc: 12, rule: "Endurance III: End + Pow vs 12 heals one harm (failure festers)" },
  { name: "shield-block", dice: 2, dc: 10, rule: "Shield: End + Pow vs 10 blocks one harm" },
  { name: "ready-free-roll", dice: 1, dc: 7, rule: "Ready I: 1d6 + Ready vs 7 for a free roll" },
  { name: "ready-avoid-harm", dice: 2, dc: 9, rule: "Ready II: 2d6 + Ready + Pow vs 9 avoids harm" },
] as const;

/**
 * P(success) of a side roll: Nd6 + bonus ≥ its fixed DC (RULES.md 1.4), by the comparison the death
 * saves and the side-roll sampler share (`meetsDc`). O(dice outcomes).
 * @example sideRollChance("proficiency-double", 3).toString() // "1/12"
 */
export function sideRollChance(name: (typeof SIDE_ROLLS)[number]["name"], bonus: number): Rational {
  const roll = SIDE_ROLLS.find((side) => side.name === name)!;
  return sumDice(roll.dice, 6).probabilityWhere((total) => meetsDc(total + bonus, roll.dc));
}

/** The report's words for the side-roll bars: the fixed DCs make some upgrades pay off far less than others. */
function sideRollsExplanation(bonus: number) {
  return (result: AnalysisResult): string => {
  const chance = (name: string) => formatPercent(result.outcomes.find((o) => o.outcome === name)!.probability);
  return (
    `Each bar is the chance of one of the upgrade table's side rolls at bonus ${formatBonus(bonus)}: Proficiency I's second roll against 14, Endurance III's heal (against 12), the Shield's block (10), Ready I's free roll (1d6 against 7) and Ready II's dodge (9). ` +
    `At ${formatBonus(bonus)} Ready II avoids harm ${chance("ready-avoid-harm")} of the time and the Shield blocks ${chance("shield-block")}, but Endurance III heals only ${chance("endurance-heal")} and Proficiency I doubles an effect ${chance("proficiency-double")}. ` +
    "A designer should expect the high-DC upgrades to matter only once the bonus has grown, and may lower their DCs if they should pay off early."
  );
  };
}

/** `oddsmith kingstone side`: the fixed side rolls of the upgrade table at one bonus. */
export const sideRollsAnalysis = defineAnalysis({
  game: "kingstone",
  name: "side",
  summary: "the upgrade table's fixed side rolls (Proficiency I, Endurance III, Shield, Ready I and II) at one bonus",
  options: { bonus: { ...bonusOption, defaultValue: 0 } },
  run: (params) => {
    const outcomes: OutcomeRow[] = SIDE_ROLLS.map((side) => {
      const p = sideRollChance(side.name, params.bonus);
      return { outcome: side.name, rule: side.rule, dc: side.dc, probability: p.toNumber(), exact: p.toString() };
    });
    return {
      outcomes,
      summary: {},
      summaryExact: {},
      rows: outcomes.map(({ outcome, rule, dc, probability, exact }) => ({ roll: outcome, rule: rule ?? null, dc: dc ?? null, pSuccess: probability, exact: exact ?? null })),
      charts: [
        {
          name: "",
          title: `Side rolls at bonus ${params.bonus}: P(success)`,
          kind: "bar",
          data: outcomes.map(({ outcome, probability }) => ({ roll: outcome, pSuccess: probability })),
          x: { field: "roll", title: "side roll", type: "nominal", order: SIDE_ROLLS.map((side) => side.name) },
          y: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
        },
      ],
      table: {
        columns: ["side roll", "DC", "P(success)", "exact", "rule"],
        rows: outcomes.map((o) => [o.outcome, String(o.dc), formatPercent(o.probability), o.exact ?? "", String(o.rule)]),
      },
    };
  },
  sampler: {
    plan: (params) => sampleSideRolls(params.bonus),
    result: (estimates, params) => sampledSideRollsResult(estimates, params.bonus),
    // The exact outcomes are one P(success) per side roll, not one distribution: validate compares the
    // first side roll's success/failure with its tally group.
    validationTarget: (exact) => {
      const p = exact.outcomes[0]!.probability;
      return { group: exact.outcomes[0]!.outcome, outcomes: SIDE_OUTCOMES.map((outcome) => ({ outcome, probability: outcome === "success" ? p : 1 - p })) };
    },
    validation: [{ bonus: 3 }, { bonus: 6 }],
  },
  reportRuns: [{ name: "side-bonus2", title: "Side rolls at bonus +2", params: { bonus: 2 }, explanations: { "": sideRollsExplanation(2) } }],
});
