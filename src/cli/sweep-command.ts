/**
 * `oddsmith sweep FILE`: one analysis at every point of a parameter grid, one measure read at each
 * point, as a table, a JSON document, CSV rows and a heatmap or line chart.
 */
import { Command, Option } from "commander";
import { dirname, relative, resolve } from "node:path";
import { pointLabel } from "../core/grid.js";
import { messages } from "../core/messages.js";
import { flagName } from "../core/options.js";
import { toCsv } from "../pipeline/csv.js";
import { isProbabilityMeasure, measureName, readMeasure, sweepChart, sweepChartLayout, sweepRows, sweepTable, type Sweep, type SweepChartLayout, type SweepPoint } from "../pipeline/sweep.js";
import { MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { mergeProblems } from "./labelled-problems.js";
import { outputPathProblem, prepareOutputFolders } from "./output-paths.js";
import { chartFileProblem, chartFiles, deliverOutputs, STANDARD_OUTPUT, standardOutputProblems, type OutputFile } from "./outputs.js";
import { renderTable } from "../pipeline/text-result.js";
import { progressBar } from "./progress.js";
import type { CheckedRun } from "../pipeline/check-run.js";
import { checkCliRun, computeCliRun } from "./run-analysis.js";
import type { SweepSpec } from "./sweep-file.js";
import { StoppedError, UsageError } from "./usage-error.js";

const HELP = "oddsmith sweep";

/** What the command line adds to a sweep file: Monte Carlo flags, and outputs that replace the file's. */
export interface SweepRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
  readonly monteCarloRaw: Readonly<Record<string, unknown>>;
}

/** Checks the sweep's outputs: the command line's flags (relative to the current folder) replace the file's (relative to the file). */
function outputsOf(spec: SweepSpec, path: string, request: SweepRequest): { csv?: { path: string; label: string }; chart?: { path: string; label: string }; problems: string[] } {
  const problems: string[] = [];
  // A file's outputs are shown relative to the current folder, as the command line's are.
  const shown = (absolute: string) => relative(process.cwd(), absolute) || absolute;
  const csv = request.csv !== undefined ? { path: request.csv, label: "--csv" } : spec.csv !== undefined ? { path: shown(spec.csv), label: `${path}: csv` } : undefined;
  const chart = request.chart !== undefined ? { path: request.chart, label: "--chart" } : spec.chart !== undefined ? { path: shown(spec.chart.file), label: `${path}: chart` } : undefined;
  if (request.chart !== undefined) {
    const problem = chartFileProblem(request.chart);
    if (problem) problems.push(problem);
  }
  for (const output of [csv, chart]) {
    const problem = output === undefined || output.path === STANDARD_OUTPUT ? undefined : outputPathProblem(output.label, output.path, "file");
    if (problem) problems.push(problem);
  }
  problems.push(...standardOutputProblems({ json: request.json, csv: csv?.path, chart: chart?.path }));
  return { ...(csv ? { csv } : {}), ...(chart ? { chart } : {}), problems };
}

/**
 * Runs a sweep file: checks the file, every grid point's parameters (the analysis's own messages,
 * prefixed with the point) and the outputs before any work, then computes each point exactly or by
 * simulation (every point with the same seed, so neighbouring points differ by their parameters, not
 * their luck), reads the measure, and writes the CSV and chart atomically. Returns standard output's text
 * and the notes for stderr.
 */
