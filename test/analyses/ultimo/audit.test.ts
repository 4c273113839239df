import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/core/analysis.js";
import { Rational } from "../../../src/core/rational.js";
import { simulateRaw } from "../../support/sampling.js";
import { attackAnalysis } from "../../../src/analyses/ultimo/attack.js";
import { auditUltimo, foeSurvival } from "../../../src/analyses/ultimo/audit.js";
import { attackPower, stamina, unpairedTally } from "../../../src/models/ultimo/character.js";
import { FOES } from "../../../src/models/ultimo/foes.js";

const claims = auditUltimo();
const claim = (id: string) => claims.find((c) => c.id === id)!;

describe("the Ultimo audit (RULES.md 3.1, 3.9, 6)", () => {
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

  it("the foe claims: unarmed, the Fanatic (median 3) and the Cultist (median 8) miss their guidelines, which a dagger or shortsword meets — so they depend on the reading; Horus holds (never falls)", () => {
    expect(["foe-fanatic", "foe-cultist", "foe-horus"].map((id) => claim(id).verdict)).toEqual(["depends on the reading", "depends on the reading", "holds"]);
    expect(claim("foe-fanatic").figure).toBe(
      "unarmed: median attacks survived 3 (P(defeated by attack 4) 63.2%); P(survives 1–2) 39.0%; expected attacks to defeat 4.2329; with a dagger (+1): median 2; with a shortsword (+2): median 1",
    );
    expect(claim("foe-cultist").figure).toMatch(/^unarmed: median attacks survived 8 \(P\(defeated by attack 9\) 58\.3%\).*; with a dagger \(\+1\): median 4; with a shortsword \(\+2\): median 3$/);
    expect(claim("foe-horus").figure).toBe("unarmed: never defeated: one attack deals at most 5 before soak 10; P(survives 10 or more) 1 (100%)");
  });

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
  it("stamina: 7 for both example characters, 8 at full health; the table's 7 depends on the reading", () => {
    expect([stamina({ agi: 6, vit: 6 }, false), stamina({ agi: 1, vit: 6 }, false), stamina({ agi: 1, vit: 6 }, true)]).toEqual([7, 7, 8]);
    const claimed = claim("example-stamina");
    expect(claimed.verdict).toBe("depends on the reading");
    expect(claimed.figure).toContain("Kind-Hearted Abomination (AGI 1, VIT 6): 7, 8 at full health; printed 7");
  });

  it("Aid: 12 against the Butler's 15 fails; at difficulty 15, 12 cards leave 3 Dealer cards unpaired, 17 give 2 successes", () => {
    expect(unpairedTally(12, 15)).toEqual({ successes: 0, failures: 3 });
    expect(unpairedTally(17, 15)).toEqual({ successes: 2, failures: 0 });
    expect(claim("aid-limit").verdict).toBe("fails");
    expect(claim("aid-limit").figure).toBe(
      "Aid limit 12, the Butler's base 15 (3 more); at difficulty 15: 12 cards 3 unpaired failures, 15 cards no unpaired card, 17 cards 2 unpaired successes",
    );
  });
});


describe("the Ultimo audit: trivial checks", () => {
  // D + 5 ≤ playable gives a partial success, D + 7 ≤ playable a success (RULES.md 3.6): 7 cards → success at
  // D ≤ 0, partial at D ≤ 2; 8 cards → success at D ≤ 1, partial at D ≤ 3. So at most 4 of the difficulties 0..4.
  it('"0-4 … often covered by the overwhelming expertise rule": 3 of 5 with 7 cards, 4 of 5 with 8: partly', () => {
    const trivial = claims.find((c) => c.id === "trivial-checks-expertise")!;
    expect(trivial.verdict).toBe("partly");
    expect(trivial.figure).toBe("7 cards: success at 0, partial success at 1–2, nothing at 3–4; 8 cards: success at 0–1, partial success at 2–3, nothing at 4");
  });
});

describe("the Ultimo audit: the example characters' combat figures", () => {
  // Health = VIT + Toughness: 6 + 0 = 6, 6 + 2 = 8. Melee = ⌊max(STR, AGI)/2⌋ + Brawling: ⌊6/2⌋ + 0 = 3, ⌊10/2⌋ + 4 = 9;
  // Ranged with Shooting 0: 3 and 5 — the printed 6/8, 3/9, 3/5.
  it("attackPower and health reproduce the printed table: holds", () => {
    expect([attackPower({ str: 1, agi: 6 }, 0), attackPower({ str: 10, agi: 1 }, 4), attackPower({ str: 10, agi: 1 }, 0)]).toEqual([3, 9, 5]);
    const figures = claims.find((c) => c.id === "example-attack-power")!;
    expect(figures.verdict).toBe("holds");
    expect(figures.figure).toBe("Amoral Mad Scientist: health 6, melee 3, ranged 3; Kind-Hearted Abomination: health 8, melee 9, ranged 5");
  });
});
