import { describe, expect, it } from "vitest";
import { defineAnalysis } from "../../src/framework/analysis.js";
import { integerOption } from "../../src/framework/options.js";
import { registerAnalysis } from "../../src/framework/registered-analysis.js";
import { THIS_THREAD_ONLY, type ShardJob, type ShardRunner, type SimulationHost } from "../../src/sim/host.js";
import { SHARD_TRIALS } from "../../src/sim/shards.js";
import { simulate, type SimulationEstimate } from "../../src/sim/simulate.js";
import { Xoshiro128 } from "../../src/sim/xoshiro.js";

/** A fair coin: outcome "heads" when below(2) is 0. */
const coin = registerAnalysis(
  defineAnalysis({
    game: "zilch",
    name: "coin",
    summary: "a coin",
    options: { flips: integerOption({ min: 1, max: 1, doc: "flips", default: 1 }) },
    sampler: {
      defaultTrials: 1000,
      plan: () => ({
        layout: { groups: [{ name: "outcome", categories: ["heads", "tails"] }] },
        run: (random, trials, tally) => {
          for (let i = 0; i < trials; i++) tally[random.below(2)]!++;
        },
      }),
    },
    reportRuns: [],
  }),
);
const prepared = (() => {
  const run = coin.prepare({});
  if (!run.ok) throw new Error(run.errors.join("; "));
  return run.value;
})();

describe("THIS_THREAD_ONLY", () => {
  it("has one core, no pool, and a pause that yields to the event loop", async () => {
    expect(THIS_THREAD_ONLY.cores).toBe(1);
    expect(THIS_THREAD_ONLY.startPool).toBeUndefined();
    const order: string[] = [];
    setTimeout(() => order.push("timer"), 0);
    await THIS_THREAD_ONLY.pause();
    await THIS_THREAD_ONLY.pause();
    order.push("after pauses");
    expect(order).toEqual(["timer", "after pauses"]);
  });
  it("is the default host: a run asking for 4 threads runs in 1", async () => {
    const run = await simulate(prepared, { trials: 2 * SHARD_TRIALS, seed: 1, threads: 4 });
    expect(run.threads).toBe(1);
    expect(run.trials).toBe(2 * SHARD_TRIALS);
  });
});

describe("a SimulationHost with a pool", () => {
  it("gets every shard in order with its stream's state, and the merged tally equals the run in this thread", async () => {
    const jobs: ShardJob[] = [];
    let closed = 0;
    // A pool that runs each shard in this thread, drawing from the job's stream: what a platform adapter provides.
    const host: SimulationHost = {
      cores: 2,
      pause: THIS_THREAD_ONLY.pause,
      startPool: async (run, threads, progress) => {
        expect([run, threads]).toEqual([prepared, 2]);
        const runner: ShardRunner = {
          run: async (job) => {
            jobs.push(job);
            const tally = new Float64Array(2);
            const random = new Xoshiro128(job.state);
            for (let i = 0; i < job.trials; i++) tally[random.below(2)]!++;
            progress(job.trials);
            return tally;
          },
          abortAll: () => {},
          close: async () => void closed++,
        };
        return runner;
      },
    };
    const trials = 3 * SHARD_TRIALS + 5;
    const pooled = await simulate(prepared, { trials, seed: 8, threads: 2, host });
    const here = await simulate(prepared, { trials, seed: 8, threads: 1 });
    expect(jobs.map((job) => [job.index, job.trials]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [0, SHARD_TRIALS],
      [1, SHARD_TRIALS],
      [2, SHARD_TRIALS],
      [3, 5],
    ]);
    expect(Array.from(pooled.estimates.tally)).toEqual(Array.from(here.estimates.tally));
    expect(pooled.threads).toBe(2);
    expect(closed).toBe(1);
  });
});

