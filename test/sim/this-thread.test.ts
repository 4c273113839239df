import { describe, expect, it } from "vitest";
import { defineAnalysis } from "../../src/framework/analysis.js";
import { integerOption } from "../../src/framework/options.js";
import { registerAnalysis } from "../../src/framework/registered-analysis.js";
import { THIS_THREAD_ONLY, type ShardJob } from "../../src/sim/host.js";
import { runShard, SLICE_MS } from "../../src/sim/run-shard.js";
import { SimulationFailed, SimulationStopped } from "../../src/sim/simulation-errors.js";
import { inThisThread, MOST_SHARDS_AHEAD, shardsAhead, withThisThread } from "../../src/sim/this-thread.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";

/** A die counted by face, whose plans throw once `failAt` trials have run in all (when set). */
function die(failAt = Infinity) {
  let trialsRun = 0;
  const entry = registerAnalysis(
    defineAnalysis({
      game: "zilch",
      name: "die",
      summary: "a die",
      options: { faces: integerOption({ min: 2, max: 20, doc: "faces", default: 6 }) },
      sampler: {
        plan: (params) => {
          return {
            layout: { groups: [{ name: "face", categories: Array.from({ length: params.faces }, (_, i) => String(i + 1)) }] },
            run: (random, trials, tally) => {
              if ((trialsRun += trials) > failAt) throw new Error("the die rolled away");
              for (let i = 0; i < trials; i++) tally[random.below(params.faces)]!++;
            },
          };
        },
      },
      reportRuns: [],
    }),
  );
  const prepared = entry.prepare({ faces: 6 });
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return prepared.value;
}

function jobs(count: number, trials: number): ShardJob[] {
  const streams = new Xoshiro128(seedState(5));
  return Array.from({ length: count }, (_, index) => {
    const state = streams.state();
    streams.jump();
    return { index, state, trials };
  });
}

describe("shardsAhead", () => {
  it("keeps two slices' worth queued: 4 ms shards → 26, 200 ms shards → 2, none finished yet → 2, a 0 ms shard → the cap", () => {
    expect(shardsAhead(4)).toBe(Math.ceil((2 * SLICE_MS) / 4) + 1);
    expect(shardsAhead(200)).toBe(2);
    expect(shardsAhead(undefined)).toBe(2);
    expect(shardsAhead(0)).toBe(MOST_SHARDS_AHEAD);
  });
});

describe("inThisThread", () => {
  it("runs queued shards in order, each from its stream and a fresh plan: the tallies runShard gives one by one, and progress sums to every trial", async () => {
    const run = die();
    let done = 0;
    const runner = inThisThread(run, THIS_THREAD_ONLY, undefined, (more) => (done += more));
    const queued = jobs(5, 40_000);
    const tallies = await Promise.all(queued.map((job) => runner.run(job, "zilch die")));
    for (const [i, job] of queued.entries()) expect(Array.from(tallies[i]!)).toEqual(Array.from(await runShard(run, job.state, job.trials, () => {})));
    expect(done).toBe(5 * 40_000);
    expect(runner.pending()).toBe(0);
    expect(runner.shardMs()).toBeGreaterThanOrEqual(0);
  });
  it("a sampler that throws fails its own shard, named, with SimulationFailed", async () => {
    const runner = inThisThread(die(50_000), THIS_THREAD_ONLY, undefined, () => {});
    const [first, second] = jobs(2, 40_000).map((job) => runner.run(job, "zilch die"));
    await expect(first).resolves.toBeInstanceOf(Float64Array);
    await expect(second).rejects.toThrow(new SimulationFailed("zilch die", 1, new Error("the die rolled away")).message);
  });
  it("close() stops what is queued with SimulationStopped, and an aborted signal refuses new shards", async () => {
    const runner = inThisThread(die(), THIS_THREAD_ONLY, undefined, () => {});
    const pending = jobs(3, 40_000).map((job) => runner.run(job, "zilch die"));
    await runner.close();
    await expect(Promise.all(pending)).rejects.toBeInstanceOf(SimulationStopped);
    const aborted = new AbortController();
    aborted.abort();
    await expect(inThisThread(die(), THIS_THREAD_ONLY, aborted.signal, () => {}).run(jobs(1, 10)[0]!, "zilch die")).rejects.toBeInstanceOf(SimulationStopped);
  });
});

describe("withThisThread", () => {
  it("gives this thread shards while it holds fewer than shardsAhead, the pool the rest, and counts this thread once it ran one", async () => {
    const run = die();
    const here = inThisThread(run, THIS_THREAD_ONLY, undefined, () => {});
    const pooled: number[] = [];
    const pool = { run: async (job: ShardJob) => (pooled.push(job.index), new Float64Array(6)), abortAll: () => {}, threadsUsed: () => 1, close: async () => {} };
    const both = withThisThread(here, pool);
    await Promise.all(jobs(4, 1000).map((job) => both.run(job, "zilch die")));
    expect(pooled).toEqual([2, 3]);
    expect(both.threadsUsed!()).toBe(2);
  });
});
