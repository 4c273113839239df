import { describe, expect, it } from "vitest";
import { DISAGREEMENT_P, validateSamplers, type ValidationCase } from "../../src/pipeline/validate-samplers.js";
import { coin } from "../support/coin-analysis.js";

/** The coin of these tests, with two validation cases. */
const coinOf = (headsPercent: number, exact = true) => coin(headsPercent, { exact, validation: [{}, { flips: 1 }] });

describe("validateSamplers", () => {
  it("runs every validation case: a fair coin agrees, a 45% coin over 100,000 flips disagrees (p far below 0.001)", async () => {
    const seen: ValidationCase[] = [];
    const cases = await validateSamplers([coinOf(50), coinOf(45)], { trials: 100_000, seed: 1, threads: 1 }, (c) => seen.push(c));
    expect(seen).toEqual(cases);
    expect(cases.map((c) => [c.analysis, c.params, c.trials, c.degreesOfFreedom, c.agrees])).toEqual([
      ["coin-50", {}, 100_000, 1, true],
      ["coin-50", { flips: 1 }, 100_000, 1, true],
      ["coin-45", {}, 100_000, 1, false],
      ["coin-45", { flips: 1 }, 100_000, 1, false],
    ]);
    const biased = cases[2]!;
    expect(biased.pValue).toBeLessThan(DISAGREEMENT_P);
    // 45% heads against 50%: a gap of 0.05 over a standard error of √(1/4 / 100,000) ≈ 0.00158, about 31.6.
    expect(biased.worstStandardErrors).toBeGreaterThan(25);
    expect(biased.worstStandardErrors).toBeLessThan(40);
    expect(cases[0]!.worstStandardErrors).toBeLessThan(4);
  });
  it("skips an analysis with no exact solver to compare against", async () => {
    expect(await validateSamplers([coinOf(50, false)], { trials: 1000, seed: 1, threads: 1 })).toEqual([]);
  });
  it("DISAGREEMENT_P is 0.001", () => {
    expect(DISAGREEMENT_P).toBe(0.001);
  });
});
