import { describe, expect, it } from "vitest";
import { challengeOutcomeRows } from "../../../../src/analyses/ultimo/outcome-rows.js";
import { challengeAnalysis } from "../../../../src/analyses/ultimo/challenge.js";
import { readPlay } from "../../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { difficultyGroup, sampleChallenge } from "../../../../src/models/ultimo/sample/challenge.js";
import { solveChallenge } from "../../../../src/models/ultimo/solve-challenge.js";
import { seedState, Xoshiro128 } from "../../../../src/sim/xoshiro.js";
import { estimatesOfPlan, expectMeanNearExact, expectNearExact, simulateRaw } from "../../../support/sampling.js";

const challenge = challengeAnalysis;

describe("difficultyGroup", () => {
  it('difficultyGroup(6) is "difficulty 6"', () => {
    expect(difficultyGroup(6)).toBe("difficulty 6");
  });
});

describe("sampleChallenge", () => {
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
  it("sampleChallenge(K,9 under dealerJoker=removed, [3]), called directly, lies within 4 standard errors of solveChallenge, outcomes and S, F, C means (100,000 trials, seed 1)", () => {
    const rules = { ...DEFAULT_RULES, dealerJoker: "removed" as const };
    const play = readPlay("K,9", rules);
    const estimates = estimatesOfPlan(sampleChallenge(play, rules, [3]), 100_000);
    const [exact] = solveChallenge(play, rules, [3]);
    expectNearExact(estimates, difficultyGroup(3), challengeOutcomeRows(exact!, false));
    expectMeanNearExact(estimates, "successes", exact!.expectedSuccesses.toNumber());
    expectMeanNearExact(estimates, "failures", exact!.expectedFailures.toNumber());
    expectMeanNearExact(estimates, "cancels", exact!.expectedCancels.toNumber());
  });
  it("sampleChallenge(A,10,5, [5, 2]) tallies each listed difficulty from one shuffle, the means following the first listed (5), all within 4 standard errors", () => {
    const play = readPlay("A,10,5");
    const estimates = estimatesOfPlan(sampleChallenge(play, DEFAULT_RULES, [5, 2]), 100_000);
    expect(estimates.layout.groups.map((group) => group.name)).toEqual(["difficulty 5", "difficulty 2"]);
    const [atFive, atTwo] = solveChallenge(play, DEFAULT_RULES, [5, 2]);
    expectNearExact(estimates, difficultyGroup(5), challengeOutcomeRows(atFive!, false));
    expectNearExact(estimates, difficultyGroup(2), challengeOutcomeRows(atTwo!, false));
    expectMeanNearExact(estimates, "failures", atFive!.expectedFailures.toNumber());
  });
  it("a play of nothing at difficulty 0 is always a partial success (S = F = 0, RULES.md 3.5)", () => {
    const estimates = estimatesOfPlan(sampleChallenge([], DEFAULT_RULES, [0]), 1_000);
    expect(estimates.groups[difficultyGroup(0)]!["partial-success"]!.count).toBe(1_000);
  });
  it("the same seed after reset() gives the same tally", () => {
    const plan = sampleChallenge(readPlay("J,A,K,9,7"), DEFAULT_RULES, [6]);
    const first = Array.from(estimatesOfPlan(plan, 5_000, 3).tally);
    plan.reset!();
    expect(Array.from(estimatesOfPlan(plan, 5_000, 3).tally)).toEqual(first);
  });
  it("refuses difficulty 55 and a card that is not a PlayerCard with OddsmithError messages", () => {
    expect(() => sampleChallenge(readPlay("K"), DEFAULT_RULES, [2, 55])).toThrow("difficulties[1]: expected an integer from 0 to 54, received 55");
    expect(() => sampleChallenge([{ ...readPlay("K")[0]!, kind: "queen" as never }], DEFAULT_RULES, [1])).toThrow('play[0].kind: expected one of joker, ace, jack, value, received "queen"');
  });
});

describe("sampleChallenge's draw lookup", () => {
  it("counts the same tally as the sorted row: 200,000 trials in one call (sorted throughout) equal the same trials in chunks of 16,384 (the lookup after 100,000), seed 4", () => {
    for (const [play, difficulty] of [["J,A,K,9,7", 6], ["A,10,5", 12], ["K,Q,2", 2]] as const) {
      const whole = estimatesOfPlan(sampleChallenge(readPlay(play), DEFAULT_RULES, [difficulty]), 200_000, 4).tally;
      const plan = sampleChallenge(readPlay(play), DEFAULT_RULES, [difficulty]);
      const random = new Xoshiro128(seedState(4));
      const tally = new Float64Array(whole.length);
      for (let done = 0; done < 200_000; done += 16_384) plan.run(random, Math.min(16_384, 200_000 - done), tally);
      expect(Array.from(tally)).toEqual(Array.from(whole));
    }
  });
});
