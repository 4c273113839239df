import { describe, expect, it } from "vitest";
import { denseFromValues, denseSum, denseSumOf, type DenseWeights } from "../../../src/core/dice/dense-weights.js";

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

const faces = (sides: number) => denseFromValues(Array.from({ length: sides }, (_, i) => i + 1));

describe("dense sums: doubles while the total stays below 2^53, bigints beyond, equal to plain bigint convolution", () => {
  it("20d100 (its first 7 dice in doubles, 100^8 > 2^53, the rest in bigints) equals 20 bigint convolutions; 1,010 has the most rolls", () => {
    const sum = denseSumOf(faces(100), 20);
    expect(sum).toEqual(repeated(faces(100), 20));
    expect(sum.weights.reduce((a, b) => a + b, 0n)).toBe(100n ** 20n);
    const most = sum.weights.reduce((a, b) => (b > a ? b : a), 0n);
    expect(sum.min + sum.weights.indexOf(most)).toBe(1010);
  });
  it("10 dice of {0×7, 1×3} (10d10>=8's die: 10^10 rolls, by squaring in doubles) weigh C(10,k)·3^k·7^(10−k) at k", () => {
    const die: DenseWeights = { min: 0, weights: [7n, 3n] };
    const sum = denseSumOf(die, 10);
    expect(sum).toEqual(repeated(die, 10));
    expect(sum.weights[2]).toBe(45n * 9n * 7n ** 8n);
  });
  it("17 dice of {1, 2, 2, 3} (4^17 = 2^34 rolls in doubles) and 27 of them (2^54: Miller's recurrence in bigints) equal repeated convolution", () => {
    const die = denseFromValues([1, 2, 2, 3]);
    expect(denseSumOf(die, 17)).toEqual(repeated(die, 17));
    expect(denseSumOf(die, 27)).toEqual(repeated(die, 27));
  });
  it("X + Y in doubles (6 × 6 rolls) and in bigints (a total of 2^60 × 6) equal the definition", () => {
    expect(denseSum(faces(6), faces(6))).toEqual(convolve(faces(6), faces(6)));
    const heavy: DenseWeights = { min: -1, weights: [2n ** 59n, 0n, 2n ** 59n] };
    expect(denseSum(heavy, faces(6))).toEqual(convolve(heavy, faces(6)));
  });
});
