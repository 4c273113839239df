/**
 * The designer's own Ash decks (issue 18) as the rules read them (RULES.md 4.1): a list of cards with counts
 * and, optionally, the value a card counts in every check. A card without `value` counts as RULES.md 4.1
 * says (its base, +1 on the check's suit, never for jokers); with `value` it counts that, whatever the suit.
 * The file format that carries such a deck lives with the analyses (src/analyses/ash/deck-files.ts).
 */
import { addAt } from "../../core/checked-index.js";
import { cardName, type Card, type Suit } from "../../core/cards.js";
import { cardValue, fullDeckCounts } from "./card-values.js";

/** One line of a designer's deck: the card, its notation, how many the deck holds, and its value when fixed. */
export interface DesignerDeckCard {
  readonly card: Card;
  /** The card in notation (`QS`, `X`), as cardName writes it. */
  readonly name: string;
  readonly count: number;
  readonly value?: number;
}

/** A designer's deck: its cards with counts (a checked deck file is one). */
export interface DesignerDeck {
  readonly cards: readonly DesignerDeckCard[];
}

/**
 * A card's value in a check of `suit` under a designer's deck: the deck's `value` for that card when it gives
 * one, else RULES.md 4.1's. O(cards in the deck).
 * @example deckCardValue({ cards: [{ card: { kind: "ranked", rank: "7", suit: "clubs" }, name: "7C", count: 2, value: 3 }] }, { kind: "ranked", rank: "7", suit: "clubs" }, "hearts") // 3
 */
export function deckCardValue(deck: DesignerDeck | undefined, card: Card, suit: Suit): number {
  const name = cardName(card);
  const line = deck?.cards.find((entry) => entry.name === name && entry.value !== undefined);
  return line?.value ?? cardValue(card, suit);
}

/**
 * A deck's cards by value class 0..3 in a check of `suit`: the designer's deck's, or the standard 54 cards'. O(cards).
 * @example deckValueCounts({ cards: [{ card: { kind: "ranked", rank: "A", suit: "hearts" }, name: "AH", count: 4 }] }, "hearts") // [0, 0, 0, 4]
 */
export function deckValueCounts(deck: DesignerDeck | undefined, suit: Suit): number[] {
  if (deck === undefined) return fullDeckCounts();
  const counts = [0, 0, 0, 0];
  for (const line of deck.cards) addAt(counts, line.value ?? cardValue(line.card, suit), line.count);
  return counts;
}
