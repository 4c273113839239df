/**
 * The Node adapter of the Monte Carlo engine: worker threads from a piscina pool, each running shards of a
 * prepared run that it finds in the registry module by game and name (src/sim/worker.ts), and
 * setImmediate between chunks run in the calling thread.
 */
import { availableParallelism } from "node:os";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { createContext, Script } from "node:vm";
import type { Piscina } from "piscina";
import type { MessageChannel } from "node:worker_threads";
import type { PreparedRun } from "../framework/registered-analysis.js";
import type { ShardJob, ShardRunner, SimulationHost, Watchdog } from "./host.js";
import { SimulationFailed, SimulationStalled, SimulationStopped } from "./simulate.js";
import { MOST_SHARDS_AHEAD } from "./this-thread.js";
import type { BatchResult, ShardMessage, ShardTask } from "./worker.js";
import { itemAt } from "../core/checked-index.js";
import { errorCode } from "./error-code.js";

const EXTENSION = extname(fileURLToPath(import.meta.url));
/** The registry module the workers find analyses in. */
export const REGISTRY = new URL(`../analyses/catalog${EXTENSION}`, import.meta.url).href;
const WORKER = new URL(`./worker${EXTENSION}`, import.meta.url);

/** What a Node host may be told instead of the machine's own figures (tests). */
export interface NodeHostOptions {
  /** The most threads a run uses; the machine's available parallelism by default. */
  readonly cores?: number;
  /** The seconds a shard may go without progress before the run is ended; 60 by default. */
  readonly stallSeconds?: number;
}

/** How long a shard may go without progress before the watchdog ends the run (issue 16). */
export const STALL_SECONDS = 60;

/**
 * The Node host: the machine's available parallelism (os.availableParallelism(): the cores this process
 * may use), a piscina pool of worker threads that find each analysis in `registry` (a module URL
 * exporting `findAnalysis`; tests pass their own), and a watchdog that ends a shard making no progress for
 * `stallSeconds`: in a worker, a timer reset by each progress message; in this thread, a vm timeout.
 */
export function nodeHost(registry: string = REGISTRY, options: NodeHostOptions = {}): SimulationHost {
  const watchdog = vmWatchdog(options.stallSeconds ?? STALL_SECONDS);
  return {
    cores: options.cores ?? availableParallelism(),
    pause: () => new Promise((resolve) => setImmediate(resolve)),
    watchdog,
    // piscina is loaded with the first pool: an exact run never pays for it.
    startPool: async (run, threads, progress, signal) => {
      const [{ Piscina }, { MessageChannel }] = await Promise.all([import("piscina"), import("node:worker_threads")]);
      return inWorkers({ Pool: Piscina, Channel: MessageChannel }, run, { threads, registry, stallSeconds: watchdog.seconds }, signal, progress);
    },
    poolQueues: true,
  };
}

/**
 * A watchdog for work in this thread: the work runs as a vm script with a timeout, whose watcher thread
 * terminates even an endless loop (a plain timer cannot fire while this thread is busy). Costs ~0.2 ms a
 * call, so the engine calls it once per ~50 ms slice of a shard.
 */
function vmWatchdog(seconds: number): Watchdog {
  const slot: { work: (() => void) | undefined } = { work: undefined };
  const context = createContext(slot);
  const script = new Script("work()");
  return {
    seconds,
    run: (work) => {
      slot.work = work;
      try {
        script.runInContext(context, { timeout: seconds * 1000 });
        return true;
      } catch (error) {
        if (errorCode(error) === "ERR_SCRIPT_EXECUTION_TIMEOUT") return false;
        throw error;
      } finally {
        slot.work = undefined;
      }
    },
  };
}

/** The default Node host (the real registry). */
export const NODE_HOST: SimulationHost = nodeHost();

/** The most shards one pool task carries: a task costs ~0.25 ms of CPU (two threads), a 131,072-trial shard 1–10 ms. */
export const MOST_SHARDS_PER_TASK = 8;

