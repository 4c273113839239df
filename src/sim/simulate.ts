import { setMaxListeners } from "node:events";
import { availableParallelism } from "node:os";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Analysis } from "../core/analysis.js";
import { estimatesOf, tallyOffsets, widestHalfWidth, type Estimates } from "../core/estimate.js";
import { planOf, runShard } from "./run-shard.js";
import { sampledResult, widestProbabilityHalfWidth } from "./sampled-result.js";
import { SHARD_TRIALS } from "./shards.js";
import type { ShardTask } from "./worker.js";
import { seedState, Xoshiro128 } from "./xoshiro.js";

/** How a simulation runs. */
export interface SimulationOptions {
  /** Trials to run; with `precision`, the most to run. */
  readonly trials: number;
  readonly seed: number;
  /**
   * Worker threads; 1 runs in this thread. By default the machine's cores, unless the first shard (run in
   * this thread) shows that the rest would take under ~1 s, which then also runs here.
   */
  readonly threads?: number;
  /**
   * Stop at the first shard after which every 95% half-width is below this: every tallied category's, and
   * every probability the result reports (outcome rows, `p…` summary figures); means are not counted.
   */
  readonly precision?: number;
  /** Called as trials complete, with the trials done and the trials planned. */
  readonly onProgress?: (done: number, planned: number) => void;
  /** Aborting stops the run: the promise rejects with SimulationStopped and nothing is returned. */
  readonly signal?: AbortSignal;
  /** URL of the module the workers find the analysis in (default: the registry); tests pass their own. */
  readonly registry?: string;
}

/** A finished simulation. */
export interface SimulationRun {
  readonly estimates: Estimates;
  readonly trials: number;
  readonly seed: number;
  readonly threads: number;
  readonly seconds: number;
  /** Trials per second, wall clock. */
  readonly rate: number;
  /** With `precision`: whether it was reached within the trials allowed. */
  readonly reachedPrecision?: boolean;
}

/** The run was stopped (Ctrl-C or an aborted signal) before it finished. */
export class SimulationStopped extends Error {
  constructor() {
    super("the simulation was stopped before it finished");
    this.name = "SimulationStopped";
  }
}

