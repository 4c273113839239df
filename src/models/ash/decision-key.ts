/**
 * The key of an optimal-play decision state (docs/rules.md 4.5): the player's deck and hand by value class and
 * the running total, packed in one integer below 2^48, so the solver's table and a trial loop look states
 * up by a number.
 */
import { valueCounts, type ValueCounts } from "./card-values.js";

/** What a key adds to the running total, so that totals −128..127 take its low byte. */
export const TOTAL_OFFSET = 128;

/**
 * The key of a (deck, hand) pair, by value class 0..3: decisionKey is nodeKey · 256 + total + 128. O(1).
 * @example nodeKey([0, 0, 0, 1], [1, 0, 0, 0]) // 69632
 */
export function nodeKey(deck: ValueCounts, hand: ValueCounts): number {
  return ((((deck[0] * 64 + deck[1]) * 64 + deck[2]) * 64 + deck[3]) * 16 + hand[0]) * 4096 + (hand[1] * 16 + hand[2]) * 16 + hand[3];
}

/**
 * The key of a decision state: the player's deck (each class up to 63 cards, so a designer's deck fits) and
 * hand (up to 15) by value class 0..3 and the running total (−128..127), below 2^48. O(1).
 * @throws {RangeError} when the deck or the hand does not hold four counts
 * @example decisionKey([0, 0, 0, 0], [0, 0, 0, 0], 0) // 128
 */
export function decisionKey(deck: ArrayLike<number>, hand: ArrayLike<number>, total: number): number {
  return stateKey(valueCounts(deck), valueCounts(hand), total);
}

/**
 * decisionKey of a deck and a hand already held as counts by value class (no copy). O(1).
 * @example stateKey([0, 0, 0, 0], [0, 0, 0, 0], -1) // 127
 */
export function stateKey(deck: ValueCounts, hand: ValueCounts, total: number): number {
  return nodeKey(deck, hand) * 256 + total + TOTAL_OFFSET;
}

/**
 * What one card of each value class 0..3 in the deck adds to a decisionKey (the key is total + 128 +
 * Σ count · step over the deck's and the hand's classes): a trial loop keeps a key by subtracting a step per
 * card that leaves the deck, instead of encoding the state again.
 */
export const DECK_KEY_STEP = Float64Array.of(2 ** 42, 2 ** 36, 2 ** 30, 2 ** 24);
/** What one card of each value class 0..3 in the hand adds to a decisionKey (see DECK_KEY_STEP). */
export const HAND_KEY_STEP = Float64Array.of(2 ** 20, 2 ** 16, 2 ** 12, 2 ** 8);
