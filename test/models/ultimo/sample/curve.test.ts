import { describe, expect, it } from "vitest";
import { curveAnalysis } from "../../../../src/analyses/ultimo/curve.js";
import { solveCurve } from "../../../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { difficultyGroup } from "../../../../src/models/ultimo/sample/challenge.js";
import { sampleCurve } from "../../../../src/models/ultimo/sample/curve.js";
import { estimatesOfPlan, expectNearExact, simulateRaw } from "../../../support/sampling.js";

const curve = curveAnalysis;
const rowsOf = (point: ReturnType<typeof solveCurve>["points"][number]) => OUTCOMES.map((outcome) => ({ outcome, probability: point.outcomes.probability(outcome).toNumber() }));

describe("sampleCurve", () => {
  it.each([
    [{ handSize: "7", limit: "4", policy: "greedy", maxDifficulty: "10" }],
    [{ handSize: "5", limit: "5", policy: "greedy", maxDifficulty: "8", tally: "half-rating", trait: "gamblin-man" }],
    [{ handSize: "3", limit: "2", policy: "greedy", maxDifficulty: "6", dealerJacks: "first", dealerDeck: "52" }],
  ])("sampleCurve(%o) lies within 4 standard errors of the exact curve at every difficulty, seed 1", async (raw) => {
    const run = await simulateRaw(curve, raw, 300_000);
    const exact = curve.run!(run.params).outcomes;
    for (let d = 0; d <= Number(raw.maxDifficulty); d++) expectNearExact(run.estimates, difficultyGroup(d), exact.filter((row) => row.difficulty === d));
  });
  it("called directly, hand 3, limit 2, greedy, at difficulties 0, 2 and 4: one group each, within 4 standard errors of solveCurve (100,000 trials, seed 1)", () => {
    const estimates = estimatesOfPlan(sampleCurve(3, 2, "greedy", DEFAULT_RULES, 2, [0, 2, 4]), 100_000);
    expect(estimates.layout.groups.map((group) => group.name)).toEqual(["difficulty 0", "difficulty 2", "difficulty 4"]);
    const exact = solveCurve(3, 2, "greedy", DEFAULT_RULES, 2, 4);
    for (const d of [0, 2, 4]) expectNearExact(estimates, difficultyGroup(d), rowsOf(exact.points[d]!));
  });
  it("the luck flip (lay flip), Psyche 2 against difficulty 2, lies within 4 standard errors of solveCurve's flip (100,000 trials, seed 1)", () => {
    const estimates = estimatesOfPlan(sampleCurve(2, 2, "flip", DEFAULT_RULES, 2, [2]), 100_000);
    expectNearExact(estimates, difficultyGroup(2), rowsOf(solveCurve(2, 2, "flip", DEFAULT_RULES, 2, 2).points[2]!));
  });
  it("refuses hand size 21, limit 0, queen value 1 and difficulty 55 with OddsmithError messages", () => {
    expect(() => sampleCurve(21, 2, "greedy", DEFAULT_RULES, 2, [1])).toThrow("handSize: expected an integer from 1 to 20, received 21");
    expect(() => sampleCurve(3, 0, "greedy", DEFAULT_RULES, 2, [1])).toThrow("limit: expected an integer from 1 to 20, received 0");
    expect(() => sampleCurve(3, 2, "greedy", DEFAULT_RULES, 1, [1])).toThrow("queenValue: expected an integer from 2 to 10, received 1");
    expect(() => sampleCurve(3, 2, "greedy", DEFAULT_RULES, 2, [55])).toThrow("difficulties[0]: expected an integer from 0 to 54, received 55");
  });
});
