import { afterAll, describe, expect, it, vi } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { runShard } from "../../../src/sim/run-shard.js";
import { seedState, Xoshiro128 } from "../../../src/sim/xoshiro.js";
import type { ShardReply, ShardRequest } from "../../../src/web/compute/messages.js";

// The shard worker's module, run in this thread: its listener and replies go through stubbed globals.
// Imported by a name the Node type check does not follow (the module is typed against the DOM).
let listener: ((event: { data: ShardRequest }) => void) | undefined;
const replies: ShardReply[] = [];
vi.stubGlobal("addEventListener", (type: string, handler: (event: { data: ShardRequest }) => void) => {
  if (type === "message") listener = handler;
});
vi.stubGlobal("postMessage", (reply: ShardReply) => void replies.push(reply));
const SHARD_WORKER = "../../../src/web/compute/shard-worker.js";
await import(SHARD_WORKER);
afterAll(() => vi.unstubAllGlobals());

describe("the browser's shard worker", () => {
  it("runs two shards posted at once in turn, each the tally runShard gives here (they share the worker's prepared run and Ultimo's challenge keeps one plan from shard to shard, so interleaved chunks would mix them)", async () => {
    const raw = { play: "J,A,K,9,7", difficulty: 6 };
    const prepared = findAnalysis("ultimo", "challenge")!.prepare(raw);
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const streams = new Xoshiro128(seedState(3));
    const states = [0, 1, 2].map(() => {
      const state = streams.state();
      streams.jump();
      return state;
    });
    const expected = [];
    for (const state of states) expected.push(Array.from(await runShard(prepared.value, state, 40_000, () => {})));
    const post = (state: Uint32Array) => listener!({ data: { game: "ultimo", analysis: "challenge", raw, state, trials: 40_000 } });
    const answered = (count: number) => vi.waitFor(() => expect(replies.filter((reply) => reply.kind !== "progress").length).toBe(count), { timeout: 900_000, interval: 20 });
    // A first shard alone, so the worker keeps its prepared run; then two at once, which share it.
    post(states[0]!);
    await answered(1);
    post(states[1]!);
    post(states[2]!);
    await answered(3);
    const tallies = replies.flatMap((reply) => (reply.kind === "tally" ? [Array.from(reply.tally)] : []));
    expect(tallies).toEqual(expected);
    const progressed = replies.reduce((sum, reply) => sum + (reply.kind === "progress" ? reply.more : 0), 0);
    expect(progressed).toBe(120_000);
  });
});
