import { describe, expect, it } from "vitest";
import { CHECK_GROUP } from "../../src/models/kingstone/sample-check.js";
import { DEATH_GROUP, DEATH_ROUND_GROUP, deathRoundCategory } from "../../src/models/kingstone/sample-death.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../support/sampling.js";
import { checkAnalysis } from "../../src/models/kingstone/check.js";
import { deathAnalysis } from "../../src/models/kingstone/death.js";

const check = checkAnalysis;
const death = deathAnalysis;

describe("the Kingstone check sampler", () => {
  it.each([
    [{ bonus: "3", dc: "10" }],
    [{ bonus: "0", dc: "12", reroll: "one-die" }],
    [{ bonus: "2", dc: "11", dice: "3d6kh2", reroll: "one-die", goal: "effect" }],
    [{ bonus: "1", dc: "9", reroll: "whole-if-failed", ladder: "linear" }],
    [{ bonus: "-1", dc: "12", dice: "3d6", reroll: "one-die-if-failed", ladder: "shifted" }],
    [{ bonus: "4", dc: "13", dice: "2d8", reroll: "one-die-if-failed", goal: "effect" }],
    [{ bonus: "0", dc: "14", dice: "3d6kh2", reroll: "whole-if-failed", goal: "effect" }],
  ])("sampleCheck(%o) lies within 4 standard errors of solveCheck at seed 1", async (raw) => {
    const run = await simulateRaw(check, raw, 300_000);
    const exact = check.run!(run.params);
    expectNearExact(run.estimates, CHECK_GROUP, exact.outcomes);
    for (const name of ["expectedEffect", "expectedExtraSuccessEffect", "expectedExtraFailureEffect"]) {
      expectMeanNearExact(run.estimates, name, exact.summary[name]!);
    }
  });
  it("2d6 + 0 vs DC 12 with a one-die reroll: 2/27 exactly (keep 6-6: 1/36; reroll the low die of 6-x: 10/36 · 1/6; no 6 showing cannot reach 12); the 95% interval holds it at seed 3", async () => {
    const { result } = await simulatedResultOf(check, { bonus: "0", dc: "12", reroll: "one-die" }, 200_000, 3);
    expect(result.summary.pSuccessLow).toBeLessThan(2 / 27);
    expect(result.summary.pSuccessHigh).toBeGreaterThan(2 / 27);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(check.run!({ bonus: 0, dc: 12, dice: "2d6", reroll: "one-die", goal: "success", ladder: "paired" } as never).outcomes.map((o) => o.outcome));
  });
});

describe("the Kingstone death-save sampler", () => {
  it.each([
    [{ endurance: "1", allyBonus: "2" }],
    [{ endurance: "0", allyBonus: "0", allyFirst: true }],
    [{ endurance: "3", allyBonus: "1", allyAttempts: "2", startDc: "10" }],
    [{ endurance: "0", allyAttempts: "0" }],
    [{ endurance: "2", allyBonus: "5", allyAttempts: "3", allyFirst: true, startDc: "13" }],
  ])("sampleDeathSaves(%o) lies within 4 standard errors of solveDeathSaves at seed 1, per round too", async (raw) => {
    const run = await simulateRaw(death, raw, 300_000);
    const exact = death.run!(run.params);
    expectNearExact(run.estimates, DEATH_GROUP, exact.outcomes);
    expectMeanNearExact(run.estimates, "rounds", exact.summary.expectedRounds!);
    const byRound = exact.rows.flatMap((row) => [
      { outcome: deathRoundCategory(Number(row.round), "dies"), probability: Number(row.dies) },
      { outcome: deathRoundCategory(Number(row.round), "stabilised"), probability: Number(row.stabilised) },
    ]);
    const categories = run.estimates.layout.groups[1]!.categories;
    // Rounds the exact chain never reaches (it stopped early) have probability 0.
    const complete = categories.map((outcome) => byRound.find((row) => row.outcome === outcome) ?? { outcome, probability: 0 });
    expectNearExact(run.estimates, DEATH_ROUND_GROUP, complete);
  });
  it("Endurance 0 alone dies for sure, by round 3 (DC 13 is out of reach): every trial dies, none after round 3", async () => {
    const { result } = await simulatedResultOf(death, { endurance: "0", allyAttempts: "0" }, 50_000);
    expect(result.summary.pDies).toBe(1);
    expect(result.rows.map((row) => row.round)).toEqual([1, 2, 3]);
  });
});
