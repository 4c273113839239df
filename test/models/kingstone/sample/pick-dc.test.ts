import { describe, expect, it } from "vitest";
import { pickDc } from "../../../../src/analyses/kingstone/pick-dc.js";
import { samplePickDc } from "../../../../src/models/kingstone/sample/pick-dc.js";

const setup = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("the pick-dc sampler (RULES.md 1.1)", () => {
  it("samplePickDc(0) tallies one group per candidate DC 2..13 (2d6 reaches 2..12, and 13 is the first impossible DC)", () => {
    expect(samplePickDc(0, setup).layout.groups.map((g) => g.name)).toEqual(Array.from({ length: 12 }, (_, i) => `bonus 0 dc ${i + 2}`));
  });
  it("samplePickDc and pickDc refuse a bad bonus, target or dice with OddsmithError", () => {
    expect(() => samplePickDc(0.5, setup)).toThrow("bonus: expected an integer, received 0.5");
    expect(() => pickDc(0, 1.5, setup)).toThrow("target: expected a probability from 0 to 1, received 1.5");
    expect(() => pickDc(0, 0.5, { ...setup, dice: "2d" })).toThrow('dice: expected a number of faces, "%", "F" or "{" at position 3, received "2d"');
  });
});
