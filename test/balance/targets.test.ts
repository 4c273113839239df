import { describe, expect, it } from "vitest";
import { loadAnalysis } from "../../src/analyses/catalog.js";
import { exactSolver } from "../../src/balance/exact-solver.js";
import { figureLabel, isProbabilityFigure, parseFigure, readFigure, shortfall, targetApplies, targetLabel, targetMiddle, targetReading } from "../../src/balance/targets.js";

async function kingstone(bonus: number, dc: number) {
  const entry = await loadAnalysis("kingstone", "check");
  if (entry === undefined) throw new Error("kingstone check is registered");
  return exactSolver(entry, { ladder: "paired" })({ bonus, dc });
}

describe("balance targets", () => {
  it("parseFigure reads a name, or an ordered outcome's or better / or worse; figureLabel writes it back", () => {
    expect(parseFigure("pSuccess")).toEqual({ name: "pSuccess" });
    expect(parseFigure(" success-2 or better ")).toEqual({ name: "success-2", side: "or-better" });
    expect(parseFigure("failure-3 or worse")).toEqual({ name: "failure-3", side: "or-worse" });
    expect(figureLabel(parseFigure("failure-3 or worse"))).toBe("failure-3 or worse");
  });

  it("readFigure on Kingstone 2d6 + 3 vs DC 11 (paired): pSuccess 5/12 (2d6 ≥ 8: 15/36); failure-2 or worse = margin ≤ −2 = 2d6 ≤ 6 = 15/36 = 5/12; success-2 or better = margin ≥ 2 = 2d6 ≥ 10 = 6/36", async () => {
    const result = await kingstone(3, 11);
    expect(readFigure(result, { name: "pSuccess" })).toMatchObject({ exact: "5/12" });
    expect(readFigure(result, { name: "failure-2", side: "or-worse" })).toEqual({ value: 5 / 12, exact: "5/12" });
    expect(readFigure(result, { name: "success-2", side: "or-better" })).toMatchObject({ exact: "1/6" });
    expect(readFigure(result, { name: "critical-failure", side: "or-worse" })).toEqual({
      problem: 'expected an ordered outcome of this analysis before "or better" / "or worse" (success-3, success-2, success-1, failure-1, failure-2, failure-3, failure-4), received "critical-failure"',
    });
    expect(isProbabilityFigure(result, { name: "pSuccess" })).toBe(true);
    expect(isProbabilityFigure(result, { name: "expectedEffect" })).toBe(false);
    expect(isProbabilityFigure(result, { name: "success-1" })).toBe(true);
  });

  it("shortfall is 0 inside the bound (exact fractions as floats on it count as in) and the distance to the nearer edge outside", () => {
    const target = { figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 };
    expect(shortfall(0.65, target)).toBe(0);
    expect(shortfall(0.1 + 0.5, target)).toBe(0);
    expect(shortfall(0.5, target)).toBeCloseTo(0.1, 12);
    expect(shortfall(0.75, target)).toBeCloseTo(0.05, 12);
    expect(targetMiddle(target)).toBeCloseTo(0.65, 12);
    expect(targetMiddle({ figure: { name: "p" }, atMost: 0.05 })).toBe(0.05);
  });

  it("a target's when filters the situations on the options they vary and adds readings on the others", () => {
    const target = { figure: { name: "pSuccess" }, atLeast: 0.4, when: { bonus: 0, dc: 8 } };
    expect(targetApplies(target, { bonus: 0 }, ["bonus"])).toBe(true);
    expect(targetApplies(target, { bonus: 3 }, ["bonus"])).toBe(false);
    expect(targetReading(target, { bonus: 0 }, ["bonus"])).toEqual({ bonus: 0, dc: 8 });
    expect(targetLabel(target, true)).toBe("pSuccess ≥ 40.0% when bonus=0, dc=8");
    expect(targetLabel({ figure: { name: "expectedEffect" }, atLeast: 0.5, atMost: 1 }, false)).toBe("expectedEffect in [0.5, 1]");
  });
});
