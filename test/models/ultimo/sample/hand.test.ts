import { describe, expect, it } from "vitest";
import { greedyPlay, layRow } from "../../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../../src/models/ultimo/rules.js";
import { HandChallenge } from "../../../../src/models/ultimo/sample/hand.js";
import { streamStates, Xoshiro128 } from "../../../../src/sim/xoshiro.js";

/** The kinds of a laid row as behaviour keys, so rows that behave alike compare equal. */
const keys = (cards: readonly { kind: string; value: number; autoFail: boolean }[]) => cards.map((card) => `${card.kind}${card.value}${card.autoFail ? "!" : ""}`).join(",");

describe("the hand kernel lays what the rule functions lay", () => {
  it.each<[string, ChallengeRules]>([
    ["default rules", DEFAULT_RULES],
    ["gamblin-man, long-live-the-queen", { ...DEFAULT_RULES, traits: ["gamblin-man", "long-live-the-queen"] }],
    ["aged-wisdom, jack-of-all-trades", { ...DEFAULT_RULES, traits: ["aged-wisdom", "jack-of-all-trades"] }],
  ])("HandChallenge's greedy and flipped rows equal greedyPlay and layRow on 2,000 random hands (%s)", (_, rules) => {
    const kernel = new HandChallenge(rules, 2, 10, 0);
    const random = new Xoshiro128(streamStates(5, 1)[0]!);
    for (let trial = 0; trial < 2000; trial++) {
      const size = 1 + (trial % 10);
      const limit = 1 + (trial % 7);
      kernel.drawHand(random, size);
      const hand: (typeof kernel.kinds)[number][] = [];
      kernel.layFlipped();
      for (let i = 0; i < kernel.rowLength; i++) hand.push(kernel.kinds[kernel.row[i]!]!);
      expect(hand).toHaveLength(size);
      expect(keys(hand)).toBe(keys(layRow(hand)));
      kernel.layGreedy(limit);
      const greedy = Array.from(kernel.row.subarray(0, kernel.rowLength), (k) => kernel.kinds[k]!);
      expect(keys(greedy)).toBe(keys(greedyPlay(hand, limit)));
    }
  });
});
