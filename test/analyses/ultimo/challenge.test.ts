import { describe, expect, it } from "vitest";
import { difficultyGroup } from "../../../src/models/ultimo/sample/challenge.js";
import { validateRun } from "../../../src/framework/analysis.js";
import { expectMeanNearExact, expectNearExact, paramsOf, simulateRaw } from "../../support/sampling.js";
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

describe("the challenge's extra rules (issue 18)", () => {
  it.each([
    [{ play: "K,9", difficulty: "3", aid: "A,7" }],
    [{ play: "J,A,K,9,7", difficulty: "8", dealerDecks: "2" }],
  ])("the sampler of %o (aid cards merged, several Dealer decks) lies within 4 standard errors of the exact solver", async (raw) => {
    const run = await simulateRaw(challenge, raw, 200_000);
    const exact = challenge.run!(run.params);
    expectNearExact(run.estimates, difficultyGroup(Number(raw.difficulty)), exact.outcomes);
    expectMeanNearExact(run.estimates, "successes", exact.summary.expectedSuccesses!);
  });
  it("aid cards join the row where the placement rules put them: K,9 with aid A,7 is the row K,A,9,7", () => {
    const withAid = challenge.run!(paramsOf(challenge, { play: "K,9", aid: "A,7", difficulty: "3" }));
    const asRow = challenge.run!(paramsOf(challenge, { play: "K,A,9,7", difficulty: "3" }));
    expect(withAid.summaryExact.pSuccessOrBetter).toBe(asRow.summaryExact.pSuccessOrBetter);
  });
  it("refuses more pooled cards than --aid-limit, a difficulty above a deck file's cards, and focus or know under --mc", () => {
    expect(validateRun(challenge, { play: "K,9", aid: "A,7", aidLimit: "3", difficulty: "3" })).toEqual({ ok: false, errors: ['--aid: at most --aid-limit 3 cards with the player\'s 2, received "A,7"'] });
    expect(validateRun(challenge, { play: "K", difficulty: "3", dealerDeckFile: { cards: [{ card: "A", count: 2 }] } })).toEqual({ ok: false, errors: ["--difficulty: at most the Dealer deck's 2 cards, received 3"] });
    expect(challenge.sampleLimits!(paramsOf(challenge, { play: "K", difficulty: "3", focus: "1", know: "1" }))).toEqual([
      "--focus: only without --mc or --precision (focus cards are solved exactly, not simulated yet)",
      "--know: only without --mc or --precision (Know Thy Enemy is solved exactly, not simulated yet)",
    ]);
  });
});
