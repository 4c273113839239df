import { describe, expect, it } from "vitest";
import { pickAnalysis } from "../../../src/analyses/ultimo/pick.js";
import { difficultyGroup } from "../../../src/models/ultimo/sample-challenge.js";
import { expectNearExact, simulatedResultOf } from "../../support/sampling.js";

const pick = pickAnalysis;

describe("the Ultimo pick sampler", () => {
  it("pick --mc picks the exact pick for hand 7, limit 4, greedy (difficulty 5 at 61.7%; 6 is 33.4%), its estimate within 4 standard errors", async () => {
    const raw = { handSize: "7", limit: "4", policy: "greedy" };
    const { run, result } = await simulatedResultOf(pick, raw, 100_000);
    const exact = pick.run!(run.params);
    expect(result.summary.difficulty).toBe(exact.summary.difficulty);
    expectNearExact(run.estimates, difficultyGroup(5), exact.outcomes);
  });
});
