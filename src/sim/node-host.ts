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
import type { ShardRunner, SimulationHost, Watchdog } from "./host.js";
import { SimulationFailed, SimulationStalled, SimulationStopped } from "./simulate.js";
import { MOST_SHARDS_AHEAD } from "./this-thread.js";
import type { ShardMessage, ShardTask } from "./worker.js";
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

/**
 * A pool of `threads` workers for a run's shards, each worker holding up to MOST_SHARDS_AHEAD of them at
 * once. Each shard in a worker has a timer, armed when the worker starts its trials (after loading the
 * registry) and reset by each progress message: on expiry the run ends with SimulationStalled. Stopping (a
 * failed or stalled shard, the run's signal, abortAll) rejects every shard still held and destroys the pool,
 * which terminates its workers (an endless loop included).
 */
function inWorkers(threading: { Pool: typeof Piscina; Channel: typeof MessageChannel }, run: PreparedRun, pool: { threads: number; registry: string; stallSeconds: number }, signal: AbortSignal | undefined, progress: (more: number) => void): ShardRunner {
  const { threads, registry, stallSeconds } = pool;
  // Several shards per worker at once (worker.ts runs them in turn), so a worker never waits for this thread.
  const workers = new threading.Pool({ filename: WORKER.href, minThreads: threads, maxThreads: threads, idleTimeout: 1000, concurrentTasksPerWorker: MOST_SHARDS_AHEAD });
  // The tasks carry no AbortSignal: piscina gives a worker running an abortable task no other task, so the
  // worker would wait for this thread between shards (one shard per slice of this thread's, issue 23).
  // Stopping destroys the pool instead, and every shard still held rejects with SimulationStopped.
  const aborter = new AbortController();
  let destroyed: Promise<void> | undefined;
  const destroy = () => (destroyed ??= workers.destroy());
  const stopping = new Promise<never>((_, reject) => aborter.signal.addEventListener("abort", () => reject(new SimulationStopped()), { once: true }));
  stopping.catch(() => {}); // raced by each shard; unheard when none is held
  aborter.signal.addEventListener("abort", () => void destroy(), { once: true });
  // After one shard fails and the others are aborted, a late reply from an aborted task arrives as a pool
  // "error"; the run has already failed with the real cause, so it is dropped here.
  workers.on("error", () => {});
  const onAbort = () => aborter.abort();
  signal?.addEventListener("abort", onAbort);
  // The workers that returned a tally: the threads the run really used.
  const workersUsed = new Set<number>();
  return {
    run: async (job, what) => {
      const channel = new threading.Channel();
      let finished = false;
      let counted = 0;
      let thread: number | undefined;
      // The watchdog: armed when a worker starts the shard's trials (its registry loaded; a queued shard waits
      // its turn unwatched), reset by each progress message.
      let timer: NodeJS.Timeout | undefined;
      let stall = () => {};
      const stalled = new Promise<never>((_, reject) => (stall = () => reject(new SimulationStalled(what, job.index, stallSeconds))));
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(stall, stallSeconds * 1000);
      };
      channel.port1.on("message", (message: ShardMessage) => {
        // Late messages can arrive after the task resolved; the rest was counted then.
        if (finished) return;
        arm();
        if (typeof message !== "number") thread = message.started;
        else {
          counted += message;
          progress(message);
        }
      });
      const task: ShardTask = { registry, ...(run.analysis.source === undefined ? {} : { plugin: run.analysis.source }), game: run.analysis.game, analysis: run.analysis.name, raw: run.raw, state: job.state, trials: job.trials, port: channel.port2 };
      try {
        const tally: unknown = await Promise.race([workers.run(task, { transferList: [channel.port2] }), stalled, stopping]);
        if (!(tally instanceof Float64Array)) throw new Error("a worker returned no tally");
        finished = true;
        progress(job.trials - counted);
        if (thread !== undefined) workersUsed.add(thread);
        return tally;
      } catch (error) {
        if (signal?.aborted) throw new SimulationStopped();
        const aborted = aborter.signal.aborted;
        aborter.abort(); // one failed shard ends the run: stop the others too (the pool is destroyed, a stuck worker terminated)
        // A sibling aborted because another shard failed reports nothing new.
        throw aborted ? new SimulationStopped() : error instanceof SimulationStalled ? error : new SimulationFailed(what, job.index, error);
      } finally {
        finished = true;
        clearTimeout(timer);
        channel.port1.close();
      }
    },
    abortAll: () => aborter.abort(),
    threadsUsed: () => workersUsed.size,
    close: async () => {
      signal?.removeEventListener("abort", onAbort);
      await destroy();
    },
  };
}
