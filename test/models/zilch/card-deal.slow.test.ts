import { describe, expect, it } from "vitest";
import { solveCardDeal } from "../../../src/models/zilch/card-deal.js";
import { bruteCardDeal, bruteShapes, shape } from "../../support/zilch-brute-force.js";

describe("solveCardDeal (RULES.md 2.5, method=cards) against the literal deal, several players", () => {
  it.each([
    [[5, 6, 7, 8], 4, 2, 25],
    [[5, 6, 7], 4, 3, 24],
    [[5, 6, 7, 8, 9, 10], 2, 3, 13],
    [[5, 6, 7, 8], 3, 4, 20],
  ] as const)("piles of %j × %i, %i players, redraw at ≤ %i: every seat equals the literal enumeration", (values, piles, players, limit) => {
    const seats = solveCardDeal({ values, piles, players, redrawAtMost: limit });
    seats.forEach((seat, i) => {
      const brute = bruteShapes(bruteCardDeal(values, piles, players, limit, i));
      expect({ suit: shape(seat.suit), total: shape(seat.total), best: shape(seat.best) }).toEqual(brute);
    });
  });
});
