import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { NODE_HOST, nodeHost, REGISTRY } from "../../src/sim/node-host.js";
import { SHARD_TRIALS } from "../../src/sim/shards.js";
import { simulate } from "../../src/sim/simulate.js";

const prepared = (() => {
  const run = findAnalysis("zilch", "test")!.prepare({ suit: "6" });
  if (!run.ok) throw new Error(run.errors.join("; "));
  return run.value;
})();

describe("the Node host", () => {
  it("has the machine's cores, a pool, and workers that find analyses in the real registry", () => {
    expect(NODE_HOST.cores).toBe(availableParallelism());
    expect(typeof NODE_HOST.startPool).toBe("function");
    expect(REGISTRY).toMatch(/\/src\/analyses\/index\.ts$/);
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
  it("pause() lets an immediate through", async () => {
    let ran = false;
    setImmediate(() => (ran = true));
    await NODE_HOST.pause();
    expect(ran).toBe(true);
  });
});
