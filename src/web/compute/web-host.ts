/**
 * The browser adapter of the Monte Carlo engine (src/sim/host.ts): a pool of Web Workers, each running
 * shards of a prepared run (shard-worker.ts), so the page's seeded counts are the CLI's on any number of
 * workers. Each worker holds SHARDS_AT_HAND shards at once. Stopping terminates the workers.
 */
import type { PreparedRun } from "../../framework/registered-analysis.js";
import type { ShardJob, ShardRunner, SimulationHost } from "../../sim/host.js";
import { SimulationFailed, SimulationStopped } from "../../sim/simulate.js";
import type { ShardReply, ShardRequest } from "./messages.js";
import { entryOf } from "../../core/checked-index.js";

/** The most workers the page starts, whatever the machine reports (each holds a copy of the solvers). */
const MAX_WORKERS = 8;

/** The host of a browser (a page or a worker): its logical cores, and Web Workers for shards. */
export function webHost(cores: number = navigator.hardwareConcurrency || 1): SimulationHost {
  return {
    cores: Math.max(1, Math.min(cores, MAX_WORKERS)),
    pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
    startPool: (run, threads, progress, signal) => Promise.resolve(workerPool(run, threads, progress, signal)),
  };
}

interface Pending {
  readonly job: ShardJob;
  readonly what: string;
  readonly resolve: (tally: Float64Array) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The shards a worker holds at once: the one it runs and the next, so it goes on to the next without waiting
 * for this thread to read its reply and post another (shard-worker.ts runs them in turn).
 */
export const SHARDS_AT_HAND = 2;

function workerPool(run: PreparedRun, threads: number, progress: (more: number) => void, signal: AbortSignal | undefined): ShardRunner {
  const queue: Pending[] = [];
  // Each worker's shards in the order posted: it answers them in that order, so the first is the one it runs.
  const held = new Map<Worker, Pending[]>();
  // The workers that returned a tally: the threads the run really used.
  const used = new Set<Worker>();
  let stopped = false;

  const answered = (worker: Worker): Pending | undefined => {
    const pending = held.get(worker)?.shift();
    dispatch();
    return pending;
  };
  const start = (): Worker => {
    const worker = new Worker(new URL("./shard-worker.ts", import.meta.url), { type: "module" });
    held.set(worker, []);
    worker.onmessage = (event: MessageEvent<ShardReply>) => {
      const reply = event.data;
      if (reply.kind === "progress") return progress(reply.more);
      const pending = answered(worker);
      if (reply.kind === "tally") {
        used.add(worker);
        pending?.resolve(reply.tally);
      } else pending?.reject(new SimulationFailed(pending.what, pending.job.index, new Error(reply.message)));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = answered(worker);
      pending?.reject(new SimulationFailed(pending.what, pending.job.index, new Error(event.message)));
    };
    return worker;
  };
  const workers = Array.from({ length: threads }, start);
  // Each shard goes to the worker holding the fewest, while one holds fewer than SHARDS_AT_HAND.
  const dispatch = () => {
    for (let pending = queue[0]; !stopped && pending !== undefined; pending = queue[0]) {
      const worker = workers.reduce((best, next) => (entryOf(held, next).length < entryOf(held, best).length ? next : best));
      if (entryOf(held, worker).length >= SHARDS_AT_HAND) return;
      queue.shift();
      entryOf(held, worker).push(pending);
      const request: ShardRequest = { game: run.analysis.game, analysis: run.analysis.name, raw: run.raw, state: pending.job.state, trials: pending.job.trials, ...(run.analysis.source === undefined ? {} : { plugin: run.analysis.source }) };
      worker.postMessage(request);
    }
  };
  const stopAll = () => {
    if (stopped) return;
    stopped = true;
    for (const worker of workers) worker.terminate();
    for (const pending of [...queue, ...[...held.values()].flat()]) pending.reject(new SimulationStopped());
    queue.length = 0;
    for (const shards of held.values()) shards.length = 0;
  };
  signal?.addEventListener("abort", stopAll);
  return {
    run: (job, what) =>
      new Promise<Float64Array>((resolve, reject) => {
        if (stopped) return reject(new SimulationStopped());
        queue.push({ job, what, resolve, reject });
        dispatch();
      }),
    abortAll: stopAll,
    threadsUsed: () => used.size,
    close: async () => {
      signal?.removeEventListener("abort", stopAll);
      stopped = true;
      for (const worker of workers) worker.terminate();
    },
  };
}