/** A shard failed: its sampler threw or its worker died. */
export class SimulationFailed extends Error {
  constructor(what: string, shard: number, cause: unknown) {
    super(`the sampler of ${what} failed in shard ${shard}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "SimulationFailed";
  }
}

/** Below this much projected work, starting a pool (50–250 ms, then each worker loads and warms up) does not pay. */
const WORTH_A_POOL_MS = 1000;

const REGISTRY = new URL(`../models/index${extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;
const WORKER = new URL(`./worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** The default thread count: the machine's cores. */
export function defaultThreads(): number {
  return availableParallelism();
}

/**
 * Simulates an analysis: shard i of the run draws from stream i of the seed (shardSizes), shards run on
 * `threads` worker threads (or in this thread for 1), and their integer tallies are added in shard order,
 * so the result depends only on (seed, trials) — and, with `precision`, the stop falls after the same
 * shard on any number of threads. `raw` are the analysis's raw parameters with file options already read
 * (plain JSON: each worker validates them again); `params` the same, validated. Rejects with
 * SimulationStopped when aborted and SimulationFailed when a shard fails; the pool is always closed.
 * Cost: trials × a trial, over the threads, plus ~50–250 ms to start the pool.
 */
export async function simulate(analysis: Analysis, raw: Readonly<Record<string, unknown>>, params: unknown, options: SimulationOptions): Promise<SimulationRun> {
  const started = performance.now();
  const layout = planOf(analysis, params).layout;
  const size = tallyOffsets(layout).size;
  const shardCount = Math.ceil(options.trials / SHARD_TRIALS);
  const shardTrials = (index: number) => Math.min(SHARD_TRIALS, options.trials - index * SHARD_TRIALS);
  let threads = Math.max(1, Math.min(options.threads ?? defaultThreads(), shardCount));
  const what = `${analysis.game} ${analysis.name}`;
  // With --precision the end is unknown: the bar aims a few shards ahead of what has been merged.
  let progressDone = 0;
  const progress = (more: number) => {
    progressDone += more;
    const planned = options.precision === undefined ? options.trials : Math.min(options.trials, (merged + 2 * threads) * SHARD_TRIALS);
    options.onProgress?.(progressDone, Math.max(planned, progressDone));
  };
  const signal = options.signal;
  if (signal?.aborted) throw new SimulationStopped();

  const tally = new Float64Array(size);
  // --precision also holds the probabilities the result derives (P(success) as a sum of degrees, …).
  const resultHalfWidth = (count: number) => widestProbabilityHalfWidth(sampledResult(analysis, estimatesOf(layout, tally, count), params));
  let trials = 0;
  let merged = 0;
  let reachedPrecision: boolean | undefined = options.precision === undefined ? undefined : false;
  const streams = new Xoshiro128(seedState(options.seed));
  const finished = new Map<number, Float64Array>();
  let launched = 0;
  if (options.threads === undefined && threads > 1) {
    // No thread count given: run shard 0 here first, and start the pool only when the rest would take
    // longer than starting it costs (a cheap sampler's million trials are done before a pool is up).
    const probeStarted = performance.now();
    const state = streams.state();
    streams.jump();
    finished.set(0, await inThisThread(analysis, params, signal, progress).run({ index: 0, state, trials: shardTrials(0) }, what));
    launched = 1;
    const rest = (performance.now() - probeStarted) * (options.precision === undefined ? shardCount - 1 : Math.min(shardCount - 1, 4 * threads));
    if (rest < WORTH_A_POOL_MS) threads = 1;
  }
  const runner = threads === 1 ? inThisThread(analysis, params, signal, progress) : await inWorkers(analysis, raw, threads, signal, progress, options.registry ?? REGISTRY);
  // Streams are handed out in shard order: stream i is the seed's state jumped i times.
  const window = threads === 1 ? 1 : 2 * threads;
  const inFlight = new Map<number, Promise<void>>();
  let failure: unknown;
  // Once the run has what it needs (--precision), shards still running are aborted and their errors ignored.
  let abandoning = false;
  try {
    while (merged < shardCount && failure === undefined) {
      while (inFlight.size < window && launched < shardCount) {
        const index = launched++;
        const state = streams.state();
        streams.jump();
        const task = runner
          .run({ index, state, trials: shardTrials(index) }, what)
          .then((shardTally) => void finished.set(index, shardTally))
          .catch((error: unknown) => {
            if (!abandoning) failure ??= error;
          })
          .finally(() => inFlight.delete(index));
        inFlight.set(index, task);
      }
      if (inFlight.size > 0) await Promise.race(inFlight.values());
      // Merge in shard order only, so the sum (and a --precision stop) never depends on which thread finished first.
      while (finished.has(merged)) {
        const shard = finished.get(merged)!;
        finished.delete(merged);
        for (let j = 0; j < size; j++) tally[j]! += shard[j]!;
        trials += shardTrials(merged);
        merged++;
        if (options.precision !== undefined && widestHalfWidth(estimatesOf(layout, tally, trials)) < options.precision && resultHalfWidth(trials) < options.precision) {
          reachedPrecision = true;
          break;
        }
      }
      if (reachedPrecision) break;
    }
    if (failure === undefined && inFlight.size > 0) {
      abandoning = true;
      runner.abortAll();
    }
  } finally {
    await runner.close();
  }
  if (failure !== undefined) throw signal?.aborted ? new SimulationStopped() : failure;
  const seconds = (performance.now() - started) / 1000;
  return {
    estimates: estimatesOf(layout, tally, trials),
    trials,
    seed: options.seed,
    threads,
    seconds,
    rate: trials / seconds,
    ...(reachedPrecision === undefined ? {} : { reachedPrecision }),
  };
}

interface ShardJob {
  readonly index: number;
  readonly state: Uint32Array;
  readonly trials: number;
}

interface ShardRunner {
  run(job: ShardJob, what: string): Promise<Float64Array>;
  /** Stops the shards still running (their results are not wanted). */
  abortAll(): void;
  close(): Promise<void>;
}

function inThisThread(analysis: Analysis, params: unknown, signal: AbortSignal | undefined, progress: (more: number) => void): ShardRunner {
  return {
    run: async (job, what) => {
      let reported = 0;
      try {
        return await runShard(analysis, params, job.state, job.trials, async (done) => {
          progress(done - reported);
          reported = done;
          // Let Ctrl-C and timers through between chunks.
          await new Promise((resolve) => setImmediate(resolve));
          if (signal?.aborted) throw new SimulationStopped();
        });
      } catch (error) {
        if (error instanceof SimulationStopped) throw error;
        throw new SimulationFailed(what, job.index, error);
      }
    },
    abortAll: () => {},
    close: async () => {},
  };
}

async function inWorkers(
  analysis: Analysis,
  raw: Readonly<Record<string, unknown>>,
  threads: number,
  signal: AbortSignal | undefined,
  progress: (more: number) => void,
  registry: string,
): Promise<ShardRunner> {
  const pool = new Piscina({ filename: WORKER.href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  const aborter = new AbortController();
  setMaxListeners(0, aborter.signal); // one listener per task in flight
  // After one shard fails and the others are aborted, a late reply from an aborted task arrives as a pool
  // "error"; the run has already failed with the real cause, so it is dropped here.
  pool.on("error", () => {});
  const onAbort = () => aborter.abort();
  signal?.addEventListener("abort", onAbort);
  return {
    run: async (job, what) => {
      const channel = new MessageChannel();
      let finished = false;
      let counted = 0;
      channel.port1.on("message", (more: number) => {
        // Late messages can arrive after the task resolved; the rest was counted then.
        if (finished) return;
        counted += more;
        progress(more);
      });
      const task: ShardTask = { registry, game: analysis.game, analysis: analysis.name, raw, state: job.state, trials: job.trials, port: channel.port2 };
      try {
        const tally = (await pool.run(task, { transferList: [channel.port2], signal: aborter.signal })) as Float64Array;
        finished = true;
        progress(job.trials - counted);
        return tally;
      } catch (error) {
        if (signal?.aborted) throw new SimulationStopped();
        const aborted = aborter.signal.aborted;
        aborter.abort(); // one failed shard ends the run: stop the others too
        // A sibling aborted because another shard failed reports nothing new.
        throw aborted ? new SimulationStopped() : new SimulationFailed(what, job.index, error);
      } finally {
        finished = true;
        channel.port1.close();
      }
    },
    abortAll: () => aborter.abort(),
    close: async () => {
      signal?.removeEventListener("abort", onAbort);
      await pool.destroy();
    },
  };
}
