/**
 * The 54 cards of an Ash deck as small integers, for samplers' typed-array decks: id = suit · 13 + rank
 * for the 52 ranked cards (SUITS and RANKS order), 52 and 53 for the little and big jokers. A card's
 * value in a check still comes only from cardValue, through a table built once.
 */
import { RANKS, SUITS, type Card, type Suit } from "../../../core/cards.js";
import { itemAt } from "../../../core/checked-index.js";
import { cardValue } from "../card-values.js";

/** The cards of a fresh deck. */
export const DECK_SIZE = 54;

/**
 * The card of an id 0..53. O(1).
 * @example cardOfId(53) // { kind: "joker", joker: "big" }
 */
export function cardOfId(id: number): Card {
  if (id >= 52) return { kind: "joker", joker: id === 52 ? "little" : "big" };
  return { kind: "ranked", rank: itemAt(RANKS, id % 13), suit: itemAt(SUITS, Math.floor(id / 13)) };
}

/**
 * The ids of a fresh deck without the given cards (a hand): a joker named only as "X" takes whichever
 * joker is still in the deck. O(54 · cards).
 * @example cardIdsWithout([{ kind: "joker", joker: "any" }]).length // 53
 */
export function cardIdsWithout(cards: readonly Card[]): number[] {
  const left = Array.from({ length: DECK_SIZE }, (_, id) => id);
  const take = (id: number) => {
    const at = left.indexOf(id);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  };
  // Named jokers first, so that an "X" never takes the joker another card names.
  const ordered = [...cards].sort((a, b) => Number(a.kind === "joker" && a.joker === "any") - Number(b.kind === "joker" && b.joker === "any"));
  for (const card of ordered) {
    if (card.kind === "joker") {
      if (card.joker === "little" || card.joker === "big") take(card.joker === "little" ? 52 : 53);
      else if (!take(52)) take(53);
    } else if (card.suit !== undefined) {
      take(SUITS.indexOf(card.suit) * 13 + RANKS.indexOf(card.rank));
    }
  }
  return left;
}

/**
 * Every card's value in a check of every suit, from cardValue (docs/rules.md 4.1): entry suitIndex · 54 + id.
 * O(4 · 54).
 * @example cardValues()[2 * 54 + 12] // 2
 */
export function cardValues(): Uint8Array {
  const values = new Uint8Array(SUITS.length * DECK_SIZE);
  SUITS.forEach((suit, s) => {
    for (let id = 0; id < DECK_SIZE; id++) values[s * DECK_SIZE + id] = cardValue(cardOfId(id), suit);
  });
  return values;
}

/** The index of a suit in SUITS, the row of cardValues. */
export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}
