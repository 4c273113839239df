/**
 * The straightforward exact difficulty curve, as src/models/ultimo/curve.ts computed it before issue 17
 * (kept as the tests' reference): every hand enumerated for every limit, every play solved by
 * countDealerDraws per limit, the optimal policy rescanning each hand's sub-hands per difficulty and limit.
 * The deduplicated solver (count-plays.ts, optimal-curve.ts) must give the same exact answers.
 */
import { binomialNumber } from "../../src/core/combinatorics.js";
import { Distribution } from "../../src/core/distribution.js";
import { oneOf } from "../../src/core/errors.js";
import { Rational } from "../../src/core/exact/rational.js";
import { playerDeck, type CardCount, type PlayerCard } from "../../src/models/ultimo/cards.js";
import { checkCount, checkRules, DEALER_DECK_SIZE } from "../../src/models/ultimo/setup-checks.js";
import { dealerGroups } from "../../src/models/ultimo/dealer.js";
import { OUTCOMES, type ChallengeOutcome } from "../../src/models/ultimo/outcome.js";
import { arrangements, compareByCardsKept, greedyPlay, layRow } from "../../src/models/ultimo/plays.js";
import type { ChallengeRules } from "../../src/models/ultimo/rules.js";
import { countDealerDraws } from "../../src/models/ultimo/solve-challenge.js";
import { addAt } from "../../src/core/checked-index.js";

/** How a hand is played: the greedy play, the optimal play per difficulty, or every card as flipped (luck flip). */
export const CURVE_POLICIES = ["optimal", "greedy"] as const;
export type CurvePolicy = (typeof CURVE_POLICIES)[number] | "flip";

/** One difficulty of a curve. */
export interface CurvePoint {
  readonly difficulty: number;
  readonly outcomes: Distribution<ChallengeOutcome>;
  readonly pSuccessOrBetter: Rational;
}

/** A curve at the card limit asked, and P(success or better) at every smaller limit too. */
export interface Curve {
  readonly points: readonly CurvePoint[];
  /** byLimit[l][d]: P(success or better) with card limit l + 1 at difficulty d. */
  readonly byLimit: readonly (readonly Rational[])[];
}

/** Calls `visit` with every distinct hand of `size` cards from the deck (counts per kind) and its number of deals. */
function forEachHand(deck: readonly CardCount[], size: number, visit: (counts: Int8Array, deals: number) => void): void {
  const counts = new Int8Array(deck.length);
  const left = deck.map((_, i) => deck.slice(i).reduce((sum, kind) => sum + kind.count, 0));
  const walk = (kind: number, remaining: number, deals: number) => {
    if (remaining === 0) {
      visit(counts, deals);
      return;
    }
    if (kind === deck.length || left[kind]! < remaining) return;
    for (let take = Math.min(remaining, deck[kind]!.count); take >= 0; take--) {
      counts[kind] = take;
      walk(kind + 1, remaining - take, deals * binomialNumber(deck[kind]!.count, take));
    }
    counts[kind] = 0;
  };
  walk(0, size, 1);
}

function cardsOf(deck: readonly CardCount[], counts: ArrayLike<number>): PlayerCard[] {
  const cards: PlayerCard[] = [];
  for (let kind = 0; kind < deck.length; kind++) for (let i = 0; i < counts[kind]!; i++) cards.push(deck[kind]!.card);
  return cards;
}

