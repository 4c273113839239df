import { describe, expect, it } from "vitest";
import { Distribution } from "../../../src/core/distribution.js";
import { attacksToDefeat, solveExchange } from "../../../src/models/ultimo/attack.js";
import { playerDeck, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { challengeOutcome, playFacts } from "../../../src/models/ultimo/outcome.js";
import { greedyPlay } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

/** Every 2-card hand of the literal player deck, cards told apart. */
function* twoCardHands(): Generator<[PlayerCard, PlayerCard]> {
  const deck = playerDeck(DEFAULT_RULES, 2).flatMap((kind) => Array.from({ length: kind.count }, () => kind.card));
  for (let i = 0; i < deck.length; i++) for (let j = i + 1; j < deck.length; j++) yield [deck[i]!, deck[j]!];
}

describe("a combat exchange (RULES.md 3.9)", () => {
  it("one card against difficulty 0, by hand: a perfect success doubles S + weapon", () => {
    // 48 of 54 cards are unpaired perfect successes (2 × (1 + 1) = 4 damage), a jack only a success (1 + 1),
    // and a joker is not played: S = F = 0, a partial success dealing the weapon alone.
    const { dealt } = solveExchange(1, 1, 1, 0, "greedy", DEFAULT_RULES, 2, 0);
    expect(dealt.probability(4).toString()).toBe("8/9");
    expect(dealt.probability(2).toString()).toBe("2/27");
    expect(dealt.probability(1).toString()).toBe("1/27");
  });
  it("damage dealt and taken equal every 2-card hand against every 1-card Dealer draw, tallied by hand", () => {
    const dealt = new Map<number, bigint>();
    const taken = new Map<number, bigint>();
    const add = (map: Map<number, bigint>, key: number, weight: bigint) => map.set(key, (map.get(key) ?? 0n) + weight);
    const dealerCards = [
      ...Array.from({ length: 2 }, () => ({ kind: "joker" as const, value: 0 })),
      ...Array.from({ length: 4 }, () => ({ kind: "ace" as const, value: 0 })),
      ...Array.from({ length: 4 }, () => ({ kind: "jack" as const, value: 0 })),
      ...[10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2].flatMap((value) => Array.from({ length: 4 }, () => ({ kind: "value" as const, value }))),
    ];
    for (const hand of twoCardHands()) {
      const play = greedyPlay([...hand], 2);
      for (const dealer of dealerCards) {
        let s = 0;
        let f = 0;
        let c = 0;
        if (play.length === 0) f = 1;
        else {
          const first = play[0]!;
          const result =
            first.kind === "joker" ? "failure" : first.kind === "jack" || dealer.kind === "jack" ? "cancel" : first.kind === "ace" ? (dealer.kind === "ace" ? "cancel" : "success") : dealer.kind === "joker" || dealer.kind === "ace" ? "failure" : first.value > dealer.value ? "success" : first.value < dealer.value ? "failure" : "cancel";
          if (result === "success") s++;
          else if (result === "failure") f++;
          else c++;
          s += play.length - 1;
        }
        const outcome = challengeOutcome(s, f, c, 1, dealer.kind === "jack", playFacts(play), DEFAULT_RULES);
        add(dealt, outcome === 0 ? 2 * (s + 2) : outcome === 4 ? 0 : s + 2, 1n);
        add(taken, outcome === 0 ? 0 : f + 3, 1n);
      }
    }
    const exchange = solveExchange(2, 2, 2, 3, "greedy", DEFAULT_RULES, 2, 1);
    expect(exchange.dealt.toFloats()).toEqual(Distribution.fromWeights([...dealt]).toFloats());
    expect(exchange.taken.toFloats()).toEqual(Distribution.fromWeights([...taken]).toFloats());
  });
  it("attacks to defeat: a sure 3 damage against health 7 takes 3 attacks; armor breaks on the first hit of 5 or more", () => {
    const three = attacksToDefeat(Distribution.certain(4), { health: 7, soak: 1, armor: 0 }, 5);
    expect(three.expected?.toString()).toBe("3/1");
    expect(three.byAttack.map((p) => p.toString())).toEqual(["0/1", "0/1", "1/1", "1/1", "1/1"]);
    // 6 raw damage against soak 5 (all armor): 1 damage, and the armor is gone; then 6 a hit.
    const armored = attacksToDefeat(Distribution.certain(6), { health: 7, soak: 5, armor: 5 }, 3);
    expect(armored.expected?.toString()).toBe("2/1");
    // Half the time 2 damage, half the time nothing, health 2, no soak: a geometric wait, mean 2.
    const coin = attacksToDefeat(Distribution.fromWeights([[0, 1n], [2, 1n]]), { health: 2, soak: 0, armor: 0 }, 3);
    expect(coin.expected?.toString()).toBe("2/1");
    expect(coin.byAttack.map((p) => p.toString())).toEqual(["1/2", "3/4", "7/8"]);
    expect(attacksToDefeat(Distribution.certain(1), { health: 5, soak: 1, armor: 0 }, 3).expected).toBeUndefined();
  });
});
