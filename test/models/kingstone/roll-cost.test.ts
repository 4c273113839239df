import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { rollSeconds } from "../../../src/models/kingstone/roll-cost.js";

// The cost model counts operations from the dice (issue 23 §4, §6: never a timing): its figures follow from
// its constants, worked here by hand.
describe("rollSeconds (models/kingstone/roll-cost.ts)", () => {
  it("2d6: 0.002 s fixed + 5e-9 × 11 results × (2·log2 6)² bits² ≈ 0.0020074 s", () => {
    expect(rollSeconds({ dice: "2d6", reroll: "none" })).toBeCloseTo(0.002 + 5e-9 * 11 * (2 * Math.log2(6)) ** 2, 12);
  });
  it("20d100: 1,981 results of a 132.9-bit total, about 0.177 s (measured 0.17–0.21 s in process)", () => {
    expect(rollSeconds({ dice: "20d100", reroll: "none" })).toBeCloseTo(0.002 + 5e-9 * 1981 * (20 * Math.log2(100)) ** 2, 12);
  });
  it("a keep term adds its state machine: 20d100kh10 adds 2e-8 × 100² × 20² × 10 = 0.8 s", () => {
    const plain = 0.002 + 5e-9 * 991 * (20 * Math.log2(100)) ** 2;
    expect(rollSeconds({ dice: "20d100kh10", reroll: "none" })).toBeCloseTo(plain + 0.8, 12);
  });
  it("a one-die reroll adds its policy: 2d100 has C(101, 2) = 5,050 unordered rolls × 2 dice × 100 faces × 8e-7 s = 0.808 s", () => {
    const plain = rollSeconds({ dice: "2d100", reroll: "none" });
    expect(rollSeconds({ dice: "2d100", reroll: "one-die" }) - plain).toBeCloseTo(0.808, 12);
    expect(rollSeconds({ dice: "2d100", reroll: "whole-if-failed" })).toBe(plain);
  });
  it("kingstone check and spell state it as their exact cost, naming the dice", () => {
    for (const name of ["check", "spell"]) {
      const prepared = findAnalysis("kingstone", name)!.prepare({ dice: "20d100", bonus: "-10", ...(name === "check" ? { dc: "40" } : {}) });
      expect(prepared.ok).toBe(true);
      if (!prepared.ok) continue;
      expect(prepared.value.exactCost()).toMatchObject({ seconds: rollSeconds({ dice: "20d100", reroll: "none" }), what: "one roll of 20d100 against one DC" });
    }
  });
});
