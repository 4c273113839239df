import { describe, expect, it } from "vitest";
import { trialsForHalfWidth } from "../../bench/precision.js";

const Z = 1.959963984540054;
const halfWidth = (p: number, n: number) => Z * Math.sqrt((p * (1 - p)) / n);

describe("trialsForHalfWidth (n = z²·p(1 − p)/h²)", () => {
  it("p = 1/2 to ±0.001: 1.95996² × 0.25 / 10⁻⁶ = 960,364.7, so 960,365 trials", () => {
    expect(trialsForHalfWidth(0.5, 0.001)).toBe(960_365);
  });
  it("p = 0.9 to ±0.01: 3.84146 × 0.09 / 10⁻⁴ = 3,457.3, so 3,458 trials", () => {
    expect(trialsForHalfWidth(0.9, 0.01)).toBe(3_458);
  });
  it.each([0.05, 17 / 48, 0.5, 29 / 36, 0.9257])("p = %s: the half-width at n is within ±0.001 and at n − 1 is not", (p) => {
    const n = trialsForHalfWidth(p, 0.001);
    expect(halfWidth(p, n)).toBeLessThanOrEqual(0.001);
    expect(halfWidth(p, n - 1)).toBeGreaterThan(0.001);
  });
  it("a certain answer needs one trial", () => {
    expect(trialsForHalfWidth(1, 0.001)).toBe(1);
  });
  it("refuses a probability outside 0..1 and a half-width that is not positive", () => {
    expect(() => trialsForHalfWidth(1.2, 0.001)).toThrow("p: expected a probability in 0..1, received 1.2");
    expect(() => trialsForHalfWidth(0.5, 0)).toThrow("halfWidth: expected a positive number, received 0");
  });
});
