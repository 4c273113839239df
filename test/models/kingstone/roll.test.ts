import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { checkRollSetup, rerollAdvice, solveRoll } from "../../../src/models/kingstone/roll.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 0, dc: 7 } as const;

describe("roll setups are checked at entry (RULES.md 1.1–1.3)", () => {
  it("solveRoll(2d6, no reroll) is the 36 rolls: 7 comes up 6/36 = 1/6 (by hand)", () => {
    expect(solveRoll(plain).probability(7).toString()).toBe("1/6");
  });
  it.each([
    [{ dice: "2x10" }, 'dice: expected "+", "-", "*", "vs" or the end at position 2, received "2x10"'],
    [{ ...plain, reroll: "twice" }, 'reroll: expected one of none, one-die, whole-if-failed, one-die-if-failed, received "twice"'],
    [{ ...plain, goal: "fun" }, 'goal: expected one of success, effect, received "fun"'],
    [{ ...plain, ladder: "steep" }, 'ladder: expected one of paired, shifted, linear, received "steep"'],
    [{ ...plain, bonus: 2.5 }, "bonus: expected an integer, received 2.5"],
    [{ ...plain, dc: "10" }, 'dc: expected an integer, received "10"'],
  ])("solveCheck(%o) throws OddsmithError: %s", (setup, message) => {
    expect(() => solveCheck(setup as never)).toThrow(OddsmithError);
    expect(() => solveCheck(setup as never)).toThrow(message);
  });
  it("solveRoll(undefined) and rerollAdvice(null) name the setup, not a TypeError", () => {
    expect(() => solveRoll(undefined as never)).toThrow("setup: expected a setup object, received undefined");
    expect(() => rerollAdvice(null as never)).toThrow("setup: expected a setup object, received null");
  });
  it("checkRollSetup(a good setup) returns it", () => {
    expect(checkRollSetup(plain)).toBe(plain);
  });
});

describe("--dice in dice notation (issue 18)", () => {
  const setup = { reroll: "none", goal: "success", ladder: "paired", bonus: 0 } as const;
  it("solveCheck({ dice: '2d10' }) accepts notation: 2d10 ≥ 20 is 1/100, ≥ 11 is 55/100 = 11/20 (by hand: 45 of the 100 rolls sum to 10 or less)", () => {
    expect(solveCheck({ ...setup, dice: "2d10", dc: 20 }).pSuccess.toString()).toBe("1/100");
    expect(solveCheck({ ...setup, dice: "2d10", dc: 11 }).pSuccess.toString()).toBe("11/20");
  });
  it("a constant counts like a bonus: 2d6+1 vs DC 8 equals 2d6 + 1 vs DC 8 (7/12), with every reroll rule", () => {
    for (const reroll of ["none", "one-die", "whole-if-failed", "one-die-if-failed"] as const) {
      const withConstant = solveCheck({ ...setup, reroll, dice: "2d6+1", dc: 8 });
      const withBonus = solveCheck({ ...setup, reroll, dice: "2d6", bonus: 1, dc: 8 });
      expect(withConstant.degrees.entries()).toEqual(withBonus.degrees.entries());
    }
    expect(solveCheck({ ...setup, dice: "2D6 + 1", dc: 8 }).pSuccess.toString()).toBe("7/12");
  });
  it("rerollAdvice on 2d6+1 names the totals with the constant: 6-5 is 11 + 1 + bonus 0 = 12 below DC 13", () => {
    expect(rerollAdvice({ ...setup, reroll: "one-die", dice: "2d6+1", dc: 13 }).map((a) => `${a.roll}=${a.total}`)[0]).toBe("6-5=12");
  });
  it("a one-die reroll refuses dice that are not one pool, keep the lowest, or exceed 10,000 ordered rolls", () => {
    const message = (dice: string, why: string) =>
      `reroll: expected none or whole-if-failed when the dice are not one pool NdX or NdXkhK of at most 10,000 ordered rolls (dice ${dice} ${why}), received "one-die"`;
    expect(() => solveRoll({ ...setup, reroll: "one-die", dice: "2d6+1d4", dc: 7 })).toThrow(message("2d6+1d4", "is not one pool NdX or NdXkhK"));
    expect(() => solveRoll({ ...setup, reroll: "one-die", dice: "3d6kl2", dc: 7 })).toThrow(message("3d6kl2", "is not one pool NdX or NdXkhK"));
    expect(() => solveRoll({ ...setup, reroll: "one-die", dice: "6d6", dc: 7 })).toThrow(message("6d6", "has 46,656 ordered rolls"));
  });
});

