/**
 * Card notation shared by the card games (docs/rules.md conventions): ranks 2..10, J, Q, K, A; suits clubs (C),
 * diamonds (D), hearts (H), spades (S); jokers little (JL), big (JB) or just "a joker" (X). A card is
 * written rank then suit (`10H`, `QS`, `AC`); where suit does not matter a bare rank (`K`) is accepted.
 * Games give cards their values; this module only reads and writes the notation.
 */

/** Ranks in ascending order, as written. */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
export type Rank = (typeof RANKS)[number];

/** Suits in the rulebooks' order, by name. */
export const SUITS = ["clubs", "diamonds", "hearts", "spades"] as const;
export type Suit = (typeof SUITS)[number];

/** Each suit's letter in card notation. */
export const SUIT_LETTERS: Readonly<Record<Suit, string>> = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };

/** Which jokers the notation tells apart: little (JL), big (JB), or unspecified (X). */
export const JOKERS = ["little", "big", "any"] as const;
export type Joker = (typeof JOKERS)[number];

/** A card: a ranked card with or without its suit, or a joker. */
export type Card =
  | { readonly kind: "ranked"; readonly rank: Rank; readonly suit: Suit | undefined }
  | { readonly kind: "joker"; readonly joker: Joker };

/** Whether a notation must, may or must not carry a suit. */
export type SuitUse = "required" | "optional" | "none";

const CARD = /^(10|[2-9JQKA])([CDHS])?$/i;

/**
 * Reads one card in notation (case-insensitive), or undefined when it is not one under `suits`.
 * O(1).
 * @example parseCard("10h") // { kind: "ranked", rank: "10", suit: "hearts" }
 * @example parseCard("K", "required") // undefined
 */
export function parseCard(text: string, suits: SuitUse = "optional"): Card | undefined {
  const word = text.trim().toUpperCase();
  if (word === "JL" || word === "JB" || word === "X") return { kind: "joker", joker: word === "JL" ? "little" : word === "JB" ? "big" : "any" };
  const match = CARD.exec(word);
  if (!match) return undefined;
  const letter = match[2];
  if ((letter === undefined && suits === "required") || (letter !== undefined && suits === "none")) return undefined;
  const suit = letter === undefined ? undefined : SUITS.find((name) => SUIT_LETTERS[name] === letter);
  const rank = RANKS.find((name) => name === match[1]);
  return rank === undefined ? undefined : { kind: "ranked", rank, suit };
}

/**
 * Reads a list of cards separated by commas or spaces ("QH,7C, AS"). Returns the cards, or the first
 * word that is not a card: an empty item between commas ("J,,A", "J,A,") is one, the word "". A blank
 * text is the empty list. O(cards).
 * @example parseCards("K, 9 7", "none") // { ok: true, cards: [{ kind: "ranked", rank: "K", suit: undefined }, { kind: "ranked", rank: "9", suit: undefined }, { kind: "ranked", rank: "7", suit: undefined }] }
 * @example parseCards("QH,1C", "required") // { ok: false, word: "1C" }
 * @example parseCards("J,,A") // { ok: false, word: "" }
 */
export function parseCards(text: string, suits: SuitUse = "optional"): { ok: true; cards: Card[] } | { ok: false; word: string } {
  if (text.trim() !== "" && text.split(",").some((item) => item.trim() === "")) return { ok: false, word: "" };
  const words = text.split(/[\s,]+/).filter((word) => word !== "");
  const cards: Card[] = [];
  for (const word of words) {
    const card = parseCard(word, suits);
    if (card === undefined) return { ok: false, word };
    cards.push(card);
  }
  return { ok: true, cards };
}

/**
 * A card in notation, the inverse of parseCard.
 * @example cardName({ kind: "ranked", rank: "Q", suit: "spades" }) // "QS"
 * @example cardName({ kind: "joker", joker: "big" }) // "JB"
 */
export function cardName(card: Card): string {
  if (card.kind === "joker") return card.joker === "little" ? "JL" : card.joker === "big" ? "JB" : "X";
  return card.suit === undefined ? card.rank : `${card.rank}${SUIT_LETTERS[card.suit]}`;
}

/**
 * A rank's place in RANKS (2 → 0, A → 12), for ordering and table lookups. O(1).
 * @example rankIndex("10") // 8
 */
export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}
