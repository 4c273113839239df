/** `oddsmith zilch damage`: the damage one hit deals through armour (docs/rules.md 2.4), exact or simulated. */
import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { exactMeasure, outcomeRowFrom, type Measure } from "../../framework/measure.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { choiceOption, flagOption, integerOption, type ParamsOf } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { dealt, NO_EFFECT, solveDamage, WEAPON_BONUS, WEAPONS, type Weapon } from "../../models/zilch/damage.js";
import { DAMAGE_GROUP, sampleDamage } from "../../models/zilch/sample/damage.js";
import { exactBarChart, groupMeasures, groupShare, measuredRow, quantityMean, simulatedView, summaryWith, type MeasuredRow } from "./sampled-figures.js";

const DAMAGE_OPTIONS = {
  weapon: choiceOption(WEAPONS, { label: "Weapon", rules: "2.4", doc: "weapon category: +1 tiny, +2 light, +3 heavy, +4 great" }),
  dr: integerOption({ label: "Armour DR", rules: "2.4", min: 0, max: 3, doc: "the target's armour DR: 0 thin, 1 light, 2 heavy, 3 plate (shields add none)" }),
  reinforced: flagOption({ label: "Reinforced armour", rules: "2.4", doc: "reinforced armour: +1 DR" }),
};
type DamageParams = ParamsOf<typeof DAMAGE_OPTIONS>;

/** The DR a run's hit meets: the armour's, +1 if reinforced (docs/rules.md 2.4). */
function drOf(params: DamageParams): number {
  return params.dr + (params.reinforced ? 1 : 0);
}

/** The figures of a hit's summary, after its DR. */
export const DAMAGE_FIGURES = ["dr", "pTouch", "pWound", "expectedDamage"] as const;
type DamageRow = { readonly weapon: Weapon; readonly dr: number } & MeasuredRow;
/** A hit's result: its damage outcomes, summary figures and a row per outcome. */
export type DamageResult = AnalysisResult<(typeof DAMAGE_FIGURES)[number], DamageRow>;

/** The DRs the weapon × DR heatmap shows (0..3, +1 reinforced). */
const GRID_DRS = [0, 1, 2, 3, 4] as const;

/** P(at least 1 damage) of one weapon against one DR, exactly (docs/rules.md 2.4). O(1). */
function woundChance(weapon: Weapon, dr: number): Rational {
  return solveDamage(weapon, dr).probabilityWhere((o) => dealt(o) >= 1);
}

/** The report's words for a damage run's two charts: its own hit, then the weapon × DR grid. */
function damageExplanations(weapon: Weapon, dr: number) {
  const margin = WEAPON_BONUS[weapon] - dr;
  // Every weapon × DR pair of the grid with the same bonus − DR hits exactly alike.
  const alike = WEAPONS.filter((w) => WEAPON_BONUS[w] - margin >= 0 && WEAPON_BONUS[w] - margin <= 4).map((w) => `${w} against DR ${WEAPON_BONUS[w] - margin}`);
  const alikeText = alike.length > 1 ? `${alike.slice(0, -1).join(", ")} and ${alike.slice(-1).join("")}` : alike.join("");
  const hit = (result: DamageResult): string => {
    const { pTouch, pWound, expectedDamage } = result.summary;
    return (
      `Each bar is the chance of the damage one hit deals: the ${weapon} weapon's +${WEAPON_BONUS[weapon]}, plus 1dF (−1, 0 or +1, a third each), minus DR ${dr}; a 0 still touches and applies riders, and "no-effect" deals nothing. ` +
      `This hit wounds (1 or more) ${formatPercent(pWound)} of the time and deals ${formatNumber(Number(expectedDamage.toFixed(2)))} damage on average${pTouch < 1 ? `, and ${formatPercent(1 - pTouch)} of hits do nothing at all` : ""}. ` +
      `Only the weapon's bonus minus the DR matters (here ${margin}), so ${alikeText} all hit the same.`
    );
  };
  // The grid's cells, as its heatmap shows them (exact: the report runs are exact).
  const grid = (): string => {
    const at = (w: Weapon, d: number) => woundChance(w, d).toNumber();
    const topDr = Math.max(...GRID_DRS);
    const through = WEAPONS.filter((w) => at(w, topDr) > 0);
    const [first] = through;
    return (
      "Each cell is the chance that a hit deals at least 1 damage, by weapon (rows) and DR (columns). " +
      `A hit wounds ${formatPercent(at("great", 2))} of the time when the bonus beats the DR by 2 or more, ${formatPercent(at("great", 3))} by 1, ${formatPercent(at("great", 4))} when they are equal and never below, so this run's ${weapon} weapon against DR ${dr} stands at ${formatPercent(at(weapon, dr))}. ` +
      `Each step of armour shuts out one weapon category: DR ${topDr} lets ${first === undefined ? "nothing through" : `only ${through.join(" and ")} weapons through, ${formatPercent(at(first, topDr))} of the time`}.`
    );
  };
  return { "": hit, weapons: grid };
}

