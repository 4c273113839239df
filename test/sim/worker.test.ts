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
  it("finds the analysis in the registry module, validates the raw params and returns the shard's tally: the same as runShard here", async () => {
    const prepared = findAnalysis("zilch", "test")!.prepare(raw);
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const state = seedState(3);
    const expected = await runShard(prepared.value, state, 5000, () => {});
    const tally = await runShardTask({ registry: REGISTRY, game: "zilch", analysis: "test", raw, state, trials: 5000 });
    expect(tally).toBeInstanceOf(Float64Array);
    expect(Array.from(tally)).toEqual(Array.from(expected));
  });
  it("says which thread took the task first (the threads a run used are counted by it), and closes its progress port when the shard is done", async () => {
    const channel = new MessageChannel();
    const messages: unknown[] = [];
    channel.port1.on("message", (message) => messages.push(message));
    const closed = new Promise<void>((resolve) => channel.port1.once("close", () => resolve()));
    await runShardTask({ registry: REGISTRY, game: "zilch", analysis: "test", raw, state: seedState(1), trials: 100, port: channel.port2 });
    await closed;
    expect(messages).toEqual([{ started: threadId }]);
    channel.port1.close();
  });
  it("an analysis the registry lacks, and params it refuses, are errors naming them", async () => {
    const task = { registry: FAULTY, state: seedState(1), trials: 10 };
    await expect(runShardTask({ ...task, game: "kingstone", analysis: "nope", raw: {} })).rejects.toThrow(`no analysis kingstone nope in ${FAULTY}`);
    await expect(runShardTask({ ...task, game: "kingstone", analysis: "throwing", raw: { failAfter: "-1" } })).rejects.toThrow(
      'parameters refused in the worker: --fail-after: expected an integer from 0 to 1000000000, received "-1"',
    );
  });
});
