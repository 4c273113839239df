import { describe, expect, it } from "vitest";
import { summaryFigure } from "../../../src/analyses/ash/summary-figure.js";

describe("summaryFigure", () => {
  const result = { outcomes: [], summary: { pExit: 0.25 }, summaryExact: {}, rows: [], charts: [] };
  it("reads a figure the summary holds: pExit 0.25", () => {
    expect(summaryFigure(result, "pExit")).toBe(0.25);
  });
  it("refuses a figure the summary lacks, naming it", () => {
    expect(() => summaryFigure(result, "pShock")).toThrow("the result has no summary figure pShock");
  });
});
