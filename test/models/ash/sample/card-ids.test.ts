import { describe, expect, it } from "vitest";
import { parseCards } from "../../../../src/core/cards.js";
import { cardIdsWithout, cardOfId, cardValues } from "../../../../src/models/ash/sample/card-ids.js";
import { bruteValue, realDeck } from "../../../support/ash-brute.js";

describe("card ids", () => {
  it("cardValues agrees with the brute-force value of every card of realDeck in every suit", () => {
    const values = cardValues();
    const deck = realDeck();
    (["C", "D", "H", "S"] as const).forEach((suit, s) => deck.forEach((card, id) => expect(values[s * 54 + id]).toBe(bruteValue(card, suit))));
  });
  it("cardIdsWithout(QH, X, JL) leaves 51 cards, neither joker and no QH", () => {
    const parsed = parseCards("QH,X,JL", "required");
    if (!parsed.ok) throw new Error("cards");
    const left = cardIdsWithout(parsed.cards).map((id) => cardOfId(id));
    expect(left).toHaveLength(51);
    expect(left.some((card) => card.kind === "joker")).toBe(false);
    expect(left.some((card) => card.kind === "ranked" && card.rank === "Q" && card.suit === "hearts")).toBe(false);
  });
});
