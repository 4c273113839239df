import { describe, it } from "vitest";
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
});
