/**
 * What a player can lay from a hand (docs/rules.md 3.3, 3.8): the distinct sub-hands up to the card limit,
 * every legal row of a sub-hand, and the greedy play.
 */
import { itemAt } from "../../core/checked-index.js";
import { cardStrength, type PlayerCard } from "./cards.js";
import { outside } from "../../core/typed-index.js";

/**
 * Two cards that behave alike in every pairing and placement share this key.
 * @example behaviourKey(readPlay("K")[0]) // "value:10:1:0"
 */
export function behaviourKey(card: PlayerCard): string {
  return `${card.kind}:${card.value}:${card.free ? 1 : 0}:${card.autoFail ? 1 : 0}`;
}

/** Constrained cards' order in the row: jokers, aces, then values descending (docs/rules.md 3.3). */
function constrainedOrder(a: PlayerCard, b: PlayerCard): number {
  const key = (card: PlayerCard) => (card.kind === "joker" ? 16 : card.kind === "ace" ? 15 : card.value);
  return key(b) - key(a);
}

/**
 * Every distinct legal row of a set of cards (docs/rules.md 3.3): jokers first, aces and values descending,
 * and the free cards (kings, jacks, queens with Long Live the Queen) in every distinct set of places.
 * Rows that differ only by swapping cards that behave alike are listed once. The first row lays the
 * free cards where a value-sorted row would put them (jacks at the top). O(rows × cards); rows ≤
 * cards! / (constrained! · Π free kind!).
 * @example arrangements(readPlay("9,K,J")).map((row) => row.map((card) => card.label).join(",")) // ["J,K,9", "J,9,K", "K,J,9", "K,9,J", "9,J,K", "9,K,J"]
 */
export function arrangements(cards: readonly PlayerCard[]): PlayerCard[][] {
  const jokers = cards.filter((card) => card.kind === "joker");
  const constrained = cards.filter((card) => card.kind !== "joker" && !card.free).sort(constrainedOrder);
  const freeGroups = new Map<string, PlayerCard[]>();
  for (const card of [...cards.filter((c) => c.kind !== "joker" && c.free)].sort((a, b) => cardStrength(b) - cardStrength(a))) {
    const key = behaviourKey(card);
    freeGroups.set(key, [...(freeGroups.get(key) ?? []), card]);
  }
  // Each free group with how many of its cards the row being built holds.
  const groups = [...freeGroups.values()].map((group) => ({ cards: group, used: 0 }));
  const rows: PlayerCard[][] = [];
  const row: PlayerCard[] = [...jokers];
  const total = cards.length;
  const extend = (nextConstrained: number) => {
    if (row.length === total) {
      rows.push([...row]);
      return;
    }
    // Free cards before the next constrained card first, so the first row is the value-sorted one.
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g] ?? outside(g, groups.length);
      // The group's next card, undefined once all of them are in the row.
      const free = group.cards[group.used];
      if (free !== undefined) {
        row.push(free);
        group.used++;
        extend(nextConstrained);
        group.used--;
        row.pop();
      }
    }
    const fixed = constrained[nextConstrained];
    if (fixed !== undefined) {
      row.push(fixed);
      extend(nextConstrained + 1);
      row.pop();
    }
  };
  extend(0);
  return rows;
}

/**
 * Every distinct sub-hand of `hand` with at most `maxSize` cards, the empty one included; cards that
 * behave alike are not told apart. O(sub-hands).
 * @example subHands(readPlay("K,K,9"), 2).map((cards) => cards.map((card) => card.label).join(",")) // ["", "9", "K", "K,9", "K,K"]
 */
export function subHands(hand: readonly PlayerCard[], maxSize: number): PlayerCard[][] {
  const kinds: PlayerCard[][] = [];
  const index = new Map<string, number>();
  for (const card of hand) {
    const key = behaviourKey(card);
    const kind = index.get(key);
    if (kind === undefined) {
      index.set(key, kinds.length);
      kinds.push([card]);
    } else itemAt(kinds, kind).push(card);
  }
  const result: PlayerCard[][] = [];
  const chosen: PlayerCard[] = [];
  const visit = (kind: number) => {
    if (kind === kinds.length) {
      result.push([...chosen]);
      return;
    }
    const cards = itemAt(kinds, kind);
    for (let take = 0; take <= cards.length && chosen.length + take <= maxSize; take++) {
      chosen.push(...cards.slice(0, take));
      visit(kind + 1);
      chosen.length -= take;
    }
  };
  visit(0);
  return result;
}

/**
 * The row a player lays without weighing placements (docs/rules.md 3.8 greedy, 3.10 luck flip): jokers first,
 * then jacks at the top, then aces, then values descending (kings as their value). O(cards · log cards).
 * @example layRow(readPlay("2,K,J,A")).map((card) => card.label).join(",") // "J,A,K,2"
 */
export function layRow(cards: readonly PlayerCard[]): PlayerCard[] {
  const rank = (card: PlayerCard) => (card.kind === "joker" ? 30 : card.kind === "jack" ? 20 : card.kind === "ace" ? 15 : card.value);
  return [...cards].sort((a, b) => rank(b) - rank(a));
}

/**
 * The greedy play (docs/rules.md 3.8, policy=greedy): the min(limit, hand) strongest non-joker cards (aces,
 * then jacks, then values; kings as their value), laid by layRow. O(hand · log hand).
 * @example greedyPlay(readPlay("2,K,J,9,X,A"), 4).map((card) => card.label).join(",") // "J,A,K,9"
 */
export function greedyPlay(hand: readonly PlayerCard[], limit: number): PlayerCard[] {
  return layRow(greedyOrder(hand).slice(0, limit));
}

/**
 * The order in which a greedy player takes cards (docs/rules.md 3.8, policy=greedy): every non-joker card,
 * strongest first by cardStrength (aces, jacks, then values; kings as their value); equal strengths keep
 * their order. Greedy plays its first min(limit, hand) cards. O(hand · log hand).
 * @example greedyOrder(readPlay("2,X,J,A")).map((card) => card.label).join(",") // "A,J,2"
 */
export function greedyOrder(hand: readonly PlayerCard[]): PlayerCard[] {
  return hand.filter((card) => card.kind !== "joker").sort((a, b) => cardStrength(b) - cardStrength(a));
}

/**
 * docs/rules.md 3.8's tie order between plays that serve the objective equally: fewer cards first, then the
 * play whose cards are weaker (strengths compared strongest first), keeping the stronger cards in hand.
 * Negative when `a` is preferred. O(cards · log cards).
 * @example compareByCardsKept(readPlay("9"), readPlay("A")) // < 0
 */
export function compareByCardsKept(a: readonly PlayerCard[], b: readonly PlayerCard[]): number {
  if (a.length !== b.length) return a.length - b.length;
  const sa = a.map(cardStrength).sort((x, y) => y - x);
  const sb = b.map(cardStrength).sort((x, y) => y - x);
  for (const [i, strength] of sa.entries()) {
    const other = itemAt(sb, i);
    if (strength !== other) return strength - other;
  }
  return 0;
}
