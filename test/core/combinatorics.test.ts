import { describe, expect, it } from "vitest";
import { BINOMIAL_TABLE, BINOMIAL_TABLE_MAX, binomial, binomialNumber, multinomial } from "../../src/core/combinatorics.js";

/** Pascal's triangle built here by its rule, row by row: C(n, k) = C(n−1, k−1) + C(n−1, k). */
function pascalRows(rows: number): bigint[][] {
  const triangle: bigint[][] = [[1n]];
  for (let n = 1; n < rows; n++) {
    const previous = triangle[n - 1]!;
    triangle.push(Array.from({ length: n + 1 }, (_, k) => (k === 0 || k === n ? 1n : previous[k - 1]! + previous[k]!)));
  }
  return triangle;
}

describe("binomial", () => {
  it("equals Pascal's triangle for every n ≤ 60", () => {
    const triangle = pascalRows(61);
    for (let n = 0; n <= 60; n++) for (let k = 0; k <= n; k++) expect(binomial(n, k)).toBe(triangle[n]![k]);
  });
  it("binomial(54, 5) is 3,162,510 hands of five from a 54-card deck; 0 outside 0 ≤ k ≤ n", () => {
    expect(binomial(54, 5)).toBe(3162510n);
    expect(binomial(100, 50)).toBe(100891344545564193334812497256n);
    expect([binomial(5, -1), binomial(5, 6), binomial(-1, 0)]).toEqual([0n, 0n, 0n]);
  });
});

describe("binomialNumber and BINOMIAL_TABLE", () => {
  it("equal the exact bigint for every n, k ≤ 56 (all below 2^53)", () => {
    const size = BINOMIAL_TABLE_MAX + 1;
    for (let n = 0; n <= BINOMIAL_TABLE_MAX; n++)
      for (let k = 0; k <= n; k++) {
        expect(BigInt(binomialNumber(n, k))).toBe(binomial(n, k));
        expect(BINOMIAL_TABLE[n * size + k]).toBe(binomialNumber(n, k));
      }
    expect(binomialNumber(54, 27)).toBe(1946939425648112);
    expect(BINOMIAL_TABLE[54 * size + 2]).toBe(1431);
  });
  it("is 0 outside the triangle and throws above n = 56, where float64 may round", () => {
    expect(binomialNumber(5, 7)).toBe(0);
    expect(() => binomialNumber(57, 3)).toThrow(new RangeError("binomialNumber(57, 3): n above 56 may not be exact in float64; use binomial"));
  });
});

describe("multinomial", () => {
  it("counts the orderings of a multiset: AAB has 3, MISSISSIPPI (1, 4, 4, 2) has 34,650", () => {
    expect(multinomial([2, 1])).toBe(3n);
    expect(multinomial([1, 4, 4, 2])).toBe(34650n);
    expect(multinomial([])).toBe(1n);
  });
});
