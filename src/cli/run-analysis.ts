import type { AnalysisResult } from "../framework/analysis.js";
import { messages } from "../framework/messages.js";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { dirname, resolve } from "node:path";
import { checkRun, type CheckedRun } from "../pipeline/check-run.js";
import { computeRun, monteCarloLine, resultDocument, type MonteCarloFacts } from "../pipeline/compute-run.js";
import { NODE_HOST } from "../sim/node-host.js";
import { SimulationStalled, SimulationStopped, type SimulationEstimate } from "../sim/simulate.js";
import { readFileOptions } from "../report/file-options.js";
import { collidingOutputProblems, outputPathProblem, prepareOutputFolders } from "./output-paths.js";
import { toCsv } from "../pipeline/csv.js";
import { chartFileProblem, chartFiles, deliverOutputs, STANDARD_OUTPUT, standardOutputProblems, type OutputFile } from "./outputs.js";
import { renderResult } from "../pipeline/text-result.js";
import { progressBar } from "./progress.js";
import { RunFailed, StoppedError, UsageError } from "./usage-error.js";
import { checkStopped, interruptibly, stopCause, stopSignal } from "./signals.js";

/** How a result leaves the CLI: printed as JSON or a table, and optionally written to files. */
export interface OutputRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
}

/**
 * Checks one run from the command line: reads the files its json-file options name (relative to
 * `baseDir`), then the pipeline's checks (src/pipeline/check-run.ts). Every problem in words, or the run
 * ready to compute. Computes nothing.
 */
export function checkCliRun(
  analysis: AnalysisEntry,
  raw: Readonly<Record<string, unknown>>,
  monteCarloRaw: Readonly<Record<string, unknown>> = {},
  baseDir: string = process.cwd(),
): { readonly problems: string[]; readonly run?: CheckedRun } {
  const files = readFileOptions(analysis, raw, baseDir);
  return checkRun(analysis, files.raw, monteCarloRaw, files);
}

/** A simulation projected to take longer than this says so on stderr before it starts. */
export const LONG_SIMULATION_SECONDS = 60;

/**
 * The notes a simulation's estimate calls for: `--threads` capped at the machine's available parallelism,
 * and a run projected to take more than `longSeconds` by its cost model (its time, threads, trials, draws and rate). O(1).
 * @example simulationNotes({ trials: 1e5, threads: 2, threadsAsked: 64, cores: 2, drawsPerTrial: 3, threadRate: 1e7, seconds: 0.01, upTo: false }) // ["note: --threads 64 capped at 2, the machine's available parallelism"]
 */
export function simulationNotes(estimate: SimulationEstimate, longSeconds: number = LONG_SIMULATION_SECONDS): string[] {
  return [
    ...(estimate.threadsAsked !== undefined && estimate.threadsAsked > estimate.cores ? [messages.threadsCapped(estimate.threadsAsked, estimate.cores)] : []),
    ...(estimate.seconds > longSeconds ? [messages.longSimulation(estimate)] : []),
  ];
}

/**
 * Computes a checked run on this machine's threads: the exact solver, or a seeded simulation (a progress
 * bar on stderr when `showProgress` and the run is long). SIGINT or SIGTERM stops either (src/cli/signals.ts)
 * with a StoppedError, before anything is written; a shard without progress for 60 s ends it with a RunFailed
 * naming the analysis and the shard. Before a simulation's bulk starts, its notes (simulationNotes) go to
 * stderr, each once per `shown` (a sweep or a comparison shares one set among its runs).
 * @throws {StoppedError} when a stop signal came while it ran
 */
export async function computeCliRun(run: CheckedRun, showProgress: boolean, shown: Set<string> = new Set()): Promise<{ result: AnalysisResult; facts?: MonteCarloFacts }> {
  const what = `${run.prepared.analysis.game} ${run.prepared.analysis.name}`;
  const bar = run.monteCarlo === undefined ? undefined : progressBar(showProgress, what);
  const onEstimate = (estimate: SimulationEstimate) => {
    for (const note of simulationNotes(estimate).filter((text) => !shown.has(text))) {
      shown.add(note);
      // A bar already drawn (a slow first shard) is cleared first; it redraws on its next update.
      process.stderr.write(`${process.stderr.isTTY ? "\r\x1b[2K" : ""}${note}\n`);
    }
  };
  try {
    // An exact solve holds the thread: only interruptibly() lets Ctrl-C through while it runs.
    const computed = bar === undefined ? await interruptibly(() => computeRun(run)) : await computeRun(run, { host: NODE_HOST, onProgress: bar.update, onEstimate, signal: stopSignal() });
    await checkStopped(messages.stopped(what));
    return computed;
  } catch (error) {
    if (error instanceof SimulationStopped) throw new StoppedError(messages.stopped(what), stopCause());
    if (error instanceof SimulationStalled) throw new RunFailed(messages.stalled(error.message));
    throw error;
  } finally {
    bar?.stop();
  }
}

