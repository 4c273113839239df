import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../src/core/errors.js";
import { expandGrid, gridSize, MAX_GRID_POINTS, pointLabel, spanCount, spanValues } from "../../src/framework/grid.js";

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

describe("spanCount and gridSize", () => {
  it("spanCount counts without making: 0..1e8 is 100,000,001, 0..10 by 1e-7 is 100,000,001, 0..1e300 is 1e300 + 1", () => {
    expect(spanCount({ from: 0, to: 100000000 })).toBe(100000001);
    expect(spanCount({ from: 0, to: 10, step: 0.0000001 })).toBe(100000001);
    expect(spanCount({ from: 0, to: 1e300 })).toBe(1e300 + 1);
    expect(spanCount({ from: 0, to: 0.3, step: 0.1 })).toBe(4);
    expect(spanCount({ from: -1.7976931348623157e308, to: 1.7976931348623157e308 })).toBe(Infinity);
  });
  it("gridSize multiplies the counts: 7 × 5 is 35", () => {
    expect(gridSize([7, 5])).toBe(35);
    expect(gridSize([2000, 2000, 2000])).toBe(8e9);
  });
  it(`spanValues and expandGrid refuse more than ${MAX_GRID_POINTS} values before making any (to: 1e300 was "Invalid array length")`, () => {
    expect(() => spanValues({ from: 0, to: 1e300 })).toThrow(new OddsmithError("span", `at most ${MAX_GRID_POINTS} values`, 1e300 + 1));
    expect(() => spanValues({ from: 0, to: 100000000 })).toThrow(OddsmithError);
    expect(spanValues({ from: 1, to: MAX_GRID_POINTS })).toHaveLength(MAX_GRID_POINTS);
    const axis = spanValues({ from: 1, to: 1000 });
    expect(() => expandGrid([["a", axis], ["b", axis], ["c", axis]])).toThrow(new OddsmithError("grid", `at most ${MAX_GRID_POINTS} points`, 1e9));
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
