import { describe, expect, it } from "vitest";
import { marksAnalysis } from "../../../src/analyses/kingstone/marks.js";

describe("marks and levels (RULES.md 1.6)", () => {
  it("marks analysis: at level 3 with attribute 1 vs DC 10, 2d6 + 4 ≥ 10 (2d6 ≥ 6) is 26/36 = 13/18", () => {
    const result = marksAnalysis.run({ level: 3, secondary: false, distinction: false, dc: 10, attribute: 1 });
    expect(result.outcomes.find((o) => o.outcome === "level-3")!.exact).toBe("13/18");
    expect(result.summary.rollsToLevel).toBe(18);
  });
});
