import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import type { PreparedRun } from "../../src/framework/registered-analysis.js";
import { NODE_HOST, nodeHost, REGISTRY } from "../../src/sim/node-host.js";
import { SHARD_TRIALS } from "../../src/sim/shards.js";
import { simulate } from "../../src/sim/simulate.js";

// Slow: three pools of worker threads (and the engine's own choice) on one run. The fast suite checks
// 2 threads against 1 (node-host.test.ts) and the precision stop on 1 and 2 (simulate.test.ts).
function registered(game: string, name: string, raw: Readonly<Record<string, unknown>>): PreparedRun {
  const prepared = findAnalysis(game, name)!.prepare(raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return prepared.value;
}

const prepared = registered("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "0..8" });

describe("simulate on any number of threads", () => {
  it("the same seed gives identical tallies on 1, 2 and 3 threads (shard i is stream i)", async () => {
    const options = { trials: 3 * SHARD_TRIALS + 1000, seed: 9 };
    const one = await simulate(prepared, { host: NODE_HOST, ...options, threads: 1 });
    // A host told it has 3 cores, so that 3 threads run on a 2-core machine too (the real host caps at its cores).
    const wide = nodeHost(REGISTRY, { cores: 3 });
    const two = await simulate(prepared, { host: wide, ...options, threads: 2 });
    const three = await simulate(prepared, { host: wide, ...options, threads: 3 });
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    expect(Array.from(three.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    expect(one.trials).toBe(options.trials);
    const chosen = await simulate(prepared, { ...options, host: NODE_HOST }); // no thread count: the engine decides
    expect(Array.from(chosen.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    const other = await simulate(prepared, { host: NODE_HOST, ...options, seed: 10, threads: 1 });
    expect(Array.from(other.estimates.tally)).not.toEqual(Array.from(one.estimates.tally));
  });
});
