import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import type { AnalysisResult } from "../../src/framework/analysis.js";
import { checkRun } from "../../src/pipeline/check-run.js";
import { computeRun, monteCarloLine, resultDocument, simulateRun, solveExactly, withRunColumns } from "../../src/pipeline/compute-run.js";
import { SimulationStopped } from "../../src/sim/simulate.js";

const check = findAnalysis("kingstone", "check")!;

function checked(raw: Record<string, unknown>, monteCarloRaw: Record<string, unknown> = {}) {
  const { problems, run } = checkRun(check, raw, monteCarloRaw);
  if (run === undefined) throw new Error(problems.join("; "));
  return run;
}

describe("computeRun", () => {
  it("exact: kingstone check --bonus 3 --dc 10 is P(success) 7/12, with no Monte Carlo facts", async () => {
    const { result, facts } = await computeRun(checked({ bonus: "3", dc: "10" }));
    expect(result.summaryExact.pSuccess).toBe("7/12");
    expect(facts).toBeUndefined();
  });
  it("simulated: the estimate holds 7/12 within its interval at seed 2, rows carry trials and seed, the facts say how", async () => {
    const { result, facts } = await computeRun(checked({ bonus: "3", dc: "10" }, { trials: "50000", seed: "2" }));
    expect(facts).toMatchObject({ trials: 50_000, seed: 2, threads: 1 });
    expect(facts).not.toHaveProperty("precision");
    expect(result.summary.pSuccessLow).toBeLessThan(7 / 12);
    expect(result.summary.pSuccessHigh).toBeGreaterThan(7 / 12);
    for (const row of result.rows) expect(row).toMatchObject({ trials: 50_000, seed: 2 });
    expect(result.charts[0]!.title).toBe("Check (simulated): 2d6 + 3 vs DC 10 (paired ladder, reroll none)");
    expect(result.charts[0]!.subtitle).toBe("simulated: 50,000 trials, seed 2");
  });
  it("the same seed gives the same result, a different seed a different one", async () => {
    const run = (seed: string) => computeRun(checked({ bonus: "3", dc: "10" }, { trials: "20000", seed }));
    const [a, b, c] = await Promise.all([run("5"), run("5"), run("6")]);
    expect(a.result.outcomes).toEqual(b.result.outcomes);
    expect(c.result.outcomes).not.toEqual(a.result.outcomes);
  });
  it("with --precision the facts say whether it was reached", async () => {
    const { facts } = await simulateRun(checked({ bonus: "3", dc: "10" }).prepared, { trials: 20_000, seed: 1, threads: 1, precision: 0.25 });
    expect(facts).toMatchObject({ precision: 0.25, reachedPrecision: true, trials: 20_000 });
  });
  it("an aborted signal rejects with SimulationStopped", async () => {
    await expect(computeRun(checked({ bonus: "3", dc: "10" }, { trials: "1e6" }), { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SimulationStopped);
  });
  it("solveExactly throws for an analysis with no exact solver", () => {
    const prepared = checked({ bonus: "3", dc: "10" }).prepared;
    expect(() => solveExactly({ ...prepared, solve: undefined })).toThrow("kingstone check has no exact solver; simulate it");
  });
});

const RESULT: AnalysisResult = {
  outcomes: [{ outcome: "hit", probability: 0.5, exact: "1/2" }],
  summary: { pHit: 0.5 },
  summaryExact: { pHit: "1/2" },
  rows: [{ a: 1 }, { a: 2, trials: 7 }],
  charts: [{ name: "", title: "Hits", kind: "bar", data: [], x: { field: "a", title: "a", type: "ordinal" }, y: { field: "b", title: "b", type: "quantitative" } }],
  details: { policy: [{ roll: "6-1" }] },
};

describe("withRunColumns", () => {
  it("adds seed to every row, trials where the row has none of its own, and the run to each chart's subtitle (its title stays short)", () => {
    const result = withRunColumns(RESULT, 1_000_000, 4);
    expect(result.rows).toEqual([{ a: 1, trials: 1_000_000, seed: 4 }, { a: 2, trials: 7, seed: 4 }]);
    expect(result.charts[0]!.title).toBe("Hits");
    expect(result.charts[0]!.subtitle).toBe("simulated: 1,000,000 trials, seed 4");
    expect(withRunColumns({ ...RESULT, charts: [{ ...RESULT.charts[0]!, subtitle: "hand 7" }] }, 10, 1).charts[0]!.subtitle).toBe("hand 7 · simulated: 10 trials, seed 1");
    expect(result.outcomes).toBe(RESULT.outcomes);
    expect(RESULT.rows[0]).toEqual({ a: 1 });
  });
});

describe("resultDocument", () => {
  it("the JSON contract: game, analysis, params, monteCarlo when simulated, outcomes, summary, summaryExact, then the details", () => {
    const exact = resultDocument({ game: "kingstone", name: "check" }, { bonus: 3 }, RESULT);
    expect(Object.keys(exact)).toEqual(["game", "analysis", "params", "outcomes", "summary", "summaryExact", "policy"]);
    expect(exact).toMatchObject({ game: "kingstone", analysis: "check", params: { bonus: 3 }, policy: [{ roll: "6-1" }] });
    const facts = { trials: 10, seed: 1, threads: 1, seconds: 0.5, rate: 20 };
    expect(Object.keys(resultDocument({ game: "kingstone", name: "check" }, {}, RESULT, facts))).toEqual(["game", "analysis", "params", "monteCarlo", "outcomes", "summary", "summaryExact", "policy"]);
  });
});

describe("monteCarloLine", () => {
  it("says trials, seed, threads, time and rate", () => {
    expect(monteCarloLine({ trials: 1_000_000, seed: 1, threads: 1, seconds: 2.5, rate: 400_000.4 })).toBe(
      "Monte Carlo: 1,000,000 trials, seed 1, 1 thread, 2.5 s (400,000 trials/s); 95% intervals",
    );
    expect(monteCarloLine({ trials: 10, seed: 9, threads: 2, seconds: 1 / 3, rate: 30 })).toBe("Monte Carlo: 10 trials, seed 9, 2 threads, 0.3333 s (30 trials/s); 95% intervals");
  });
  it("with --precision: reached, or stopped short at the trials run", () => {
    const facts = { trials: 262_144, seed: 1, threads: 2, seconds: 1, rate: 262_144, precision: 0.001 };
    expect(monteCarloLine({ ...facts, reachedPrecision: true })).toMatch(/; 95% intervals; every probability's 95% half-width below 0\.001$/);
    expect(monteCarloLine({ ...facts, reachedPrecision: false })).toMatch(/; 95% intervals; stopped at 262,144 trials before every probability's half-width was below 0\.001$/);
  });
});
