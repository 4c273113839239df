import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { playerDeck, readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { dealerGroups } from "../../../src/models/ultimo/dealer.js";
import { mergeIntoRow, remainingDeck } from "../../../src/models/ultimo/extra-cards.js";
import { challengeOutcome, playFacts } from "../../../src/models/ultimo/outcome.js";
import { arrangements } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { solveChallenge } from "../../../src/models/ultimo/solve-challenge.js";
import { NO_EXTRAS, seenDraws, solveWithExtras } from "../../../src/models/ultimo/variant-challenge.js";
import { tallyRow } from "../../support/ultimo-brute-force.js";

/** Every Dealer draw of D literal cards, as group indices sorted in the Dealer's order. */
function dealerDraws(rules: ChallengeRules, difficulty: number): number[][] {
  const deck = dealerGroups(rules).flatMap((group, g) => Array.from({ length: group.count }, () => g));
  const draws: number[][] = [];
  const visit = (start: number, chosen: number[]) => {
    if (chosen.length === difficulty) draws.push(chosen.map((i) => deck[i]!).sort((a, b) => a - b));
    else for (let i = start; i < deck.length; i++) visit(i + 1, [...chosen, i]);
  };
  visit(0, []);
  return draws;
}

const outcomeOf = (row: readonly PlayerCard[], draw: readonly number[], rules: ChallengeRules) => {
  const groups = dealerGroups(rules);
  const dealer = draw.map((g) => groups[g]!);
  const { s, f, c } = tallyRow(row, dealer, rules);
  return challengeOutcome(s, f, c, draw.length, dealer.some((group) => group.kind === "jack"), playFacts(row), rules);
};

describe("solveWithExtras (RULES.md 3.1, 3.7)", () => {
  it("with no extras equals solveChallenge", () => {
    const play = readPlay("J,A,K,9,7");
    const exact = solveWithExtras([play], DEFAULT_RULES, [0, 3, 6, 12], NO_EXTRAS);
    const plain = solveChallenge(play, DEFAULT_RULES, [0, 3, 6, 12]);
    exact.forEach((solution, i) => {
      expect(solution.outcomes.toString()).toBe(plain[i]!.outcomes.toString());
      expect(solution.expectedCancels.toString()).toBe(plain[i]!.expectedCancels.toString());
    });
  });
  it("focus: one card drawn from the rest of the deck and merged into the row equals brute force over every card and every draw, D ≤ 2", () => {
    const play = readPlay("K,9");
    const deck = remainingDeck(playerDeck(DEFAULT_RULES, 2), play);
    const literal = deck.flatMap((kind) => Array.from({ length: kind.count }, () => kind.card));
    for (const d of [0, 1, 2]) {
      const counts = [0, 0, 0, 0, 0];
      for (const card of literal) for (const draw of dealerDraws(DEFAULT_RULES, d)) counts[outcomeOf(mergeIntoRow(play, [card]), draw, DEFAULT_RULES)]! += 1;
      const [solution] = solveWithExtras([play], DEFAULT_RULES, [d], { focus: 1, focusDeck: deck, know: 0 });
      const total = counts.reduce((a, b) => a + b, 0);
      expect(solution!.pSuccessOrBetter.toString()).toBe(Rational.of(BigInt(counts[0]! + counts[1]!), BigInt(total)).toString());
      expect(solution!.outcomes.probability("total-failure").toString()).toBe(Rational.of(BigInt(counts[4]!), BigInt(total)).toString());
    }
  });
  it("know 1: the best arrangement after seeing one random Dealer card equals brute force over every draw and every card seen, D = 2", () => {
    const cards = readPlay("K,J,8");
    const rows = arrangements(cards);
    const d = 2;
    // For each draw, each of its D cards is the seen one with equal chance: group by the seen card's group.
    const bySeen = new Map<number, number[][]>();
    for (const draw of dealerDraws(DEFAULT_RULES, d)) for (const seen of draw) bySeen.set(seen, [...(bySeen.get(seen) ?? []), draw]);
    let success = 0;
    let total = 0;
    for (const draws of bySeen.values()) {
      const best = Math.max(...rows.map((row) => draws.filter((draw) => outcomeOf(row, draw, DEFAULT_RULES) <= 1).length));
      success += best;
      total += draws.length;
    }
    const [solution] = solveWithExtras(rows, DEFAULT_RULES, [d], { focus: 0, focusDeck: [], know: 1 });
    expect(solution!.pSuccessOrBetter.toString()).toBe(Rational.of(BigInt(success), BigInt(total)).toString());
    // Seeing a card can only help.
    const blind = Math.max(...solveWithExtras(rows.slice(0, 1), DEFAULT_RULES, [d], NO_EXTRAS).map((s) => s.pSuccessOrBetter.toNumber()));
    expect(solution!.pSuccessOrBetter.toNumber()).toBeGreaterThanOrEqual(blind);
  });
  it("seenDraws weighs every seen set: the ways add up to C(54, n)", () => {
    expect(seenDraws(DEFAULT_RULES, 2).reduce((sum, draw) => sum + draw.ways, 0n)).toBe(1431n);
  });
});
