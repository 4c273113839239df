import { describe, expect, it } from "vitest";
import { dealerGroups } from "../../../src/models/ultimo/dealer.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

describe("dealerGroups (RULES.md 3.2)", () => {
  it("the 54-card deck by default: 2 jokers, 4 aces, 8 tens and kings, 4 of 9..3, 8 twos and queens, 4 jacks last", () => {
    const groups = dealerGroups(DEFAULT_RULES);
    expect(groups.map((group) => group.count).join(",")).toBe("2,4,8,4,4,4,4,4,4,4,8,4");
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(54);
  });
  it("dealerJoker=removed or dealerDeck=52 leaves 52 cards, no joker group", () => {
    for (const change of [{ dealerJoker: "removed" as const }, { dealerDeck: "52" as const }]) {
      const groups = dealerGroups({ ...DEFAULT_RULES, ...change });
      expect(groups.some((group) => group.kind === "joker")).toBe(false);
      expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(52);
    }
  });
});
