import { describe, expect, it } from "vitest";
import { challengeOutcomeRows } from "../../../../src/analyses/ultimo/outcome-rows.js";
import { readPlay } from "../../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../../src/models/ultimo/rules.js";
import { sampleVariants, variantGroup } from "../../../../src/models/ultimo/sample/variants.js";
import { solveChallenge } from "../../../../src/models/ultimo/solve-challenge.js";
import { estimatesOfPlan, expectNearExact } from "../../../support/sampling.js";

const readings = [
  { name: "as given", rules: DEFAULT_RULES },
  { name: "dealerJoker=loses", rules: { ...DEFAULT_RULES, dealerJoker: "loses" } as ChallengeRules },
];

describe("variantGroup", () => {
  it('variantGroup("as given", 6) is "as given: difficulty 6"', () => {
    expect(variantGroup("as given", 6)).toBe("as given: difficulty 6");
  });
});

describe("sampleVariants", () => {
  it("A,9 under two readings at difficulties 1 and 3: one group per reading and difficulty, each within 4 standard errors of solveChallenge under that reading (100,000 trials, seed 1)", () => {
    const play = readPlay("A,9");
    const estimates = estimatesOfPlan(sampleVariants(play, readings, [1, 3]), 100_000);
    expect(estimates.layout.groups.map((group) => group.name)).toEqual(["as given: difficulty 1", "as given: difficulty 3", "dealerJoker=loses: difficulty 1", "dealerJoker=loses: difficulty 3"]);
    for (const { name, rules } of readings) {
      for (const solution of solveChallenge(play, rules, [1, 3])) expectNearExact(estimates, variantGroup(name, solution.difficulty), challengeOutcomeRows(solution, false));
    }
  });
  it("refuses no readings and a reading with bad rules with OddsmithError messages", () => {
    expect(() => sampleVariants(readPlay("K"), undefined as never, [1])).toThrow("readings: expected a non-empty list of { name, rules }, received undefined");
    expect(() => sampleVariants(readPlay("K"), [{ name: "odd", rules: { ...DEFAULT_RULES, oddRounding: "up" } as never }], [1])).toThrow('rules.oddRounding: expected one of player, none, received "up"');
  });
});
