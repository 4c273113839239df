import { describe, expect, it } from "vitest";
import { degreeOf, succeeds } from "../../../src/models/zilch/suit-test.js";
import { parseSuitValue, targetOf } from "../../../src/models/zilch/target.js";

describe("targetOf, degreeOf, parseSuitValue (RULES.md 2.2)", () => {
  it("targetOf: an Ace with Skill, trivial and a Boon is 14 + 5 + 5 + 2 = 26; a 2 at very hard is −3", () => {
    expect(targetOf({ suit: 14, skill: true, modifier: 5, boon: true })).toBe(26);
    expect(targetOf({ suit: 2, skill: false, modifier: -5, boon: false })).toBe(-3);
  });
  it("degreeOf(roll, 6): 1 is a critical success, 6 a success, 11 a failure, 12 a critical failure; succeeds(6, 6) but not succeeds(7, 6)", () => {
    expect([1, 6, 11, 12].map((roll) => degreeOf(roll, 6))).toEqual(["critical-success", "success", "failure", "critical-failure"]);
    expect([succeeds(6, 6), succeeds(7, 6)]).toEqual([true, false]);
  });
  it('parseSuitValue("Q") is 12, "a" is 14, "10" is 10; "1", "15" and "JB" are not Suit values', () => {
    expect(["Q", "a", "10"].map(parseSuitValue)).toEqual([12, 14, 10]);
    expect(["1", "15", "JB"].map(parseSuitValue)).toEqual([undefined, undefined, undefined]);
  });
});
