import { describe, expect, it } from "vitest";
import { parseDeckFile } from "../../../src/framework/deck-file.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { parseCards, type Card } from "../../../src/core/cards.js";
import { solveAshCheck } from "../../../src/models/ash/check.js";
import { checkTerms } from "../../../src/models/ash/building-the-total.js";
import { ASH_DECK_FILE_RULES } from "../../../src/analyses/ash/deck-files.js";
import { deckCardValue, deckValueCounts } from "../../../src/models/ash/designer-deck.js";
import { bruteOptimalUtility, valuesOfCounts } from "../../support/ash-brute.js";
import { F } from "../../support/brute-force.js";
import { ashSetup } from "../../support/ash-setup.js";

const deckOf = (raw: unknown) => parseDeckFile(raw, ASH_DECK_FILE_RULES)!;
const cards = (text: string): Card[] => (parseCards(text, "required") as { ok: true; cards: Card[] }).cards;

describe("the designer's Ash decks (issue 18)", () => {
  const player = deckOf({ cards: [{ card: "AH", count: 2 }, { card: "2C", count: 3 }] });
  const gm = deckOf({ cards: [{ card: "2C", count: 2 }, { card: "AS", count: 1 }] });

  it("a card counts as RULES.md 4.1 says unless the file gives its value: AH 3 in hearts, 2 in spades; 7C given 2 is 2 anywhere", () => {
    const sevens = deckOf({ cards: [{ card: "7C", count: 2, value: 2 }, { card: "AH", count: 1 }] });
    expect([deckValueCounts(sevens, "hearts"), deckValueCounts(sevens, "spades")]).toEqual([[0, 0, 2, 1], [0, 0, 3, 0]]);
    expect(deckCardValue(sevens, cards("7C")[0]!, "clubs")).toBe(2);
    expect(deckValueCounts(undefined, "clubs")).toEqual([27, 18, 6, 3]);
  });

  it("worked by hand: Trait 1 from {AH×2, 2C×3} against 1 Opposing from {2C×2, AS}: superb 4/15, messy 2/15, failure 2/5, dismal 1/5", () => {
    // Player: 3 (2/5) or 0 (3/5); GM: 0 (2/3) or 2 (1/3). Totals 3, 1, 0, −2.
    const solved = solveAshCheck({ ...ashSetup(), suit: "hearts", trait: 1, opposing: 1, deck: player, gmDeck: gm });
    expect(Object.fromEntries(solved.outcomes.entries().map((e) => [e.outcome, Rational.of(e.weight, solved.outcomes.total).toString()]))).toEqual({ superb: "4/15", messy: "2/15", failure: "2/5", dismal: "1/5" });
  });

  it.each([
    ["reveal before, cost 1/4", "before", Rational.of(1, 4)],
    ["reveal after", "after", Rational.ZERO],
  ] as const)("the optimal play from a designer's deck equals the brute force over its cards (%s)", (_, reveal, cost) => {
    const deck = deckOf({ cards: [{ card: "2C", count: 3 }, { card: "KH", count: 2 }, { card: "7D", count: 1, value: 3 }, { card: "QS", count: 2 }] });
    const setup = { ...ashSetup(), suit: "hearts", trait: 1, opposing: 1, hand: cards("2C,QS"), policy: "optimal", reveal, cardCost: cost, deck, gmDeck: gm } as const;
    const terms = checkTerms(setup);
    const brute = bruteOptimalUtility(valuesOfCounts(terms.deckCounts), [0, 1], 1, valuesOfCounts(terms.gmDeckCounts), 1, F(cost.numerator, cost.denominator), { after: reveal === "after" });
    expect(solveAshCheck(setup).expectedUtility.toString()).toBe(`${brute.s * brute.n}/${brute.d}`);
  });
});
