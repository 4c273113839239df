import { chiSquaredDistributionTable } from "simple-statistics";
import { describe, expect, it } from "vitest";
import { chiSquaredTest, upperRegularizedGamma } from "../../src/sim/chi-squared.js";
import { SHARD_TRIALS, shardSizes } from "../../src/sim/shards.js";
import { simulate, SimulationFailed, SimulationStopped } from "../../src/sim/simulate.js";
import { seedState, streamStates, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { exitingAnalysis, throwingAnalysis } from "../support/faulty-registry.js";
import { NODE_HOST, nodeHost } from "../../src/sim/node-host.js";
import { preparedOf } from "../support/sampling.js";
import { challengeAnalysis } from "../../src/analyses/ultimo/challenge.js";

const FAULTY = new URL("../support/faulty-registry.ts", import.meta.url).href;
const challenge = challengeAnalysis;
const raw = { play: "J,A,K,9,7", difficulty: "0..8" };
const prepared = preparedOf(challenge, raw);

describe("xoshiro128**", () => {
  it("new Xoshiro128([1, 2, 3, 4]) gives the reference C implementation's numbers, before and after jump()", () => {
    // Blackman & Vigna's xoshiro128starstar.c compiled with gcc and run from the state {1, 2, 3, 4}.
    const generator = new Xoshiro128([1, 2, 3, 4]);
    expect([generator.uint32(), generator.uint32(), generator.uint32()]).toEqual([11520, 0, 5927040]);
    generator.jump();
    expect([generator.uint32(), generator.uint32(), generator.uint32()]).toEqual([3320478005, 3046317961, 3130903476]);
  });
  it("streamStates(seed, 3) are the seed's state jumped 0, 1 and 2 times, and different seeds start apart", () => {
    const [first, second, third] = streamStates(42, 3);
    const generator = new Xoshiro128(seedState(42));
    expect(first).toEqual(generator.state());
    generator.jump();
    expect(second).toEqual(generator.state());
    generator.jump();
    expect(third).toEqual(generator.state());
    expect(seedState(1)).not.toEqual(seedState(2));
  });
  it.each([2, 3, 54, 255, 256, 257, 1000, 2 ** 21])("below(%i) stays in 0..n−1 and every tenth of the range is hit equally often (chi-squared)", (n) => {
    const generator = new Xoshiro128(seedState(n));
    const bins = Array(10).fill(0) as number[];
    const draws = 200_000;
    const expected = Array.from({ length: 10 }, (_, b) => (Math.ceil(((b + 1) * n) / 10) - Math.ceil((b * n) / 10)) / n);
    for (let i = 0; i < draws; i++) {
      const value = generator.below(n);
      expect(value >= 0 && value < n && Number.isInteger(value)).toBe(true);
      bins[Math.floor((value * 10) / n)]!++;
    }
    expect(chiSquaredTest(bins, expected).pValue).toBeGreaterThan(0.001);
  });
  it("below(6) is uniform: 600,000 draws pass a chi-squared test, and below(1) is always 0", () => {
    const generator = new Xoshiro128(seedState(5));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 600_000; i++) counts[generator.below(6)]!++;
    expect(chiSquaredTest(counts, Array(6).fill(1 / 6)).pValue).toBeGreaterThan(0.001);
    expect(Array.from({ length: 100 }, () => generator.below(1)).every((x) => x === 0)).toBe(true);
  });
});

describe("chi-squared", () => {
  it.each([1, 2, 3, 5, 10, 20, 30])("the p-value at simple-statistics' tabulated critical values for df %i is the table's level", (df) => {
    const table = chiSquaredDistributionTable[df as keyof typeof chiSquaredDistributionTable] as unknown as Record<string, number>;
    for (const level of ["0.1", "0.05", "0.01", "0.005"]) {
      // The table rounds critical values to two decimals, so compare to 3 decimals of probability.
      expect(upperRegularizedGamma(df / 2, table[level]! / 2)).toBeCloseTo(Number(level), 2);
    }
  });
  it("a count on an outcome of exact probability 0 fails outright (p = 0); a perfect fit has p = 1", () => {
    expect(chiSquaredTest([10, 90, 1], [0.1, 0.9, 0]).pValue).toBe(0);
    expect(chiSquaredTest([25, 75], [0.25, 0.75]).pValue).toBe(1);
  });
  it("a biased sample is caught: 5,300 heads in 10,000 fair flips gives p < 0.001", () => {
    expect(chiSquaredTest([5300, 4700], [0.5, 0.5]).pValue).toBeLessThan(0.001);
  });
});

