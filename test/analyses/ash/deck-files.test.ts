import { describe, expect, it } from "vitest";
import { parseDeckFile } from "../../../src/framework/deck-file.js";
import { ASH_DECK_FILE_RULES, deckSizeOf, handDeckProblems } from "../../../src/analyses/ash/deck-files.js";

const deckOf = (raw: unknown) => parseDeckFile(raw, ASH_DECK_FILE_RULES)!;

describe("the designer's Ash deck files (issue 18)", () => {
  const player = deckOf({ cards: [{ card: "AH", count: 2 }, { card: "2C", count: 3 }] });

  it("a hand card the deck does not hold, or holds fewer times, is named with the deck's cards", () => {
    expect(handDeckProblems(player, ["AH", "AH", "AH", "KS"])).toEqual([
      '--hand: the card "AH" is held more often than the --deck file (cards: AH, 2C)',
      '--hand: the card "KS" is not in the --deck file (cards: AH, 2C)',
    ]);
    expect(handDeckProblems(undefined, ["KS"])).toEqual([]);
  });

  it("deckSizeOf counts the file's cards, or 54 without a file", () => {
    expect([deckSizeOf(player), deckSizeOf(undefined)]).toEqual([5, 54]);
  });
});
