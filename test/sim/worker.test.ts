import { MessageChannel, threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { REGISTRY } from "../../src/sim/node-host.js";
import { runShard } from "../../src/sim/run-shard.js";
import runShardTask from "../../src/sim/worker.js";
import { seedState } from "../../src/sim/xoshiro.js";

const raw = { suit: "6" };
const FAULTY = new URL("../support/faulty-registry.ts", import.meta.url).href;

describe("the worker's shard task", () => {
  it("finds the analysis in the registry module, validates the raw params and returns each shard's tally in order: the same as runShard here", async () => {
    const prepared = findAnalysis("zilch", "test")!.prepare(raw);
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const shards = [
      { index: 0, state: seedState(3), trials: 5000 },
      { index: 1, state: seedState(4), trials: 700 },
    ];
    const expected = await Promise.all(shards.map((shard) => runShard(prepared.value, shard.state, shard.trials, () => {})));
    const result = await runShardTask({ registry: REGISTRY, game: "zilch", analysis: "test", raw, shards });
    expect(result.failed).toBeUndefined();
    expect(result.tallies.map((tally) => Array.from(tally))).toEqual(expected.map((tally) => Array.from(tally)));
  });
  it("says which thread started each shard of the batch (the threads a run used are counted by it), and closes its progress port when the batch is done", async () => {
    const channel = new MessageChannel();
    const messages: unknown[] = [];
    channel.port1.on("message", (message) => messages.push(message));
    const closed = new Promise<void>((resolve) => channel.port1.once("close", () => resolve()));
    const shards = [7, 8].map((index) => ({ index, state: seedState(index), trials: 100 }));
    await runShardTask({ registry: REGISTRY, game: "zilch", analysis: "test", raw, shards, port: channel.port2 });
    await closed;
    expect(messages).toEqual([
      { started: threadId, shard: 7 },
      { started: threadId, shard: 8 },
    ]);
    channel.port1.close();
  });
  it("a sampler that throws in the batch's second shard ends the batch there: the first shard's tally, and the error, the third not run", async () => {
    // failAfter counts a plan's trials, and each shard's plan is fresh: 50 trials pass, 200 fail after 100.
    const shards = [50, 200, 50].map((trials, index) => ({ index, state: seedState(index + 1), trials }));
    const result = await runShardTask({ registry: FAULTY, game: "kingstone", analysis: "throwing", raw: { failAfter: "100" }, shards });
    expect(result.tallies.map((tally) => tally.reduce((sum, count) => sum + count, 0))).toEqual([50]);
    expect(result.failed).toBeInstanceOf(Error);
    expect(result.failed).toMatchObject({ message: "the dice rolled off the table" });
  });
  it("an analysis the registry lacks, and params it refuses, are errors naming them", async () => {
    const task = { registry: FAULTY, shards: [{ index: 0, state: seedState(1), trials: 10 }] };
    await expect(runShardTask({ ...task, game: "kingstone", analysis: "nope", raw: {} })).rejects.toThrow(`no analysis kingstone nope in ${FAULTY}`);
    await expect(runShardTask({ ...task, game: "kingstone", analysis: "throwing", raw: { failAfter: "-1" } })).rejects.toThrow(
      'parameters refused in the worker: --fail-after: expected an integer from 0 to 1000000000, received "-1"',
    );
  });
});
