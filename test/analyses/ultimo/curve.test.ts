import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { curveAnalysis } from "../../../src/analyses/ultimo/curve.js";
import { formatDuration } from "../../../src/framework/exact-cost.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { curveSeconds } from "../../../src/analyses/ultimo/solve-costs.js";
import { checkRun } from "../../../src/pipeline/check-run.js";
import { difficultyGroup } from "../../../src/models/ultimo/sample/challenge.js";
import { simulateRaw } from "../../support/sampling.js";

const curve = curveAnalysis;

describe("the Ultimo curve analysis beyond the exact solver", () => {
  it("curve --mc reaches a hand the exact curve refuses: hand 10, limit 10 (optimal) is refused exactly for its cost, and simulated greedily", async () => {
    const raw = { handSize: "10", limit: "10", policy: "optimal" };
    expect(checkRun(findAnalysis("ultimo", "curve")!, raw).problems).toEqual([
      "ultimo curve: an exact answer would take about 1 h (hand 10, 10 cards played, optimal); give --mc N --policy greedy to simulate, or a smaller --hand-size or --limit",
    ]);
    expect(checkRun(findAnalysis("ultimo", "curve")!, { ...raw, policy: "greedy" }, { trials: "1000" }).problems).toEqual([]);
    const run = await simulateRaw(curve, { handSize: "10", limit: "8", policy: "greedy", maxDifficulty: "12" }, 20_000);
    // Eight cards against no Dealer card: every card unpaired, so a success at least (perfect unless a jack is played).
    const zero = run.estimates.groups[difficultyGroup(0)]!;
    expect(zero["perfect-success"]!.count + zero["success"]!.count).toBe(20_000);
  });
  it("--hand-size's help quotes the cost model's own estimate for hand 8 with 5 played (the issue's 'about 9 s' had drifted from the solver)", () => {
    const estimate = formatDuration(curveSeconds(8, 5, "optimal", DEFAULT_RULES, 2, 20));
    expect(curve.options.handSize.doc).toContain(`hand 8, optimal: ${estimate} with 5 cards played`);
    expect(checkRun(findAnalysis("ultimo", "curve")!, { handSize: "8", limit: "5" }).problems).toEqual([]);
    // The shared counting (count-plays.ts) brought these under the minute; every greedy curve the options allow is too.
    expect(checkRun(findAnalysis("ultimo", "curve")!, { handSize: "7", limit: "7", policy: "optimal" }).problems).toEqual([]);
    expect(checkRun(findAnalysis("ultimo", "curve")!, { handSize: "10", limit: "10", policy: "greedy" }).problems).toEqual([]);
  });
});
