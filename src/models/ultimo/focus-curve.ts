/**
 * The difficulty curve with focus spent (docs/rules.md 3.1, issue 18): a random hand from the player's own
 * deck, played by a policy, then `focus` cards drawn from the top of what is left of the deck and added to
 * the row where the placement rules put them (extra-cards.ts), against a fresh Dealer deck. Exact.
 */
import { addBigAt, itemAt } from "../../core/checked-index.js";
import { binomialNumber } from "../../core/combinatorics.js";
import { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/exact/rational.js";
import { playerDeck, type CardCount, type PlayerCard } from "./cards.js";
import { checkCount, checkRules } from "./setup-checks.js";
import type { Curve, CurvePoint } from "./curve.js";
import { dealerDeckSize } from "./dealer.js";
import { forEachDraw, mergeIntoRow, remainingDeck, weightedDraws } from "./extra-cards.js";
import { OUTCOMES, OUTCOME_COUNT } from "./outcome.js";
import { arrangements, behaviourKey, compareByCardsKept, greedyPlay, subHands } from "./plays.js";
import type { ChallengeRules } from "./rules.js";
import { countDealerDraws } from "./solve-challenge.js";
import { f64Add, f64At } from "../../core/typed-index.js";

/** Calls `visit` with every distinct hand of `size` cards from the deck and its number of deals (float64: below 2^53 for a 54-card deck). */
export function forEachDeal(deck: readonly CardCount[], size: number, visit: (cards: PlayerCard[], deals: number) => void): void {
  forEachDraw<number>(deck, size, 1, (deals, count, taken) => deals * binomialNumber(count, taken), visit);
}

type Draws = readonly { readonly cards: readonly PlayerCard[]; readonly ways: bigint }[];

/**
 * The merged rows a curve lays, each solved once (float64 counts, exact on a deck of at most 54 cards), with
 * how many deals × focus draws lay it at each difficulty — integers below 2^53, turned into exact bigint
 * sums only at the end.
 */
class LaidRows {
  private readonly rows = new Map<string, { counts: Float64Array; weights: Float64Array }>();
  constructor(
    private readonly rules: ChallengeRules,
    private readonly maxDifficulty: number,
  ) {}
  /** The merged row's entry (solved on first sight). */
  entry(row: readonly PlayerCard[]): { counts: Float64Array; weights: Float64Array } {
    const key = row.map(behaviourKey).join(",");
    let entry = this.rows.get(key);
    if (entry === undefined) {
      entry = { counts: countDealerDraws(row, this.rules, this.maxDifficulty).counts, weights: new Float64Array(this.maxDifficulty + 1) };
      this.rows.set(key, entry);
    }
    return entry;
  }
  /** Exact outcome weights per difficulty: Σ over rows of weight × Dealer counts. */
  totals(): bigint[] {
    const totals = new Array<bigint>((this.maxDifficulty + 1) * OUTCOME_COUNT).fill(0n);
    for (const { counts, weights } of this.rows.values()) {
      for (let d = 0; d <= this.maxDifficulty; d++) {
        if (weights[d] === 0) continue;
        for (let o = 0; o < OUTCOME_COUNT; o++) addBigAt(totals, d * OUTCOME_COUNT + o, BigInt(f64At(weights, d)) * BigInt(f64At(counts, d * OUTCOME_COUNT + o)));
      }
    }
    return totals;
  }
}

/** The merged rows of a laid row with each focus draw, and their ways. */
function mergedRows(row: readonly PlayerCard[], draws: Draws, laid: LaidRows): { entry: ReturnType<LaidRows["entry"]>; ways: number }[] {
  return draws.map((draw) => ({ entry: laid.entry(mergeIntoRow(row, draw.cards)), ways: Number(draw.ways) }));
}

/**
 * The exact curve of a random hand of `handSize` cards played by `policy` with `limit`, `focus` cards then
 * drawn from the rest of the deck and merged into the row, for difficulties 0..maxDifficulty; byLimit for
 * limits 1..min(limit, handSize). greedy lays each hand's greedy play; optimal lays, per hand and
 * difficulty, the row (every joker-free sub-hand up to the limit in every legal order) with the highest
 * P(success or better) over the focus draws, ties to fewer cards then weaker cards played (near-ties
 * compared again in bigint). Cost: O(hands × limits × focus draws) merges for greedy, O(hands × limits ×
 * rows of a hand × focus draws × D) for optimal, plus a countDealerDraws per distinct merged row.
 * @throws {OddsmithError} when the hand size (1..20), limit (1..20), rules, queen value, focus (0..5) or maxDifficulty is not one it can take.
 * @example solveFocusCurve(1, 1, "greedy", DEFAULT_RULES, 2, 0, 0).points[0].pSuccessOrBetter.toString() // "26/27"
 */
export function solveFocusCurve(handSize: number, limitAsked: number, policy: "greedy" | "optimal", rules: ChallengeRules, queenValue: number, maxDifficulty: number, focus: number): Curve {
  checkCount("handSize", 1, 20, handSize);
  checkCount("limit", 1, 20, limitAsked);
  checkRules(rules);
  checkCount("queenValue", 2, 10, queenValue);
  checkCount("focus", 0, 5, focus);
  checkCount("maxDifficulty", 0, dealerDeckSize(rules), maxDifficulty);
  const cardLimit = Math.min(limitAsked, handSize);
  const deck = playerDeck(rules, queenValue);
  const laidByLimit = Array.from({ length: cardLimit }, () => new LaidRows(rules, maxDifficulty));
  forEachDeal(deck, handSize, (hand, deals) => {
    const draws = weightedDraws(remainingDeck(deck, hand), focus);
    for (let limit = 1; limit <= cardLimit; limit++) {
      const laid = itemAt(laidByLimit, limit - 1);
      if (policy === "greedy") {
        for (const { entry, ways } of mergedRows(greedyPlay(hand, limit), draws, laid)) for (let d = 0; d <= maxDifficulty; d++) f64Add(entry.weights, d, deals * ways);
      } else layOptimal(hand, limit, draws, laid, maxDifficulty, deals);
    }
  });
  const deckSize = deck.reduce((sum, kind) => sum + kind.count, 0);
  const deals = BigInt(binomialNumber(deckSize, handSize)) * BigInt(binomialNumber(deckSize - handSize, focus));
  const totals = laidByLimit.map((laid) => laid.totals());
  const byLimit = totals.map((weights) => Array.from({ length: maxDifficulty + 1 }, (_, d) => Rational.of(itemAt(weights, d * OUTCOME_COUNT) + itemAt(weights, d * OUTCOME_COUNT + 1), deals * BigInt(binomialNumber(dealerDeckSize(rules), d)))));
  return { points: pointsOf(itemAt(totals, cardLimit - 1), maxDifficulty), byLimit };
}

/** Σ ways × successes of a candidate's merged rows at one difficulty, as a float and (for near-ties) exactly. */
function successAt(merged: readonly { entry: { counts: Float64Array }; ways: number }[], d: number): number {
  let sum = 0;
  for (const { entry, ways } of merged) sum += ways * (f64At(entry.counts, d * OUTCOME_COUNT) + f64At(entry.counts, d * OUTCOME_COUNT + 1));
  return sum;
}
function exactSuccessAt(merged: readonly { entry: { counts: Float64Array }; ways: number }[], d: number): bigint {
  let sum = 0n;
  for (const { entry, ways } of merged) sum += BigInt(ways) * BigInt(f64At(entry.counts, d * OUTCOME_COUNT) + f64At(entry.counts, d * OUTCOME_COUNT + 1));
  return sum;
}

/** Per difficulty, the hand's best row with its focus draws (ties: fewer cards, weaker cards played) laid deals times. */
function layOptimal(hand: readonly PlayerCard[], limit: number, draws: Draws, laid: LaidRows, maxDifficulty: number, deals: number): void {
  // A played joker caps the outcome at partial success: a row with one never succeeds where the same row without it may.
  const candidates = subHands(hand.filter((card) => card.kind !== "joker"), limit).sort(compareByCardsKept);
  const merged = candidates.flatMap((cards) => arrangements(cards).map((row) => mergedRows(row, draws, laid)));
  for (let d = 0; d <= maxDifficulty; d++) {
    let best = 0;
    let bestSuccess = successAt(itemAt(merged, 0), d);
    for (let c = 1; c < merged.length; c++) {
      const success = successAt(itemAt(merged, c), d);
      // Sums can pass 2^53: a near-tie is decided exactly.
      const better = Math.abs(success - bestSuccess) <= 1e-9 * Math.max(success, bestSuccess) ? exactSuccessAt(itemAt(merged, c), d) > exactSuccessAt(itemAt(merged, best), d) : success > bestSuccess;
      if (better) {
        best = c;
        bestSuccess = success;
      }
    }
    for (const { entry, ways } of itemAt(merged, best)) f64Add(entry.weights, d, deals * ways);
  }
}

/** Exact weights as curve points. */
function pointsOf(weights: readonly bigint[], maxDifficulty: number): CurvePoint[] {
  return Array.from({ length: maxDifficulty + 1 }, (_, difficulty) => {
    const outcomes = Distribution.fromWeights(OUTCOMES.map((outcome, o) => [outcome, itemAt(weights, difficulty * OUTCOME_COUNT + o)] as const));
    return { difficulty, outcomes, pSuccessOrBetter: outcomes.probability("perfect-success").add(outcomes.probability("success")) };
  });
}

/**
 * The estimated seconds of solveFocusCurve: hands × focus draws × (rows of a hand for optimal) × difficulties,
 * at rates measured on the 2-core machine. O(kinds).
 * @example focusCurveSeconds(3, 2, "greedy", DEFAULT_RULES, 2, 6, 1) < 5 // true
 */
export function focusCurveSeconds(handSize: number, limit: number, policy: "greedy" | "optimal", rules: ChallengeRules, queenValue: number, maxDifficulty: number, focus: number): number {
  const deck = playerDeck(rules, queenValue);
  let hands = 0;
  forEachDeal(deck, handSize, () => hands++);
  const draws = binomialNumber(deck.length + focus - 1, focus);
  const cardLimit = Math.min(limit, handSize);
  const spread = deck.slice(0, handSize).map((kind) => kind.card);
  const rows = policy === "greedy" ? cardLimit : subHands(spread, cardLimit).reduce((sum, cards) => sum + arrangements(cards).length, 0) * cardLimit;
  // Fitted to CLI runs on the 2-core machine (CPU seconds): greedy hand 5/limit 3 1.0 s, hand 7/limit 4 4.7 s; optimal hand 4/limit 3 1.9 s, hand 5/limit 3 8.2 s.
  // Re-timed in-process on 2026-11-25 (load 8..12): greedy 0.70 s and 5.8 s, optimal 3.0 s and 13.0 s, the optimal ones above
  // the old estimates (1.6 s, 11.0 s); a constant part and a third more per row keep them under their estimates.
  const work = hands * draws * rows * (policy === "optimal" ? 1.3 * (6e-7 + (maxDifficulty + 1) * 1e-9) : 2e-6);
  return (policy === "optimal" ? FOCUS_OPTIMAL_SECONDS : FOCUS_GREEDY_SECONDS) + work;
}

/** The constant part of a focus curve's estimate (the deck's draws, the Dealer's tables), seconds. */
const FOCUS_GREEDY_SECONDS = 0.2;
const FOCUS_OPTIMAL_SECONDS = 1;
