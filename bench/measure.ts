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
 * neighbour on a 2-core machine).
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

/** The summary of a list of timings in ms. */
export function summarise(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { medianMs, minMs: sorted[0]!, maxMs: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** A baseline to compare a workload with: a fixed figure, or another workload of the same run. */
export type Baseline = { readonly ms: number; readonly source: string } | { readonly workload: string; readonly source: string };

/** One measured workload, named with its size, and what it is compared with. */
export interface Measurement {
  readonly workload: string;
  readonly timing: Timing;
  readonly baseline?: Baseline;
}

/** A named group of workloads; `npm run bench -- --suite NAME` runs one. */
export interface Suite {
  readonly name: string;
  readonly summary: string;
  readonly run: () => Promise<Measurement[]> | Measurement[];
}

/** The integers from..to. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
