/**
 * The report's worker thread (oddsmith report --threads N, N ≥ 2): one task is a group of the report's
 * runs, computed in order in this thread so that runs sharing a memoised solve (a curve and a pick, the
 * attacks and the audit's exchanges) share it; simulations run every shard here (a worker starts no pool
 * of its own); each result's charts are drawn here as SVG too. Results go back as structured clones, in the
 * order asked.
 */
import type { AnalysisResult } from "../framework/analysis.js";
import type { AuditClaim } from "../framework/audit.js";
import { auditClaims, findAnalysis } from "../analyses/index.js";
import { computeRun } from "../pipeline/compute-run.js";
import { nodeHost } from "../sim/node-host.js";
import { SimulationStalled } from "../sim/simulate.js";
import { chartContent, chartPath, type ChartContent } from "./chart-files.js";
import { answerBalanceChart, type AnsweredBalanceChart } from "./balance-charts.js";

/** One run of a task: the analysis, its raw parameters (file options already read) and its simulation, if simulated. */
export interface ReportTaskRun {
  readonly game: string;
  readonly analysis: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly simulation?: { readonly trials: number; readonly seed: number };
  /** The URL of the plugin module that defines the analysis, when a plugin does (imported and checked here, once). */
  readonly plugin?: string;
  /** The run's main SVG file (game/name.svg): its charts are drawn here too, named as they will be written. */
  readonly svg?: string;
}

/** What a worker computes: runs, the audit when asked, and GM's charts by key (balance-charts.ts), after the runs. */
export interface ReportTask {
  readonly runs: readonly ReportTaskRun[];
  readonly audit: boolean;
  readonly balanceCharts?: readonly string[];
}

export interface ReportTaskResult {
  readonly results: AnalysisResult[];
  /** Each result's charts drawn as SVG (chartContent), for the runs that name their `svg`: the drawing runs in the pool too. */
  readonly drawn: (ChartContent[] | undefined)[];
  readonly claims?: AuditClaim[];
  /** The GM's charts asked for, answered and drawn, in the order asked (absent when a stall stopped the task first). */
  readonly balanceCharts?: AnsweredBalanceChart[];
  /** A simulation the watchdog stopped (the runs before it are in `results`): the main thread throws it again as SimulationStalled. */
  readonly stalled?: { readonly what: string; readonly shard: number; readonly seconds: number };
}

/** Every shard in this thread: one core. */
const IN_THIS_THREAD = nodeHost(undefined, { cores: 1 });

/**
 * Imports a plugin module in this thread and adds its analyses, as the CLI did before the report started.
 * @throws {Error} naming its problems (the main thread checked it first, so only a file changed since).
 */
async function loadPlugin(url: string): Promise<void> {
  const [{ addPlugin }, api] = await Promise.all([import("../analyses/plugin.js"), import("../plugin-api.js")]);
  const module: unknown = await import(url);
  const problems = addPlugin(module, api, url);
  if (problems.length > 0) throw new Error(problems.join("; "));
}

/**
 * Computes one run exactly as the report's own thread would (computeRun), or throws what it throws.
 * @throws {Error} for an unknown analysis or refused parameters (the main thread checked both first).
 */
export async function computeReportRun(run: ReportTaskRun): Promise<AnalysisResult> {
  if (run.plugin !== undefined && findAnalysis(run.game, run.analysis) === undefined) await loadPlugin(run.plugin);
  const analysis = findAnalysis(run.game, run.analysis);
  if (analysis === undefined) throw new Error(`no analysis ${run.game} ${run.analysis}`);
  const validated = analysis.prepare(run.raw);
  if (!validated.ok) throw new Error(`parameters refused in the worker: ${validated.errors.join("; ")}`);
  const monteCarlo = run.simulation === undefined ? {} : { monteCarlo: { ...run.simulation, threads: undefined, precision: undefined } };
  return (await computeRun({ prepared: validated.value, ...monteCarlo }, { host: IN_THIS_THREAD })).result;
}

/** A result's charts drawn as the report writes them, the main one at `svg` and the others beside it. */
async function drawnCharts(result: AnalysisResult, svg: string): Promise<ChartContent[]> {
  const drawn: ChartContent[] = [];
  for (const chart of result.charts) drawn.push(await chartContent(chartPath(svg, chart), chart));
  return drawn;
}

export default async function computeReportTask(task: ReportTask): Promise<ReportTaskResult> {
  const results: AnalysisResult[] = [];
  const drawn: (ChartContent[] | undefined)[] = [];
  try {
    for (const run of task.runs) {
      const result = await computeReportRun(run);
      results.push(result);
      drawn.push(run.svg === undefined ? undefined : await drawnCharts(result, run.svg));
    }
  } catch (error) {
    // An error's class does not cross threads: a stall is sent as facts, so the report names it as in one thread.
    if (error instanceof SimulationStalled) return { results, drawn, stalled: { what: error.what, shard: error.shard, seconds: error.seconds } };
    throw error;
  }
  const balanceCharts: AnsweredBalanceChart[] = [];
  for (const key of task.balanceCharts ?? []) balanceCharts.push(await answerBalanceChart(key, true));
  return task.audit ? { results, drawn, claims: auditClaims(), balanceCharts } : { results, drawn, balanceCharts };
}