describe("--dice takes any dice expression of the engine with a numeric result (issue 27 §5, docs/kingstone.md)", () => {
  const setup = { reroll: "none", goal: "success", ladder: "paired", bonus: 0 } as const;
  it("4dF vs DC 1: P(sum ≥ 1) = (1 − P(0)) / 2 = (1 − 19/81) / 2 = 31/81 (by hand: 19 of the 81 rolls sum to 0, the rest split evenly)", () => {
    expect(solveCheck({ ...setup, dice: "4dF", dc: 1 }).pSuccess.toString()).toBe("31/81");
  });
  it("the ladder reads the total: 4dF vs DC 0 is success-1 at 0 or +1 (19 + 16 = 35 of 81 rolls), failure-1 at −1 (16/81)", () => {
    const degrees = solveCheck({ ...setup, dice: "4dF", dc: 0 }).degrees;
    expect(degrees.probability("success-1").toString()).toBe("35/81");
    expect(degrees.probability("failure-1").toString()).toBe("16/81");
  });
  it("a success count is a total: 2d10>=8 vs DC 1 succeeds unless both dice miss, 1 − (7/10)² = 51/100", () => {
    expect(solveCheck({ ...setup, dice: "2d10>=8", dc: 1 }).pSuccess.toString()).toBe("51/100");
  });
  it("an explosion to a depth: d6!:1 vs DC 7 needs the 6 and then any face, 1/6 (by hand)", () => {
    expect(solveCheck({ ...setup, dice: "d6!:1", dc: 7 }).pSuccess.toString()).toBe("1/6");
  });
  it("whole-if-failed takes any expression: 4dF vs DC 1 rerolls every failure, 31/81 + (50/81)(31/81) = 4061/6561", () => {
    expect(solveCheck({ ...setup, reroll: "whole-if-failed", dice: "4dF", dc: 1 }).pSuccess.toString()).toBe("4061/6561");
  });
  it("a one-die reroll refuses, by name, each construct it cannot take", () => {
    const message = (why: string) => `reroll: expected none or whole-if-failed when the dice are not one pool NdX or NdXkhK of at most 10,000 ordered rolls (${why}), received "one-die"`;
    const refused = (dice: string) => () => solveRoll({ ...setup, reroll: "one-die", dice, dc: 7 });
    expect(refused("2d6!")).toThrow(message("dice 2d6! is not one pool NdX or NdXkhK: a one-die reroll cannot take an explosion (!)"));
    expect(refused("5d10>=8")).toThrow(message("dice 5d10>=8 is not one pool NdX or NdXkhK: a one-die reroll cannot take a success count (>=, f)"));
    expect(refused("4dF")).toThrow(message("dice 4df is not one pool NdX or NdXkhK: a one-die reroll cannot take custom faces (dF, d{…})"));
    expect(refused("2d6r1")).toThrow(message("dice 2d6r1 is not one pool NdX or NdXkhK: a one-die reroll cannot take a reroll of faces (r, ro)"));
    expect(refused("2d6-1d4")).toThrow(message("dice 2d6-1d4 is not one pool NdX or NdXkhK"));
    expect(refused("max(2d6, 2d6)")).toThrow(message("dice max(2d6,2d6) is not one pool NdX or NdXkhK"));
    expect(refused("2d6*2")).toThrow(message("dice 2d6*2 is not one pool NdX or NdXkhK"));
  });
  it("a one-die reroll takes NdX plus whole numbers written either side: 1+2d6 equals 2d6+1", () => {
    const left = solveCheck({ ...setup, reroll: "one-die", dice: "1+2d6", dc: 9 });
    const right = solveCheck({ ...setup, reroll: "one-die", dice: "2d6+1", dc: 9 });
    expect(left.degrees.entries()).toEqual(right.degrees.entries());
  });
  it("an opposed roll has no total: 3d6 vs 3d6 is refused naming the vs", () => {
    expect(() => solveRoll({ ...setup, dice: "3d6 vs 3d6", dc: 7 })).toThrow('dice: expected a dice expression with a numeric result (docs/dice.md; a check reads one total, so not A vs B), received "3d6 vs 3d6"');
  });
});
