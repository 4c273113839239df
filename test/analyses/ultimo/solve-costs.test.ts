import { describe, expect, it } from "vitest";
import { playerDeck } from "../../../src/models/ultimo/cards.js";
import { handPlays } from "../../../src/models/ultimo/curve.js";
import { arrangements } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { curveSeconds, exchangeSeconds, multisetCounts, randomHandWork, rankPlaysSeconds, rowSolveMicros } from "../../../src/analyses/ultimo/solve-costs.js";

// The cost models count the solvers' work exactly (distinct hands, plays, rows) and turn it into seconds by
// constants fitted on the bench (bench/exact-costs.ts); tests check the counts against enumeration and the
// shape of the estimates, never a time.
const deck = playerDeck(DEFAULT_RULES, 2);

describe("the work the Ultimo solvers enumerate, counted by generating functions", () => {
  it("multisetCounts([2, 1], 3) is [1, 2, 2, 1]: {}, {a}/{b}, {aa}/{ab}, {aab}", () => {
    expect(multisetCounts([2, 1], 3)).toEqual([1, 2, 2, 1]);
  });
  it("distinct hands of 3 from the 54-card deck: 559, as the curve's hand walk visits them", () => {
    expect(multisetCounts(deck.map((kind) => kind.count), 3)[3]).toBe(559);
  });
  it("the greedy and flip plays of 4 and 6 cards: within 5% of the distinct rows handPlays finds (1,353 and 11,904; it also merges a king with a 10 laid in the same place)", () => {
    for (const [size, policy] of [[4, "greedy"], [6, "flip"]] as const) {
      const found = handPlays(size, size, policy, DEFAULT_RULES, 2, 0).length;
      expect(Math.abs(randomHandWork(DEFAULT_RULES, 2, size, size).playsOf[size]! / found - 1)).toBeLessThan(0.05);
    }
  });
  it("subHandRows equals the rows of every joker-free sub-hand of the deck's kinds enumerated (the optimal curve's 2,380 sub-hands in 6,191 rows for limit 4)", () => {
    const kinds = deck.filter((kind) => kind.card.kind !== "joker");
    const enumerated = [0, 0, 0, 0, 0];
    let subHandCount = 0;
    const walk = (kind: number, cards: PlayerCard[]) => {
      if (kind === kinds.length) {
        subHandCount += 1;
        enumerated[cards.length]! += arrangements(cards).length;
        return;
      }
      for (let take = 0; take <= kinds[kind]!.count && cards.length + take <= 4; take++) walk(kind + 1, [...cards, ...Array.from({ length: take }, () => kinds[kind]!.card)]);
    };
    walk(0, []);
    expect(randomHandWork(DEFAULT_RULES, 2, 7, 4).rowsOf.map(Math.round)).toEqual(enumerated);
    expect([subHandCount, enumerated.reduce((a, b) => a + b, 0)]).toEqual([2380, 6191]);
  });
});

describe("the Ultimo cost estimates", () => {
  it("a row's solve grows with its cards and the difficulties, and a curve with the hand and the cards played", () => {
    expect(rowSolveMicros(10, 20)).toBeGreaterThan(rowSolveMicros(5, 20));
    expect(rowSolveMicros(5, 20)).toBeGreaterThan(rowSolveMicros(5, 5));
    expect(curveSeconds(8, 5, "optimal", DEFAULT_RULES, 2, 20)).toBeGreaterThan(curveSeconds(7, 5, "optimal", DEFAULT_RULES, 2, 20));
    expect(curveSeconds(8, 8, "flip", DEFAULT_RULES, 2, 5)).toBeGreaterThan(curveSeconds(7, 7, "flip", DEFAULT_RULES, 2, 5));
    for (const policy of ["optimal", "greedy"] as const) expect(curveSeconds(8, 6, policy, DEFAULT_RULES, 2, 20)).toBeGreaterThan(curveSeconds(8, 5, policy, DEFAULT_RULES, 2, 20));
    expect(curveSeconds(8, 6, "optimal", DEFAULT_RULES, 2, 20)).toBeGreaterThan(curveSeconds(8, 6, "greedy", DEFAULT_RULES, 2, 20));
  });
  it("the issue's cases: hand 8 with 5 played optimally is under the minute's bound, hand 9 with 9 played optimally far above it", () => {
    expect(curveSeconds(8, 5, "optimal", DEFAULT_RULES, 2, 20)).toBeLessThan(60);
    expect(curveSeconds(9, 9, "optimal", DEFAULT_RULES, 2, 20)).toBeGreaterThan(600);
  });
  it("with the curves' shared counting (count-plays.ts): hand 8 with 5 and hand 7 with 7 played optimally, and hand 10 with 10 greedily, are estimated under the minute; hand 10 with 10 optimally stays far above it", () => {
    expect(curveSeconds(8, 5, "optimal", DEFAULT_RULES, 2, 20)).toBeLessThan(10);
    expect(curveSeconds(7, 7, "optimal", DEFAULT_RULES, 2, 20)).toBeLessThan(60);
    expect(curveSeconds(10, 10, "greedy", DEFAULT_RULES, 2, 20)).toBeLessThan(60);
    expect(curveSeconds(10, 10, "optimal", DEFAULT_RULES, 2, 20)).toBeGreaterThan(600);
  });
  it("a greedy curve counts the rows of the cards it plays, whatever else the hand holds; an optimal curve is solved (and so estimated) to difficulty 20 at least", () => {
    expect(curveSeconds(10, 4, "greedy", DEFAULT_RULES, 2, 20)).toBe(curveSeconds(7, 4, "greedy", DEFAULT_RULES, 2, 20));
    expect(curveSeconds(8, 8, "greedy", DEFAULT_RULES, 2, 30)).toBeGreaterThan(curveSeconds(8, 8, "greedy", DEFAULT_RULES, 2, 20));
    expect(curveSeconds(7, 5, "optimal", DEFAULT_RULES, 2, 5)).toBe(curveSeconds(7, 5, "optimal", DEFAULT_RULES, 2, 20));
    expect(curveSeconds(7, 5, "optimal", DEFAULT_RULES, 2, 30)).toBeGreaterThan(curveSeconds(7, 5, "optimal", DEFAULT_RULES, 2, 20));
  });
  it("an exchange grows with the cards played and costs more played optimally than greedily; best grows with the hand and the limit", () => {
    expect(exchangeSeconds(8, 6, "optimal", DEFAULT_RULES, 2, 11)).toBeGreaterThan(exchangeSeconds(8, 5, "optimal", DEFAULT_RULES, 2, 11));
    expect(exchangeSeconds(8, 5, "optimal", DEFAULT_RULES, 2, 11)).toBeGreaterThan(exchangeSeconds(8, 5, "greedy", DEFAULT_RULES, 2, 11));
    const twelve = readPlay("A,K,J,10,9,8,7,6,5,4,3,2");
    expect(rankPlaysSeconds(twelve, 6, 10)).toBeGreaterThan(rankPlaysSeconds(twelve.slice(0, 10), 6, 10));
    expect(rankPlaysSeconds(twelve, 8, 10)).toBeGreaterThan(rankPlaysSeconds(twelve, 6, 10));
  });
});
