import { describe, expect, it } from "vitest";
import { outcomeRows } from "../../../src/framework/analysis.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { tableCellGroup, tableEffectQuantity } from "../../../src/models/kingstone/sample/table.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { tableAnalysis } from "../../../src/analyses/kingstone/table.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

const table = tableAnalysis;

describe("the Kingstone table sampler", () => {
  it.each([
    [{ bonus: "0..3", dc: "6..12" }],
    [{ bonus: "-2,2", dc: "8..13", degreesBonus: "5", ladder: "shifted" }],
    [{ bonus: "1,3", dc: "9..12", reroll: "one-die" }],
    [{ bonus: "0,2", dc: "10..13", dice: "3d6kh2", reroll: "one-die-if-failed", goal: "effect" }],
    [{ bonus: "1", dc: "8..11", reroll: "whole-if-failed", ladder: "linear" }],
    [{ bonus: "4", dc: "12,14", dice: "2d8", reroll: "one-die" }],
  ])("every cell of sampleTable(%o) lies within 4 standard errors of the exact check of that cell at seed 1", async (raw) => {
    const run = await simulateRaw(table, raw, 200_000);
    const params = run.params as { bonus: number[]; dc: number[]; degreesBonus: number; dice: "2d6"; reroll: "none"; goal: "success"; ladder: "paired" };
    const rows = params.bonus.includes(params.degreesBonus) ? params.bonus : [...params.bonus, params.degreesBonus];
    for (const bonus of rows) {
      for (const dc of params.dc) {
        const exact = solveCheck({ ...params, bonus, dc });
        expectNearExact(run.estimates, tableCellGroup(bonus, dc), outcomeRows(exact.degrees));
        expectMeanNearExact(run.estimates, tableEffectQuantity(bonus, dc), exact.expectedEffect.toNumber());
      }
    }
    // The simulated success rows are the exact table's cells, in the same order.
    const exactTable = table.run!(params);
    const { result } = await simulatedResultOf(table, raw, 20_000);
    expect(result.outcomes.map((o) => [o.outcome, o.bonus, o.dc])).toEqual(exactTable.outcomes.map((o) => [o.outcome, o.bonus, o.dc]));
    expect(result.rows.map((r) => [r.bonus, r.dc])).toEqual(exactTable.rows.map((r) => [r.bonus, r.dc]));
  });

  it("2d6 + 0 vs DC 2 always succeeds and vs DC 13 never does (no roll reaches 13): every trial, exactly", async () => {
    const { result } = await simulatedResultOf(table, { bonus: "0", dc: "2,13" }, 20_000);
    expect(result.outcomes.map((o) => [o.dc, o.probability])).toEqual([
      [2, 1],
      [13, 0],
    ]);
  });

  it("2d6 + 3 vs DC 10 (7/12 by hand: totals 7..12 are 6+5+4+3+2+1 = 21 of 36): the cell's 95% interval holds 7/12 at seed 2", async () => {
    const { result } = await simulatedResultOf(table, { bonus: "3", dc: "10" }, 100_000, 2);
    const cell = result.outcomes[0]!;
    expect(cell.low).toBeLessThan(7 / 12);
    expect(cell.high).toBeGreaterThan(7 / 12);
    expect(result.rows[0]!.pSuccessLow).toBe(cell.low);
  });

  it("validationTarget names the first cell's group and its exact degrees", () => {
    const params = { bonus: [3, 4], dc: [10, 11], degreesBonus: 2, dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;
    const typed = { ...params, bonus: [...params.bonus], dc: [...params.dc] };
    const target = table.sampler!.validationTarget!(table.run!(typed), typed);
    expect(target.group).toBe("bonus 3 dc 10");
    expect(target.outcomes.map((o) => o.outcome)).toEqual(solveCheck({ ...params, bonus: 3, dc: 10 }).degrees.outcomes);
  });
});

describe("tableAnalysis.run", () => {
  it("table analysis: bonus 3 vs DC 10 cell reads 7/12, and the matrix has one row per bonus", () => {
    const result = tableAnalysis.run({ ...plain, bonus: [2, 3], dc: [9, 10, 11], degreesBonus: 2 });
    expect(result.rows.find((r) => r.bonus === 3 && r.dc === 10)!.exact).toBe("7/12");
    expect(result.table!.rows).toEqual([
      ["2", "58.3%", "41.7%", "27.8%"],
      ["3", "72.2%", "58.3%", "41.7%"],
    ]);
  });
});
