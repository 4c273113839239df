import { describe, expect, it } from "vitest";
import { defineAnalysis } from "../../src/framework/analysis.js";
import { integerOption } from "../../src/framework/options.js";
import { registerAnalysis, type PreparedRun } from "../../src/framework/registered-analysis.js";
import { planOf, runShard, trialDraws } from "../../src/sim/run-shard.js";
import { CHUNK_TRIALS } from "../../src/sim/shards.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";

/** A die counted by face; with `resettable`, its plan keeps a count of builds and can reset. */
function die(resettable: boolean) {
  let plans = 0;
  let resets = 0;
  const entry = registerAnalysis(
    defineAnalysis({
      game: "zilch",
      name: resettable ? "die-reset" : "die",
      summary: "a die",
      options: { faces: integerOption({ min: 2, max: 20, doc: "faces", default: 6 }) },
      sampler: {
        plan: (params) => {
          plans++;
          return {
            layout: { groups: [{ name: "face", categories: Array.from({ length: params.faces }, (_, i) => String(i + 1)) }] },
            run: (random, trials, tally) => {
              for (let i = 0; i < trials; i++) tally[random.below(params.faces)]!++;
            },
            ...(resettable ? { reset: () => void resets++ } : {}),
          };
        },
      },
      reportRuns: [],
    }),
  );
  const prepared = entry.prepare({ faces: 6 });
  if (!prepared.ok) throw new Error(prepared.errors.join("; "));
  return { run: prepared.value, plans: () => plans, resets: () => resets };
}

describe("runShard", () => {
  it("tallies `trials` draws from the stream at `state`: the same counts as drawing them by hand", async () => {
    const { run } = die(false);
    const state = seedState(7);
    const tally = await runShard(run, state, 1000, () => {});
    const random = new Xoshiro128(state);
    const byHand = new Float64Array(6);
    for (let i = 0; i < 1000; i++) byHand[random.below(6)]!++;
    expect(Array.from(tally)).toEqual(Array.from(byHand));
  });
  it("calls between(done) after each chunk of CHUNK_TRIALS, ending at the trials", async () => {
    const { run } = die(false);
    const seen: number[] = [];
    await runShard(run, seedState(1), 2 * CHUNK_TRIALS + 3, (done) => void seen.push(done));
    expect(seen).toEqual([CHUNK_TRIALS, 2 * CHUNK_TRIALS, 2 * CHUNK_TRIALS + 3]);
  });
  it("a plan without reset is built afresh per shard; one with reset is built once and reset before each later shard", async () => {
    const fresh = die(false);
    await runShard(fresh.run, seedState(1), 10, () => {});
    await runShard(fresh.run, seedState(1), 10, () => {});
    expect(fresh.plans()).toBe(2);
    const kept = die(true);
    const first = await runShard(kept.run, seedState(1), 10, () => {});
    const second = await runShard(kept.run, seedState(1), 10, () => {});
    expect([kept.plans(), kept.resets()]).toEqual([1, 1]);
    // Same stream, fresh state: the same tally.
    expect(Array.from(second)).toEqual(Array.from(first));
  });
  it("what between() throws ends the shard with that error", async () => {
    const { run } = die(false);
    await expect(runShard(run, seedState(1), 3 * CHUNK_TRIALS, () => Promise.reject(new Error("stop")))).rejects.toThrow("stop");
  });
});

describe("trialDraws", () => {
  it("a die draws once a trial: 1, counted on 1,024 trials (16 + 32 + … + 512 = 1,008, then 1,024 stops it), and the next shard's tally is as it would be without the count", async () => {
    const kept = die(true);
    const before = await runShard(kept.run, seedState(4), 1000, () => {});
    let ran = 0;
    const counting: PreparedRun = { ...kept.run, plan: () => ({ ...planOf(kept.run), run: (random, trials, tally) => void ((ran += trials), planOf(kept.run).run(random, trials, tally)) }) };
    expect(trialDraws(counting, seedState(4), 1e6)).toBe(1);
    expect(ran).toBe(16 + 32 + 64 + 128 + 256 + 512 + 1024);
    expect(Array.from(await runShard(kept.run, seedState(4), 1000, () => {}))).toEqual(Array.from(before));
  });
  it("counts draws of every kind, stops at 20,000 draws, and runs no more trials than the run's (a 20-trial run counts 16)", () => {
    // 100 draws a trial (below, float and uint32 alike): 16 + 32 + 64 + 128 trials make 24,000 draws, past 20,000.
    let ran = 0;
    const hundred: PreparedRun = {
      ...die(false).run,
      plan: () => ({
        layout: { groups: [{ name: "face", categories: ["1"] }] },
        run: (random, count) => {
          ran += count;
          for (let i = 0; i < count; i++) for (let d = 0; d < 100; d++) (d % 3 === 0 ? random.below(6) : d % 3 === 1 ? random.float() : random.uint32());
        },
      }),
    };
    expect(trialDraws(hundred, seedState(4), 1e6)).toBe(100);
    expect(ran).toBe(16 + 32 + 64 + 128);
    ran = 0;
    expect(trialDraws(hundred, seedState(4), 20)).toBe(100);
    expect(ran).toBe(16);
  });
  it("hands the plan the stream itself, a Xoshiro128, never a wrapper: a sampler's loop sees one kind of Random in every thread, so its draws stay inlined", () => {
    const seen = new Set<string>();
    const spying: PreparedRun = {
      ...die(false).run,
      plan: () => ({
        layout: { groups: [{ name: "face", categories: ["1", "2"] }] },
        run: (random, count) => {
          seen.add(random.constructor.name);
          for (let i = 0; i < count; i++) random.below(2);
        },
      }),
    };
    expect(trialDraws(spying, seedState(4), 1e6)).toBe(1);
    expect([...seen]).toEqual([Xoshiro128.name]);
  });
});

describe("planOf", () => {
  it("builds a fresh plan, and throws for an analysis without a sampler", () => {
    const { run, plans } = die(false);
    expect(planOf(run).layout.groups[0]!.categories).toHaveLength(6);
    expect(plans()).toBe(1);
    const noSampler: PreparedRun = { ...run, plan: undefined };
    expect(() => planOf(noSampler)).toThrow("zilch die has no sampler");
  });
});
