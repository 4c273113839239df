/**
 * The random hands of the player's own deck and their sub-hands (docs/rules.md 3.1, 3.8), enumerated as
 * counts per card kind with the number of deals behind each: what the exact curves and exchanges walk.
 */
import { binomialNumber } from "../../core/combinatorics.js";
import type { CardCount, PlayerCard } from "./cards.js";
import { compareByCardsKept } from "./plays.js";
import { i8At } from "../../core/typed-index.js";

/** Calls `visit` with every distinct hand of `size` cards from the deck (counts per kind) and its number of deals. O(hands). */
export function forEachHand(deck: readonly CardCount[], size: number, visit: (counts: Int8Array, deals: number) => void): void {
  const counts = new Int8Array(deck.length);
  const left = deck.map((_, i) => deck.slice(i).reduce((sum, kind) => sum + kind.count, 0));
  const walk = (kind: number, remaining: number, deals: number) => {
    if (remaining === 0) {
      visit(counts, deals);
      return;
    }
    if (kind === deck.length || left[kind]! < remaining) return;
    for (let take = Math.min(remaining, deck[kind]!.count); take >= 0; take--) {
      counts[kind] = take;
      walk(kind + 1, remaining - take, deals * binomialNumber(deck[kind]!.count, take));
    }
    counts[kind] = 0;
  };
  walk(0, size, 1);
}

/** The cards of a hand given as counts per deck kind, in deck order. O(cards). */
export function cardsOf(deck: readonly CardCount[], counts: ArrayLike<number>): PlayerCard[] {
  const cards: PlayerCard[] = [];
  for (let kind = 0; kind < deck.length; kind++) for (let i = 0; i < counts[kind]!; i++) cards.push(deck[kind]!.card);
  return cards;
}

/** Every sub-hand of at most `maxSize` cards from the deck's kinds, and the order that breaks ties between them. */
export interface SubHandTable {
  readonly subHandCards: PlayerCard[][];
  /** Sub-hand index by its mixed-radix key Σ count[kind] · place[kind]. */
  readonly subHandIndex: Map<number, number>;
  readonly place: readonly number[];
  /** docs/rules.md 3.8's tie order: fewer cards, then weaker cards played (the stronger kept in hand). */
  readonly tieRank: Int32Array;
  /** How many of each kind a sub-hand may hold: none of the jokers. */
  readonly allowed: readonly number[];
}

/** The table of every joker-free sub-hand of at most `maxSize` cards. O(sub-hands · log sub-hands). */
export function subHandTable(deck: readonly CardCount[], maxSize: number): SubHandTable {
  // A played joker caps the outcome at partial success (docs/rules.md 3.3), Gamblin' Man's big one fails the
  // hand: P(success or better) is 0 with one, and the same cards without it tie or win on fewer cards.
  const allowed = deck.map((kind) => (kind.card.kind === "joker" ? 0 : kind.count));
  const radix = deck.map((kind) => kind.count + 1);
  const place = radix.map((_, i) => radix.slice(0, i).reduce((product, r) => product * r, 1));
  const subHandIndex = new Map<number, number>();
  const subHandCards: PlayerCard[][] = [];
  forEachSubHand(allowed, maxSize, (counts) => {
    let key = 0;
    for (let kind = 0; kind < deck.length; kind++) key += i8At(counts, kind) * place[kind]!;
    subHandIndex.set(key, subHandCards.length);
    subHandCards.push(cardsOf(deck, counts));
  });
  const order = subHandCards.map((_, m) => m).sort((a, b) => compareByCardsKept(subHandCards[a]!, subHandCards[b]!));
  const tieRank = new Int32Array(subHandCards.length);
  order.forEach((m, rank) => (tieRank[m] = rank));
  return { subHandCards, subHandIndex, place, tieRank, allowed };
}

/** Every count vector with counts[k] ≤ allowed[k] and at most maxSize cards in all. O(vectors). */
export function forEachSubHand(allowed: readonly number[], maxSize: number, visit: (counts: Int8Array) => void): void {
  const counts = new Int8Array(allowed.length);
  const walk = (kind: number, remaining: number) => {
    if (kind === allowed.length) {
      visit(counts);
      return;
    }
    for (let take = 0; take <= Math.min(remaining, allowed[kind]!); take++) {
      counts[kind] = take;
      walk(kind + 1, remaining - take);
    }
    counts[kind] = 0;
  };
  walk(0, maxSize);
}

/** The mixed-radix keys of every sub-hand (within `allowed`) of a hand with at most maxSize cards. O(sub-hands). */
export function forEachSubHandOf(hand: Int8Array, allowed: readonly number[], maxSize: number, place: readonly number[], visit: (key: number) => void): void {
  const walk = (kind: number, remaining: number, key: number) => {
    if (kind === allowed.length) {
      visit(key);
      return;
    }
    for (let take = 0; take <= Math.min(remaining, i8At(hand, kind), allowed[kind]!); take++) walk(kind + 1, remaining - take, key + take * place[kind]!);
  };
  walk(0, maxSize, 0);
}
