/**
 * What the exact Ultimo solvers cost, estimated before they run (issue 16): the work each one does is
 * counted from its parameters by small generating-function programmes over the deck's kinds (distinct
 * hands, sub-hands, rows), and turned into seconds by constants fitted to CPU timings on the reference
 * machine (framework/exact-cost.ts; bench/exact-costs.ts re-measures them). Every estimate is O(kinds × cards²).
 */
import { playerDeck, type CardCount, type PlayerCard } from "../../models/ultimo/cards.js";
import { behaviourKey } from "../../models/ultimo/plays.js";
import type { ChallengeRules } from "../../models/ultimo/rules.js";
import { addAt, itemAt } from "../../core/checked-index.js";

/** Cards of one behaviour (every pairing and placement alike), as the solvers merge them. */
interface BehaviourKind {
  readonly count: number;
  readonly joker: boolean;
  readonly free: boolean;
}

/** The kinds of a set of cards merged by behaviour. O(kinds). */
function behaviourKinds(cards: readonly CardCount[]): BehaviourKind[] {
  const merged = new Map<string, { count: number; card: PlayerCard }>();
  for (const { card, count } of cards) {
    const key = behaviourKey(card);
    const entry = merged.get(key);
    if (entry) entry.count += count;
    else merged.set(key, { count, card });
  }
  return [...merged.values()].map(({ count, card }) => ({ count, joker: card.kind === "joker", free: card.free }));
}

/**
 * ways[n]: the distinct multisets of n cards from kinds holding these counts (the coefficients of
 * Π (1 + x + … + x^count)). O(kinds × max²).
 * @example multisetCounts([2, 1], 3) // [1, 2, 2, 1]
 */
export function multisetCounts(counts: readonly number[], max: number): number[] {
  let ways = [1, ...Array<number>(max).fill(0)];
  for (const count of counts) {
    const next = Array<number>(max + 1).fill(0);
    for (let n = 0; n <= max; n++) for (let take = 0; take <= count && n + take <= max; take++) addAt(next, n + take, itemAt(ways, n));
    ways = next;
  }
  return ways;
}

/**
 * Σ over the distinct hands of `handSize` cards of their joker-free sub-hands of at most `maxSub` cards:
 * the optimal curve's inner loop. A two-variable generating function over the kinds. O(kinds × hand² × sub²).
 */
function handSubHandPairs(kinds: readonly CardCount[], handSize: number, maxSub: number): number {
  let ways = Array.from({ length: handSize + 1 }, () => Array<number>(maxSub + 1).fill(0));
  itemAt(ways, 0)[0] = 1;
  for (const { card, count } of kinds) {
    const allowed = card.kind === "joker" ? 0 : count;
    const next = ways.map((row) => row.map(() => 0));
    for (let n = 0; n <= handSize; n++) {
      for (let s = 0; s <= maxSub; s++) {
        const w = itemAt(itemAt(ways, n), s);
        if (w === 0) continue;
        for (let take = 0; take <= count && n + take <= handSize; take++) {
          for (let sub = 0; sub <= Math.min(take, allowed) && s + sub <= maxSub; sub++) addAt(itemAt(next, n + take), s + sub, w);
        }
      }
    }
    ways = next;
  }
  return itemAt(ways, handSize).reduce((sum, w) => sum + w, 0);
}

/**
 * rows[n]: Σ over the joker-free sub-hands of n cards of their distinct rows (arrangements: the free
 * cards in every set of places among the ordered constrained ones, n! / (constrained! · Π free kind!)).
 * A generating function in (cards, constrained cards). O(kinds × max³).
 * @example subHandRows([{ count: 4, joker: false, free: true }, { count: 4, joker: false, free: false }], 2) // [1, 2, 4]
 */
export function subHandRows(kinds: readonly BehaviourKind[], max: number): number[] {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  // weight[n][c]: Σ Π 1/f! over the sub-hands of n cards with c constrained ones.
  let weight = Array.from({ length: max + 1 }, () => Array<number>(max + 1).fill(0));
  itemAt(weight, 0)[0] = 1;
  for (const kind of kinds.filter((k) => !k.joker)) {
    const next = weight.map((row) => row.map(() => 0));
    for (let n = 0; n <= max; n++) {
      for (let c = 0; c <= n; c++) {
        const w = itemAt(itemAt(weight, n), c);
        if (w === 0) continue;
        for (let take = 0; take <= kind.count && n + take <= max; take++) {
          if (kind.free) addAt(itemAt(next, n + take), c, w / factorial(take));
          else addAt(itemAt(next, n + take), c + take, w);
        }
      }
    }
    weight = next;
  }
  return weight.map((row, n) => row.reduce((sum, w, c) => sum + (w * factorial(n)) / factorial(c), 0));
}

