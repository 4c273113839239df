import { describe, expect, it } from "vitest";
import { expectMeanNearExact, expectNearExact, simulatedResultOf, simulateRaw } from "../../support/sampling.js";
import { attackAnalysis } from "../../../src/analyses/ultimo/attack.js";

const attack = attackAnalysis;

describe("the Ultimo attack sampler", () => {
  it.each([
    [{ limit: "5", foe: "fanatic" }],
    [{ limit: "4", foePower: "4", foeHealth: "6", foeSoak: "2", foeArmor: "1", foeWeapon: "1", tally: "half-rating" }],
  ])("sampleAttack(%o): damage dealt and taken, their means and the attacks to defeat lie within 4 standard errors of the exact exchange, seed 1", async (raw) => {
    const run = await simulateRaw(attack, raw, 100_000);
    const exact = attack.run!(run.params);
    expectNearExact(run.estimates, "dealt", exact.outcomes);
    expectNearExact(run.estimates, "taken", exact.outcomes.map((row) => ({ outcome: row.outcome, probability: Number(row.taken) })));
    expectMeanNearExact(run.estimates, "dealt", exact.summary.expectedDealt!);
    expectMeanNearExact(run.estimates, "taken", exact.summary.expectedTaken!);
    // P(felled at attack n) = P(defeated by n) − P(defeated by n − 1), from the exact Markov chain.
    const byAttack = exact.details!.attacksToDefeat!.map((row) => Number(row.pDefeated));
    const perAttack = byAttack.slice(0, 20).map((p, n) => ({ outcome: String(n + 1), probability: p - (n === 0 ? 0 : byAttack[n - 1]!) }));
    expectNearExact(run.estimates, "attacks", [...perAttack, { outcome: "more than 20", probability: 1 - byAttack[19]! }]);
  });
  it("the simulated result names the exact result's outcomes and summary figures", async () => {
    const raw = { limit: "5", foe: "fanatic" };
    const { run, result } = await simulatedResultOf(attack, raw, 50_000);
    const exact = attack.run!(run.params);
    expect(result.outcomes.map((row) => row.outcome)).toEqual(exact.outcomes.map((row) => row.outcome));
    expect(Object.keys(result.summary)).toEqual(expect.arrayContaining(Object.keys(exact.summary).filter((name) => name !== "expectedAttacksToDefeat")));
  });
});
