/**
 * The random hands of the player's own deck and their sub-hands (docs/rules.md 3.1, 3.8), enumerated as
 * counts per card kind with the number of deals behind each: what the exact curves and exchanges walk.
 */
import { binomialNumber } from "../../core/combinatorics.js";
import type { CardCount, PlayerCard } from "./cards.js";
import { compareByCardsKept } from "./plays.js";
import { i8At, outside } from "../../core/typed-index.js";
import { itemAt } from "../../core/checked-index.js";

/** Calls `visit` with every distinct hand of `size` cards from the deck (counts per kind) and its number of deals. O(hands). */
export function forEachHand(deck: readonly CardCount[], size: number, visit: (counts: Int8Array, deals: number) => void): void {
  const counts = new Int8Array(deck.length);
  const left = deck.map((_, i) => deck.slice(i).reduce((sum, kind) => sum + kind.count, 0));
  const walk = (kind: number, remaining: number, deals: number) => {
    if (remaining === 0) {
      visit(counts, deals);
      return;
    }
    // Past the last kind (deck[kind] undefined), or too few cards left for the hand.
    const here = deck[kind];
    if (here === undefined || (left[kind] ?? outside(kind, left.length)) < remaining) return;
    for (let take = Math.min(remaining, here.count); take >= 0; take--) {
      counts[kind] = take;
      walk(kind + 1, remaining - take, deals * binomialNumber(here.count, take));
    }
    counts[kind] = 0;
  };
  walk(0, size, 1);
}

/** The cards of a hand given as counts per deck kind, in deck order. O(cards). */
export function cardsOf(deck: readonly CardCount[], counts: ArrayLike<number>): PlayerCard[] {
  const cards: PlayerCard[] = [];
  deck.forEach(({ card }, kind) => {
    for (let i = 0, count = counts[kind] ?? outside(kind, counts.length); i < count; i++) cards.push(card);
  });
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
    place.forEach((step, kind) => (key += i8At(counts, kind) * step));
    subHandIndex.set(key, subHandCards.length);
    subHandCards.push(cardsOf(deck, counts));
  });
  const order = subHandCards.map((_, m) => m).sort((a, b) => compareByCardsKept(itemAt(subHandCards, a), itemAt(subHandCards, b)));
  const tieRank = new Int32Array(subHandCards.length);
  order.forEach((m, rank) => (tieRank[m] = rank));
  return { subHandCards, subHandIndex, place, tieRank, allowed };
}

/** Every count vector with counts[k] ≤ allowed[k] and at most maxSize cards in all. O(vectors). */
export function forEachSubHand(allowed: readonly number[], maxSize: number, visit: (counts: Int8Array) => void): void {
  const counts = new Int8Array(allowed.length);
  const walk = (kind: number, remaining: number) => {
    // Past the last kind: a whole vector.
    const most = allowed[kind];
    if (most === undefined) {
      visit(counts);
      return;
    }
    for (let take = 0; take <= Math.min(remaining, most); take++) {
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
    // Past the last kind: a whole sub-hand.
    const most = allowed[kind];
    if (most === undefined) {
      visit(key);
      return;
    }
    const step = place[kind] ?? outside(kind, place.length);
    for (let take = 0; take <= Math.min(remaining, i8At(hand, kind), most); take++) walk(kind + 1, remaining - take, key + take * step);
  };
  walk(0, maxSize, 0);
}
