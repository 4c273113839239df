import { describe, expect, it } from "vitest";
import { parseCards, type Card } from "../../../src/core/cards.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { type AshCheckSetup, checkTerms } from "../../../src/models/ash/building-the-total.js";
import { optimalSetupOf } from "../../../src/models/ash/optimal-play.js";

const cards = (text: string): Card[] => {
  const parsed = parseCards(text, "required");
  if (!parsed.ok) throw new Error(text);
  return parsed.cards;
};
const BASE: AshCheckSetup = { suit: "hearts", trait: 2, hand: [], play: [], discard: [], opposing: 1, strain: 2, wounds: 0, weaponSt: 3, armor: 2, pierce: 1, role: "target", evocation: false, decks: "separate", reveal: "before", policy: "none", cardCost: Rational.ZERO };

describe("checkTerms (RULES.md 4.1–4.5), worked by hand", () => {
  it("Trait 2, 1 Opposing + 2 Strain, a target of ST 3 vs AR 2 with one +: 2 trait cards, 3 GM cards, weapon term −2", () => {
    const terms = checkTerms(BASE);
    expect([terms.trait, terms.opposingAndStrain, terms.weapon]).toEqual([2, 3, -2]);
    expect(terms.deckCounts).toEqual([27, 18, 6, 3]);
  });
  it("in Shock (3 Wounds) the Trait counts 0", () => {
    expect(checkTerms({ ...BASE, wounds: 3 }).trait).toBe(0);
  });
  it("policy all with QH, 7C, AS in hearts plays QH and AS (values 2, 2) and discards 7C; the deck loses all three", () => {
    const terms = checkTerms({ ...BASE, hand: cards("QH,7C,AS"), policy: "all" });
    expect(terms.played.map((card) => terms.valueOf(card))).toEqual([2, 2]);
    expect(terms.discarded).toEqual(cards("7C"));
    expect(terms.deckCounts).toEqual([26, 18, 4, 3]);
    expect(optimalSetupOf({ ...BASE, hand: cards("QH,7C,AS"), policy: "all" }, terms).hand).toEqual([{ name: "QH", value: 2 }, { name: "7C", value: 0 }, { name: "AS", value: 2 }]);
  });
});
