/**
 * An exact balance run's search and outputs, shared by `oddsmith balance FILE` and `oddsmith balance
 * merge`, so a merged run prints and writes exactly the bytes the whole run does: the search of
 * src/balance on figures lent by the caller (solved here, or read from the shards), then the table or
 * JSON, the CSV, the chart and the page to print.
 */
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint } from "../framework/grid.js";
import { balance, reachablePoints, type BalanceQuestion, type BalanceRun } from "../balance/balance.js";
import { splitRowField } from "../balance/row-figures.js";
import { pointKey } from "../balance/solve-cache.js";
import { messages } from "../framework/messages.js";
import { collidingOutputProblems, outputPathProblem } from "./output-paths.js";
import { fileOutputPaths, type OutputRequest } from "./sweep-deliver.js";
import { balanceChart, balanceChartLayout } from "../balance/balance-chart.js";
import { balanceRows } from "../balance/balance-rows.js";
import { balanceTable } from "../balance/balance-table.js";
import { BalanceFigureProblem, figureLabel, isProbabilityFigure, type FigureSpec } from "../balance/targets.js";
import { toCsv } from "../pipeline/csv.js";
import { renderTable } from "../pipeline/text-result.js";
import { balancePage } from "../report/balance-page.js";
import type { BalanceSpec } from "./balance-file.js";
import { questionDocument } from "./balance-document.js";
import { chartFiles, deliverOutputs, type OutputFile } from "./outputs.js";
import { interruptibly } from "./signals.js";
import { UsageError } from "./usage-error.js";

/** Where an exact balance's files go, each with the flag or file field that named it. */
export interface BalanceOutputs {
  readonly csv?: { readonly path: string; readonly label: string };
  readonly chart?: { readonly path: string; readonly label: string };
  readonly html?: { readonly path: string; readonly label: string };
}

/**
 * Every point an exact balance may solve, in order, each once: the reachable points without a row field's
 * value (Ultimo curve's difficulty is a row of one solve, not an option). What a shard splits and a merge
 * expects. O(points).
 */
export function solvedPoints(question: BalanceQuestion): GridPoint[] {
  return [...new Map(reachablePoints(question).map((point) => splitRowField(point, question.rowField).solved).map((point) => [pointKey(point), point])).values()];
}

/**
 * Where a balance's outputs go: the command line's flags (relative to the current folder) replace the
 * file's (left out with `fileOutputs: false`, as a merge does); beside `--shard`, none, and each output flag
 * is a problem. Problems are added to `problems`. O(1).
 */
export function balanceOutputs(path: string, spec: BalanceSpec, request: OutputRequest & { readonly html?: string; readonly shard?: string }, problems: string[], fileOutputs = true): BalanceOutputs {
  if (request.shard !== undefined) {
    for (const [flag, given] of [["--csv", request.csv], ["--chart", request.chart], ["--html", request.html]] as const) if (given !== undefined) problems.push(messages.onlyWith(flag, "a whole balance or `oddsmith balance merge` (a shard prints its document)"));
    return {};
  }
  const outputs = fileOutputPaths(spec, path, request, fileOutputs);
  problems.push(...outputs.problems);
  if (outputs.chart !== undefined) {
    const layout = balanceChartLayout(spec.question, spec.chart ?? {});
    if ("problem" in layout) problems.push(`${path}: ${layout.field}: ${layout.problem}`);
  }
  const html = request.html === undefined ? undefined : { path: request.html, label: "--html" };
  if (html !== undefined) {
    const problem = html.path.endsWith(".html") ? outputPathProblem("--html", html.path, "file") : `--html: expected a file name ending in .html, received ${JSON.stringify(html.path)}`;
    if (problem) problems.push(problem);
    problems.push(...collidingOutputProblems([outputs.csv, outputs.chart, html]));
  }
  return { ...(outputs.csv ? { csv: outputs.csv } : {}), ...(outputs.chart ? { chart: outputs.chart } : {}), ...(html ? { html } : {}) };
}

/**
 * Runs the search with `figuresAt` lending each point's exact figures (the fixed options merged by the
 * caller): the run and the first figures read (which say whether a figure is a probability). A figure the
 * analysis lacks becomes a usage error naming the file's field. Cost: the search's (src/balance/balance.ts).
 * @throws {UsageError} naming the field, for a figure or row the analysis does not have.
 */
export function searchBalance(path: string, spec: BalanceSpec, figuresAt: (point: GridPoint) => ResultFigures, help: string): { run: BalanceRun; first?: ResultFigures } {
  let first: ResultFigures | undefined;
  const solve = (point: GridPoint) => {
    const result = figuresAt(point);
    first ??= result;
    return result;
  };
  try {
    const run = interruptibly(() => balance(spec.question, solve));
    return { run, ...(first ? { first } : {}) };
  } catch (error) {
    if (!(error instanceof BalanceFigureProblem)) throw error;
    const index = /^targets\[(\d+)\]$/.exec(error.field)?.[1];
    const rowIn = spec.question.across.some(([name]) => name === spec.question.rowField) ? "across" : "choose";
    const named = error.field === "rowField" ? `${rowIn}.${spec.question.rowField}` : spec.question.tiers !== undefined && error.field === "prefer" ? "tiers.figure" : error.field;
    const field = index === undefined ? named : (spec.targetPaths[Number(index)] ?? error.field);
    throw new UsageError([`${path}: ${field}: ${error.problem}`], help);
  }
}

/**
 * Delivers a searched balance: the CSV, the page and the chart written atomically together, then the
 * table, or the JSON document with `json`. Returns standard output's text and the notes for stderr.
 * @throws {OutputFailed} when a file cannot be written.
 */
export async function deliverBalance(spec: BalanceSpec, searched: { run: BalanceRun; first?: ResultFigures }, outputs: BalanceOutputs, json: boolean): Promise<{ stdout: string; notes: string[] }> {
  const { run, first } = searched;
  const probability = (figure: FigureSpec) => (first === undefined ? true : isProbabilityFigure(first, figure));
  const what = `${spec.analysis.game} ${spec.analysis.name}`;
  const rows = balanceRows(spec.question, run);
  const table = balanceTable(spec.question, run, what, probability);
  const files: OutputFile[] = [
    ...(outputs.csv === undefined ? [] : [{ flag: outputs.csv.label, path: outputs.csv.path, content: toCsv(rows) }]),
    ...(outputs.html === undefined ? [] : [{ flag: outputs.html.label, path: outputs.html.path, content: balancePage(table) }]),
  ];
  const layout = balanceChartLayout(spec.question, spec.chart ?? {});
  const charts = outputs.chart === undefined || "problem" in layout ? { files: [], notes: [] } : await chartFiles(outputs.chart.label, outputs.chart.path, [balanceChart(spec.question, run, layout, `${what}: balance`)]);
  const delivered = await deliverOutputs([...files, ...charts.files]);
  const notes = [...delivered.notes, ...charts.notes];
  if (delivered.stdout !== undefined) return { stdout: delivered.stdout, notes };
  if (!json) return { stdout: renderTable(table), notes };
  const document = {
    ...questionDocument(spec),
    ...(spec.question.tiers ? { tiers: { figure: figureLabel(spec.question.tiers.figure), rule: spec.question.tiers.rule, chances: Object.fromEntries(spec.question.tiers.chances) } } : {}),
    solves: run.solves,
    ...(run.bisected === undefined ? {} : { bisected: run.bisected }),
    designs: rows,
  };
  return { stdout: JSON.stringify(document, null, 2), notes };
}