/** Accumulates Σ deals × Dealer counts per difficulty and outcome, exactly, and turns them into a curve. */
class CurveTotals {
  readonly weights: bigint[];
  constructor(private readonly maxDifficulty: number) {
    this.weights = Array.from({ length: (maxDifficulty + 1) * 5 }, () => 0n);
  }
  /** Adds `deals` hands whose play has these Dealer counts (outcomeCounts[offset..offset+4]) at the difficulty. */
  add(deals: number, difficulty: number, outcomeCounts: ArrayLike<number>, offset: number): void {
    const weight = BigInt(deals);
    for (let o = 0; o < 5; o++) {
      const count = outcomeCounts[offset + o]!;
      if (count !== 0) this.weights[difficulty * 5 + o]! += weight * BigInt(count);
    }
  }
  points(): CurvePoint[] {
    return Array.from({ length: this.maxDifficulty + 1 }, (_, difficulty) => {
      const outcomes = Distribution.fromWeights(OUTCOMES.map((outcome, o) => [outcome, this.weights[difficulty * 5 + o]!] as const));
      return { difficulty, outcomes, pSuccessOrBetter: outcomes.probability("perfect-success").add(outcomes.probability("success")) };
    });
  }
}

/**
 * The exact difficulty curve for a random hand of `handSize` cards from the player's own deck (docs/rules.md
 * 3.1), played by `policy` with `cardLimit`, against a fresh Dealer deck, for difficulties 0..maxDifficulty.
 * greedy and flip map each distinct hand (≤ 77,520 for 7 cards) to one play and solve each distinct play
 * once. optimal (docs/rules.md 3.8, objective=success) first solves every distinct sub-hand of at most
 * `cardLimit` cards in every legal row (2,380 joker-free sub-hands in 6,191 rows for limit 4), keeps each sub-hand's best row per
 * difficulty, then picks for every hand and difficulty the best sub-hand it holds (ties: fewer cards, then
 * weaker cards played), for every limit up to `cardLimit` in the same pass. Cost: O(hands × sub-hands of a
 * hand × D) comparisons plus O(sub-hands × rows) challenge solves.
 * byLimit covers limits 1..min(cardLimit, handSize).
 * @throws {OddsmithError} when the hand size (1..20), limit (1..20), policy, rules, queen value (2..10) or maxDifficulty (0..54) is not one it can take; its cost before it runs is curveSeconds's (solve-costs.ts).
 * @example solveCurve(1, 1, "greedy", DEFAULT_RULES, 2, 1).points[1].outcomes.probability("perfect-success").toString() // "86/243"
 */
export function solveCurve(handSize: number, limitAsked: number, policy: CurvePolicy, rules: ChallengeRules, queenValue: number, maxDifficulty: number): Curve {
  checkCount("handSize", 1, 20, handSize);
  checkCount("limit", 1, 20, limitAsked);
  oneOf("policy", [...CURVE_POLICIES, "flip"] as const, policy);
  checkRules(rules);
  checkCount("queenValue", 2, 10, queenValue);
  checkCount("maxDifficulty", 0, DEALER_DECK_SIZE, maxDifficulty);
  // A player plays at most min(card limit, hand size) cards (docs/rules.md 3.1).
  const cardLimit = Math.min(limitAsked, handSize);
  const deck = playerDeck(rules, queenValue);
  const hands = binomialNumber(deck.reduce((sum, kind) => sum + kind.count, 0), handSize);
  const dealerSize = dealerGroups(rules).reduce((sum, group) => sum + group.count, 0);
  // P(success or better) at each difficulty from its weight over every hand and Dealer draw.
  const toProbabilities = (success: readonly bigint[]) => success.map((weight, d) => Rational.of(weight, BigInt(hands) * BigInt(binomialNumber(dealerSize, d))));
  const totals = new CurveTotals(maxDifficulty);
  if (policy !== "optimal") {
    const byLimit = laidCurve(handSize, cardLimit, policy, rules, queenValue, maxDifficulty, totals).map(toProbabilities);
    return { points: totals.points(), byLimit: policy === "flip" ? [] : byLimit };
  }
  const byLimit = optimalCurve(deck, handSize, cardLimit, rules, maxDifficulty, totals).map(toProbabilities);
  return { points: totals.points(), byLimit };
}

