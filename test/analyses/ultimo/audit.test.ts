import { describe, expect, it } from "vitest";
import { auditUltimo } from "../../../src/analyses/ultimo/audit.js";
import { attackPower, stamina } from "../../../src/models/ultimo/character.js";
import { unpairedTally } from "../../../src/models/ultimo/pairing.js";

const claims = auditUltimo();
const claim = (id: string) => claims.find((c) => c.id === id)!;

describe("the Ultimo audit (RULES.md 3.1, 3.9, 6)", () => {
  it("the foe claims: unarmed, the Fanatic (median 3) and the Cultist (median 8) miss their guidelines, which a dagger or shortsword meets — so they depend on the reading; Horus holds (never falls)", () => {
    expect(["foe-fanatic", "foe-cultist", "foe-horus"].map((id) => claim(id).verdict)).toEqual(["depends on the reading", "depends on the reading", "holds"]);
    expect(claim("foe-fanatic").figure).toBe(
      "unarmed: median attacks survived 3 (P(defeated by attack 4) 63.2%); P(survives 1–2) 39.0%; expected attacks to defeat 4.2329; with a dagger (+1): median 2; with a shortsword (+2): median 1",
    );
    expect(claim("foe-cultist").figure).toMatch(/^unarmed: median attacks survived 8 \(P\(defeated by attack 9\) 58\.3%\).*; with a dagger \(\+1\): median 4; with a shortsword \(\+2\): median 3$/);
    expect(claim("foe-horus").figure).toBe("unarmed: never defeated: one attack deals at most 5 before soak 10; P(survives 10 or more) 1 (100%)");
  });

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
