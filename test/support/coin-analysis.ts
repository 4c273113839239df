import { defineAnalysis } from "../../src/framework/analysis.js";
import { integerOption } from "../../src/framework/options.js";
import { registerAnalysis, type AnalysisEntry } from "../../src/framework/registered-analysis.js";

/**
 * A coin whose exact solver says fair and whose sampler lands heads `headsPercent`% of the time: an
 * analysis for the validation tests, which must agree with a fair coin and disagree with a biased one.
 * Without `exact` it is simulation-only; `validation` lists its validation cases.
 */
export function coin(headsPercent: number, options: { readonly exact?: boolean; readonly validation?: readonly Readonly<Record<string, unknown>>[] } = {}): AnalysisEntry {
  const exact = options.exact ?? true;
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
        validation: options.validation ?? [{}],
        ...(exact ? {} : { defaultTrials: 10 }),
      },
      reportRuns: [],
    }),
  );
}
