import { describe, expect, it } from "vitest";
import { loadAnalysis } from "../../src/analyses/catalog.js";
import { balanceSimulated, verdictOf, type SimulatePoint } from "../../src/balance/simulated.js";
import type { BalanceQuestion } from "../../src/balance/balance.js";
import { exactSolver } from "../../src/balance/exact-solver.js";
import { readFigure } from "../../src/balance/targets.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { simulate } from "../../src/sim/simulate.js";
import { THIS_THREAD_ONLY } from "../../src/sim/host.js";

/** A simulator of `entry` at `fixed` plus each point, in this thread, counting its simulations. */
function simulator(entry: AnalysisEntry, fixed: Readonly<Record<string, unknown>>, count: { n: number }): SimulatePoint {
  return async (point, trials, seed) => {
    const prepared = entry.prepare({ ...fixed, ...point });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    count.n++;
    const run = await simulate(prepared.value, { trials, seed, threads: 1, host: THIS_THREAD_ONLY });
    return prepared.value.sampledResult(run.estimates);
  };
}

describe("verdictOf", () => {
  it("is met inside the bound, fails wholly outside, undecided across an edge; an exact figure is met or fails", () => {
    const target = { figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 };
    expect(verdictOf({ value: 0.65, low: 0.64, high: 0.66 }, target)).toBe("met");
    expect(verdictOf({ value: 0.75, low: 0.71, high: 0.79 }, target)).toBe("fails");
    expect(verdictOf({ value: 0.55, low: 0.5, high: 0.59 }, target)).toBe("fails");
    expect(verdictOf({ value: 0.69, low: 0.68, high: 0.71 }, target)).toBe("undecided");
    expect(verdictOf({ value: 0.7, exact: "7/10" }, target)).toBe("met");
    expect(verdictOf({ value: 0.71 }, target)).toBe("fails");
  });
});

describe("balanceSimulated: never met when the exact answer lies outside (issue 26 §9)", () => {
  // 2d6 + 3 vs DC 8..12: P(success) 30/36, 26/36, 21/36, 15/36, 10/36 (0.833, 0.722, 0.583, 0.417, 0.278).
  // The bound [0.585, 0.72] leaves DC 9 (0.7222) and DC 10 (0.5833) just outside, by 0.0022 and 0.0017: a
  // sampler within its interval must never call them met; DC 8, 11, 12 lie far outside.
  const question: BalanceQuestion = { choose: [["dc", [8, 9, 10, 11, 12]]], across: [], per: "all", targets: [{ figure: { name: "pSuccess" }, atLeast: 0.585, atMost: 0.72 }], prefer: { kind: "middle" } };

  it.each([1, 2, 3, 4, 5])("Kingstone check +3, DC 8..12, pSuccess in [0.585, 0.72], seed %i: no design met, only the close ones (DC 9, 10) left undecided, and those after the last round (160,000 trials)", async (seed) => {
    const entry = await loadAnalysis("kingstone", "check");
    if (entry === undefined) throw new Error("kingstone check is registered");
    const exact = exactSolver(entry, { bonus: 3 });
    const outside = [8, 9, 10, 11, 12].filter((dc) => {
      const read = readFigure(exact({ dc }), { name: "pSuccess" });
      return "problem" in read || read.value < 0.585 || read.value > 0.72;
    });
    expect(outside).toEqual([8, 9, 10, 11, 12]);
    const count = { n: 0 };
    const run = await balanceSimulated(question, simulator(entry, { bonus: 3 }, count), { trials: 20_000, seed, rounds: 4 });
    const answer = run.answers[0];
    expect(answer?.met).toEqual([]);
    for (const design of answer?.undecided ?? []) {
      expect([9, 10]).toContain(design.design.dc);
      expect(design.trials).toBe(160_000);
    }
    expect(run.simulations).toBe(count.n);
  });

  it("Kingstone check +3: pSuccess in [0.5, 0.65] is met by DC 10 alone (21/36 = 0.583) at seed 1, DC 9 and 11 failing, every design decided in the first round", async () => {
    const entry = await loadAnalysis("kingstone", "check");
    if (entry === undefined) throw new Error("kingstone check is registered");
    const count = { n: 0 };
    const wide: BalanceQuestion = { ...question, targets: [{ figure: { name: "pSuccess" }, atLeast: 0.5, atMost: 0.65 }] };
    const run = await balanceSimulated(wide, simulator(entry, { bonus: 3 }, count), { trials: 20_000, seed: 1, rounds: 3 });
    expect(run.answers[0]?.met.map((design) => design.design.dc)).toEqual([10]);
    expect(run.answers[0]?.undecided).toEqual([]);
    // Every design decided in the first round: five simulations of 20,000 trials.
    expect(run.simulations).toBe(5);
    const value = run.answers[0]?.met[0]?.values[0]?.value;
    expect(value?.low).toBeLessThan(21 / 36);
    expect(value?.high).toBeGreaterThan(21 / 36);
  });
});
