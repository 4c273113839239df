import { describe, expect, it } from "vitest";
import { CHUNK_TRIALS, SHARD_TRIALS, shardSizes } from "../../src/sim/shards.js";

describe("shardSizes", () => {
  it("shardSizes(300000) is two full shards and the rest", () => {
    expect(shardSizes(300_000)).toEqual([SHARD_TRIALS, SHARD_TRIALS, 300_000 - 2 * SHARD_TRIALS]);
    expect(shardSizes(300_000)).toEqual([131072, 131072, 37856]);
  });
  it("a shard is at least 10^5 trials, a whole number of chunks; one trial is one shard; no trials, no shards", () => {
    expect(SHARD_TRIALS).toBeGreaterThanOrEqual(100_000);
    expect(SHARD_TRIALS % CHUNK_TRIALS).toBe(0);
    expect(shardSizes(1)).toEqual([1]);
    expect(shardSizes(2 * SHARD_TRIALS)).toEqual([SHARD_TRIALS, SHARD_TRIALS]);
    expect(shardSizes(0)).toEqual([]);
  });
});
