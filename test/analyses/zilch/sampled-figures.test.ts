import { describe, expect, it } from "vitest";
import { meanFigures, proportionFigures } from "../../../src/analyses/zilch/sampled-figures.js";
import { estimatesOf, proportionEstimate } from "../../../src/core/estimate.js";

// A hand-built tally: 10 trials of a test, 2 critical successes, 3 successes, 4 failures, 1 critical failure;
// damage summed 20 with squares 50 over the 10 trials (mean 2).
const estimates = estimatesOf(
  { groups: [{ name: "degree", categories: ["critical-success", "success", "failure", "critical-failure"] }], quantities: ["damage"] },
  Float64Array.from([2, 3, 4, 1, 20, 50]),
  10,
);

describe("the zilch sampled figures", () => {
  it("proportionFigures(pSuccess = critical successes + successes) is 5/10 with the Wilson interval of 5 in 10", () => {
    const figures = proportionFigures(estimates, "degree", { pSuccess: ["critical-success", "success"] });
    const wilson = proportionEstimate(5, 10);
    expect(figures).toEqual({ pSuccess: 0.5, pSuccessLow: wilson.low, pSuccessHigh: wilson.high });
  });
  it("meanFigures(damage) is the mean 2 with its interval, named expectedDamage", () => {
    const damage = estimates.quantities.damage!;
    expect(meanFigures(estimates, "damage", "expectedDamage")).toEqual({ expectedDamage: 2, expectedDamageLow: damage.low, expectedDamageHigh: damage.high });
  });
  it("an unknown group or quantity is a RangeError naming it", () => {
    expect(() => proportionFigures(estimates, "contest", {})).toThrow("no tally group named contest");
    expect(() => meanFigures(estimates, "rounds", "expectedRounds")).toThrow("no tallied quantity named rounds");
  });
});
