import { describe, expect, it } from "vitest";
import { keptPoolWeights } from "../../../src/core/dice/keep-pool.js";

const d10 = { min: 1, weights: new Array<bigint>(10).fill(1n) };

/** C(n, k) in bigints. */
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Rolls of n d10 whose 8 highest are all 10s: at least 8 tens, the rest any of the 9 other faces. */
const allTopTens = (n: number) => Array.from({ length: n - 7 }, (_, i) => choose(n, 8 + i) * 9n ** BigInt(n - 8 - i)).reduce((a, b) => a + b, 0n);

describe("keptPoolWeights: float64 while the pool's rolls stay below 2^53, bigints beyond, exact either way", () => {
  it("15d10kh8 (10^15 rolls, the float64 path): weights sum to 10^15 and 80 has Σ_{k≥8} C(15,k)·9^(15−k) of them", () => {
    const { min, weights } = keptPoolWeights(d10, 15, 0, 8);
    expect(min).toBe(8);
    expect(weights.reduce((a, b) => a + b, 0n)).toBe(10n ** 15n);
    expect(weights.at(-1)).toBe(allTopTens(15));
  });
  it("16d10kh8 (10^16 rolls, past 2^53: the bigint path): weights sum to 10^16 and 80 has Σ_{k≥8} C(16,k)·9^(16−k)", () => {
    const { weights } = keptPoolWeights(d10, 16, 0, 8);
    expect(weights.reduce((a, b) => a + b, 0n)).toBe(10n ** 16n);
    expect(weights.at(-1)).toBe(allTopTens(16));
  });
  it("4d6 keep the 3 highest: 18 comes up 21 times in 1,296 (by hand: four 6s, or three and one of five lower faces in 4 places)", () => {
    expect(keptPoolWeights({ min: 1, weights: new Array<bigint>(6).fill(1n) }, 4, 0, 3).weights[15]).toBe(21n);
  });
  it("15d12kh1 passes the doubles' first bound (12^15 < 2^53 × 12 sums) but P(12) weighs 12^15 − 11^15 ≥ 2^53: the bigint path answers exactly", () => {
    const d12 = { min: 1, weights: new Array<bigint>(12).fill(1n) };
    const { min, weights } = keptPoolWeights(d12, 15, 0, 1);
    expect(12n ** 15n - 11n ** 15n > 2n ** 53n).toBe(true);
    expect(min).toBe(1);
    // The highest of 15 dice is at most v in v^15 rolls: each weight is v^15 − (v − 1)^15.
    expect(weights).toEqual(Array.from({ length: 12 }, (_, i) => BigInt(i + 1) ** 15n - BigInt(i) ** 15n));
  });
  it("4d6 keep the 3 lowest (solved on the mirrored die, lowest first) is 4d6kh3 turned around: 3 comes up 21 times in 1,296", () => {
    const d6 = { min: 1, weights: new Array<bigint>(6).fill(1n) };
    const lowest = keptPoolWeights(d6, 4, 1, 4);
    const highest = keptPoolWeights(d6, 4, 0, 3);
    expect(lowest.min).toBe(3);
    expect(lowest.weights).toEqual([...highest.weights].reverse());
    expect(lowest.weights[0]).toBe(21n);
  });
  it("a kept range of no dice (4d6 drop 2 highest, 2 lowest) is the constant 0 in all 1,296 rolls, mirrored or not", () => {
    const d6 = { min: 1, weights: new Array<bigint>(6).fill(1n) };
    expect(keptPoolWeights(d6, 4, 2, 2)).toEqual({ min: 0, weights: [1296n] });
    expect(keptPoolWeights(d6, 4, 0, 0)).toEqual({ min: 0, weights: [1296n] });
  });
});