/** A pool of `cores` that runs each shard in this thread and says it used `used` threads, recording what happens. */
function recordingHost(cores: number, used?: number): { host: SimulationHost; events: string[] } {
  const events: string[] = [];
  const host: SimulationHost = {
    cores,
    pause: THIS_THREAD_ONLY.pause,
    startPool: async (_run, threads) => {
      events.push(`pool of ${threads}`);
      return {
        run: async (job) => {
          events.push(`shard ${job.index}`);
          const tally = new Float64Array(2);
          const random = new Xoshiro128(job.state);
          for (let i = 0; i < job.trials; i++) tally[random.below(2)]!++;
          return tally;
        },
        abortAll: () => {},
        ...(used === undefined ? {} : { threadsUsed: () => used }),
        close: async () => {},
      };
    },
  };
  return { host, events };
}

describe("threads (issue 16)", () => {
  it("a run asking 64 threads of a 2-core host starts a pool of 2 (it started min(64, shards) = 4)", async () => {
    const { host, events } = recordingHost(2);
    const run = await simulate(prepared, { trials: 4 * SHARD_TRIALS, seed: 1, threads: 64, host });
    expect(events[0]).toBe("pool of 2");
    expect(run.threads).toBe(2);
  });
  it("the run reports the threads that ran shards, as its runner counts them: a pool of 2 whose one worker took every shard says 1", async () => {
    const { host } = recordingHost(2, 1);
    expect((await simulate(prepared, { trials: 4 * SHARD_TRIALS, seed: 1, threads: 2, host })).threads).toBe(1);
  });
  it("onEstimate is called once, before the shards, with the threads to be used, the cap, and the cost model's figures (a coin draws once a trial)", async () => {
    const { host, events } = recordingHost(2);
    const estimates: SimulationEstimate[] = [];
    const trials = 4 * SHARD_TRIALS;
    await simulate(prepared, { trials, seed: 1, threads: 8, host, onEstimate: (estimate) => (events.push("estimate"), estimates.push(estimate)) });
    expect(events.slice(0, 2)).toEqual(["estimate", "pool of 2"]);
    expect(estimates).toHaveLength(1);
    const [estimate] = estimates;
    expect(estimate).toMatchObject({ trials, threads: 2, threadsAsked: 8, cores: 2, upTo: false });
    // 1 draw a trial at SECONDS_PER_DRAW (20 ns): 1 / 20e-9 trials/s a thread, and 4 shards' trials over 2 threads.
    expect(estimate!.drawsPerTrial).toBe(1);
    expect(estimate!.threadRate).toBeCloseTo(1 / 20e-9, 3);
    expect(estimate!.seconds).toBeCloseTo((trials * 20e-9) / 2, 12);
    const precise: SimulationEstimate[] = [];
    await simulate(prepared, { trials, seed: 1, precision: 0.01, host, onEstimate: (estimate) => precise.push(estimate) });
    expect(precise).toHaveLength(1);
    expect(precise[0]).toMatchObject({ upTo: true, cores: 2 });
    expect(precise[0]!.threadsAsked).toBeUndefined();
  });
});

describe("a host whose workers queue shards (poolQueues)", () => {
  it("a run on 2 threads starts a pool of 1, runs shards in this thread too, counts both threads, and gives the tally of the run in this thread", async () => {
    const { host, events } = recordingHost(2);
    const queueing: SimulationHost = { ...host, poolQueues: true };
    const trials = 6 * SHARD_TRIALS + 5;
    const both = await simulate(prepared, { trials, seed: 8, threads: 2, host: queueing });
    const here = await simulate(prepared, { trials, seed: 8, threads: 1 });
    expect(events[0]).toBe("pool of 1");
    const pooled = events.filter((event) => event.startsWith("shard")).length;
    expect(pooled).toBeGreaterThan(0);
    expect(pooled).toBeLessThan(7);
    expect(both.threads).toBe(2);
    expect(Array.from(both.estimates.tally)).toEqual(Array.from(here.estimates.tally));
  });
});
