/**
 * The browser adapter of the Monte Carlo engine (src/sim/host.ts): a pool of Web Workers, each running
 * shards of a prepared run (shard-worker.ts), so the page's seeded counts are the CLI's on any number of
 * workers. Stopping terminates the workers.
 */
import type { PreparedRun } from "../../core/registered-analysis.js";
import type { ShardJob, ShardRunner, SimulationHost } from "../../sim/host.js";
import { SimulationFailed, SimulationStopped } from "../../sim/simulate.js";
import type { ShardReply, ShardRequest } from "./messages.js";

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

function workerPool(run: PreparedRun, threads: number, progress: (more: number) => void, signal: AbortSignal | undefined): ShardRunner {
  const idle: Worker[] = Array.from({ length: threads }, () => new Worker(new URL("./shard-worker.ts", import.meta.url), { type: "module" }));
  const all = [...idle];
  const queue: Pending[] = [];
  const busy = new Map<Worker, Pending>();
  // The workers that returned a tally: the threads the run really used.
  const used = new Set<Worker>();
  let stopped = false;

  const finish = (worker: Worker) => {
    busy.delete(worker);
    idle.push(worker);
    dispatch();
  };
  const dispatch = () => {
    while (!stopped && idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      busy.set(worker, pending);
      worker.onmessage = (event: MessageEvent<ShardReply>) => {
        const reply = event.data;
        if (reply.kind === "progress") progress(reply.more);
        else if (reply.kind === "tally") {
          used.add(worker);
          finish(worker);
          pending.resolve(reply.tally);
        } else {
          finish(worker);
          pending.reject(new SimulationFailed(pending.what, pending.job.index, new Error(reply.message)));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        finish(worker);
        pending.reject(new SimulationFailed(pending.what, pending.job.index, new Error(event.message)));
      };
      const request: ShardRequest = { game: run.analysis.game, analysis: run.analysis.name, raw: run.raw, state: pending.job.state, trials: pending.job.trials, ...(run.analysis.source === undefined ? {} : { plugin: run.analysis.source }) };
      worker.postMessage(request);
    }
  };
  const stopAll = () => {
    if (stopped) return;
    stopped = true;
    for (const worker of all) worker.terminate();
    for (const pending of [...queue, ...busy.values()]) pending.reject(new SimulationStopped());
    queue.length = 0;
    busy.clear();
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
      for (const worker of all) worker.terminate();
    },
  };
}