export async function runSweep(path: string, request: SweepRequest): Promise<{ stdout: string; notes: string[] }> {
  // The sweep file's schema (zod) is loaded only by a sweep.
  const { readSweepFile } = await import("./sweep-file.js");
  const read = await readSweepFile(path);
  if (read.spec === undefined) throw new UsageError(read.problems, HELP);
  const spec = read.spec;
  const { analysis } = spec;
  const checks = spec.points.map((point) => ({ point, ...checkCliRun(analysis, { ...spec.fixed, ...point }, request.monteCarloRaw, spec.baseDir) }));
  const problems = mergeProblems(checks.map(({ point, problems }) => ({ label: pointLabel(point), problems })), "grid point");
  const outputs = outputsOf(spec, path, request);
  problems.push(...outputs.problems);
  let layout: SweepChartLayout | undefined;
  if (outputs.chart !== undefined) {
    const planned = sweepChartLayout(spec.fields.map(([field]) => field), spec.chart ?? {});
    if ("problem" in planned) problems.push(`${path}: ${planned.field}: ${planned.problem}`);
    else layout = planned;
  }
  if (problems.length > 0) throw new UsageError(problems, HELP);
  const folderProblems = await prepareOutputFolders([outputs.csv, outputs.chart].flatMap((output) => (output && output.path !== STANDARD_OUTPUT ? [{ flag: output.label, folder: dirname(resolve(output.path)) }] : [])));
  if (folderProblems.length > 0) throw new UsageError(folderProblems, HELP);

  const runs = checks.map((check) => check.run!) as CheckedRun[];
  const bar = progressBar(!request.json, `sweep ${analysis.game} ${analysis.name}`, "grid points");
  const points: SweepPoint[] = [];
  let probability = true;
  const shown = new Set<string>();
  try {
    for (const [i, run] of runs.entries()) {
      const { result, facts } = await computeCliRun(run, false, shown);
      const measure = readMeasure(result, spec.measure);
      // The measure can only be checked against a result: the first point's, before the rest are computed.
      if ("problem" in measure) throw new UsageError([`${i === 0 ? "" : `grid point ${pointLabel(spec.points[i]!)}: `}${path}: measure: ${measure.problem}`], HELP);
      if (i === 0) probability = isProbabilityMeasure(result, spec.measure);
      points.push({ point: spec.points[i]!, measure, ...(facts ? { trials: facts.trials, seed: facts.seed } : {}) });
      bar.update(i + 1, runs.length);
    }
  } catch (error) {
    // A stop names the sweep, not the analysis it was computing.
    throw error instanceof StoppedError ? new StoppedError(messages.stopped(`sweep ${analysis.game} ${analysis.name}`), error.signal) : error;
  } finally {
    bar.stop();
  }
  const simulation = runs[0]!.monteCarlo;
  // With --precision each point stops when its own intervals are narrow enough: report the trials run, not the cap.
  const trialsRun = points.map((point) => point.trials ?? 0);
  const [fewest, most] = [Math.min(...trialsRun), Math.max(...trialsRun)];
  const trialsText = fewest === most ? fewest.toLocaleString("en-US") : `${fewest.toLocaleString("en-US")}–${most.toLocaleString("en-US")}`;
  const how = simulation === undefined ? "exact" : `simulated, ${trialsText} trials per point, seed ${simulation.seed}`;
  const measure = measureName(spec.measure);
  const where = typeof spec.measure === "string" ? "" : ` at ${pointLabel(spec.measure.where)}`;
  const fixedText = Object.entries(spec.fixed).map(([field, value]) => `${field}=${Array.isArray(value) ? value.join(",") : String(value)}`);
  const sweep: Sweep = {
    title: `${analysis.game} ${analysis.name}: ${measure}${where} by ${spec.fields.map(([field]) => field).join(" × ")}${fixedText.length ? ` (${fixedText.join(", ")})` : ""}, ${how}`,
    chartTitle: `${analysis.game} ${analysis.name}: ${measure}${where}${simulation ? ` (${trialsText} trials per point, seed ${simulation.seed})` : ""}`,
    fields: spec.fields,
    measure,
    probability,
    points,
  };
  const files: OutputFile[] = outputs.csv === undefined ? [] : [{ flag: outputs.csv.label, path: outputs.csv.path, content: toCsv(sweepRows(sweep)) }];
  const charts = outputs.chart === undefined || layout === undefined ? { files: [], notes: [] } : await chartFiles(outputs.chart.label, outputs.chart.path, [sweepChart(sweep, layout)]);
  const delivered = await deliverOutputs([...files, ...charts.files]);
  const notes = [...delivered.notes, ...charts.notes];
  // `--csv -` or `--chart -`: that file is standard output, so the table is not printed too.
  if (delivered.stdout !== undefined) return { stdout: delivered.stdout, notes };
  const document = {
    game: analysis.game,
    analysis: analysis.name,
    fixed: spec.fixed,
    grid: Object.fromEntries(spec.fields),
    measure: spec.measure,
    ...(simulation
      ? { monteCarlo: { ...(fewest === most ? { trials: fewest } : { trialsMin: fewest, trialsMax: most }), seed: simulation.seed, ...(simulation.precision !== undefined ? { precision: simulation.precision } : {}) } }
      : {}),
    points: sweepRows(sweep),
  };
  return { stdout: request.json ? JSON.stringify(document, null, 2) : renderTable(sweepTable(sweep)), notes };
}

/** The `sweep` command. */
export function sweepCommand(done: (text: string) => void): Command {
  const command = new Command("sweep")
    .description("one analysis over a grid of parameters (a JSON or YAML sweep file): a table, CSV rows and a heatmap or line chart")
    .argument("<file>", "the sweep file (see sweeps/ for examples)");
  const monteCarloField = new Map<string, string>();
  for (const [field, spec] of Object.entries(MONTE_CARLO_OPTIONS)) {
    const option = new Option(`${flagName(field, spec)} <value>`, `${spec.doc}, at every grid point (${spec.allowed}${spec.defaultValue === undefined ? "; optional" : `; default ${spec.defaultValue}`})`);
    monteCarloField.set(option.attributeName(), field);
    command.addOption(option);
  }
  return command
    .option("--json", "print the JSON document (game, analysis, fixed, grid, measure, points)")
    .option("--csv <file>", "write the rows as CSV here (instead of the file's csv)")
    .option("--chart <file>", "write the chart here: FILE.vl.json or FILE.svg (instead of the file's chart)")
    .action(async (file: string, values: Record<string, unknown>) => {
      const monteCarloRaw = Object.fromEntries(Object.entries(values).flatMap(([attribute, value]) => (monteCarloField.has(attribute) ? [[monteCarloField.get(attribute)!, value]] : [])));
      const { stdout, notes } = await runSweep(file, {
        json: values.json === true,
        monteCarloRaw,
        ...(typeof values.csv === "string" ? { csv: values.csv } : {}),
        ...(typeof values.chart === "string" ? { chart: values.chart } : {}),
      });
      for (const note of notes) process.stderr.write(`${note}\n`);
      done(stdout);
    });
}
