import { performance } from "node:perf_hooks";

/** Median, min and max of repeated timings of a workload, in milliseconds. */
export interface Timing {
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly runs: number;
}

/**
 * Times `work` after `warmup` untimed runs: `runs` timed runs, median reported (robust to a noisy
 * neighbour on a 2-core machine). Cost: (runs + warmup) × the work.
 * @example time(() => 1, 3, 0).runs // 3
 */
export function time(work: () => unknown, runs = 30, warmup = 5): Timing {
  for (let i = 0; i < warmup; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/** Milliseconds of CPU this process has used (user + system, every thread), for timing on a loaded machine. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Times a workload too short for one timer reading (tens of microseconds): each of `runs` samples times
 * a batch of calls sized so a sample lasts at least `sampleMs`, after warming up for `warmupMs` (so the
 * JIT has compiled it, as it has in any real caller); reports the time per call. `clock` is wall time
 * (`performance.now`) or this process's CPU time (`cpuMs`: what to read while others share the cores).
 * Cost: about warmupMs + runs × sampleMs.
 * @example timeBatched(() => 1, 3, 1, 1).runs // 3
 */
export function timeBatched(work: () => unknown, runs = 30, sampleMs = 2, warmupMs = 200, clock: () => number = () => performance.now()): Timing {
  let batch = 1;
  const started = performance.now();
  for (let elapsed = 0; elapsed < Math.max(warmupMs, sampleMs); elapsed = performance.now() - started) {
    const start = clock();
    for (let i = 0; i < batch; i++) work();
    if (clock() - start < sampleMs) batch *= 2;
  }
  const samples: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = clock();
    for (let i = 0; i < batch; i++) work();
    samples.push((clock() - start) / batch);
  }
  return summarise(samples);
}

/**
 * The summary of a list of timings in ms. O(n log n).
 * @example summarise([3, 1, 2]) // { medianMs: 2, minMs: 1, maxMs: 3, runs: 3 }
 */
export function summarise(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { medianMs, minMs: sorted[0]!, maxMs: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** One measured workload, named with its size, and what it is compared with. */
export interface Measurement {
  readonly workload: string;
  readonly timing: Timing;
  /** Units of work in one run (trials, cells, draws…), so the table can print a rate per second. */
  readonly throughput?: { readonly count: number; readonly unit: string };
  /** A baseline workload of the same run, which computed the same answer (checked with `expectSame`). */
  readonly baseline?: { readonly workload: string; readonly source: string };
  /** A figure from the issues to hold the median against (printed beside it, never asserted). */
  readonly target?: { readonly ms: number; readonly source: string };
}

/** How a suite is asked to run: the full workloads, or `--quick`'s reduced ones. */
export interface BenchContext {
  readonly quick: boolean;
  /** A local icepool checkout (`--icepool PATH`), for the suites that can run it side by side. */
  readonly icepool?: string;
  /** Notes printed under the table (skipped comparisons and why). */
  readonly notes: string[];
}

/** A named group of workloads; `npm run bench -- --suite NAME` runs one. */
export interface Suite {
  readonly name: string;
  readonly summary: string;
  readonly run: (context: BenchContext) => Promise<Measurement[]> | Measurement[];
}

/**
 * The full figure, or the quick one under `--quick` (repetitions, sizes).
 * @example sized({ quick: true, notes: [] }, 30, 3) // 3
 */
export function sized<T>(context: Pick<BenchContext, "quick">, full: T, quick: T): T {
  return context.quick ? quick : full;
}

/** A baseline computed another answer than the workload it is compared with: the bench stops. */
export class BaselineDisagrees extends Error {
  constructor(what: string, ours: string, baseline: string) {
    super(`${what}: the baseline disagrees with the solver (solver ${ours}, baseline ${baseline})`);
    this.name = "BaselineDisagrees";
  }
}

/**
 * Throws BaselineDisagrees unless the two answers are equal (compared as JSON). O(size of the answers).
 * @example expectSame("2d6 ≥ 7", "7/12", "7/12") // undefined
 */
export function expectSame(what: string, ours: unknown, baseline: unknown): void {
  const a = JSON.stringify(ours);
  const b = JSON.stringify(baseline);
  if (a !== b) throw new BaselineDisagrees(what, a.length > 200 ? `${a.slice(0, 200)}…` : a, b.length > 200 ? `${b.slice(0, 200)}…` : b);
}

/**
 * Throws BaselineDisagrees unless an estimated proportion `count / trials` lies within `k` standard errors
 * of the exact probability: how two samplers (or a sampler and a solver) are held to the same answer.
 * @example expectNear("coin", 0.5, 5_010, 10_000) // undefined
 */
export function expectNear(what: string, exact: number, count: number, trials: number, k = 5): void {
  const estimate = count / trials;
  const standardError = Math.sqrt((exact * (1 - exact)) / trials);
  if (Math.abs(estimate - exact) > k * standardError + 1e-12) {
    throw new BaselineDisagrees(what, `p = ${exact.toFixed(6)}`, `${estimate.toFixed(6)} from ${trials} trials, more than ${k} standard errors (${standardError.toExponential(2)}) away`);
  }
}

/**
 * The integers from..to.
 * @example range(2, 4) // [2, 3, 4]
 */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
