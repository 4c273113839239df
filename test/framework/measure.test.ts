import { describe, expect, it } from "vitest";
import { Rational } from "../../src/core/exact/rational.js";
import { estimatedSummary, meanEstimate, proportionEstimate } from "../../src/core/estimate.js";
import { summaryOf } from "../../src/framework/analysis.js";
import { estimatedMeasure, exactMeasure, measureColumns, outcomeRowFrom, probabilityColumns, proportionMeasure, summaryFrom } from "../../src/framework/measure.js";

describe("measures: one builder for exact and estimated results", () => {
  it("summaryFrom(exact measures) prints what summaryOf prints, in the same order", () => {
    const figures = { pSuccess: Rational.of(17, 36), expectedEffect: Rational.of(-5, 12) };
    const measured = summaryFrom({ pSuccess: exactMeasure(figures.pSuccess), expectedEffect: exactMeasure(figures.expectedEffect) });
    expect(JSON.stringify(measured)).toBe(JSON.stringify(summaryOf(figures)));
    expect(measured.summaryExact).toEqual({ pSuccess: "17/36", expectedEffect: "-5/12" });
  });
  it("summaryFrom(estimated measures) prints what estimatedSummary prints, each interval after its figure", () => {
    const hit = proportionEstimate(30, 100);
    const damage = meanEstimate(250, 900, 100);
    const measured = summaryFrom({ pHit: estimatedMeasure(hit), expectedDamage: estimatedMeasure(damage) });
    expect(JSON.stringify(measured.summary)).toBe(JSON.stringify(estimatedSummary({ pHit: hit, expectedDamage: damage })));
    expect(Object.keys(measured.summary)).toEqual(["pHit", "pHitLow", "pHitHigh", "expectedDamage", "expectedDamageLow", "expectedDamageHigh"]);
    expect(measured.summaryExact).toEqual({});
    expect(measured.summary.pHit).toBe(0.3);
  });
  it("outcomeRowFrom gives the exact row (fraction) and the estimated row (interval and count)", () => {
    expect(outcomeRowFrom("hit", exactMeasure(Rational.of(1, 3)))).toEqual({ outcome: "hit", probability: 1 / 3, exact: "1/3" });
    const { low, high } = proportionEstimate(1, 4);
    expect(outcomeRowFrom("hit", proportionMeasure(1, 4))).toEqual({ outcome: "hit", probability: 0.25, low, high, count: 1 });
    expect(Object.keys(outcomeRowFrom("hit", proportionMeasure(1, 4)))).toEqual(["outcome", "probability", "low", "high", "count"]);
  });
  it("measureColumns gives a figure's value and fraction when exact, its value and interval when estimated", () => {
    expect(measureColumns("pSuccess", "exact", exactMeasure(Rational.of(5, 12)))).toEqual({ pSuccess: 5 / 12, exact: "5/12" });
    const { low, high } = proportionEstimate(3, 10);
    const columns = measureColumns("expectedEffect", "expectedEffectExact", proportionMeasure(3, 10));
    expect(columns).toEqual({ expectedEffect: 0.3, expectedEffectLow: low, expectedEffectHigh: high });
    expect(Object.keys(columns)).toEqual(["expectedEffect", "expectedEffectLow", "expectedEffectHigh"]);
  });
  it("probabilityColumns gives the probability and its fraction when exact, its interval and count when estimated", () => {
    expect(probabilityColumns(exactMeasure(Rational.of(2, 7)))).toEqual({ probability: 2 / 7, exact: "2/7" });
    const { low, high } = proportionEstimate(2, 7);
    expect(probabilityColumns(proportionMeasure(2, 7))).toEqual({ probability: 2 / 7, low, high, count: 2 });
    expect(probabilityColumns(estimatedMeasure(meanEstimate(250, 900, 100)))).toMatchObject({ probability: 2.5, count: null });
  });
});
