/**
 * `oddsmith balance FILE` (issue 26): which rules give these odds. Reads a balance file, checks every
 * point the question can reach and costs them together before any work, runs the search of src/balance
 * on the exact solver, and prints the designs that meet (or the nearest misses) as a table or JSON, with
 * the CSV and chart written atomically. The search itself lives in src/balance; this file parses and prints.
 */
import { Command, Option } from "commander";
import { flagName } from "../framework/options.js";
import { MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { entryOf } from "../core/checked-index.js";
import { DEFAULT_ROUNDS, MAX_ROUNDS, runSimulatedBalance } from "./balance-simulated.js";
import { EXACT_COST_BOUND_SECONDS, formatDuration } from "../framework/exact-cost.js";
import { pointLabel, type GridPoint } from "../framework/grid.js";
import { messages } from "../framework/messages.js";
import { balance, reachablePoints, type BalanceRun } from "../balance/balance.js";
import { balanceChart, balanceChartLayout } from "../balance/balance-chart.js";
import { balanceRows } from "../balance/balance-rows.js";
import { balanceTable } from "../balance/balance-table.js";
import { pointKey } from "../balance/solve-cache.js";
import { sharedFigures } from "../balance/exact-solver.js";
import { splitRowField } from "../balance/row-figures.js";
import { BalanceFigureProblem, figureLabel, isProbabilityFigure, type FigureSpec } from "../balance/targets.js";
import { totalExactSeconds, type CheckedRun } from "../pipeline/check-run.js";
import { toCsv } from "../pipeline/csv.js";
import { renderTable } from "../pipeline/text-result.js";
import type { ResultFigures } from "../framework/analysis.js";
import type { BalanceSpec } from "./balance-file.js";
import { questionDocument } from "./balance-document.js";
import { mergeProblems } from "./labelled-problems.js";
import { collidingOutputProblems, outputPathProblem } from "./output-paths.js";
import { balancePage } from "../report/balance-page.js";
import { chartFiles, deliverOutputs, prepareFileFolders, type OutputFile } from "./outputs.js";
import { checkCliRun } from "./run-analysis.js";
import { interruptibly } from "./signals.js";
import { fileOutputPaths, type OutputRequest } from "./sweep-deliver.js";
import { specOrRefusal, UsageError } from "./usage-error.js";
import { TOOL_COMMANDS } from "./tool-commands.js";

const HELP = "oddsmith balance";

/** A balance run checked before any work: its file, every reachable point's run by key, and its outputs. */
interface PreparedBalance {
  readonly spec: BalanceSpec;
  readonly runs: ReadonlyMap<string, CheckedRun>;
  readonly csv?: { readonly path: string; readonly label: string };
  readonly chart?: { readonly path: string; readonly label: string };
  readonly html?: { readonly path: string; readonly label: string };
}

/** What the command line asks of a balance run: its outputs (a sweep's, and the page to print), and for a simulation its Monte Carlo flags (`--mc`, `--seed`, `--threads`) and `--rounds`. */
export interface BalanceRequest extends OutputRequest {
  readonly html?: string;
  readonly monteCarloRaw?: Readonly<Record<string, unknown>>;
  readonly rounds?: string;
}

/** Checks an exact balance: every point it can reach (the analysis's own messages, with the point), their cost together, and the outputs. */
async function prepareBalance(path: string, spec: BalanceSpec, request: BalanceRequest): Promise<PreparedBalance> {
  for (const [flag, given] of [["--seed", request.monteCarloRaw?.seed], ["--threads", request.monteCarloRaw?.threads], ["--rounds", request.rounds]] as const) {
    if (given !== undefined) throw new UsageError([messages.onlyWith(flag, "--mc, or an analysis only simulation reaches (without them the answer is exact)")], HELP);
  }
  // A row field's values (Ultimo curve's difficulty) are rows of one solve, not options: checked without them.
  const points = [...new Map(reachablePoints(spec.question).map((point) => splitRowField(point, spec.question.rowField).solved).map((point) => [pointKey(point), point])).values()];
  const checks = points.map((point) => ({ point, ...checkCliRun(spec.analysis, { ...spec.fixed, ...point }, {}, spec.baseDir) }));
  const problems = mergeProblems(checks.map(({ point, problems }) => ({ label: pointLabel(point), problems })), "point");
  const runs = new Map(checks.flatMap(({ point, run }) => (run === undefined ? [] : [[pointKey(point), run] as const])));
  const seconds = problems.length > 0 ? 0 : totalExactSeconds([...runs.values()]);
  if (seconds > EXACT_COST_BOUND_SECONDS) problems.push(`${path}: choose: ${messages.totalTooCostly(`balance ${path}`, formatDuration(seconds), runs.size, formatDuration(EXACT_COST_BOUND_SECONDS), "choose fewer values")}`);
  const outputs = fileOutputPaths(spec, path, request);
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
  if (problems.length > 0) throw new UsageError(problems, HELP);
  await prepareFileFolders([outputs.csv, outputs.chart, html], HELP);
  return { spec, runs, ...(outputs.csv ? { csv: outputs.csv } : {}), ...(outputs.chart ? { chart: outputs.chart } : {}), ...(html ? { html } : {}) };
}

/** Runs the search on the exact figures of every checked point (the presentation skipped); a figure the analysis lacks becomes a usage error naming the file's field. */
function search(path: string, prepared: PreparedBalance): { run: BalanceRun; first?: ResultFigures } {
  const { spec, runs } = prepared;
  let first: ResultFigures | undefined;
  const figuresOf = sharedFigures();
  const solve = (point: GridPoint) => {
    const run = runs.get(pointKey(point));
    // Every point the search reaches was listed by reachablePoints and checked above.
    if (run === undefined) throw new Error(`balance: the point ${pointLabel(point)} was not checked before the run`);
    const result = figuresOf(run.prepared);
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
    throw new UsageError([`${path}: ${field}: ${error.problem}`], HELP);
  }
}

/**
 * Runs a balance file: checks it and every point it can reach before any work, searches, and delivers the
 * table (or JSON), the CSV and the chart. Returns standard output's text and the notes for stderr.
 */
export async function runBalance(path: string, request: BalanceRequest): Promise<{ stdout: string; notes: string[] }> {
  const { readBalanceFile } = await import("./balance-file.js");
  const spec = specOrRefusal(await readBalanceFile(path), HELP);
  const monteCarloRaw = request.monteCarloRaw ?? {};
  if (!spec.analysis.exact || monteCarloRaw.trials !== undefined || monteCarloRaw.precision !== undefined) {
    return runSimulatedBalance(path, spec, { ...request, monteCarloRaw }, HELP);
  }
  const prepared = await prepareBalance(path, spec, request);
  const { run, first } = search(path, prepared);
  const probability = (figure: FigureSpec) => (first === undefined ? true : isProbabilityFigure(first, figure));
  const what = `${spec.analysis.game} ${spec.analysis.name}`;
  const rows = balanceRows(spec.question, run);
  const table = balanceTable(spec.question, run, what, probability);
  const files: OutputFile[] = [
    ...(prepared.csv === undefined ? [] : [{ flag: prepared.csv.label, path: prepared.csv.path, content: toCsv(rows) }]),
    ...(prepared.html === undefined ? [] : [{ flag: prepared.html.label, path: prepared.html.path, content: balancePage(table) }]),
  ];
  const layout = balanceChartLayout(spec.question, spec.chart ?? {});
  const charts = prepared.chart === undefined || "problem" in layout ? { files: [], notes: [] } : await chartFiles(prepared.chart.label, prepared.chart.path, [balanceChart(spec.question, run, layout, `${what}: balance`)]);
  const delivered = await deliverOutputs([...files, ...charts.files]);
  const notes = [...delivered.notes, ...charts.notes];
  if (delivered.stdout !== undefined) return { stdout: delivered.stdout, notes };
  if (!request.json) return { stdout: renderTable(table), notes };
  const document = {
    ...questionDocument(spec),
    ...(spec.question.tiers ? { tiers: { figure: figureLabel(spec.question.tiers.figure), rule: spec.question.tiers.rule, chances: Object.fromEntries(spec.question.tiers.chances) } } : {}),
    solves: run.solves,
    ...(run.bisected === undefined ? {} : { bisected: run.bisected }),
    designs: rows,
  };
  return { stdout: JSON.stringify(document, null, 2), notes };
}

/** The Monte Carlo flags a balance takes, by field: a simulation's trials in its first round, its seed and threads (as sweeps name them). */
const BALANCE_MONTE_CARLO = ["trials", "seed", "threads"] as const;

/** The `balance` command. */
export function balanceCommand(done: (text: string) => void): Command {
  const command = new Command("balance")
    .description(TOOL_COMMANDS.balance.summary)
    .argument("<file>", "the balance file (see balance/ for examples)");
  const monteCarloField = new Map<string, string>();
  for (const field of BALANCE_MONTE_CARLO) {
    const spec = MONTE_CARLO_OPTIONS[field];
    const role = field === "trials" ? "a simulated balance's first round, each point" : "a simulated balance";
    const option = new Option(`${flagName(field, spec)} <value>`, `${spec.doc}, in ${role} (${spec.allowed}${spec.defaultValue === undefined ? "; optional" : `; default ${spec.defaultValue}`})`);
    monteCarloField.set(option.attributeName(), field);
    command.addOption(option);
  }
  return command
    .option("--rounds <n>", `a simulated balance's rounds: the undecided designs simulated again at twice the trials each round (1 to ${MAX_ROUNDS}; default ${DEFAULT_ROUNDS})`)
    .option("--json", "print the JSON document (the question, the solves it took, the designs)")
    .option("--csv <file>", "write the designs as CSV here, best first (instead of the file's csv)")
    .option("--chart <file>", "write the chart here: FILE.vl.json or FILE.svg (instead of the file's chart)")
    .option("--html <file>", "write the table as a page to print (FILE.html, one landscape page: a GM's chart)")
    .action(async (file: string, values: Record<string, unknown>) => {
      const monteCarloRaw = Object.fromEntries(Object.entries(values).flatMap(([attribute, value]) => (monteCarloField.has(attribute) ? [[entryOf(monteCarloField, attribute), value]] : [])));
      const { stdout, notes } = await runBalance(file, {
        json: values.json === true,
        monteCarloRaw,
        ...(typeof values.rounds === "string" ? { rounds: values.rounds } : {}),
        ...(typeof values.csv === "string" ? { csv: values.csv } : {}),
        ...(typeof values.chart === "string" ? { chart: values.chart } : {}),
        ...(typeof values.html === "string" ? { html: values.html } : {}),
      });
      for (const note of notes) process.stderr.write(`${note}\n`);
      done(stdout);
    });
}
