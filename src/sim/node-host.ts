/**
 * The Node adapter of the Monte Carlo engine: worker threads from a piscina pool, each running shards of a
 * prepared run that it finds in the registry module by game and name (src/sim/worker.ts), and
 * setImmediate between chunks run in the calling thread.
 */
import { setMaxListeners } from "node:events";
import { availableParallelism } from "node:os";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import type { PreparedRun } from "../core/registered-analysis.js";
import type { ShardRunner, SimulationHost } from "./host.js";
import { SimulationFailed, SimulationStopped } from "./simulate.js";
import type { ShardMessage, ShardTask } from "./worker.js";

const EXTENSION = extname(fileURLToPath(import.meta.url));
/** The registry module the workers find analyses in. */
export const REGISTRY = new URL(`../analyses/index${EXTENSION}`, import.meta.url).href;
const WORKER = new URL(`./worker${EXTENSION}`, import.meta.url);

/** What a Node host may be told instead of the machine's own figures (tests). */
export interface NodeHostOptions {
  /** The most threads a run uses; the machine's available parallelism by default. */
  readonly cores?: number;
}

/**
 * The Node host: the machine's available parallelism (os.availableParallelism(): the cores this process
 * may use), and a piscina pool of worker threads that find each analysis in `registry` (a module URL
 * exporting `findAnalysis`; tests pass their own).
 */
export function nodeHost(registry: string = REGISTRY, options: NodeHostOptions = {}): SimulationHost {
  return {
    cores: options.cores ?? availableParallelism(),
    pause: () => new Promise((resolve) => setImmediate(resolve)),
    startPool: (run, threads, progress, signal) => Promise.resolve(inWorkers(run, threads, signal, progress, registry)),
  };
}

/** The default Node host (the real registry). */
export const NODE_HOST: SimulationHost = nodeHost();

function inWorkers(run: PreparedRun, threads: number, signal: AbortSignal | undefined, progress: (more: number) => void, registry: string): ShardRunner {
  const pool = new Piscina({ filename: WORKER.href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  const aborter = new AbortController();
  setMaxListeners(0, aborter.signal); // one listener per task in flight
  // After one shard fails and the others are aborted, a late reply from an aborted task arrives as a pool
  // "error"; the run has already failed with the real cause, so it is dropped here.
  pool.on("error", () => {});
  const onAbort = () => aborter.abort();
  signal?.addEventListener("abort", onAbort);
  // The workers that returned a tally: the threads the run really used.
  const workersUsed = new Set<number>();
  return {
    run: async (job, what) => {
      const channel = new MessageChannel();
      let finished = false;
      let counted = 0;
      let thread: number | undefined;
      channel.port1.on("message", (message: ShardMessage) => {
        // Late messages can arrive after the task resolved; the rest was counted then.
        if (finished) return;
        if (typeof message !== "number") thread = message.started;
        else {
          counted += message;
          progress(message);
        }
      });
      const task: ShardTask = { registry, game: run.analysis.game, analysis: run.analysis.name, raw: run.raw, state: job.state, trials: job.trials, port: channel.port2 };
      try {
        const tally: unknown = await pool.run(task, { transferList: [channel.port2], signal: aborter.signal });
        if (!(tally instanceof Float64Array)) throw new Error("a worker returned no tally");
        finished = true;
        progress(job.trials - counted);
        if (thread !== undefined) workersUsed.add(thread);
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
    threadsUsed: () => workersUsed.size,
    close: async () => {
      signal?.removeEventListener("abort", onAbort);
      await pool.destroy();
    },
  };
}
