import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { figureChoices, solveBalance } from "../../../src/web/compute/balance-solve.js";
import { solveExactly } from "../../../src/pipeline/compute-run.js";

const check = findAnalysis("kingstone", "check")!;
const DC_8_TO_16: [string, number[]][] = [["dc", [8, 9, 10, 11, 12, 13, 14, 15, 16]]];

// 2d6 + 3 vs DC d succeeds when 2d6 ≥ d − 3 (RULES.md 1.1): DC 9 → 26/36 = 13/18, DC 10 → 21/36 = 7/12, DC 11 → 15/36 = 5/12.
describe("the Balance view's search in the worker (issue 26 §6)", () => {
  it("bonus 3, DC 8..16, P(success) 55–70%: DC 10 alone meets, at 7/12", () => {
    const solved = solveBalance(check, { bonus: "3" }, DC_8_TO_16, [{ figure: { name: "pSuccess" }, atLeast: 0.55, atMost: 0.7 }]);
    const answer = solved.run!.answers[0]!;
    expect(answer.designs.map((design) => [design.design.dc, design.values[0]!.value.exact])).toEqual([[10, "7/12"]]);
    expect(answer.misses).toEqual([]);
    expect(solved.run!.solves).toBeGreaterThan(0);
    expect(solved.run!.solves).toBeLessThanOrEqual(9);
  });

  it("bonus 3, DC 8..16, P(success) 60–70%: none meets; the nearest misses are DC 10 (short by 1/60) and DC 9 (by 1/45)", () => {
    const answer = solveBalance(check, { bonus: "3" }, DC_8_TO_16, [{ figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 }]).run!.answers[0]!;
    expect(answer.designs).toEqual([]);
    expect(answer.misses.map((miss) => miss.design.dc)).toEqual([10, 9, 8, 11, 12]);
    expect(answer.misses[0]!.worstShortfall).toBeCloseTo(0.6 - 7 / 12, 12);
    expect(answer.misses[1]!.worstShortfall).toBeCloseTo(13 / 18 - 0.7, 12);
  });

  it("lists the figures a target may bound, with their values at the first design, before any target is set", () => {
    const solved = solveBalance(check, { bonus: "3" }, DC_8_TO_16, []);
    expect(solved.run).toBeUndefined();
    const pSuccess = solved.figures.find((figure) => figure.figure === "pSuccess");
    expect(pSuccess).toEqual({ figure: "pSuccess", probability: true, value: 5 / 6 });
    expect(solved.figures.map((figure) => figure.figure)).toContain("failure-1 or worse");
    expect(solved.figures.find((figure) => figure.figure === "expectedEffect")?.probability).toBe(false);
  });

  it("each figure's value is the solver's own: summary, outcomes and the or-worse sums", () => {
    const prepared = check.prepare({ bonus: "3", dc: "10" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const result = solveExactly(prepared.value);
    const choices = figureChoices(result);
    for (const row of result.outcomes) expect(choices.find((choice) => choice.figure === row.outcome)?.value).toBe(row.probability);
    const failures = result.outcomes.filter((row) => row.outcome.startsWith("failure")).reduce((sum, row) => sum + row.probability, 0);
    expect(choices.find((choice) => choice.figure === "failure-1 or worse")?.value).toBeCloseTo(failures, 12);
    expect(failures).toBeCloseTo(1 - 7 / 12, 12);
  });

  it("a design the analysis refuses is named with the analysis's own message", () => {
    expect(() => solveBalance(check, { bonus: "3" }, [["dc", [10, 400]]], [{ figure: { name: "pSuccess" }, atLeast: 0.5 }])).toThrow(/dc=400: --dc/);
  });
});
