/**
 * Cards that join a row from outside the player's choice (docs/rules.md 3.1): an ally's aid cards, pooled
 * into the row, and focus cards, drawn from the top of the player's deck; and what the player's deck still
 * holds once the hand is out of it.
 */
import { itemAt } from "../../core/checked-index.js";
import { binomial } from "../../core/combinatorics.js";
import type { CardCount, PlayerCard } from "./cards.js";
import { behaviourKey, subHands } from "./plays.js";

/** Where an added card must stand: jokers first (16), aces (15), then values descending; jacks at the top (17). */
function addedKey(card: PlayerCard): number {
  return card.kind === "joker" ? 18 : card.kind === "jack" ? 17 : card.kind === "ace" ? 15 : card.value;
}

/**
 * A row with cards added by the placement rules (docs/rules.md 3.3), the row's own cards keeping their
 * order: an added joker after the row's jokers; an added jack at the top, right after every joker; an
 * added ace or value card (kings as their value) just before the row's first card of a lower value that
 * must keep its place (its kings and jacks stay where the player put them), after cards of equal value.
 * This is how aid and focus cards are laid (the reading chosen for issue 18: the laid cards are the
 * player's; the added ones go where the rules send them). The result is always a legal row. O(row · added).
 * @example mergeIntoRow(readPlay("K,9,J,5"), readPlay("7,A,J")).map((card) => card.label).join(",") // "J,K,A,9,J,7,5"
 */
export function mergeIntoRow(row: readonly PlayerCard[], added: readonly PlayerCard[]): PlayerCard[] {
  const merged = [...row];
  for (const card of [...added].sort((a, b) => addedKey(b) - addedKey(a))) {
    const jokers = merged.findIndex((other) => other.kind !== "joker");
    const afterJokers = jokers < 0 ? merged.length : jokers;
    if (card.kind === "joker" || card.kind === "jack") {
      merged.splice(afterJokers, 0, card);
      continue;
    }
    const key = addedKey(card);
    let at = merged.length;
    for (let i = afterJokers; i < merged.length; i++) {
      const other = itemAt(merged, i);
      if (!other.free && other.kind !== "jack" && (other.kind === "ace" ? 15 : other.value) < key) {
        at = i;
        break;
      }
    }
    merged.splice(at, 0, card);
  }
  return merged;
}

/** The deck kind a card in hand comes from: jokers alike (unless a trait tells them apart), a queen whatever value it takes. */
function deckKind(card: PlayerCard): string {
  return card.kind === "joker" && !card.autoFail && card.label !== "AS=X" ? "X" : card.label.startsWith("Q") ? "Q" : card.label;
}

/**
 * The player's deck without the cards already out of it (the hand): the deck focus cards come from
 * (docs/rules.md 3.1). Kinds left with no card are dropped. O(deck kinds + cards).
 * @example remainingDeck(playerDeck(DEFAULT_RULES, 2), readPlay("A,A,K")).reduce((sum, kind) => sum + kind.count, 0) // 51
 */
export function remainingDeck(deck: readonly CardCount[], out: readonly PlayerCard[]): CardCount[] {
  const taken = new Map<string, number>();
  for (const card of out) taken.set(deckKind(card), (taken.get(deckKind(card)) ?? 0) + 1);
  return deck.map((kind) => ({ card: kind.card, count: Math.max(0, kind.count - (taken.get(deckKind(kind.card)) ?? 0)) })).filter((kind) => kind.count > 0);
}

/** A draw of several cards from a deck: the cards, and in how many ways of the deck's cards it comes. */
export interface WeightedDraw {
  readonly cards: readonly PlayerCard[];
  readonly ways: bigint;
}

/**
 * Calls `visit` with every distinct draw of `size` cards from a deck (cards of a kind alike) and its number
 * of ways Π C(count, taken), counted in the caller's arithmetic: `one` and `times(ways, count, taken)`
 * (bigint for exact sums, float64 where the counts stay below 2^53). The `cards` array is reused between
 * calls: copy it to keep it. O(draws · kinds).
 * @example ((all) => (forEachDraw(playerDeck(DEFAULT_RULES, 2), 2, 1n, (ways, count, taken) => ways * binomial(count, taken), (_, ways) => all.push(ways)), all.reduce((a, b) => a + b, 0n)))([]) // 1431n
 */
export function forEachDraw<W>(deck: readonly CardCount[], size: number, one: W, times: (ways: W, count: number, taken: number) => W, visit: (cards: PlayerCard[], ways: W) => void): void {
  const cards: PlayerCard[] = [];
  const walk = (kind: number, left: number, ways: W) => {
    if (left === 0) {
      visit(cards, ways);
      return;
    }
    const next = deck[kind];
    if (next === undefined) return;
    const { card, count } = next;
    for (let take = Math.min(left, count); take >= 0; take--) {
      for (let i = 0; i < take; i++) cards.push(card);
      walk(kind + 1, left - take, times(ways, count, take));
      cards.length -= take;
    }
  };
  walk(0, size, one);
}

/**
 * Every distinct draw of `size` cards from a deck (cards of a kind alike), with its number of ways
 * Π C(count, taken) as a bigint; the ways add up to C(deck size, size). O(draws · kinds).
 * @example weightedDraws(playerDeck(DEFAULT_RULES, 2), 1).reduce((sum, draw) => sum + draw.ways, 0n) // 54n
 */
export function weightedDraws(deck: readonly CardCount[], size: number): WeightedDraw[] {
  const draws: WeightedDraw[] = [];
  forEachDraw(deck, size, 1n, (ways, count, taken) => ways * binomial(count, taken), (cards, ways) => draws.push({ cards: [...cards], ways }));
  return draws;
}

/**
 * Every distinct set of cards a team can play from the player's hand and the allies' aid cards pooled
 * (docs/rules.md 3.1 Aid): at most `limit` of the player's own cards, any of the aid cards, at most
 * `aidLimit` in all; sets that behave alike are listed once. O(own sub-hands × aid sub-hands).
 * @example pooledSubHands(readPlay("K,9"), 1, readPlay("A"), 12).length // 6
 */
export function pooledSubHands(hand: readonly PlayerCard[], limit: number, aid: readonly PlayerCard[], aidLimit: number): PlayerCard[][] {
  const seen = new Set<string>();
  const pooled: PlayerCard[][] = [];
  for (const own of subHands(hand, limit)) {
    for (const allied of subHands(aid, aid.length)) {
      if (own.length + allied.length > aidLimit) continue;
      const cards = [...own, ...allied];
      const key = cards.map(behaviourKey).sort().join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      pooled.push(cards);
    }
  }
  return pooled;
}
