/**
 * Checked reads of a sampler's estimates by name (a tally group, one of its categories, a quantity): each
 * name comes from the sampler's own layout, so a missing one is a bug and throws a RangeError naming it,
 * where an unchecked read would carry `undefined` on into a result.
 */
import type { Estimates, MeanEstimate, ProportionEstimate } from "../core/estimate.js";

/** A tally group's estimates, by category. */
export type GroupEstimates = Readonly<Record<string, ProportionEstimate>>;

/**
 * A tally group of the estimates, by name. O(1).
 * @throws {RangeError} when the estimates have no such group
 */
export function groupOf(estimates: Pick<Estimates, "groups">, group: string): GroupEstimates {
  const estimated = estimates.groups[group];
  if (estimated === undefined) throw new RangeError(`no tally group named ${group}`);
  return estimated;
}

/**
 * One category of a tally group, by name. O(1).
 * @throws {RangeError} when the group has no such category
 * @example categoryOf({ hit: { count: 1, total: 2, probability: 0.5, low: 0.1, high: 0.9 } }, "hit").count // 1
 */
export function categoryOf(group: GroupEstimates, category: string): ProportionEstimate {
  const estimate = group[category];
  if (estimate === undefined) throw new RangeError(`no tally category named ${category}`);
  return estimate;
}

/**
 * A quantity's estimated mean, by name. O(1).
 * @throws {RangeError} when the estimates have no such quantity
 */
export function quantityOf(estimates: Pick<Estimates, "quantities">, quantity: string): MeanEstimate {
  const estimate = estimates.quantities[quantity];
  if (estimate === undefined) throw new RangeError(`no quantity named ${quantity}`);
  return estimate;
}
