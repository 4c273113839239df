import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { tableAnalysis } from "../../../src/analyses/zilch/table.js";
import { simulatedResultOf } from "../../support/sampling.js";

const table = tableAnalysis;

describe("zilch table (RULES.md 2.2–2.3)", () => {
  it("the table's heatmap covers targets 2..17 × 2..17", () => {
    const table = tableAnalysis.run({ target: [2, 20], contest: Array.from({ length: 16 }, (_, i) => i + 2), ties: "draw", explodeChain: false, die: "d12!d8" });
    expect(table.details!.contest).toHaveLength(256);
    expect(table.rows[0]).toMatchObject({ target: 2, "critical-success": 0, success: 2 / 12, pSuccessExact: "1/6" });
  });
});

describe("the zilch table sampler's result", () => {
  it("one target, one cell: the outcomes are the exact table's outcomes by name and order, each tagged with its target", async () => {
    const { run, result } = await simulatedResultOf(table, { target: "6", contest: "6" }, 50_000);
    const exact = table.run!(run.params);
    expect(result.outcomes.map((o) => [o.outcome, o.target])).toEqual(exact.outcomes.map((o) => [o.outcome, o.target]));
    expect(result.details!.contest).toHaveLength(1);
  });
});

// table refuses bad parameters with the exact message (flag, allowed values, value received).
describe("bad zilch table parameters", () => {
  it.each([
  ["table", { target: "0..30" }, ['--target: expected integers from -3 to 26 as "a..b", "a" or "a,b,c", received "0..30"']],
  ] as const)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("zilch", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
