import { describe, expect, it } from "vitest";
import { cardName, parseCard, parseCards, RANKS, SUITS, SUIT_LETTERS } from "../../src/core/cards.js";

describe("card notation", () => {
  it("reads and writes every ranked card with its suit, in any case", () => {
    for (const rank of RANKS) {
      for (const suit of SUITS) {
        const name = `${rank}${SUIT_LETTERS[suit]}`;
        expect(parseCard(name.toLowerCase(), "required")).toEqual({ kind: "ranked", rank, suit });
        expect(cardName(parseCard(name)!)).toBe(name);
      }
    }
  });
  it("tells the jokers apart: JL little, JB big, X any", () => {
    expect(["JL", "JB", "X"].map((word) => parseCard(word))).toEqual([
      { kind: "joker", joker: "little" },
      { kind: "joker", joker: "big" },
      { kind: "joker", joker: "any" },
    ]);
  });
  it("enforces the suit rule: required, optional or none", () => {
    expect(parseCard("K", "required")).toBeUndefined();
    expect(parseCard("KS", "none")).toBeUndefined();
    expect(parseCard("K", "none")).toEqual({ kind: "ranked", rank: "K", suit: undefined });
  });
  it("rejects what is not a card", () => {
    for (const word of ["1", "11", "1H", "KX", "Z", "", "10HH", "J L"]) expect(parseCard(word)).toBeUndefined();
  });
  it("reads lists separated by commas or spaces and names the first bad word", () => {
    expect(parseCards("QH,7C  AS", "required")).toEqual({
      ok: true,
      cards: [
        { kind: "ranked", rank: "Q", suit: "hearts" },
        { kind: "ranked", rank: "7", suit: "clubs" },
        { kind: "ranked", rank: "A", suit: "spades" },
      ],
    });
    expect(parseCards("J,A,K,9,Y,7", "none")).toEqual({ ok: false, word: "Y" });
    expect(parseCards("", "none")).toEqual({ ok: true, cards: [] });
    expect(parseCards("J,,A")).toEqual({ ok: false, word: "" });
    expect(parseCards("J,A,")).toEqual({ ok: false, word: "" });
    expect(parseCards(", J")).toEqual({ ok: false, word: "" });
  });
});
