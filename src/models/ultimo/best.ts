/**
 * The optimal play from a hand (docs/rules.md 3.8): every candidate play scored exactly against the Dealer,
 * ranked by the objective with the rulebook's tie order.
 */
import { OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/rational.js";
import type { PlayerCard } from "./cards.js";
import { checkCount, checkPlay, checkRules, DEALER_DECK_SIZE } from "./check-setup.js";
import { arrangements, compareByCardsKept, subHands } from "./plays.js";
import type { ChallengeRules } from "./rules.js";
import { countChallenge, countDealerDraws } from "./solve-challenge.js";

/** What an optimal play maximises (docs/rules.md 3.8). */
export const OBJECTIVES = ["success", "expected"] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** The outcome scores of objective=expected, in OUTCOMES order (docs/rules.md 3.8). */
export const OUTCOME_SCORES = [2, 1, 0, -1, -2] as const;

/** One candidate play at one difficulty, with its exact figures. */
export interface RankedPlay {
  readonly play: readonly PlayerCard[];
  /** Dealer draws giving each outcome, in OUTCOMES order; `total` draws in all. */
  readonly counts: readonly number[];
  readonly total: number;
  readonly pSuccessOrBetter: Rational;
  /** E[outcome score] − cardCost × cards played. */
  readonly expectedScore: Rational;
}

/**
 * Scores one play at one difficulty (docs/rules.md 3.8): its Dealer counts, P(success or better) and expected
 * outcome score less the card cost. One countChallenge: O(G · P³ · n · D).
 * @throws {OddsmithError} when the play, the rules or the difficulty (0..54) is not one a challenge can take.
 * @example rankPlay(readPlay("K"), 1, DEFAULT_RULES, Rational.ZERO).pSuccessOrBetter.toString() // "2/3"
 */
export function rankPlay(play: readonly PlayerCard[], difficulty: number, rules: ChallengeRules, cardCost: Rational): RankedPlay {
  return scorePlay(play, countChallenge(play, rules, difficulty), difficulty, cardCost);
}

function scorePlay(play: readonly PlayerCard[], { counts, totals }: ReturnType<typeof countChallenge>, difficulty: number, cardCost: Rational): RankedPlay {
  const outcomeCounts = Array.from(counts.subarray(difficulty * 5, difficulty * 5 + 5));
  const total = totals[difficulty]!;
  const scoreWeight = outcomeCounts.reduce((sum, count, o) => sum + BigInt(count) * BigInt(OUTCOME_SCORES[o]!), 0n);
  return {
    play,
    counts: outcomeCounts,
    total,
    pSuccessOrBetter: Rational.of(BigInt(outcomeCounts[0]! + outcomeCounts[1]!), BigInt(total)),
    expectedScore: Rational.of(scoreWeight, BigInt(total)).subtract(cardCost.multiply(Rational.of(play.length))),
  };
}

/**
 * Orders plays best first under the objective (docs/rules.md 3.8): higher P(success or better) — or expected
 * score for objective=expected — then fewer cards, then weaker cards played (stronger kept), then the
 * order in which they were listed. O(n log n) comparisons.
 */
export function comparePlays(a: RankedPlay, b: RankedPlay, objective: Objective): number {
  const byObjective = objective === "success" ? b.pSuccessOrBetter.compare(a.pSuccessOrBetter) : b.expectedScore.compare(a.expectedScore);
  return byObjective !== 0 ? byObjective : compareByCardsKept(a.play, b.play);
}

/**
 * Every legal play from a hand up to the card limit — each distinct sub-hand in each distinct row —
 * ranked best first at one difficulty (docs/rules.md 3.8, policy=optimal). Each candidate is one exact
 * countChallenge at that difficulty: O(candidates × G · P³ · n · D); an 8-card hand with limit 5 has ~800.
 * @throws {OddsmithError} when the hand, limit (0..20), difficulty (0..54), rules, objective or card cost is not one it can take.
 * @example rankPlays(readPlay("A,9,2"), 1, 1, DEFAULT_RULES, "success", Rational.ZERO)[0].play[0].label // "A"
 */
export function rankPlays(
  hand: readonly PlayerCard[],
  limit: number,
  difficulty: number,
  rules: ChallengeRules,
  objective: Objective,
  cardCost: Rational,
): RankedPlay[] {
  checkPlay("hand", hand);
  checkCount("limit", 0, 20, limit);
  checkCount("difficulty", 0, DEALER_DECK_SIZE, difficulty);
  checkRules(rules);
  oneOf("objective", OBJECTIVES, objective);
  if (!(cardCost instanceof Rational)) throw new OddsmithError("cardCost", "a Rational (Rational.of(1, 4))", cardCost);
  const ranked: RankedPlay[] = [];
  for (const cards of subHands(hand, limit)) {
    for (const row of arrangements(cards)) ranked.push(scorePlay(row, countDealerDraws(row, rules, difficulty), difficulty, cardCost));
  }
  return ranked.sort((a, b) => comparePlays(a, b, objective));
}
