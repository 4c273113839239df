import { validateRun, type Analysis, type AnalysisResult } from "../core/analysis.js";
import { dirname, resolve } from "node:path";
import { readFileOptions } from "./file-options.js";
import { outputPathProblem, prepareOutputFolders } from "./output-paths.js";
import { chartFileProblem, writeCharts, writeCsv } from "./outputs.js";
import { renderResult } from "./print.js";
import { UsageError } from "./usage-error.js";

/** How a result leaves the CLI: printed as JSON or a table, and optionally written to files. */
export interface OutputRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
}

/** The JSON contract's document for one run. */
export function resultDocument(analysis: Analysis, params: Readonly<Record<string, unknown>>, result: AnalysisResult) {
  return {
    game: analysis.game,
    analysis: analysis.name,
    params,
    outcomes: result.outcomes,
    summary: result.summary,
    summaryExact: result.summaryExact,
    ...result.details,
  };
}

/**
 * Runs one analysis from raw CLI values: validates every parameter and output flag first (all problems
 * and output path together, as a UsageError), creates the output folders, then solves, writes the
 * requested files atomically, and returns the text for standard output. No file is written when any
 * input is bad.
 */
export async function runAnalysis(
  analysis: Analysis,
  raw: Readonly<Record<string, unknown>>,
  output: OutputRequest,
  extraProblems: readonly string[] = [],
): Promise<{ stdout: string; notes: string[] }> {
  const helpCommand = `oddsmith ${analysis.game} ${analysis.name}`;
  const files = readFileOptions(analysis, raw);
  const validated = validateRun(analysis, files.raw);
  const ownErrors = validated.ok ? [] : validated.errors.filter((error) => !files.failedFlags.some((flag) => error.startsWith(`${flag}: expected`)));
  const problems = [...extraProblems, ...files.problems, ...ownErrors];
  if (output.chart !== undefined) {
    const problem = chartFileProblem(output.chart) ?? outputPathProblem("--chart", output.chart, "file");
    if (problem) problems.push(problem);
  }
  if (output.csv !== undefined) {
    const problem = outputPathProblem("--csv", output.csv, "file");
    if (problem) problems.push(problem);
  }
  if (problems.length > 0 || !validated.ok) throw new UsageError(problems, helpCommand);
  const folders = [
    ...(output.csv !== undefined ? [{ flag: "--csv", folder: dirname(resolve(output.csv)) }] : []),
    ...(output.chart !== undefined ? [{ flag: "--chart", folder: dirname(resolve(output.chart)) }] : []),
  ];
  const folderProblems = await prepareOutputFolders(folders);
  if (folderProblems.length > 0) throw new UsageError(folderProblems, helpCommand);

  const params = validated.value as Record<string, unknown>;
  if (analysis.run === undefined) throw new Error(`${helpCommand} is simulation-only: give --mc N`);
  const result = analysis.run(params as never);
  const notes: string[] = [];
  if (output.csv !== undefined) notes.push(`wrote ${await writeCsv(output.csv, result)}`);
  if (output.chart !== undefined) {
    const { paths, warnings } = await writeCharts(output.chart, result);
    notes.push(...paths.map((path) => `wrote ${path}`), ...warnings.map((warning) => `chart warning: ${warning}`));
  }
  const stdout = output.json ? JSON.stringify(resultDocument(analysis, params, result), null, 2) : renderResult(result);
  return { stdout, notes };
}
