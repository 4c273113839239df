/**
 * A finite distribution with integer weights, turned into a lookup table for sampling: entry u of the
 * table is the outcome a uniform draw u in 0..total − 1 lands on. A sampler then draws one outcome with
 * one `random.below(table.length)` and one read, allocating nothing.
 */

/** The largest total a draw table accepts: `Random.below` draws without bias up to 2^21. */
export const DRAW_TABLE_LIMIT = 2 ** 21;

/**
 * The draw table of integer weights: weights[i] entries hold i, in order, so a uniform index into the
 * table picks i with probability weights[i] / Σ weights. Throws RangeError when the total is 0, negative
 * weights appear, or the total exceeds DRAW_TABLE_LIMIT. O(total).
 * @throws {RangeError} for a negative weight, or a total weight outside 1..DRAW_TABLE_LIMIT
 * @example Array.from(drawTable([1n, 0n, 2n])) // [0, 2, 2]
 */
export function drawTable(weights: readonly bigint[]): Int32Array {
  let total = 0n;
  for (const weight of weights) {
    if (weight < 0n) throw new RangeError(`drawTable: negative weight ${weight}`);
    total += weight;
  }
  if (total === 0n || total > BigInt(DRAW_TABLE_LIMIT)) throw new RangeError(`drawTable: the total weight must be in 1..${DRAW_TABLE_LIMIT}, received ${total}`);
  const table = new Int32Array(Number(total));
  let at = 0;
  weights.forEach((weight, i) => table.fill(i, at, (at += Number(weight))));
  return table;
}
