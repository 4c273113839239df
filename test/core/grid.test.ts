import { describe, expect, it } from "vitest";
import { expandGrid, pointLabel, spanValues } from "../../src/core/grid.js";

describe("spanValues", () => {
  it("spanValues({ from: 2, to: 8, step: 3 }) is [2, 5, 8]; the step defaults to 1; a step past the end stops short", () => {
    expect(spanValues({ from: 2, to: 8, step: 3 })).toEqual([2, 5, 8]);
    expect(spanValues({ from: -1, to: 2 })).toEqual([-1, 0, 1, 2]);
    expect(spanValues({ from: 0, to: 10, step: 4 })).toEqual([0, 4, 8]);
    expect(spanValues({ from: 5, to: 5 })).toEqual([5]);
  });
  it("a decimal step counts steps instead of adding them: 0..0.3 by 0.1 is 0, 0.1, 0.2, 0.3 (not 0.30000000000000004, and 0.3 is not lost)", () => {
    expect(spanValues({ from: 0, to: 0.3, step: 0.1 })).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe("expandGrid", () => {
  it("every combination, the first field outermost: 2 bonuses × 3 DCs are 6 points in row order", () => {
    expect(expandGrid([["bonus", [0, 1]], ["dc", [8, 10, 12]]])).toEqual([
      { bonus: 0, dc: 8 },
      { bonus: 0, dc: 10 },
      { bonus: 0, dc: 12 },
      { bonus: 1, dc: 8 },
      { bonus: 1, dc: 10 },
      { bonus: 1, dc: 12 },
    ]);
  });
  it("three fields multiply (2 × 2 × 3 = 12 points, each distinct); one field is its values; no field is no point", () => {
    const points = expandGrid([["a", [1, 2]], ["b", ["x", "y"]], ["c", [true, false, 0]]]);
    expect(points).toHaveLength(12);
    expect(new Set(points.map(pointLabel)).size).toBe(12);
    expect(points[11]).toEqual({ a: 2, b: "y", c: 0 });
    expect(expandGrid([["ladder", ["paired", "linear"]]])).toEqual([{ ladder: "paired" }, { ladder: "linear" }]);
    expect(expandGrid([])).toEqual([]);
  });
  it("pointLabel writes a point as field=value pairs", () => {
    expect(pointLabel({ bonus: 3, dc: 10 })).toBe("bonus=3, dc=10");
  });
});
