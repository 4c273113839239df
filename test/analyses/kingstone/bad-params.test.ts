import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";

// Each Kingstone analysis refuses bad parameters with the exact message (flag, allowed values, value received).
const CASES = [
  ["check", { bonus: 1 }, ["--dc is required: an integer from 1 to 40"]],
  ["check", { bonus: 1, dc: 9, dice: "4d6+" }, ['--dice: expected a number, dice (NdX), "(" or one of max(, min(, sum(, highest(, lowest( at position 5, received "4d6+"']],
  ["check", { bonus: 1, dc: 9, dice: "3d6 vs 3d6" }, ['--dice: expected a dice expression with a numeric result (docs/dice.md; a check reads one total, so not A vs B), received "3d6 vs 3d6"']],
  ["check", { bonus: 1, dc: 9, dice: "2d6+1d4", reroll: "one-die" }, ['--reroll: expected none or whole-if-failed when the dice are not one pool NdX or NdXkhK of at most 10,000 ordered rolls (dice 2d6+1d4 is not one pool NdX or NdXkhK), received "one-die"']],
  ["check", { bonus: 1, dc: 9, goal: "fun" }, ['--goal: expected one of success, effect, received "fun"']],
  ["table", { bonus: "3..1" }, ['--bonus: expected integers from -10 to 20 as "a..b", "a" or "a,b,c", received "3..1"']],
  ["table", { dc: "0..5", degreesBonus: "x" }, ['--dc: expected integers from 1 to 40 as "a..b", "a" or "a,b,c", received "0..5"', '--degrees-bonus: expected an integer from -10 to 20, received "x"']],
  ["pick-dc", { bonus: 0, target: "-0.1" }, ['--target: expected a probability from 0 to 1 (0.25, 1/4 or 25%), received "-0.1"']],
  ["death", {}, ["--endurance is required: an integer from -10 to 20"]],
  ["death", { endurance: 1, allyAttempts: "11", startDc: "1" }, ['--ally-attempts: expected an integer from 0 to 10, received "11"', '--start-dc: expected an integer from 2 to 40, received "1"']],
  ["death", { endurance: 1, allyFirst: "maybe" }, ['--ally-first: expected true or false, received "maybe"']],
  ["marks", { level: 13 }, ["--level: expected an integer from 1 to 12, received 13"]],
  ["side", { bonus: "2.5" }, ['--bonus: expected an integer from -10 to 20, received "2.5"']],
] as const;

describe("bad Kingstone parameters", () => {
  it.each(CASES)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("kingstone", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
