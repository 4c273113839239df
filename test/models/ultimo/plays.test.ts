import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/rational.js";
import { rankPlay, rankPlays } from "../../../src/models/ultimo/best.js";
import { playerDeck, readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { solveCurve } from "../../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { arrangements, greedyPlay, subHands } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { countChallenge } from "../../../src/models/ultimo/solve-challenge.js";

const labels = (play: readonly PlayerCard[]) => play.map((card) => card.label).join(",");

describe("arrangements and sub-hands", () => {
  it("lists each legal row of a sub-hand once: kings and jacks anywhere, the rest descending, jokers first", () => {
    expect(arrangements(readPlay("X,9,K")).map(labels)).toEqual(["X,K,9", "X,9,K"]);
    expect(arrangements(readPlay("A,9,7")).map(labels)).toEqual(["A,9,7"]);
    expect(arrangements(readPlay("K,K,J")).map(labels)).toEqual(["J,K,K", "K,J,K", "K,K,J"]);
  });
  it("counts sub-hands of a hand with repeated cards once", () => {
    expect(subHands(readPlay("9,9,9"), 3).map(labels)).toEqual(["", "9", "9,9", "9,9,9"]);
    expect(subHands(readPlay("A,K,9,7"), 2)).toHaveLength(1 + 4 + 6);
  });
});

describe("rankPlays: the optimal play (RULES.md 3.8)", () => {
  it("is never worse than the greedy play, for several hands and difficulties", () => {
    for (const hand of ["K,9,7,4,2,J,Q", "A,X,10,3,3", "J,J,5,4,K,A"]) {
      const cards = readPlay(hand);
      for (const difficulty of [1, 3, 5, 7]) {
        for (const limit of [2, 4]) {
          const best = rankPlays(cards, limit, difficulty, DEFAULT_RULES, "success", Rational.ZERO)[0]!;
          const greedy = rankPlay(greedyPlay(cards, limit), difficulty, DEFAULT_RULES, Rational.ZERO);
          expect(best.pSuccessOrBetter.compare(greedy.pSuccessOrBetter)).toBeGreaterThanOrEqual(0);
          const bestScore = rankPlays(cards, limit, difficulty, DEFAULT_RULES, "expected", Rational.ZERO)[0]!;
          expect(bestScore.expectedScore.compare(greedy.expectedScore)).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
  it("prefers fewer cards, then weaker cards, when the chance is the same", () => {
    // At difficulty 0 every card is an unpaired success, so A, 9 and A,9 all succeed for sure: the tie goes
    // to one card, and of the two single cards to the weaker, keeping the ace.
    const ranked = rankPlays(readPlay("A,9"), 2, 0, DEFAULT_RULES, "success", Rational.ZERO);
    expect(labels(ranked[0]!.play)).toBe("9");
  });
  it("a card cost makes holding back worth it under objective=expected", () => {
    const cards = readPlay("A,K,10,9");
    const free = rankPlays(cards, 4, 2, DEFAULT_RULES, "expected", Rational.ZERO)[0]!;
    const costly = rankPlays(cards, 4, 2, DEFAULT_RULES, "expected", Rational.of(1))[0]!;
    expect(costly.play.length).toBeLessThan(free.play.length);
  });
  it("agrees with each candidate solved on its own", () => {
    const [best] = rankPlays(readPlay("K,9,7,4,2,J,Q"), 4, 6, DEFAULT_RULES, "success", Rational.ZERO);
    const { counts, totals } = countChallenge(best!.play, DEFAULT_RULES, 6);
    expect(best!.counts).toEqual(Array.from(counts.subarray(30, 35)));
    expect(best!.total).toBe(totals[6]);
  });
});

/** Every hand of `size` cards of the literal player deck (cards told apart), each played by `choose`. */
function bruteForceCurve(size: number, rules: ChallengeRules, difficulty: number, choose: (hand: PlayerCard[]) => readonly PlayerCard[]): Record<string, string> {
  const deck = playerDeck(rules, 2).flatMap((kind) => Array.from({ length: kind.count }, () => kind.card));
  const sums = OUTCOMES.map(() => 0n);
  let deals = 0n;
  const visit = (start: number, hand: PlayerCard[]) => {
    if (hand.length === size) {
      deals++;
      const { counts } = countChallenge(choose(hand), rules, difficulty);
      for (let o = 0; o < 5; o++) sums[o]! += BigInt(counts[difficulty * 5 + o]!);
      return;
    }
    for (let i = start; i < deck.length; i++) visit(i + 1, [...hand, deck[i]!]);
  };
  visit(0, []);
  const total = deals * BigInt(countChallenge([], rules, difficulty).totals[difficulty]!);
  return Object.fromEntries(OUTCOMES.map((outcome, o) => [outcome, Rational.of(sums[o]!, total).toString()]));
}

describe("solveCurve: a random hand from the player's own deck", () => {
  it("one card, greedy, against one Dealer card, by hand: 86/243 perfect successes", () => {
    // Aces beat 46 of the Dealer's 54 (not aces, not jacks), K and 10 beat 36, 9 beats 32, … 3 beats 8, 2
    // and the raw queen none; jacks and jokers never give a perfect success: (4·46 + 4·36 + 4·36 + 4·(32 +
    // 28 + 24 + 20 + 16 + 12 + 8)) / 54² = 1032/2916 = 86/243.
    const curve = solveCurve(1, 1, "greedy", DEFAULT_RULES, 2, 1);
    expect(curve.points[1]!.outcomes.probability("perfect-success").toString()).toBe("86/243");
  });
  it.each([
    ["greedy", 2, 1],
    ["greedy", 2, 2],
    ["optimal", 2, 1],
    ["optimal", 2, 2],
  ] as const)("%s, hand %i, limit %i equals enumeration of every hand (D = 1, 2, 3)", (policy, size, limit) => {
    const curve = solveCurve(size, limit, policy, DEFAULT_RULES, 2, 3);
    for (const difficulty of [1, 2, 3]) {
      const choose = (hand: PlayerCard[]) =>
        policy === "greedy" ? greedyPlay(hand, limit) : rankPlays(hand, limit, difficulty, DEFAULT_RULES, "success", Rational.ZERO)[0]!.play;
      const exact = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, curve.points[difficulty]!.outcomes.probability(outcome).toString()]));
      expect(exact).toEqual(bruteForceCurve(size, DEFAULT_RULES, difficulty, choose));
    }
  });
  it("P(success or better) rises with the card limit and the optimal policy is never below greedy", () => {
    const optimal = solveCurve(5, 3, "optimal", DEFAULT_RULES, 2, 8);
    const greedy = solveCurve(5, 3, "greedy", DEFAULT_RULES, 2, 8);
    for (let d = 0; d <= 8; d++) {
      expect(optimal.byLimit[1]![d]!.compare(optimal.byLimit[0]![d]!)).toBeGreaterThanOrEqual(0);
      expect(optimal.byLimit[2]![d]!.compare(optimal.byLimit[1]![d]!)).toBeGreaterThanOrEqual(0);
      expect(optimal.points[d]!.pSuccessOrBetter.compare(greedy.points[d]!.pSuccessOrBetter)).toBeGreaterThanOrEqual(0);
      expect(optimal.byLimit[2]![d]!.toString()).toBe(optimal.points[d]!.pSuccessOrBetter.toString());
    }
  });
});
