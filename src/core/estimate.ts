/**
 * Monte Carlo tallies and what they estimate. A sampler's trials add integer counts into one flat
 * Float64Array laid out by a `TallyLayout`; shards' tallies are merged by adding them in shard order, and
 * the merged tally becomes `Estimates`: proportions with 95% Wilson intervals and means with 95% normal
 * intervals. Counts stay exact (integers below 2^53 in a float64).
 */
import { entryOf, itemAt } from "./checked-index.js";
import { f64Add } from "./typed-index.js";

/** A categorical tally: every trial that reaches the group adds 1 to exactly one of its categories. */
export interface TallyGroup {
  readonly name: string;
  readonly categories: readonly string[];
}

/** The named counters a sampler's trials add into. */
export interface TallyLayout {
  /** Categorical groups (the first is the analysis's outcome distribution). */
  readonly groups: readonly TallyGroup[];
  /** Per-trial numbers whose mean is estimated (damage, rounds, cards left): their sum and sum of squares are tallied. */
  readonly quantities?: readonly string[];
}

/** Where each counter of a layout sits in the flat tally. */
export interface TallyOffsets {
  /** groups[g] + c is the counter of category c of group g. */
  readonly groups: readonly number[];
  /** quantities[q] is the sum of quantity q, quantities[q] + 1 its sum of squares. */
  readonly quantities: readonly number[];
  /** The length of the flat tally. */
  readonly size: number;
}

/**
 * The offsets of a layout's counters: groups first, in order, then each quantity's sum and sum of squares.
 * @example tallyOffsets({ groups: [{ name: "outcome", categories: ["hit", "miss"] }], quantities: ["damage"] }) // { groups: [0], quantities: [2], size: 4 }
 */
