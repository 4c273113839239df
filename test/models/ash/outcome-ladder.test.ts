import { describe, expect, it } from "vitest";
import { SUITS, type Card } from "../../../src/core/cards.js";
import { weaponTerm } from "../../../src/models/ash/building-the-total.js";
import { cardValue, deckCountsWithout, fullDeckCounts, valueCounts } from "../../../src/models/ash/card-values.js";
import { checkConsequences, ladderIndex, OUTCOMES, outcomeOf } from "../../../src/models/ash/outcome-ladder.js";
import { outcomeUtility } from "../../../src/models/ash/outcome-utilities.js";
import { bruteOutcome, bruteValue, realDeck, type Suit } from "../../support/ash-brute.js";

const LETTER: Record<string, Suit> = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };
const SUIT_OF: Record<string, (typeof SUITS)[number]> = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };

function asCard(card: { rank: string; suit: string }): Card {
  if (card.suit === "joker") return { kind: "joker", joker: card.rank === "JL" ? "little" : "big" };
  return { kind: "ranked", rank: card.rank as never, suit: SUIT_OF[card.suit]! };
}

describe("Ash card values (RULES.md 4.1)", () => {
  it.each(SUITS)("a 54-card deck in a %s check holds 27 zeros, 18 ones, 6 twos and 3 threes", (suit) => {
    const counts = [0, 0, 0, 0];
    for (const card of realDeck()) counts[cardValue(asCard(card), suit)]! += 1;
    expect(counts).toEqual([27, 18, 6, 3]);
    expect(fullDeckCounts()).toEqual([27, 18, 6, 3]);
  });
  it.each(SUITS)("every card's value in a %s check matches the rule written again card by card", (suit) => {
    for (const card of realDeck()) expect(cardValue(asCard(card), suit)).toBe(bruteValue(card, LETTER[suit]!));
  });
  it("worked values: 7C is 1 in a clubs check and 0 otherwise; QH 2 in hearts; AS 3 in spades, 2 in clubs; a joker is 3 everywhere", () => {
    expect(cardValue({ kind: "ranked", rank: "7", suit: "clubs" }, "clubs")).toBe(1);
    expect(cardValue({ kind: "ranked", rank: "7", suit: "clubs" }, "hearts")).toBe(0);
    expect(cardValue({ kind: "ranked", rank: "Q", suit: "hearts" }, "hearts")).toBe(2);
    expect(cardValue({ kind: "ranked", rank: "A", suit: "spades" }, "spades")).toBe(3);
    expect(cardValue({ kind: "ranked", rank: "A", suit: "spades" }, "clubs")).toBe(2);
    expect(cardValue({ kind: "joker", joker: "any" }, "diamonds")).toBe(3);
  });
  it("deckCountsWithout removes the hand's cards from their classes", () => {
    expect(deckCountsWithout([{ kind: "ranked", rank: "Q", suit: "hearts" }, { kind: "ranked", rank: "7", suit: "clubs" }], "hearts")).toEqual([26, 18, 5, 3]);
  });
  it("valueCounts copies four counts and refuses any other number of them", () => {
    const counts = [27, 18, 6, 3];
    const copy = valueCounts(counts);
    counts[0] = 0;
    expect(copy).toEqual([27, 18, 6, 3]);
    expect(valueCounts(Int32Array.of(1, 2, 3, 4))).toEqual([1, 2, 3, 4]);
    expect(() => valueCounts([1, 2, 3])).toThrow("expected a count for each value class 0..3, received 3");
    expect(() => valueCounts([1, 2, 3, 4, 5])).toThrow("expected a count for each value class 0..3, received 5");
  });
});

describe("the outcome ladder and what a check adds (RULES.md 4.3)", () => {
  it("outcomeOf agrees with the ladder table for totals −6..6", () => {
    for (let total = -6; total <= 6; total++) expect(outcomeOf(total)).toBe(bruteOutcome(total));
  });
  it("ladderIndex(total) is the place of bruteOutcome(total) in OUTCOMES: 0 for 3 and up, 3 − total between, 5 for −2 and down", () => {
    for (let total = -6; total <= 6; total++) expect(OUTCOMES[ladderIndex(total)]).toBe(bruteOutcome(total));
    expect([6, 3, 2, 1, 0, -1, -2, -6].map(ladderIndex)).toEqual([0, 0, 1, 2, 3, 4, 5, 5]);
  });
  it("messy and failure add a Strain; bad a Wound and, being wounded, a Strain; dismal two Wounds", () => {
    expect(checkConsequences("superb", 0, false)).toEqual({ strain: 0, wounds: 0 });
    expect(checkConsequences("messy", 0, false)).toEqual({ strain: 1, wounds: 0 });
    expect(checkConsequences("failure", 0, false)).toEqual({ strain: 1, wounds: 0 });
    expect(checkConsequences("bad", 0, false)).toEqual({ strain: 1, wounds: 1 });
    expect(checkConsequences("dismal", 0, false)).toEqual({ strain: 1, wounds: 2 });
  });
  it("a wounded character gains a Strain on any outcome, and an evocation one more", () => {
    expect(checkConsequences("superb", 1, false)).toEqual({ strain: 1, wounds: 0 });
    expect(checkConsequences("messy", 2, true)).toEqual({ strain: 3, wounds: 0 });
  });
  it("utilities are superb 3 … dismal −2 (RULES.md 4.5)", () => {
    expect([5, 3, 2, 1, 0, -1, -2, -7].map(outcomeUtility)).toEqual([3, 3, 2, 1, 0, -1, -2, -2]);
  });
});

describe("weapons (RULES.md 4.2)", () => {
  it("ST 3 against AR 2 with one + hits a target for 2 and the attacker's total gains 2", () => {
    expect(weaponTerm({ strength: 3, armor: 2, pierce: 1, role: "target" })).toBe(-2);
    expect(weaponTerm({ strength: 3, armor: 2, pierce: 1, role: "attacker" })).toBe(2);
  });
  it("neither armor nor strength goes below 0", () => {
    expect(weaponTerm({ strength: 1, armor: 4, pierce: 0, role: "target" })).toBe(0);
    expect(weaponTerm({ strength: 2, armor: 1, pierce: 3, role: "attacker" })).toBe(2);
  });
});
