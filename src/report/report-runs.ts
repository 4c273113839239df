/**
 * Where the report's runs are computed: one after the other in this thread (threads 1), or spread over a
 * piscina pool of worker threads (src/report/report-worker.ts) while this thread writes each result in plan
 * order as it arrives. Every result is the same on any thread count (exact solvers; simulations seeded
 * shard by shard), so the report's bytes are too. The workers draw their runs' SVG charts as well: a chart's
 * gradient and clip ids are named after its file (render-svg.ts ownIds), not numbered per process, so an SVG
 * has the same bytes wherever it is drawn.
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { setMaxListeners } from "node:events";
import type { AnalysisResult } from "../framework/analysis.js";
import type { AuditClaim } from "../framework/audit.js";
import { SimulationStalled } from "../sim/simulate.js";
import type { ReportTask, ReportTaskResult, ReportTaskRun } from "./report-worker.js";
import { itemAt } from "../core/checked-index.js";
import type { ChartContent } from "./chart-files.js";
import type { AnsweredBalanceChart } from "./balance-charts.js";

const WORKER = new URL(`./report-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Analyses whose report runs share memoised solves, and so run in one worker, in plan order: a curve and
 * a pick of one character and the GM's difficulty chart (solveCurve's memo: the chart's hand 7, limit 4
 * is the curve run's), the attacks and the audit's exchanges (exchangeTallies'). A GM's chart is named
 * `balance/<game>/<name>`.
 */
const SHARED_SOLVES: readonly (readonly string[])[] = [
  ["ultimo/curve", "ultimo/pick", "balance/ultimo/difficulty-chart"],
  ["ultimo/attack", "audit"],
];

/** A run's result, with its charts already drawn as SVG when a worker computed it. */
export interface ComputedRun {
  readonly result: AnalysisResult;
  readonly drawn?: readonly ChartContent[];
}

/** The report's results as they come: each run's by its index in the plan, the audit's claims and the GM's charts. */
export interface ReportComputation {
  result(index: number): Promise<ComputedRun>;
  claims(): Promise<AuditClaim[]>;
  /** The GM's charts asked for (balance-charts.ts keys), answered in the order asked. */
  balanceCharts(): Promise<AnsweredBalanceChart[]>;
  close(): Promise<void>;
}

/**
 * The runs computed in this thread, one when asked (`inThisThread(index)`), then the audit and the GM's
 * charts (`charts`, drawn when written). O(the runs' own costs).
 */
export function computeHere(inThisThread: (index: number) => Promise<AnalysisResult>, audit: () => AuditClaim[], charts: () => Promise<AnsweredBalanceChart[]>): ReportComputation {
  return { result: async (index) => ({ result: await inThisThread(index) }), claims: () => Promise.resolve(audit()), balanceCharts: charts, close: () => Promise.resolve() };
}

/** Whether this module runs from its sources (.ts under tsx or vitest): a worker thread could not load them. */
export const FROM_SOURCES = extname(fileURLToPath(import.meta.url)) === ".ts";

/** One task of the pool: runs by their index in the plan, the audit or not, and GM's charts by key. */
export interface PlannedTask {
  readonly indices: number[];
  audit: boolean;
  readonly charts: string[];
}

/**
 * The report's tasks: the runs and charts sharing a memoised solve together (SHARED_SOLVES), every other
 * analysis's runs together (they share its own memoised solves: zilch chargen's card deal, the Ash
 * campaign's chain…), each in plan order; the audit with the attacks (or alone); the other GM's charts
 * (`charts`, keys `<game>/<name>`, cheap) together; the shared groups first, as the heaviest. O(runs + charts).
 * @example reportTasks([{ game: "ultimo", analysis: "curve" }, { game: "kingstone", analysis: "check" }, { game: "ultimo", analysis: "pick" }, { game: "kingstone", analysis: "check" }], ["kingstone/dc-chart", "ultimo/difficulty-chart"]) // [{ indices: [0, 2], audit: false, charts: ["ultimo/difficulty-chart"] }, { indices: [], audit: true, charts: [] }, { indices: [1, 3], audit: false, charts: [] }, { indices: [], audit: false, charts: ["kingstone/dc-chart"] }]
 */
