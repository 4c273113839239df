import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../src/framework/analysis.js";
import { widestProbabilityHalfWidth } from "../../src/sim/widest-half-width.js";

const result = (outcomes: AnalysisResult["outcomes"], summary: AnalysisResult["summary"]): AnalysisResult => ({ outcomes, summary, summaryExact: {}, rows: [], charts: [] });

describe("widestProbabilityHalfWidth", () => {
  it("the widest of the outcome rows' and the p… figures' half-widths", () => {
    expect(
      widestProbabilityHalfWidth(
        result(
          [
            { outcome: "hit", probability: 0.5, low: 0.45, high: 0.55 },
            { outcome: "miss", probability: 0.5, low: 0.48, high: 0.52 },
          ],
          { pWin: 0.3, pWinLow: 0.1, pWinHigh: 0.42 },
        ),
      ),
    ).toBeCloseTo(0.16, 15);
    expect(widestProbabilityHalfWidth(result([{ outcome: "hit", probability: 0.5, low: 0.4, high: 0.6 }], { pWin: 0.3, pWinLow: 0.29, pWinHigh: 0.31 }))).toBeCloseTo(0.1, 15);
  });
  it("means keep their units and are not counted; nor are rows without an interval or a figure without its High", () => {
    expect(
      widestProbabilityHalfWidth(
        result([{ outcome: "hit", probability: 0.5, exact: "1/2" }], { meanDamage: 4, meanDamageLow: 1, meanDamageHigh: 7, pWinLow: 0.1, pLow: 0, pLowHigh: 0.5 }),
      ),
    ).toBe(0);
    expect(widestProbabilityHalfWidth(result([], {}))).toBe(0);
  });
});