/** What a hit measured, exactly or by simulation: each damage outcome in order, and the trials when simulated. */
interface DamageMeasures {
  readonly outcomes: readonly (readonly [string, Measure])[];
  readonly pTouch: Measure;
  readonly pWound: Measure;
  readonly expectedDamage: Measure;
  readonly trials?: number;
}

/**
 * The one result of a hit, exact or simulated alike (issue 25 §7): each damage outcome (with its 95%
 * interval and count when simulated), pTouch, pWound and expectedDamage, CSV rows, the bar chart and,
 * when exact, the weapon × DR heatmap of P(at least 1 damage) (a table when simulated). O(weapons × DR).
 */
export function damageResult(measures: DamageMeasures, weapon: Weapon, dr: number): DamageResult {
  const { pTouch, pWound, expectedDamage, trials } = measures;
  const outcomes = measures.outcomes.map(([name, measure]) => outcomeRowFrom(name, measure));
  const names = measures.outcomes.map(([name]) => name);
  const base = {
    outcomes,
    ...summaryWith({ dr }, { pTouch, pWound, expectedDamage }),
    rows: measures.outcomes.map(([name, measure]) => ({ weapon, dr, ...measuredRow(name, measure) })),
  };
  if (trials !== undefined) {
    return { ...base, ...simulatedView(outcomes, `Damage: ${weapon} weapon + 1dF against DR ${dr}`, names, trials) };
  }
  const grid = WEAPONS.flatMap((w) =>
    GRID_DRS.map((armour) => {
      const wound = woundChance(w, armour);
      return { weapon: w, dr: armour, pWound: wound.toNumber(), exact: wound.toString() };
    }),
  );
  return {
    ...base,
    charts: [
      exactBarChart(outcomes, `Damage: ${weapon} weapon (+${WEAPON_BONUS[weapon]}) + 1dF against DR ${dr}`, { title: "damage dealt", order: names }),
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

/** The exact damage of a run's hit, and the weapon × DR heatmap of P(at least 1 damage). O(weapons × DR). */
function solvedDamage(params: DamageParams): DamageResult {
  const dr = drOf(params);
  const damage = solveDamage(params.weapon, dr);
  return damageResult(
    {
      outcomes: damage.outcomes.map((outcome) => [outcome, exactMeasure(damage.probability(outcome))] as const),
      pTouch: exactMeasure(damage.probabilityWhere((o) => o !== NO_EFFECT)),
      pWound: exactMeasure(damage.probabilityWhere((o) => dealt(o) >= 1)),
      expectedDamage: exactMeasure(damage.expectation((o) => Rational.of(dealt(o)))),
    },
    params.weapon,
    dr,
  );
}

/**
 * A simulated hit in the exact result's shape (damageResult with estimated measures). O(outcomes).
 * @throws {RangeError} when the estimates have no `damage` group or quantity.
 */
export function damageSampledResult(estimates: Estimates, weapon: Weapon, dr: number): DamageResult {
  const outcomes = Object.entries(groupMeasures(estimates, DAMAGE_GROUP));
  const names = outcomes.map(([name]) => name);
  return damageResult(
    {
      outcomes,
      pTouch: groupShare(estimates, DAMAGE_GROUP, names.filter((name) => name !== NO_EFFECT)),
      pWound: groupShare(estimates, DAMAGE_GROUP, names.filter((name) => dealt(name) >= 1)),
      expectedDamage: quantityMean(estimates, "damage"),
      trials: estimates.trials,
    },
    weapon,
    dr,
  );
}

/** `oddsmith zilch damage`: the damage one hit deals through armour. */
export const damageAnalysis = defineAnalysis<typeof DAMAGE_OPTIONS, DamageResult>({
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
