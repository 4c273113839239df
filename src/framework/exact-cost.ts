/**
 * What an exact answer costs before it is computed (issue 16, "limits before work"). Every exact analysis
 * estimates its solve time from its parameters; the pipeline refuses a run above EXACT_COST_BOUND_SECONDS,
 * with the estimate and a way out. Estimates are CPU seconds on the reference machine — the shared 2-core
 * AMD EPYC this project is built and benched on (bench/exact-costs.ts measures them against the
 * solvers) — so a busy machine takes longer by its load: read them as the order of magnitude, ±2×.
 */

/** The estimated cost of one exact solve, and what a person can change to make it cheaper. */
export interface ExactCost {
  /** Estimated CPU seconds on the reference machine. */
  readonly seconds: number;
  /** The parameters the cost grows with, in words: "hand 9, limits 1..9". */
  readonly what: string;
  /** The cheaper exact run, in words: "a smaller --hand-size", "fewer --checks". */
  readonly smaller: string;
  /** Flags a simulation needs beside --mc N when this run's own would be refused (e.g. "--policy greedy"). */
  readonly simulateWith?: string;
  /**
   * The part of `seconds` a cache in the process shares with every run of the same `key` (a roll's
   * distribution, solved once per dice): a command's total counts it once per key, not once per run.
   */
  readonly shared?: { readonly key: string; readonly seconds: number };
}

/** Above this estimate an exact run is refused (exit 2) before any work: a minute on the reference machine. */
export const EXACT_COST_BOUND_SECONDS = 60;

/**
 * The cost of an analysis that is cheap whatever its parameters (its largest case measured well under a
 * second): a constant, so that every exact analysis still states one. O(1).
 * @example cheapCost(0.01, "one roll").seconds // 0.01
 */
export function cheapCost(seconds: number, what: string): ExactCost {
  return { seconds, what, smaller: "smaller parameters" };
}

/**
 * A duration estimate in words, rounded as far as an estimate deserves: under a second, whole seconds,
 * minutes, hours, days; "more than a year" beyond. O(1).
 * @example formatDuration(26.4) // "about 26 s"
 * @example formatDuration(250) // "about 4 min"
 */
export function formatDuration(seconds: number): string {
  if (seconds < 0.5) return "under a second";
  if (seconds < 59.5) return `about ${Math.round(seconds)} s`;
  if (seconds < 3570) return `about ${Math.round(seconds / 60)} min`;
  if (seconds < 47.5 * 3600) return `about ${Math.round(seconds / 3600)} h`;
  if (seconds < 365 * 86400) return `about ${Math.round(seconds / 86400)} days`;
  return "more than a year";
}
