import { describe, expect, it } from "vitest";
import { VARIANTS } from "../../../src/models/ultimo/variants.js";
import { rulesFrom } from "../../../src/analyses/ultimo/rule-options.js";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { solveChallenge } from "../../../src/models/ultimo/solve-challenge.js";
import { variantGroup } from "../../../src/models/ultimo/sample/variants.js";
import { expectNearExact, simulatedResultOf } from "../../support/sampling.js";
import { variantsAnalysis } from "../../../src/analyses/ultimo/variants.js";
import { challengeOutcomeRows } from "../../../src/analyses/ultimo/outcome-rows.js";

const variants = variantsAnalysis;

describe("the Ultimo variants sampler", () => {
  it.each([
    [{ play: "J,A,K,9,7", difficulty: "4..8" }],
    [{ play: "X,A,9,5", difficulty: "3,5", dealerDeck: "52" }],
  ])("every reading's whole outcome distribution at every difficulty of %o lies within 4 standard errors of the exact challenge under that reading", async (raw) => {
    const { run, result } = await simulatedResultOf(variants, raw, 150_000);
    const params = run.params as Parameters<typeof rulesFrom>[0] & { play: string[]; difficulty: number[] };
    const base = rulesFrom(params);
    for (const variant of VARIANTS) {
      const rules = { ...base, ...variant.change };
      for (const solution of solveChallenge(readPlay(params.play.join(","), rules), rules, params.difficulty)) {
        expectNearExact(run.estimates, variantGroup(variant.name, solution.difficulty), challengeOutcomeRows(solution, false));
      }
    }
    // The result's rows are the exact result's rows, with intervals: one per reading and difficulty.
    const exact = variants.run!(run.params);
    expect(result.rows.map((row) => [row.variant, row.difficulty])).toEqual(exact.rows.map((row) => [row.variant, row.difficulty]));
    for (const row of result.rows) expect(Number(row.low)).toBeLessThanOrEqual(Number(row.pSuccessOrBetter));
  });
});
