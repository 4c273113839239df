import { describe, expect, it } from "vitest";
import { categoryOf, groupOf, quantityOf } from "../../src/framework/estimate-lookup.js";
import { proportionEstimate, type Estimates } from "../../src/core/estimate.js";

const estimates: Pick<Estimates, "trials" | "groups" | "quantities"> = {
  trials: 4,
  groups: { "exit@1": { yes: proportionEstimate(1, 4), no: proportionEstimate(3, 4) } },
  quantities: { "wounds@1": { mean: 1.5, low: 1, high: 2, standardError: 0.25 } },
};

describe("checked reads of estimates", () => {
  it("groupOf, categoryOf and quantityOf read a group, a category and a quantity by name", () => {
    expect(categoryOf(groupOf(estimates, "exit@1"), "yes").count).toBe(1);
    expect(categoryOf(groupOf(estimates, "exit@1"), "no").probability).toBe(0.75);
    expect(quantityOf(estimates, "wounds@1").mean).toBe(1.5);
  });
  it("a name the sampler did not tally throws a RangeError naming it", () => {
    expect(() => groupOf(estimates, "exit@2")).toThrow(new RangeError("no tally group named exit@2"));
    expect(() => categoryOf(groupOf(estimates, "exit@1"), "maybe")).toThrow(new RangeError("no tally category named maybe"));
    expect(() => quantityOf(estimates, "strain@1")).toThrow(new RangeError("no quantity named strain@1"));
  });
});
