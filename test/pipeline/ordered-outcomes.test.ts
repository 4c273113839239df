import { describe, expect, it } from "vitest";
import { analyze } from "../../src/pipeline/analyze.js";
import { cumulate, isOrdered, outcomeRanks } from "../../src/pipeline/ordered-outcomes.js";

describe("the at-least / at-most view", () => {
  it("outcomeRanks reads numbers, degrees and the rulebooks' graded scales", () => {
    expect(outcomeRanks(["2", "3", "12"])).toEqual([2, 3, 12]);
    expect(outcomeRanks(["success-1", "success-2", "failure-1"])).toEqual([1, 2, -1]);
    expect(outcomeRanks(["perfect-success", "success", "total-failure"])).toEqual([-0, -1, -4]);
    expect(outcomeRanks(["win", "dies", "escaped"])).toBeUndefined();
  });

  it("kingstone check +3 vs DC 10: success-1 or better is 7/12 and failure-2 or worse 5/18, worked from 11/36+7/36+1/12 and 7/36+1/12", async () => {
    const { result } = await analyze("kingstone", "check", { bonus: 3, dc: 10 });
    expect(isOrdered(result)).toBe(true);
    const atLeast = cumulate(result.outcomes, "at least");
    expect(atLeast.find((row) => row.outcome === "success-1")?.exact).toBe("7/12");
    expect(atLeast.find((row) => row.outcome === "failure-3")?.exact).toBe("1/1");
    const atMost = cumulate(result.outcomes, "at most");
    expect(atMost.find((row) => row.outcome === "failure-2")?.exact).toBe("5/18");
    expect(atMost.find((row) => row.outcome === "success-3")?.probability).toBeCloseTo(1, 12);
  });
});