/** Greedy or flip: each limit's distinct plays solved once (rows do not depend on the difficulty); success weights per limit. */
function laidCurve(handSize: number, cardLimit: number, policy: "greedy" | "flip", rules: ChallengeRules, queenValue: number, maxDifficulty: number, totals: CurveTotals): bigint[][] {
  const limits = policy === "flip" ? [handSize] : Array.from({ length: cardLimit }, (_, l) => l + 1);
  return limits.map((limit) => {
    const success = Array.from({ length: maxDifficulty + 1 }, () => 0n);
    for (const { play, deals } of laidPlays(handSize, limit, policy, rules, queenValue)) {
      const { counts } = countDealerDraws(play, rules, maxDifficulty);
      for (let d = 0; d <= maxDifficulty; d++) {
        success[d]! += BigInt(deals) * BigInt(counts[d * 5]! + counts[d * 5 + 1]!);
        if (limit === cardLimit || policy === "flip") totals.add(deals, d, counts, d * 5);
      }
    }
    return success;
  });
}

/** Each sub-hand's best row at every difficulty: best[(m · width + d) · 5 + o] its Dealer counts, bestSuccess[m · width + d] its successes. */
function bestRows(subHandCards: readonly PlayerCard[][], rules: ChallengeRules, maxDifficulty: number): { best: Float64Array; bestSuccess: Float64Array } {
  const width = maxDifficulty + 1;
  const best = new Float64Array(subHandCards.length * width * 5);
  const bestSuccess = new Float64Array(subHandCards.length * width).fill(-1);
  subHandCards.forEach((cards, m) => {
    for (const row of arrangements(cards)) {
      const { counts } = countDealerDraws(row, rules, maxDifficulty);
      for (let d = 0; d <= maxDifficulty; d++) {
        const success = counts[d * 5]! + counts[d * 5 + 1]!;
        if (success > bestSuccess[m * width + d]!) {
          bestSuccess[m * width + d] = success;
          for (let o = 0; o < 5; o++) best[(m * width + d) * 5 + o] = counts[d * 5 + o]!;
        }
      }
    }
  });
  return { best, bestSuccess };
}

/**
 * Optimal: every hand's sub-hands, then per difficulty and limit the best one, deals summed per choice;
 * then exact sums of deals × Dealer counts. Success weights per limit 1..cardLimit.
 */
function optimalCurve(deck: readonly CardCount[], handSize: number, cardLimit: number, rules: ChallengeRules, maxDifficulty: number, totals: CurveTotals): bigint[][] {
  const { subHandCards, subHandIndex, place, tieRank, allowed } = subHandTable(deck, cardLimit);
  const subHandCount = subHandCards.length;
  const width = maxDifficulty + 1;
  const { best, bestSuccess } = bestRows(subHandCards, rules, maxDifficulty);
  const chosen = new Float64Array(cardLimit * width * subHandCount);
  const held: number[] = [];
  forEachHand(deck, handSize, (counts, deals) => {
    held.length = 0;
    forEachSubHandOf(counts, allowed, cardLimit, place, (key) => held.push(subHandIndex.get(key)!));
    for (let d = 0; d <= maxDifficulty; d++) {
      let choice = -1;
      for (let limit = 1; limit <= cardLimit; limit++) {
        // Sub-hands are visited size by size, so a limit's best extends the previous limit's.
        for (const m of held) {
          if (subHandCards[m]!.length !== limit && !(limit === 1 && subHandCards[m]!.length === 0)) continue;
          if (choice < 0) choice = m;
          else {
            const a = bestSuccess[m * width + d]!;
            const b = bestSuccess[choice * width + d]!;
            if (a > b || (a === b && tieRank[m]! < tieRank[choice]!)) choice = m;
          }
        }
        addAt(chosen, ((limit - 1) * width + d) * subHandCount + choice, deals);
      }
    }
  });
  return Array.from({ length: cardLimit }, (_, l) => {
    const limit = l + 1;
    const success = Array.from({ length: width }, () => 0n);
    for (let d = 0; d <= maxDifficulty; d++) {
      for (let m = 0; m < subHandCount; m++) {
        const deals = chosen[((limit - 1) * width + d) * subHandCount + m]!;
        if (deals === 0) continue;
        success[d]! += BigInt(deals) * BigInt(bestSuccess[m * width + d]!);
        if (limit === cardLimit) totals.add(deals, d, best, (m * width + d) * 5);
      }
    }
    return success;
  });
}

