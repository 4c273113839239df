import type { ReportRun } from "../framework/analysis.js";
import type { AnalysisEntry, PreparedRun } from "../framework/registered-analysis.js";
import { EXACT_COST_BOUND_SECONDS, formatDuration } from "../framework/exact-cost.js";
import { messages } from "../framework/messages.js";
import { analysesWithSampler } from "../analyses/catalog.js";
import { PRECISION_TRIAL_CAP, validateMonteCarlo, wantsSimulation } from "../sim/monte-carlo-options.js";

/** The simulation a run asks for (or a simulation-only analysis's default). */
export interface SimulationRequest {
  readonly trials: number;
  readonly seed: number;
  readonly threads: number | undefined;
  readonly precision: number | undefined;
}

/** A run whose inputs all passed: the prepared analysis and how to compute it. */
export interface CheckedRun {
  readonly prepared: PreparedRun;
  /** The simulation asked for, absent for an exact run. */
  readonly monteCarlo?: SimulationRequest;
}

/** What the caller already knows of the raw parameters' files (read at the Node edge, src/report/file-options.ts). */
export interface FileReading {
  readonly problems: readonly string[];
  /** Flags whose file could not be read or was refused as it was read: the option's own messages are dropped for them. */
  readonly failedFlags: readonly string[];
}

export { analysesWithSampler };

/**
 * Checks one run's parameters and Monte Carlo flags (each option, the analysis's own checks between
 * options, the exact or simulation limits, a seed without a simulation, an exact answer's estimated cost):
 * every problem in words, or the run ready to compute. `raw` holds file options already read (as JSON).
 * Computes nothing. O(options) plus the analysis's cost model.
 */
export function checkRun(
  analysis: AnalysisEntry,
  raw: Readonly<Record<string, unknown>>,
  monteCarloRaw: Readonly<Record<string, unknown>> = {},
  files: FileReading = { problems: [], failedFlags: [] },
): { readonly problems: string[]; readonly run?: CheckedRun } {
  const validated = analysis.prepare(raw);
  const ownErrors = validated.ok ? [] : validated.errors.filter((error) => !files.failedFlags.some((flag) => error.startsWith(`${flag}: `)));
  const problems = [...files.problems, ...ownErrors];
  const monteCarlo = validateMonteCarlo(monteCarloRaw);
  if (!monteCarlo.ok) problems.push(...monteCarlo.errors);
  const simulating = !analysis.exact || (monteCarlo.ok && wantsSimulation(monteCarlo.value));
  // The analysis commands offer --mc only where there is a sampler; a sweep passes its --mc to any analysis.
  if (simulating && analysis.sampler === undefined) {
    problems.push(messages.noSampler(monteCarloRaw.trials !== undefined ? "--mc" : "--precision", `${analysis.game} ${analysis.name}`, analysesWithSampler()));
    return { problems };
  }
  // A seed or thread count for an exact run would be silently ignored: say so instead.
  if (monteCarlo.ok && !simulating) {
    for (const [field, flag] of [["seed", "--seed"], ["threads", "--threads"]] as const) {
      if (monteCarloRaw[field] !== undefined) problems.push(messages.onlyWith(flag, "--mc or --precision (without them the answer is exact)"));
    }
  }
  if (validated.ok) problems.push(...(simulating ? validated.value.sampleLimits() : validated.value.exactLimits()));
  if (problems.length > 0 || !validated.ok || !monteCarlo.ok) return { problems };
  const prepared = validated.value;
  if (!simulating) {
    const tooCostly = costProblem(prepared);
    return tooCostly === undefined ? { problems, run: { prepared } } : { problems: [tooCostly] };
  }
  const request = monteCarlo.value;
  const trials = request.trials ?? (request.precision !== undefined ? PRECISION_TRIAL_CAP : defaultTrialsOf(analysis));
  return { problems, run: { prepared, monteCarlo: { trials, seed: request.seed, threads: request.threads, precision: request.precision } } };
}

/**
 * Why an exact run is refused before any work: its estimated cost is above EXACT_COST_BOUND_SECONDS. The
 * message gives the estimate, what drives it, and the way out: --mc N where the analysis can simulate
 * these parameters (with the flags it needs), or the smaller parameters. O(the cost model).
 */
export function costProblem(prepared: PreparedRun): string | undefined {
  const cost = prepared.exactCost();
  if (cost === undefined || cost.seconds <= EXACT_COST_BOUND_SECONDS) return undefined;
  const simulates = prepared.plan !== undefined && (cost.simulateWith !== undefined || prepared.sampleLimits().length === 0);
  const simulate = simulates ? `--mc N${cost.simulateWith === undefined ? "" : ` ${cost.simulateWith}`} to simulate, or ` : "";
  return messages.exactTooCostly(`${prepared.analysis.game} ${prepared.analysis.name}`, formatDuration(cost.seconds), cost.what, `give ${simulate}${cost.smaller}`);
}

/**
 * The estimated exact seconds of a command's runs together (its --compare readings, sweep points or report
 * runs): the sum of each exact run's estimate, where a part the runs share through a cache (ExactCost's
 * `shared`, e.g. one dice's plain roll under 40 readings of the DC) counts once per key; a simulated run
 * counts 0 here (its own note tells its time). O(runs × the cost model).
 */
export function totalExactSeconds(prepared: readonly { readonly prepared: PreparedRun; readonly monteCarlo?: unknown }[]): number {
  const sharedOnce = new Map<string, number>();
  let seconds = 0;
  for (const run of prepared) {
    const cost = run.monteCarlo === undefined ? run.prepared.exactCost() : undefined;
    if (cost === undefined) continue;
    seconds += cost.seconds;
    if (cost.shared === undefined) continue;
    if (sharedOnce.has(cost.shared.key)) seconds -= cost.shared.seconds;
    else sharedOnce.set(cost.shared.key, cost.shared.seconds);
  }
  return seconds;
}

/**
 * Why a command of several exact runs is refused before any work (issue 24 §8): their estimates add up to
 * more than EXACT_COST_BOUND_SECONDS, the bound a single run has. The message gives the total, the
 * count, the bound and the ways out (simulate, or fewer runs); undefined when the total is within it.
 * O(runs × the cost model).
 * @example totalCostProblem([], "sweep", "fewer grid points") // undefined
 */
export function totalCostProblem(runs: readonly { readonly prepared: PreparedRun; readonly monteCarlo?: unknown }[], what: string, fewer: string): string | undefined {
  const seconds = totalExactSeconds(runs);
  if (seconds <= EXACT_COST_BOUND_SECONDS) return undefined;
  const exact = runs.filter((run) => run.monteCarlo === undefined).length;
  return messages.totalTooCostly(what, formatDuration(seconds), exact, formatDuration(EXACT_COST_BOUND_SECONDS), `give --mc N to simulate, or ${fewer}`);
}

/** Trials of a simulation-only analysis when none are given, and of a report run that names none. */
export const DEFAULT_TRIALS = 100_000;

/** The trials an analysis simulates when none are given. */
export function defaultTrialsOf(analysis: AnalysisEntry): number {
  return analysis.sampler?.defaultTrials ?? DEFAULT_TRIALS;
}

/**
 * The simulation a report run makes: its own trials and seed, or a simulation-only analysis's default
 * trials at seed 1; undefined for a run the report solves exactly.
 */
export function reportRunSimulation(analysis: AnalysisEntry, run: ReportRun): { readonly trials: number; readonly seed: number } | undefined {
  if (run.monteCarlo !== undefined) return run.monteCarlo;
  return analysis.exact ? undefined : { trials: defaultTrialsOf(analysis), seed: 1 };
}
