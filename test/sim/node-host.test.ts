import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { NODE_HOST, nodeHost, REGISTRY } from "../../src/sim/node-host.js";
import { SHARD_TRIALS } from "../../src/sim/shards.js";
import { simulate, SimulationStalled } from "../../src/sim/simulate.js";
import { loopingAnalysis } from "../support/faulty-registry.js";
import { preparedOf } from "../support/sampling.js";

const FAULTY = new URL("../support/faulty-registry.ts", import.meta.url).href;

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
    // The workers that ran shards: both, unless one took every shard while the other was still starting.
    expect([1, 2]).toContain(two.threads);
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
