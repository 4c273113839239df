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
    [{ dice: "2d10" }, 'dice: expected one of 2d6, 3d6, 3d6kh2, 2d8, received "2d10"'],
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
