import { describe, expect, it } from "vitest";
import { DECK_KEY_STEP, decisionKey, HAND_KEY_STEP, nodeKey, stateKey, TOTAL_OFFSET } from "../../../src/models/ash/decision-key.js";

/** Every (deck, hand) by value class with each deck class 0..3 cards and each hand class 0..2. */
function smallStates(): Array<[number[], number[]]> {
  const states: Array<[number[], number[]]> = [];
  const counts = (most: number) => Array.from({ length: (most + 1) ** 4 }, (_, i) => [0, 1, 2, 3].map((v) => Math.floor(i / (most + 1) ** v) % (most + 1)));
  for (const deck of counts(3)) for (const hand of counts(2)) states.push([deck, hand]);
  return states;
}

describe("the decision key of an optimal-play state (RULES.md 4.5)", () => {
  it("decisionKey([0, 0, 0, 1], [1, 0, 0, 0], 2) is 69632 · 256 + 2 + 128 (worked by hand: deck digits base 64, hand digits base 16)", () => {
    expect(nodeKey([0, 0, 0, 1], [1, 0, 0, 0])).toBe(((0 * 64 + 1) * 16 + 1) * 4096);
    expect(decisionKey([0, 0, 0, 1], [1, 0, 0, 0], 2)).toBe(69632 * 256 + 2 + TOTAL_OFFSET);
    expect(stateKey([0, 0, 0, 1], [1, 0, 0, 0], 2)).toBe(69632 * 256 + 2 + TOTAL_OFFSET);
    expect(decisionKey(Int32Array.of(0, 0, 0, 1), Uint8Array.of(1, 0, 0, 0), 2)).toBe(69632 * 256 + 2 + TOTAL_OFFSET);
  });
  it("distinct states of small decks, hands and totals −5..5 have distinct keys (20,736 × 11 states)", () => {
    const keys = new Set<number>();
    const states = smallStates();
    for (const [deck, hand] of states) for (let total = -5; total <= 5; total++) keys.add(decisionKey(deck, hand, total));
    expect(keys.size).toBe(states.length * 11);
  });
  it("taking one card of class v from the deck or the hand takes DECK_KEY_STEP[v] or HAND_KEY_STEP[v] off the key, for every small state", () => {
    let checked = 0;
    for (const [deck, hand] of smallStates()) {
      for (let v = 0; v < 4; v++) {
        if (deck[v] !== 0) {
          const fewer = deck.map((count, c) => (c === v ? count - 1 : count));
          expect(decisionKey(deck, hand, 1) - decisionKey(fewer, hand, 1)).toBe(DECK_KEY_STEP[v]);
          checked++;
        }
        if (hand[v] !== 0) {
          const fewer = hand.map((count, c) => (c === v ? count - 1 : count));
          expect(decisionKey(deck, hand, -1) - decisionKey(deck, fewer, -1)).toBe(HAND_KEY_STEP[v]);
          checked++;
        }
      }
    }
    // Per class, 3 in 4 decks and 2 in 3 hands hold a card of it: 4 · 15,552 + 4 · 13,824.
    expect(checked).toBe(117504);
  });
  it("the largest deck (63 cards a class) and hand (15 a class) at total 127 stay below 2^48, exact in a double", () => {
    expect(decisionKey([63, 63, 63, 63], [15, 15, 15, 15], 127)).toBe(2 ** 48 - 1);
  });
  it("decisionKey refuses a deck or a hand that is not four counts", () => {
    expect(() => decisionKey([1, 2, 3], [0, 0, 0, 0], 0)).toThrow("expected a count for each value class 0..3, received 3");
    expect(() => decisionKey([1, 2, 3, 4], [0, 0], 0)).toThrow("expected a count for each value class 0..3, received 2");
  });
});
