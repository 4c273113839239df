import { describe, expect, it } from "vitest";
import { Pile } from "../../../../src/models/ash/sample/pile.js";
import { Xoshiro128, seedState } from "../../../../src/sim/xoshiro.js";

describe("the campaign sampler's pile of real cards", () => {
  it("draws each of the 54 cards once, then −1 while the cards are still on the table", () => {
    const pile = new Pile();
    const random = new Xoshiro128(seedState(1));
    pile.reset();
    const drawn = Array.from({ length: 54 }, () => pile.draw(random));
    expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: 54 }, (_, id) => id));
    drawn.forEach((card) => pile.toTable(card));
    expect(pile.draw(random)).toBe(-1);
  });
  it("reshuffles the discard pile when the draw pile is empty: after endCheck the 54 cards come back", () => {
    const pile = new Pile();
    const random = new Xoshiro128(seedState(2));
    pile.reset();
    for (let i = 0; i < 54; i++) pile.toTable(pile.draw(random));
    pile.endCheck();
    const again = Array.from({ length: 54 }, () => pile.draw(random));
    expect(new Set(again).size).toBe(54);
  });
});
