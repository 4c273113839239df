import { describe, expect, it } from "vitest";
import { sampleTable, tableCells } from "../../../../src/models/kingstone/sample/table.js";
import { solveTable } from "../../../../src/models/kingstone/table.js";

const setup = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("the table sampler's cells (RULES.md 1.1–1.3)", () => {
  it("tableCells([0, 1], [7], 2) adds the degrees bonus as a last row: 0/7 1/7 2/7", () => {
    expect(tableCells([0, 1], [7], 2).map((c) => `${c.bonus}/${c.dc}`)).toEqual(["0/7", "1/7", "2/7"]);
  });
  it("sampleTable groups are named per cell and each holds its check's degrees (2d6 + 0 vs DC 12: success-1 and failure-1..6)", () => {
    const plan = sampleTable([0], [12], 0, setup);
    expect(plan.layout.groups.map((g) => g.name)).toEqual(["bonus 0 dc 12"]);
    expect(plan.layout.groups[0]!.categories).toEqual(["success-1", "failure-1", "failure-2", "failure-3", "failure-4", "failure-5", "failure-6"]);
  });
  it("sampleTable and solveTable refuse a non-integer DC and an unknown ladder with OddsmithError", () => {
    expect(() => sampleTable([0], [7.5], 0, setup)).toThrow("dcs[0]: expected an integer, received 7.5");
    expect(() => solveTable([0], [7], { ...setup, ladder: "steep" } as never)).toThrow('ladder: expected one of paired, shifted, linear, received "steep"');
    expect(() => solveTable([], [7], setup)).toThrow("bonuses: expected a non-empty list of integers, received []");
  });
});
