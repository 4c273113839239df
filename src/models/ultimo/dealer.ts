import type { CardKind } from "./cards.js";
import type { ChallengeRules } from "./rules.js";

/** A group of the Dealer's cards that behave alike and stand together in the Dealer's row. */
export interface DealerGroup {
  readonly kind: CardKind;
  /** The value compared in rule 6 (kings and tens 10, queens `dealerQueen`); 0 for jokers, aces, jacks. */
  readonly value: number;
  /** How many of the Dealer's deck are in the group. */
  readonly count: number;
  readonly label: string;
}

/**
 * The Dealer's deck as groups in the order the Dealer lays them (docs/rules.md 3.2): jokers, aces, (jacks with
 * dealerJacks=first), tens and kings, 9..2 (queens with the group of their value), (jacks last by
 * default). Cards within a group stand in any order, which no pairing can tell apart. O(1).
 * @example dealerGroups(DEFAULT_RULES).map((group) => group.count).join(",") // "2,4,8,4,4,4,4,4,4,4,8,4"
 */
export function dealerGroups(rules: ChallengeRules): DealerGroup[] {
  const jokers = rules.dealerDeck === "52" || rules.dealerJoker === "removed" ? 0 : 2;
  const groups: DealerGroup[] = [];
  const jacks: DealerGroup = { kind: "jack", value: 0, count: 4, label: "J" };
  if (jokers > 0) groups.push({ kind: "joker", value: 0, count: jokers, label: "X" });
  groups.push({ kind: "ace", value: 0, count: 4, label: "A" });
  if (rules.dealerJacks === "first") groups.push(jacks);
  for (let value = 10; value >= 2; value--) {
    const queens = rules.dealerQueen === value ? 4 : 0;
    const kings = value === 10 ? 4 : 0;
    const label = [String(value), ...(kings ? ["K"] : []), ...(queens ? ["Q"] : [])].join("/");
    groups.push({ kind: "value", value, count: 4 + kings + queens, label });
  }
  if (rules.dealerJacks === "last") groups.push(jacks);
  return groups;
}
