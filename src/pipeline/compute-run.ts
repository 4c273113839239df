import type { AnalysisResult } from "../framework/analysis.js";
import { formatNumber } from "../framework/format.js";
import type { AnalysisEntry, PreparedRun } from "../framework/registered-analysis.js";
import type { SimulationHost } from "../sim/host.js";
import { simulate, type SimulationEstimate } from "../sim/simulate.js";
import type { CheckedRun, SimulationRequest } from "./check-run.js";
import { withAtLeast } from "./ordered-outcomes.js";

/** What the JSON document says about a simulation. */
export interface MonteCarloFacts {
  readonly trials: number;
  readonly seed: number;
  /** The threads that ran shards: workers, and the calling thread when it ran one (1 when every shard ran there). */
  readonly threads: number;
  readonly seconds: number;
  /** Trials per second. */
  readonly rate: number;
  readonly precision?: number;
  readonly reachedPrecision?: boolean;
}

/** Where and how a computation runs: the platform's threads, progress, and a stop signal. */
export interface ComputeOptions {
  /** The platform's worker threads (the Node host in the CLI, Web Workers in a browser); none by default. */
  readonly host?: SimulationHost;
  readonly onProgress?: (done: number, planned: number) => void;
  /** Called once before a simulation's bulk starts, with its threads and projected time (simulate's onEstimate). */
  readonly onEstimate?: (estimate: SimulationEstimate) => void;
  readonly signal?: AbortSignal;
}

/**
 * Computes a checked run: the exact solver, or a seeded simulation whose result says how it was obtained
 * (withRunColumns). Rejects with SimulationStopped when the signal aborts it. Cost: the solver's, or the
 * simulation's trials.
 * @throws {Error} what the solver throws for a setup the validation let through.
 */
export async function computeRun(run: CheckedRun, options: ComputeOptions = {}): Promise<{ result: AnalysisResult; facts?: MonteCarloFacts }> {
  const { prepared, monteCarlo } = run;
  if (monteCarlo === undefined) return { result: solveExactly(prepared) };
  return simulateRun(prepared, monteCarlo, options);
}

/**
 * The exact result of a prepared run, each ordered distribution with its "this or better" figures
 * (withAtLeast). @throws {Error} when the analysis has no exact solver.
 */
export function solveExactly(prepared: PreparedRun): AnalysisResult {
  if (prepared.solve === undefined) throw new Error(`${prepared.analysis.game} ${prepared.analysis.name} has no exact solver; simulate it`);
  return withAtLeast(prepared.solve());
}

/** A prepared run simulated as `request` asks, with its result and the facts of the simulation. */
export async function simulateRun(prepared: PreparedRun, request: SimulationRequest, options: ComputeOptions = {}): Promise<{ result: AnalysisResult; facts: MonteCarloFacts }> {
  const simulation = await simulate(prepared, {
    trials: request.trials,
    seed: request.seed,
    ...(request.threads === undefined ? {} : { threads: request.threads }),
    ...(request.precision === undefined ? {} : { precision: request.precision }),
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    ...(options.onEstimate === undefined ? {} : { onEstimate: options.onEstimate }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const result = withRunColumns(withAtLeast(prepared.sampledResult(simulation.estimates)), simulation.trials, simulation.seed);
  const facts: MonteCarloFacts = {
    trials: simulation.trials,
    seed: simulation.seed,
    threads: simulation.threads,
    seconds: simulation.seconds,
    rate: simulation.rate,
    ...(request.precision === undefined ? {} : { precision: request.precision, reachedPrecision: simulation.reachedPrecision ?? false }),
  };
  return { result, facts };
}

/**
 * A simulated result that says how it was obtained: each CSV row gains `seed`, and `trials` where the row
 * has no trial count of its own, and each chart's subtitle says "simulated: <trials> trials, seed <seed>"
 * (the title stays short, so the chart stays the width of its plot). O(rows).
 * @example withRunColumns({ outcomes: [], summary: {}, summaryExact: {}, rows: [{ a: 1 }], charts: [] }, 10, 1).rows[0] // { a: 1, trials: 10, seed: 1 }
 */
export function withRunColumns(result: AnalysisResult, trials: number, seed: number): AnalysisResult {
  return {
    ...result,
    rows: result.rows.map((row) => ({ ...row, ...("trials" in row ? {} : { trials }), seed })),
    charts: result.charts.map((chart) => {
      const run = `simulated: ${trials.toLocaleString("en-US")} trials, seed ${seed}`;
      return { ...chart, subtitle: chart.subtitle === undefined ? run : `${chart.subtitle} · ${run}` };
    }),
  };
}

/** The JSON contract's document for one run (with `monteCarlo` when it was simulated). */
export function resultDocument(analysis: Pick<AnalysisEntry, "game" | "name">, params: Readonly<Record<string, unknown>>, result: AnalysisResult, monteCarlo?: MonteCarloFacts) {
  return {
    game: analysis.game,
    analysis: analysis.name,
    params,
    ...(monteCarlo ? { monteCarlo } : {}),
    outcomes: result.outcomes,
    summary: result.summary,
    summaryExact: result.summaryExact,
    ...result.details,
  };
}

/** One line for people about a simulation: trials, seed, threads, time and rate. */
export function monteCarloLine(facts: MonteCarloFacts): string {
  const precision =
    facts.precision === undefined ? "" : facts.reachedPrecision
        ? `; every probability's 95% half-width below ${facts.precision}`
        : `; stopped at ${facts.trials.toLocaleString("en-US")} trials before every probability's half-width was below ${facts.precision}`;
  return `Monte Carlo: ${facts.trials.toLocaleString("en-US")} trials, seed ${facts.seed}, ${facts.threads} thread${facts.threads === 1 ? "" : "s"}, ${formatNumber(facts.seconds)} s (${Math.round(facts.rate).toLocaleString("en-US")} trials/s); 95% intervals${precision}`;
}
