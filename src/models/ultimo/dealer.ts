/**
 * The Dealer's deck and the order the Dealer lays it in (docs/rules.md 3.1, 3.2): the deck as groups of
 * equal cards in laying order (jokers, aces, tens and kings, 9..2 with the queens, jacks last or first).
 */
import type { CardKind } from "./cards.js";
import type { ChallengeRules, DealerCardCount } from "./rules.js";

/** A group of the Dealer's cards that behave alike and stand together in the Dealer's row. */
export interface DealerGroup {
  readonly kind: CardKind;
  /** The value compared in rule 6 (kings and tens 10, queens `dealerQueen`); 0 for jokers, aces, jacks. */
  readonly value: number;
  /** How many of the Dealer's deck are in the group. */
  readonly count: number;
  readonly label: string;
}

/** The standard 54-card deck as kinds of Dealer cards (queens counting `dealerQueen`). */
function standardDealerCards(rules: ChallengeRules): DealerCardCount[] {
  const cards: DealerCardCount[] = [{ kind: "joker", value: 0, count: 2, label: "X" }, { kind: "ace", value: 0, count: 4, label: "A" }, { kind: "jack", value: 0, count: 4, label: "J" }];
  for (let value = 10; value >= 2; value--) cards.push({ kind: "value", value, count: 4, label: String(value) });
  cards.push({ kind: "value", value: 10, count: 4, label: "K" }, { kind: "value", value: rules.dealerQueen, count: 4, label: "Q" });
  return cards;
}

/** Where a group stands in the Dealer's row: jokers, aces, (jacks first), values descending, (jacks last). */
function dealerPlace(card: Pick<DealerCardCount, "kind" | "value">, rules: ChallengeRules): number {
  if (card.kind === "joker") return 100;
  if (card.kind === "ace") return 90;
  if (card.kind === "jack") return rules.dealerJacks === "first" ? 80 : -1;
  return card.value;
}

/**
 * The Dealer's deck as groups in the order the Dealer lays them (docs/rules.md 3.2): jokers, aces, (jacks with
 * dealerJacks=first), tens and kings, 9..2 (queens with the group of their value), (jacks last by
 * default). Cards within a group stand in any order, which no pairing can tell apart. The deck is the
 * standard 54 cards, or the designer's deck file (`dealerCards`), times `dealerDecks`; dealerDeck=52 and
 * dealerJoker=removed take its jokers out. O(kinds · log kinds).
 * @example dealerGroups(DEFAULT_RULES).map((group) => group.count).join(",") // "2,4,8,4,4,4,4,4,4,4,8,4"
 * @example dealerGroups({ ...DEFAULT_RULES, dealerDecks: 2 }).reduce((sum, group) => sum + group.count, 0) // 108
 */
export function dealerGroups(rules: ChallengeRules): DealerGroup[] {
  const decks = rules.dealerDecks ?? 1;
  const noJokers = rules.dealerDeck === "52" || rules.dealerJoker === "removed";
  const groups = new Map<string, { kind: CardKind; value: number; count: number; labels: string[] }>();
  for (const card of rules.dealerCards ?? standardDealerCards(rules)) {
    if (noJokers && card.kind === "joker") continue;
    const key = `${card.kind}:${card.kind === "value" ? card.value : 0}`;
    const group = groups.get(key) ?? { kind: card.kind, value: card.kind === "value" ? card.value : 0, count: 0, labels: [] };
    group.count += card.count * decks;
    if (!group.labels.includes(card.label)) group.labels.push(card.label);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => dealerPlace(b, rules) - dealerPlace(a, rules))
    .map((group) => ({ kind: group.kind, value: group.value, count: group.count, label: group.labels.join("/") }));
}

/**
 * How many cards the Dealer's deck holds under the rules (docs/rules.md 3.1). O(kinds).
 * @example dealerDeckSize({ ...DEFAULT_RULES, dealerDeck: "52" }) // 52
 */
export function dealerDeckSize(rules: ChallengeRules): number {
  return dealerGroups(rules).reduce((sum, group) => sum + group.count, 0);
}
