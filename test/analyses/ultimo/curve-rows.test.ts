import { describe, expect, it } from "vitest";
import { measuredPointRow, pointCells, pointOutcomeRows, sampledCurvePoints, solvedCurvePoints } from "../../../src/analyses/ultimo/curve-rows.js";
import { estimatesOf, proportionEstimate } from "../../../src/core/estimate.js";
import { solveCurve } from "../../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

// One card, greedy, against one Dealer card: 86/243 perfect successes (worked in test/models/ultimo/curve.test.ts).
const points = solveCurve(1, 1, "greedy", DEFAULT_RULES, 2, 1).points;

describe("solvedCurvePoints and measuredPointRow", () => {
  it("a row per difficulty: difficulty 1 has perfect success 86/243, P(success or better) with its fraction", () => {
    const rows = solvedCurvePoints(points).map(measuredPointRow);
    expect(rows.map((row) => row.difficulty)).toEqual([0, 1]);
    expect(rows[1]!["perfect-success"]).toBe(86 / 243);
    expect(rows[1]!.exact).toBe(points[1]!.pSuccessOrBetter.toString());
    expect(Object.keys(rows[1]!)).toEqual(["difficulty", ...OUTCOMES, "pSuccessOrBetter", "exact"]);
  });
  it("outcome rows carry each outcome's fraction and the difficulty, in OUTCOMES order", () => {
    const [, one] = solvedCurvePoints(points);
    expect(pointOutcomeRows(one!)[0]).toEqual({ outcome: "perfect-success", difficulty: 1, probability: 86 / 243, exact: "86/243" });
    expect(pointOutcomeRows(one!).map((row) => row.outcome)).toEqual([...OUTCOMES]);
  });
});

describe("pointCells", () => {
  it("difficulty, the five outcomes and P(success+) as percentages; 86/243 shows as 35.4%", () => {
    const cells = pointCells(solvedCurvePoints(points)[1]!);
    expect(cells).toHaveLength(7);
    expect(cells[0]).toBe("1");
    expect(cells[1]).toBe("35.4%");
  });
});

describe("sampledCurvePoints and measuredPointRow", () => {
  it("counts 10, 20, 30, 25, 15 of 100 at difficulty 3: P(success or better) 0.3 from 30 successes, with its Wilson interval", () => {
    const layout = { groups: [{ name: "difficulty 3", categories: [...OUTCOMES] }] };
    const estimates = estimatesOf(layout, Float64Array.from([10, 20, 30, 25, 15]), 100);
    const [point] = sampledCurvePoints(estimates, [3]);
    const wilson = proportionEstimate(30, 100);
    expect(point!.pSuccessOrBetter).toEqual({ kind: "estimated", value: 0.3, low: wilson.low, high: wilson.high, count: 30 });
    expect(point!.atLeastEvenOdds).toBe(false);
    expect(measuredPointRow(point!)).toEqual({
      difficulty: 3,
      "perfect-success": 0.1,
      success: 0.2,
      "partial-success": 0.3,
      failure: 0.25,
      "total-failure": 0.15,
      pSuccessOrBetter: 0.3,
      pSuccessOrBetterLow: wilson.low,
      pSuccessOrBetterHigh: wilson.high,
      count: 30,
    });
  });
});
