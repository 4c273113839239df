import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/rational.js";
import { solveOptimalPlay } from "../../../src/models/ash/optimal-play.js";
import { fullDeckCounts } from "../../../src/models/ash/rules.js";
import { bruteOptimalUtility, valuesOfCounts } from "../../support/ash-brute.js";
import { F } from "../../support/brute-force.js";

describe("the optimal play (RULES.md 4.5)", () => {
  const small = [3, 2, 1, 1]; // a 7-card player deck: values 0,0,0,1,1,2,3
  it.each([
    ["hand 0,1,2, trait 1, 1 GM card, no cost", [0, 1, 2], 1, 1, Rational.ZERO],
    ["hand 0,0,3, trait 0, 2 GM cards, cost 1/4", [0, 0, 3], 0, 2, Rational.of(1, 4)],
    ["hand 1,2, trait 2, 1 GM card, cost 1/2", [1, 2], 2, 1, Rational.of(1, 2)],
    ["hand 0,1,2, trait 1, 1 GM card, reveal after, cost 1/4", [0, 1, 2], 1, 1, Rational.of(1, 4), "separate", "after"],
    // A cost of 10^-15 pushes the solver's integers past 2^53, onto its bigint path.
    ["hand 0,1,2, trait 1, 1 GM card, reveal after, cost 10^-15 (bigints)", [0, 1, 2], 1, 1, Rational.of(1, 10 ** 15), "separate", "after"],
    ["hand 0,0,3, trait 1, 2 GM cards from the player's deck, reveal before, cost 1/4", [0, 0, 3], 1, 2, Rational.of(1, 4), "shared", "before"],
    ["hand 0,1,2, trait 1, 2 GM cards from the player's deck, reveal after, cost 1/3", [0, 1, 2], 1, 2, Rational.of(1, 3), "shared", "after"],
  ] as const)("%s: expected utility equals the brute force over every card", (_, hand, trait, gmDraws, cost, decks = "separate", reveal = "before") => {
    const solution = solveOptimalPlay({
      deckCounts: small,
      hand: hand.map((value, i) => ({ name: `c${i}`, value })),
      trait,
      gmDraws,
      decks,
      reveal,
      offset: 0,
      cardCost: cost,
    });
    const brute = bruteOptimalUtility(valuesOfCounts(small), hand, trait, valuesOfCounts(fullDeckCounts()), gmDraws, F(cost.numerator, cost.denominator), {
      after: reveal === "after",
      shared: decks === "shared",
    });
    expect(solution.expectedUtility.toString()).toBe(`${brute.s * brute.n}/${brute.d}`);
  });
});