export function reportTasks(runs: readonly Pick<ReportTaskRun, "game" | "analysis">[], charts: readonly string[] = []): PlannedTask[] {
  const groupOf = (name: string) => {
    const shared = SHARED_SOLVES.findIndex((names) => names.includes(name));
    return shared < 0 ? undefined : shared;
  };
  const tasks: PlannedTask[] = SHARED_SOLVES.map(() => ({ indices: [], audit: false, charts: [] }));
  const ofAnalysis = new Map<string, PlannedTask>();
  runs.forEach((run, index) => {
    const name = `${run.game}/${run.analysis}`;
    const shared = groupOf(name);
    if (shared !== undefined) {
      itemAt(tasks, shared).indices.push(index);
      return;
    }
    const task = ofAnalysis.get(name);
    if (task !== undefined) task.indices.push(index);
    else {
      const first: PlannedTask = { indices: [index], audit: false, charts: [] };
      ofAnalysis.set(name, first);
      tasks.push(first);
    }
  });
  itemAt(tasks, groupOf("audit") ?? -1).audit = true;
  const alone: PlannedTask = { indices: [], audit: false, charts: [] };
  for (const chart of charts) {
    const shared = groupOf(`balance/${chart}`);
    // A chart whose group has no runs (a report of another game) shares nothing: it goes with the others.
    if (shared !== undefined && itemAt(tasks, shared).indices.length > 0) itemAt(tasks, shared).charts.push(chart);
    else alone.charts.push(chart);
  }
  tasks.push(alone);
  return tasks.filter((task) => task.indices.length > 0 || task.audit || task.charts.length > 0);
}

/**
 * The runs grouped into tasks (runs sharing a memoised solve together, SHARED_SOLVES; every other
 * analysis's runs together; the audit with the attacks, or alone), the shared groups queued first as the heaviest, all on a
 * pool of `threads` workers at once. A failed task fails the runs that wait on it; `signal` aborts them.
 * Cost: the runs' own, over the threads, plus each worker's start (~0.3 s of CPU: it loads the registry).
 */
export async function computeInWorkers(runs: readonly ReportTaskRun[], charts: readonly string[], threads: number, signal: AbortSignal | undefined): Promise<ReportComputation> {
  // piscina is loaded with the pool: a report on one thread never pays for it.
  const { Piscina } = await import("piscina");
  if (signal !== undefined) setMaxListeners(0, signal); // one listener per task in flight
  const pool = new Piscina({ filename: WORKER.href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  pool.on("error", () => {});
  const tasks = reportTasks(runs, charts);
  const pending = tasks.map((task) => {
      const work: ReportTask = { runs: task.indices.map((index) => itemAt(runs, index)), audit: task.audit, balanceCharts: task.charts };
      // The pool runs report-worker.ts, whose default export returns a ReportTaskResult.
      const done: Promise<ReportTaskResult> = pool.run(work, signal === undefined ? {} : { signal });
      // A run after a failed one is never awaited: its rejection is not left unhandled.
      done.catch(() => {});
      return { ...task, done };
    });
  return {
    result: async (index) => {
      const task = itemAt(pending.filter((candidate) => candidate.indices.includes(index)), 0);
      return resultOf(await task.done, task.indices.indexOf(index));
    },
    claims: async () => {
      const done = await itemAt(pending.filter((task) => task.audit), 0).done;
      if (done.claims === undefined) resultOf(done, done.results.length);
      return done.claims ?? [];
    },
    balanceCharts: async () => {
      const answered = new Map<string, AnsweredBalanceChart>();
      for (const task of pending.filter((each) => each.charts.length > 0)) {
        const done = await task.done;
        if (done.balanceCharts === undefined) resultOf(done, done.results.length);
        for (const chart of done.balanceCharts ?? []) answered.set(chart.key, chart);
      }
      return charts.map((key) => {
        const chart = answered.get(key);
        if (chart === undefined) throw new Error(`a report worker did not answer the balance chart ${key}`);
        return chart;
      });
    },
    close: () => pool.destroy(),
  };
}

/** The `at`-th result of a task (with its drawn charts), or the stall that stopped the task before it (SimulationStalled, as in one thread). */
function resultOf(done: ReportTaskResult, at: number): ComputedRun {
  if (at < done.results.length) {
    const drawn = done.drawn[at];
    return drawn === undefined ? { result: itemAt(done.results, at) } : { result: itemAt(done.results, at), drawn };
  }
  if (done.stalled !== undefined) throw new SimulationStalled(done.stalled.what, done.stalled.shard, done.stalled.seconds);
  throw new Error("a report worker returned fewer results than it was given runs");
}
