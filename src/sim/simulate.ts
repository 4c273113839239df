import { estimatesOf, tallyOffsets, widestHalfWidth, type Estimates, type TallyLayout } from "../core/estimate.js";
import type { PreparedRun } from "../framework/registered-analysis.js";
import { THIS_THREAD_ONLY, type ShardJob, type ShardRunner, type SimulationHost } from "./host.js";
import { NoProgress, planOf, SECONDS_PER_DRAW, trialDraws } from "./run-shard.js";
import { SimulationFailed, SimulationStalled, SimulationStopped } from "./simulation-errors.js";
import { inThisThread, shardsAhead, withThisThread } from "./this-thread.js";
import { widestProbabilityHalfWidth } from "./widest-half-width.js";
import { SHARD_TRIALS } from "./shards.js";
import { seedState, Xoshiro128 } from "./xoshiro.js";
import { entryOf } from "../core/checked-index.js";
import { f64Add, f64At } from "../core/typed-index.js";

/** How a simulation runs. */
export interface SimulationOptions {
  /** Trials to run; with `precision`, the most to run. */
  readonly trials: number;
  readonly seed: number;
  /**
   * Threads: this thread and threads − 1 workers; 1 runs in this thread only. By default the machine's cores, unless the run's cost model
   * (its counted draws, trialDraws) puts the whole run under ~1 s, which then runs here. At most the host's
   * cores and the run's shards: more threads than cores only contend for them (and each holds its own
   * copy of the samplers).
   */
  readonly threads?: number;
  /**
   * Stop at the first shard after which every 95% half-width is below this: every tallied category's, and
   * every probability the result reports (outcome rows, `p…` summary figures); means are not counted.
   */
  readonly precision?: number;
  /** Called as trials complete, with the trials done and the trials planned. */
  readonly onProgress?: (done: number, planned: number) => void;
  /**
   * Called once before the run, with the threads it will use and its projected time from its cost model:
   * the sampler's random draws, counted on its first trials in this thread (trialDraws, milliseconds, its
   * tally discarded), times SECONDS_PER_DRAW. The same run and seed give the same estimate on any machine.
   */
  readonly onEstimate?: (estimate: SimulationEstimate) => void;
  /** Aborting stops the run: the promise rejects with SimulationStopped and nothing is returned. */
  readonly signal?: AbortSignal;
  /** The platform's threads (src/sim/node-host.ts in Node); by default none, so every shard runs in this thread. */
  readonly host?: SimulationHost;
}

/** What a simulation expects of itself before its bulk starts (SimulationOptions.onEstimate). */
export interface SimulationEstimate {
  /** The trials planned; with `precision`, the most it may run. */
  readonly trials: number;
  /** The threads it will use: the asked or default count, at most the host's cores and the run's shards. */
  readonly threads: number;
  /** The threads asked for, when given. */
  readonly threadsAsked?: number;
  /** The host's cores (the machine's available parallelism). */
  readonly cores: number;
  /** Random draws a trial makes, counted on the sampler's first trials (trialDraws). */
  readonly drawsPerTrial: number;
  /** Trials per second on one thread of the reference machine, by the cost model: 1 / (draws a trial × SECONDS_PER_DRAW). */
  readonly threadRate: number;
  /** The projected seconds of the whole run on the reference machine, by the cost model (not a timing). */
  readonly seconds: number;
  /** Whether the run may stop sooner (`precision`). */
  readonly upTo: boolean;
}

/** A finished simulation. */
export interface SimulationRun {
  readonly estimates: Estimates;
  readonly trials: number;
  readonly seed: number;
  /** The threads that ran shards to the end: workers, and this thread when it ran one (1 when every shard ran in this thread). */
  readonly threads: number;
  readonly seconds: number;
  /** Trials per second, wall clock. */
  readonly rate: number;
  /** With `precision`: whether it was reached within the trials allowed. */
  readonly reachedPrecision?: boolean;
}

export { SimulationFailed, SimulationStalled, SimulationStopped } from "./simulation-errors.js";

/** Below this much projected work (reference seconds), starting a pool (50–250 ms, then each worker loads and warms up) does not pay. */
const WORTH_A_POOL_SECONDS = 1;