/**
 * Microseconds of one countDealerDraws for a row of `cards` cards against difficulties 0..maxDifficulty:
 * O(G · P³ · n · D) in principle, but the Dealer's D cards reach only about D/2.4 places of the row.
 * Fitted to CPU timings of rows of 1..10 cards at D 0..30 (3 µs at D 0, 380 µs for 10 cards at D 20).
 */
export function rowSolveMicros(cards: number, maxDifficulty: number): number {
  return 3 * cards + (maxDifficulty + 1) * Math.min(cards, Math.max(1, maxDifficulty / 2.4)) ** 1.3;
}

/** What the random-hand solvers enumerate for one deck: distinct hands, greedy plays, sub-hand rows. */
export interface HandWork {
  /** Distinct hands of the hand size. */
  readonly hands: number;
  /** playsOf[l]: distinct plays of l cards (joker-free multisets of behaviour kinds). */
  readonly playsOf: readonly number[];
  /** rowsOf[l]: rows of the joker-free sub-hands of l cards (the deck's kinds, as the optimal curve lists them). */
  readonly rowsOf: readonly number[];
}

/**
 * The work of the random-hand solvers for a hand of `handSize` with `playable` cards played, counted from
 * the deck under the rules. O(kinds × playable³).
 * @example randomHandWork(DEFAULT_RULES, 2, 4, 4).playsOf[4] // 1365
 */
export function randomHandWork(rules: ChallengeRules, queenValue: number, handSize: number, playable: number): HandWork & { readonly deck: CardCount[] } {
  const deck = playerDeck(rules, queenValue);
  const jokerFree = behaviourKinds(deck).filter((kind) => !kind.joker).map((kind) => kind.count);
  return {
    deck,
    hands: itemAt(multisetCounts(deck.map((kind) => kind.count), handSize), handSize),
    playsOf: multisetCounts(jokerFree, playable),
    rowsOf: subHandRows(deck.map(({ card, count }) => ({ count, joker: card.kind === "joker", free: card.free })), playable),
  };
}

// CPU microseconds per unit of work of the exchange and best solvers, fitted (least squares on the log of
// the ratio) to curves, picks, luck flips, exchanges and best hands timed on the reference machine before the
// curves' counting was shared (count-plays.ts); exchangeSeconds and rankPlaysSeconds still use them.
const PER_HAND_AND_LIMIT = 0.85;
const PER_PAIR_AND_DIFFICULTY = 0.0065;
const PER_ROW_SOLVE = 0.6;

// CPU microseconds per unit of work of solveCurve (count-plays.ts counts each distinct row once, its first
// cards shared with its neighbours', so a row costs about the same at any length), fitted by least squares
// on the relative error to 22 curves and luck flips timed in-process on the reference machine (hands 6..10,
// 4..10 cards played, D 5..30, 0.05..13 s, at a load average of 5..14) and then raised by a quarter or more so
// that they err high: every timing from 0.3 s up within 0.55..0.85 of its estimate, and the CLI's curves
// (hand 7/7 optimal 34 s, hand 10/10 greedy 15 s) within 0.64..0.81 (bench/exact-costs.ts).
/** Per distinct row, and per row and difficulty: greedy rows (every limit's) and optimal sub-hand rows. */
const CURVE_PER_ROW = 1.3;
const CURVE_PER_ROW_AND_DIFFICULTY = 1.5;
/**
 * Optimal: per sub-hand row and difficulty (more than greedy's: a million rows for hand 7 with 7 played
 * measured 34 s of CPU through the CLI, 0.96 of the greedy rate's estimate), per hand (its sub-hands
 * merged), and per hand, sub-hand, difficulty and limit compared.
 */
const OPTIMAL_PER_ROW_AND_DIFFICULTY = 1.8;
const CURVE_PER_HAND = 3;
const CURVE_PER_PAIR_AND_DIFFICULTY = 0.0007;
/** Flip: per rowSolveMicros of each distinct full-hand row (every card played, jokers too, nothing shared across limits). */
const FLIP_PER_ROW_SOLVE = 1.1;
/** The curve's constant part (tables, the optimal ranking's set-up), seconds. */
const CURVE_SECONDS = 0.02;
const OPTIMAL_CURVE_SECONDS = 0.07;
/** An optimal curve is solved to at least this difficulty (curve.ts's SHARED_DIFFICULTY). */
const OPTIMAL_MIN_DIFFICULTY = 20;

/**
 * Estimated CPU seconds of solveCurve (and so of a curve, a pick, a luck flip): greedy counts each distinct
 * row of every limit once; flip each distinct full hand's row; optimal every row of every joker-free
 * sub-hand (to difficulty 20 at least), then compares every hand's sub-hands per difficulty and limit.
 * O(kinds × hand² × limit²).
 * @example curveSeconds(7, 4, "optimal", DEFAULT_RULES, 2, 20) > 0.3 // true
 */
