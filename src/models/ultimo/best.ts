/**
 * The optimal play from a hand (docs/rules.md 3.8): every candidate play scored exactly against the Dealer,
 * ranked by the objective with the rulebook's tie order.
 */
import { itemAt } from "../../core/checked-index.js";
import { OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import type { PlayerCard } from "./cards.js";
import { checkCount, checkPlay, checkRules, DEALER_DECK_SIZE } from "./setup-checks.js";
import { mergeIntoRow, pooledSubHands } from "./extra-cards.js";
import { arrangements, compareByCardsKept, greedyOrder, layRow, subHands } from "./plays.js";
import { MAX_DEALER_DECKS, type ChallengeRules } from "./rules.js";
import { countChallenge, countDealerDraws } from "./solve-challenge.js";
import { rowSums, solveKnowing, type ChallengeExtras, type CompareSums, type OutcomeSums } from "./variant-challenge.js";
import { OUTCOME_COUNT } from "./outcome.js";
import { f64At } from "../../core/typed-index.js";

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
  const outcomeCounts = Array.from(counts.subarray(difficulty * OUTCOME_COUNT, difficulty * OUTCOME_COUNT + OUTCOME_COUNT));
  const total = f64At(totals, difficulty);
  const scoreWeight = outcomeCounts.reduce((sum, count, o) => sum + BigInt(count) * BigInt(itemAt(OUTCOME_SCORES, o)), 0n);
  return {
    play,
    counts: outcomeCounts,
    total,
    pSuccessOrBetter: Rational.of(BigInt(itemAt(outcomeCounts, 0) + itemAt(outcomeCounts, 1)), BigInt(total)),
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

/**
 * A candidate's exact sums as a RankedPlay (counts and total as floats, for charts; the figures exact).
 * O(1).
 */
function rankedOfSums(play: readonly PlayerCard[], sums: OutcomeSums, cardCost: Rational): RankedPlay {
  const scoreWeight = sums.counts.reduce((sum, count, o) => sum + count * BigInt(itemAt(OUTCOME_SCORES, o)), 0n);
  return {
    play,
    counts: sums.counts.map(Number),
    total: Number(sums.total),
    pSuccessOrBetter: Rational.of(itemAt(sums.counts, 0) + itemAt(sums.counts, 1), sums.total),
    expectedScore: Rational.of(scoreWeight, sums.total).subtract(cardCost.multiply(Rational.of(play.length))),
  };
}

/** What a team can lay from a hand (docs/rules.md 3.1, 3.8): the player's own cards up to the limit, the allies' aid cards, at most aidLimit. */
export interface TeamCards {
  readonly hand: readonly PlayerCard[];
  readonly limit: number;
  readonly aid: readonly PlayerCard[];
  readonly aidLimit: number;
}

/**
 * Every legal row a team can lay (docs/rules.md 3.1 Aid, 3.3): each distinct pooled set in each distinct row.
 * O(pooled sets × rows).
 * @example teamRows({ hand: readPlay("K,9"), limit: 1, aid: readPlay("A"), aidLimit: 12 }).length // 7
 */
export function teamRows(team: TeamCards): PlayerCard[][] {
  return pooledSubHands(team.hand, team.limit, team.aid, team.aidLimit).flatMap((cards) => arrangements(cards));
}

/**
 * The greedy play of a team (docs/rules.md 3.1 Aid, 3.8 policy=greedy): the player's min(limit, hand)
 * strongest non-joker cards pooled with the aid cards, of which the strongest non-joker aidLimit are laid,
 * the player's own in greedy's row and the aid merged in (issue 23: it laid every aid card, over the limit).
 * One of {@link teamRows}, so the optimal play is never below it. O(cards · log cards).
 * @example greedyTeamPlay({ hand: readPlay("A,9,7,5"), limit: 2, aid: readPlay("8,6"), aidLimit: 3 }).map((card) => card.label).join(",") // "A,9,8"
 */
export function greedyTeamPlay(team: TeamCards): PlayerCard[] {
  const own = greedyOrder(team.hand).slice(0, team.limit);
  const laid = new Set(greedyOrder([...own, ...team.aid]).slice(0, team.aidLimit));
  return mergeIntoRow(
    layRow(own.filter((card) => laid.has(card))),
    team.aid.filter((card) => laid.has(card)),
  );
}

/** The entry checks of the extra-rule solvers. */
function checkTeam(team: TeamCards, difficulty: number, rules: ChallengeRules, objective: Objective, cardCost: Rational): void {
  checkPlay("hand", team.hand);
  checkCount("limit", 0, 20, team.limit);
  checkPlay("aid", team.aid);
  checkCount("aidLimit", 1, 54, team.aidLimit);
  checkRules(rules);
  checkCount("difficulty", 0, DEALER_DECK_SIZE * MAX_DEALER_DECKS, difficulty);
  oneOf("objective", OBJECTIVES, objective);
  if (!(cardCost instanceof Rational)) throw new OddsmithError("cardCost", "a Rational (Rational.of(1, 4))", cardCost);
}

/**
 * rankPlays under the extra rules of issue 18 (docs/rules.md 3.1, 3.8): every row the team can lay
 * (teamRows), each scored exactly with its focus cards drawn after it is laid, on any Dealer deck; best
 * first by the objective with the rulebook's tie order. Cost: rows × focus draws × countDrawsExactly.
 * @throws {OddsmithError} when the hand, limit, difficulty, rules, objective or card cost is not one it can take.
 * @example rankPlaysWithExtras({ hand: readPlay("9"), limit: 1, aid: readPlay("A"), aidLimit: 12 }, 1, DEFAULT_RULES, "success", Rational.ZERO, { focus: 0, focusDeck: [], know: 0 })[0].play.map((card) => card.label).join(",") // "A,9"
 */
export function rankPlaysWithExtras(team: TeamCards, difficulty: number, rules: ChallengeRules, objective: Objective, cardCost: Rational, extras: ChallengeExtras): RankedPlay[] {
  checkTeam(team, difficulty, rules, objective, cardCost);
  return teamRows(team)
    .map((row) => rankedOfSums(row, itemAt(rowSums(row, rules, difficulty, extras), difficulty), cardCost))
    .sort((a, b) => comparePlays(a, b, objective));
}

/**
 * One row under the extra rules, scored as rankPlaysWithExtras scores it (focus cards drawn after it is laid). Cost: focus draws × countDrawsExactly.
 * @example rankRowWithExtras(readPlay("K"), 1, DEFAULT_RULES, Rational.ZERO, { focus: 0, focusDeck: [], know: 0 }).pSuccessOrBetter.toString() // "2/3"
 */
export function rankRowWithExtras(row: readonly PlayerCard[], difficulty: number, rules: ChallengeRules, cardCost: Rational, extras: ChallengeExtras): RankedPlay {
  return rankedOfSums(row, itemAt(rowSums(row, rules, difficulty, extras), difficulty), cardCost);
}

/**
 * Know Thy Enemy in `best` (docs/rules.md 3.7): the team sees min(know, D) Dealer cards, then lays the row
 * that is best for what it saw (objective, tie order as rankPlays); the outcome over every Dealer draw,
 * exact, and how often each row is chosen. Cost: solveKnowing's over teamRows.
 * @example bestKnowing({ hand: readPlay("K,8"), limit: 2, aid: [], aidLimit: 12 }, 1, DEFAULT_RULES, "success", Rational.ZERO, { focus: 0, focusDeck: [], know: 1 }).play.pSuccessOrBetter.toString() // "8/9"
 */
export function bestKnowing(
  team: TeamCards,
  difficulty: number,
  rules: ChallengeRules,
  objective: Objective,
  cardCost: Rational,
  extras: ChallengeExtras,
): { play: RankedPlay; chosen: { play: readonly PlayerCard[]; weight: bigint }[] } {
  checkTeam(team, difficulty, rules, objective, cardCost);
  const rows = teamRows(team).sort((a, b) => compareByCardsKept(a, b));
  const compare: CompareSums = (a, aIndex, b, bIndex) => comparePlays(rankedOfSums(itemAt(rows, aIndex), a, cardCost), rankedOfSums(itemAt(rows, bIndex), b, cardCost), objective) || aIndex - bIndex;
  const { sums, chosen } = solveKnowing(rows, rules, difficulty, extras, compare);
  const strategy = rankedOfSums([], sums, Rational.ZERO);
  const meanCards = chosen.reduce((sum, weight, c) => sum + weight * BigInt(itemAt(rows, c).length), 0n);
  const weights = chosen.reduce((sum, weight) => sum + weight, 0n);
  return {
    play: { ...strategy, expectedScore: strategy.expectedScore.subtract(cardCost.multiply(Rational.of(meanCards, weights))) },
    chosen: rows.map((play, c) => ({ play, weight: itemAt(chosen, c) })).filter((entry) => entry.weight > 0n),
  };
}
