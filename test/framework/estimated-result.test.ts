import { describe, expect, it } from "vitest";
import { defaultSampledResult, estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../src/framework/estimated-result.js";
import { estimatesOf, meanEstimate, proportionEstimate } from "../../src/core/estimate.js";

const estimates = estimatesOf({ groups: [{ name: "o", categories: ["hit", "miss"] }], quantities: ["damage"] }, Float64Array.of(3, 1, 10, 30), 4);

describe("estimatedOutcomeRows", () => {
  it("a group's categories as outcome rows: 3 hits of 4 is probability 3/4 with its Wilson interval and count (the two intervals mirror each other)", () => {
    const hit = proportionEstimate(3, 4);
    const miss = proportionEstimate(1, 4);
    expect(estimatedOutcomeRows(estimates, "o")).toEqual([
      { outcome: "hit", probability: 0.75, low: hit.low, high: hit.high, count: 3 },
      { outcome: "miss", probability: 0.25, low: miss.low, high: miss.high, count: 1 },
    ]);
    expect(miss.low).toBeCloseTo(1 - hit.high, 14);
  });
  it("a group the tally lacks is a RangeError", () => {
    expect(() => estimatedOutcomeRows(estimates, "round")).toThrow(new RangeError("no tally group named round"));
  });
});

describe("defaultSampledResult", () => {
  it("the first group as outcomes, each quantity's mean with its interval, the rows as CSV, a bar chart with error bars and a table", () => {
    const result = defaultSampledResult(estimates, "a coin");
    const damage = meanEstimate(10, 30, 4);
    expect(result.outcomes.map((row) => row.outcome)).toEqual(["hit", "miss"]);
    expect(result.summary).toEqual({ damage: 2.5, damageLow: damage.low, damageHigh: damage.high });
    expect(result.summaryExact).toEqual({});
    expect(result.rows[0]).toEqual({ outcome: "hit", probability: 0.75, low: result.outcomes[0]!.low, high: result.outcomes[0]!.high, count: 3 });
    expect(result.charts).toHaveLength(1);
    expect(result.charts[0]).toMatchObject({ name: "", title: "a coin", kind: "bar", interval: { low: "low", high: "high" }, x: { field: "outcome", order: ["hit", "miss"] } });
    expect(result.table!.columns).toEqual(["outcome", "probability", "95% interval", "count"]);
  });
});

describe("estimatedTable and outcomeBarChart", () => {
  it("estimatedTable shows the probability, the interval as percentages and the count", () => {
    const table = estimatedTable([{ outcome: "hit", probability: 0.75, low: 0.5, high: 0.9, count: 3 }], "t");
    expect(table).toEqual({ title: "t", columns: ["outcome", "probability", "95% interval", "count"], rows: [["hit", "75.0%", "50.0%–90.0%", "3"]] });
    expect("title" in estimatedTable([])).toBe(false);
  });
  it("outcomeBarChart keeps a missing interval as null and takes its name", () => {
    const chart = outcomeBarChart([{ outcome: "hit", probability: 1 }], "t", ["hit"], "bars");
    expect(chart.name).toBe("bars");
    expect(chart.data).toEqual([{ outcome: "hit", probability: 1, low: null, high: null }]);
    expect(chart.y).toEqual({ field: "probability", title: "probability (95% interval)", type: "quantitative", format: ".0%" });
  });
});
