import type { AnalysisResult } from "../core/analysis.js";
import { messages } from "../core/messages.js";
import type { AnalysisEntry } from "../core/registered-analysis.js";
import { dirname, resolve } from "node:path";
import { checkRun, type CheckedRun } from "../pipeline/check-run.js";
import { computeRun, monteCarloLine, resultDocument, type MonteCarloFacts } from "../pipeline/compute-run.js";
import { NODE_HOST } from "../sim/node-host.js";
import { SimulationStopped } from "../sim/simulate.js";
import { readFileOptions } from "./file-options.js";
import { outputPathProblem, prepareOutputFolders } from "./output-paths.js";
import { chartFileProblem, writeCharts, writeCsv } from "./outputs.js";
import { renderResult } from "../pipeline/text-result.js";
import { progressBar } from "./progress.js";
import { checkStopped, interruptibly, stopCause, stopSignal } from "./signals.js";
import { StoppedError, UsageError } from "./usage-error.js";

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

/**
 * Computes a checked run on this machine's threads: the exact solver, or a seeded simulation (a progress
 * bar on stderr when `showProgress` and the run is long). SIGINT or SIGTERM stops either (src/cli/signals.ts)
 * with a StoppedError, before anything is written.
 * @throws {StoppedError} when a stop signal came while it ran
 */
export async function computeCliRun(run: CheckedRun, showProgress: boolean): Promise<{ result: AnalysisResult; facts?: MonteCarloFacts }> {
  const what = `${run.prepared.analysis.game} ${run.prepared.analysis.name}`;
  const bar = run.monteCarlo === undefined ? undefined : progressBar(showProgress, what);
  try {
    // An exact solve holds the thread: only interruptibly() lets Ctrl-C through while it runs.
    const computed = bar === undefined ? await interruptibly(() => computeRun(run)) : await computeRun(run, { host: NODE_HOST, onProgress: bar.update, signal: stopSignal() });
    await checkStopped(messages.stopped(what));
    return computed;
  } catch (error) {
    if (error instanceof SimulationStopped) throw new StoppedError(messages.stopped(what), stopCause());
    throw error;
  } finally {
    bar?.stop();
  }
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
  const notes: string[] = [];
  if (output.csv !== undefined) notes.push(`wrote ${await writeCsv(output.csv, result)}`);
  if (output.chart !== undefined) {
    const { paths, warnings } = await writeCharts(output.chart, result);
    notes.push(...paths.map((path) => `wrote ${path}`), ...warnings.map((warning) => `chart warning: ${warning}`));
  }
  const stdout = output.json ? JSON.stringify(resultDocument(analysis, checked.run.prepared.params, result, facts), null, 2) : [renderResult(result, facts !== undefined), ...(facts ? [monteCarloLine(facts)] : [])].join("\n\n");
  return { stdout, notes };
}
