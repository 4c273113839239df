import { describe, expect, it } from "vitest";
import { curveRows, curveTable, sampledCurvePoints, sampledPointRow } from "../../../src/analyses/ultimo/curve-rows.js";
import { estimatesOf, proportionEstimate } from "../../../src/core/estimate.js";
import { solveCurve } from "../../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

// One card, greedy, against one Dealer card: 86/243 perfect successes (worked in test/models/ultimo/curve.test.ts).
const points = solveCurve(1, 1, "greedy", DEFAULT_RULES, 2, 1).points;

describe("curveRows", () => {
  it("a row per difficulty: difficulty 1 has perfect success 86/243; one playable card earns no expertise offer", () => {
    const rows = curveRows(points, 1);
    expect(rows.map((row) => row.difficulty)).toEqual([0, 1]);
    expect(rows[1]!["perfect-success"]).toBe(86 / 243);
    expect(rows[1]!.exact).toBe(points[1]!.pSuccessOrBetter.toString());
    expect(rows.map((row) => row.overwhelmingExpertise)).toEqual([null, null]);
  });
  it("7 playable cards: a success at difficulty 0 (7 ≥ 0 + 7), a partial success at 1 (7 ≥ 1 + 5) (RULES.md 3.6)", () => {
    expect(curveRows(points, 7).map((row) => row.overwhelmingExpertise)).toEqual(["success", "partial-success"]);
  });
});

describe("curveTable", () => {
  it("columns difficulty, the five outcomes, P(success+), expertise; 86/243 shows as 35.4%", () => {
    const table = curveTable(points, 7);
    expect(table.columns).toEqual(["difficulty", ...OUTCOMES, "P(success+)", "expertise"]);
    expect(table.rows[1]![1]).toBe("35.4%");
    expect(table.rows[0]![7]).toBe("success");
  });
});

describe("sampledCurvePoints and sampledPointRow", () => {
  it("counts 10, 20, 30, 25, 15 of 100 at difficulty 3: P(success or better) 0.3 from 30 successes, with its Wilson interval", () => {
    const layout = { groups: [{ name: "difficulty 3", categories: [...OUTCOMES] }] };
    const estimates = estimatesOf(layout, Float64Array.from([10, 20, 30, 25, 15]), 100);
    const [point] = sampledCurvePoints(estimates, [3]);
    const wilson = proportionEstimate(30, 100);
    expect([point!.difficulty, point!.pSuccessOrBetter, point!.successCount, point!.low, point!.high]).toEqual([3, 0.3, 30, wilson.low, wilson.high]);
    expect(sampledPointRow(point!)).toEqual({
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
