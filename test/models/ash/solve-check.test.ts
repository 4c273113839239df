import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { drawDifference, fixedPlayTotal, randomHandTotal } from "../../../src/models/ash/solve-check.js";
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
        opposingAndStrain: 1,
        shared: false,
        weapon: 0,
      });
      for (const [outcome, p] of chances) sum.set(outcome, (sum.get(outcome) ?? F(0)).add(p.div(hands.length)) as ReturnType<typeof F>);
    }
    const fast = outcomesOfTotals(randomHandTotal({ handSize: 2, trait: 0, opposingAndStrain: 1, decks: "separate", weapon: 0 }));
    const expected = Object.fromEntries([...sum].filter(([, p]) => !p.equals(0)).map(([o, p]) => [o, `${p.n}/${p.d}`]));
    expect(Object.fromEntries(fast.outcomes.map((o) => [o, fast.probability(o).toString()]))).toEqual(expected);
  });
});

describe("draws of a check by value class", () => {
  it("drawDifference([1, 1, 0, 0], 1, 1): the player's card minus the GM's is +1 or −1, each 1/2 (worked by hand)", () => {
    const difference = drawDifference([1, 1, 0, 0], 1, 1);
    expect(difference.probability(1).toString()).toBe("1/2");
    expect(difference.probability(-1).toString()).toBe("1/2");
  });
  it("fixedPlayTotal with nothing drawn is the played value plus the weapon, certainly", () => {
    expect(fixedPlayTotal({ deckCounts: [27, 18, 6, 3], playedValue: 2, playerDraws: 0, opposingAndStrain: 0, decks: "separate", weapon: 1 }).probability(3).toString()).toBe("1/1");
  });
  it.each([
    [() => fixedPlayTotal({ deckCounts: [27, 18, 6, 3], playedValue: 0, playerDraws: 1, opposingAndStrain: 0, decks: "one" as "shared", weapon: 0 }), 'decks: expected one of separate, shared, received "one"'],
    [() => drawDifference([1, 1, 0], 1, 1), "counts: expected 4 counts, for card values 0..3, received [1,1,0]"],
    [() => randomHandTotal({ handSize: 11, trait: 0, opposingAndStrain: 0, decks: "separate", weapon: 0 }), "handSize: expected an integer from 0 to 10, received 11"],
  ])("a bad setup is refused with an OddsmithError: %#", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
