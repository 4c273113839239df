import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "csv-stringify/sync";
import type { Measurement } from "./measure.js";

/** One line of the bench's table and of its results files. */
export interface ResultRow {
  readonly suite: string;
  readonly workload: string;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly runs: number;
  /** Units of work per second at the median (trials/s, cells/s…), when the workload counts any. */
  readonly throughput?: number;
  readonly throughputUnit?: string;
  readonly baseline?: string;
  readonly baselineMs?: number;
  /** The baseline's median over this workload's: how many times faster than the baseline (below 1: slower). */
  readonly speedup?: number;
  readonly baselineSource?: string;
  readonly targetMs?: number;
  readonly targetSource?: string;
}

/** Where and on what the bench ran. */
export interface RunInfo {
  readonly date: string;
  readonly commit: string;
  /** Uncommitted changes in the tree when the bench ran. */
  readonly dirty: boolean;
  readonly node: string;
  readonly cpu: string;
  readonly cores: number;
  /** 1-minute load averages when the bench started and ended (above the core count: figures are noisy). */
  readonly loadStart: number;
  readonly loadEnd: number;
  readonly quick: boolean;
  readonly suites: readonly string[];
  /** The notes printed under the table (skipped comparisons, figures that are not times). */
  readonly notes?: readonly string[];
}

/**
 * The rows of measured workloads: each baseline resolved to its median in the same run, the speed-up and
 * the rate. A baseline that was not measured in the run is an error (a misspelt name would hide a ratio).
 * O(rows).
 * @example resultRows("s", [{ workload: "a", timing: { medianMs: 2, minMs: 1, maxMs: 3, runs: 3 }, throughput: { count: 100, unit: "trials" } }])[0].throughput // 50000
 */
export function resultRows(suite: string, measurements: readonly Measurement[], known: ReadonlyMap<string, number> = new Map()): ResultRow[] {
  const medians = new Map(known);
  for (const { workload, timing } of measurements) medians.set(workload, timing.medianMs);
  return measurements.map(({ workload, timing, throughput, baseline, target }) => {
    const baselineMs = baseline === undefined ? undefined : medians.get(baseline.workload);
    if (baseline !== undefined && baselineMs === undefined) throw new Error(`${workload}: its baseline "${baseline.workload}" was not measured in this run`);
    return {
      suite,
      workload,
      medianMs: timing.medianMs,
      minMs: timing.minMs,
      maxMs: timing.maxMs,
      runs: timing.runs,
      ...(throughput === undefined ? {} : { throughput: throughput.count / (timing.medianMs / 1000), throughputUnit: throughput.unit }),
      ...(baseline === undefined || baselineMs === undefined ? {} : { baseline: baseline.workload, baselineMs, speedup: baselineMs / timing.medianMs, baselineSource: baseline.source }),
      ...(target === undefined ? {} : { targetMs: target.ms, targetSource: target.source }),
    };
  });
}

/**
 * A speed-up as the table prints it: "12.3×", "0.42×", or "1/1800×" far below one.
 * @example speedupText(0.0005) // "1/2,000×"
 */
export function speedupText(speedup: number): string {
  if (speedup >= 100) return `${Math.round(speedup).toLocaleString("en-US")}×`;
  return speedup >= 0.01 ? `${speedup.toPrecision(3)}×` : `1/${Math.round(1 / speedup).toLocaleString("en-US")}×`;
}

/**
 * A rate with an SI prefix, "/s" after the unit's first word: "10.2 M trials/s per thread".
 * @example rateText(10_234_000, "trials per thread") // "10.2 M trials/s per thread"
 */
export function rateText(rate: number, unit: string): string {
  const [scale, prefix] = rate >= 1e9 ? [1e9, "G "] : rate >= 1e6 ? [1e6, "M "] : rate >= 1e3 ? [1e3, "k "] : [1, ""];
  const [first, ...rest] = unit.split(" ");
  return `${(rate / scale).toPrecision(3)} ${prefix}${first}/s${rest.length > 0 ? ` ${rest.join(" ")}` : ""}`;
}

/**
 * A time in ms with three significant figures (two decimals below 1 ms).
 * @example msText(1234.5) // "1,235"
 */
export function msText(ms: number): string {
  if (ms >= 1000) return Math.round(ms).toLocaleString("en-US");
  return ms >= 1 ? ms.toPrecision(3) : ms.toFixed(3);
}

/** The table's columns: workload, median, spread, throughput, baseline, speed-up, target. */
export function tableLines(rows: readonly ResultRow[]): string[] {
  const header = ["workload", "median ms", "spread ms (min–max)", "runs", "throughput", "baseline ms", "speed-up", "target ms", "baseline"];
  const cells = rows.map((row) => [
    row.workload,
    msText(row.medianMs),
    `${msText(row.minMs)}–${msText(row.maxMs)}`,
    String(row.runs),
    row.throughput === undefined ? "" : rateText(row.throughput, row.throughputUnit!),
    row.baselineMs === undefined ? "" : msText(row.baselineMs),
    row.speedup === undefined ? "" : speedupText(row.speedup),
    row.targetMs === undefined ? "" : msText(row.targetMs),
    row.baselineSource === undefined ? "" : `${row.baselineSource}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((cell, i) => (i > 0 && i < 8 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ").trimEnd();
  return [line(header), ...cells.map(line)];
}

/** The CSV columns, in order (every ResultRow field). */
export const CSV_COLUMNS = ["suite", "workload", "medianMs", "minMs", "maxMs", "runs", "throughput", "throughputUnit", "baseline", "baselineMs", "speedup", "baselineSource", "targetMs", "targetSource"] as const;

/**
 * The results as CSV, one row per workload, with a header; absent figures are empty cells. O(rows).
 * @example resultsCsv([]) // "suite,workload,medianMs,minMs,maxMs,runs,throughput,throughputUnit,baseline,baselineMs,speedup,baselineSource,targetMs,targetSource\n"
 */
export function resultsCsv(rows: readonly ResultRow[]): string {
  return stringify(
    rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? "")),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}

/**
 * The results files' name without its ending: `<date>-<commit>`, then `-<suite>` for a run of one suite
 * (so it does not overwrite the full run of the same commit) and `-quick` for a quick run.
 * @example resultFileStem("2026-11-22T19:50:00.000Z", "8c8486e", false) // "2026-11-22-8c8486e"
 */
export function resultFileStem(date: string, commit: string, quick: boolean, suite?: string): string {
  return `${date.slice(0, 10)}-${commit}${suite === undefined ? "" : `-${suite}`}${quick ? "-quick" : ""}`;
}

/** Writes a file whole or not at all: a temporary file beside it, renamed over it. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * Writes `<stem>.json` (run info and rows) and `<stem>.csv` (rows) into `folder`, each atomically; returns
 * their paths. O(rows).
 */
export function writeResults(folder: string, info: RunInfo, rows: readonly ResultRow[]): { json: string; csv: string } {
  mkdirSync(folder, { recursive: true });
  const stem = join(folder, resultFileStem(info.date, info.commit, info.quick, info.suites.length === 1 ? info.suites[0] : undefined));
  const paths = { json: `${stem}.json`, csv: `${stem}.csv` };
  writeAtomically(paths.json, `${JSON.stringify({ ...info, rows }, null, 2)}\n`);
  writeAtomically(paths.csv, resultsCsv(rows));
  return paths;
}
