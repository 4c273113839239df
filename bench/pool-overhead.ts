/**
 * The pool's overhead per shard (issue 29 §3): many one-trial shards (so the trials cost nothing) run through
 * this thread's runner and through a pool of one worker, in CPU-milliseconds of the whole process (every
 * thread), with as many in flight as a run keeps. The difference per shard is what a shard sent to a worker
 * costs beyond one run here: the task, its message port, the reply, the worker's bookkeeping.
 */
import { findAnalysis } from "../src/analyses/index.js";
import { type ShardRunner } from "../src/sim/host.js";
import { nodeHost } from "../src/sim/node-host.js";
import { inThisThread } from "../src/sim/this-thread.js";
import { seedState, Xoshiro128 } from "../src/sim/xoshiro.js";
import { cpuMs, summarise, type Measurement } from "./measure.js";

/** Shards in flight at once, as a 2-thread run keeps them (two slices' worth of ~4 ms shards, shardsAhead). */
const IN_FLIGHT = 26;

/** Runs `count` one-trial shards through `runner`, keeping IN_FLIGHT of them going; returns the CPU ms taken. */
async function shardsThrough(runner: ShardRunner, count: number, streams: Xoshiro128): Promise<number> {
  const started = cpuMs();
  const inFlight = new Set<Promise<unknown>>();
  let launched = 0;
  while (launched < count || inFlight.size > 0) {
    while (inFlight.size < IN_FLIGHT && launched < count) {
      const shard: Promise<unknown> = runner.run({ index: launched++, state: streams.state(), trials: 1 }, "kingstone check").then(() => inFlight.delete(shard));
      streams.jump();
      inFlight.add(shard);
    }
    await Promise.race(inFlight);
  }
  return cpuMs() - started;
}

/**
 * The CPU per one-trial shard in this thread and through a one-worker pool (after a warm-up of 200 shards
 * each), over `runs` runs of `shards` shards: two measurements, the pool's with this thread's as baseline.
 */
export async function poolOverhead(shards: number, runs: number): Promise<Measurement[]> {
  const entry = findAnalysis("kingstone", "check");
  const prepared = entry?.prepare({ bonus: "3", dc: "10" });
  if (prepared === undefined || !prepared.ok) throw new Error("kingstone check --bonus 3 --dc 10 was refused");
  const host = nodeHost(undefined, { cores: 2 });
  const streams = new Xoshiro128(seedState(1));
  const here = inThisThread(prepared.value, host, undefined, () => {});
  if (host.startPool === undefined) throw new Error("the Node host has no pool");
  const pool = await host.startPool(prepared.value, 1, () => {}, undefined);
  const hereMs: number[] = [];
  const poolMs: number[] = [];
  try {
    await shardsThrough(here, 200, streams);
    await shardsThrough(pool, 200, streams);
    for (let run = 0; run < runs; run++) {
      hereMs.push(await shardsThrough(here, shards, streams));
      poolMs.push(await shardsThrough(pool, shards, streams));
    }
  } finally {
    await pool.close();
    await here.close();
  }
  const name = (where: string) => `${shards.toLocaleString("en-US")} one-trial shards of kingstone check ${where}, ${IN_FLIGHT} in flight (CPU ms, every thread)`;
  return [
    { workload: name("through a pool of 1 worker"), timing: summarise(poolMs), throughput: { count: shards, unit: "shards" }, baseline: { workload: name("in this thread"), source: "the pool's CPU per shard over this thread's: its overhead per shard (issue 29 §3)" } },
    { workload: name("in this thread"), timing: summarise(hereMs), throughput: { count: shards, unit: "shards" } },
  ];
}
