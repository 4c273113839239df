import { describe, expect, it } from "vitest";
import { DEATH_GROUP, DEATH_ROUND_GROUP, deathRoundCategory } from "../../../src/models/kingstone/sample/death-saves.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { deathAnalysis } from "../../../src/analyses/kingstone/death.js";

const death = deathAnalysis;

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