export function curveSeconds(handSize: number, limit: number, policy: "optimal" | "greedy" | "flip", rules: ChallengeRules, queenValue: number, maxDifficulty: number): number {
  const playable = Math.min(handSize, limit);
  const work = randomHandWork(rules, queenValue, handSize, playable);
  if (policy === "flip") return CURVE_SECONDS + (itemAt(work.playsOf, handSize) * rowSolveMicros(handSize, maxDifficulty) * FLIP_PER_ROW_SOLVE) / 1e6;
  if (policy === "greedy") {
    const rows = work.playsOf.slice(1, playable + 1).reduce((sum, count) => sum + count, 0);
    return CURVE_SECONDS + (rows * (CURVE_PER_ROW + CURVE_PER_ROW_AND_DIFFICULTY * (maxDifficulty + 1))) / 1e6;
  }
  const difficulties = Math.max(maxDifficulty, OPTIMAL_MIN_DIFFICULTY) + 1;
  const rows = work.rowsOf.reduce((sum, count) => sum + count, 0);
  const pairs = handSubHandPairs(work.deck, handSize, playable);
  const micros = work.hands * CURVE_PER_HAND + pairs * difficulties * playable * CURVE_PER_PAIR_AND_DIFFICULTY + rows * (CURVE_PER_ROW + OPTIMAL_PER_ROW_AND_DIFFICULTY * difficulties);
  return OPTIMAL_CURVE_SECONDS + micros / 1e6;
}

/**
 * Estimated CPU seconds of rankPlays (ultimo best): every row of every sub-hand of the given hand up to
 * the limit, each solved at one difficulty and scored with exact fractions. O(kinds × limit³).
 * @example rankPlaysSeconds(readPlay("A,K,9,7,5"), 5, 6) < 1 // true
 */
export function rankPlaysSeconds(hand: readonly PlayerCard[], limit: number, difficulty: number): number {
  const kinds = behaviourKinds(hand.map((card) => ({ card, count: 1 })));
  const playable = Math.min(limit, hand.length);
  // Jokers may be played here: they lead the row, in order like any constrained card.
  const rows = subHandRows(kinds.map((kind) => ({ ...kind, joker: false })), playable);
  return BEST_RESULT_SECONDS + rows.reduce((micros, count, n) => micros + count * (rowSolveMicros(n, difficulty) * PER_ROW_SOLVE + PER_SCORED_PLAY), 0) / 1e6;
}

/**
 * Microseconds to score and rank one solved play (its exact fractions), and the result's constant part:
 * fitted to 7 hands of 7..14 cards (0.06..4.5 s), estimates within 0.72..1.11 of them.
 */
const PER_SCORED_PLAY = 20;
const BEST_RESULT_SECONDS = 0.05;

/**
 * Estimated CPU seconds of solveExchange (ultimo attack): the plays every hand leads to at one difficulty
 * (greedy: each hand laid once; optimal: every sub-hand row solved, then each hand's sub-hands compared),
 * each distinct play then counted with its damage tallies. O(kinds × hand² × limit²).
 * @example exchangeSeconds(7, 4, "greedy", DEFAULT_RULES, 2, 6) < 1 // true
 */
export function exchangeSeconds(handSize: number, limit: number, policy: "optimal" | "greedy", rules: ChallengeRules, queenValue: number, difficulty: number): number {
  const playable = Math.min(handSize, limit);
  const work = randomHandWork(rules, queenValue, handSize, playable);
  const tallied = PER_TALLIED_ROW * rowSolveMicros(playable, difficulty);
  if (policy === "greedy") return EXCHANGE_RESULT_SECONDS + (work.hands * PER_HAND_AND_LIMIT + itemAt(work.playsOf, playable) * tallied * PER_ROW_SOLVE) / 1e6;
  const pairs = handSubHandPairs(work.deck, handSize, playable);
  let micros = work.hands * PER_HAND_AND_LIMIT + pairs * PER_PAIR_AND_DIFFICULTY;
  // Each sub-hand row is solved at the difficulty; the optimal plays, about one row in ten, then with tallies.
  for (let n = 0; n <= playable; n++) micros += itemAt(work.rowsOf, n) * (rowSolveMicros(n, difficulty) + tallied / 10) * PER_ROW_SOLVE;
  return EXCHANGE_RESULT_SECONDS + micros / 1e6;
}

/**
 * A play counted with its damage tallies costs this many plain row solves; the exchange's result (the
 * attacks to a defeat, exact) adds a constant. With them, 8 timed exchanges (0.5..33 s, hands 7..10,
 * greedy and optimal) fell within 0.54..1.36 of their estimates.
 */
const PER_TALLIED_ROW = 1.5;
const EXCHANGE_RESULT_SECONDS = 0.35;