/** Every sub-hand of at most `maxSize` cards from the deck's kinds, and the order that breaks ties between them. */
interface SubHandTable {
  readonly subHandCards: PlayerCard[][];
  /** Sub-hand index by its mixed-radix key Σ count[kind] · place[kind]. */
  readonly subHandIndex: Map<number, number>;
  readonly place: readonly number[];
  /** docs/rules.md 3.8's tie order: fewer cards, then weaker cards played (the stronger kept in hand). */
  readonly tieRank: Int32Array;
  /** How many of each kind a sub-hand may hold: none of the jokers. */
  readonly allowed: readonly number[];
}

function subHandTable(deck: readonly CardCount[], maxSize: number): SubHandTable {
  // A played joker caps the outcome at partial success (docs/rules.md 3.3), Gamblin' Man's big one fails the
  // hand: P(success or better) is 0 with one, and the same cards without it tie or win on fewer cards.
  const allowed = deck.map((kind) => (kind.card.kind === "joker" ? 0 : kind.count));
  const radix = deck.map((kind) => kind.count + 1);
  const place = radix.map((_, i) => radix.slice(0, i).reduce((product, r) => product * r, 1));
  const subHandIndex = new Map<number, number>();
  const subHandCards: PlayerCard[][] = [];
  forEachSubHand(allowed, maxSize, (counts) => {
    let key = 0;
    for (let kind = 0; kind < deck.length; kind++) key += counts[kind]! * place[kind]!;
    subHandIndex.set(key, subHandCards.length);
    subHandCards.push(cardsOf(deck, counts));
  });
  const order = subHandCards.map((_, m) => m).sort((a, b) => compareByCardsKept(subHandCards[a]!, subHandCards[b]!));
  const tieRank = new Int32Array(subHandCards.length);
  order.forEach((m, rank) => (tieRank[m] = rank));
  return { subHandCards, subHandIndex, place, tieRank, allowed };
}

/**
 * The play each random hand leads to at one difficulty, with how many deals of the hand lead to it
 * (docs/rules.md 3.8): greedy and flip rows, or per hand the optimal sub-hand's best row for P(success or
 * better) at that difficulty (ties as in solveCurve). Rows that behave alike are merged. Cost as
 * solveCurve at one difficulty.
 * @throws {OddsmithError} when the hand size (1..20), limit (1..20), policy, rules, queen value (2..10) or difficulty (0..54) is not one it can take.
 * @example handPlays(1, 1, "greedy", DEFAULT_RULES, 2, 3).reduce((sum, entry) => sum + entry.deals, 0) // 54
 */
export function handPlays(handSize: number, limitAsked: number, policy: CurvePolicy, rules: ChallengeRules, queenValue: number, difficulty: number): { play: PlayerCard[]; deals: number }[] {
  checkCount("handSize", 1, 20, handSize);
  checkCount("limit", 1, 20, limitAsked);
  oneOf("policy", [...CURVE_POLICIES, "flip"] as const, policy);
  checkRules(rules);
  checkCount("queenValue", 2, 10, queenValue);
  checkCount("difficulty", 0, DEALER_DECK_SIZE, difficulty);
  return policy === "optimal" ? optimalPlays(handSize, limitAsked, rules, queenValue, difficulty) : laidPlays(handSize, limitAsked, policy, rules, queenValue);
}

