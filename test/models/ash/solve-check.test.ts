import { describe, expect, it } from "vitest";
import { bruteFixedCheck } from "../../support/ash-brute.js";
import { F } from "../../support/brute-force.js";

describe("randomHandTotal (the table's and the campaign's random hand, policy all)", () => {
  it("a random 2-card hand, Trait 0, vs 1 Opposing card equals enumerating all 1431 hands and their draws", async () => {
    const { randomHandTotal, outcomesOfTotals } = await import("../../../src/models/ash/solve-check.js");
    const { realDeck, bruteValue } = await import("../../support/ash-brute.js");
    const { subsets } = await import("../../support/brute-force.js");
    const deck = realDeck();
    const hands = subsets(deck.length, 2);
    const sum = new Map<string, ReturnType<typeof F>>();
    for (const hand of hands) {
      const cardsInHand = hand.map((i) => deck[i]!);
      const values = cardsInHand.map((c) => bruteValue(c, "S"));
      const chances = bruteFixedCheck({
        suit: "S",
        hand: cardsInHand,
        playedValue: values.filter((v) => v > 0).reduce((a, b) => a + b, 0),
        playerDraws: values.filter((v) => v === 0).length,
        gmDraws: 1,
        shared: false,
        offset: 0,
      });
      for (const [outcome, p] of chances) sum.set(outcome, (sum.get(outcome) ?? F(0)).add(p.div(hands.length)) as ReturnType<typeof F>);
    }
    const fast = outcomesOfTotals(randomHandTotal({ handSize: 2, trait: 0, gmDraws: 1, decks: "separate", offset: 0 }));
    const expected = Object.fromEntries([...sum].filter(([, p]) => !p.equals(0)).map(([o, p]) => [o, `${p.n}/${p.d}`]));
    expect(Object.fromEntries(fast.outcomes.map((o) => [o, fast.probability(o).toString()]))).toEqual(expected);
  });
});
