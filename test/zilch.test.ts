import { describe, expect, it } from "vitest";
import { solveTest as flatSolveTest, zilch } from "../src/index.js";
import { ANALYSES } from "../src/analyses/index.js";

describe('the zilch namespace: import { zilch } from "oddsmith"', () => {
  it("zilch.solveTest(6, false) succeeds 1/2; the flat export is the same function", () => {
    expect(zilch.solveTest(6, false).pSuccess.toString()).toBe("1/2");
    expect(zilch.solveTest).toBe(flatSolveTest);
  });
  it("holds the five analyses of the registry's zilch section, by CLI name, and the audit", () => {
    const registered = ANALYSES.filter((entry) => entry.game === "zilch").map((entry) => entry.name);
    // A new analysis is registered without touching the namespace (three touches: its file, the registry line, its test).
    expect(registered).toEqual(expect.arrayContaining([zilch.testAnalysis, zilch.contestAnalysis, zilch.tableAnalysis, zilch.damageAnalysis, zilch.chargenAnalysis].map((analysis) => analysis.name)));
    expect(zilch.auditZilch()).toHaveLength(3);
  });
  it("its solvers refuse a bad setup with an OddsmithError: zilch.solveContest({ a: 6, b: 6, ties: \"coin\" })", () => {
    expect(() => zilch.solveContest({ a: 6, b: 6, ties: "coin" as never, explodeChain: false })).toThrow('ties: expected one of draw, initiator, higher-suit, received "coin"');
  });
});
