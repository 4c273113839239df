import { describe, expect, it } from "vitest";
import { denseFromValues, denseNegated, denseSum, denseSumOf, denseToDistribution, denseTotal, type DenseWeights } from "../../../src/core/dice/dense-weights.js";

/** X + Y in bigints by the definition, the reference for the doubles paths. */
function convolve(x: DenseWeights, y: DenseWeights): DenseWeights {
  const weights = new Array<bigint>(x.weights.length + y.weights.length - 1).fill(0n);
  x.weights.forEach((a, i) => y.weights.forEach((b, j) => (weights[i + j] = (weights[i + j] ?? 0n) + a * b)));
  return { min: x.min + y.min, weights };
}

/** count copies of X added one at a time in bigints. */
function repeated(x: DenseWeights, count: number): DenseWeights {
  let sum: DenseWeights = { min: 0, weights: [1n] };
  for (let i = 0; i < count; i++) sum = convolve(sum, x);
  return sum;
}

/** The weights as read (min and weights), whichever form the engine keeps them in. */
const plain = (x: DenseWeights): DenseWeights => ({ min: x.min, weights: [...x.weights] });

const faces = (sides: number) => denseFromValues(Array.from({ length: sides }, (_, i) => i + 1));

describe("dense sums: doubles while the total stays below 2^53, bigints beyond, equal to plain bigint convolution", () => {
  it("20d100 (its first 7 dice in doubles, 100^8 > 2^53, the rest in bigints) equals 20 bigint convolutions; 1,010 has the most rolls", () => {
    const sum = denseSumOf(faces(100), 20);
    expect(plain(sum)).toEqual(repeated(faces(100), 20));
    expect(sum.weights.reduce((a, b) => a + b, 0n)).toBe(100n ** 20n);
    const most = sum.weights.reduce((a, b) => (b > a ? b : a), 0n);
    expect(sum.min + sum.weights.indexOf(most)).toBe(1010);
  });
  it("10 dice of {0×7, 1×3} (10d10>=8's die: 10^10 rolls, by squaring in doubles) weigh C(10,k)·3^k·7^(10−k) at k", () => {
    const die: DenseWeights = { min: 0, weights: [7n, 3n] };
    const sum = denseSumOf(die, 10);
    expect(plain(sum)).toEqual(repeated(die, 10));
    expect(sum.weights[2]).toBe(45n * 9n * 7n ** 8n);
  });
  it("17 dice of {1, 2, 2, 3} (4^17 = 2^34 rolls in doubles) and 27 of them (2^54: Miller's recurrence in bigints) equal repeated convolution", () => {
    const die = denseFromValues([1, 2, 2, 3]);
    expect(plain(denseSumOf(die, 17))).toEqual(repeated(die, 17));
    expect(plain(denseSumOf(die, 27))).toEqual(repeated(die, 27));
  });
  it("5d6 − 5d6 kept in doubles from the sums through the negation and the convolution equals the bigint definition; a tie is 4,395,456 of 6^10 (Σ count², by enumerating 6^5 rolls)", () => {
    const five = denseSumOf(faces(6), 5);
    const margin = denseSum(five, denseNegated(five));
    const reference = convolve(repeated(faces(6), 5), { min: -30, weights: [...repeated(faces(6), 5).weights].reverse() });
    expect(plain(margin)).toEqual(reference);
    expect(denseTotal(margin)).toBe(6n ** 10n);
    expect(margin.weights[25]).toBe(4395456n);
    const distribution = denseToDistribution(margin);
    expect(distribution.total).toBe(6n ** 10n);
    expect(distribution.outcomes).toEqual(Array.from({ length: 51 }, (_, i) => i - 25));
    expect(distribution.probability(25).toString()).toBe("1/60466176");
  });
  it("X + Y in doubles (6 × 6 rolls) and in bigints (a total of 2^60 × 6) equal the definition", () => {
    expect(plain(denseSum(faces(6), faces(6)))).toEqual(convolve(faces(6), faces(6)));
    const heavy: DenseWeights = { min: -1, weights: [2n ** 59n, 0n, 2n ** 59n] };
    expect(plain(denseSum(heavy, faces(6)))).toEqual(convolve(heavy, faces(6)));
  });
});
