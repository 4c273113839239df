import { msText, type ResultRow, type RunInfo } from "./results.js";

/** A results file as bench/results/<stem>.json holds it: the run's info and its rows. */
export type SavedResults = RunInfo & { readonly rows: readonly ResultRow[] };

/** How much slower than the saved figure a row may be before it is flagged: 25%. */
export const SLOWER_THRESHOLD = 1.25;

/** One row of this run beside the saved run's row of the same suite and workload. */
export interface Comparison {
  readonly suite: string;
  readonly workload: string;
  readonly savedMs?: number;
  readonly nowMs: number;
  /** This run's median over the saved one (above 1: slower now). */
  readonly ratio?: number;
  /** More than 25% slower than the saved figure. */
  readonly slower: boolean;
}

const key = (row: Pick<ResultRow, "suite" | "workload">) => `${row.suite}\u0000${row.workload}`;

/**
 * Each row of this run beside the saved row of the same suite and workload: the ratio of the medians,
 * flagged when it is above SLOWER_THRESHOLD (a row the saved run did not have has no ratio). O(rows).
 * @example compareRows([{ suite: "s", workload: "w", medianMs: 10, minMs: 10, maxMs: 10, runs: 1 }], [{ suite: "s", workload: "w", medianMs: 13, minMs: 13, maxMs: 13, runs: 1 }])[0].slower // true
 */
export function compareRows(saved: readonly ResultRow[], current: readonly ResultRow[]): Comparison[] {
  const before = new Map(saved.map((row) => [key(row), row.medianMs]));
  return current.map((row) => {
    const savedMs = before.get(key(row));
    const ratio = savedMs === undefined || savedMs === 0 ? undefined : row.medianMs / savedMs;
    return { suite: row.suite, workload: row.workload, nowMs: row.medianMs, ...(savedMs === undefined ? {} : { savedMs }), ...(ratio === undefined ? {} : { ratio }), slower: ratio !== undefined && ratio > SLOWER_THRESHOLD };
  });
}

/**
 * A ratio as the comparison prints it: "1.31× (slower)" above 1, "0.80×" at or below.
 * @example ratioText(1.3) // "1.30× slower"
 */
export function ratioText(ratio: number): string {
  return ratio > 1 ? `${ratio.toFixed(2)}× slower` : `${ratio.toFixed(2)}×`;
}

/**
 * The comparison for the terminal: which run it is held against with both runs' load averages (a loaded
 * machine explains a slow row), one line per row (saved ms, now ms, ratio, SLOWER past 25%), and a count
 * of the flagged rows and of the saved suites' rows this run did not measure. O(rows).
 */
export function comparisonLines(saved: SavedResults, savedPath: string, current: Pick<RunInfo, "loadStart" | "loadEnd" | "cores">, comparisons: readonly Comparison[]): string[] {
  const load = (info: Pick<RunInfo, "loadStart" | "loadEnd">) => `${info.loadStart.toFixed(2)} at the start, ${info.loadEnd.toFixed(2)} at the end`;
  const header = [
    `against ${savedPath} (commit ${saved.commit}${saved.dirty ? ", uncommitted changes" : ""}, ${saved.date.slice(0, 16).replace("T", " ")} UTC, ${saved.cores} cores${saved.quick ? ", --quick" : ""})`,
    `load average (1 min): saved run ${load(saved)}; this run ${load(current)} (on ${current.cores} cores)`,
  ];
  const cells = comparisons.map((c) => [c.workload, c.savedMs === undefined ? "new" : msText(c.savedMs), msText(c.nowMs), c.ratio === undefined ? "" : ratioText(c.ratio), c.slower ? "SLOWER" : ""]);
  const titles = ["workload", "saved ms", "now ms", "ratio", ""];
  const widths = titles.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i]!.length)));
  const line = (cell: readonly string[]) => cell.map((text, i) => (i === 0 || i === 4 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join("  ").trimEnd();
  const measured = new Set(comparisons.map(key));
  const suites = new Set(comparisons.map((c) => c.suite));
  const unmeasured = saved.rows.filter((row) => suites.has(row.suite) && !measured.has(key(row))).length;
  const flagged = comparisons.filter((c) => c.slower).length;
  const summary = `${flagged === 0 ? "no row" : flagged === 1 ? "1 row" : `${flagged} rows`} more than ${Math.round((SLOWER_THRESHOLD - 1) * 100)}% slower than saved${unmeasured > 0 ? `; ${unmeasured} saved row${unmeasured === 1 ? "" : "s"} of these suites not measured now` : ""}`;
  return [...header, line(titles), ...cells.map(line), summary];
}

/**
 * The saved results to compare with by default: of the committed results files (newest first by their
 * date), the first holding a row of one of `suites`, skipping --quick runs unless this one is quick.
 * O(files).
 * @example newestSaved([{ path: "a.json", results: { date: "2026-01-01", quick: false, rows: [{ suite: "s" }] } }], ["s"], false) // "a.json"
 */
export function newestSaved(files: ReadonlyArray<{ readonly path: string; readonly results: { readonly date: string; readonly quick: boolean; readonly rows: ReadonlyArray<{ readonly suite: string }> } }>, suites: readonly string[], quick: boolean): string | undefined {
  const fitting = files.filter(({ results }) => (quick || !results.quick) && results.rows.some((row) => suites.includes(row.suite)));
  return [...fitting].sort((a, b) => b.results.date.localeCompare(a.results.date))[0]?.path;
}
