import type { ChartRequest } from "../framework/analysis.js";
import { messages } from "../framework/messages.js";
import { CHART_ENDINGS, chartContent, chartPath } from "../report/chart-files.js";
import { commitFiles, discardFiles, stageFile, type StagedFile } from "../report/write-file.js";
import { dirname, resolve } from "node:path";
import { collidingOutputProblems, outputErrorMessage, prepareOutputFolders } from "./output-paths.js";
import { OutputFailed, UsageError } from "./usage-error.js";
import { itemAt } from "../core/checked-index.js";

/** The output path that means standard output: `--csv -`, and `--chart -` for the Vega-Lite spec. */
export const STANDARD_OUTPUT = "-";

/** The problem with a --chart file name, or undefined when it is fine (`-`: the spec on standard output). */
export function chartFileProblem(path: string): string | undefined {
  return path === STANDARD_OUTPUT || CHART_ENDINGS.some((ending) => path.endsWith(ending))
    ? undefined
    : messages.notAllowed("--chart", `a file name ending in ${CHART_ENDINGS.join(" or ")}, or - for the Vega-Lite spec on standard output`, path);
}

/**
 * The problems of asking standard output for two things: `--csv -` and `--chart -` together, or either
 * with `--json` (the document is standard output). Empty when at most one takes it.
 */
export function standardOutputProblems(output: { readonly json: boolean; readonly csv?: string | undefined; readonly chart?: string | undefined }): string[] {
  const problems: string[] = [];
  if (output.csv === STANDARD_OUTPUT && output.json) problems.push(messages.standardOutputTaken("--csv", "--json"));
  if (output.chart === STANDARD_OUTPUT && output.json) problems.push(messages.standardOutputTaken("--chart", "--json"));
  if (output.chart === STANDARD_OUTPUT && output.csv === STANDARD_OUTPUT) problems.push(messages.standardOutputTaken("--chart", "--csv -"));
  return problems;
}

/** One file an output flag asks for, with its content; the path `-` is standard output. */
export interface OutputFile {
  readonly flag: string;
  readonly path: string;
  readonly content: string;
}

/**
 * The files of a result's charts: a Vega-Lite spec (.vl.json) or rendered SVG (.svg) each, with any
 * Vega-Lite warnings. With `-` only the main chart, as its spec (standard output takes one document), and
 * a note naming the others.
 */
export async function chartFiles(flag: string, path: string, charts: readonly ChartRequest[]): Promise<{ files: OutputFile[]; notes: string[] }> {
  const files: OutputFile[] = [];
  const notes: string[] = [];
  const shown = path === STANDARD_OUTPUT ? charts.slice(0, 1) : charts;
  if (shown.length < charts.length) notes.push(messages.chartsNotOnStandardOutput(charts.slice(1).map((chart) => chart.name)));
  for (const chart of shown) {
    const target = path === STANDARD_OUTPUT ? path : chartPath(path, chart);
    const { content, warnings } = await chartContent(target, chart);
    notes.push(...warnings.map((warning) => `chart warning: ${warning}`));
    files.push({ flag, path: target, content });
  }
  return { files, notes };
}

/** The files commitFiles put in place before it failed (the `written` its error carries), or none. O(files). */
function writtenBefore(error: unknown): string[] {
  if (typeof error !== "object" || error === null || !("written" in error) || !Array.isArray(error.written)) return [];
  return error.written.filter((path): path is string => typeof path === "string");
}

/**
 * Delivers the outputs of a run together: `-` becomes the text for standard output; every other file is
 * first written beside its target, and only when all are written are they renamed into place, so a
 * failure leaves no file half-written and no temporary file behind. Returns standard output's text (if
 * asked for) and a "wrote …" note per file.
 * @throws {OutputFailed} when a file cannot be written (exit 2): the flag, the path, the cause in words;
 * or when two of the files are one (a chart's `-degrees` file named as --csv), before any is written
 */
export async function deliverOutputs(files: readonly OutputFile[]): Promise<{ stdout?: string; notes: string[] }> {
  const standard = files.find((file) => file.path === STANDARD_OUTPUT);
  const onDisk = files.filter((file) => file.path !== STANDARD_OUTPUT);
  // A chart's other files are named from --chart (t.svg → t-degrees.svg) and may meet --csv only now.
  const colliding = collidingOutputProblems(onDisk.map((file) => ({ label: file.flag, path: file.path })));
  if (colliding.length > 0) throw new OutputFailed(itemAt(colliding, 0), messages.outputKept([]));
  const staged: StagedFile[] = [];
  let written: string[] = [];
  try {
    for (const file of onDisk) staged.push(await stageFile(file.path, file.content));
    written = await commitFiles(staged);
  } catch (error) {
    await discardFiles(staged);
    written = writtenBefore(error);
    // Staging stops at the file that failed; committing, at the first not yet in place.
    const failed = itemAt(onDisk, staged.length < onDisk.length ? staged.length : written.length);
    const problem = outputErrorMessage(failed.flag, failed.path, error);
    if (problem === undefined) throw error;
    throw new OutputFailed(problem, messages.outputKept(written));
  }
  return { ...(standard ? { stdout: standard.content.replace(/\n$/, "") } : {}), notes: written.map((path) => `wrote ${path}`) };
}

/**
 * Creates the folders of a command's file outputs before any work (standard output and outputs not asked
 * for are skipped), so nothing is computed for a path that cannot take it. O(outputs) folder checks.
 * @throws {UsageError} naming each output whose folder cannot be made, with `helpCommand`.
 */
export async function prepareFileFolders(outputs: ReadonlyArray<{ readonly label: string; readonly path: string } | undefined>, helpCommand: string): Promise<void> {
  const folders = outputs.flatMap((output) => (output && output.path !== STANDARD_OUTPUT ? [{ flag: output.label, folder: dirname(resolve(output.path)) }] : []));
  const problems = await prepareOutputFolders(folders);
  if (problems.length > 0) throw new UsageError(problems, helpCommand);
}
