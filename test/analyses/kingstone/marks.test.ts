import { describe, expect, it } from "vitest";
import { marksAnalysis } from "../../../src/analyses/kingstone/marks.js";

describe("marks and levels (RULES.md 1.6)", () => {
  it("marks analysis: at level 3 with attribute 1 vs DC 10, 2d6 + 4 ≥ 10 (2d6 ≥ 6) is 26/36 = 13/18", () => {
    const result = marksAnalysis.run({ level: 3, secondary: false, distinction: false, dc: 10, attribute: 1, votesPerSession: 0, rollsPerSession: 10 });
    expect(result.outcomes.find((o) => o.outcome === "level-3")!.exact).toBe("13/18");
    expect(result.summary.rollsToLevel).toBe(18);
  });
  it("--votes-per-session 3 --rolls-per-session 4 (RULES.md 1.6): level 3's 18 marks come after 12 rolls (12 rolled + 3 sessions × 3 votes = 21; 11 rolls give 11 + 6 = 17), not 18", () => {
    const result = marksAnalysis.run({ level: 3, secondary: false, distinction: false, dc: 10, attribute: 1, votesPerSession: 3, rollsPerSession: 4 });
    expect(result.rows.map((row) => row.rolls)).toEqual([0, 3, 6, 12]);
  });
});