/** Plays with how many deals lead to each, merged when their rows behave alike. */
class PlayDeals {
  private readonly plays = new Map<string, { play: PlayerCard[]; deals: number }>();
  add(play: PlayerCard[], deals: number): void {
    const key = play.map((card) => `${card.kind}${card.value}${card.autoFail ? "!" : ""}`).join(",");
    const entry = this.plays.get(key);
    if (entry) entry.deals += deals;
    else this.plays.set(key, { play, deals });
  }
  list(): { play: PlayerCard[]; deals: number }[] {
    return [...this.plays.values()];
  }
}

/** The greedy or flipped row of every distinct hand, with its deals. */
function laidPlays(handSize: number, limitAsked: number, policy: "greedy" | "flip", rules: ChallengeRules, queenValue: number): { play: PlayerCard[]; deals: number }[] {
  const cardLimit = Math.min(limitAsked, handSize);
  const deck = playerDeck(rules, queenValue);
  const plays = new PlayDeals();
  forEachHand(deck, handSize, (counts, deals) => {
    const cards = cardsOf(deck, counts);
    plays.add(policy === "flip" ? layRow(cards) : greedyPlay(cards, cardLimit), deals);
  });
  return plays.list();
}

/** Every hand's optimal sub-hand in its best row at one difficulty, with its deals. */
function optimalPlays(handSize: number, limitAsked: number, rules: ChallengeRules, queenValue: number, difficulty: number): { play: PlayerCard[]; deals: number }[] {
  const cardLimit = Math.min(limitAsked, handSize);
  const deck = playerDeck(rules, queenValue);
  const plays = new PlayDeals();
  const { subHandCards, subHandIndex, place, tieRank, allowed } = subHandTable(deck, cardLimit);
  const bestRow: PlayerCard[][] = [];
  const bestSuccess = new Float64Array(subHandCards.length).fill(-1);
  subHandCards.forEach((cards, m) => {
    for (const row of arrangements(cards)) {
      const { counts } = countDealerDraws(row, rules, difficulty);
      const success = counts[difficulty * 5]! + counts[difficulty * 5 + 1]!;
      if (success > bestSuccess[m]!) {
        bestSuccess[m] = success;
        bestRow[m] = row;
      }
    }
  });
  forEachHand(deck, handSize, (counts, deals) => {
    let choice = -1;
    forEachSubHandOf(counts, allowed, cardLimit, place, (key) => {
      const m = subHandIndex.get(key)!;
      if (choice < 0 || bestSuccess[m]! > bestSuccess[choice]! || (bestSuccess[m] === bestSuccess[choice] && tieRank[m]! < tieRank[choice]!)) choice = m;
    });
    plays.add(bestRow[choice]!, deals);
  });
  return plays.list();
}

/** Every count vector with counts[k] ≤ allowed[k] and at most maxSize cards in all. */
function forEachSubHand(allowed: readonly number[], maxSize: number, visit: (counts: Int8Array) => void): void {
  const counts = new Int8Array(allowed.length);
  const walk = (kind: number, remaining: number) => {
    if (kind === allowed.length) {
      visit(counts);
      return;
    }
    for (let take = 0; take <= Math.min(remaining, allowed[kind]!); take++) {
      counts[kind] = take;
      walk(kind + 1, remaining - take);
    }
    counts[kind] = 0;
  };
  walk(0, maxSize);
}

/** The mixed-radix keys of every sub-hand (within `allowed`) of a hand with at most maxSize cards. */
function forEachSubHandOf(hand: Int8Array, allowed: readonly number[], maxSize: number, place: readonly number[], visit: (key: number) => void): void {
  const walk = (kind: number, remaining: number, key: number) => {
    if (kind === allowed.length) {
      visit(key);
      return;
    }
    for (let take = 0; take <= Math.min(remaining, hand[kind]!, allowed[kind]!); take++) walk(kind + 1, remaining - take, key + take * place[kind]!);
  };
  walk(0, maxSize, 0);
}