/** A shard handed to the pool and not yet sent to a worker. */
interface Waiting {
  readonly job: ShardJob;
  readonly what: string;
  readonly resolve: (tally: Float64Array) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A pool of `threads` workers for a run's shards. The shards handed to it in one turn of the event loop go
 * out together, in batches of up to MOST_SHARDS_PER_TASK (at most an even share per worker, so every worker
 * gets some): one task, one MessagePort and one reply per batch instead of per shard, which cost ~0.25 ms of
 * CPU each (bench: pool overhead per task). Each worker holds up to MOST_SHARDS_AHEAD tasks at once. A batch
 * has a timer, armed when its worker starts a shard (after loading the registry) and reset by each progress
 * message: on expiry the run ends with SimulationStalled naming the shard under way. Stopping (a failed or
 * stalled shard, the run's signal, abortAll) rejects every shard still held and destroys the pool, which
 * terminates its workers (an endless loop included).
 */
function inWorkers(threading: { Pool: typeof Piscina; Channel: typeof MessageChannel }, run: PreparedRun, pool: { threads: number; registry: string; stallSeconds: number }, signal: AbortSignal | undefined, progress: (more: number) => void): ShardRunner {
  const { threads, registry, stallSeconds } = pool;
  // Several tasks per worker at once (worker.ts runs them in turn), so a worker never waits for this thread.
  const workers = new threading.Pool({ filename: WORKER.href, minThreads: threads, maxThreads: threads, idleTimeout: 1000, concurrentTasksPerWorker: MOST_SHARDS_AHEAD });
  // The tasks carry no AbortSignal: piscina gives a worker running an abortable task no other task, so the
  // worker would wait for this thread between shards (one shard per slice of this thread's, issue 23).
  // Stopping destroys the pool instead, and every shard still held rejects with SimulationStopped.
  const aborter = new AbortController();
  let destroyed: Promise<void> | undefined;
  const destroy = () => (destroyed ??= workers.destroy());
  const stopping = new Promise<never>((_, reject) => aborter.signal.addEventListener("abort", () => reject(new SimulationStopped()), { once: true }));
  stopping.catch(() => {}); // raced by each batch; unheard when none is held
  aborter.signal.addEventListener("abort", () => void destroy(), { once: true });
  // After one shard fails and the others are aborted, a late reply from an aborted task arrives as a pool
  // "error"; the run has already failed with the real cause, so it is dropped here.
  workers.on("error", () => {});
  const onAbort = () => aborter.abort();
  signal?.addEventListener("abort", onAbort);
  // The workers that returned a tally: the threads the run really used.
  const workersUsed = new Set<number>();
  const context: BatchContext = { threading, workers, registry, run, stallSeconds, signal, aborter, stopping, progress, workersUsed };
  let waiting: Waiting[] = [];
  // Sends what was handed out this turn: runShards hands out a window's worth of shards in one loop.
  const flush = () => {
    const batchSize = Math.min(MOST_SHARDS_PER_TASK, Math.ceil(waiting.length / threads));
    const all = waiting;
    waiting = [];
    for (let from = 0; from < all.length; from += batchSize) void runBatch(context, all.slice(from, from + batchSize));
  };
  return {
    run: (job, what) =>
      new Promise<Float64Array>((resolve, reject) => {
        if (aborter.signal.aborted) return reject(new SimulationStopped());
        if (waiting.length === 0) queueMicrotask(flush);
        waiting.push({ job, what, resolve, reject });
      }),
    abortAll: () => aborter.abort(),
    threadsUsed: () => workersUsed.size,
    close: async () => {
      signal?.removeEventListener("abort", onAbort);
      await destroy();
    },
  };
}

/** What every batch of a pool shares. */
interface BatchContext {
  readonly threading: { Channel: typeof MessageChannel };
  readonly workers: Piscina;
  readonly registry: string;
  readonly run: PreparedRun;
  readonly stallSeconds: number;
  readonly signal: AbortSignal | undefined;
  readonly aborter: AbortController;
  readonly stopping: Promise<never>;
  readonly progress: (more: number) => void;
  readonly workersUsed: Set<number>;
}

/**
 * Runs a batch of shards as one pool task and settles each shard's promise: the tallies in order, up to a
 * shard whose sampler threw, which rejects with SimulationFailed naming it. A failure ends the run: the
 * failed batch's other shards reject with the same error (so the run reports the real cause, whichever
 * shard it reads first), the other batches' with SimulationStopped.
 */
async function runBatch(context: BatchContext, batch: readonly Waiting[]): Promise<void> {
  const { run, progress, aborter } = context;
  const what = itemAt(batch, 0).what;
  const channel = new context.threading.Channel();
  let finished = false;
  let counted = 0;
  let thread: number | undefined;
  // The shard under way in the worker (the first until it says otherwise): a stall or a worker's death names it.
  let shard = itemAt(batch, 0).job.index;
  // The watchdog: armed when the worker starts a shard (its registry loaded; a queued batch waits its turn
  // unwatched), reset by each message.
  let timer: NodeJS.Timeout | undefined;
  let stall = () => {};
  const stalled = new Promise<never>((_, reject) => (stall = () => reject(new SimulationStalled(what, shard, context.stallSeconds))));
  channel.port1.on("message", (message: ShardMessage) => {
    // Late messages can arrive after the task resolved; the rest was counted then.
    if (finished) return;
    clearTimeout(timer);
    timer = setTimeout(stall, context.stallSeconds * 1000);
    if (typeof message !== "number") {
      thread = message.started;
      shard = message.shard;
    } else {
      counted += message;
      progress(message);
    }
  });
  const task: ShardTask = {
    registry: context.registry,
    ...(run.analysis.source === undefined ? {} : { plugin: run.analysis.source }),
    game: run.analysis.game,
    analysis: run.analysis.name,
    raw: run.raw,
    shards: batch.map(({ job }) => ({ index: job.index, state: job.state, trials: job.trials })),
    port: channel.port2,
  };
  let result: BatchResult;
  try {
    const reply: unknown = await Promise.race([context.workers.run(task, { transferList: [channel.port2] }), stalled, context.stopping]);
    if (!isBatchResult(reply)) throw new Error("a worker returned no tallies");
    result = reply;
  } catch (error) {
    const stopped = context.signal?.aborted === true || aborter.signal.aborted;
    aborter.abort(); // one failed shard ends the run: stop the others too (the pool is destroyed, a stuck worker terminated)
    // A batch stopped because another shard failed reports nothing new.
    const failure = stopped ? new SimulationStopped() : error instanceof SimulationStalled ? error : new SimulationFailed(what, shard, error);
    for (const entry of batch) entry.reject(failure);
    return;
  } finally {
    finished = true;
    clearTimeout(timer);
    channel.port1.close();
  }
  const done = batch.slice(0, result.tallies.length);
  progress(done.reduce((trials, { job }) => trials + job.trials, 0) - counted);
  if (thread !== undefined && done.length > 0) context.workersUsed.add(thread);
  for (const [i, entry] of done.entries()) entry.resolve(itemAt(result.tallies, i));
  if (done.length === batch.length) return;
  const failure = aborter.signal.aborted ? new SimulationStopped() : new SimulationFailed(what, itemAt(batch, done.length).job.index, result.failed);
  aborter.abort();
  for (const entry of batch.slice(done.length)) entry.reject(failure);
}

/** Whether a worker's reply is a batch's result: its tallies, and the failure that ended it early. */
function isBatchResult(reply: unknown): reply is BatchResult {
  return typeof reply === "object" && reply !== null && "tallies" in reply && Array.isArray(reply.tallies) && reply.tallies.every((tally) => tally instanceof Float64Array);
}
