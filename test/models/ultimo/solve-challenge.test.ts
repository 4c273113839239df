import { describe, expect, it } from "vitest";
import { binomialNumber } from "../../../src/core/combinatorics.js";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { dealerGroups } from "../../../src/models/ultimo/dealer.js";
import { OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { countChallenge, solveChallenge } from "../../../src/models/ultimo/solve-challenge.js";
import { bruteForceChallenge } from "../../support/ultimo-brute-force.js";


describe("countChallenge / solveChallenge", () => {
  it("K against one Dealer card, by hand: beats 36 of 54, cancels 12 (tens, kings, jacks), loses to 6 (jokers, aces)", () => {
    const [solution] = solveChallenge(readPlay("K"), DEFAULT_RULES, [1]);
    expect(solution!.outcomes.probability("perfect-success").toString()).toBe("2/3");
    expect(solution!.outcomes.probability("partial-success").toString()).toBe("2/9");
    expect(solution!.outcomes.probability("total-failure").toString()).toBe("1/9");
  });
  it("every difficulty's counts add up to C(54, D), for plays of 0 to 8 cards", () => {
    for (const play of ["", "X", "J,A,K,9,7", "A,A,K,10,10,9,8,8"]) {
      const { counts, totals } = countChallenge(readPlay(play), DEFAULT_RULES, 30);
      for (let d = 0; d <= 30; d++) {
        expect(totals[d]).toBe(binomialNumber(54, d));
        expect(counts.slice(d * 5, d * 5 + 5).reduce((a, b) => a + b, 0)).toBe(totals[d]);
      }
    }
  });
  it("lays the Dealer's groups in the Dealer's order, jacks last or first", () => {
    expect(dealerGroups(DEFAULT_RULES).map((g) => g.label).join(" ")).toBe("X A 10/K 9 8 7 6 5 4 3 2/Q J");
    expect(dealerGroups({ ...DEFAULT_RULES, dealerJacks: "first", dealerQueen: 9, dealerDeck: "52" }).map((g) => g.label).join(" ")).toBe(
      "A J 10/K 9/Q 8 7 6 5 4 3 2",
    );
  });

  const plays = ["", "7", "J,A,K,9,7", "X,A,10,4", "K,J,9,J,2", "A,A,K,Q", "J,J,J"];
  const readings: Array<[string, ChallengeRules]> = [
    ["defaults", DEFAULT_RULES],
    ["tally=half-rating", { ...DEFAULT_RULES, tally: "half-rating" }],
    ["half-rating, cancels keep the rating, no odd rounding", { ...DEFAULT_RULES, tally: "half-rating", cancelsLowerRating: false, oddRounding: "none" }],
    ["dealerJoker=loses", { ...DEFAULT_RULES, dealerJoker: "loses" }],
    ["dealerJoker=removed", { ...DEFAULT_RULES, dealerJoker: "removed" }],
    ["dealerJacks=first, dealerQueen=10", { ...DEFAULT_RULES, dealerJacks: "first", dealerQueen: 10 }],
    ["dealerDeck=52, dealerQueen=7", { ...DEFAULT_RULES, dealerDeck: "52", dealerQueen: 7 }],
    ["jack-of-all-trades", { ...DEFAULT_RULES, traits: ["jack-of-all-trades"] }],
  ];
  it.each(readings)("equals brute-force enumeration of every Dealer draw, D ≤ 3, under %s", (_, rules) => {
    for (const text of plays) {
      const play = readPlay(text, { ...rules, traits: [] });
      const { counts } = countChallenge(play, rules, 3);
      for (let d = 0; d <= 3; d++) {
        const brute = bruteForceChallenge(play, rules, d);
        expect(Object.fromEntries(OUTCOMES.map((outcome, o) => [outcome, counts[d * 5 + o]]))).toEqual(brute);
      }
    }
  });
  it("equals brute force under the card traits too (Gamblin' Man's jokers, Aged Wisdom's aces, queens)", () => {
    const cases: Array<[string, ChallengeRules["traits"]]> = [
      ["JL,K,9", ["gamblin-man"]],
      ["JB,A,9", ["gamblin-man"]],
      ["AS,AH,9", ["aged-wisdom"]],
      ["AS,K,Q,4", ["jack-of-all-trades"]],
      ["Q,K,9,Q", ["long-live-the-queen"]],
      ["K,Q,7", ["long-live-the-queen", "god-save-the-queen"]],
    ];
    for (const [text, traits] of cases) {
      const rules = { ...DEFAULT_RULES, traits };
      const play = readPlay(text, rules);
      const { counts } = countChallenge(play, rules, 3);
      for (let d = 0; d <= 3; d++) {
        expect(Object.fromEntries(OUTCOMES.map((outcome, o) => [outcome, counts[d * 5 + o]]))).toEqual(bruteForceChallenge(play, rules, d));
      }
    }
  });
  it("expected tallies add up to max(P, D) = 6 positions", () => {
    const [solution] = solveChallenge(readPlay("J,A,K,9,7"), DEFAULT_RULES, [6]);
    const sum = solution!.expectedSuccesses.add(solution!.expectedFailures).add(solution!.expectedCancels);
    expect(sum.toString()).toBe("6/1");
  });
});
