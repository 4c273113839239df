import { describe, expect, it } from "vitest";
import { curveAnalysis } from "../../../src/analyses/ultimo/curve.js";
import { difficultyGroup } from "../../../src/models/ultimo/sample-challenge.js";
import { simulateRaw } from "../../support/sampling.js";

const curve = curveAnalysis;

describe("the Ultimo curve analysis beyond the exact solver", () => {
  it("curve --mc reaches a hand the exact curve refuses: hand 10, limit 8 (greedy) is refused exactly and simulated", async () => {
    const params = { handSize: 10, limit: 8, policy: "greedy" } as never;
    expect(curve.exactLimits!(params)).toEqual([
      '--hand-size and --limit: with --policy greedy, a hand of at most 8, or at most 4 cards played (the exact curve solves every hand; hand 8 with 8 played takes about 15 s), received "10 and 8"',
    ]);
    const run = await simulateRaw(curve, { handSize: "10", limit: "8", policy: "greedy", maxDifficulty: "12" }, 20_000);
    // Eight cards against no Dealer card: every card unpaired, so a success at least (perfect unless a jack is played).
    const zero = run.estimates.groups[difficultyGroup(0)]!;
    expect(zero["perfect-success"]!.count + zero["success"]!.count).toBe(20_000);
  });
});
