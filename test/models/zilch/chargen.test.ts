import { describe, expect, it } from "vitest";
import type { Fraction } from "mathjs";
import { Distribution } from "../../../src/core/distribution.js";
import { Rational } from "../../../src/core/rational.js";
import { solveCardDeal } from "../../../src/models/zilch/card-deal.js";
import { cardStats, chargenAnalysis, pointBuyStats, pointCost, solveChargen, type ChargenSetup } from "../../../src/models/zilch/chargen.js";
import { F } from "../../support/brute-force.js";
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
  it("at a table of 6 every card is dealt once, so a player at a random seat holds each value with chance 1/6", () => {
    expect(shape(cardStats(6, false).suit)).toEqual(Object.fromEntries([5, 6, 7, 8, 9, 10].map((v) => [v, "1/6"])));
  });
  it("later seats fare worse at a table of 4: earlier redraws keep high cards, so E[total] falls seat by seat", () => {
    const seats = solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 4, redrawAtMost: 25 });
    for (let i = 1; i < seats.length; i++) expect(seats[i]!.total.mean().compare(seats[i - 1]!.total.mean())).toBe(-1);
  });
  it("cardStats mixes the seats equally ('a player' at a random seat)", () => {
    const stats = cardStats(2, false);
    const [one, two] = stats.seats!;
    expect(text(stats.total.mean())).toBe(text(one!.total.mean().add(two!.total.mean()).divide(Rational.of(2))));
  });
});

describe("pointBuyStats (RULES.md 2.5, method=point-buy)", () => {
  it("costs: 1 per step to 10, then 2 per step: 4 → 10 is 6 points, 4 → K is 12", () => {
    expect(pointCost(4, 10)).toBe(6);
    expect(pointCost(4, 13)).toBe(12);
  });
  it.each([4, 5, 6])("from %i, equals counting every build: four primaries by hand × the secondaries spending the rest", (start) => {
    const values = Array.from({ length: 14 - start }, (_, i) => start + i);
    const cost = (v: number) => (v <= 10 ? v - start : 10 - start + 2 * (v - 10));
    const quads: number[][] = [];
    for (const a of values) for (const b of values) for (const c of values) for (const d of values) quads.push([a, b, c, d]);
    const secondaryWays = new Map<number, number>();
    for (const q of quads) {
      const spent = q.reduce((s, v) => s + cost(v), 0);
      secondaryWays.set(spent, (secondaryWays.get(spent) ?? 0) + 1);
    }
    const total = new Map<number, number>();
    const best = new Map<number, number>();
    const suit = new Map<number, number>();
    for (const q of quads) {
      const ways = secondaryWays.get(30 - q.reduce((s, v) => s + cost(v), 0)) ?? 0;
      if (ways === 0) continue;
      const sum = q.reduce((s, v) => s + v, 0);
      total.set(sum, (total.get(sum) ?? 0) + ways);
      best.set(Math.max(...q), (best.get(Math.max(...q)) ?? 0) + ways);
      suit.set(q[0]!, (suit.get(q[0]!) ?? 0) + ways);
    }
    const builds = [...total.values()].reduce((a, b) => a + b, 0);
    const out = (m: Map<number, number>) => Object.fromEntries([...m].map(([k, w]) => [k, fractionText(F(w, builds))]));
    const stats = pointBuyStats(start);
    expect({ suit: shape(stats.suit), total: shape(stats.total), best: shape(stats.best) }).toEqual({ suit: out(suit), total: out(total), best: out(best) });
    expect(stats.builds).toBe(BigInt(builds));
  });
});

describe("the rolled methods", () => {
  const setup = (method: ChargenSetup["method"], extra: Partial<ChargenSetup> = {}): ChargenSetup => ({ method, players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, ...extra });
  it("cautious 1d6+4: one Suit uniform 5..10, E[total] = 4 × 7.5 = 30; high-powered +6 is 7..12; 8d8 is 5..12", () => {
    const cautious = solveChargen(setup("cautious"));
    expect(shape(cautious.suit)).toEqual(Object.fromEntries([5, 6, 7, 8, 9, 10].map((v) => [v, "1/6"])));
    expect(text(cautious.total.mean())).toBe("30/1");
    expect(solveChargen(setup("cautious", { highPowered: true })).suit.outcomes).toEqual([7, 8, 9, 10, 11, 12]);
    expect(solveChargen(setup("cautious", { highPowered: true, highPoweredRoll: "8d8" })).suit.outcomes).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    // P(no 10 among four d6 + 4) = (5/6)^4
    expect(text(cautious.pAnyAtLeast10)).toBe("671/1296");
  });
  it("reckless 2d6 per card: total and best equal enumerating the eight primary dice", () => {
    const total = new Map<number, number>();
    const best = new Map<number, number>();
    const dice = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let roll = 0; roll < 6 ** 8; roll++) {
      let rest = roll;
      for (let i = 0; i < 8; i++) {
        dice[i] = (rest % 6) + 1;
        rest = Math.floor(rest / 6);
      }
      const suits = [dice[0]! + dice[1]!, dice[2]! + dice[3]!, dice[4]! + dice[5]!, dice[6]! + dice[7]!];
      const sum = suits.reduce((a, b) => a + b, 0);
      total.set(sum, (total.get(sum) ?? 0) + 1);
      best.set(Math.max(...suits), (best.get(Math.max(...suits)) ?? 0) + 1);
    }
    const out = (m: Map<number, number>) => Object.fromEntries([...m].map(([k, w]) => [k, fractionText(F(w, 6 ** 8))]));
    const reckless = solveChargen(setup("reckless"));
    expect({ total: shape(reckless.total), best: shape(reckless.best) }).toEqual({ total: out(total), best: out(best) });
  });
  it("--compare gives one fairness row per method, in the rulebook's order", () => {
    const result = chargenAnalysis.run({ method: undefined, fairness: true, players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, measure: undefined });
    expect(result.rows.map((r) => r.method)).toEqual(["cards", "point-buy", "cautious", "reckless"]);
    expect(result.rows[2]).toMatchObject({ expectedTotal: 30, expectedTotalExact: "30/1" });
  });
  it("--measure total keeps only the primary total's outcomes (cautious: 4d6 + 16, 20..40, mean 30)", () => {
    const result = chargenAnalysis.run({ method: "cautious", fairness: false, players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, measure: "total" });
    expect(new Set(result.outcomes.map((o) => o.measure))).toEqual(new Set(["total"]));
    expect(result.outcomes.map((o) => o.outcome)).toEqual(Array.from({ length: 21 }, (_, i) => String(20 + i)));
    expect(result.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });
});
