import { describe, expect, it } from "vitest";
import { readPlay } from "../../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { BIG_JOKER_CLASS, CLASS_COUNT, cardOfKind, classCard, classFacts, JACK_CLASS, JOKER_CLASS, pairClass, sessionCards } from "../../../../src/models/ultimo/sample/session-cards.js";

describe("pair classes", () => {
  it("pairClass(classCard(c)) is c for every class 0..12", () => {
    for (let c = 0; c < CLASS_COUNT; c++) expect(pairClass(classCard(c))).toBe(c);
  });
  it("pairClass(X, A, J, 2, 10, K) is 0, 1, 2, 3, 11, 11 (a king pairs as a 10)", () => {
    expect(readPlay("X,A,J,2,10,K").map(pairClass)).toEqual([0, 1, 2, 3, 11, 11]);
  });
  it("classFacts: a jack 1, a joker 2, the big joker 6 (joker and auto-fail), a value 0", () => {
    expect([JACK_CLASS, JOKER_CLASS, BIG_JOKER_CLASS, 5].map(classFacts)).toEqual([1, 2, 6, 0]);
  });
});

describe("sessionCards(DEFAULT_RULES)", () => {
  const cards = sessionCards(DEFAULT_RULES);
  it("is 54 cards whose kinds' counts add up, with the queen at its raw value 2", () => {
    expect(cards.baseDeck.length).toBe(54);
    expect(cards.kinds.reduce((sum, kind) => sum + kind.count, 0)).toBe(54);
    expect(cards.rawQueen).toBe(2);
    for (let k = 0; k < cards.kindCount; k++) expect(cards.baseDeck.filter((kind) => kind === k).length).toBe(cards.kinds[k]!.count);
  });
  it("a queen copies number cards and kings only: discardValue is −1 for aces, jokers, jacks and the queen", () => {
    cards.kinds.forEach((kind, k) => {
      const copyable = kind.card.kind === "value" && k !== cards.queenKind;
      expect(cards.discardValue[k], kind.card.label).toBe(copyable ? kind.card.value : -1);
    });
  });
  it("cardOfKind(queen, 7) is the queen worth 7, and its kind is the queen's", () => {
    const queen = cardOfKind(cards, cards.queenKind, 7);
    expect(queen.value).toBe(7);
    expect(cards.kindOfCard.get(queen)).toBe(cards.queenKind);
  });
});
