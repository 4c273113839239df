import { describe, expect, it } from "vitest";
import type { Fraction } from "mathjs";
import { sumDice } from "../../../src/core/dice/dice.js";
import { Distribution } from "../../../src/core/distribution.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { cardDealOf, cardStats, independentStats, pointBuyStats, pointCost, rolledSuit, solveChargen, type ChargenSetup } from "../../../src/models/zilch/chargen.js";
import { F } from "../../support/brute-force.js";

const text = (p: Rational) => p.toString();
const fractionText = (f: Fraction) => `${f.s * f.n}/${f.d}`;

/** A distribution's probabilities as "value: n/d" lines, for comparing exact answers. */
function shape(d: Distribution<number>): Record<number, string> {
  return Object.fromEntries(d.outcomes.map((o) => [o, text(d.probability(o))]));
}

describe("cardStats (RULES.md 2.5, method=cards)", () => {
  it("at a table of 6 every card is dealt once, so a player at a random seat holds each value with chance 1/6", () => {
    expect(shape(cardStats(6, false).suit)).toEqual(Object.fromEntries([5, 6, 7, 8, 9, 10].map((v) => [v, "1/6"])));
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
});

describe("the chargen solvers refuse bad setups with an OddsmithError naming the field", () => {
  const setup = (extra: Partial<ChargenSetup>): ChargenSetup => ({ method: "cards", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, ...extra });
  it("cardDealOf(4, true) is the high-powered table: piles 6..J, redraw at 30 or less; independentStats(2d6) has P(a Suit ≥ 10) 671/1296", () => {
    expect(cardDealOf(4, true)).toEqual({ values: [6, 7, 8, 9, 10, 11], piles: 4, players: 4, redrawAtMost: 30 });
    expect(text(independentStats(sumDice(2, 6)).pAnyAtLeast10)).toBe("671/1296");
  });
  it("solveChargen reads only the fields its method uses: reckless ignores players, cautious low-powered ignores highPoweredRoll", () => {
    expect(text(solveChargen({ method: "reckless" } as never).total.mean())).toBe("28/1");
    expect(text(solveChargen(setup({ method: "cautious", highPoweredRoll: "bad" as never })).total.mean())).toBe("30/1");
  });
  it.each([
    [() => solveChargen(setup({ method: "dice" as never })), 'method: expected one of cards, point-buy, cautious, reckless, received "dice"'],
    [() => solveChargen(setup({ players: 0 })), "players: expected an integer from 1 to 6, received 0"],
    [() => solveChargen(setup({ method: "point-buy", start: 7 })), "start: expected an integer from 4 to 6, received 7"],
    [() => solveChargen(setup({ method: "cautious", highPowered: true, highPoweredRoll: "d20" as never })), 'highPoweredRoll: expected one of plus6, 8d8, received "d20"'],
    [() => solveChargen(undefined as never), "setup: expected a generation setup { method, players, highPowered, highPoweredRoll, start }, received undefined"],
    [() => cardStats(7, false), "players: expected an integer from 1 to 6, received 7"],
    [() => pointBuyStats(3), "start: expected an integer from 4 to 6, received 3"],
    [() => rolledSuit(setup({ method: "cards" })), 'method: expected one of cautious, reckless (a method that rolls dice), received "cards"'],
    [() => independentStats([5, 6] as never), "single: expected a Distribution of one Suit value, received [5,6]"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
