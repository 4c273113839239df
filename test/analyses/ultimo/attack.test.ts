import { describe, expect, it } from "vitest";
import { simulatedResultOf } from "../../support/sampling.js";
import { attackAnalysis } from "../../../src/analyses/ultimo/attack.js";

const attack = attackAnalysis;

describe("the Ultimo attack analysis, simulated", () => {
  it("the simulated result names the exact result's outcomes and summary figures", async () => {
    const raw = { limit: "5", foe: "fanatic" };
    const { run, result } = await simulatedResultOf(attack, raw, 50_000);
    const exact = attack.run!(run.params);
    expect(result.outcomes.map((row) => row.outcome)).toEqual(exact.outcomes.map((row) => row.outcome));
    expect(Object.keys(result.summary)).toEqual(expect.arrayContaining(Object.keys(exact.summary).filter((name) => name !== "expectedAttacksToDefeat" && name !== "medianAttacksSurvived")));
  });
});
