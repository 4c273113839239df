/**
 * The designer's difficulty curve (docs/rules.md 3.1, 3.8): the exact outcome distribution at every
 * difficulty for a character whose hand is a random draw from their own 54-card deck, played by a policy.
 */
import { entryOf, itemAt } from "../../core/checked-index.js";
import { binomialNumber } from "../../core/combinatorics.js";
import { Distribution } from "../../core/distribution.js";
import { oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { cardStrength, playerDeck, type CardCount, type PlayerCard } from "./cards.js";
import { checkCount, checkRules, DEALER_DECK_SIZE, checkQueenValue } from "./setup-checks.js";
import { rowClassKey } from "./count-plays.js";
import { countRows, sumWeights, type CurveWeights } from "./curve-weights.js";
import { dealerGroups } from "./dealer.js";
import { forEachHand, forEachSubHandOf, subHandTable } from "./hands.js";
import { optimalCurve } from "./optimal-curve.js";
import { OUTCOMES, type ChallengeOutcome, OUTCOME_COUNT } from "./outcome.js";
import { arrangements, layRow } from "./plays.js";
import type { ChallengeRules } from "./rules.js";
import { countDealerDraws } from "./solve-challenge.js";
import { f64At, i32At, i8At } from "../../core/typed-index.js";

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

/**
 * The exact difficulty curve for a random hand of `handSize` cards from the player's own deck (docs/rules.md
 * 3.1), played by `policy` with `cardLimit`, against a fresh Dealer deck, for difficulties 0..maxDifficulty.
 * Every distinct row is counted once for every limit and difficulty (PlayCounter, rows sharing their first
 * cards sharing that work). greedy and flip walk the deck's cards strongest first, stopping at the limit
 * (the rest of the hand only multiplies the deals): 31,121 distinct rows for hand 7 with limits 1..7.
 * optimal (docs/rules.md 3.8, objective=success) counts every row of every joker-free sub-hand of at most
 * `cardLimit` cards (6,191 rows for limit 4), ranks the sub-hands per difficulty, and gives every hand the
 * best sub-hand it holds (ties: fewer cards, then weaker cards played) for every limit up to `cardLimit`
 * in one pass (optimal-curve.ts). Answers are memoised by their parameters (the last few); an optimal
 * curve is solved to at least difficulty 20, so that a curve and a pick of one character share one solve.
 * Cost: O(rows × (D + P²)) counting plus, for optimal, O(hands × sub-hands of a hand × D) comparisons; hand 7,
 * limit 4 about 0.3 s, hand 8, limit 5 about 2 s, on one quiet core.
 * byLimit covers limits 1..min(cardLimit, handSize).
 * @throws {OddsmithError} when the hand size (1..20), limit (1..20), policy, rules, queen value (2..10) or maxDifficulty (0..54) is not one it can take; its cost before it runs is curveSeconds's (solve-costs.ts).
 * @example solveCurve(1, 1, "greedy", DEFAULT_RULES, 2, 1).points[1].outcomes.probability("perfect-success").toString() // "86/243"
 */
export function solveCurve(handSize: number, limitAsked: number, policy: CurvePolicy, rules: ChallengeRules, queenValue: number, maxDifficulty: number): Curve {
  checkHandSetup(handSize, limitAsked, policy, rules, queenValue);
  checkCount("maxDifficulty", 0, DEALER_DECK_SIZE, maxDifficulty);
  // A player plays at most min(card limit, hand size) cards (docs/rules.md 3.1).
  const cardLimit = Math.min(limitAsked, handSize);
  const weights = curveWeights(handSize, cardLimit, policy, rules, queenValue, maxDifficulty);
  const deck = playerDeck(rules, queenValue);
  const hands = binomialNumber(deck.reduce((sum, kind) => sum + kind.count, 0), handSize);
  const dealerSize = dealerGroups(rules).reduce((sum, group) => sum + group.count, 0);
  const totalAt = (d: number) => BigInt(hands) * BigInt(binomialNumber(dealerSize, d));
  const points = Array.from({ length: maxDifficulty + 1 }, (_, difficulty) => {
    const outcomes = Distribution.fromWeights(OUTCOMES.map((outcome, o) => [outcome, itemAt(weights.outcomes, difficulty * OUTCOME_COUNT + o)] as const));
    return { difficulty, outcomes, pSuccessOrBetter: outcomes.probability("perfect-success").add(outcomes.probability("success")) };
  });
  const byLimit = weights.success.map((byDifficulty) => byDifficulty.slice(0, maxDifficulty + 1).map((weight, d) => Rational.of(weight, totalAt(d))));
  return { points, byLimit };
}

/** The last curves solved, by their parameters; a curve to a lower difficulty reads a longer one's first points. */
const solved = new Map<string, CurveWeights>();
const SOLVED_KEPT = 8;
/**
 * An optimal curve is solved to at least this difficulty (a pick's range), so a curve and a pick of one
 * character share one solve; greedy and flip curves, whose rows' counting grows with every difficulty,
 * solve what is asked.
 */
const SHARED_DIFFICULTY = 20;

/**
 * Forgets the memoised curves (the bench times a cold solve with it). O(1).
 * @example forgetSolvedCurves() // undefined
 */
export function forgetSolvedCurves(): void {
  solved.clear();
}

function curveWeights(handSize: number, cardLimit: number, policy: CurvePolicy, rules: ChallengeRules, queenValue: number, maxDifficulty: number): CurveWeights {
  const key = JSON.stringify([handSize, cardLimit, policy, rules, queenValue]);
  const known = solved.get(key);
  if (known !== undefined && known.maxDifficulty >= maxDifficulty) return known;
  const upTo = policy === "optimal" ? Math.max(maxDifficulty, SHARED_DIFFICULTY) : maxDifficulty;
  const weights = policy === "optimal" ? optimalCurve(handSize, cardLimit, rules, queenValue, upTo) : laidCurve(handSize, cardLimit, policy, rules, queenValue, upTo);
  solved.delete(key);
  solved.set(key, weights);
  if (solved.size > SOLVED_KEPT) {
    const oldest = solved.keys().next();
    if (oldest.done !== true) solved.delete(oldest.value);
  }
  return weights;
}

/**
 * The deck's cards as row classes in the order a policy takes them: greedy strongest first (cardStrength,
 * equal strengths in deck order, as greedyOrder), jokers never; flip every card. Neighbours that behave
 * alike in a row are merged. `rest` counts the cards never played.
 */
function takeOrder(deck: readonly CardCount[], policy: "greedy" | "flip"): { classes: CardCount[]; rest: number } {
  const played = policy === "flip" ? [...deck] : deck.filter((kind) => kind.card.kind !== "joker").sort((a, b) => cardStrength(b.card) - cardStrength(a.card));
  const classes: CardCount[] = [];
  for (const kind of played) {
    const last = classes.at(-1);
    if (last !== undefined && rowClassKey(last.card) === rowClassKey(kind.card)) classes[classes.length - 1] = { card: last.card, count: last.count + kind.count };
    else classes.push(kind);
  }
  return { classes, rest: deck.reduce((sum, kind) => sum + kind.count, 0) - played.reduce((sum, kind) => sum + kind.count, 0) };
}

/**
 * Calls `visit` with the cards a hand's policy takes first (counts per class, in take order), up to
 * `cardLimit` of them, and how many hands of `handSize` begin so: the rest of such a hand is any cards of
 * the later classes or the unplayed ones. O(such beginnings).
 */
function forEachBeginning(classes: readonly CardCount[], rest: number, handSize: number, cardLimit: number, visit: (taken: Int8Array, deals: number) => void): void {
  const taken = new Int8Array(classes.length);
  const later = classes.map((_, i) => classes.slice(i).reduce((sum, kind) => sum + kind.count, 0));
  const walk = (i: number, cards: number, deals: number) => {
    if (cards >= cardLimit || i === classes.length) {
      const fill = binomialNumber((later[i] ?? 0) + rest, handSize - cards);
      if (fill > 0) visit(taken, deals * fill);
      return;
    }
    for (let take = 0; take <= Math.min(itemAt(classes, i).count, handSize - cards); take++) {
      taken[i] = take;
      walk(i + 1, cards + take, deals * binomialNumber(itemAt(classes, i).count, take));
    }
    taken[i] = 0;
  };
  walk(0, 0, 1);
}

/**
 * Greedy or flip: every hand's rows at each limit (its first l cards taken, laid by layRow), each distinct
 * row counted once across the limits; success weights per limit and the outcomes at the limit asked.
 */
function laidCurve(handSize: number, cardLimit: number, policy: "greedy" | "flip", rules: ChallengeRules, queenValue: number, maxDifficulty: number): CurveWeights {
  const { classes, rest } = takeOrder(playerDeck(rules, queenValue), policy);
  const limits = policy === "flip" ? [handSize] : Array.from({ length: cardLimit }, (_, l) => l + 1);
  const top = policy === "flip" ? handSize : cardLimit; // the last of `limits`
  const place = classes.map((_, i) => classes.slice(0, i).reduce((product, kind) => product * (kind.count + 1), 1));
  const rows = new RowIndex(classes);
  const dealsOf = limits.map(() => new Map<number, number>());
  forEachBeginning(classes, rest, handSize, top, (taken, deals) => {
    let key = 0;
    let cards = 0;
    let limit = 0;
    for (let i = 0; i < classes.length && limit < limits.length; i++) {
      for (let n = 0; n < i8At(taken, i) && limit < limits.length; n++) {
        key += itemAt(place, i);
        cards++;
        while (limit < limits.length && limits[limit] === cards) addDeals(itemAt(dealsOf, limit++), rows.of(key), deals);
      }
    }
    // A hand with fewer playable cards than a limit plays them all.
    while (limit < limits.length) addDeals(itemAt(dealsOf, limit++), rows.of(key), deals);
  });
  const counts = rows.countAll(rules, maxDifficulty);
  return sumWeights(limits.length, maxDifficulty, (limit, visit) => itemAt(dealsOf, limit).forEach((deals, row) => visit(deals, itemAt(counts, row), 0)), policy === "flip");
}

function addDeals(map: Map<number, number>, row: number, deals: number): void {
  map.set(row, (map.get(row) ?? 0) + deals);
}

/** Distinct rows by their key (counts of each class, mixed radix), laid by layRow and counted once each. */
class RowIndex {
  private readonly index = new Map<number, number>();
  private readonly keys: number[] = [];
  constructor(private readonly classes: readonly CardCount[]) {}
  of(key: number): number {
    let row = this.index.get(key);
    if (row === undefined) {
      row = this.keys.length;
      this.index.set(key, row);
      this.keys.push(key);
    }
    return row;
  }
  /** Each row's Dealer counts (countChallenge's counts), rows counted in sorted order so neighbours share their first cards. */
  countAll(rules: ChallengeRules, maxDifficulty: number): Float64Array[] {
    const laid = this.keys.map((key) => {
      const cards: PlayerCard[] = [];
      let left = key;
      for (let i = 0; i < this.classes.length; i++) {
        const radix = itemAt(this.classes, i).count + 1;
        for (let n = 0; n < left % radix; n++) cards.push(itemAt(this.classes, i).card);
        left = Math.floor(left / radix);
      }
      return layRow(cards);
    });
    return countRows(laid, rules, maxDifficulty);
  }
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
  checkHandSetup(handSize, limitAsked, policy, rules, queenValue);
  checkCount("difficulty", 0, DEALER_DECK_SIZE, difficulty);
  return policy === "optimal" ? optimalPlays(handSize, limitAsked, rules, queenValue, difficulty) : laidPlays(handSize, limitAsked, policy, rules, queenValue);
}

/** The checks solveCurve and handPlays share on a random hand's setup: hand size and limit 1..20, the policy, the rules and the queen. */
function checkHandSetup(handSize: number, limitAsked: number, policy: CurvePolicy, rules: ChallengeRules, queenValue: number): void {
  checkCount("handSize", 1, 20, handSize);
  checkCount("limit", 1, 20, limitAsked);
  oneOf("policy", [...CURVE_POLICIES, "flip"] as const, policy);
  checkRules(rules);
  checkQueenValue("queenValue", queenValue);
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

/**
 * The greedy or flipped row of every distinct hand, with its deals: the deck walked in take order, each
 * hand's first min(limit, hand) cards laid by layRow (cards that behave alike in a row merged). O(such
 * beginnings), not O(hands).
 */
function laidPlays(handSize: number, limitAsked: number, policy: "greedy" | "flip", rules: ChallengeRules, queenValue: number): { play: PlayerCard[]; deals: number }[] {
  const cardLimit = policy === "flip" ? handSize : Math.min(limitAsked, handSize);
  const { classes, rest } = takeOrder(playerDeck(rules, queenValue), policy);
  const plays = new PlayDeals();
  forEachBeginning(classes, rest, handSize, cardLimit, (taken, deals) => {
    const cards: PlayerCard[] = [];
    for (let i = 0; i < classes.length && cards.length < cardLimit; i++) for (let n = 0; n < i8At(taken, i) && cards.length < cardLimit; n++) cards.push(itemAt(classes, i).card);
    plays.add(layRow(cards), deals);
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
      const success = f64At(counts, difficulty * OUTCOME_COUNT) + f64At(counts, difficulty * OUTCOME_COUNT + 1);
      if (success > f64At(bestSuccess, m)) {
        bestSuccess[m] = success;
        bestRow[m] = row;
      }
    }
  });
  forEachHand(deck, handSize, (counts, deals) => {
    let choice = -1;
    forEachSubHandOf(counts, allowed, cardLimit, place, (key) => {
      const m = entryOf(subHandIndex, key);
      if (choice < 0 || f64At(bestSuccess, m) > f64At(bestSuccess, choice) || (bestSuccess[m] === bestSuccess[choice] && i32At(tieRank, m) < i32At(tieRank, choice))) choice = m;
    });
    plays.add(itemAt(bestRow, choice), deals);
  });
  return plays.list();
}

