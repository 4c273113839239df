/**
 * Character generation (docs/rules.md 2.5): the four methods' primary Suit values — the card deal, point-buy's
 * legal builds, the cautious and reckless rolls — solved exactly.
 */
import { itemAt } from "../../core/checked-index.js";
import { die, sumDice, sumOf } from "../../core/dice/dice.js";
import { Distribution } from "../../core/distribution.js";
import { integerIn, oneOf, OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { solveCardDeal, type CardDeal, type SeatHand } from "./card-deal.js";
import { checkFlag, checkSetupObject } from "./setup-checks.js";

/** The character generation methods of docs/rules.md 2.5, in the rulebook's order of description. */
export const METHODS = ["cards", "point-buy", "cautious", "reckless"] as const;
export type Method = (typeof METHODS)[number];

/** The two high-powered cautious rolls the rulebook offers: +6 instead of +4, or d8s instead of d6s. */
export const HIGH_POWERED_ROLLS = ["plus6", "8d8"] as const;
export type HighPoweredRoll = (typeof HIGH_POWERED_ROLLS)[number];

/** The measures a method's outcomes report (docs/rules.md 2.5): one Suit, the primary total, the best Suit. */
export const MEASURES = ["suit", "total", "best"] as const;
export type Measure = (typeof MEASURES)[number];

/** The four piles hold 6 cards each, so at most 6 players can draw from them. */
export const MAX_PLAYERS = 6;

/** The starting values point-buy allows for all eight cards (docs/rules.md 2.5). */
export const START_RANGE = { min: 4, max: 6 } as const;

/** Everything a method needs: the options of docs/rules.md 2.5 with defaults filled in. */
export interface ChargenSetup {
  readonly method: Method;
  /** `cards`: players at the table (1..6, default 4). */
  readonly players: number;
  /** `cards`: piles 6..J and redraw at 30 or less; `cautious`: the high-powered roll. */
  readonly highPowered: boolean;
  /** `cautious` with highPowered: 1d6 + 6 (`plus6`, default) or 1d8 + 4 (`8d8`). */
  readonly highPoweredRoll: HighPoweredRoll;
  /** `point-buy`: the starting value of all eight cards (4, 5 or 6). */
  readonly start: number;
}

/**
 * The card method's table (docs/rules.md 2.5): four piles of 5..10, redraw at 25 or less; high-powered 6..J
 * (J = 11), redraw at 30 or less. O(1).
 * @throws {OddsmithError} when players is not an integer from 1 to 6 or highPowered is not a boolean.
 * @example cardDealOf(4, true).redrawAtMost // 30
 */
export function cardDealOf(players: number, highPowered: boolean): CardDeal {
  integerIn("players", 1, MAX_PLAYERS, players);
  checkFlag("highPowered", highPowered);
  const values = highPowered ? [6, 7, 8, 9, 10, 11] : [5, 6, 7, 8, 9, 10];
  return { values, piles: 4, players, redrawAtMost: highPowered ? 30 : 25 };
}

/**
 * One primary Suit value of a rolled method (docs/rules.md 2.5): cautious 1d6 + 4 (high-powered 1d6 + 6, or
 * 1d8 + 4 for the 8d8 variant); reckless 2d6. O(1).
 * @throws {OddsmithError} for a method that rolls nothing (cards, point-buy) or a bad field the method reads.
 * @example rolledSuit({ method: "reckless", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }).total // 36n
 */
export function rolledSuit(setup: ChargenSetup): Distribution<number> {
  checkChargenSetup(setup);
  if (setup.method === "cautious") return !setup.highPowered ? die(6).shift(4) : setup.highPoweredRoll === "plus6" ? die(6).shift(6) : die(8).shift(4);
  if (setup.method === "reckless") return sumDice(2, 6);
  throw new OddsmithError("method", "one of cautious, reckless (a method that rolls dice)", setup.method);
}

/**
 * Checks a library caller's generation setup once, before a solver or sampler reads it (docs/rules.md 2.5):
 * the method, and the fields that method reads (cards: players, highPowered; point-buy: start;
 * cautious: highPowered, and highPoweredRoll when high-powered). O(1).
 * @throws {OddsmithError} naming the first bad field.
 * @example (() => { try { return checkChargenSetup({ method: "cards", players: 7, highPowered: false }); } catch (e) { return e.message; } })() // "players: expected an integer from 1 to 6, received 7"
 */
export function checkChargenSetup(setup: ChargenSetup): void {
  checkSetupObject("setup", "a generation setup { method, players, highPowered, highPoweredRoll, start }", setup);
  oneOf("method", METHODS, setup.method);
  if (setup.method === "cards") integerIn("players", 1, MAX_PLAYERS, setup.players);
  if (setup.method === "point-buy") integerIn("start", START_RANGE.min, START_RANGE.max, setup.start);
  if (setup.method === "cards" || setup.method === "cautious") checkFlag("highPowered", setup.highPowered);
  if (setup.method === "cautious" && setup.highPowered) oneOf("highPoweredRoll", HIGH_POWERED_ROLLS, setup.highPoweredRoll);
}

/** A character's primary Suit values, as docs/rules.md 2.5 asks to report them. */
export interface ChargenStats {
  /** One primary Suit value (all four suits are alike under every method). */
  readonly suit: Distribution<number>;
  /** The total of the four primary values. */
  readonly total: Distribution<number>;
  /** The best (highest) primary value. */
  readonly best: Distribution<number>;
  /** P(at least one primary Suit is 10 or more). */
  readonly pAnyAtLeast10: Rational;
  /** `point-buy` only: how many legal builds there are (each counted once). */
  readonly builds?: bigint;
  /** `cards` only: each seat's hand, in seat order (the stats above are for a player at a random seat). */
  readonly seats?: readonly SeatHand[];
}

function maxOf(single: Distribution<number>, count: number): Distribution<number> {
  let best = single;
  for (let i = 1; i < count; i++) best = best.combine(single, Math.max);
  return best;
}

/**
 * The stats of four independent, identically distributed primary values (the rolled methods).
 * O(size² × 4) convolutions.
 * @throws {OddsmithError} when single is not a Distribution of numbers.
 * @example independentStats(sumDice(2, 6)).pAnyAtLeast10.toString() // "671/1296"
 */
export function independentStats(single: Distribution<number>): ChargenStats {
  if (!(single instanceof Distribution)) throw new OddsmithError("single", "a Distribution of one Suit value", single);
  const best = maxOf(single, 4);
  return { suit: single, total: sumOf(single, 4), best, pAnyAtLeast10: best.probabilityAtLeast(10) };
}

/**
 * The cost of raising a point-buy card from `start` to `value` (docs/rules.md 2.5): 1 per step up to 10,
 * 2 per step through J, Q, K. O(1).
 * @example pointCost(4, 13) // 12
 */
export function pointCost(start: number, value: number): number {
  return value <= 10 ? value - start : 10 - start + 2 * (value - 10);
}

/** Points to spend in point-buy (docs/rules.md 2.5). */
export const POINTS = 30;
const TOP_CARD = 13;

/**
 * The spread of legal point-buy builds (docs/rules.md 2.5, `method=point-buy`): all eight cards start at
 * `start` and exactly 30 points are spent (+1 costs 1 up to 10, 2 per step through J, Q, K, none past
 * K); every build — a value for each of the eight cards — counts once, all equally likely. Spending
 * all 30 is always possible (some card is below 10), so no build needs to leave points unspent.
 * Exact by a DP over the four primaries with state (cost, total, best), each weighted by the number
 * of secondary builds that spend the rest: O(4 × cost × total × best × values).
 * @throws {OddsmithError} when start is not an integer from 4 to 6.
 * @example pointBuyStats(4).suit.mean().toString() // "17941769/2400476"
 */
export function pointBuyStats(start: number): ChargenStats {
  integerIn("start", START_RANGE.min, START_RANGE.max, start);
  const values = Array.from({ length: TOP_CARD - start + 1 }, (_, i) => start + i);
  // ways[k][c]: ordered builds of k cards costing c in all.
  const ways: bigint[][] = [[1n, ...new Array<bigint>(POINTS).fill(0n)]];
  for (let k = 1; k <= 7; k++) {
    const row = new Array<bigint>(POINTS + 1).fill(0n);
    for (let c = 0; c <= POINTS; c++) {
      for (const value of values) {
        const cost = pointCost(start, value);
        if (cost <= c) row[c] = itemAt(row, c) + itemAt(itemAt(ways, k - 1), c - cost);
      }
    }
    ways.push(row);
  }
  const suit = Distribution.fromWeights(
    values.filter((value) => pointCost(start, value) <= POINTS).map((value) => [value, itemAt(itemAt(ways, 7), POINTS - pointCost(start, value))] as const),
  );
  // state key: cost * 10_000 + total * 100 + best
  let states = new Map<number, bigint>([[0, 1n]]);
  for (let k = 0; k < 4; k++) {
    const next = new Map<number, bigint>();
    for (const [key, weight] of states) {
      const cost = Math.floor(key / 10_000);
      const total = Math.floor(key / 100) % 100;
      const best = key % 100;
      for (const value of values) {
        const spent = cost + pointCost(start, value);
        if (spent > POINTS) continue;
        const nextKey = spent * 10_000 + (total + value) * 100 + Math.max(best, value);
        next.set(nextKey, (next.get(nextKey) ?? 0n) + weight);
      }
    }
    states = next;
  }
  const totals: Array<readonly [number, bigint]> = [];
  const bests: Array<readonly [number, bigint]> = [];
  for (const [key, weight] of states) {
    const secondaries = itemAt(itemAt(ways, 4), POINTS - Math.floor(key / 10_000));
    totals.push([Math.floor(key / 100) % 100, weight * secondaries]);
    bests.push([key % 100, weight * secondaries]);
  }
  const best = Distribution.fromWeights(bests).reduced();
  const builds = pointBuyBuilds(ways, values, start);
  return { suit: suit.reduced(), total: Distribution.fromWeights(totals).reduced(), best, pAnyAtLeast10: best.probabilityAtLeast(10), builds };
}

/** Builds of all eight cards spending exactly 30: one more card on top of the seven-card counts. */
function pointBuyBuilds(ways: readonly bigint[][], values: readonly number[], start: number): bigint {
  let builds = 0n;
  for (const value of values) {
    const cost = pointCost(start, value);
    if (cost <= POINTS) builds += itemAt(itemAt(ways, 7), POINTS - cost);
  }
  return builds;
}

/**
 * The card method (docs/rules.md 2.5, `method=cards`) for a player at a seat chosen at random: the seats'
 * hands mixed equally ({@link solveCardDeal} gives each seat and states the redraw reading). Solved once
 * per (players, highPowered) and cached: O(solveCardDeal) the first time, O(1) after.
 * @throws {OddsmithError} when players is not an integer from 1 to 6 or highPowered is not a boolean.
 * @example cardStats(1, false).pAnyAtLeast10.toString() // "52721/93312"
 */
export function cardStats(players: number, highPowered: boolean): ChargenStats {
  // Immutable results, asked for twice by the report (the cards run and the fairness table): solved once.
  const deal = cardDealOf(players, highPowered);
  const key = `${players}:${highPowered}`;
  const known = cardStatsCache.get(key);
  if (known) return known;
  const stats = solveCardStats(deal);
  cardStatsCache.set(key, stats);
  return stats;
}

const cardStatsCache = new Map<string, ChargenStats>();

function solveCardStats(deal: CardDeal): ChargenStats {
  const seats = solveCardDeal(deal);
  const mix = (pick: (seat: SeatHand) => Distribution<number>) => Distribution.mixture(seats.map((seat) => [pick(seat), 1n] as const));
  const best = mix((seat) => seat.best);
  return { suit: mix((seat) => seat.suit), total: mix((seat) => seat.total), best, pAnyAtLeast10: best.probabilityAtLeast(10), seats };
}

/**
 * A method's primary Suit values exactly (docs/rules.md 2.5). Cautious: each value 1d6 + 4 (high-powered
 * 1d6 + 6, or 1d8 + 4 for the 8d8 variant); reckless: each value 2d6 (16d6, two dice per card). The
 * secondaries are rolled alike but do not enter these figures: the Suit value tested is the primary.
 * Cost: the method's solver (cards {@link cardStats}, point-buy {@link pointBuyStats}, rolled {@link independentStats}).
 * @throws {OddsmithError} as {@link checkChargenSetup}: a bad method or a bad field the method reads.
 * @example solveChargen({ method: "cautious", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }).total.mean().toNumber() // 30
 * @example (() => { try { return solveChargen({ method: "dice" }); } catch (e) { return e.message; } })() // 'method: expected one of cards, point-buy, cautious, reckless, received "dice"'
 */
export function solveChargen(setup: ChargenSetup): ChargenStats {
  checkChargenSetup(setup);
  switch (setup.method) {
    case "cards":
      return cardStats(setup.players, setup.highPowered);
    case "point-buy":
      return pointBuyStats(setup.start);
    case "cautious":
    case "reckless":
      return independentStats(rolledSuit(setup));
  }
}
