import { describe, expect, it } from "vitest";
import { DEALER_DECKS, DEALER_JACKS, DEALER_JOKERS, DEFAULT_RULES, hasTrait, ODD_ROUNDINGS, TALLIES, TRAITS } from "../../../src/models/ultimo/rules.js";

describe("the rule readings of RULES.md 3 as closed sets", () => {
  it("each set lists its readings, the default first (3.1 deck, 3.2 jacks, 3.4 jokers, 3.5 tally and rounding)", () => {
    expect([TALLIES, ODD_ROUNDINGS, DEALER_JOKERS, DEALER_JACKS, DEALER_DECKS].map((set) => [...set])).toEqual([
      ["versus", "half-rating"],
      ["player", "none"],
      ["beats-all", "loses", "removed"],
      ["last", "first"],
      ["54", "52"],
    ]);
    expect([...TRAITS]).toEqual(["aged-wisdom", "gamblin-man", "long-live-the-queen", "god-save-the-queen", "jack-of-all-trades"]);
  });
  it("DEFAULT_RULES are RULES.md 3's defaults: versus, player rounding, cancels lower the rating, jokers beat all, jacks last, queen 2, 54 cards, no traits", () => {
    expect(DEFAULT_RULES).toEqual({
      tally: "versus",
      oddRounding: "player",
      cancelsLowerRating: true,
      dealerJoker: "beats-all",
      dealerJacks: "last",
      dealerQueen: 2,
      dealerDeck: "54",
      traits: [],
    });
  });
});

describe("hasTrait", () => {
  it("hasTrait(gamblin-man on, gamblin-man) is true; aged-wisdom is off; no trait is on by default", () => {
    const rules = { ...DEFAULT_RULES, traits: ["gamblin-man" as const] };
    expect([hasTrait(rules, "gamblin-man"), hasTrait(rules, "aged-wisdom")]).toEqual([true, false]);
    expect(TRAITS.some((trait) => hasTrait(DEFAULT_RULES, trait))).toBe(false);
  });
});
