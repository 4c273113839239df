/**
 * Every sampler gives identical tallies whatever the thread count: for a random seed and a trial count
 * spanning two or three shards (SHARD_TRIALS each, the last one partial), a run on 2, 3 or 4 worker
 * threads (the Node host's piscina pool) equals the run in this thread, estimate for estimate. Each
 * sampler runs its small run (test/support/small-runs.ts); a thread count above the shard count is capped
 * to it, as simulate() does. The built dist/ runs it (see the imports). Replay a failure:
 * test/support/properties.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The built engine, as the CLI runs it: its workers start from compiled modules in a fraction of the time
// the sources take through tsx, which would be most of this file's time. builtCli() refuses a stale dist/.
import { ANALYSES } from "../../dist/analyses/index.js";
import { checkRun } from "../../dist/pipeline/check-run.js";
import { NODE_HOST } from "../../dist/sim/node-host.js";
import { SHARD_TRIALS } from "../../dist/sim/shards.js";
import { simulate } from "../../dist/sim/simulate.js";
import { builtCli } from "../support/cli.js";
import { checkProperty } from "../support/properties.js";
import { smallRunOf } from "../support/small-runs.js";

builtCli();

const SAMPLERS = ANALYSES.filter((analysis) => analysis.sampler !== undefined).map((analysis) => [`${analysis.game} ${analysis.name}`, analysis] as const);

describe.each(SAMPLERS)("%s", (id, analysis) => {
  it("the same tally in this thread and on 2, 3 or 4 worker threads, for a random seed and 2 or 3 shards", async () => {
    const checked = checkRun(analysis, smallRunOf(analysis), { trials: String(SHARD_TRIALS) });
    expect(checked.problems).toEqual([]);
    const prepared = checked.run!.prepared;
    const property = fc.asyncProperty(
      fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      fc.integer({ min: 1, max: 2 }),
      fc.integer({ min: 1, max: SHARD_TRIALS - 1 }),
      fc.integer({ min: 2, max: 4 }),
      async (seed, fullShards, rest, threads) => {
        const trials = fullShards * SHARD_TRIALS + rest;
        const here = await simulate(prepared, { trials, seed, threads: 1 });
        const pooled = await simulate(prepared, { trials, seed, threads, host: NODE_HOST });
        // At most the threads asked for, and no more than there are shards (or cores, where they are fewer).
        expect(pooled.threads).toBeLessThanOrEqual(Math.min(threads, fullShards + 1));
        expect(pooled.trials).toBe(trials);
        expect(pooled.estimates).toEqual(here.estimates);
      },
    );
    await checkProperty(`${id} across threads`, property, 2, 0.5);
  });
});
