/**
 * The exact distribution of a check's total (RULES.md 4.2) when no decision depends on a card seen
 * (policies none, all and given, and a random hand under all): sums of cards drawn by value class.
 */
import { itemAt } from "../../core/checked-index.js";
import { binomial } from "../../core/combinatorics.js";
import { Distribution } from "../../core/distribution.js";
import { drawSum, drawsByClass } from "../../core/deck.js";
import { integerIn, OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { DECKS, type Decks } from "./building-the-total.js";
import { deckOfCounts, fullDeckCounts, VALUES } from "./card-values.js";
import { OUTCOMES, outcomeOf, outcomeRecord, type AshOutcome } from "./outcome-ladder.js";
import { outcomeUtility } from "./outcome-utilities.js";

/** Checks counts per value class 0..3 (each 0..54). @throws {OddsmithError} naming the field. */
function checkCounts(field: string, counts: readonly number[]): void {
  if (!Array.isArray(counts) || counts.length !== 4) throw new OddsmithError(field, "4 counts, for card values 0..3", counts);
  counts.forEach((count, value) => integerIn(`${field}[${value}]`, 0, 63, count));
}

/**
 * The distribution of (Σ of `playerDraws` cards) − (Σ of `opposingAndStrain` further cards), both drawn without
 * replacement from one deck (docs/rules.md 4.2, decks=shared): a DP over value classes whose state is (player
 * cards drawn, GM cards drawn, difference), weighted C(count, a)·C(count − a, b).
 * O(classes × playerDraws² × opposingAndStrain² × span of the difference).
 * @throws {OddsmithError} when the counts or draws are not usable.
 * @example drawDifference([1, 1, 0, 0], 1, 1).probability(1).toString() // "1/2"
 */
export function drawDifference(counts: readonly number[], playerDraws: number, opposingAndStrain: number): Distribution<number> {
  checkCounts("counts", counts);
  integerIn("playerDraws", 0, 54, playerDraws);
  integerIn("opposingAndStrain", 0, 54, opposingAndStrain);
  const width = opposingAndStrain + 1;
  let states = new Map<number, Map<number, bigint>>([[0, new Map([[0, 1n]])]]);
  VALUES.forEach((value) => {
    const count = counts[value] ?? 0;
    const next = new Map<number, Map<number, bigint>>();
    for (const [key, sums] of states) {
      const drawnA = Math.floor(key / width);
      const drawnB = key % width;
      for (let a = 0; a <= count && drawnA + a <= playerDraws; a++) {
        for (let b = 0; a + b <= count && drawnB + b <= opposingAndStrain; b++) {
          const ways = binomial(count, a) * binomial(count - a, b);
          const nextKey = (drawnA + a) * width + drawnB + b;
          const target = next.get(nextKey) ?? new Map<number, bigint>();
          next.set(nextKey, target);
          for (const [sum, weight] of sums) {
            const key2 = sum + (a - b) * value;
            target.set(key2, (target.get(key2) ?? 0n) + weight * ways);
          }
        }
      }
    }
    states = next;
  });
  const final = states.get(playerDraws * width + opposingAndStrain);
  if (final === undefined) throw new RangeError(`drawDifference: cannot draw ${playerDraws} + ${opposingAndStrain} cards from ${counts.join("+")}`);
  return Distribution.fromWeights(final);
}

/** A check played without decisions: hand cards played, cards drawn from the player's deck. */
export interface FixedPlay {
  /** The player's deck by value class (54 cards minus the hand). */
  readonly deckCounts: readonly number[];
  /** Σ of the hand cards played. */
  readonly playedValue: number;
  /** Cards drawn from the player's deck and played: trait draws plus one per discard. */
  readonly playerDraws: number;
  /** Opposing plus Strain cards. */
  readonly opposingAndStrain: number;
  readonly decks: Decks;
  /** The GM's separate deck by value class (a designer's deck); the standard 54 cards when absent. */
  readonly gmDeckCounts?: readonly number[];
  /** Weapon term and any other constant added to the total. */
  readonly weapon: number;
}

/**
 * The exact distribution of a check total when no decision depends on a card seen (policies none, all
 * and given, docs/rules.md 4.2): player cards minus GM cards plus the constant terms.
 * O(classes × draws² × maxSum) separate; drawDifference's cost shared.
 * @throws {OddsmithError} when a field of the play is not usable (named, with what it allows and received).
 * @example fixedPlayTotal({ deckCounts: [27, 18, 6, 3], playedValue: 2, playerDraws: 0, opposingAndStrain: 0, decks: "separate", weapon: 0 }).probability(2).toString() // "1/1"
 */
export function fixedPlayTotal(play: FixedPlay): Distribution<number> {
  checkCounts("deckCounts", play.deckCounts);
  integerIn("playedValue", 0, 60, play.playedValue);
  integerIn("playerDraws", 0, 54, play.playerDraws);
  integerIn("opposingAndStrain", 0, 54, play.opposingAndStrain);
  oneOf("decks", DECKS, play.decks);
  integerIn("weapon", -60, 60, play.weapon);
  if (play.decks === "shared") return drawDifference(play.deckCounts, play.playerDraws, play.opposingAndStrain).shift(play.playedValue + play.weapon);
  const player = drawSum(deckOfCounts(play.deckCounts), play.playerDraws);
  const gm = drawSum(deckOfCounts(play.gmDeckCounts ?? fullDeckCounts()), play.opposingAndStrain);
  return player.combine(gm, (p, g) => p - g).shift(play.playedValue + play.weapon);
}

/**
 * The outcome distribution of a distribution of totals, in ladder order (docs/rules.md 4.3). O(size).
 * @example outcomesOfTotals(Distribution.uniform([2, 3])).probability("superb").toString() // "1/2"
 */
export function outcomesOfTotals(totals: Distribution<number>): Distribution<AshOutcome> {
  const byOutcome = totals.map(outcomeOf);
  return Distribution.fromWeights(OUTCOMES.map((outcome) => [outcome, byOutcome.weightOf(outcome)] as const).filter(([, w]) => w > 0n));
}

/**
 * The expected utility of an outcome distribution (docs/rules.md 4.5 utilities: the defaults, or
 * `utilities`) minus `cardCost` per hand card used. O(outcomes).
 * @example expectedUtility(Distribution.certain("superb"), Rational.of(1, 4), 2).toString() // "5/2"
 */
export function expectedUtility(outcomes: Distribution<AshOutcome>, cardCost: Rational, cardsUsed: number | Rational, utilities?: { readonly values: Readonly<Record<AshOutcome, Rational>> }): Rational {
  const used = typeof cardsUsed === "number" ? Rational.of(cardsUsed) : cardsUsed;
  return outcomes.expectation((outcome) => utilities?.values[outcome] ?? Rational.of(UTILITY_OF[outcome])).subtract(cardCost.multiply(used));
}

/** The 4.5 utility of each outcome, from outcomeUtility at a total of that outcome. */
export const UTILITY_OF: Readonly<Record<AshOutcome, number>> = outcomeRecord((outcome) => outcomeUtility(3 - OUTCOMES.indexOf(outcome)));

/** How many ways to draw `count` cards in order from `size`: size·(size − 1)·…, as a bigint. */
export function falling(size: number, count: number): bigint {
  let product = 1n;
  for (let i = 0; i < count; i++) product *= BigInt(size - i);
  return product;
}

/** Every unordered draw of `draws` cards by value class from counts per value, with its weight. */
export function drawsOfCounts(counts: readonly number[], draws: number) {
  return drawsByClass(deckOfCounts(counts), draws);
}

/**
 * Σ value · count of a draw by value class.
 * @example valueOfCounts([5, 1, 0, 2]) // 7
 */
export function valueOfCounts(counts: readonly number[]): number {
  return counts.reduce((sum, count, value) => sum + count * value, 0);
}

/**
 * The exact total of a check played from a random hand of `handSize` cards under policy `all` (docs/rules.md
 * 4.5): the hand is dealt from the player's fresh deck, its positive cards played, its zero cards
 * discarded to draw; trait cards come from what the deck has left. A mixture over the hand's value
 * classes: O(hand compositions × drawSum).
 * @throws {OddsmithError} when a field of the setup is not usable.
 * @example randomHandTotal({ handSize: 0, trait: 0, opposingAndStrain: 0, decks: "separate", weapon: 1 }).probability(1).toString() // "1/1"
 */
export function randomHandTotal(setup: { handSize: number; trait: number; opposingAndStrain: number; decks: Decks; weapon: number }): Distribution<number> {
  integerIn("handSize", 0, 10, setup.handSize);
  integerIn("trait", 0, 54, setup.trait);
  integerIn("opposingAndStrain", 0, 54, setup.opposingAndStrain);
  oneOf("decks", DECKS, setup.decks);
  integerIn("weapon", -60, 60, setup.weapon);
  const full = fullDeckCounts();
  const parts: Array<readonly [Distribution<number>, bigint]> = [];
  for (const hand of drawsOfCounts(full, setup.handSize)) {
    const zeros = itemAt(hand.counts, 0);
    const totals = fixedPlayTotal({
      deckCounts: full.map((count, value) => count - itemAt(hand.counts, value)),
      playedValue: valueOfCounts(hand.counts),
      playerDraws: setup.trait + zeros,
      opposingAndStrain: setup.opposingAndStrain,
      decks: setup.decks,
      weapon: setup.weapon,
    });
    parts.push([totals, hand.weight]);
  }
  return Distribution.mixture(parts);
}
