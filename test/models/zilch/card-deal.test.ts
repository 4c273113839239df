import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { redraws, solveCardDeal } from "../../../src/models/zilch/card-deal.js";
import { bruteCardDeal, bruteShapes, shape } from "../../support/zilch-brute-force.js";

const text = (p: Rational) => p.toString();

describe("solveCardDeal (RULES.md 2.5, method=cards)", () => {
  it("one player, piles 5..10: P(redraw) = #{4 values in 0..5 summing to ≤ 5} / 6⁴ = C(9, 4)/1296 = 7/72", () => {
    expect(text(solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 1, redrawAtMost: 25 })[0]!.pRedraw)).toBe("7/72");
  });
  it("one player, the real piles: suit, total and best equal the literal deal-and-redraw enumeration", () => {
    const [seat] = solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 1, redrawAtMost: 25 });
    const brute = bruteShapes(bruteCardDeal([5, 6, 7, 8, 9, 10], 4, 1, 25, 0));
    expect({ suit: shape(seat!.suit), total: shape(seat!.total), best: shape(seat!.best) }).toEqual(brute);
  });
  it("later seats fare worse at a table of 4: earlier redraws keep high cards, so E[total] falls seat by seat", () => {
    const seats = solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 4, redrawAtMost: 25 });
    for (let i = 1; i < seats.length; i++) expect(seats[i]!.total.mean().compare(seats[i - 1]!.total.mean())).toBe(-1);
  });
  it("redraws(25) at the 5..10 piles (redraw at 25 or less) but not redraws(26)", () => {
    const deal = { values: [5, 6, 7, 8, 9, 10], piles: 4, players: 4, redrawAtMost: 25 };
    expect([redraws(25, deal), redraws(26, deal)]).toEqual([true, false]);
  });
  it.each([
    [() => solveCardDeal(undefined as never), "deal: expected a card deal { values, piles, players, redrawAtMost }, received undefined"],
    [() => solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 7, redrawAtMost: 25 }), "players: expected an integer from 1 to 6, received 7"],
    [() => solveCardDeal({ values: [], piles: 4, players: 1, redrawAtMost: 25 }), "values: expected a non-empty list of at most 30 whole card values from 0 to 1000, received []"],
    [() => solveCardDeal({ values: [5, 6], piles: 27, players: 1, redrawAtMost: 25 }), "piles: expected an integer from 1 to 26, received 27"],
    [() => solveCardDeal({ values: [5, 6], piles: 2, players: 1, redrawAtMost: "low" as never }), 'redrawAtMost: expected an integer from -9007199254740991 to 9007199254740991, received "low"'],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