/**
 * Simulates a prepared run: shard i of the run draws from stream i of the seed (shardSizes), shards run on
 * `threads` threads (at most the host's cores): this thread and threads − 1 of the host's workers, and their
 * integer tallies are added in shard order,
 * so the result depends only on (seed, trials) — and, with `precision`, the stop falls after the same
 * shard on any number of threads. The run's raw parameters (file options already read) are plain JSON:
 * each worker validates them again. Rejects with SimulationStopped when aborted, SimulationFailed when a
 * shard fails and SimulationStalled when one makes no progress for the host's watchdog seconds; the pool is
 * always closed.
 * Cost: trials × a trial, over the threads, plus ~50–250 ms to start the pool and ~0.2–0.3 s of CPU a worker
 * (loading the registry, warming the sampler up).
 * @throws {SimulationStopped} when the signal aborts the run; {SimulationFailed} when a shard fails; {SimulationStalled} when one makes no progress; {Error} when the analysis has no sampler
 */
export async function simulate(run: PreparedRun, options: SimulationOptions): Promise<SimulationRun> {
  const started = performance.now();
  const host = options.host ?? THIS_THREAD_ONLY;
  const shardCount = Math.ceil(options.trials / SHARD_TRIALS);
  const shardTrials = (index: number) => Math.min(SHARD_TRIALS, options.trials - index * SHARD_TRIALS);
  const cores = host.startPool === undefined ? 1 : Math.max(1, host.cores);
  let threads = Math.max(1, Math.min(options.threads ?? cores, cores, shardCount));
  const what = `${run.analysis.game} ${run.analysis.name}`;
  const merge = new ShardMerge(run, options.precision, shardTrials);
  // With --precision the end is unknown: the bar aims a few shards ahead of what has been merged.
  let progressDone = 0;
  const progress = (more: number) => {
    progressDone += more;
    const planned = options.precision === undefined ? options.trials : Math.min(options.trials, (merge.merged + 2 * threads) * SHARD_TRIALS);
    options.onProgress?.(progressDone, Math.max(planned, progressDone));
  };
  const signal = options.signal;
  if (signal?.aborted) throw new SimulationStopped();

  // Streams are handed out in shard order: stream i is the seed's state jumped i times.
  const streams = new Xoshiro128(seedState(options.seed));
  const nextJob = (index: number): ShardJob => {
    const state = streams.state();
    streams.jump();
    return { index, state, trials: shardTrials(index) };
  };
  const launched = 0;
  const poolInDoubt = options.threads === undefined && threads > 1;
  if (poolInDoubt || options.onEstimate !== undefined) {
    // The cost model: draws counted, never timed, so the threads chosen and the note printed are the same on
    // a busy machine as on a quiet one.
    const drawsPerTrial = countDraws(run, host, options.seed, options.trials, what);
    const threadRate = 1 / (Math.max(drawsPerTrial, 1) * SECONDS_PER_DRAW);
    // No thread count given: start the pool only when the work would take longer than starting it costs (a
    // cheap sampler's million trials are done before a pool is up). With --precision, a few shards a thread.
    const work = (options.precision === undefined ? options.trials : Math.min(options.trials, 4 * threads * SHARD_TRIALS)) / threadRate;
    if (poolInDoubt && work < WORTH_A_POOL_SECONDS) threads = 1;
    const seconds = options.trials / (threadRate * threads);
    options.onEstimate?.({ trials: options.trials, threads, ...(options.threads === undefined ? {} : { threadsAsked: options.threads }), cores, drawsPerTrial, threadRate, seconds, upTo: options.precision !== undefined });
  }
  const { runner, window } = await shardRunner(run, host, threads, signal, progress);
  const failure = await runShards(runner, merge, { launched, shardCount, window, nextJob, what });
  if (failure !== undefined) throw signal?.aborted ? new SimulationStopped() : failure;
  const seconds = (performance.now() - started) / 1000;
  return {
    estimates: estimatesOf(merge.layout, merge.tally, merge.trials),
    trials: merge.trials,
    seed: options.seed,
    threads: Math.max(1, runner.threadsUsed?.() ?? threads),
    seconds,
    rate: merge.trials / seconds,
    ...(options.precision === undefined ? {} : { reachedPrecision: merge.reachedPrecision }),
  };
}

/**
 * The run's merged tally: finished shards are added in shard order only, so the sum (and a --precision stop)
 * never depends on which thread finished first.
 */
