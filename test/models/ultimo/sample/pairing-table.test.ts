import { describe, expect, it } from "vitest";
import { playerDeck, readPlay } from "../../../../src/models/ultimo/cards.js";
import { dealerGroups } from "../../../../src/models/ultimo/dealer.js";
import { pairCards } from "../../../../src/models/ultimo/pairing.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../../src/models/ultimo/rules.js";
import { pairingTable } from "../../../../src/models/ultimo/sample/pairing-table.js";

describe("pairingTable reads the pairing rule (docs/rules.md 3.4) into one entry per player card and Dealer group", () => {
  it("K and 9 against the 10/K and 9 groups: K cancels 10/K (rule 6), beats 9; 9 loses to 10/K, cancels 9: [2, 0, 1, 2]", () => {
    expect([...pairingTable(readPlay("K,9"), dealerGroups(DEFAULT_RULES).slice(2, 4), DEFAULT_RULES)]).toEqual([2, 0, 1, 2]);
  });

  it("a player joker fails against every group (rule 1) and a jack cancels every group (rule 2), the 12 default groups each", () => {
    const table = pairingTable(readPlay("X,J"), dealerGroups(DEFAULT_RULES), DEFAULT_RULES);
    expect([...table.subarray(0, 12)]).toEqual(Array(12).fill(1));
    expect([...table.subarray(12, 24)]).toEqual(Array(12).fill(2));
  });

  it.each<[string, ChallengeRules]>([
    ["default rules", DEFAULT_RULES],
    ["dealerJoker=loses, dealerJacks=first", { ...DEFAULT_RULES, dealerJoker: "loses", dealerJacks: "first" }],
  ])("entry p · groups + g is pairCards(player p, group g)'s place in success, failure, cancel for every kind of the player's deck (%s)", (_, rules) => {
    const players = playerDeck(rules, 2).map((kind) => kind.card);
    const groups = dealerGroups(rules);
    const table = pairingTable(players, groups, rules);
    expect(table).toHaveLength(players.length * groups.length);
    const words = ["success", "failure", "cancel"];
    players.forEach((player, p) => groups.forEach((group, g) => expect(words[table[p * groups.length + g]!]).toBe(pairCards(player, group, rules))));
  });
});
