/**
 * RULES.md 4.1, card values in a check: a card's value is its base (0 for 2..10, 1 for J/Q/K, 2 for an ace,
 * 3 for a joker) plus 1 when its suit is the check's (never for jokers), for the player's cards and the
 * Opposing and Strain cards alike; so a deck is read by value class 0..3.
 */
import { addAt } from "../../core/checked-index.js";
import { RANKS, SUITS, type Card, type Suit } from "../../core/cards.js";
import type { Deck } from "../../core/deck.js";

/** The value classes of a card in a check (docs/rules.md 4.1): 0..3. */
export const VALUES = [0, 1, 2, 3] as const;

/** One value class 0..3: reading a ValueCounts by it gives a number. */
export type ValueClass = (typeof VALUES)[number];

/** Counts by value class 0..3 (a deck, a hand, the hand cards played), as a tuple of four. */
export type ValueCounts = readonly [number, number, number, number];

/**
 * Counts by value class from a list of four (a copy). O(1).
 * @throws {RangeError} when the list does not hold exactly four counts
 * @example valueCounts([27, 18, 6, 3])[3] // 3
 */
export function valueCounts(list: ArrayLike<number>): ValueCounts {
  const zero = list[0];
  const one = list[1];
  const two = list[2];
  const three = list[3];
  if (list.length !== 4 || zero === undefined || one === undefined || two === undefined || three === undefined) throw new RangeError(`expected a count for each value class 0..3, received ${list.length}`);
  return [zero, one, two, three];
}

/** The jokers of a 54-card deck. */
const JOKER_COUNT = 2;

/**
 * A card's value in a check of `suit` (docs/rules.md 4.1): 0 for 2..10, 1 for J/Q/K, 2 for an ace, 3 for a
 * joker, plus 1 when the card's suit is the check's (never for jokers). O(1).
 * @example cardValue({ kind: "ranked", rank: "Q", suit: "hearts" }, "hearts") // 2
 * @example cardValue({ kind: "joker", joker: "big" }, "spades") // 3
 */
export function cardValue(card: Card, suit: Suit): number {
  if (card.kind === "joker") return 3;
  const base = card.rank === "A" ? 2 : card.rank === "J" || card.rank === "Q" || card.rank === "K" ? 1 : 0;
  return base + (card.suit === suit ? 1 : 0);
}

/**
 * A fresh 54-card deck by value class for any check suit (docs/rules.md 4.1): 27 zeros, 18 ones, 6 twos,
 * 3 threes. Counts do not depend on the suit, only which cards fall in each class. O(1).
 * @example fullDeckCounts() // [27, 18, 6, 3]
 */
export function fullDeckCounts(): number[] {
  const counts = [0, 0, 0, 0];
  // Counted from cardValue itself, so the counts cannot drift from the rule; any suit gives the same.
  for (const suit of SUITS) for (const rank of RANKS) addAt(counts, cardValue({ kind: "ranked", rank, suit }, "clubs"), 1);
  addAt(counts, cardValue({ kind: "joker", joker: "any" }, "clubs"), JOKER_COUNT);
  return counts;
}

/**
 * A deck by value class from counts per value 0..3 (zero-count classes kept, so class i has value i).
 * @example deckOfCounts([1, 0, 0, 2]).classes[3] // { value: 3, count: 2 }
 */
export function deckOfCounts(counts: readonly number[]): Deck<number> {
  return { classes: VALUES.map((value) => ({ value, count: counts[value] ?? 0 })) };
}

/**
 * The counts per value class of a 54-card deck without the given cards (a player's deck minus the hand).
 * O(cards).
 * @example deckCountsWithout([{ kind: "ranked", rank: "A", suit: "clubs" }], "clubs") // [27, 18, 6, 2]
 */
export function deckCountsWithout(cards: readonly Card[], suit: Suit): number[] {
  const counts = fullDeckCounts();
  for (const card of cards) addAt(counts, cardValue(card, suit), -1);
  return counts;
}
