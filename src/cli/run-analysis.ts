import { validateRun, type Analysis, type AnalysisResult } from "../core/analysis.js";
import { formatNumber } from "../core/format.js";
import { messages } from "../core/messages.js";
import { ANALYSES } from "../models/index.js";
import { dirname, resolve } from "node:path";
import { sampledResult, withRunColumns } from "../sim/sampled-result.js";
import { simulate, SimulationStopped, type SimulationRun } from "../sim/simulate.js";
import { PRECISION_TRIAL_CAP, validateMonteCarlo, wantsSimulation } from "../sim/monte-carlo-options.js";
import { readFileOptions } from "./file-options.js";
import { outputPathProblem, prepareOutputFolders } from "./output-paths.js";
import { chartFileProblem, writeCharts, writeCsv } from "./outputs.js";
import { renderResult } from "./print.js";
import { progressBar } from "./progress.js";
import { StoppedError, UsageError } from "./usage-error.js";

/** How a result leaves the CLI: printed as JSON or a table, and optionally written to files. */
export interface OutputRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
}

/** What the JSON document says about a simulation. */
export interface MonteCarloFacts {
  readonly trials: number;
  readonly seed: number;
  readonly threads: number;
  readonly seconds: number;
  /** Trials per second. */
  readonly rate: number;
  readonly precision?: number;
  readonly reachedPrecision?: boolean;
}

