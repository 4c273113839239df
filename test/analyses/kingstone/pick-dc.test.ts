import { describe, expect, it } from "vitest";
import { outcomeRows } from "../../../src/core/analysis.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { pickDcCandidates } from "../../../src/models/kingstone/pick-dc.js";
import { tableCellGroup } from "../../../src/models/kingstone/sample-table.js";
import { expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { pickDcAnalysis } from "../../../src/analyses/kingstone/pick-dc.js";

const pickDc = pickDcAnalysis;

describe("the Kingstone pick-dc sampler", () => {
  it.each([
    [{ bonus: "2", target: "0.45" }],
    [{ bonus: "0", target: "0.3", dice: "3d6kh2", reroll: "one-die", goal: "effect", ladder: "shifted" }],
    [{ bonus: "-3", target: "0.8", reroll: "whole-if-failed" }],
  ])("every candidate DC of %o lies within 4 standard errors of its exact check at seed 1, and the pick is the exact one", async (raw) => {
    const run = await simulateRaw(pickDc, raw, 200_000);
    const params = run.params as { bonus: number; target: number; dice: "2d6"; reroll: "none"; goal: "success"; ladder: "paired" };
    for (const dc of pickDcCandidates(params.bonus, params)) {
      expectNearExact(run.estimates, tableCellGroup(params.bonus, dc), outcomeRows(solveCheck({ ...params, dc }).degrees));
    }
    // These targets are far from the midpoint between two DCs, so the simulated pick is the exact one.
    const exact = pickDc.run!(params);
    const { result } = await simulatedResultOf(pickDc, raw, 200_000);
    expect(result.summary.dc).toBe(exact.summary.dc);
    expect(result.outcomes.map((o) => [o.outcome, o.role])).toEqual(exact.outcomes.map((o) => [o.outcome, o.role]));
    expect(result.rows.map((r) => r.dc)).toEqual(exact.rows.map((r) => r.dc));
  });

  it("2d6 + 0 for 55%: DC 7 (21/36 ≈ 58.3% by hand: totals 7..12 are 6+5+4+3+2+1 of 36; DC 8 is 15/36 ≈ 41.7%), its 95% interval holding 21/36 at seed 4", async () => {
    const { result } = await simulatedResultOf(pickDc, { bonus: "0", target: "0.55" }, 100_000, 4);
    expect(result.summary.dc).toBe(7);
    expect(result.summary.pSuccessLow).toBeLessThan(21 / 36);
    expect(result.summary.pSuccessHigh).toBeGreaterThan(21 / 36);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(["dc-6", "dc-7", "dc-8"]);
  });

  it("a target of 1 picks the lowest DC, which every trial meets (2d6 + 5: DC 7)", async () => {
    const { result } = await simulatedResultOf(pickDc, { bonus: "5", target: "1" }, 20_000);
    expect(result.summary.dc).toBe(7);
    expect(result.summary.pSuccess).toBe(1);
    expect(result.outcomes.map((o) => o.role)).toEqual(["pick", "harder"]);
  });
});
