import { describe, expect, it } from "vitest";
import { cellGroup, targetGroup } from "../../src/models/zilch/sample-table.js";
import { expectNearExact, simulatedResultOf, simulateRaw } from "../support/sampling.js";
import { tableAnalysis } from "../../src/models/zilch/table.js";

const table = tableAnalysis;

describe("the zilch table sampler", () => {
  it.each([
    [{ target: "-3..26", contest: "2..8" }],
    [{ target: "6,12,18", contest: "11..17", ties: "initiator", explodeChain: true }],
    [{ target: "10", contest: "5,10,15", ties: "higher-suit" }],
  ])("sampleTable(%o): every target and every cell within 4 standard errors of the exact table at seed 1", async (raw) => {
    const run = await simulateRaw(table, raw, 200_000);
    const exact = table.run!(run.params);
    const params = run.params as { target: number[]; contest: number[] };
    for (const target of params.target) expectNearExact(run.estimates, targetGroup(target), exact.outcomes.filter((o) => o.target === target));
    for (const cell of exact.details!.contest!) {
      const p = Number(cell.pAWins);
      const others = run.estimates.groups[cellGroup(Number(cell.a), Number(cell.b))]!;
      const total = others["a-wins"]!.total;
      const se = Math.sqrt((p * (1 - p)) / total);
      const gap = Math.abs(others["a-wins"]!.probability - p);
      if (se === 0) expect(gap).toBe(0);
      else expect(gap / se, `cell ${cell.a} vs ${cell.b}`).toBeLessThan(4);
    }
  });
  it("one target, one cell: the outcomes are the exact table's outcomes by name and order, each tagged with its target", async () => {
    const { run, result } = await simulatedResultOf(table, { target: "6", contest: "6" }, 50_000);
    const exact = table.run!(run.params);
    expect(result.outcomes.map((o) => [o.outcome, o.target])).toEqual(exact.outcomes.map((o) => [o.outcome, o.target]));
    expect(result.details!.contest).toHaveLength(1);
  });
});