/** The JSON contract's document for one run (with `monteCarlo` when it was simulated). */
export function resultDocument(analysis: Analysis, params: Readonly<Record<string, unknown>>, result: AnalysisResult, monteCarlo?: MonteCarloFacts) {
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

/** A run whose inputs all passed: the validated parameters and how to compute them. */
export interface CheckedRun {
  readonly analysis: Analysis;
  /** The raw parameters with file options read (what the workers validate again). */
  readonly raw: Readonly<Record<string, unknown>>;
  readonly params: Readonly<Record<string, unknown>>;
  /** The simulation asked for (or a simulation-only analysis's default), absent for an exact run. */
  readonly monteCarlo?: { readonly trials: number; readonly seed: number; readonly threads: number | undefined; readonly precision: number | undefined };
}

/**
 * Checks one run's parameters and Monte Carlo flags (each option, the analysis's own checks between
 * options, the exact or simulation limits, a seed without a simulation): every problem in words, or the
 * run ready to compute. File options are read relative to `baseDir`. Computes nothing.
 */
export function checkRun(
  analysis: Analysis,
  raw: Readonly<Record<string, unknown>>,
  monteCarloRaw: Readonly<Record<string, unknown>> = {},
  baseDir: string = process.cwd(),
): { readonly problems: string[]; readonly run?: CheckedRun } {
  const files = readFileOptions(analysis, raw, baseDir);
  const validated = validateRun(analysis, files.raw);
  const ownErrors = validated.ok ? [] : validated.errors.filter((error) => !files.failedFlags.some((flag) => error.startsWith(`${flag}: expected`)));
  const problems = [...files.problems, ...ownErrors];
  const monteCarlo = validateMonteCarlo(monteCarloRaw);
  if (!monteCarlo.ok) problems.push(...monteCarlo.errors);
  const simulating = analysis.run === undefined || (monteCarlo.ok && wantsSimulation(monteCarlo.value));
  // The analysis commands offer --mc only where there is a sampler; a sweep passes its --mc to any analysis.
  if (simulating && analysis.sampler === undefined) {
    const withSampler = ANALYSES.filter((other) => other.sampler !== undefined).map((other) => `${other.game} ${other.name}`);
    problems.push(messages.noSampler(monteCarloRaw.trials !== undefined ? "--mc" : "--precision", `${analysis.game} ${analysis.name}`, withSampler));
    return { problems };
  }
  // A seed or thread count for an exact run would be silently ignored: say so instead.
  if (monteCarlo.ok && !simulating) {
    for (const [field, flag] of [["seed", "--seed"], ["threads", "--threads"]] as const) {
      if (monteCarloRaw[field] !== undefined) problems.push(messages.onlyWith(flag, "--mc or --precision (without them the answer is exact)"));
    }
  }
  if (validated.ok) problems.push(...((simulating ? analysis.sampleLimits : analysis.exactLimits)?.(validated.value as never) ?? []));
  if (problems.length > 0 || !validated.ok || !monteCarlo.ok) return { problems };
  const request = monteCarlo.value;
  const params = validated.value as Record<string, unknown>;
  if (!simulating) return { problems, run: { analysis, raw: files.raw, params } };
  const trials = request.trials ?? (request.precision !== undefined ? PRECISION_TRIAL_CAP : analysis.sampler!.defaultTrials!);
  return { problems, run: { analysis, raw: files.raw, params, monteCarlo: { trials, seed: request.seed, threads: request.threads, precision: request.precision } } };
}

/**
 * Computes a checked run: the exact solver, or a seeded simulation (a progress bar on stderr when
 * `showProgress` and the run is long; Ctrl-C stops it with a StoppedError, nothing written).
 */
export async function computeRun(run: CheckedRun, showProgress: boolean): Promise<{ result: AnalysisResult; facts?: MonteCarloFacts }> {
  const { analysis, params, monteCarlo } = run;
  if (monteCarlo === undefined) return { result: analysis.run!(params as never) };
  const simulation = await simulateFromCli(analysis, run.raw, params, monteCarlo, showProgress);
  const result = withRunColumns(sampledResult(analysis, simulation.estimates, params), simulation.trials, simulation.seed);
  const facts: MonteCarloFacts = {
    trials: simulation.trials,
    seed: simulation.seed,
    threads: simulation.threads,
    seconds: simulation.seconds,
    rate: simulation.rate,
    ...(monteCarlo.precision === undefined ? {} : { precision: monteCarlo.precision, reachedPrecision: simulation.reachedPrecision ?? false }),
  };
  return { result, facts };
}

/**
 * The problems with the --csv and --chart paths of a request (the chart's ending, a folder in the way, a
 * folder not writable), in words; empty when both are fine. Writes nothing.
 */
export function outputProblems(output: Pick<OutputRequest, "csv" | "chart">): string[] {
  const problems: string[] = [];
  if (output.chart !== undefined) {
    const problem = chartFileProblem(output.chart) ?? outputPathProblem("--chart", output.chart, "file");
    if (problem) problems.push(problem);
  }
  if (output.csv !== undefined) {
    const problem = outputPathProblem("--csv", output.csv, "file");
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Creates the folders of the --csv and --chart files before any work, as problems naming the flag when one cannot be made. */
export async function prepareOutputs(output: Pick<OutputRequest, "csv" | "chart">): Promise<string[]> {
  return prepareOutputFolders([
    ...(output.csv !== undefined ? [{ flag: "--csv", folder: dirname(resolve(output.csv)) }] : []),
    ...(output.chart !== undefined ? [{ flag: "--chart", folder: dirname(resolve(output.chart)) }] : []),
  ]);
}

/**
 * Runs one analysis from raw CLI values: validates every parameter, Monte Carlo flag and output flag
 * first (all problems together, as a UsageError), creates the output folders, then solves exactly or
 * simulates (`--mc`, or always for a simulation-only analysis), writes the requested files atomically, and
 * returns the text for standard output. No file is written when any input is bad or the run is stopped.
 */
export async function runAnalysis(
  analysis: Analysis,
  raw: Readonly<Record<string, unknown>>,
  output: OutputRequest,
  extraProblems: readonly string[] = [],
  monteCarloRaw: Readonly<Record<string, unknown>> = {},
): Promise<{ stdout: string; notes: string[] }> {
  const helpCommand = `oddsmith ${analysis.game} ${analysis.name}`;
  const checked = checkRun(analysis, raw, monteCarloRaw);
  const problems = [...extraProblems, ...checked.problems, ...outputProblems(output)];
  if (problems.length > 0 || checked.run === undefined) throw new UsageError(problems, helpCommand);
  const folderProblems = await prepareOutputs(output);
  if (folderProblems.length > 0) throw new UsageError(folderProblems, helpCommand);

  const { result, facts } = await computeRun(checked.run, !output.json);
  const notes: string[] = [];
  if (output.csv !== undefined) notes.push(`wrote ${await writeCsv(output.csv, result)}`);
  if (output.chart !== undefined) {
    const { paths, warnings } = await writeCharts(output.chart, result);
    notes.push(...paths.map((path) => `wrote ${path}`), ...warnings.map((warning) => `chart warning: ${warning}`));
  }
  const stdout = output.json ? JSON.stringify(resultDocument(analysis, checked.run.params, result, facts), null, 2) : [renderResult(result, facts !== undefined), ...(facts ? [monteCarloLine(facts)] : [])].join("\n\n");
  return { stdout, notes };
}

/** A simulation from the terminal: a progress bar when it is worth one, and Ctrl-C stops it cleanly. */
async function simulateFromCli(
  analysis: Analysis,
  raw: Readonly<Record<string, unknown>>,
  params: unknown,
  options: { trials: number; seed: number; threads: number | undefined; precision: number | undefined },
  showProgress: boolean,
): Promise<SimulationRun> {
  const aborter = new AbortController();
  const onInterrupt = () => aborter.abort();
  process.once("SIGINT", onInterrupt);
  const bar = progressBar(showProgress, `${analysis.game} ${analysis.name}`);
  try {
    return await simulate(analysis, raw, params, {
      trials: options.trials,
      seed: options.seed,
      ...(options.threads === undefined ? {} : { threads: options.threads }),
      ...(options.precision === undefined ? {} : { precision: options.precision }),
      onProgress: bar.update,
      signal: aborter.signal,
    });
  } catch (error) {
    if (error instanceof SimulationStopped) throw new StoppedError(messages.stopped(`${analysis.game} ${analysis.name}`));
    throw error;
  } finally {
    bar.stop();
    process.removeListener("SIGINT", onInterrupt);
  }
}
