import { attackAnalysis } from "../../src/analyses/ultimo/attack.js";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "./sampling.js";

/**
 * Simulates `ultimo attack` (100,000 attacks, seed 1) and expects damage dealt and taken, their means and the
 * attacks to defeat within 4 standard errors of the exact exchange and its Markov chain.
 */
export async function expectAttackNearExact(raw: Readonly<Record<string, unknown>>): Promise<void> {
  const run = await simulateRaw(attackAnalysis, raw, 100_000);
  const exact = attackAnalysis.run(run.params);
  expectNearExact(run.estimates, "dealt", exact.outcomes);
  expectNearExact(run.estimates, "taken", exact.outcomes.map((row) => ({ outcome: row.outcome, probability: Number(row.taken) })));
  expectMeanNearExact(run.estimates, "dealt", exact.summary.expectedDealt!);
  expectMeanNearExact(run.estimates, "taken", exact.summary.expectedTaken!);
  // P(felled at attack n) = P(defeated by n) − P(defeated by n − 1), from the exact Markov chain.
  const byAttack = exact.details!.attacksToDefeat!.map((row) => Number(row.pDefeated));
  const perAttack = byAttack.slice(0, 20).map((p, n) => ({ outcome: String(n + 1), probability: p - (n === 0 ? 0 : byAttack[n - 1]!) }));
  expectNearExact(run.estimates, "attacks", [...perAttack, { outcome: "more than 20", probability: 1 - byAttack[19]! }]);
}
