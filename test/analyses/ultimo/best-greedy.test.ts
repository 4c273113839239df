/**
 * Issue 23 §1.3: `ultimo best` with aid cards. The greedy comparison laid every aid card, over the card
 * limit (A,9,8,6 with --limit 2 --aid-limit 3) and above the optimum. Here every play the team may lay
 * (docs/rules.md 3.1 Aid: at most --limit own cards, any aid cards, at most --aid-limit in all) is scored by
 * brute force over every Dealer draw (test/support/ultimo-brute-force.ts): the optimum is their best, and
 * greedy is one of them.
 */
import { describe, expect, it } from "vitest";
import { bestAnalysis } from "../../../src/analyses/ultimo/best.js";
import { readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { layRow } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { paramsOf } from "../../support/sampling.js";
import { bruteForceChallenge } from "../../support/ultimo-brute-force.js";

/** Every subset of `cards`, each as a list. */
const subsetsOf = (cards: readonly PlayerCard[]): PlayerCard[][] => cards.reduce<PlayerCard[][]>((sets, card) => [...sets, ...sets.map((set) => [...set, card])], [[]]);

/** P(success or better) of a row, "n/d" reduced, by brute force at difficulty D. */
function brutePSuccess(row: readonly PlayerCard[], difficulty: number): string {
  const counts = bruteForceChallenge(row, DEFAULT_RULES, difficulty);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const good = counts["perfect-success"]! + counts.success!;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(good, total);
  return `${good / g}/${total / g}`;
}

describe("ultimo best --hand A,9,7,5 --difficulty 3 --aid 8,6: greedy within both limits, optimal the brute-force best (issue 23 §1.3)", () => {
  it.each([
    [2, 3, "A,9,8"],
    [3, 2, "A,9"],
  ])("--limit %i --aid-limit %i: greedy lays %s; optimal ≥ greedy, both as enumerated", (limit, aidLimit, greedyPlay) => {
    const result = bestAnalysis.run!(paramsOf(bestAnalysis, { hand: "A,9,7,5", limit, difficulty: 3, aid: "8,6", aidLimit }));
    const greedy = result.rows.find((row) => row.choice === "greedy")!;
    const own = readPlay("A,9,7,5");
    const aid = readPlay("8,6");
    expect(greedy.play).toBe(greedyPlay);
    const laid = String(greedy.play).split(",");
    expect(laid.filter((card) => ["A", "9", "7", "5"].includes(card)).length).toBeLessThanOrEqual(limit);
    expect(laid.length).toBeLessThanOrEqual(aidLimit);
    // No king, jack or queen: each set of cards has one row, highest first (aces on top).
    const plays = subsetsOf(own)
      .filter((mine) => mine.length <= limit)
      .flatMap((mine) => subsetsOf(aid).map((allied) => layRow([...mine, ...allied])))
      .filter((row) => row.length <= aidLimit);
    const scored = plays.map((row) => ({ play: row.map((card) => card.label).join(","), p: brutePSuccess(row, 3) }));
    const value = (fraction: string) => Number(fraction.split("/")[0]) / Number(fraction.split("/")[1]);
    const bestP = scored.reduce((top, play) => (value(play.p) > value(top) ? play.p : top), "0/1");
    expect(result.summaryExact.pSuccessOrBetter).toBe(bestP);
    expect(greedy.exact).toBe(scored.find((play) => play.play === greedyPlay)!.p);
    expect(value(String(greedy.exact))).toBeLessThanOrEqual(value(bestP));
    expect(result.summaryExact.pSuccessOrBetterGreedy).toBe(greedy.exact);
  });
});
