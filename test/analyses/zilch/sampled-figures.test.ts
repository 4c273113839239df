import { describe, expect, it } from "vitest";
import { groupMeasures, groupShare, quantityMean } from "../../../src/analyses/zilch/sampled-figures.js";
import { estimatesOf, proportionEstimate } from "../../../src/core/estimate.js";

// A hand-built tally: 10 trials of a test, 2 critical successes, 3 successes, 4 failures, 1 critical failure;
// damage summed 20 with squares 50 over the 10 trials (mean 2).
const estimates = estimatesOf(
  { groups: [{ name: "degree", categories: ["critical-success", "success", "failure", "critical-failure"] }], quantities: ["damage"] },
  Float64Array.from([2, 3, 4, 1, 20, 50]),
  10,
);

describe("the zilch sampled measures", () => {
  it("groupShare(pSuccess = critical successes + successes) is 5/10 with the Wilson interval of 5 in 10", () => {
    const wilson = proportionEstimate(5, 10);
    expect(groupShare(estimates, "degree", ["critical-success", "success"])).toEqual({ kind: "estimated", value: 0.5, low: wilson.low, high: wilson.high, count: 5 });
  });
  it("groupMeasures(degree) gives each degree its own share: 4 failures in 10", () => {
    const measures = groupMeasures(estimates, "degree");
    expect(Object.keys(measures)).toEqual(["critical-success", "success", "failure", "critical-failure"]);
    expect(measures.failure).toMatchObject({ value: 0.4, count: 4 });
  });
  it("quantityMean(damage) is the mean 2 with its interval", () => {
    const damage = estimates.quantities.damage;
    expect(quantityMean(estimates, "damage")).toEqual({ kind: "estimated", value: 2, low: damage?.low, high: damage?.high });
  });
  it("an unknown group or quantity is a RangeError naming it", () => {
    expect(() => groupShare(estimates, "contest", [])).toThrow("no tally group named contest");
    expect(() => groupMeasures(estimates, "contest")).toThrow("no tally group named contest");
    expect(() => quantityMean(estimates, "rounds")).toThrow("no tallied quantity named rounds");
  });
});
