import type { AnalysisResult, SamplePlan } from "../../core/analysis.js";
import { drawTable } from "../../core/draw-table.js";
import { addQuantity, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import type { Random } from "../../core/random.js";
import { damageOf, damageOutcome, dealt, FUDGE_DIE, NO_EFFECT, type Weapon } from "./damage-of.js";
import { meanFigures, proportionFigures } from "./sampled-figures.js";

/** The tally group of a hit's damage. */
export const DAMAGE_GROUP = "damage";

/**
 * The trial loop of one hit (RULES.md 2.4): each trial rolls 1dF from a table of FUDGE_DIE's weights
 * and tallies the outcome {@link damageOutcome} names for {@link damageOf} that face, read from tables
 * built once per face; the damage dealt (no effect deals 0) is tallied as the quantity `damage`. The
 * categories are the exact outcomes' names in the same order. Cost per trial: one uniform draw, O(1).
 * @example sampleDamage("heavy", 3).layout.groups[0].categories // ["no-effect", "0", "1"]
 */
export function sampleDamage(weapon: Weapon, dr: number): SamplePlan {
  const names = FUDGE_DIE.outcomes.map((face) => damageOutcome(damageOf(weapon, face, dr)));
  const categories = [...new Set(names)];
  const faces = drawTable(FUDGE_DIE.weights);
  const categoryAt = Int32Array.from(names, (name) => categories.indexOf(name));
  const damageAt = Float64Array.from(names, dealt);
  const layout: TallyLayout = { groups: [{ name: DAMAGE_GROUP, categories }], quantities: ["damage"] };
  const damageSum = categories.length;
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const face = faces[random.below(faces.length)]!;
      tally[categoryAt[face]!]!++;
      const damage = damageAt[face]!;
      addQuantity(tally, damageSum, damage);
    }
  };
  return { layout, run };
}

/**
 * A simulated hit in the exact result's shape: each damage outcome with its 95% interval and count,
 * pTouch, pWound and expectedDamage (each with `Low`/`High`), CSV rows and a bar chart. O(outcomes).
 */
export function damageSampledResult(estimates: Estimates, weapon: Weapon, dr: number): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, DAMAGE_GROUP);
  const names = outcomes.map((o) => o.outcome);
  return {
    outcomes,
    summary: {
      dr,
      ...proportionFigures(estimates, DAMAGE_GROUP, { pTouch: names.filter((name) => name !== NO_EFFECT), pWound: names.filter((name) => dealt(name) >= 1) }),
      ...meanFigures(estimates, "damage", "expectedDamage"),
    },
    summaryExact: {},
    rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ weapon, dr, outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
    charts: [outcomeBarChart(outcomes, `Damage: ${weapon} weapon + 1dF against DR ${dr} (simulated, ${estimates.trials} trials)`, names)],
    table: estimatedTable(outcomes),
  };
}
