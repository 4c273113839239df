import { afterEach, describe, expect, it, vi } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import type { ShardJob, SimulationHost } from "../../../src/sim/host.js";
import { SimulationFailed, SimulationStopped } from "../../../src/sim/simulation-errors.js";
import type { ShardReply, ShardRequest } from "../../../src/web/compute/messages.js";

// Imported by a name the Node type check does not follow: web-host.ts is typed against the DOM
// (tsconfig.web.json checks it); here Worker is stubbed.
const WEB_HOST = "../../../src/web/compute/web-host.js";
const { SHARDS_AT_HAND, webHost } = (await import(WEB_HOST)) as { SHARDS_AT_HAND: number; webHost: (cores: number) => SimulationHost };

/** A Web Worker stand-in: keeps what it is posted; the test answers for it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly posted: ShardRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: ShardReply }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: ShardRequest): void {
    this.posted.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(reply: ShardReply): void {
    this.onmessage!({ data: reply });
  }
}

const prepared = (() => {
  const run = findAnalysis("zilch", "test")!.prepare({ suit: "6" });
  if (!run.ok) throw new Error(run.errors.join("; "));
  return run.value;
})();

const jobs = (count: number): ShardJob[] => Array.from({ length: count }, (_, index) => ({ index, state: new Uint32Array([index, 1, 2, 3]), trials: 1000 }));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.started = [];
});

describe("the browser host's pool", () => {
  it(`holds ${SHARDS_AT_HAND} shards in each worker at once, so a worker has its next shard while it answers one; the next queued shard goes to the worker that answered`, async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const pool = await webHost(2).startPool!(prepared, 2, () => {}, undefined);
    const results = jobs(5).map((job) => pool.run(job, "zilch test"));
    const [first, second] = FakeWorker.started;
    expect(FakeWorker.started.length).toBe(2);
    // Least held first: shards 0 and 2 to the first worker, 1 and 3 to the second; shard 4 waits.
    expect(first!.posted.map((request) => request.state[0])).toEqual([0, 2]);
    expect(second!.posted.map((request) => request.state[0])).toEqual([1, 3]);
    second!.answer({ kind: "tally", tally: new Float64Array([1]) });
    expect(second!.posted.map((request) => request.state[0])).toEqual([1, 3, 4]);
    await expect(results[1]).resolves.toEqual(new Float64Array([1]));
    first!.answer({ kind: "tally", tally: new Float64Array([0]) });
    first!.answer({ kind: "tally", tally: new Float64Array([2]) });
    second!.answer({ kind: "tally", tally: new Float64Array([3]) });
    second!.answer({ kind: "tally", tally: new Float64Array([4]) });
    expect((await Promise.all(results)).map((tally) => tally[0])).toEqual([0, 1, 2, 3, 4]);
    expect(pool.threadsUsed!()).toBe(2);
    await pool.close();
    expect(FakeWorker.started.every((worker) => worker.terminated)).toBe(true);
  });
  it("a worker's failure rejects the shard it ran (the first it holds), named, and stopping rejects the rest", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const pool = await webHost(1).startPool!(prepared, 1, () => {}, undefined);
    const [shard0, shard1, shard2] = jobs(3).map((job) => pool.run(job, "zilch test"));
    FakeWorker.started[0]!.answer({ kind: "failed", message: "the die rolled away" });
    await expect(shard0).rejects.toThrow(new SimulationFailed("zilch test", 0, new Error("the die rolled away")).message);
    expect(FakeWorker.started[0]!.posted.length).toBe(3);
    pool.abortAll();
    await expect(shard1).rejects.toBeInstanceOf(SimulationStopped);
    await expect(shard2).rejects.toBeInstanceOf(SimulationStopped);
  });
});
