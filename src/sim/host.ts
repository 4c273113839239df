/**
 * What a platform lends the Monte Carlo engine, behind one interface: how many threads it has, how to let
 * timers and signals through between chunks, and a pool of worker threads (Node: piscina worker threads,
 * src/sim/node-host.ts; a browser: Web Workers). The engine itself (simulate.ts) imports nothing
 * platform-specific.
 */
import type { PreparedRun } from "../framework/registered-analysis.js";

/** One shard of a run: its index, its stream's starting state and its trials. */
export interface ShardJob {
  readonly index: number;
  readonly state: Uint32Array;
  readonly trials: number;
}

/** Runs shards somewhere (this thread, or a pool of workers) and returns their tallies. */
export interface ShardRunner {
  run(job: ShardJob, what: string): Promise<Float64Array>;
  /** Stops the shards still running (their results are not wanted). */
  abortAll(): void;
  /**
   * How many threads ran shards to the end so far (a pool's workers that returned a tally; a pool may hand
   * several shards to one worker while another is still starting). Absent: the threads it was started with.
   */
  threadsUsed?(): number;
  close(): Promise<void>;
}

/**
 * A watchdog for work in the calling thread, which no timer can interrupt (the thread is busy): it runs a
 * synchronous slice of a shard and stops it after `seconds` (Node: a vm script's timeout, which ends even
 * an endless loop).
 */
export interface Watchdog {
  /** The seconds without progress after which a shard is ended. */
  readonly seconds: number;
  /** Runs `work`; false when it was stopped for running longer than `seconds`. */
  run(work: () => void): boolean;
}

/** A platform's threads for the engine. */
export interface SimulationHost {
  /** The thread count when none is given, and the most a run uses (the machine's available parallelism). */
  readonly cores: number;
  /** Yields to the event loop between chunks run in this thread, so a stop request is seen. */
  readonly pause: () => Promise<void>;
  /**
   * Ends a shard that makes no progress for its `seconds`: in this thread through `run`, and in the pool
   * (which keeps its own timer per shard). Absent: shards are not watched.
   */
  readonly watchdog?: Watchdog;
  /**
   * Starts `threads` workers for `run` (each validates `run.raw` again); progress arrives as trials done
   * since the last call. Absent where there are no workers: every shard then runs in this thread.
   */
  readonly startPool?: (run: PreparedRun, threads: number, progress: (more: number) => void, signal: AbortSignal | undefined) => Promise<ShardRunner>;
  /**
   * Whether each worker of the pool takes several shards at once and runs them in turn (Node: up to
   * MOST_SHARDS_AHEAD), so it stays busy while this thread runs a slice and reads no replies. Then a run on
   * T threads is this thread and T − 1 workers; otherwise T workers, and this thread only hands out shards.
   */
  readonly poolQueues?: boolean;
}

/** The host with no workers: every shard runs in the calling thread (any platform). */
export const THIS_THREAD_ONLY: SimulationHost = {
  cores: 1,
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
};
