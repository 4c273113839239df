import { describe, expect, it } from "vitest";
import { deckFileOption, deckFileProblems, deckFileSize, parseDeckFile, type DeckFileRules } from "../../src/framework/deck-file.js";

const ULTIMO: DeckFileRules = { suits: "optional", values: [1, 10], maxCards: 216 };
const ASH: DeckFileRules = { suits: "required", values: [0, 3], maxCards: 108 };

describe("deckFileProblems", () => {
  it("a valid deck has no problems and reads card, count and value", () => {
    const raw = { name: "short", cards: [{ card: "A", count: 4 }, { card: "k", count: 6, value: 9 }, { card: "X", count: 1 }] };
    expect(deckFileProblems("--dealer-deck-file", raw, ULTIMO)).toEqual([]);
    const file = parseDeckFile(raw, ULTIMO)!;
    expect(file.name).toBe("short");
    expect(file.cards.map((line) => [line.name, line.count, line.value])).toEqual([["A", 4, undefined], ["K", 6, 9], ["X", 1, undefined]]);
    expect(deckFileSize(file)).toBe(11);
  });
  it("names the field, what it allows and what it received", () => {
    const raw = { cards: [{ card: "A", count: 4 }, { card: "2", count: 1 }, { card: "3", count: 1 }, { card: "K", count: "two" }] };
    expect(deckFileProblems("--dealer-deck-file", raw, ULTIMO)).toEqual(['--dealer-deck-file: cards[3].count: expected a whole number ≥ 1, received "two"']);
    expect(deckFileProblems("--deck", { cards: [{ card: "Z", count: 1, value: 11 }] }, ULTIMO)).toEqual([
      '--deck: cards[0].card: expected a card like A, K, 10, 2 (a suit letter where a rule needs it: AS), or X, JL, JB for a joker, received "Z"',
      "--deck: cards[0].value: expected a whole number from 1 to 10, received 11",
    ]);
    expect(deckFileProblems("--deck", { cards: [{ card: "K", count: 1, colour: "red" }] }, ULTIMO)).toEqual(["--deck: cards[0].colour: unknown field (fields: card, count, value)"]);
    expect(deckFileProblems("--deck", { cards: [] }, ULTIMO)).toEqual(["--deck: cards: expected at least one card, received []"]);
    expect(deckFileProblems("--deck", { cards: [{ card: "K", count: 300 }] }, ULTIMO)).toEqual(["--deck: cards: expected at most 216 cards in all, received 300"]);
  });
  it("a game that needs suits refuses a bare rank", () => {
    expect(deckFileProblems("--deck", { cards: [{ card: "K", count: 1 }] }, ASH)[0]).toMatch(/^--deck: cards\[0\]\.card: expected a card with its suit/);
    expect(parseDeckFile({ cards: [{ card: "KH", count: 1, value: 2 }] }, ASH)?.cards[0]).toEqual({ card: { kind: "ranked", rank: "K", suit: "hearts" }, name: "KH", count: 1, value: 2 });
  });
});

describe("deckFileOption", () => {
  const option = deckFileOption({ flag: "dealer-deck-file", doc: "d", rules: ULTIMO, problems: (file, flag) => (file.cards.some((line) => line.name === "A" && line.value !== undefined) ? [`${flag}: cards: an ace takes no value`] : []) });
  it("is an optional json-file option that may be YAML", () => {
    expect([option.kind, option.optional, option.yaml]).toEqual(["json-file", true, true]);
  });
  it("parses a valid deck and explains a bad one, the game's own checks included", () => {
    expect(option.parse({ cards: [{ card: "A", count: 2 }] })?.cards.length).toBe(1);
    expect(option.parse({ cards: [{ card: "A", count: 2, value: 3 }] })).toBeUndefined();
    expect(option.explain?.({ cards: [{ card: "A", count: 2, value: 3 }] })).toEqual(["--dealer-deck-file: cards: an ace takes no value"]);
  });
});

describe("deck files written in YAML", () => {
  it("a card written as a bare number (YAML's `card: 7`) is that rank", () => {
    expect(parseDeckFile({ cards: [{ card: 7, count: 2 }] }, ULTIMO)?.cards[0]?.name).toBe("7");
  });
});