class ShardMerge {
  readonly layout: TallyLayout;
  readonly tally: Float64Array;
  /** Shards finished but not yet merged, by index. */
  readonly finished = new Map<number, Float64Array>();
  merged = 0;
  trials = 0;
  reachedPrecision = false;
  constructor(
    private readonly run: PreparedRun,
    private readonly precision: number | undefined,
    private readonly shardTrials: (index: number) => number,
  ) {
    this.layout = planOf(run).layout;
    this.tally = new Float64Array(tallyOffsets(this.layout).size);
  }

  /** Merges the finished shards that are next in order; stops early once every half-width is below the precision. */
  mergeReady(): void {
    while (this.finished.has(this.merged) && !this.reachedPrecision) {
      const shard = entryOf(this.finished, this.merged);
      this.finished.delete(this.merged);
      for (let j = 0; j < this.tally.length; j++) f64Add(this.tally, j, f64At(shard, j));
      this.trials += this.shardTrials(this.merged);
      this.merged++;
      this.reachedPrecision = this.precision !== undefined && this.halfWidth() < this.precision;
    }
  }

  /** The widest 95% half-width so far: every tallied category's, and the probabilities the result derives (P(success) as a sum of degrees, …). */
  private halfWidth(): number {
    const estimates = estimatesOf(this.layout, this.tally, this.trials);
    return Math.max(widestHalfWidth(estimates), widestProbabilityHalfWidth(this.run.sampledResult(estimates)));
  }
}

/**
 * Where a run's shards go, and how many may be in flight: 1 thread, this thread, as many queued as keep its
 * slices full; T threads on a host whose workers queue shards (poolQueues), this thread and T − 1 workers
 * (this thread is warm already, and each worker costs its start), as many as keep every thread busy for two
 * slices; else T workers, 2 × T shards.
 */
async function shardRunner(run: PreparedRun, host: SimulationHost, threads: number, signal: AbortSignal | undefined, progress: (more: number) => void): Promise<{ runner: ShardRunner; window: () => number }> {
  const here = inThisThread(run, host, signal, progress);
  if (threads === 1 || host.startPool === undefined) return { runner: here, window: () => shardsAhead(here.shardMs()) };
  if (host.poolQueues !== true) return { runner: await host.startPool(run, threads, progress, signal), window: () => 2 * threads };
  const pool = await host.startPool(run, threads - 1, progress, signal);
  return { runner: withThisThread(here, pool), window: () => threads * shardsAhead(here.shardMs()) };
}

/**
 * Keeps up to `window()` shards running, merges them as they finish, and stops at the last shard or the
 * precision reached (aborting the shards still running). Returns the first shard's failure, if any; the
 * runner is always closed.
 */
async function runShards(
  runner: ShardRunner,
  merge: ShardMerge,
  plan: { readonly launched: number; readonly shardCount: number; readonly window: () => number; readonly nextJob: (index: number) => ShardJob; readonly what: string },
): Promise<unknown> {
  const inFlight = new Map<number, Promise<void>>();
  let launched = plan.launched;
  let failure: unknown;
  // Once the run has what it needs (--precision), shards still running are aborted and their errors ignored.
  let abandoning = false;
  try {
    while (merge.merged < plan.shardCount && failure === undefined && !merge.reachedPrecision) {
      while (inFlight.size < plan.window() && launched < plan.shardCount) {
        const index = launched++;
        const task = runner
          .run(plan.nextJob(index), plan.what)
          .then((shardTally) => void merge.finished.set(index, shardTally))
          .catch((error: unknown) => {
            if (!abandoning) failure ??= error;
          })
          .finally(() => inFlight.delete(index));
        inFlight.set(index, task);
      }
      if (inFlight.size > 0) await Promise.race(inFlight.values());
      merge.mergeReady();
    }
    if (failure === undefined && inFlight.size > 0) {
      abandoning = true;
      runner.abortAll();
    }
  } finally {
    await runner.close();
  }
  return failure;
}

/**
 * The sampler's draws a trial (trialDraws) under the host's watchdog: the first trials of shard 0, run again
 * for the result (the count's tally is discarded), so its failures are shard 0's.
 */
function countDraws(run: PreparedRun, host: SimulationHost, seed: number, maxTrials: number, what: string): number {
  try {
    return trialDraws(run, seedState(seed), maxTrials, host.watchdog);
  } catch (error) {
    throw error instanceof NoProgress ? new SimulationStalled(what, 0, error.seconds) : new SimulationFailed(what, 0, error);
  }
}
