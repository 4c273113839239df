import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { NODE_HOST, nodeHost, REGISTRY } from "../../src/sim/node-host.js";
import { runShard } from "../../src/sim/run-shard.js";
import { SHARD_TRIALS } from "../../src/sim/shards.js";
import { simulate, SimulationFailed, SimulationStalled } from "../../src/sim/simulate.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { loopingAnalysis, throwingAnalysis } from "../support/faulty-registry.js";
import { markingAnalysis } from "../support/marking-registry.js";
import { preparedOf } from "../support/sampling.js";

const FAULTY = new URL("../support/faulty-registry.ts", import.meta.url).href;
const MARKING = new URL("../support/marking-registry.ts", import.meta.url).href;

const prepared = (() => {
  const run = findAnalysis("zilch", "test")!.prepare({ suit: "6" });
  if (!run.ok) throw new Error(run.errors.join("; "));
  return run.value;
})();

describe("the Node host", () => {
  it("has the machine's cores, a pool, and workers that find analyses in the real registry", () => {
    expect(NODE_HOST.cores).toBe(availableParallelism());
    expect(typeof NODE_HOST.startPool).toBe("function");
    expect(REGISTRY).toMatch(/\/src\/analyses\/catalog\.ts$/);
  });
  it("a 2-thread run of zilch test --suit 6 equals the 1-thread run at the same seed, and counts every trial", async () => {
    const trials = 3 * SHARD_TRIALS + 11;
    const one = await simulate(prepared, { trials, seed: 5, threads: 1, host: NODE_HOST });
    const two = await simulate(prepared, { trials, seed: 5, threads: 2, host: nodeHost(REGISTRY, { cores: 2 }) });
    // 4 shards, all handed out at once: 2 to this thread, 2 to the worker, which computes them even if it
    // starts after this thread is done (before issue 23 this allowed 1, as if a thread might not have run).
    expect(two.threads).toBe(2);
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    const outcomes = two.estimates.groups[two.estimates.layout.groups[0]!.name]!;
    expect(Object.values(outcomes).reduce((sum, e) => sum + e.count, 0)).toBe(trials);
  });
  it("a run asking 64 threads of a host of 2 cores runs on at most 2 workers, and reports the workers that ran shards", async () => {
    // 3 shards: before issue 16 this started 3 workers whatever the cores, and reported 3.
    const run = await simulate(prepared, { trials: 3 * SHARD_TRIALS, seed: 5, threads: 64, host: nodeHost(REGISTRY, { cores: 2 }) });
    expect(run.threads).toBeGreaterThanOrEqual(1);
    expect(run.threads).toBeLessThanOrEqual(2);
  });
  it("the watchdog (1 s here, 60 s by default) ends a run whose sampler loops forever in a worker after 50,000 trials, naming the analysis and the shard, and terminates the pool", async () => {
    const looping = preparedOf(loopingAnalysis, { failAfter: 50_000 });
    const host = nodeHost(FAULTY, { cores: 2, stallSeconds: 1 });
    const failure = await simulate(looping, { trials: 4 * SHARD_TRIALS, seed: 1, threads: 2, host }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SimulationStalled);
    expect((failure as Error).message).toMatch(/^the sampler of kingstone looping made no progress in shard [0-3] for 1 s$/);
  });
  it("the watchdog ends a shard looping forever in this thread too (a vm timeout), and the probe behind an estimate", async () => {
    const host = nodeHost(FAULTY, { stallSeconds: 1 });
    await expect(simulate(preparedOf(loopingAnalysis, { failAfter: 50_000 }), { trials: 2 * SHARD_TRIALS, seed: 1, threads: 1, host })).rejects.toThrow(
      new SimulationStalled("kingstone looping", 0, 1),
    );
    await expect(simulate(preparedOf(loopingAnalysis, { failAfter: 10 }), { trials: 2 * SHARD_TRIALS, seed: 1, threads: 1, host, onEstimate: () => {} })).rejects.toThrow(
      new SimulationStalled("kingstone looping", 0, 1),
    );
  });
  it("a watched run in this thread gives the same tally as an unwatched one", async () => {
    const trials = SHARD_TRIALS + 7;
    const watched = await simulate(prepared, { trials, seed: 2, threads: 1, host: NODE_HOST });
    const plain = await simulate(prepared, { trials, seed: 2, threads: 1 });
    expect(Array.from(watched.estimates.tally)).toEqual(Array.from(plain.estimates.tally));
  });
  it("pause() lets an immediate through", async () => {
    let ran = false;
    setImmediate(() => (ran = true));
    await NODE_HOST.pause();
    expect(ran).toBe(true);
  });
});

