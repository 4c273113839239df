import { describe, expect, it } from "vitest";
import { tallyOffsets } from "../../../src/core/estimate.js";
import { checkDegrees, checkDice, sampleCheck } from "../../../src/models/kingstone/sample-check.js";
import { seedState, Xoshiro128 } from "../../../src/sim/xoshiro.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 } as const;

describe("the check sampler's tables and loop (RULES.md 1.1–1.3)", () => {
  it("checkDice(2d6).size is 36 and every code's result is its two faces summed: code 0 is 1-1 = 2, code 35 is 6-6 = 12", () => {
    const dice = checkDice(plain);
    expect(dice.size).toBe(36);
    expect(dice.finish(0, new Xoshiro128(seedState(1)))).toBe(2);
    expect(dice.finish(35, new Xoshiro128(seedState(1)))).toBe(12);
  });
  it("checkDegrees(2d6 + 3 vs DC 10): a 7 is success-1 (margin 0), a 4 failure-2 (margin −3), a 12 success-3 with 2 extra effects", () => {
    const { categories, categoryOf, extraSuccessOf } = checkDegrees(plain);
    expect(categories[categoryOf[7]!]).toBe("success-1");
    expect(categories[categoryOf[4]!]).toBe("failure-2");
    expect(categories[categoryOf[12]!]).toBe("success-3");
    expect(extraSuccessOf[12]).toBe(2);
  });
  it("sampleCheck: 36,000 trials fill the degree group with 36,000 counts; the same seed gives the same tally", () => {
    const run = () => {
      const plan = sampleCheck(plain);
      const tally = new Float64Array(tallyOffsets(plan.layout).size);
      plan.run(new Xoshiro128(seedState(4)), 36_000, tally);
      return tally;
    };
    const tally = run();
    expect(tally.slice(0, 6).reduce((a, b) => a + b, 0)).toBe(36_000);
    expect([...run()]).toEqual([...tally]);
  });
  it('sampleCheck({ dice: "3d6kh4" }) and checkDice({ ...plain, bonus: "3" }) throw OddsmithError', () => {
    expect(() => sampleCheck({ ...plain, dice: "3d6kh4" })).toThrow('dice: expected a keep from 1 to the dice rolled (3d6kh4 keeps 4 of 3), received "3d6kh4"');
    expect(() => checkDice({ ...plain, bonus: "3" } as never)).toThrow('bonus: expected an integer, received "3"');
  });
});
