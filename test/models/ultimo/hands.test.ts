import { describe, expect, it } from "vitest";
import { binomialNumber } from "../../../src/core/combinatorics.js";
import { playerDeck } from "../../../src/models/ultimo/cards.js";
import { cardsOf, forEachHand, forEachSubHand, forEachSubHandOf, subHandTable } from "../../../src/models/ultimo/hands.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

const deck = playerDeck(DEFAULT_RULES, 2);

describe("hands and sub-hands of the player's deck", () => {
  it("every hand of 3 once, its deals adding up to C(54, 3)", () => {
    let deals = 0;
    let hands = 0;
    forEachHand(deck, 3, (counts, ways) => {
      expect(cardsOf(deck, counts)).toHaveLength(3);
      deals += ways;
      hands++;
    });
    expect(deals).toBe(binomialNumber(54, 3));
    expect(hands).toBeLessThan(deals);
  });
  it("2,380 joker-free sub-hands of at most 4 cards, the empty one first and best in the tie order", () => {
    const table = subHandTable(deck, 4);
    expect(table.subHandCards).toHaveLength(2380);
    expect(table.subHandCards[0]).toEqual([]);
    expect(table.tieRank[0]).toBe(0);
    let visited = 0;
    forEachSubHand(table.allowed, 4, () => visited++);
    expect(visited).toBe(2380);
  });
  it("a hand's sub-hands are found in the table by their keys", () => {
    const table = subHandTable(deck, 2);
    const hand = new Int8Array(deck.length);
    hand[deck.findIndex((kind) => kind.card.label === "K")] = 2;
    hand[deck.findIndex((kind) => kind.card.label === "9")] = 1;
    const found: string[] = [];
    forEachSubHandOf(hand, table.allowed, 2, table.place, (key) => found.push(table.subHandCards[table.subHandIndex.get(key)!]!.map((card) => card.label).join(",")));
    expect(found.sort()).toEqual(["", "9", "K", "K,9", "K,K"].sort());
  });
});
