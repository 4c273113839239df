/**
 * The designer's own Ash decks (issue 18) in the shared deck-file format (src/framework/deck-file.ts): the
 * player's deck and the GM's, each a list of cards with counts and, optionally, the value a card counts
 * in every check. A card without `value` counts as RULES.md 4.1 says (its base, +1 on the check's suit,
 * never for jokers); with `value` it counts that, whatever the suit.
 */
import { cardName, type Card, type Suit } from "../../core/cards.js";
import { deckFileSize, type DeckFile, type DeckFileRules } from "../../framework/deck-file.js";
import { quoteReceived } from "../../core/quote-received.js";
import { cardValue, fullDeckCounts } from "./rules.js";

/** What an Ash deck file allows: suits written (they decide the suit bonus), values 0..3, at most 63 cards. */
export const ASH_DECK_FILE_RULES: DeckFileRules = { suits: "required", values: [0, 3], maxCards: 63 };

/**
 * A card's value in a check of `suit` under a deck file: the file's `value` for that card when it gives one,
 * else RULES.md 4.1's. O(cards in the file).
 * @example deckCardValue({ cards: [{ card: { kind: "ranked", rank: "7", suit: "clubs" }, name: "7C", count: 2, value: 3 }] }, { kind: "ranked", rank: "7", suit: "clubs" }, "hearts") // 3
 */
export function deckCardValue(file: DeckFile | undefined, card: Card, suit: Suit): number {
  const name = cardName(card);
  const line = file?.cards.find((entry) => entry.name === name && entry.value !== undefined);
  return line?.value ?? cardValue(card, suit);
}

/**
 * A deck's cards by value class 0..3 in a check of `suit`: the file's, or the standard 54 cards'. O(cards).
 * @example deckValueCounts({ cards: [{ card: { kind: "ranked", rank: "A", suit: "hearts" }, name: "AH", count: 4 }] }, "hearts") // [0, 0, 0, 4]
 */
export function deckValueCounts(file: DeckFile | undefined, suit: Suit): number[] {
  if (file === undefined) return fullDeckCounts();
  const counts = [0, 0, 0, 0];
  for (const line of file.cards) counts[line.value ?? cardValue(line.card, suit)]! += line.count;
  return counts;
}

/**
 * The problems of a hand under the player's deck file: every hand card must be one the deck holds, no more
 * often than it holds it (the hand is dealt from that deck). O(hand × cards).
 * @example handDeckProblems({ cards: [{ card: { kind: "ranked", rank: "A", suit: "hearts" }, name: "AH", count: 1 }] }, ["AH", "KS"]) // ['--hand: the card "KS" is not in the --deck file (cards: AH)']
 */
export function handDeckProblems(file: DeckFile | undefined, handNames: readonly string[]): string[] {
  if (file === undefined) return [];
  const problems: string[] = [];
  const left = new Map(file.cards.map((line) => [line.name, line.count]));
  for (const name of handNames) {
    const count = left.get(name);
    if (count === undefined || count === 0) problems.push(`--hand: the card ${quoteReceived(name)} is ${count === undefined ? "not in" : "held more often than"} the --deck file (cards: ${file.cards.map((line) => line.name).join(", ")})`);
    else left.set(name, count - 1);
  }
  return problems;
}

/** How many cards a deck holds: the file's, or 54. */
export function deckSizeOf(file: DeckFile | undefined): number {
  return file === undefined ? 54 : deckFileSize(file);
}
