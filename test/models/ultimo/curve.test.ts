import { describe, expect, it } from "vitest";
import type { ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { rankPlays } from "../../../src/models/ultimo/best.js";
import { playerDeck, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { handPlays, solveCurve } from "../../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { greedyPlay } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { countChallenge } from "../../../src/models/ultimo/solve-challenge.js";
import { handPlays as straightPlays, solveCurve as straightCurve } from "../../support/straight-curve.js";


/** Every 2-card hand of the literal player deck, cards told apart. */
function* twoCardHands(): Generator<[PlayerCard, PlayerCard]> {
  const deck = playerDeck(DEFAULT_RULES, 2).flatMap((kind) => Array.from({ length: kind.count }, () => kind.card));
  for (let i = 0; i < deck.length; i++) for (let j = i + 1; j < deck.length; j++) yield [deck[i]!, deck[j]!];
}

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

describe("the luck flip (RULES.md 3.10)", () => {
  it("Psyche 2 against difficulty 2 equals every 2-card flip laid by hand: jokers, jacks, aces, values descending", () => {
    const order = (card: PlayerCard) => (card.kind === "joker" ? 4 : card.kind === "jack" ? 3 : card.kind === "ace" ? 2 : 1) * 100 + card.value;
    const sums = OUTCOMES.map(() => 0n);
    let hands = 0n;
    for (const hand of twoCardHands()) {
      hands++;
      const row = [...hand].sort((a, b) => order(b) - order(a));
      const { counts } = countChallenge(row, DEFAULT_RULES, 2);
      for (let o = 0; o < 5; o++) sums[o]! += BigInt(counts[10 + o]!);
    }
    const total = hands * 1431n; // C(54, 2) Dealer draws
    const flip = solveCurve(2, 2, "flip", DEFAULT_RULES, 2, 2).points[2]!;
    for (let o = 0; o < 5; o++) expect(flip.outcomes.probability(OUTCOMES[o]!).toString()).toBe(Rational.of(sums[o]!, total).toString());
  });
  // Issue 17: each distinct row counted once across limits and difficulties, the optimal choice per
  // difficulty in one pass per hand; the answers must be the straightforward solver's, every digit.
  const exactly = (curve: ReturnType<typeof solveCurve>) => ({
    points: curve.points.map((point) => OUTCOMES.map((outcome) => point.outcomes.probability(outcome).toString())),
    byLimit: curve.byLimit.map((row) => row.map((p) => p.toString())),
  });
  it.each([
    ["greedy", 3, 3, DEFAULT_RULES],
    ["greedy", 4, 2, { ...DEFAULT_RULES, dealerJacks: "first" }],
    ["greedy", 4, 4, { ...DEFAULT_RULES, traits: ["gamblin-man"] }],
    ["flip", 3, 3, DEFAULT_RULES],
    ["flip", 3, 1, { ...DEFAULT_RULES, traits: ["jack-of-all-trades"], tally: "half-rating" }],
    ["optimal", 3, 3, DEFAULT_RULES],
    ["optimal", 4, 2, { ...DEFAULT_RULES, traits: ["aged-wisdom"] }],
    ["optimal", 4, 4, { ...DEFAULT_RULES, dealerJoker: "loses" }],
  ] as const)("the deduplicated %s curve (hand %i, limit %i) equals the straightforward one", (policy, handSize, limit, rules) => {
    const queen = 2;
    expect(exactly(solveCurve(handSize, limit, policy, rules as ChallengeRules, queen, 10))).toEqual(exactly(straightCurve(handSize, limit, policy, rules as ChallengeRules, queen, 10)));
  });
  it("a curve to a lower difficulty reads the first points of one solved further (the memo), the same as solving it alone", () => {
    const long = solveCurve(4, 3, "greedy", DEFAULT_RULES, 2, 25);
    const short = solveCurve(4, 3, "greedy", DEFAULT_RULES, 2, 6);
    expect(exactly(short)).toEqual({ points: exactly(long).points.slice(0, 7), byLimit: exactly(long).byLimit.map((row) => row.slice(0, 7)) });
    expect(exactly(short)).toEqual(exactly(straightCurve(4, 3, "greedy", DEFAULT_RULES, 2, 6)));
  });
  it.each([
    ["greedy", 4, 2],
    ["greedy", 5, 5],
    ["flip", 4, 4],
  ] as const)("handPlays, %s, hand %i, limit %i: the straightforward solver's plays and deals, cards that behave alike merged", (policy, handSize, limit) => {
    const byRow = (plays: { play: readonly { kind: string; value: number; autoFail: boolean }[]; deals: number }[]) =>
      Object.fromEntries(plays.map(({ play, deals }) => [play.map((card) => `${card.kind}${card.value}${card.autoFail ? "!" : ""}`).join(","), deals]));
    expect(byRow(handPlays(handSize, limit, policy, DEFAULT_RULES, 2, 3))).toEqual(byRow(straightPlays(handSize, limit, policy, DEFAULT_RULES, 2, 3)));
  });
});
