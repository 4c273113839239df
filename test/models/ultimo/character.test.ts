import { describe, expect, it } from "vitest";
import { attackPower, stamina } from "../../../src/models/ultimo/character.js";

describe("a character's figures (RULES.md 3.1, 3.9)", () => {
  it("stamina({ agi: 6, vit: 3 }) is 4 + 3 = 7, 8 at full health; odd ratings round down: { agi: 5, vit: 1 } is 6", () => {
    expect([stamina({ agi: 6, vit: 3 }, false), stamina({ agi: 6, vit: 3 }, true), stamina({ agi: 5, vit: 1 }, false)]).toEqual([7, 8, 6]);
  });
  it("attackPower({ str: 7, agi: 4 }, 2) is ⌊7/2⌋ + 2 = 5", () => {
    expect(attackPower({ str: 7, agi: 4 }, 2)).toBe(5);
  });
});
