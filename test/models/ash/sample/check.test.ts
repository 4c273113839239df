import { describe, expect, it } from "vitest";
import { ashCheckAnalysis } from "../../../../src/analyses/ash/check.js";
import { CHECK_GROUP } from "../../../../src/models/ash/sample/check.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../../../support/sampling.js";

const check = ashCheckAnalysis;

describe("the Ash check sampler", () => {
  it.each([
    [{ suit: "hearts", trait: "2", opposing: "2", strain: "1" }],
    [{ suit: "hearts", trait: "3", opposing: "1", wounds: "3", evocation: true }],
    [{ suit: "clubs", trait: "1", hand: "KC,3H,JD", opposing: "2", strain: "2", policy: "all", weaponSt: "2", armor: "1" }],
    [{ suit: "clubs", trait: "1", hand: "KC,3H,JD", opposing: "2", strain: "2", decks: "shared", policy: "all" }],
    [{ suit: "diamonds", trait: "2", hand: "QS,7C,AD,X", play: "AD", discard: "7C", opposing: "2", role: "target", weaponSt: "3", armor: "1", pierce: "1" }],
    [{ suit: "spades", trait: "2", hand: "QS,7C,AH,2D", opposing: "3", policy: "optimal" }],
    [{ suit: "spades", trait: "1", hand: "QS,7C,2D", opposing: "2", strain: "1", policy: "optimal", reveal: "after" }],
    [{ suit: "hearts", trait: "1", hand: "QS,7C,AH", opposing: "2", policy: "optimal", decks: "shared" }],
    [{ suit: "hearts", trait: "1", hand: "QS,7C,AH", opposing: "2", policy: "optimal", decks: "shared", reveal: "after", cardCost: "1/4" }],
    [{ suit: "clubs", trait: "0", hand: "2C,3C,KD", opposing: "1", strain: "1", policy: "optimal", cardCost: "0.5" }],
  ])("sampleCheck(%o) lies within 4 standard errors of solveAshCheck at seed 1", async (raw) => {
    const run = await simulateRaw(check, raw, 300_000);
    const exact = check.run!(run.params);
    expectNearExact(run.estimates, CHECK_GROUP, exact.outcomes);
    for (const figure of ["expectedStrain", "expectedWounds", "expectedCardsUsed", "expectedUtility"] as const) expectMeanNearExact(run.estimates, figure, exact.summary[figure]);
  });

  it("Trait 1 and nothing else is superb 3/54 (RULES.md 4.1: the on-suit ace and the 2 jokers are worth 3): the 95% interval holds 1/18 at seed 2", async () => {
    const { result } = await simulatedResultOf(check, { suit: "hearts", trait: "1" }, 200_000, 2);
    const superb = result.outcomes.find((row) => row.outcome === "superb")!;
    expect(Number(superb.low)).toBeLessThan(1 / 18);
    expect(Number(superb.high)).toBeGreaterThan(1 / 18);
    expect(result.summary.pSucceedsLow).toBeLessThan(1 / 2);
    expect(result.summary.pSucceedsHigh).toBeGreaterThan(1 / 2);
  });

  it("playing QH alone in a hearts check is a certain success in every trial, and uses one card", async () => {
    const { result } = await simulatedResultOf(check, { suit: "hearts", trait: "0", hand: "QH,7C", play: "QH" }, 10_000);
    expect(result.outcomes.find((row) => row.outcome === "success")!.count).toBe(10_000);
    expect(result.summary.expectedCardsUsed).toBe(1);
  });
});
