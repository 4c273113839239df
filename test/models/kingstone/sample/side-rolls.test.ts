import { describe, expect, it } from "vitest";
import { tallyOffsets } from "../../../../src/core/estimate.js";
import { sampleSideRolls } from "../../../../src/models/kingstone/sample/side-rolls.js";
import { sideRollChance } from "../../../../src/models/kingstone/side-rolls.js";

describe("the side-roll sampler (RULES.md 1.4)", () => {
  it("one throw of 6-6 at bonus 0 (12, and 6 for the one-die roll) fails Proficiency I (vs 14) and Ready I (1d6 vs 7), succeeds the other three", () => {
    const plan = sampleSideRolls(0);
    const tally = new Float64Array(tallyOffsets(plan.layout).size);
    plan.run({ below: (n) => n - 1, uint32: () => 0, float: () => 0 }, 1, tally);
    expect([...tally]).toEqual([0, 1, 1, 0, 1, 0, 0, 1, 1, 0]);
  });
  it("sampleSideRolls and sideRollChance refuse a bad bonus or name with OddsmithError", () => {
    expect(() => sampleSideRolls("2" as never)).toThrow('bonus: expected an integer, received "2"');
    expect(() => sideRollChance("dodge" as never, 0)).toThrow("name: expected one of proficiency-double, endurance-heal, shield-block, ready-free-roll, ready-avoid-harm, received \"dodge\"");
  });
});
