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
    const two = await simulate(prepared, { trials, seed: 5, threads: 2, host: nodeHost() });
    expect(two.threads).toBe(2);
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    const outcomes = two.estimates.groups[two.estimates.layout.groups[0]!.name]!;
    expect(Object.values(outcomes).reduce((sum, e) => sum + e.count, 0)).toBe(trials);
  });
  it("pause() lets an immediate through", async () => {
    let ran = false;
    setImmediate(() => (ran = true));
    await NODE_HOST.pause();
    expect(ran).toBe(true);
  });
});
