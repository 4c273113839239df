import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { differenceTable } from "../../src/pipeline/exact-difference.js";

function check(dc: number) {
  const prepared = findAnalysis("kingstone", "check")!.prepare({ bonus: 3, dc });
  if (!prepared.ok || prepared.value.solve === undefined) throw new Error(`kingstone check dc ${dc} refused`);
  return prepared.value.solve();
}

describe("differenceTable (issue 28 §5: a difference column with exact fractions)", () => {
  it("2d6 + 3 at DC 10 against DC 12: P(success) 7/12 (21/36) against 2d6 ≥ 9 (10/36), a difference of +11/36 (+30.6 pts)", () => {
    const table = differenceTable([
      { label: "pinned: Difficulty (DC) 12", result: check(12) },
      { label: "now: Difficulty (DC) 10", result: check(10) },
    ])!;
    expect(table.columns).toEqual(["figure", "now", "now − Difficulty (DC) 12"]);
    const row = (name: string) => table.rows.find((cells) => cells[0] === name);
    expect(row("P(success)")).toEqual(["P(success)", "7/12", "+11/36 (+30.6 pts)"]);
    // success-3 needs 2d6 + 3 ≥ 10 + 6 (3/36) at DC 10, ≥ 18 (impossible) at DC 12.
    expect(row("success-3")).toEqual(["success-3", "1/12", "+1/12 (+8.3 pts)"]);
    // The expected effect is no probability: its difference reads as a number. 7/12 − (−7/12) (docs/rules.md 1.2's effects).
    expect(row("expected effect")?.[2]).toMatch(/^\+\d+\/\d+ \(\+\d+(\.\d+)?\)$/);
    // The outcomes' differences sum to 0: each run's fractions sum to 1.
    expect(table.rows.length).toBeGreaterThan(6);
  });
  it("no table for a simulated reading or a single reading", () => {
    const simulated = { ...check(10), outcomes: [{ outcome: "success", probability: 0.5, low: 0.4, high: 0.6, count: 5 }], summaryExact: {} };
    expect(differenceTable([{ label: "a", result: simulated }, { label: "b", result: check(10) }])).toBeUndefined();
    expect(differenceTable([{ label: "b", result: check(10) }])).toBeUndefined();
  });
});