/**
 * The problems with the --csv and --chart paths of a request (the chart's ending, a folder, FIFO or
 * device at the path, /proc, a folder not writable, both naming one file, standard output asked for twice), in words; empty
 * when both are fine. Writes nothing.
 */
export function outputProblems(output: Pick<OutputRequest, "json" | "csv" | "chart">): string[] {
  const problems: string[] = [];
  if (output.chart !== undefined) {
    const problem = chartFileProblem(output.chart) ?? (output.chart === STANDARD_OUTPUT ? undefined : outputPathProblem("--chart", output.chart, "file"));
    if (problem) problems.push(problem);
  }
  if (output.csv !== undefined && output.csv !== STANDARD_OUTPUT) {
    const problem = outputPathProblem("--csv", output.csv, "file");
    if (problem) problems.push(problem);
  }
  const files = [output.csv === undefined ? undefined : { label: "--csv", path: output.csv }, output.chart === undefined ? undefined : { label: "--chart", path: output.chart }];
  return [...problems, ...collidingOutputProblems(files), ...standardOutputProblems(output)];
}

/** Creates the folders of the --csv and --chart files before any work, as problems naming the flag when one cannot be made. */
export async function prepareOutputs(output: Pick<OutputRequest, "csv" | "chart">): Promise<string[]> {
  const files = (["csv", "chart"] as const).flatMap((key) => (output[key] !== undefined && output[key] !== STANDARD_OUTPUT ? [{ flag: `--${key}`, folder: dirname(resolve(output[key])) }] : []));
  return prepareOutputFolders(files);
}

/**
 * Writes a run's --csv rows and --chart charts together (deliverOutputs): returns standard output's text
 * when one of them is `-`, and the notes for stderr.
 * @throws {OutputFailed} when a file cannot be written
 */
export async function writeOutputs(output: Pick<OutputRequest, "csv" | "chart">, rows: AnalysisResult["rows"], charts: AnalysisResult["charts"]): Promise<{ stdout?: string; notes: string[] }> {
  const files: OutputFile[] = output.csv === undefined ? [] : [{ flag: "--csv", path: output.csv, content: toCsv(rows) }];
  const rendered = output.chart === undefined ? { files: [], notes: [] } : await chartFiles("--chart", output.chart, charts);
  const delivered = await deliverOutputs([...files, ...rendered.files]);
  return { ...delivered, notes: [...delivered.notes, ...rendered.notes] };
}

/**
 * Runs one analysis from raw CLI values: validates every parameter, Monte Carlo flag and output flag
 * first (all problems together, as a UsageError), creates the output folders, then solves exactly or
 * simulates (`--mc`, or always for a simulation-only analysis), writes the requested files atomically, and
 * returns the text for standard output. No file is written when any input is bad or the run is stopped.
 */
export async function runAnalysis(
  analysis: AnalysisEntry,
  raw: Readonly<Record<string, unknown>>,
  output: OutputRequest,
  extraProblems: readonly string[] = [],
  monteCarloRaw: Readonly<Record<string, unknown>> = {},
): Promise<{ stdout: string; notes: string[] }> {
  const helpCommand = `oddsmith ${analysis.game} ${analysis.name}`;
  const checked = checkCliRun(analysis, raw, monteCarloRaw);
  const problems = [...extraProblems, ...checked.problems, ...outputProblems(output)];
  if (problems.length > 0 || checked.run === undefined) throw new UsageError(problems, helpCommand);
  const folderProblems = await prepareOutputs(output);
  if (folderProblems.length > 0) throw new UsageError(folderProblems, helpCommand);

  const { result, facts } = await computeCliRun(checked.run, !output.json);
  // The rows are read only for a CSV: a result may build them lazily (withAtLeast).
  const { stdout: standard, notes } = await writeOutputs(output, output.csv === undefined ? [] : result.rows, result.charts);
  // `--csv -` or `--chart -`: that file is standard output, so the table is not printed too.
  const stdout =
    standard ??
    (output.json ? JSON.stringify(resultDocument(analysis, checked.run.prepared.params, result, facts), null, 2) : [renderResult(result, facts !== undefined), ...(facts ? [monteCarloLine(facts)] : [])].join("\n\n"));
  return { stdout, notes };
}