export function tallyOffsets(layout: TallyLayout): TallyOffsets {
  const groups: number[] = [];
  let size = 0;
  for (const group of layout.groups) {
    groups.push(size);
    size += group.categories.length;
  }
  const quantities: number[] = [];
  for (const _ of layout.quantities ?? []) {
    quantities.push(size);
    size += 2;
  }
  return { groups, quantities, size };
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** An estimated proportion with its 95% interval. */
export interface ProportionEstimate {
  readonly count: number;
  /** Trials that reached the group (the denominator). */
  readonly total: number;
  readonly probability: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score 95% interval for `count` successes in `total` trials; it stays inside [0, 1] and is
 * honest at counts of 0. O(1).
 * @example Math.round(proportionEstimate(50, 100).low * 1e4) / 1e4 // 0.4038
 */
export function proportionEstimate(count: number, total: number): ProportionEstimate {
  if (total === 0) return { count, total, probability: Number.NaN, low: 0, high: 1 };
  const p = count / total;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denominator;
  const halfWidth = (Z95 * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denominator;
  // At 0 or all the interval's end is the observed proportion itself (rounding would leave a speck).
  return { count, total, probability: p, low: count === 0 ? 0 : Math.max(0, centre - halfWidth), high: count === total ? 1 : Math.min(1, centre + halfWidth) };
}

/**
 * Summary figures of estimates: each named estimate's value, with `<name>Low` and `<name>High` for its 95%
 * interval (the terminal shows the three as one row).
 * @example estimatedSummary({ pHit: proportionEstimate(1, 2) }).pHitLow > 0 // true
 */
export function estimatedSummary(figures: Readonly<Record<string, { readonly low: number; readonly high: number } & ({ readonly probability: number } | { readonly mean: number })>>): Record<string, number> {
  const summary: Record<string, number> = {};
  for (const [name, estimate] of Object.entries(figures)) {
    summary[name] = "probability" in estimate ? estimate.probability : estimate.mean;
    summary[`${name}Low`] = estimate.low;
    summary[`${name}High`] = estimate.high;
  }
  return summary;
}

/** An estimated mean with its 95% interval. */
export interface MeanEstimate {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  readonly standardError: number;
}

/**
 * The mean of a per-trial quantity from its sum and sum of squares over `trials`, with the normal 95%
 * interval mean ± 1.96 · s/√n (s the sample standard deviation). O(1).
 * @example meanEstimate(30, 100, 10).mean // 3
 */
export function meanEstimate(sum: number, sumSquares: number, trials: number): MeanEstimate {
  if (trials === 0) return { mean: Number.NaN, low: Number.NaN, high: Number.NaN, standardError: Number.NaN };
  const mean = sum / trials;
  const variance = trials > 1 ? Math.max(0, (sumSquares - trials * mean * mean) / (trials - 1)) : 0;
  const standardError = Math.sqrt(variance / trials);
  return { mean, low: mean - Z95 * standardError, high: mean + Z95 * standardError, standardError };
}

/** What a merged tally estimates. */
export interface Estimates {
  readonly trials: number;
  readonly layout: TallyLayout;
  /** The raw merged tally. */
  readonly tally: Float64Array;
  /** Each group's categories, estimated, by group name then category. */
  readonly groups: Readonly<Record<string, Readonly<Record<string, ProportionEstimate>>>>;
  readonly quantities: Readonly<Record<string, MeanEstimate>>;
}

/** The estimates of a merged tally of `trials` trials. O(tally size). */
export function estimatesOf(layout: TallyLayout, tally: Float64Array, trials: number): Estimates {
  const offsets = tallyOffsets(layout);
  const groups: Record<string, Record<string, ProportionEstimate>> = {};
  layout.groups.forEach((group, g) => {
    const start = itemAt(offsets.groups, g);
    const counts = group.categories.map((_, c) => itemAt(tally, start + c));
    const total = counts.reduce((sum, count) => sum + count, 0);
    const estimates: Record<string, ProportionEstimate> = {};
    counts.forEach((count, c) => (estimates[itemAt(group.categories, c)] = proportionEstimate(count, total)));
    groups[group.name] = estimates;
  });
  const quantities: Record<string, MeanEstimate> = {};
  (layout.quantities ?? []).forEach((name, q) => {
    const at = itemAt(offsets.quantities, q);
    quantities[name] = meanEstimate(itemAt(tally, at), itemAt(tally, at + 1), trials);
  });
  return { trials, layout, tally, groups, quantities };
}

/**
 * The widest 95% half-width over every category of every group: what `--precision` compares. O(tally).
 */
export function widestHalfWidth(estimates: Estimates): number {
  let widest = 0;
  for (const group of Object.values(estimates.groups)) {
    for (const estimate of Object.values(group)) widest = Math.max(widest, (estimate.high - estimate.low) / 2);
  }
  return widest;
}

/**
 * Adds one trial's value of a quantity to its counters in a tally: the sum at `at`, the sum of squares at
 * `at + 1` (tallyOffsets' layout). Small enough to be inlined in a trial loop; allocates nothing. O(1).
 * @example ((tally) => (addQuantity(tally, 0, 3), Array.from(tally)))(new Float64Array(2)) // [3, 9]
 */
export function addQuantity(tally: Float64Array, at: number, value: number): void {
  f64Add(tally, at, value);
  f64Add(tally, at + 1, value * value);
}

/**
 * Adds `count` trials that all had `value` of a quantity to its counters in a tally (sum at `at`, sum of
 * squares at `at + 1`): how a sampler that counts trials by value (a histogram) derives the quantity's sums
 * after its run instead of writing floats per trial. Exact for integer values while the sums stay below
 * 2^53. O(1).
 * @example ((tally) => (addQuantities(tally, 0, 3, 2), Array.from(tally)))(new Float64Array(2)) // [6, 18]
 */
export function addQuantities(tally: Float64Array, at: number, value: number, count: number): void {
  f64Add(tally, at, count * value);
  f64Add(tally, at + 1, count * value * value);
}

/** Named positions in a layout's flat tally, resolved once when a plan is built (never inside the trial loop). */
export interface TallySlots {
  /** The counter of `category` in `group`. */
  category(group: string, category: string): number;
  /** Where `group`'s counters start (its categories follow in layout order). */
  groupStart(group: string): number;
  /** The counter of a quantity's sum (its sum of squares follows it). */
  quantity(name: string): number;
  /** The length of the flat tally. */
  readonly size: number;
}

/**
 * Named access to a layout's counters, so a sampler addresses its tally by name rather than by raw offsets.
 * O(groups + categories + quantities) to build, O(1) per lookup; look names up while planning.
 * @throws {Error} (from a lookup) when a group, category or quantity is not in the layout.
 * @example tallySlots({ groups: [{ name: "outcome", categories: ["hit", "miss"] }], quantities: ["damage"] }).quantity("damage") // 2
 */
export function tallySlots(layout: TallyLayout): TallySlots {
  const offsets = tallyOffsets(layout);
  const groupStarts = new Map(layout.groups.map((group, index) => [group.name, itemAt(offsets.groups, index)] as const));
  const categories = new Map(layout.groups.map((group, index) => [group.name, new Map(group.categories.map((category, at) => [category, itemAt(offsets.groups, index) + at] as const))] as const));
  const quantities = new Map((layout.quantities ?? []).map((name, index) => [name, itemAt(offsets.quantities, index)] as const));
  const groupStart = (group: string): number => {
    const start = groupStarts.get(group);
    if (start === undefined) throw new Error(`the tally has no group ${JSON.stringify(group)} (groups: ${layout.groups.map((g) => g.name).join(", ")})`);
    return start;
  };
  return {
    size: offsets.size,
    groupStart,
    category: (group, category) => {
      groupStart(group);
      const at = entryOf(categories, group).get(category);
      if (at === undefined) throw new Error(`the tally group ${group} has no category ${JSON.stringify(category)}`);
      return at;
    },
    quantity: (name) => {
      const at = quantities.get(name);
      if (at === undefined) throw new Error(`the tally has no quantity ${JSON.stringify(name)}`);
      return at;
    },
  };
}
