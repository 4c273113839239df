import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { checkFlag, checkSetupObject, checkTarget, checkTargets } from "../../../src/models/zilch/setup-checks.js";

describe("the zilch setup checks", () => {
  it("checkFlag(true) is true, checkTarget(-3) and checkTarget(26) are the ends of TARGET_RANGE, checkTargets([2, 6]) is [2, 6]", () => {
    expect(checkFlag("explodeChain", true)).toBe(true);
    expect([checkTarget("a", -3), checkTarget("a", 26)]).toEqual([-3, 26]);
    expect(checkTargets("contest", [2, 6])).toEqual([2, 6]);
    expect(() => checkSetupObject("setup", "a setup", { a: 1 })).not.toThrow();
  });
  it.each([
    [() => checkFlag("explodeChain", "no"), 'explodeChain: expected true or false, received "no"'],
    [() => checkTarget("a", 27), "a: expected an integer from -3 to 26, received 27"],
    [() => checkTarget("b", 6.5), "b: expected an integer from -3 to 26, received 6.5"],
    [() => checkTargets("contest", "2..8"), 'contest: expected a non-empty list of integers from -3 to 26, received "2..8"'],
    [() => checkTargets("contest", [6, "7"]), 'contest[1]: expected an integer from -3 to 26, received "7"'],
    [() => checkSetupObject("setup", "a contest setup", null), "setup: expected a contest setup, received null"],
    [() => checkSetupObject("setup", "a contest setup", [6, 6]), "setup: expected a contest setup, received [6,6]"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
