/**
 * A finished sweep's outputs: which files it writes (the command line's flags replace the sweep file's),
 * and the table, JSON document, CSV and chart built from its points. Shared by `oddsmith sweep FILE` and
 * `oddsmith sweep merge`, so a merged run writes exactly the bytes the whole run writes.
 */
import { relative } from "node:path";
import { pointLabel } from "../framework/grid.js";
import { toCsv } from "../pipeline/csv.js";
import { measureName, sweepChart, sweepChartLayout, sweepRows, sweepTable, type Sweep, type SweepChartLayout, type SweepPoint } from "../pipeline/sweep.js";
import { renderTable } from "../pipeline/text-result.js";
import { containedOutputProblem } from "./contained-output.js";
import { collidingOutputProblems, outputPathProblem } from "./output-paths.js";
import { chartFileProblem, chartFiles, deliverOutputs, STANDARD_OUTPUT, standardOutputProblems, type OutputFile } from "./outputs.js";
import type { SweepSpec } from "./sweep-file.js";

/** What the command line asks of a sweep's outputs. */
export interface OutputRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
}

/** Where a sweep's CSV and chart go, each with the flag or file field that named it, and the chart's layout. */
export interface SweepOutputs {
  readonly csv?: { readonly path: string; readonly label: string };
  readonly chart?: { readonly path: string; readonly label: string };
  readonly layout?: SweepChartLayout;
}

/**
 * Checks a sweep's outputs: the command line's flags (relative to the current folder) replace the file's
 * (relative to the file; left out with `fileOutputs: false`, as a merge does), and a chart's layout fits
 * the swept fields. The outputs, or the problems. O(fields).
 */
export function sweepOutputs(spec: SweepSpec, path: string, request: OutputRequest, fileOutputs = true): SweepOutputs & { readonly problems: string[] } {
  const { csv, chart, problems } = fileOutputPaths(spec, path, request, fileOutputs);
  if (problems.length > 0 && csv === undefined && chart === undefined) return { problems };
  let layout: SweepChartLayout | undefined;
  if (chart !== undefined) {
    const planned = sweepChartLayout(spec.fields.map(([field]) => field), spec.chart ?? {});
    if ("problem" in planned) problems.push(`${path}: ${planned.field}: ${planned.problem}`);
    else layout = planned;
  }
  return { ...(csv ? { csv } : {}), ...(chart ? { chart } : {}), ...(layout ? { layout } : {}), problems };
}

/** What a data file (a sweep or balance file) says of its outputs: its csv and chart, resolved, as written, and its folder. */
export interface FileOutputs {
  readonly csv?: string;
  readonly chart?: { readonly file: string };
  readonly outputsAsWritten: { readonly csv?: string; readonly chart?: string };
  readonly baseDir: string;
}

/**
 * Where a data file's CSV and chart go: the command line's flags (relative to the current folder) replace
 * the file's (relative to the file, which must stay in its folder; left out with `fileOutputs: false`), each
 * checked (a chart's ending, a path that cannot be written, two outputs on one file). O(1).
 */
export function fileOutputPaths(spec: FileOutputs, path: string, request: OutputRequest, fileOutputs = true): Pick<SweepOutputs, "csv" | "chart"> & { readonly problems: string[] } {
  const problems: string[] = [];
  // A file's outputs are shown relative to the current folder, as the command line's are.
  const shown = (absolute: string) => relative(process.cwd(), absolute) || absolute;
  const fileCsv = fileOutputs && spec.csv !== undefined ? { path: shown(spec.csv), label: `${path}: csv` } : undefined;
  const fileChart = fileOutputs && spec.chart !== undefined ? { path: shown(spec.chart.file), label: `${path}: chart` } : undefined;
  const csv = request.csv !== undefined ? { path: request.csv, label: "--csv" } : fileCsv;
  const chart = request.chart !== undefined ? { path: request.chart, label: "--chart" } : fileChart;
  // The file's own outputs stay in its folder; the command line's go where the user says.
  const outside = (["csv", "chart"] as const).flatMap((key) => {
    const written = spec.outputsAsWritten[key];
    const used = key === "csv" ? fileCsv !== undefined && csv === fileCsv : fileChart !== undefined && chart === fileChart;
    const problem = used && written !== undefined ? containedOutputProblem(`${path}: ${key}`, spec.baseDir, written, `--${key}`) : undefined;
    return problem === undefined ? [] : [problem];
  });
  if (outside.length > 0) return { problems: outside };
  if (request.chart !== undefined) {
    const problem = chartFileProblem(request.chart);
    if (problem) problems.push(problem);
  }
  for (const output of [csv, chart]) {
    const problem = output === undefined || output.path === STANDARD_OUTPUT ? undefined : outputPathProblem(output.label, output.path, "file");
    if (problem) problems.push(problem);
  }
  problems.push(...collidingOutputProblems([csv, chart]), ...standardOutputProblems({ json: request.json, csv: csv?.path, chart: chart?.path }));
  return { ...(csv ? { csv } : {}), ...(chart ? { chart } : {}), problems };
}

