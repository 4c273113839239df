import { describe, expect, it } from "vitest";
import { difficultyGroup } from "../../../src/models/ultimo/sample-challenge.js";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "../../support/sampling.js";
import { challengeAnalysis } from "../../../src/analyses/ultimo/challenge.js";

const challenge = challengeAnalysis;

describe("the Ultimo challenge sampler", () => {
  it.each([
    [{ play: "J,A,K,9,7", difficulty: "6" }],
    [{ play: "K", difficulty: "1" }],
    [{ play: "X,A,9,5", difficulty: "4", tally: "half-rating" }],
    [{ play: "K,8,8", difficulty: "9", dealerJacks: "first", dealerJoker: "loses" }],
    [{ play: "AS,QH,7", difficulty: "3", trait: "jack-of-all-trades", queen: "7" }],
  ])("sampleChallenge(%o) lies within 4 standard errors of the exact solver at seed 1", async (raw) => {
    const run = await simulateRaw(challenge, raw, 400_000);
    const exact = challenge.run!(run.params);
    const difficulty = Number(raw.difficulty);
    expectNearExact(run.estimates, difficultyGroup(difficulty), exact.outcomes);
    expectMeanNearExact(run.estimates, "successes", exact.summary.expectedSuccesses!);
    expectMeanNearExact(run.estimates, "failures", exact.summary.expectedFailures!);
    expectMeanNearExact(run.estimates, "cancels", exact.summary.expectedCancels!);
  });
  it("one shuffle serves every difficulty: each difficulty of 0..12 matches the exact solver", async () => {
    const raw = { play: "A,K,10,6", difficulty: "0..12" };
    const run = await simulateRaw(challenge, raw, 300_000);
    const exact = challenge.run!(run.params).outcomes;
    for (let d = 0; d <= 12; d++) expectNearExact(run.estimates, difficultyGroup(d), exact.filter((row) => row.difficulty === d));
  });
  it("K against one Dealer card is 2/3 perfect success: the estimate's 95% interval holds 2/3 at seed 7", async () => {
    const run = await simulateRaw(challenge, { play: "K", difficulty: "1" }, 200_000, 7);
    const perfect = run.estimates.groups[difficultyGroup(1)]!["perfect-success"]!;
    expect(perfect.low).toBeLessThan(2 / 3);
    expect(perfect.high).toBeGreaterThan(2 / 3);
  });
});
