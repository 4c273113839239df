import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { sideRollChance } from "../../../src/models/kingstone/side-rolls.js";

describe("side rolls (RULES.md 1.4)", () => {
  it("Proficiency I double effect at bonus 3: 2d6 ≥ 11 is 1/12; Ready I at Ready 2: 1d6 ≥ 5 is 1/3; Shield at +0: 1/6", () => {
    expect(sideRollChance("proficiency-double", 3).toString()).toBe("1/12");
    expect(sideRollChance("ready-free-roll", 2).toString()).toBe("1/3");
    expect(sideRollChance("shield-block", 0).toString()).toBe(Rational.of(6, 36).toString());
  });
});
