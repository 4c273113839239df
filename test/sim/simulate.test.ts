import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import type { PreparedRun } from "../../src/framework/registered-analysis.js";
import { NODE_HOST, nodeHost } from "../../src/sim/node-host.js";
import { SHARD_TRIALS } from "../../src/sim/shards.js";
import { simulate, SimulationFailed, SimulationStopped } from "../../src/sim/simulate.js";
import { exitingAnalysis, throwingAnalysis } from "../support/faulty-registry.js";
import { preparedOf } from "../support/sampling.js";

const FAULTY = new URL("../support/faulty-registry.ts", import.meta.url).href;

function registered(game: string, name: string, raw: Readonly<Record<string, unknown>>): PreparedRun {
  const prepared = findAnalysis(game, name)!.prepare(raw);
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return prepared.value;
}

const prepared = registered("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "0..8" });

describe("simulate", () => {
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

describe("simulate in this thread (no host)", () => {
  it("runs every shard here whatever the thread count asked, and reports the run's facts", async () => {
    const run = await simulate(prepared, { trials: 1000, seed: 4, threads: 4 });
    expect(run).toMatchObject({ trials: 1000, seed: 4, threads: 1 });
    expect(run.estimates.trials).toBe(1000);
    expect(run.rate).toBeGreaterThan(0);
    expect(run).not.toHaveProperty("reachedPrecision");
    // The first group (the outcome distribution) takes every trial exactly once.
    const [first] = Object.values(run.estimates.groups);
    expect(Object.values(first!).reduce((sum, e) => sum + e.count, 0)).toBe(1000);
  });
  it("a signal aborted before the start stops it at once", async () => {
    await expect(simulate(prepared, { trials: 1000, seed: 1, signal: AbortSignal.abort() })).rejects.toBeInstanceOf(SimulationStopped);
  });
  it("SimulationFailed and SimulationStopped say what happened", () => {
    expect(new SimulationFailed("zilch test", 3, new Error("boom")).message).toBe("the sampler of zilch test failed in shard 3: boom");
    expect(new SimulationFailed("zilch test", 0, "odd").message).toBe("the sampler of zilch test failed in shard 0: odd");
    expect(new SimulationStopped().message).toBe("the simulation was stopped before it finished");
  });
});
