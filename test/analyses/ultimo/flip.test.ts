import { describe, it } from "vitest";
import { flipAnalysis } from "../../../src/analyses/ultimo/flip.js";
import { difficultyGroup } from "../../../src/models/ultimo/sample/challenge.js";
import { expectNearExact, simulateRaw } from "../../support/sampling.js";

const flip = flipAnalysis;

describe("the Ultimo flip sampler", () => {
  it.each([
    [{ psyche: "3", difficulty: "3" }],
    [{ psyche: "5", difficulty: "5", dealerJoker: "loses" }],
    [{ psyche: "2", difficulty: "1", trait: "gamblin-man" }],
    [{ psyche: "4", difficulty: "2", tally: "half-rating", trait: "jack-of-all-trades" }],
  ])("the flip sampler (%o) lies within 4 standard errors of the exact flip, seed 1", async (raw) => {
    const run = await simulateRaw(flip, raw, 300_000);
    const exact = flip.run!(run.params);
    expectNearExact(run.estimates, difficultyGroup(Number(raw.difficulty)), exact.outcomes);
  });
});
