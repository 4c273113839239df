import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { sessionCards } from "../../../../src/models/ultimo/sample/session-cards.js";
import { SessionDeck } from "../../../../src/models/ultimo/sample/session-deck.js";
import { Xoshiro128, streamStates } from "../../../../src/sim/xoshiro.js";

const cards = sessionCards(DEFAULT_RULES);
const random = () => new Xoshiro128(streamStates(7, 1)[0]!);
const aceKind = cards.kinds.findIndex((kind) => kind.card.kind === "ace");
const nineKind = cards.kinds.findIndex((kind) => kind.card.label === "9");

describe("SessionDeck", () => {
  it("refill(random, 7) draws 7 cards from the top of a freshly shuffled 54-card deck", () => {
    const deck = new SessionDeck(cards, 7);
    deck.shuffleNew(random());
    expect(deck.refill(random(), 7, 0)).toBe(true);
    expect([deck.handSize, deck.deckCount, deck.hand.reduce((sum, count) => sum + count, 0)]).toEqual([7, 47, 7]);
  });
  it("54 cards drawn, 10 discarded: the next draw exhausts (10 − 7 removed → 3 left, 2 after the draw)", () => {
    const deck = new SessionDeck(cards, 7);
    const r = random();
    deck.shuffleNew(r);
    for (let i = 0; i < 54; i++) expect(deck.draw(r, 0)).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 10; i++) deck.toDiscard(nineKind);
    expect(deck.draw(r, 4)).toBe(nineKind);
    expect([deck.deckCount, deck.discardCount, deck.exhaustions, deck.removed, deck.firstExhausted]).toEqual([2, 0, 1, 7, 4]);
  });
  it("draw is −1 when the deck and the discard pile are empty, and refill then reports a pass-out", () => {
    const deck = new SessionDeck(cards, 7);
    const r = random();
    deck.shuffleNew(r);
    for (let i = 0; i < 54; i++) deck.draw(r, 0);
    expect(deck.draw(r, 0)).toBe(-1);
    expect(deck.refill(r, 1, 0)).toBe(false);
  });
  it("toDiscard(9) lets a queen copy 9; an ace does not lower it", () => {
    const deck = new SessionDeck(cards, 7);
    deck.shuffleNew(random());
    expect(deck.discardBest).toBe(2);
    deck.toDiscard(nineKind);
    deck.toDiscard(aceKind);
    expect(deck.discardBest).toBe(9);
  });
  it("youthfulAmbition: with one ace discarded it waits; with two the aces go back into the deck, the 9 stays", () => {
    const deck = new SessionDeck(cards, 7);
    const r = random();
    deck.shuffleNew(r);
    for (let i = 0; i < 10; i++) deck.draw(r, 0);
    deck.toDiscard(aceKind);
    deck.toDiscard(nineKind);
    expect(deck.youthfulAmbition(r)).toBe(false);
    deck.toDiscard(aceKind);
    expect(deck.youthfulAmbition(r)).toBe(true);
    expect([deck.deckCount, deck.discardCount, deck.discard[0]]).toEqual([46, 1, nineKind]);
  });
});

describe("SessionDeck.burn (RULES.md 3.11: Winded 4, Run Ragged 8, weather)", () => {
  it("burn(8) takes 8 cards from the top of the deck out of play: the next 8 draws of an unburned deck", () => {
    const burned = new SessionDeck(cards, 7);
    const plain = new SessionDeck(cards, 7);
    const [r1, r2] = [random(), random()];
    burned.shuffleNew(r1);
    plain.shuffleNew(r2);
    burned.burn(r1, 8, 0);
    for (let i = 0; i < 8; i++) plain.draw(r2, 0);
    expect([burned.deckCount, burned.burned, burned.discardCount]).toEqual([46, 8, 0]);
    expect(burned.draw(r1, 0)).toBe(plain.draw(r2, 0));
  });
  it("a burn that empties the deck exhausts the character as a draw does, and stops when no card is left", () => {
    const deck = new SessionDeck(cards, 7);
    const r = random();
    deck.shuffleNew(r);
    for (let i = 0; i < 50; i++) deck.draw(r, 0);
    for (let i = 0; i < 10; i++) deck.toDiscard(nineKind);
    deck.burn(r, 20, 2);
    // 4 burned from the deck, then the 10 discards shuffled in with 7 removed: 3 more burned, then nothing left.
    expect([deck.burned, deck.exhaustions, deck.removed, deck.deckCount]).toEqual([7, 1, 7, 0]);
  });
});
