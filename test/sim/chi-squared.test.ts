import { chiSquaredDistributionTable } from "simple-statistics";
import { describe, expect, it } from "vitest";
import { chiSquaredTest, upperRegularizedGamma } from "../../src/sim/chi-squared.js";

describe("chi-squared", () => {
  it.each([1, 2, 3, 5, 10, 20, 30])("the p-value at simple-statistics' tabulated critical values for df %i is the table's level", (df) => {
    const table = chiSquaredDistributionTable[df as keyof typeof chiSquaredDistributionTable] as unknown as Record<string, number>;
    for (const level of ["0.1", "0.05", "0.01", "0.005"]) {
      // The table rounds critical values to two decimals, so compare to 3 decimals of probability.
      expect(upperRegularizedGamma(df / 2, table[level]! / 2)).toBeCloseTo(Number(level), 2);
    }
  });
  it("a count on an outcome of exact probability 0 fails outright (p = 0); a perfect fit has p = 1", () => {
    expect(chiSquaredTest([10, 90, 1], [0.1, 0.9, 0]).pValue).toBe(0);
    expect(chiSquaredTest([25, 75], [0.25, 0.75]).pValue).toBe(1);
  });
  it("a biased sample is caught: 5,300 heads in 10,000 fair flips gives p < 0.001", () => {
    expect(chiSquaredTest([5300, 4700], [0.5, 0.5]).pValue).toBeLessThan(0.001);
  });
  it("Q(1, x) = e^−x and Q(a, 0) = 1: upperRegularizedGamma(1, 2) is 0.135335", () => {
    expect(upperRegularizedGamma(1, 2)).toBeCloseTo(Math.exp(-2), 12);
    expect(upperRegularizedGamma(1, 0.5)).toBeCloseTo(Math.exp(-0.5), 12);
    expect(upperRegularizedGamma(3, 0)).toBe(1);
  });
  it("60 heads in 100 fair flips: χ² = (10² + 10²)/50 = 4 on 1 degree of freedom, p = erfc(√2) = 0.0455", () => {
    const test = chiSquaredTest([60, 40], [0.5, 0.5]);
    expect(test).toMatchObject({ statistic: 4, degreesOfFreedom: 1, pooled: 0 });
    expect(test.pValue).toBeCloseTo(0.0455003, 6);
  });
});

describe("chi-squared pooling", () => {
  it("a pooled bin that still expects fewer than 5 is folded into the smallest regular bin (df drops by one)", () => {
    // 1000 trials: expected 500, 400, 96, 2, 2 — the two small ones pool to 4 (< 5) and join the 96.
    const test = chiSquaredTest([500, 400, 96, 2, 2], [0.5, 0.4, 0.096, 0.002, 0.002]);
    expect(test.degreesOfFreedom).toBe(2);
    expect(test.statistic).toBeCloseTo(0, 12);
  });
  it("categories expecting fewer than 5 are pooled into one bin when the pool reaches 5", () => {
    // 1000 trials: expected 490, 490, 4, 4, 4, 4, 4 — the five small ones pool to 20, a bin of their own.
    const test = chiSquaredTest([490, 490, 4, 4, 4, 4, 4], [0.49, 0.49, 0.004, 0.004, 0.004, 0.004, 0.004]);
    expect(test).toMatchObject({ degreesOfFreedom: 2, pooled: 5 });
    expect(test.statistic).toBeCloseTo(0, 12);
  });
});
