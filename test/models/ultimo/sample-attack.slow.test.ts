import { describe, it } from "vitest";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "../../support/sampling.js";
import { attackAnalysis } from "../../../src/analyses/ultimo/attack.js";

const attack = attackAnalysis;

// The larger exact exchanges (Horus, a 6-card hand against difficulty 8) behind the attack sampler's check: several seconds each.
describe("sampleAttack (slow cases)", () => {
  it.each([
    [{ limit: "4", handSize: "5", foe: "horus", weapon: "3", soak: "2" }],
    [{ limit: "6", handSize: "6", foe: "cultist", attack: "ranged", weapon: "1", trait: "gamblin-man" }],
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
});
