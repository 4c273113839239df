import { describe, expect, it } from "vitest";
import type { Fraction } from "mathjs";
import { Distribution } from "../../../src/core/distribution.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/rational.js";
import { redraws, solveCardDeal } from "../../../src/models/zilch/card-deal.js";
import { bruteCardDeal } from "../../support/zilch-brute-force.js";

const text = (p: Rational) => p.toString();
const fractionText = (f: Fraction) => `${f.s * f.n}/${f.d}`;

/** A distribution's probabilities as "value: n/d" lines, for comparing exact answers. */
function shape(d: Distribution<number>): Record<number, string> {
  return Object.fromEntries(d.outcomes.map((o) => [o, text(d.probability(o))]));
}

/** Suit, total and best of a brute-force hand distribution (keys "v1,v2,…"), in the same form. */
function bruteShapes(hands: Map<string, Fraction>) {
  const suit = new Map<number, Fraction>();
  const total = new Map<number, Fraction>();
  const best = new Map<number, Fraction>();
  const add = (m: Map<number, Fraction>, k: number, p: Fraction) => m.set(k, m.has(k) ? (m.get(k)!.add(p) as Fraction) : p);
  for (const [key, p] of hands) {
    const cards = key.split(",").map(Number);
    // One Suit: each pile's card, averaged over the piles.
    for (const card of cards) add(suit, card, p.div(cards.length) as Fraction);
    add(total, cards.reduce((a, b) => a + b, 0), p);
    add(best, Math.max(...cards), p);
  }
  const out = (m: Map<number, Fraction>) => Object.fromEntries([...m].filter(([, p]) => !p.equals(0)).map(([k, p]) => [k, fractionText(p)]));
  return { suit: out(suit), total: out(total), best: out(best) };
}

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
