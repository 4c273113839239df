import { describe, expect, it } from "vitest";
import type { Fraction } from "mathjs";
import { Distribution } from "../../../src/core/distribution.js";
import { Rational } from "../../../src/core/rational.js";
import { solveCardDeal } from "../../../src/models/zilch/card-deal.js";
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

// The multi-player brute force deals every hand of every seat, redraws included: about 8 s in all, so it
// runs with the slow tests (npm's slow script), not the main suite.
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