/** The shards each thread started, from the marking analysis's marker files (`<threadId>-<n>`). */
function shardsByThread(dir: string): Map<number, number> {
  const started = new Map<number, number>();
  for (const name of readdirSync(dir)) {
    const thread = Number(name.split("-")[0]);
    started.set(thread, (started.get(thread) ?? 0) + 1);
  }
  return started;
}

/**
 * Blocks this thread (no event loop: no reply from a worker is read, no task is handed on) until `done()`,
 * looking every 10 ms; false if it never holds within `looks` looks. A bound against a deadlock, not a time
 * measured: on a busy machine it only waits longer.
 */
function blockUntil(done: () => boolean, looks = 12_000): boolean {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let look = 0; look < looks; look++) {
    if (done()) return true;
    Atomics.wait(sleeper, 0, 0, 10);
  }
  return done();
}

describe("the Node pool's threads run at once (issue 23 §3)", () => {
  it("a worker handed 3 shards in one turn gets them as one batch and runs them back to back while this thread is busy and reads none of its replies", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-marking-"));
    const run = preparedOf(markingAnalysis, { dir });
    const pool = await nodeHost(MARKING, { cores: 2 }).startPool!(run, 1, () => {}, undefined);
    try {
      const streams = new Xoshiro128(seedState(9));
      const jobs = [0, 1, 2].map((index) => {
        const state = streams.state();
        streams.jump();
        return { index, state, trials: 20_000 };
      });
      const tallies = jobs.map((job) => pool.run(job, "kingstone marking"));
      // The shards handed out in one turn go out together (one task) once this turn's microtasks run.
      await Promise.resolve();
      // Before issue 23 the worker held one shard (piscina gives a worker running an abortable task no
      // other): it finished it and waited for this thread to read the reply and hand it the next.
      const startedAll = blockUntil(() => readdirSync(dir).length >= 3);
      expect(startedAll, `the worker started ${readdirSync(dir).length} of the 3 shards it was handed while this thread was busy`).toBe(true);
      const started = shardsByThread(dir);
      expect(started.size).toBe(1);
      expect([...started.keys()][0]).not.toBe(threadId);
      expect([...started.values()][0]).toBe(3);
      const expected = await Promise.all(jobs.map((job) => runShard(run, job.state, job.trials, () => {})));
      expect((await Promise.all(tallies)).map((tally) => Array.from(tally))).toEqual(expected.map((tally) => Array.from(tally)));
    } finally {
      await pool.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("a batch whose second shard's sampler throws: the first shard's tally arrives, the second and third fail naming shard 1", async () => {
    // failAfter counts a plan's trials, and each shard's plan is fresh: 50 trials pass, 200 fail after 100.
    const run = preparedOf(throwingAnalysis, { failAfter: 100 });
    const pool = await nodeHost(FAULTY, { cores: 2 }).startPool!(run, 1, () => {}, undefined);
    try {
      const jobs = [50, 200, 50].map((trials, index) => ({ index, state: seedState(index + 1), trials }));
      const settled = await Promise.allSettled(jobs.map((job) => pool.run(job, "kingstone throwing")));
      const first = settled[0];
      expect(first?.status === "fulfilled" ? Array.from(first.value) : first).toEqual(Array.from(await runShard(run, jobs[0]!.state, 50, () => {})));
      const failure = new SimulationFailed("kingstone throwing", 1, new Error("the dice rolled off the table"));
      expect(settled.slice(1)).toEqual([
        { status: "rejected", reason: failure },
        { status: "rejected", reason: failure },
      ]);
    } finally {
      await pool.close();
    }
  });
  it("on 3 threads (a host of 3 cores) this thread and both workers compute shards, and the tally is the 1-thread run's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-marking-"));
    try {
      const run = preparedOf(markingAnalysis, { dir });
      const trials = 8 * SHARD_TRIALS;
      const three = await simulate(run, { trials, seed: 4, threads: 3, host: nodeHost(MARKING, { cores: 3 }) });
      // The first 6 shards are handed out at once: 2 to this thread, 4 to the pool, which gives each of its
      // two workers 2 (the least busy takes the next), whatever the machine's load.
      expect(three.threads).toBe(3);
      const workers = [...shardsByThread(dir)].filter(([thread]) => thread !== threadId);
      expect(workers.length).toBe(2);
      for (const [, shards] of workers) expect(shards).toBeGreaterThanOrEqual(2);
      const one = await simulate(run, { trials, seed: 4, threads: 1 });
      expect(Array.from(three.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
