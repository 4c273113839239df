import { describe, expect, it } from "vitest";
import { defineAnalysis } from "../../src/core/analysis.js";
import { integerOption } from "../../src/core/options.js";
import { registerAnalysis, type AnalysisEntry } from "../../src/core/registered-analysis.js";
import { DISAGREEMENT_P, validateSamplers, type ValidationCase } from "../../src/pipeline/validate-samplers.js";

/** A coin whose exact solver says fair and whose sampler lands heads `headsPercent`% of the time. */
function coin(headsPercent: number, exact = true): AnalysisEntry {
  return registerAnalysis(
    defineAnalysis({
      game: "kingstone",
      name: `coin-${headsPercent}`,
      summary: "a coin",
      options: { flips: integerOption({ min: 1, max: 1, doc: "flips", default: 1 }) },
      ...(exact
        ? {
            run: () => ({
              outcomes: [
                { outcome: "heads", probability: 0.5, exact: "1/2" },
                { outcome: "tails", probability: 0.5, exact: "1/2" },
              ],
              summary: {},
              summaryExact: {},
              rows: [],
              charts: [],
            }),
          }
        : {}),
      sampler: {
        plan: () => ({
          layout: { groups: [{ name: "outcome", categories: ["heads", "tails"] }] },
          run: (random, trials, tally) => {
            for (let i = 0; i < trials; i++) tally[random.below(100) < headsPercent ? 0 : 1]!++;
          },
        }),
        validation: [{}, { flips: 1 }],
        ...(exact ? {} : { defaultTrials: 10 }),
      },
      reportRuns: [],
    }),
  );
}

describe("validateSamplers", () => {
  it("runs every validation case: a fair coin agrees, a 45% coin over 100,000 flips disagrees (p far below 0.001)", async () => {
    const seen: ValidationCase[] = [];
    const cases = await validateSamplers([coin(50), coin(45)], { trials: 100_000, seed: 1, threads: 1 }, (c) => seen.push(c));
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
    expect(await validateSamplers([coin(50, false)], { trials: 1000, seed: 1, threads: 1 })).toEqual([]);
  });
  it("DISAGREEMENT_P is 0.001", () => {
    expect(DISAGREEMENT_P).toBe(0.001);
  });
});
