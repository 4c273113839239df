import { describe, expect, it } from "vitest";
import type { BalanceQuestion } from "../../src/balance/balance.js";
import { simulatedRows, simulatedTable } from "../../src/balance/simulated-rows.js";
import type { SimulatedDesign, SimulatedRun } from "../../src/balance/simulated.js";

const question: BalanceQuestion = { choose: [["foeHealth", [8, 12, 16]]], across: [], per: "all", targets: [{ figure: { name: "medianRounds" }, atLeast: 3, atMost: 5 }], prefer: { kind: "middle" } };

/** A design read once: its verdict, trials and the median's estimate. */
function read(foeHealth: number, verdict: SimulatedDesign["verdict"], value: number, low: number, high: number, trials = 2000): SimulatedDesign {
  return { design: { foeHealth }, verdict, trials, values: [{ targetIndex: 0, situation: {}, value: { value, low, high }, verdict }] };
}

describe("simulatedRows and simulatedTable", () => {
  const run: SimulatedRun = { answers: [{ situation: {}, met: [read(12, "met", 4, 4, 4)], undecided: [read(16, "undecided", 5, 5, 6, 8000)], fails: [read(8, "fails", 2, 2, 2)] }], simulations: 5 };

  it("list the designs met, then the undecided (meets: true, then \"undecided\"), leaving out the failing ones while any is met or undecided", () => {
    expect(simulatedRows(question, run)).toEqual([
      { rank: 1, foeHealth: 12, medianRounds: 4, "medianRounds low": 4, "medianRounds high": 4, trials: 2000, meets: true },
      { rank: 2, foeHealth: 16, medianRounds: 5, "medianRounds low": 5, "medianRounds high": 6, trials: 8000, meets: "undecided" },
    ]);
    const table = simulatedTable(question, run, "ultimo fight", 1, () => false);
    expect(table.title).toBe("ultimo fight: 1 design meets every target, 1 undecided, best first (5 simulations, seed 1; met: the 95% interval inside every bound)");
    expect(table.rows).toEqual([
      ["1", "12", "4 (4–4)", "2,000", "yes"],
      ["-", "16", "5 (5–6)", "8,000", "undecided"],
    ]);
  });

  it("list the nearest misses with meets false when no design is met or undecided", () => {
    const failing: SimulatedRun = { answers: [{ situation: {}, met: [], undecided: [], fails: [read(8, "fails", 2, 2, 2)] }], simulations: 3 };
    expect(simulatedRows(question, failing)).toEqual([{ rank: 1, foeHealth: 8, medianRounds: 2, "medianRounds low": 2, "medianRounds high": 2, trials: 2000, meets: false }]);
    expect(simulatedTable(question, failing, "ultimo fight", 1, () => false).rows).toEqual([["miss", "8", "2 (2–2)", "2,000", "no"]]);
  });
});
