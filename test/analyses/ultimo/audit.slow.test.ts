import { describe, expect, it } from "vitest";
import { simulateRaw } from "../../support/sampling.js";
import { validateRun } from "../../../src/framework/analysis.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { attackAnalysis } from "../../../src/analyses/ultimo/attack.js";
import { foeSurvival } from "../../../src/analyses/ultimo/audit.js";
import { FOES } from "../../../src/models/ultimo/foes.js";



// Exact exchanges of a 7-card hand against each example foe and 100,000-attack samples: several seconds each.
describe("the Ultimo audit (RULES.md 3.1, 3.9, 6): the foe chains", () => {
  /** P(the Fanatic is down by attack n), n = 1..attacks, from the exact chain against 100,000 simulated attacks at seed 1: within 4 SE each. */
  async function expectChainMatchesSampler(raw: Readonly<Record<string, string>>, survival: ReturnType<typeof foeSurvival>, attacks: number) {
    const run = await simulateRaw(attackAnalysis, { limit: "5", foe: "fanatic", ...raw }, 100_000);
    const counts = run.estimates.groups["attacks"]!;
    let felled = 0;
    for (let n = 1; n <= attacks; n++) {
      felled += counts[String(n)]!.count;
      const p = survival.byAttack[n - 1]!.toNumber();
      const standardError = Math.sqrt((p * (1 - p)) / 100_000);
      expect(Math.abs(felled / 100_000 - p), `defeated by attack ${n}`).toBeLessThanOrEqual(4 * standardError + 1e-12);
    }
  }

  // Five cards against difficulty 6 (Fanatic, Cultist) or 11 (Horus) leave a Dealer card unpaired, a failure,
  // so no perfect success: one attack deals at most S ≤ 5 before soak. Fanatic: 5 − 1 = 4 < 6 health, so
  // never in one attack; Cultist: 5 − 2 = 3 a hit, 3 + 3 < 8, so never in two; Horus: 5 < soak 10, never.
  it("foeSurvival: the Fanatic cannot fall to one attack, the Cultist not to two, Horus never", () => {
    const fanatic = foeSurvival(FOES.fanatic);
    const cultist = foeSurvival(FOES.cultist);
    const horus = foeSurvival(FOES.horus);
    expect([fanatic.maxDealt, cultist.maxDealt, horus.maxDealt]).toEqual([5, 5, 5]);
    expect(fanatic.byAttack[0]!.equals(Rational.ZERO)).toBe(true);
    expect(fanatic.byAttack[1]!.compare(Rational.ZERO)).toBeGreaterThan(0);
    expect(cultist.byAttack[1]!.equals(Rational.ZERO)).toBe(true);
    expect(cultist.byAttack[2]!.compare(Rational.ZERO)).toBeGreaterThan(0);
    expect(horus.byAttack.every((p) => p.equals(Rational.ZERO))).toBe(true);
    expect(horus.expectedAttacks).toBeUndefined();
  });

  it("armed with a dagger (+1), the Fanatic's chain agrees with the attack sampler (100,000 attacks, seed 1) within 4 standard errors", async () => {
    const armed = foeSurvival(FOES.fanatic, 1);
    await expectChainMatchesSampler({ weapon: "1" }, armed, 4);
    expect(armed.medianSurvived).toBe(2);
  });

  it("the Fanatic's figures agree with the attack sampler (100,000 attacks, seed 1) within 4 standard errors", async () => {
    await expectChainMatchesSampler({}, foeSurvival(FOES.fanatic), 6);
  });

  it("the foe figures are those of `ultimo attack --limit 5 --foe F` (hand 7, greedy)", () => {
    const attack = attackAnalysis;
    const validated = validateRun(attack, { limit: "5", foe: "fanatic" });
    if (!validated.ok) throw new Error(validated.errors.join("; "));
    const exact = attack.run!(validated.value);
    const fromAnalysis = exact.details!.attacksToDefeat!.slice(0, 6).map((row) => row.exact);
    expect(foeSurvival(FOES.fanatic).byAttack.slice(0, 6).map((p) => p.toString())).toEqual(fromAnalysis);
  });

  // 4 + ⌊max(AGI, VIT)/2⌋: Scientist max(6, 6) = 6 → 7; Abomination max(1, 6) = 6 → 7; + 1 at full health = 8.
});
