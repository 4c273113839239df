/**
 * The median of a simulated count (a fight's exchanges) from its tallies, with the distribution-free 95%
 * interval of a median: the order statistics whose ranks bound Binomial(n, ½)'s central 95%, read from
 * the same tallies. No normal shape is assumed of the counted figure itself.
 */
import type { EstimatedMeasure } from "./measure.js";

/** The 95% two-sided normal quantile, as every interval of the toolkit uses. */
const Z95 = 1.959963984540054;

/**
 * The median of values tallied as `[value, count]` pairs (in increasing value), and its 95% interval: the
 * median is the smallest value whose running count reaches n/2; the interval's ends are the values at the
 * ranks n/2 ∓ 1.96·√n/2 (rounded outward, kept within 1..n), the order statistics of the sign test's
 * interval for a median. O(values).
 * @throws {Error} when nothing was counted.
 * @example medianMeasure([[1, 10], [2, 60], [3, 30]]) // { kind: "estimated", value: 2, low: 2, high: 2 }
 * @example medianMeasure([[3, 1], [4, 1], [5, 1], [6, 1]]) // { kind: "estimated", value: 4, low: 3, high: 6 }
 */
export function medianMeasure(tallies: ReadonlyArray<readonly [number, number]>): EstimatedMeasure {
  const n = tallies.reduce((sum, [, count]) => sum + count, 0);
  if (n <= 0) throw new Error("medianMeasure: expected at least one value counted");
  const spread = (Z95 * Math.sqrt(n)) / 2;
  const lowRank = Math.max(1, Math.floor(n / 2 - spread));
  const highRank = Math.min(n, Math.ceil(n / 2 + spread) + 1);
  const at = (rank: number) => {
    let counted = 0;
    for (const [value, count] of tallies) {
      counted += count;
      if (counted >= rank) return value;
    }
    return tallies[tallies.length - 1]?.[0] ?? 0;
  };
  return { kind: "estimated", value: at(Math.ceil(n / 2)), low: at(lowRank), high: at(highRank) };
}
