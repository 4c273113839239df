/**
 * Summary figures of a zilch simulation, named as the exact results name them: a probability that is a
 * share of one tally group (P(success) = critical successes + successes) with its 95% Wilson interval,
 * and a mean with its normal interval, as `<name>`, `<name>Low`, `<name>High`.
 */
import { proportionEstimate, type Estimates } from "../../core/estimate.js";

/**
 * Each named figure: the share of `group`'s trials that fell in its categories, with `Low`/`High`.
 * O(figures × categories).
 * @throws {RangeError} when the estimates have no group of that name
 * @example proportionFigures({ groups: { degree: { success: { count: 3, total: 4 }, failure: { count: 1, total: 4 } } } }, "degree", { pSuccess: ["success"] }).pSuccess // 0.75
 */
export function proportionFigures(estimates: Estimates, group: string, figures: Readonly<Record<string, readonly string[]>>): Record<string, number> {
  const estimated = estimates.groups[group];
  if (estimated === undefined) throw new RangeError(`no tally group named ${group}`);
  const summary: Record<string, number> = {};
  for (const [name, categories] of Object.entries(figures)) {
    let count = 0;
    let total = 0;
    for (const [category, estimate] of Object.entries(estimated)) {
      total = estimate.total;
      if (categories.includes(category)) count += estimate.count;
    }
    const { probability, low, high } = proportionEstimate(count, total);
    Object.assign(summary, { [name]: probability, [`${name}Low`]: low, [`${name}High`]: high });
  }
  return summary;
}

/**
 * A tallied quantity's mean as the figure `name`, with `Low`/`High`. O(1).
 * @throws {RangeError} when the estimates have no quantity of that name
 * @example meanFigures({ quantities: { damage: { mean: 2, low: 1.9, high: 2.1, standardError: 0.05 } } }, "damage", "expectedDamage") // { expectedDamage: 2, expectedDamageLow: 1.9, expectedDamageHigh: 2.1 }
 */
export function meanFigures(estimates: Estimates, quantity: string, name: string): Record<string, number> {
  const estimate = estimates.quantities[quantity];
  if (estimate === undefined) throw new RangeError(`no tallied quantity named ${quantity}`);
  return { [name]: estimate.mean, [`${name}Low`]: estimate.low, [`${name}High`]: estimate.high };
}