describe("simulate", () => {
  it("shardSizes(300000) is two full shards and the rest", () => {
    expect(shardSizes(300_000)).toEqual([SHARD_TRIALS, SHARD_TRIALS, 300_000 - 2 * SHARD_TRIALS]);
  });
  it("the same seed gives identical tallies on 1, 2 and 3 threads (shard i is stream i)", async () => {
    const options = { trials: 3 * SHARD_TRIALS + 1000, seed: 9 };
    const one = await simulate(prepared, { host: NODE_HOST, ...options, threads: 1 });
    const two = await simulate(prepared, { host: NODE_HOST, ...options, threads: 2 });
    const three = await simulate(prepared, { host: NODE_HOST, ...options, threads: 3 });
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    expect(Array.from(three.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    expect(one.trials).toBe(options.trials);
    const chosen = await simulate(prepared, { ...options, host: NODE_HOST }); // no thread count: the engine decides
    expect(Array.from(chosen.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    const other = await simulate(prepared, { host: NODE_HOST, ...options, seed: 10, threads: 1 });
    expect(Array.from(other.estimates.tally)).not.toEqual(Array.from(one.estimates.tally));
  });
  it("--precision stops after the same shard on 1 and 2 threads, with every half-width below it", async () => {
    const options = { trials: 40 * SHARD_TRIALS, seed: 3, precision: 0.0015 };
    const one = await simulate(prepared, { host: NODE_HOST, ...options, threads: 1 });
    const two = await simulate(prepared, { host: NODE_HOST, ...options, threads: 2 });
    expect(one.reachedPrecision).toBe(true);
    expect(one.trials % SHARD_TRIALS).toBe(0);
    expect(one.trials).toBeGreaterThan(SHARD_TRIALS);
    expect(one.trials).toBeLessThan(options.trials);
    expect(two.trials).toBe(one.trials);
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
    for (const group of Object.values(one.estimates.groups)) for (const e of Object.values(group)) expect((e.high - e.low) / 2).toBeLessThan(0.0015);
  });
  it("progress ends at exactly the trials run and never passes the total it announces, in this thread and in workers", async () => {
    for (const threads of [1, 2]) {
      let last = 0;
      let overshoot = false;
      const run = await simulate(prepared, { host: NODE_HOST,
        trials: 3 * SHARD_TRIALS + 17,
        seed: 2,
        threads,
        onProgress: (done, planned) => {
          last = done;
          if (done > planned) overshoot = true;
        },
      });
      expect(last).toBe(run.trials);
      expect(overshoot).toBe(false);
    }
  });
  it("a precision the trials cannot reach ends at the trials given, reachedPrecision false", async () => {
    const run = await simulate(prepared, { host: NODE_HOST, trials: SHARD_TRIALS, seed: 3, precision: 0.0001, threads: 1 });
    expect(run).toMatchObject({ trials: SHARD_TRIALS, reachedPrecision: false });
  });
  it("a sampler that throws ends the run with SimulationFailed naming it, in this thread and in workers", async () => {
    const failing = { failAfter: 10 };
    await expect(simulate(preparedOf(throwingAnalysis, failing), { trials: 1000, seed: 1, threads: 1 })).rejects.toThrow(
      new SimulationFailed("kingstone throwing", 0, new Error("the dice rolled off the table")),
    );
    await expect(simulate(preparedOf(throwingAnalysis, failing), { trials: 3 * SHARD_TRIALS, seed: 1, threads: 2, host: nodeHost(FAULTY) })).rejects.toThrow(
      /the sampler of kingstone throwing failed in shard \d: the dice rolled off the table/,
    );
  });
  it("a worker that dies ends the run with SimulationFailed, not a hang", async () => {
    const failing = { failAfter: 50_000 };
    await expect(simulate(preparedOf(exitingAnalysis, failing), { trials: 4 * SHARD_TRIALS, seed: 1, threads: 2, host: nodeHost(FAULTY) })).rejects.toThrow(
      /the sampler of kingstone exiting failed in shard \d: .*exit/i,
    );
  });
  it("an aborted signal stops the run with SimulationStopped, in this thread and in workers", async () => {
    for (const threads of [1, 2]) {
      const controller = new AbortController();
      const run = simulate(prepared, { host: NODE_HOST,
        trials: 200 * SHARD_TRIALS,
        seed: 1,
        threads,
        onProgress: (done) => {
          if (done > SHARD_TRIALS) controller.abort();
        },
        signal: controller.signal,
      });
      await expect(run).rejects.toBeInstanceOf(SimulationStopped);
    }
  });
});

describe("chi-squared pooling", () => {
  it("a pooled bin that still expects fewer than 5 is folded into the smallest regular bin (df drops by one)", () => {
    // 1000 trials: expected 500, 400, 96, 2, 2 — the two small ones pool to 4 (< 5) and join the 96.
    const test = chiSquaredTest([500, 400, 96, 2, 2], [0.5, 0.4, 0.096, 0.002, 0.002]);
    expect(test.degreesOfFreedom).toBe(2);
    expect(test.statistic).toBeCloseTo(0, 12);
  });
});
