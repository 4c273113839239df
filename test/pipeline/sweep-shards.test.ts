import { describe, expect, it } from "vitest";
import { mergeShards, readShardSpec, shardPoints, type SweepShard } from "../../src/pipeline/sweep-shards.js";

/** A fixture shard of a 7-point sweep: its points' measures are their indices, so a merge's order shows. */
function shard(index: number, count: number, changes: Partial<SweepShard> = {}): SweepShard {
  return {
    sweep: { file: "sweeps/x.yaml", sha256: "a".repeat(64), content: {} },
    shard: { index, count },
    monteCarlo: { trials: 1000, seed: 1, precision: null },
    points: 7,
    probability: index === 0,
    results: shardPoints(7, { index, count }).map((i) => ({ index: i, point: { dc: i }, measure: { value: i / 10 }, trials: 1000, seed: 1 })),
    ...changes,
  };
}

const files = (...shards: SweepShard[]) => shards.map((s, i) => ({ label: `s${i}.json`, shard: s }));

describe("readShardSpec", () => {
  it("reads I/N counted from 0", () => {
    expect(readShardSpec("0/1")).toEqual({ index: 0, count: 1 });
    expect(readShardSpec("2/3")).toEqual({ index: 2, count: 3 });
  });
  it.each(["3/3", "-1/3", "1/0", "1", "a/b", "1/3/4", "", "1.5/3", "0/10001"])("refuses %j, naming --shard, the form and what was received", (raw) => {
    const read = readShardSpec(raw);
    expect(read).toEqual({ problem: `--shard: expected I/N, shard I of N counted from 0 (whole numbers, 0 ≤ I < N ≤ 10000), received ${JSON.stringify(raw)}` });
  });
});

describe("shardPoints", () => {
  it("every point lands in exactly one shard, whatever the shard count", () => {
    for (const count of [1, 2, 3, 7, 10]) {
      const all = Array.from({ length: count }, (_, index) => shardPoints(23, { index, count })).flat();
      expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    }
    expect(shardPoints(2, { index: 4, count: 5 })).toEqual([]);
  });
});

describe("mergeShards", () => {
  it("joins the shards in grid order, in any order given, with point 0's probability flag", () => {
    const merged = mergeShards(files(shard(2, 3), shard(0, 3), shard(1, 3)));
    if ("problems" in merged) throw new Error(merged.problems.join("\n"));
    expect(merged.points.map((p) => p.measure.value)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(merged.points[3]).toEqual({ index: 3, point: { dc: 3 }, measure: { value: 0.3 }, trials: 1000, seed: 1 });
    expect(merged.probability).toBe(true);
  });
  it("names a missing shard, with the ones given", () => {
    expect(mergeShards(files(shard(0, 3), shard(2, 3)))).toEqual({ problems: ["sweep merge: shard 1/3 is missing (given: 0/3 (s0.json), 2/3 (s1.json))"] });
    expect(mergeShards(files(shard(0, 4)))).toEqual({ problems: ["sweep merge: shards 1/4, 2/4, 3/4 are missing (given: 0/4 (s0.json))"] });
  });
  it("names a shard given twice", () => {
    expect(mergeShards(files(shard(0, 2), shard(1, 2), shard(1, 2)))).toEqual({ problems: ["sweep merge: shard 1/2 is given twice (s1.json and s2.json)"] });
  });
  it("names what differs: the sweep file, the seed, the trial count, exact against simulated, the shard count", () => {
    const differ = (other: SweepShard) => mergeShards(files(shard(0, 2), other));
    expect(differ(shard(1, 2, { sweep: { file: "sweeps/x.yaml", sha256: "b".repeat(64), content: {} } }))).toEqual({
      problems: ["sweep merge: s1.json is a shard of another sweep file (sweeps/x.yaml, sha256 bbbbbbbbbbbb…) than s0.json (sweeps/x.yaml, sha256 aaaaaaaaaaaa…); merge the shards of one sweep run"],
    });
    expect(differ(shard(1, 2, { monteCarlo: { trials: 1000, seed: 2, precision: null } }))).toEqual({ problems: ["sweep merge: s1.json is a shard of another seed (2) than s0.json (1); merge the shards of one sweep run"] });
    expect(differ(shard(1, 2, { monteCarlo: { trials: 500, seed: 1, precision: null } }))).toEqual({ problems: ["sweep merge: s1.json is a shard of another trial count (500) than s0.json (1000); merge the shards of one sweep run"] });
    expect(differ(shard(1, 2, { monteCarlo: null }))).toEqual({ problems: ["sweep merge: s1.json is a shard of another simulation (exact) than s0.json (simulated); merge the shards of one sweep run"] });
    expect(differ(shard(1, 3))).toEqual({ problems: ["sweep merge: s1.json is a shard of another shard count (3) than s0.json (2); merge the shards of one sweep run"] });
  });
  it("the same sweep file under another path merges (the file is compared by its digest)", () => {
    expect("points" in mergeShards(files(shard(0, 2), shard(1, 2, { sweep: { file: "/elsewhere/x.yaml", sha256: "a".repeat(64), content: {} } })))).toBe(true);
  });
  it("refuses a shard whose points are not its own, and no shard at all", () => {
    expect(mergeShards(files(shard(0, 2), { ...shard(1, 2), results: shard(0, 2).results }))).toEqual({ problems: ["sweep merge: s1.json does not hold the points of shard 1/2 (was it edited?)"] });
    expect(mergeShards([])).toEqual({ problems: ["sweep merge: expected at least one shard file, received none"] });
  });
});
