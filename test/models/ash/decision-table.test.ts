import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { DecisionStates, decisionKey, DISCARD_ACTION } from "../../../src/models/ash/decision-states.js";
import { DOUBLE_INTEGERS } from "../../../src/core/exact/exact-integers.js";

describe("the decision table (every solved state's decision by decisionKey)", () => {
  it("a 0 in hand at total 1 against a deck of one 3: the table says discard, for that key only, and lists the states solved", () => {
    const states = new DecisionStates({ opposingAndStrain: 0, decks: "separate", reveal: "before", cardCost: Rational.ZERO }, DOUBLE_INTEGERS);
    states.solve([0, 0, 0, 1], [1, 0, 0, 0], 1);
    const table = states.decisions;
    const key = decisionKey([0, 0, 0, 1], [1, 0, 0, 0], 1);
    expect(table.get(key)?.action).toBe(DISCARD_ACTION + 0);
    expect(table.get(key)).toBe(table.get(key));
    expect([table.has(key), table.has(key + 1), table.get(key + 1)]).toEqual([true, false, undefined]);
    expect(table.size).toBe(2);
    expect([...table.keys()]).toEqual([key, decisionKey([0, 0, 0, 0], [0, 0, 0, 0], 4)]);
    expect([...table.values()].map((decision) => decision.action)).toEqual([DISCARD_ACTION, -1]);
  });
  it("a deck with 40 cards of value 3 keys apart from one with fewer (6 bits a value class)", () => {
    expect(decisionKey([0, 0, 0, 40], [0, 0, 0, 0], 0)).not.toBe(decisionKey([0, 0, 10, 0], [0, 0, 0, 0], 0));
  });
});
