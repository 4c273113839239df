import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { impliedBonus, plainChance } from "../../../src/models/kingstone/dc-advice.js";

describe("the DC advice read backwards (RULES.md 1.7)", () => {
  it("plainChance(3, 10) is 2d6 ≥ 7: 21/36 = 7/12 (by hand)", () => {
    expect(plainChance(3, 10).toString()).toBe("7/12");
  });
  it("impliedBonus(13, 1/36) is exactly +1 (only 6-6 reaches 12)", () => {
    expect(impliedBonus(13, Rational.of(1, 36)).exact).toEqual([1]);
  });
  it("impliedBonus refuses a float target and a non-integer DC with OddsmithError", () => {
    expect(() => impliedBonus(13, 0.5 as never)).toThrow("target: expected a Rational probability, received 0.5");
    expect(() => impliedBonus(9.5, Rational.of(1, 2))).toThrow("dc: expected an integer, received 9.5");
  });
});
