import { describe, expect, it } from "vitest";
import { CHECK_GROUP } from "../../../src/models/kingstone/sample/check.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { checkAnalysis } from "../../../src/analyses/kingstone/check.js";

const check = checkAnalysis;

describe("the Kingstone check sampler", () => {
  it.each([
    [{ bonus: "3", dc: "10" }],
    [{ bonus: "0", dc: "12", reroll: "one-die" }],
    [{ bonus: "2", dc: "11", dice: "3d6kh2", reroll: "one-die", goal: "effect" }],
    [{ bonus: "1", dc: "9", reroll: "whole-if-failed", ladder: "linear" }],
    [{ bonus: "-1", dc: "12", dice: "3d6", reroll: "one-die-if-failed", ladder: "shifted" }],
    [{ bonus: "4", dc: "13", dice: "2d8", reroll: "one-die-if-failed", goal: "effect" }],
    [{ bonus: "0", dc: "14", dice: "3d6kh2", reroll: "whole-if-failed", goal: "effect" }],
    // Dice notation (issue 18): tabled sums with a constant, a tabled keep-lowest, and dice thrown die by die.
    [{ bonus: "0", dc: "12", dice: "2d6+1d4kh1-1", reroll: "whole-if-failed" }],
    [{ bonus: "1", dc: "8", dice: "2d10+1", reroll: "one-die", goal: "effect" }],
    [{ bonus: "0", dc: "11", dice: "4d6kl3" }],
    [{ bonus: "-2", dc: "20", dice: "8d6kh4+1d4", reroll: "whole-if-failed" }],
  ])("sampleCheck(%o) lies within 4 standard errors of solveCheck at seed 1", async (raw) => {
    const run = await simulateRaw(check, raw, 300_000);
    const exact = check.run!(run.params);
    expectNearExact(run.estimates, CHECK_GROUP, exact.outcomes);
    for (const name of ["expectedEffect", "expectedExtraSuccessEffect", "expectedExtraFailureEffect"] as const) {
      expectMeanNearExact(run.estimates, name, exact.summary[name]);
    }
  });
  it("2d6 + 0 vs DC 12 with a one-die reroll: 2/27 exactly (keep 6-6: 1/36; reroll the low die of 6-x: 10/36 · 1/6; no 6 showing cannot reach 12); the 95% interval holds it at seed 3", async () => {
    const { result } = await simulatedResultOf(check, { bonus: "0", dc: "12", reroll: "one-die" }, 200_000, 3);
    expect(result.summary.pSuccessLow).toBeLessThan(2 / 27);
    expect(result.summary.pSuccessHigh).toBeGreaterThan(2 / 27);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(check.run!({ bonus: 0, dc: 12, dice: "2d6", reroll: "one-die", goal: "success", ladder: "paired" }).outcomes.map((o) => o.outcome));
  });
});

describe("the Kingstone check's figures for balance", () => {
  const settings = [
    { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" },
    { dice: "3d6kh2", reroll: "one-die", goal: "effect", ladder: "linear" },
    { dice: "2d6+1", reroll: "one-die-if-failed", goal: "success", ladder: "shifted" },
    { dice: "2d8", reroll: "whole-if-failed", goal: "effect", ladder: "paired" },
  ] as const;

  it.each(settings)("figures(%o) are the whole result's outcomes and summary at every bonus −2..4 and DC 2..16", (setting) => {
    for (let bonus = -2; bonus <= 4; bonus++) {
      for (let dc = 2; dc <= 16; dc++) {
        const params = { ...setting, bonus, dc };
        const whole = check.run!(params);
        expect(check.figures!(params)).toEqual({ outcomes: whole.outcomes, summary: whole.summary, summaryExact: whole.summaryExact });
      }
    }
  });

  it.each(settings)("figuresKey(%o) is shared by the points with one DC less the bonus, and their figures, each solved on its own, are equal", (setting) => {
    const points = Array.from({ length: 7 * 15 }, (_, i) => ({ ...setting, bonus: (i % 7) - 2, dc: Math.floor(i / 7) + 2 }));
    const solved = points.map((params) => ({ key: check.figuresKey!(params), figures: JSON.stringify(check.figures!(params)), margin: params.dc - params.bonus }));
    for (const a of solved) {
      for (const b of solved) {
        expect(a.key === b.key).toBe(a.margin === b.margin);
        if (a.key === b.key) expect(a.figures).toBe(b.figures);
      }
    }
    // 2d6 + 3 vs DC 10 and 2d6 + 0 vs DC 7 share a key; with no reroll both are 21/36.
    if (setting.reroll === "none") expect(solved.find((s) => s.margin === 7)?.figures).toContain('"pSuccess":"7/12"');
  });
});