/** The simulation a sweep's points ran with, or undefined for an exact sweep. */
export interface SweepSimulation {
  readonly seed: number;
  readonly precision?: number | undefined;
}

/** The sweep's title, chart title and the trials its points ran (one figure, or fewest–most with --precision). */
function describeSweep(spec: SweepSpec, points: readonly SweepPoint[], simulation: SweepSimulation | undefined) {
  const { analysis } = spec;
  const trialsRun = points.map((point) => point.trials ?? 0);
  const [fewest, most] = [Math.min(...trialsRun), Math.max(...trialsRun)];
  const trialsText = fewest === most ? fewest.toLocaleString("en-US") : `${fewest.toLocaleString("en-US")}–${most.toLocaleString("en-US")}`;
  const how = simulation === undefined ? "exact" : `simulated, ${trialsText} trials per point, seed ${simulation.seed}`;
  const measure = measureName(spec.measure);
  const where = typeof spec.measure === "string" ? "" : ` at ${pointLabel(spec.measure.where)}`;
  const fixedText = Object.entries(spec.fixed).map(([field, value]) => `${field}=${Array.isArray(value) ? value.join(",") : String(value)}`);
  return {
    title: `${analysis.game} ${analysis.name}: ${measure}${where} by ${spec.fields.map(([field]) => field).join(" × ")}${fixedText.length ? ` (${fixedText.join(", ")})` : ""}, ${how}`,
    chartTitle: `${analysis.game} ${analysis.name}: ${measure}${where}${simulation ? ` (${trialsText} trials per point, seed ${simulation.seed})` : ""}`,
    measure,
    trials: fewest === most ? { trials: fewest } : { trialsMin: fewest, trialsMax: most },
  };
}

/**
 * Builds and delivers a finished sweep from its points in grid order: the CSV and chart written
 * atomically, and standard output's text (the table, the JSON document, or a file sent to standard
 * output) with the notes for stderr.
 */
export async function finishSweep(
  spec: SweepSpec,
  points: readonly SweepPoint[],
  probability: boolean,
  simulation: SweepSimulation | undefined,
  outputs: SweepOutputs,
  json: boolean,
): Promise<{ stdout: string; notes: string[] }> {
  const described = describeSweep(spec, points, simulation);
  const sweep: Sweep = { title: described.title, chartTitle: described.chartTitle, fields: spec.fields, measure: described.measure, probability, points };
  const files: OutputFile[] = outputs.csv === undefined ? [] : [{ flag: outputs.csv.label, path: outputs.csv.path, content: toCsv(sweepRows(sweep)) }];
  const charts = outputs.chart === undefined || outputs.layout === undefined ? { files: [], notes: [] } : await chartFiles(outputs.chart.label, outputs.chart.path, [sweepChart(sweep, outputs.layout)]);
  const delivered = await deliverOutputs([...files, ...charts.files]);
  const notes = [...delivered.notes, ...charts.notes];
  // `--csv -` or `--chart -`: that file is standard output, so the table is not printed too.
  if (delivered.stdout !== undefined) return { stdout: delivered.stdout, notes };
  const document = {
    game: spec.analysis.game,
    analysis: spec.analysis.name,
    fixed: spec.fixed,
    grid: Object.fromEntries(spec.fields),
    measure: spec.measure,
    ...(simulation ? { monteCarlo: { ...described.trials, seed: simulation.seed, ...(simulation.precision !== undefined ? { precision: simulation.precision } : {}) } } : {}),
    points: sweepRows(sweep),
  };
  return { stdout: json ? JSON.stringify(document, null, 2) : renderTable(sweepTable(sweep)), notes };
}
