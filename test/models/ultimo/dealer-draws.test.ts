import { describe, expect, it } from "vitest";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { countDrawsExactly } from "../../../src/models/ultimo/dealer-draws.js";
import { dealerGroups } from "../../../src/models/ultimo/dealer.js";
import { challengeOutcome, OUTCOMES, playFacts } from "../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { countDealerDraws } from "../../../src/models/ultimo/solve-challenge.js";
import { tallyRow } from "../../support/ultimo-brute-force.js";

/** Every D-card draw of the literal Dealer deck the groups describe (each card its own index), tallied. */
function bruteForce(play: string, rules: ChallengeRules, difficulty: number, seenCards: number[] = []): number[] {
  const groups = dealerGroups(rules);
  const deck = groups.flatMap((group, g) => Array.from({ length: group.count }, () => g));
  const rest = deck.map((_, i) => i).filter((i) => !seenCards.includes(i));
  const cards = readPlay(play, rules);
  const counts = [0, 0, 0, 0, 0];
  const visit = (start: number, chosen: number[]) => {
    if (chosen.length === difficulty - seenCards.length) {
      const row = [...seenCards, ...chosen].map((i) => deck[i]!).sort((a, b) => a - b).map((g) => groups[g]!);
      const { s, f, c } = tallyRow(cards, row, rules);
      counts[challengeOutcome(s, f, c, difficulty, row.some((group) => group.kind === "jack"), playFacts(cards), rules)]! += 1;
      return;
    }
    for (let i = start; i < rest.length; i++) visit(i + 1, [...chosen, rest[i]!]);
  };
  visit(0, []);
  return counts;
}

describe("countDrawsExactly (RULES.md 3.2–3.5, exact in bigint)", () => {
  it("equals the float64 counter on a standard deck, every difficulty 0..12, several rule sets", () => {
    for (const rules of [DEFAULT_RULES, { ...DEFAULT_RULES, tally: "half-rating" as const, dealerJacks: "first" as const }, { ...DEFAULT_RULES, dealerJoker: "loses" as const, dealerQueen: 9 }]) {
      for (const play of ["J,A,K,9,7", "X,A,9,5", "", "K,8,8", "Q,J,10,9,8,7,6"]) {
        const cards = readPlay(play);
        const exact = countDrawsExactly(cards, rules, 12);
        const float = countDealerDraws(cards, rules, 12);
        expect(exact.counts.map(Number)).toEqual(Array.from(float.counts));
        expect(exact.totals.map(Number)).toEqual(Array.from(float.totals));
      }
    }
  });
  it("two Dealer decks (108 cards) equal brute-force enumeration at D ≤ 2, and pass 2^53 exactly at D = 30", () => {
    const rules = { ...DEFAULT_RULES, dealerDecks: 2 };
    for (const play of ["J,A,K", "9", "X,5"]) {
      for (let d = 0; d <= 2; d++) expect(countDrawsExactly(readPlay(play), rules, d).counts.slice(d * 5, d * 5 + 5).map(Number)).toEqual(bruteForce(play, rules, d));
    }
    const far = countDrawsExactly(readPlay("A,A,K"), rules, 30);
    expect(far.counts.slice(150, 155).reduce((a, b) => a + b, 0n)).toBe(far.totals[30]);
    expect(far.totals[30]! > 2n ** 53n).toBe(true);
  });
  it("with seen cards counts the draws holding them: brute force over the rest of the deck", () => {
    const groups = dealerGroups(DEFAULT_RULES);
    // Seen: one ace (group 1) and one 9 (group 3); literal deck indices of a card of each group.
    const firstIndex = (g: number) => groups.slice(0, g).reduce((sum, group) => sum + group.count, 0);
    const seen = groups.map((_, g) => (g === 1 || g === 3 ? 1 : 0));
    for (const play of ["J,A,K,9", "8,7"]) {
      const exact = countDrawsExactly(readPlay(play), DEFAULT_RULES, 3, seen);
      expect(exact.counts.slice(15, 20).map(Number)).toEqual(bruteForce(play, DEFAULT_RULES, 3, [firstIndex(1), firstIndex(3)]));
      expect(exact.totals[3]).toBe(52n);
      expect(exact.totals[1]).toBe(0n);
    }
  });
  it("the expected tallies add up: S + F + C = max(P, D) on every draw", () => {
    const exact = countDrawsExactly(readPlay("J,A,K,9,7"), DEFAULT_RULES, 6);
    expect(exact.successSums[6]! + exact.failureSums[6]! + exact.cancelSums[6]!).toBe(6n * exact.totals[6]!);
    expect(OUTCOMES.length).toBe(5);
  });
});
