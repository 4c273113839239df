import { expect } from "vitest";
import { validateRun, type Analysis, type AnalysisDefinition, type AnalysisResult, type OutcomeRow } from "../../src/framework/analysis.js";
import { loadAllAnalyses } from "../../src/analyses/catalog.js";
import type { SamplePlan } from "../../src/core/sample-plan.js";
import { estimatesOf, tallyOffsets, type Estimates } from "../../src/core/estimate.js";
import type { OptionSpecs, ParamsOf } from "../../src/framework/options.js";
import { registerAnalysis, type AnalysisEntry, type PreparedRun } from "../../src/framework/registered-analysis.js";
import { NODE_HOST } from "../../src/sim/node-host.js";
import { simulate, type SimulationRun } from "../../src/sim/simulate.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";

/** Every built-in analysis as the registry holds it: a built-in definition's entry is found here. */
const BUILT_IN = await loadAllAnalyses();

/**
 * The registry's entry of an analysis: a built-in definition's own (it has no game or name; its entry
 * shares its options and summary), or a test's own analysis (with game and name) registered afresh.
 * @throws {Error} for a definition without identity that no registry line names.
 */
export function entryOf<S extends OptionSpecs, T extends AnalysisResult>(analysis: AnalysisDefinition<S, T> | Analysis<S, T>): AnalysisEntry {
  if ("game" in analysis) return registerAnalysis(analysis);
  const entry = BUILT_IN.find((candidate) => candidate.options === analysis.options && candidate.summary === analysis.summary);
  if (entry === undefined) throw new Error(`no registry line names the analysis "${analysis.summary}"`);
  return entry;
}

/** The typed parameters of an analysis from raw ones. @throws {Error} when they are refused. */
export function paramsOf<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: AnalysisDefinition<S, T> | Analysis<S, T>, raw: Readonly<Record<string, unknown>>): ParamsOf<S> {
  const validated = validateRun(analysis, raw);
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return validated.value;
}

/** An analysis's prepared run from raw parameters (the registry's view). @throws {Error} when they are refused. */
export function preparedOf<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: AnalysisDefinition<S, T> | Analysis<S, T>, raw: Readonly<Record<string, unknown>>): PreparedRun {
  const prepared = entryOf(analysis).prepare(raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return prepared.value;
}

/** Simulates an analysis from raw parameters, in this thread unless `threads` says otherwise. */
export async function simulateRaw<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(
  analysis: AnalysisDefinition<S, T> | Analysis<S, T>,
  raw: Readonly<Record<string, unknown>>,
  trials: number,
  seed = 1,
  threads = 1,
): Promise<SimulationRun & { params: ParamsOf<S>; prepared: PreparedRun }> {
  const params = paramsOf(analysis, raw);
  const prepared = preparedOf(analysis, raw);
  const run = await simulate(prepared, { trials, seed, threads, host: NODE_HOST });
  return { ...run, params, prepared };
}

/** The simulated AnalysisResult (through the analysis's own `result`, or the default). */
export async function simulatedResultOf<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: AnalysisDefinition<S, T> | Analysis<S, T>, raw: Readonly<Record<string, unknown>>, trials: number, seed = 1) {
  const run = await simulateRaw(analysis, raw, trials, seed);
  return { run, result: run.prepared.sampledResult(run.estimates) };
}

/**
 * Expects every category of an estimated group to lie within `k` standard errors of the exact probability
 * (the standard error of a proportion over the group's total, √(p(1 − p)/n)); a category of exact
 * probability 0 or 1 must be observed never or always.
 */
export function expectNearExact(estimates: Estimates, group: string, exact: readonly Pick<OutcomeRow, "outcome" | "probability">[], k = 4): void {
  const estimated = estimates.groups[group];
  expect(estimated, `group ${group}`).toBeDefined();
  expect(Object.keys(estimated!).sort()).toEqual(exact.map((row) => row.outcome).sort());
  for (const { outcome, probability } of exact) {
    const e = estimated![outcome]!;
    const standardError = Math.sqrt((probability * (1 - probability)) / e.total);
    const gap = Math.abs(e.probability - probability);
    if (standardError === 0) expect(gap, `${group} ${outcome}`).toBe(0);
    else expect(gap / standardError, `${group} ${outcome}: ${e.probability} vs exact ${probability}`).toBeLessThan(k);
  }
}

/** Expects an estimated mean within `k` standard errors of the exact value. */
export function expectMeanNearExact(estimates: Estimates, quantity: string, exact: number, k = 4): void {
  const e = estimates.quantities[quantity];
  expect(e, `quantity ${quantity}`).toBeDefined();
  if (e!.standardError === 0) expect(e!.mean).toBeCloseTo(exact, 12);
  else expect(Math.abs(e!.mean - exact) / e!.standardError, `${quantity}: ${e!.mean} vs exact ${exact}`).toBeLessThan(k);
}

/** Runs a sampler's plan directly for `trials` trials on one seeded stream and estimates its tally (no analysis, no workers). */
export function estimatesOfPlan(plan: SamplePlan, trials: number, seed = 1): Estimates {
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  plan.run(new Xoshiro128(seedState(seed)), trials, tally);
  return estimatesOf(plan.layout, tally, trials);
}
