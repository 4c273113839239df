/** `oddsmith zilch damage`: the damage one hit deals through armour (docs/rules.md 2.4), exact or simulated. */
import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { choiceOption, flagOption, integerOption, type ParamsOf } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { dealt, NO_EFFECT, solveDamage, WEAPON_BONUS, WEAPONS, type Weapon } from "../../models/zilch/damage.js";
import { DAMAGE_GROUP, sampleDamage } from "../../models/zilch/sample/damage.js";
import { meanFigures, proportionFigures } from "./sampled-figures.js";

const DAMAGE_OPTIONS = {
  weapon: choiceOption(WEAPONS, { doc: "weapon category: +1 tiny, +2 light, +3 heavy, +4 great" }),
  dr: integerOption({ min: 0, max: 3, doc: "the target's armour DR: 0 thin, 1 light, 2 heavy, 3 plate (shields add none)" }),
  reinforced: flagOption({ doc: "reinforced armour: +1 DR" }),
};
type DamageParams = ParamsOf<typeof DAMAGE_OPTIONS>;

/** The DR a run's hit meets: the armour's, +1 if reinforced (docs/rules.md 2.4). */
function drOf(params: DamageParams): number {
  return params.dr + (params.reinforced ? 1 : 0);
}

/** The report's words for a damage run's two charts: its own hit, then the weapon × DR grid. */
function damageExplanations(weapon: Weapon, dr: number) {
  const margin = WEAPON_BONUS[weapon] - dr;
  // Every weapon × DR pair of the grid with the same bonus − DR hits exactly alike.
  const alike = WEAPONS.filter((w) => WEAPON_BONUS[w] - margin >= 0 && WEAPON_BONUS[w] - margin <= 4).map((w) => `${w} against DR ${WEAPON_BONUS[w] - margin}`);
  const alikeText = alike.length > 1 ? `${alike.slice(0, -1).join(", ")} and ${alike[alike.length - 1]}` : alike[0];
  const hit = (result: AnalysisResult): string => {
    const pTouch = result.summary.pTouch!;
    return (
      `Each bar is the chance of the damage one hit deals: the ${weapon} weapon's +${WEAPON_BONUS[weapon]}, plus 1dF (−1, 0 or +1, a third each), minus DR ${dr}; a 0 still touches and applies riders, and "no-effect" deals nothing. ` +
      `This hit wounds (1 or more) ${formatPercent(result.summary.pWound!)} of the time and deals ${formatNumber(Number(result.summary.expectedDamage!.toFixed(2)))} damage on average${pTouch < 1 ? `, and ${formatPercent(1 - pTouch)} of hits do nothing at all` : ""}. ` +
      `Only the weapon's bonus minus the DR matters (here ${margin}), so ${alikeText} all hit the same.`
    );
  };
  const grid = (result: AnalysisResult): string => {
    const cells = result.charts.find((chart) => chart.name === "weapons")!.data;
    const at = (w: Weapon, d: number) => Number(cells.find((cell) => cell.weapon === w && cell.dr === d)!.pWound);
    const topDr = Math.max(...cells.map((cell) => Number(cell.dr)));
    const through = WEAPONS.filter((w) => at(w, topDr) > 0);
    return (
      "Each cell is the chance that a hit deals at least 1 damage, by weapon (rows) and DR (columns). " +
      `A hit wounds ${formatPercent(at("great", 2))} of the time when the bonus beats the DR by 2 or more, ${formatPercent(at("great", 3))} by 1, ${formatPercent(at("great", 4))} when they are equal and never below, so this run's ${weapon} weapon against DR ${dr} stands at ${formatPercent(at(weapon, dr))}. ` +
      `Each step of armour shuts out one weapon category: DR ${topDr} lets ${through.length ? `only ${through.join(" and ")} weapons through, ${formatPercent(at(through[0]!, topDr))} of the time` : "nothing through"}.`
    );
  };
  return { "": hit, weapons: grid };
}

/** The exact damage of a run's hit, and the weapon × DR heatmap of P(at least 1 damage). O(weapons × DR). */
function solvedDamage(params: DamageParams): AnalysisResult {
  const dr = drOf(params);
  const damage = solveDamage(params.weapon, dr);
  const outcomes = damage.outcomes.map((outcome) => {
    const p = damage.probability(outcome);
    return { outcome, probability: p.toNumber(), exact: p.toString() };
  });
  const grid: Row[] = WEAPONS.flatMap((weapon) =>
    [0, 1, 2, 3, 4].map((armour) => {
      const wound = solveDamage(weapon, armour).probabilityWhere((o) => dealt(o) >= 1);
      return { weapon, dr: armour, pWound: wound.toNumber(), exact: wound.toString() };
    }),
  );
  return {
    outcomes,
    ...summaryOf({
      dr: Rational.of(dr),
      pTouch: damage.probabilityWhere((o) => o !== NO_EFFECT),
      pWound: damage.probabilityWhere((o) => dealt(o) >= 1),
      expectedDamage: damage.expectation((o) => Rational.of(dealt(o))),
    }),
    rows: outcomes.map((o) => ({ weapon: params.weapon, dr, ...o })),
    charts: [
      {
        name: "",
        title: `Damage: ${params.weapon} weapon (+${WEAPON_BONUS[params.weapon]}) + 1dF against DR ${dr}`,
        kind: "bar",
        data: outcomes.map(({ outcome, probability }) => ({ outcome, probability })),
        x: { field: "outcome", title: "damage dealt", type: "ordinal", order: damage.outcomes.slice() },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
      },
      {
        name: "weapons",
        title: "P(at least 1 damage) by weapon and DR",
        kind: "heatmap",
        data: grid,
        x: { field: "dr", title: "DR (armour + reinforced)", type: "ordinal" },
        y: { field: "weapon", title: "weapon", type: "ordinal", order: [...WEAPONS] },
        color: { field: "pWound", title: "P(damage ≥ 1)", type: "quantitative", format: ".0%" },
        labels: true,
      },
    ],
  };
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

/** `oddsmith zilch damage`: the damage one hit deals through armour. */
export const damageAnalysis = defineAnalysis({
  game: "zilch",
  name: "damage",
  summary: "exact damage of a hit: weapon bonus + 1dF − DR, with no effect below 0",
  rules: ["2.4"],
  options: DAMAGE_OPTIONS,
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "one weapon's damage"),
  run: solvedDamage,
  sampler: {
    plan: (params) => sampleDamage(params.weapon, drOf(params)),
    result: (estimates, params) => damageSampledResult(estimates, params.weapon, drOf(params)),
    validation: [{ weapon: "light", dr: "1" }, { weapon: "great", dr: "3", reinforced: true }, { weapon: "tiny", dr: "2" }],
  },
  reportRuns: [
    {
      name: "damage-light-dr1",
      title: "A light weapon against light armour (DR 1)",
      params: { weapon: "light", dr: 1 },
      explanations: damageExplanations("light", 1),
    },
    {
      name: "damage-heavy-dr2",
      title: "A heavy weapon against heavy armour (DR 2)",
      params: { weapon: "heavy", dr: 2 },
      explanations: damageExplanations("heavy", 2),
    },
    {
      name: "damage-great-dr3-reinforced",
      title: "A great weapon against reinforced plate (DR 4)",
      params: { weapon: "great", dr: 3, reinforced: true },
      explanations: damageExplanations("great", 4),
    },
  ],
});
