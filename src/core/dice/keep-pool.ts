/**
 * Keep and drop over a pool of identical dice, exactly and without enumerating rolls: icepool's state
 * machine over the die's values, highest first. The state is (dice placed so far, sum kept so far); c of
 * the r unplaced dice showing value v weigh C(r, c)·w(v)^c, and they take sorted positions placed … placed
 * + c − 1, of which those inside the kept range [from, to) add v each.
 */
import { binomial } from "../combinatorics.js";
import { denseSumOf, denseTrimmed, type DenseWeights } from "./dense-weights.js";

/**
 * The distribution of the sum of the dice at sorted positions [from, to) (highest first) among `count`
 * independent dice of distribution `die`. A full range is a plain sum (denseSumOf).
 * O(values × count² × kept × range) big-integer products: 20d10 keep 8 is about 3 × 10^5.
 * @example keptPoolWeights({ min: 1, weights: [1n, 1n, 1n, 1n, 1n, 1n] }, 4, 0, 3).weights[15] // 21n
 */
export function keptPoolWeights(die: DenseWeights, count: number, from: number, to: number): DenseWeights {
  if (from === 0 && to === count) return denseSumOf(die, count);
  const values = denseTrimmed(die);
  const kept = Math.max(0, to - from);
  const range = values.weights.length - 1;
  const width = kept * range + 1;
  // states[placed * width + keptSum]: keptSum counts each kept die's value above the least value.
  let states = new Array<bigint>((count + 1) * width).fill(0n);
  states[0] = 1n;
  for (let offset = range; offset >= 0; offset--) {
    const weight = values.weights[offset] ?? 0n;
    if (weight === 0n) continue;
    const powers = [1n];
    for (let c = 1; c <= count; c++) powers.push((powers[c - 1] ?? 0n) * weight);
    const next = new Array<bigint>((count + 1) * width).fill(0n);
    for (let placed = 0; placed <= count; placed++) {
      for (let sum = 0; sum < width; sum++) {
        const state = states[placed * width + sum] ?? 0n;
        if (state === 0n) continue;
        const unplaced = count - placed;
        for (let c = 0; c <= unplaced; c++) {
          const keptHere = Math.max(0, Math.min(placed + c, to) - Math.max(placed, from));
          const at = (placed + c) * width + sum + keptHere * offset;
          next[at] = (next[at] ?? 0n) + state * binomial(unplaced, c) * (powers[c] ?? 0n);
        }
      }
    }
    states = next;
  }
  return { min: kept * values.min, weights: states.slice(count * width, (count + 1) * width) };
}
