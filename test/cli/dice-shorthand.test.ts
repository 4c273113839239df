import { describe, expect, it } from "vitest";
import { diceShorthand } from "../../src/cli/dice-shorthand.js";

describe("diceShorthand", () => {
  it("dice 4d6kh3 3d6 --json is dice roll --expr '4d6kh3; 3d6' --json", () => {
    expect(diceShorthand(["dice", "4d6kh3", "3d6", "--json"])).toEqual(["dice", "roll", "--expr", "4d6kh3; 3d6", "--json"]);
  });
  it("a roll with spaces stays one expression: dice '3d6 vs 3d6' --tie reroll", () => {
    expect(diceShorthand(["dice", "3d6 vs 3d6", "--tie", "reroll"])).toEqual(["dice", "roll", "--expr", "3d6 vs 3d6", "--tie", "reroll"]);
  });
  it("leaves dice roll, dice --help, help dice and other games as they are", () => {
    for (const argv of [["dice", "roll", "--expr", "d6"], ["dice", "--help"], ["help", "dice"], ["kingstone", "check", "--dc", "10"], ["dice"]]) expect(diceShorthand(argv)).toEqual(argv);
  });
});
