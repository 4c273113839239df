import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { DecisionStates, decisionKey, DISCARD_ACTION, STOP_ACTION } from "../../../src/models/ash/decision-states.js";
import { BIG_INTEGERS, DOUBLE_INTEGERS } from "../../../src/core/exact/exact-integers.js";

const FREE = { opposingAndStrain: 0, decks: "separate", reveal: "before", cardCost: Rational.ZERO } as const;

describe("the optimal play's decision states (RULES.md 4.5)", () => {
  it("decisionKey(empty deck, empty hand, total 0) is 128, and each class shifts it apart", () => {
    expect(decisionKey([0, 0, 0, 0], [0, 0, 0, 0], 0)).toBe(128);
    expect(decisionKey([0, 0, 0, 1], [0, 0, 0, 0], 0)).not.toBe(decisionKey([0, 0, 0, 0], [0, 0, 0, 1], 0));
  });
  it("a total of 2 with an empty hand stops: success with certainty (worked by hand)", () => {
    const state = new DecisionStates(FREE, DOUBLE_INTEGERS).solve([1, 0, 0, 0], [0, 0, 0, 0], 2);
    expect(state.action).toBe(STOP_ACTION);
    expect(state.vec).toEqual([0, 1, 0, 0, 0, 0]);
  });
  it("a 0 in hand at total 1 against a deck of one 3: discarding it draws the 3, superb (worked by hand)", () => {
    const state = new DecisionStates(FREE, BIG_INTEGERS).solve([0, 0, 0, 1], [1, 0, 0, 0], 1);
    expect(state.action).toBe(DISCARD_ACTION + 0);
    expect(state.vec).toEqual([1n, 0n, 0n, 0n, 0n, 0n]);
  });
  it("doubles and bigints solve a small deck to the same state values and decisions", () => {
    const setup = { opposingAndStrain: 1, decks: "separate", reveal: "after", cardCost: Rational.of(1, 4) } as const;
    const doubles = new DecisionStates(setup, DOUBLE_INTEGERS).solve([3, 2, 1, 1], [1, 1, 1, 0], 1);
    const bigints = new DecisionStates(setup, BIG_INTEGERS).solve([3, 2, 1, 1], [1, 1, 1, 0], 1);
    expect(doubles.action).toBe(bigints.action);
    expect(doubles.vec.map(BigInt)).toEqual(bigints.vec);
    expect(BigInt(doubles.cards)).toBe(bigints.cards);
  });
});
