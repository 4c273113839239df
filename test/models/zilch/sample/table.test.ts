import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../../src/core/errors.js";
import { tableAnalysis } from "../../../../src/analyses/zilch/table.js";
import { cellGroup, sampleTable, targetGroup } from "../../../../src/models/zilch/sample/table.js";
import { expectNearExact, simulateRaw } from "../../../support/sampling.js";

const table = tableAnalysis;

describe("sampleTable (RULES.md 2.1–2.3)", () => {
  it.each([
    [{ target: "-3..26", contest: "2..8" }],
    [{ target: "6,12,18", contest: "11..17", ties: "initiator", explodeChain: true }],
    [{ target: "10", contest: "5,10,15", ties: "higher-suit" }],
    [{ target: "2..14", contest: "3..9", die: "d6!d4" }],
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
  it.each([
    [() => sampleTable([], [6], "draw", false), "targets: expected a non-empty list of integers from -3 to 26, received []"],
    [() => sampleTable([6], [6, 40], "draw", false), "contest[1]: expected an integer from -3 to 26, received 40"],
    [() => sampleTable([6], [6], "draw", null as never), "explodeChain: expected true or false, received null"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
